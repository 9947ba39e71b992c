#pragma once

#include "runnersnapshot.h"
#include "snapshotfeed.h"

#include <QLabel>

// The status bar's lasting note on the run: its state, the board size and the step (a
// listing or a count has none); while
// the learner tries it themselves, that the search waits at its step. GUI thread.
class RunStatusLabel : public QLabel
{
    Q_OBJECT

public:
    explicit RunStatusLabel(QWidget *parent = nullptr);
    // Follows the feed's texts, saying so while the student tries it.
    void follow(nq::SnapshotFeed &feed);
    void showSnapshot(const nq::RunnerSnapshot &snapshot, bool practising = false);
};
