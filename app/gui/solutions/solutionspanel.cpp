#include "solutionspanel.h"

#include "elidingcombobox.h"
#include "solutiondelegate.h"
#include "solutionlistmodel.h"
#include "solutionlistview.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QEvent>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <climits>

SolutionsPanel::SolutionsPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("solutionsPanel"));
    m_model = new SolutionListModel(this);
    m_list = new SolutionListView(this);
    m_list->setObjectName(QStringLiteral("solutionList"));
    m_list->setModel(m_model);
    m_list->setItemDelegate(new SolutionDelegate(m_list));
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection); // several for a printed handout
    auto *layout = new QVBoxLayout(this);
    m_header = new QLabel(this);
    m_header->setObjectName(QStringLiteral("solutionsHeader"));
    m_header->setWordWrap(true); // a long header wraps instead of widening the dock
    layout->addWidget(m_header);
    m_listMode = new ElidingComboBox(this);
    m_listMode->setObjectName(QStringLiteral("listMode"));
    m_listMode->addItems({QString(), QString(), QString()});
    connect(m_listMode, &QComboBox::currentIndexChanged, this, [this](int mode) {
        emit listModeChanged(mode);
        m_model->setMode(static_cast<SolutionListModel::Mode>(mode));
    });
    layout->addWidget(m_listMode);
    layout->addWidget(m_list, 1);
    // Tab into the list makes its first row current without choosing it (the board stays as it
    // is); a key, a click or Enter there chooses.
    connect(m_list, &SolutionListView::currentChosen, this, &SolutionsPanel::solutionChosen);
    connect(m_list, &SolutionListView::clicked, this,
            [this](const QModelIndex &index) { emit solutionChosen(index.row()); });
    connect(m_list, &SolutionListView::activated, this,
            [this](const QModelIndex &index) { emit solutionChosen(index.row()); });
    retranslate();
}

void SolutionsPanel::showStore(const nq::RunnerSnapshot &snapshot)
{
    m_model->setSource(snapshot.store, snapshot.visibleSolutions, snapshot.visibleClasses);
}

void SolutionsPanel::showFound(quint64 found, const nq::RunnerSnapshot &snapshot)
{
    const QLocale locale;
    if (snapshot.goal() == nq::Goal::Count && found > 0) {
        // The count's number, over a list a count never fills.
        m_header->setText(
            tr("%1 counted · a count lists none").arg(locale.toString(qulonglong(found))));
        return;
    }
    QString header = tr("%1 found").arg(locale.toString(qulonglong(found)));
    const QString classes = locale.toString(qulonglong(snapshot.visibleClasses));
    if (snapshot.storeFull) // the classes are the list's, not all of N's
        header += tr(" · the list holds the first %1 (%2 fundamental)")
                      .arg(locale.toString(qulonglong(snapshot.store->size())), classes);
    else if (snapshot.visibleClasses > 0)
        header += tr(" · %1 fundamental").arg(classes);
    m_header->setText(header);
}

bool SolutionsPanel::goToSolution(quint64 number)
{
    if (number == 0)
        return false;
    const int row = m_model->rowOfSolution(number - 1);
    if (row < 0)
        return false;
    const QModelIndex index = m_model->index(row);
    m_list->setCurrentIndex(index);
    m_list->scrollTo(index, QAbstractItemView::PositionAtCenter);
    emit solutionChosen(row);
    return true;
}

void SolutionsPanel::askAndGoTo(const nq::RunnerSnapshot &shown)
{
    const quint64 found = shown.visibleSolutions;
    const bool goesOn = shown.animates() && !shown.isFinished();
    if (found == 0 && !goesOn)
        return;
    const QLocale locale;
    const QString label =
        !goesOn ? tr("Solution number (1 to %1):").arg(locale.toString(found))
        : found == 0
            ? tr("Solution number (none found yet: the search runs on to it):")
            : tr("Solution number (1 to %1 found so far; a later one, the search runs on to):")
                  .arg(locale.toString(found));
    bool ok = false;
    const int number = QInputDialog::getInt(
        this, tr("Go to solution"), label, 1, 1,
        goesOn ? INT_MAX : int(std::min<quint64>(found, INT_MAX)), 1, &ok);
    if (!ok)
        return;
    if (quint64(number) > found)
        emit goAheadRequested(quint64(number));
    else if (!goToSolution(quint64(number)))
        emit message(tr("Solution %1 is not in the list as it is shown now").arg(number));
}

void SolutionsPanel::clearSelection()
{
    m_list->selectionModel()->clearSelection();
    m_list->setCurrentIndex({});
}

int SolutionsPanel::listMode() const
{
    return m_listMode->currentIndex();
}

void SolutionsPanel::setTheme(const BoardTheme &theme)
{
    static_cast<SolutionDelegate *>(m_list->itemDelegate())->setTheme(theme);
    m_list->viewport()->update();
}

void SolutionsPanel::setListMode(int mode)
{
    m_listMode->setCurrentIndex(mode);
}

void SolutionsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SolutionsPanel::retranslate()
{
    m_listMode->setItemText(int(SolutionListModel::Mode::All),
                            tr("All solutions, in the order found"));
    m_listMode->setItemText(int(SolutionListModel::Mode::Fundamental),
                            tr("Fundamental solutions only"));
    m_listMode->setItemText(int(SolutionListModel::Mode::GroupedByClass),
                            tr("All, grouped by symmetry class"));
    m_listMode->setToolTip(tr(
        "Fundamental solutions are distinct under the 8 rotations and reflections of the board"));
    m_list->setAccessibleName(tr("Solutions found"));
    m_listMode->setAccessibleName(tr("Which solutions to list"));
    m_listMode->view()->setAccessibleName(m_listMode->accessibleName()); // its list of items
}

void SolutionsPanel::follow(nq::SnapshotFeed &feed)
{
    feed.subscribe(nq::SnapshotMoment::Texts,
                   [this](const nq::RunnerSnapshot &s, const nq::SnapshotChanges &c) {
                       if (c.solutionsChanged)
                           showStore(s);
                   });
    feed.subscribe(nq::SnapshotMoment::SearchTexts,
                   [this](const nq::RunnerSnapshot &s, const nq::SnapshotChanges &c) {
                       if (c.solutionsChanged || c.languageChanged)
                           showFound(s.solutionsFound(), s);
                   });
}
