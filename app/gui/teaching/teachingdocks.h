#pragma once

#include "runnersnapshot.h"
#include "snapshotfeed.h"

#include <QObject>
#include <QSet>

#include <optional>

struct BoardTheme;
class CallStackView;
class CheckComparisonPanel;
class LevelChart;
class PseudocodeView;
class QAction;
class QDockWidget;
class QMainWindow;
class SearchTreeView;
class SymmetryView;

// The classroom panels around the board, each in its own dock (by default in two tab groups
// on the left; in one on a narrow screen, see arrange()): the pseudocode, the call stack and the search tree above; the counters by
// level, the checks compared and the symmetries of a solution below. Owns the docks and keeps
// them showing the newest snapshot. GUI thread.
class TeachingDocks : public QObject
{
    Q_OBJECT

public:
    explicit TeachingDocks(QMainWindow *window);

    // `stepMoved`: another step or run than the last snapshot shown here (the window's feed
    // works it out); a pause keeps the pseudocode's mark.
    void showSnapshot(const nq::RunnerSnapshot &snapshot, bool stepMoved);
    // Follows the snapshots the window shows, with the text panels.
    void followSnapshots(nq::SnapshotFeed &feed);
    // The solution the symmetry panel shows (the selected one, or none).
    void showSolution(const std::optional<nq::Placement> &solution);
    QList<QAction *> toggleViewActions() const;
    QList<QDockWidget *> docks() const { return m_docks; }
    // The first dock of each tab group, top first.
    QList<QDockWidget *> groupHeads() const { return m_groupHeads; }
    // Places the docks on the left: in two tab groups, one above the other; or, given
    // `symmetryBeside` (the solutions' dock, on a narrow screen: SideDocks::openOn), in one
    // group with its tabs down its side, the symmetries tabbed with that dock.
    void arrange(QDockWidget *symmetryBeside = nullptr);
    QDockWidget *symmetryDock() const { return m_docks[5]; }
    void retranslate();
    // The board's theme in the window (the colour-blind one, say) for every panel that draws
    // boards or the board's marks: the pseudocode's marks, the search tree, the symmetries.
    void setTheme(const BoardTheme &theme);
    // View ▸ Zoom: every panel's texts `zoom` times their size.
    void setTextZoom(qreal zoom);
    // Greys the panels that follow the search's step (not the comparison of the checks or the
    // symmetries) while the board shows something else: Try it yourself.
    void setSearchPanelsLive(bool live);
    bool searchPanelsLive() const;

    PseudocodeView *pseudocode() const { return m_pseudocode; }
    CallStackView *callStack() const { return m_callStack; }
    LevelChart *levelChart() const { return m_levelChart; }
    SymmetryView *symmetryView() const { return m_symmetry; }
    SearchTreeView *searchTree() const { return m_tree; }
    CheckComparisonPanel *checkComparison() const { return m_compare; }

signals:
    // A node of the search tree was chosen: go to the step where that queen was placed.
    void jumpRequested(quint64 step);

private:
    QDockWidget *addDock(const QString &objectName, QWidget *content);

    QMainWindow *m_window;
    QList<QDockWidget *> m_docks;
    PseudocodeView *m_pseudocode = nullptr;
    CallStackView *m_callStack = nullptr;
    LevelChart *m_levelChart = nullptr;
    SymmetryView *m_symmetry = nullptr;
    SearchTreeView *m_tree = nullptr;
    CheckComparisonPanel *m_compare = nullptr;
    QDockWidget *m_compareDock = nullptr;
    QList<QDockWidget *> m_groupHeads;
    nq::SearchOptions m_options;
    std::optional<nq::SearchOptions> m_comparedOptions;
    void compareIfShown();
    bool m_showingSelected = false;
    nq::RunnerSnapshot m_latest; // shown when a hidden panel comes into view
    QSet<const QDockWidget *> m_shown; // docks whose tab is in view (from visibilityChanged)
    bool isShown(const QWidget *panel) const;
};
