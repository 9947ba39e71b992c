#pragma once

#include "searchtypes.h"
#include "snapshotfeed.h"

#include <QObject>

#include <functional>

class BoardArea;
class ControlsPanel;
class RunController;
class PracticePanel;
class QDockWidget;
class QMainWindow;
class TeachingDocks;

// "Try it yourself": the learner places queens on the board and the practice panel explains
// each square. Owns the practice panel and its dock, and while on shows the practice board
// and its verdict instead of the search; the panels that follow the search's step (pseudocode,
// call stack, search tree, counters by level) are greyed meanwhile: they still show the
// search, which waits. The window pauses the search around it. GUI thread.
class PracticeMode : public QObject
{
    Q_OBJECT

public:
    // The dock shares a tab with `besideDock`.
    PracticeMode(QMainWindow *window, QDockWidget *besideDock, BoardArea *area,
                 TeachingDocks *teaching);

    PracticePanel *panel() const { return m_panel; }
    QDockWidget *dock() const { return m_dock; }
    bool isOn() const { return m_on; }
    // What turning it on or off asks of the window's other rooms: the search paused, the feed
    // told (and the search's texts and board shown again after), the controls in front again,
    // a viewed solution left, the commands' enabling brought up to date.
    struct Around
    {
        RunController *run;
        ControlsPanel *controls;
        nq::SnapshotFeed *feed;
        QDockWidget *controlsDock;
        std::function<void()> leaveViewedSolution;
        std::function<void()> changed;
    };
    void setAround(Around around) { m_around = std::move(around); }
    // On (the search paused, from `queens` or else the search's queens) or off.
    void setOn(bool on, const nq::Placement *queens = nullptr);
    // Starts from these queens: a teacher can stop the search and ask "what next?".
    void start(int n, nq::Order order, const nq::Placement &queens);
    void stop();
    // A square clicked or chosen with the keys: puts a queen there or lifts it, while on.
    void toggleSquare(int row, int col);
    // Shows the practice board and what the panel says about it.
    void show();
    void retranslate();

private:
    BoardArea *m_area;
    TeachingDocks *m_teaching;
    QDockWidget *m_dock = nullptr;
    PracticePanel *m_panel = nullptr;
    bool m_on = false;
    Around m_around {};
};
