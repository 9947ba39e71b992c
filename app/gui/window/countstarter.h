#pragma once

#include "runnersnapshot.h"
#include "snapshotfeed.h"

#include <QObject>

class QWidget;
class RunController;

// Starts the window's counts. A count cancelled, or cut short by the window closing, keeps
// its progress (CountCheckpoints); before a count of that N starts again, this asks whether to
// continue it or to count from the beginning, and says in the status bar what it did. It also
// reports, once per run, progress that could not be kept. GUI thread.
class CountStarter : public QObject
{
    Q_OBJECT

public:
    CountStarter(RunController *run, QWidget *dialogParent);

    // Starts the current run's count of N, after asking if an interrupted count of N is kept.
    void start(int n);
    // Follows the live search's texts: a count that ended without keeping its progress.
    void follow(nq::SnapshotFeed &feed);
    void showSnapshot(const nq::RunnerSnapshot &snapshot);

signals:
    void message(const QString &text);

private:
    RunController *m_run;
    QWidget *m_dialogParent;
    const nq::SolutionStore *m_reportedRun = nullptr; // the run whose save problem was shown
};
