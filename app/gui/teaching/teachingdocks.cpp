#include "teachingdocks.h"

#include "quiettabswitch.h"
#include "callstackview.h"
#include "checkcomparisonpanel.h"
#include "levelchart.h"
#include "pseudocodeview.h"
#include "searchtreeview.h"
#include "symmetryview.h"
#include "textzoom.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScrollArea>

using namespace nq;

TeachingDocks::TeachingDocks(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    m_pseudocode = new PseudocodeView(window);
    m_pseudocode->setObjectName(QStringLiteral("pseudocode"));
    m_callStack = new CallStackView(window);
    m_callStack->setObjectName(QStringLiteral("callStack"));
    m_levelChart = new LevelChart(window);
    m_levelChart->setObjectName(QStringLiteral("levelChart"));
    m_tree = new SearchTreeView(window);
    m_tree->setObjectName(QStringLiteral("searchTree"));
    connect(m_tree, &SearchTreeView::jumpRequested, this, &TeachingDocks::jumpRequested);
    m_compare = new CheckComparisonPanel(window);
    m_compare->setObjectName(QStringLiteral("checkComparison"));
    m_symmetry = new SymmetryView(window);
    m_symmetry->setObjectName(QStringLiteral("symmetryView"));
    addDock(QStringLiteral("pseudocodeDock"), m_pseudocode);
    addDock(QStringLiteral("callStackDock"), m_callStack);
    addDock(QStringLiteral("searchTreeDock"), m_tree);
    addDock(QStringLiteral("levelChartDock"), m_levelChart);
    // The table is wide: it scrolls rather than widen the dock.
    auto *compareScroll = new QScrollArea(window);
    compareScroll->setWidget(m_compare);
    compareScroll->setWidgetResizable(true);
    compareScroll->setFrameShape(QFrame::NoFrame);
    compareScroll->setFocusPolicy(Qt::NoFocus); // no Tab stop that could show no focus
    m_compareDock = addDock(QStringLiteral("checkComparisonDock"), compareScroll);
    // The comparison runs three whole searches: only while someone looks at it.
    connect(m_compareDock, &QDockWidget::visibilityChanged, this,
            [this](bool) { compareIfShown(); });
    addDock(QStringLiteral("symmetryDock"), m_symmetry);
    arrange();
    retranslate();
}

void TeachingDocks::arrange(QDockWidget *symmetryBeside)
{
    QDockWidget *pseudocodeDock = m_docks[0];
    QDockWidget *levelChartDock = m_docks[3];
    if (symmetryBeside) {
        // One group, its tabs down its side, where each title has the group's height to show
        // whole in; the symmetries beside the solutions they show.
        m_window->setTabPosition(Qt::LeftDockWidgetArea, QTabWidget::West);
        for (int i : {1, 2, 3, 4})
            m_window->tabifyDockWidget(pseudocodeDock, m_docks[i]);
        m_window->tabifyDockWidget(symmetryBeside, symmetryDock());
        m_groupHeads = {pseudocodeDock};
    } else {
        // Two tab groups, one above the other, so that every tab shows whole in the panel's
        // width (six tabs in one group left half of them behind scroll arrows): the search as
        // it runs (pseudocode, call stack, tree) above, the figures about it (counters by
        // level, the checks compared, the symmetries of a solution) below. The lower group's
        // head is added anew: a dock split from a tabbed one would join its tabs.
        m_window->setTabPosition(Qt::LeftDockWidgetArea, QTabWidget::South); // Qt's own
        m_window->addDockWidget(Qt::LeftDockWidgetArea, levelChartDock, Qt::Vertical);
        for (int i : {1, 2})
            m_window->tabifyDockWidget(pseudocodeDock, m_docks[i]);
        for (int i : {4, 5})
            m_window->tabifyDockWidget(levelChartDock, m_docks[i]);
        m_groupHeads = {pseudocodeDock, levelChartDock};
    }
    for (QDockWidget *head : m_groupHeads)
        QuietTabSwitch::raise(head);
}

void TeachingDocks::setSearchPanelsLive(bool live)
{
    for (QWidget *panel : QList<QWidget *> {m_pseudocode, m_callStack, m_tree, m_levelChart})
        panel->setEnabled(live);
}

bool TeachingDocks::searchPanelsLive() const
{
    return m_pseudocode->isEnabled();
}

QDockWidget *TeachingDocks::addDock(const QString &objectName, QWidget *content)
{
    auto *dock = new QDockWidget(m_window);
    dock->setObjectName(objectName);
    dock->setWidget(content);
    m_window->addDockWidget(Qt::LeftDockWidgetArea, dock);
    m_docks << dock;
    // Tabbed docks stay "visible" widgets in some layouts: the signal says which tab is in view.
    connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
        if (visible)
            m_shown.insert(dock);
        else
            m_shown.remove(dock);
        if (visible && m_latest.store)
            showSnapshot(m_latest, false);
    });
    return dock;
}

