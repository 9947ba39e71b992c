#include "controlspanel.h"

#include "elidingcombobox.h"
#include "screenreaderspeech.h"
#include "speedscale.h"

#include <QAction>
#include <QApplication>
#include <QAbstractItemView>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace nq;

namespace {
// The goal list: the two animated goals, then the two fast ones, in Goal's order.
enum GoalItem { FirstItem, AllItem, ListItem, CountItem, kGoalItems };
static_assert(FirstItem == int(Goal::First) && AllItem == int(Goal::All)
              && ListItem == int(Goal::List) && CountItem == int(Goal::Count));
} // namespace

QString ControlsPanel::changeSpeedBy(int notches)
{
    setSpeedNotch(std::clamp(speedNotch() + notches, 0, SpeedScale::kFullSpeedNotch));
    return SpeedScale::describe(SpeedScale::stepsPerSecond(speedNotch()));
}

bool ControlsPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const int key = static_cast<QKeyEvent *>(event)->key();
    if (key != Qt::Key_Return && key != Qt::Key_Enter)
        return QWidget::eventFilter(watched, event);
    if (watched == m_size) {
        m_size->interpretText(); // the typed size takes effect first
        emit doneWithKeys();
        return true;
    }
    // A list closed, its choice made with the arrows: Enter is done with it, as in the board
    // size (a screen reader's user was left in the Safety check box). With the list open,
    // Enter chooses in the list, which has the keys then.
    if (watched == m_goal || watched == m_order || watched == m_check) {
        emit doneWithKeys();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

ControlsPanel::ControlsPanel(const RunActions &actions, QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);

    addButtons(layout, actions);

    auto *form = m_form = new QFormLayout;
    // In a narrow column (a 1024-pixel screen, German's "Sicherheitsprüfung:") a list goes
    // under its name rather than widen the column or cut its text.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_size = new QSpinBox(this);
    m_size->setRange(kMinN, kMaxN);
    m_size->setValue(8);
    m_size->setAccelerated(true);
    m_size->installEventFilter(this); // Enter hands the keys back (eventFilter)
    m_sizeLabel = new QLabel(this);
    m_sizeLabel->setBuddy(m_size);
    form->addRow(m_sizeLabel, m_size);

    m_goal = new ElidingComboBox(this);
    m_goalLabel = new QLabel(this);
    m_goalLabel->setBuddy(m_goal);
    form->addRow(m_goalLabel, m_goal);

    m_order = new ElidingComboBox(this);
    m_orderLabel = new QLabel(this);
    m_orderLabel->setBuddy(m_order);
    form->addRow(m_orderLabel, m_order);

    m_check = new ElidingComboBox(this);
    m_checkLabel = new QLabel(this);
    m_checkLabel->setBuddy(m_check);
    form->addRow(m_checkLabel, m_check);
    layout->addLayout(form);
    for (QComboBox *list : {m_goal, m_order, m_check})
        list->installEventFilter(this); // Enter hands the keys back (eventFilter)

    addSpeedSlider(layout);

    for (int i = 0; i < kGoalItems; ++i)
        m_goal->addItem(QString());
    for (int i = 0; i < 2; ++i)
        m_order->addItem(QString());
    for (int i = 0; i < 3; ++i)
        m_check->addItem(QString());
    m_check->setCurrentIndex(int(Check::Arrays));
    m_goal->setCurrentIndex(AllItem);
    retranslate();

    connect(m_size, &QSpinBox::valueChanged, this, &ControlsPanel::emitOptions);
    connect(m_goal, &QComboBox::currentIndexChanged, this, &ControlsPanel::emitOptions);
    connect(m_order, &QComboBox::currentIndexChanged, this, &ControlsPanel::emitOptions);
    connect(m_check, &QComboBox::currentIndexChanged, this, &ControlsPanel::emitOptions);
    connect(m_speed, &QSlider::valueChanged, this, [this](int notch) {
        updateSpeedLabel();
        emit speedChanged(SpeedScale::stepsPerSecond(notch));
    });
    updateSpeedLabel();
}

void ControlsPanel::addButtons(QVBoxLayout *layout, const RunActions &actions)
{
    auto *buttons = new QGridLayout;
    const QList<QAction *> buttonActions = {actions.stepBack, actions.playPause, actions.step,
                                            actions.reset};
    for (int i = 0; i < buttonActions.size(); ++i) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(buttonActions[i]);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        button->setMinimumHeight(34);
        button->setFocusPolicy(Qt::StrongFocus);
        buttons->addWidget(button, i / 2, i % 2);
        m_buttons << button;
    }
    layout->addLayout(buttons);
    // A button with the keys that is disabled (Start once the listing has ended, Step back at
    // step 0) hands them to the next control, the board size, where Space and the arrows do
    // nothing: they go back to the board instead.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *old, QWidget *now) {
        auto *button = qobject_cast<QToolButton *>(old);
        if (button && !button->isEnabled() && m_buttons.contains(button) && now
            && isAncestorOf(now))
            emit doneWithKeys();
    });
}

