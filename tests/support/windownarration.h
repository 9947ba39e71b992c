#pragma once

#include "narrationlabel.h"
#include "narrator.h"
#include "stepper.h"

#include <QLocale>

// The sentence the window's narration label shows after the stepper's last step (`event`,
// none at step 0), made from the Narrator and the label's template as the label makes it:
// what a lesson's web page must show at that step. `fixedLevels`: the user's queens the
// search continues from.
inline QString windowNarration(const nq::Stepper &stepper, const nq::Event *event, int fixedLevels)
{
    nq::RunnerSnapshot snapshot;
    snapshot.search = stepper.state();
    snapshot.fixedLevels = fixedLevels;
    if (!event)
        return Narrator::describeSnapshot(snapshot); // "Ready: press Play…"
    snapshot.recentEvents = {*event};
    if (stepper.isFinished()) {
        snapshot.runState = nq::RunState::Finished;
        return Narrator::describeFinish(snapshot);
    }
    return NarrationLabel::stepTemplate().arg(
        QLocale().toString(qulonglong(stepper.counters().steps)),
        Narrator::describeEvent(*event, stepper.options()));
}

// The sentence the window's narration label shows for `snapshot` (a student's trace too: the
// Narrator hands it to TraceNarrator), with the label's "Step k · " as the label adds it.
inline QString windowNarration(const nq::RunnerSnapshot &snapshot)
{
    const QString sentence = Narrator::describeSnapshot(snapshot);
    if (snapshot.step() == 0 || snapshot.isFinished())
        return sentence;
    return NarrationLabel::stepTemplate().arg(QLocale().toString(qulonglong(snapshot.step())),
                                              sentence);
}