void TeachingDocks::retranslate()
{
    const QStringList titles = {tr("Pseudocode"),         tr("Call stack"),
                                tr("Search tree"),        tr("Counters by level"),
                                tr("Compare the checks"), tr("Symmetry")};
    const QStringList explanations = {
        tr("The backtracking algorithm as code, the line of the step on the board highlighted. "
           "Its second tab shows the safety check that was chosen: the scan over the earlier "
           "queens, the occupancy arrays or the bitmasks."),
        tr("The recursion as a call stack: one frame of solve(r) per row with a queen, the "
           "deepest on top, each with the square being tried and the candidates left. A "
           "backtrack pops the top frame."),
        tr("Every square tried so far as a tree: the root is the empty board, each level a row, "
           "each node a square tried there. The path to the step on the board stays in view; "
           "refused squares and dead ends are marked. Click a node to go to its step."),
        tr("For each row (or column, in column order), the placements and the backtracks made "
           "there so far: where the search spends its work."),
        tr("How many safety checks each of the three methods (scan, arrays, bitmasks) needs for "
           "this board size, order and goal, counted on a worker thread."),
        tr("The selected solution turned and mirrored in the 8 ways a board can be: repeated "
           "pictures are greyed, and the smallest form, the class's fundamental solution, is "
           "marked.")};
    for (int i = 0; i < m_docks.size() && i < titles.size(); ++i) {
        m_docks[i]->setWindowTitle(titles[i]);
        m_docks[i]->setWhatsThis(explanations[i]);
    }
}

void TeachingDocks::setTheme(const BoardTheme &theme)
{
    m_pseudocode->setTheme(theme);
    m_tree->setTheme(theme);
    m_symmetry->setTheme(theme);
}

void TeachingDocks::setTextZoom(qreal zoom)
{
    m_pseudocode->setTextZoom(zoom);
    m_callStack->setTextZoom(zoom);
    m_tree->setTextZoom(zoom);
    for (QWidget *panel : std::initializer_list<QWidget *> {m_levelChart, m_compare, m_symmetry})
        TextZoom::applyTo(panel, zoom);
}

QList<QAction *> TeachingDocks::toggleViewActions() const
{
    QList<QAction *> actions;
    for (QDockWidget *dock : m_docks)
        actions << dock->toggleViewAction();
    return actions;
}

void TeachingDocks::followSnapshots(SnapshotFeed &feed)
{
    feed.subscribe(SnapshotMoment::Texts,
                   [this](const RunnerSnapshot &snapshot, const SnapshotChanges &changes) {
                       showSnapshot(snapshot, changes.stepMoved);
                   });
}

void TeachingDocks::showSnapshot(const RunnerSnapshot &snapshot, bool stepMoved)
{
    m_pseudocode->setOptions(snapshot.search.options);
    if (!(snapshot.search.options == m_options)) {
        m_options = snapshot.search.options;
        compareIfShown();
    }
    // The highlighted line follows the same rule as the board: a pause keeps the last mark.
    if (!m_showingSelected && (stepMoved || snapshot.hasEvent())) {
        const Event *event = snapshot.hasEvent() ? &snapshot.lastEvent() : nullptr;
        m_pseudocode->showEvent(event);
        // A student's program keeps its own variables: the Watch shows only the built-in's.
        if (snapshot.animates() && !snapshot.showsTrace())
            m_pseudocode->showValues(snapshot.search, event);
        else
            m_pseudocode->clearValues(); // a listing or a count has no step to watch
    }
    m_latest = snapshot;
    // Panels in a hidden tab wait until they are shown.
    if (isShown(m_callStack))
        m_callStack->showState(snapshot.search);
    if (isShown(m_tree)) {
        m_tree->setTree(snapshot.tree);
        m_tree->setCurrent(snapshot.search);
        m_tree->setReachedStep(snapshot.furthestStep);
    }
    if (isShown(m_levelChart))
        m_levelChart->showState(snapshot.search);
    if (!m_showingSelected) {
        const Placement board = snapshot.placement();
        m_symmetry->setSolution(board.isComplete() ? std::optional<Placement>(board)
                                                   : std::nullopt);
    }
}

void TeachingDocks::showSolution(const std::optional<Placement> &solution)
{
    m_showingSelected = solution.has_value();
    m_symmetry->setSolution(solution);
    if (m_showingSelected) {
        m_pseudocode->showEvent(nullptr);
        m_pseudocode->clearValues();
    }
}

bool TeachingDocks::isShown(const QWidget *panel) const
{
    for (const QDockWidget *dock : m_shown)
        if (dock->widget() == panel || dock->widget()->isAncestorOf(panel))
            return panel->isVisible();
    return false;
}

void TeachingDocks::compareIfShown()
{
    if (!isShown(m_compare) || (m_comparedOptions && *m_comparedOptions == m_options))
        return;
    m_comparedOptions = m_options;
    m_compare->setOptions(m_options);
}
