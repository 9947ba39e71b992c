#include "sidedocks.h"

#include "quiettabswitch.h"
#include "controlspanel.h"
#include "counterspanel.h"
#include "docktabbars.h"
#include "practicemode.h"
#include "simpleview.h"
#include "solutionspanel.h"
#include "teachingdocks.h"
#include "windowactions.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>
#include <utility>

namespace {

// The controls and counters, scrolled where the window cannot give them their whole height
// (a small screen, a large font). Asks for the contents' whole size, where QScrollArea would
// cap it at 24 lines, and for their width beside a scroll bar, so that nothing is cut at the
// side; calls `hintChanged` (queued, once the contents are laid out) when another language or
// font changes what they need. Owned by its dock. GUI thread.
class SideScrollArea : public QScrollArea
{
public:
    SideScrollArea(QWidget *contents, std::function<void()> hintChanged)
        : m_hintChanged(std::move(hintChanged))
    {
        setWidget(contents);
        setWidgetResizable(true);
        setFrameShape(QFrame::NoFrame);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        // Not a Tab stop of its own (it could show no focus): Tab goes to its controls.
        setFocusPolicy(Qt::NoFocus);
    }

    QSize sizeHint() const override { return widget()->sizeHint(); }
    QSize minimumSizeHint() const override
    {
        return {widget()->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width(),
                QScrollArea::minimumSizeHint().height()};
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // QScrollArea does not pass its contents' new hints on to the dock. Only new ones:
        // the counters ask for a layout at every step, and each would lay out the window.
        if (watched == widget() && event->type() == QEvent::LayoutRequest) {
            const std::pair hints {widget()->sizeHint(), widget()->minimumSizeHint()};
            if (hints != m_hints) {
                m_hints = hints;
                updateGeometry();
                QMetaObject::invokeMethod(this, m_hintChanged, Qt::QueuedConnection);
            }
        }
        return QScrollArea::eventFilter(watched, event);
    }

private:
    std::function<void()> m_hintChanged;
    std::pair<QSize, QSize> m_hints; // the contents' size and minimum size hints
};

} // namespace

QSize SideDocks::initialWindowSize(const QSize &available)
{
    // The whole screen a classroom gives it: on a projector's 1920x1080 every pixel is wanted
    // for the board and the panels (it opened 1280 pixels wide there).
    constexpr int kTitleBar = 40; // the window manager's frame, which the window cannot know yet
    return {available.width(), available.height() - kTitleBar};
}

SideDocks::SideDocks(QMainWindow *window, const WindowActions *actions, BoardArea *area)
    : QObject(window)
    , m_window(window)
{
    m_controls = new ControlsPanel({actions->action(WindowActions::Command::PlayPause),
                                    actions->action(WindowActions::Command::Step),
                                    actions->action(WindowActions::Command::StepBack),
                                    actions->action(WindowActions::Command::Reset)},
                                   window);
    m_controls->setObjectName(QStringLiteral("controls"));
    m_counters = new CountersPanel(window);
    m_counters->setObjectName(QStringLiteral("counters"));
    auto *side = new QWidget(window);
    auto *sideLayout = new QVBoxLayout(side);
    // The panels keep their own margins; doubled here they cost the counters their last row
    // on a 768-pixel screen in Chinese.
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->setSpacing(0);
    sideLayout->addWidget(m_controls);
    sideLayout->addWidget(m_counters);
    sideLayout->addStretch(1);
    m_controlsDock = addDock("controlsDock", new SideScrollArea(side, [this] { fitControls(); }),
                             false);
    // The controls never take more height than they need: what the window has to spare goes
    // to the solutions list below them.
    m_controlsDock->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_solutions = new SolutionsPanel(window);
    m_solutionsDock = addDock("solutionsDock", m_solutions, true);
    new DockTabBars(window);
    m_teaching = new TeachingDocks(window);
    m_practice = new PracticeMode(window, m_controlsDock, area, m_teaching);
    m_simpleView = new SimpleView({window,
                                   actions->action(WindowActions::Command::SimpleView),
                                   m_controls,
                                   {m_controlsDock, m_teaching->docks().constFirst()},
                                   m_practice->dock(),
                                   kLayoutVersion});
    openOn(window->screen()->availableGeometry().size());
}