void ControlsPanel::addSpeedSlider(QVBoxLayout *layout)
{
    m_speedTitle = new QLabel(this);
    m_speed = new QSlider(Qt::Horizontal, this);
    m_speed->setRange(0, SpeedScale::kFullSpeedNotch);
    m_speed->setPageStep(5);
    m_speed->setValue(SpeedScale::kDefaultNotch);
    m_speed->setTickPosition(QSlider::TicksBelow);
    m_speed->setTickInterval(5);
    m_speedTitle->setBuddy(m_speed);
    m_speedLabel = new QLabel(this);
    m_speedLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto *speedHeader = new QHBoxLayout;
    speedHeader->addWidget(m_speedTitle);
    speedHeader->addWidget(m_speedLabel, 1);
    layout->addLayout(speedHeader);
    layout->addWidget(m_speed);
}

void ControlsPanel::retranslate()
{
    m_sizeLabel->setText(tr("Board si&ze N:"));
    m_size->setToolTip(
        tr("Number of queens and size of the board (1 to 32). Changing it starts a fresh run."));
    m_goalLabel->setText(tr("&Goal:"));
    m_goal->setItemText(FirstItem, tr("Stop at the first solution"));
    m_goal->setItemText(AllItem, tr("Find all solutions"));
    m_goal->setItemText(ListItem, tr("List all solutions, no animation"));
    m_goal->setItemText(CountItem, tr("Only count the solutions (fastest)"));
    m_goal->setToolTip(tr(
        "Stop at the first solution, or go on until every solution is found; or, without animation "
        "and on all cores, list every solution with its symmetry class, or only count them"));
    m_orderLabel->setText(tr("&Order:"));
    m_order->setItemText(int(Order::Rows), tr("Row by row"));
    m_order->setItemText(int(Order::Columns), tr("Column by column"));
    m_order->setToolTip(
        tr("Place one queen per row trying each column, or one per column trying each row"));
    m_checkLabel->setText(tr("Safety chec&k:"));
    m_check->setItemText(int(Check::Scan), tr("Scan earlier queens"));
    m_check->setItemText(int(Check::Arrays), tr("Occupancy arrays"));
    m_check->setItemText(int(Check::Bitmask), tr("Bitmasks"));
    m_check->setToolTip(
        tr("Scan: compare with every queen already placed. Arrays: look up the column and both "
           "diagonals in O(1). Bitmasks: compute all free squares of a level at once, so no "
           "attacked square is ever tried."));
    m_speedTitle->setText(tr("Spee&d:"));
    m_size->setAccessibleName(tr("Board size N"));
    m_goal->setAccessibleName(tr("Goal"));
    m_order->setAccessibleName(tr("Order"));
    m_check->setAccessibleName(tr("Safety check"));
    for (QComboBox *choice : {m_goal, m_order, m_check})
        choice->view()->setAccessibleName(choice->accessibleName()); // its list of items
    m_speed->setToolTip(tr(
        "From one step every 2 seconds to 100,000 steps a second, then full speed (keys + and -)"));
    updateSpeedLabel();
}

SearchOptions ControlsPanel::options() const
{
    SearchOptions options;
    options.n = m_size->value();
    options.goal = static_cast<Goal>(m_goal->currentIndex()); // first, all, list, count
    options.order = static_cast<Order>(m_order->currentIndex());
    options.check = static_cast<Check>(m_check->currentIndex());
    return options;
}

void ControlsPanel::updateEnabled()
{
    // Listing and counting use their own methods: order, check and speed do not apply.
    const bool animate = animates(options().goal);
    for (QWidget *w : {static_cast<QWidget *>(m_order), static_cast<QWidget *>(m_check),
                       static_cast<QWidget *>(m_speed)})
        w->setEnabled(animate);
}

void ControlsPanel::setOptions(const SearchOptions &options)
{
    m_updating = true;
    m_size->setValue(options.n);
    m_goal->setCurrentIndex(int(options.goal));
    m_order->setCurrentIndex(int(options.order));
    m_check->setCurrentIndex(int(options.check));
    m_updating = false;
    updateEnabled();
}

int ControlsPanel::speedNotch() const
{
    return m_speed->value();
}

void ControlsPanel::setSpeedNotch(int notch)
{
    m_speed->setValue(notch);
}

void ControlsPanel::emitOptions()
{
    updateEnabled();
    if (!m_updating)
        emit optionsChanged(options());
}

void ControlsPanel::updateSpeedLabel()
{
    const QString speed = SpeedScale::describe(SpeedScale::stepsPerSecond(m_speed->value()));
    m_speedLabel->setText(speed);
    // A screen reader reads the slider's value as a notch number: its name says the speed, and
    // so does the start of its description (Orca names it by its label and says the
    // description after the notch); a new speed is said in steps a second while it has the
    // focus.
    m_speed->setAccessibleName(tr("Speed: %1").arg(speed));
    m_speed->setAccessibleDescription(speed + QLatin1Char('\n') + m_speed->toolTip());
    if (m_speed->hasFocus())
        ScreenReaderSpeech::say(m_speed, speed);
}

void ControlsPanel::setChoicesShown(bool shown)
{
    m_form->setRowVisible(m_order, shown);
    m_form->setRowVisible(m_check, shown);
}