void SideDocks::openOn(const QSize &available)
{
    QMainWindow *window = m_window;
    const QSize windowSize = initialWindowSize(available);
    window->resize(windowSize);
    // The board gets the middle; the side panels start narrow. On a narrow screen narrower
    // still, for the board to take at least half the window's height: the teaching panels
    // share one tab group (their tabs down its side) and its pseudocode wraps its lines, the
    // symmetries join the solutions' tabs, the controls' lists show what fits.
    const bool narrow = available.width() < kNarrowScreenWidth;
    m_teaching->arrange(narrow ? m_solutionsDock : nullptr);
    QuietTabSwitch::raise(m_solutionsDock);
    // Elsewhere the controls' and the solutions' lists show their longest items whole.
    const int right = narrow ? kNarrowRightColumn
                             : std::max({300, m_controlsDock->sizeHint().width(),
                                         m_solutionsDock->sizeHint().width()});
    window->resizeDocks({m_controlsDock, m_teaching->docks().first()},
                        {right, narrow ? kNarrowLeftColumn : 410}, Qt::Horizontal);
    // The controls take what they need; the solutions list below them gets the rest.
    window->resizeDocks({m_controlsDock, m_solutionsDock},
                        {m_controlsDock->sizeHint().height(), windowSize.height()}, Qt::Vertical);
    // The search's panels get three fifths of the left, the figures about it the rest.
    if (!narrow)
        window->resizeDocks(m_teaching->groupHeads(),
                            {3 * windowSize.height(), 2 * windowSize.height()}, Qt::Vertical);
}

void SideDocks::fitControls()
{
    // Grown (another language: Chinese lines are taller), the controls take their new height
    // from the solutions below them, as far as the solutions' own minimum allows; shrunk, they
    // give it back. The window keeps its size, and the rows stay clear of the solutions.
    const int wanted = m_controlsDock->sizeHint().height();
    const int height = m_controlsDock->height();
    if (wanted == height || m_controlsDock->isFloating() || m_solutionsDock->isFloating()
        || !m_solutionsDock->isVisible())
        return;
    const int together = height + m_solutionsDock->height();
    const int controls = std::min(wanted, together - m_solutionsDock->minimumSizeHint().height());
    if (controls != height)
        m_window->resizeDocks({m_controlsDock, m_solutionsDock}, {controls, together - controls},
                              Qt::Vertical);
}

QDockWidget *SideDocks::addDock(const char *name, QWidget *contents, bool closable)
{
    auto *dock = new QDockWidget(m_window);
    dock->setObjectName(QString::fromLatin1(name));
    dock->setWidget(contents);
    if (!closable)
        dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    m_window->addDockWidget(Qt::RightDockWidgetArea, dock);
    return dock;
}

QList<QAction *> SideDocks::toggleViewActions() const
{
    return QList<QAction *> {m_controlsDock->toggleViewAction(),
                             m_solutionsDock->toggleViewAction()}
           + m_teaching->toggleViewActions();
}

void SideDocks::retranslate()
{
    m_controlsDock->setWindowTitle(tr("Controls"));
    m_solutionsDock->setWindowTitle(tr("Solutions"));
    m_controlsDock->setWhatsThis(
        tr("The options of the search (board size, goal, order, safety check), the speed, the "
           "buttons that run it and its counters. Changing an option starts a new search; "
           "Edit ▸ Undo brings the old one back."));
    m_solutionsDock->setWhatsThis(
        tr("Every solution found so far, with its number and symmetry class. Show all of them, "
           "only one of each class, or all grouped by class; select one to see it on the board "
           "(Esc goes back to the search)."));
    m_controls->retranslate();
    m_counters->retranslate();
    m_practice->retranslate();
    m_teaching->retranslate();
    m_simpleView->retranslate();
}

void SideDocks::restoreLayout(const AppSettings::Values &values, const QByteArray &defaultLayout)
{
    if (!values.windowState.isEmpty())
        m_window->restoreState(values.windowState, kLayoutVersion);
    // Settings saved while presenting (before that was mended) kept the presentation's full
    // screen and layout, every side panel hidden, which made Qt crash as the window showed:
    // such a layout gives way to the default one, at the default size.
    if (values.geometry.isEmpty()) {
        // First start: the whole screen, fitted by the window manager (sized from a guess of
        // its title bar, it left a 20-pixel strip at 1366x768 and overflowed by a pixel).
        m_window->setWindowState(m_window->windowState() | Qt::WindowMaximized);
    }
    if (controlsDock()->isHidden() && solutionsDock()->isHidden()) {
        m_window->restoreState(defaultLayout);
    } else if (!values.geometry.isEmpty()) {
        m_window->restoreGeometry(values.geometry); // then the layout again, for the restored size
        m_window->restoreState(values.windowState, kLayoutVersion);
    }
    m_simpleView->start(values.simpleView);
}

void SideDocks::keepLayout(AppSettings::Values &values, const QByteArray &shown) const
{
    values.windowState = m_simpleView->fullLayout(shown);
    values.simpleView = m_simpleView->isSimple();
}
