#include "runstatuslabel.h"

#include "plaintext.h"

#include <QLocale>

using namespace nq;

RunStatusLabel::RunStatusLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText); // a trace's name is quoted as it came
}

void RunStatusLabel::showSnapshot(const RunnerSnapshot &snapshot, bool practising)
{
    const QString step = QLocale().toString(qulonglong(snapshot.step()));
    if (practising) {
        setText(tr("Try it yourself · the search waits at step %1 (N=%2)")
                    .arg(step)
                    .arg(snapshot.search.options.n));
        return;
    }
    QString state;
    switch (snapshot.runState) {
    case RunState::Ready: state = tr("Ready"); break;
    case RunState::Running: state = tr("Running"); break;
    case RunState::Paused: state = tr("Paused"); break;
    case RunState::Finished: state = tr("Finished"); break;
    }
    if (snapshot.job.cancelled)
        state = tr("Cancelled");
    if (!snapshot.animates()) { // a listing or a count takes no steps
        setText(tr("%1 · N=%2").arg(state).arg(snapshot.search.options.n));
        return;
    }
    if (snapshot.runState == RunState::Running && snapshot.runningUntil == StopReason::StepReached
        && snapshot.untilStep > 0) {
        // An undo's search, a lesson's step or Go to step, run to at full speed: how far.
        const int percent = int(100.0 * double(snapshot.step()) / double(snapshot.untilStep));
        setText(tr("Going to step %1: %2% · N=%3 · Space stops")
                    .arg(QLocale().toString(qulonglong(snapshot.untilStep)))
                    .arg(percent)
                    .arg(snapshot.search.options.n));
        return;
    }
    if (snapshot.runState == RunState::Running
        && snapshot.runningUntil == StopReason::SolutionReached) {
        // Go to solution, ahead of the search: how many it has found on the way.
        setText(tr("Going to solution %1: %2 found · N=%3 · Space stops")
                    .arg(QLocale().toString(qulonglong(snapshot.untilSolution)))
                    .arg(QLocale().toString(qulonglong(snapshot.search.counters.solutions)))
                    .arg(snapshot.search.options.n));
        return;
    }
    if (snapshot.trace) { // whose search it is, never the built-in one's words
        setText(tr("%1 · your program's trace · %2 · N=%3 · step %4 of %5")
                    .arg(PlainText::oneLine(QString::fromStdString(snapshot.trace->name)), state)
                    .arg(snapshot.search.options.n)
                    .arg(step, QLocale().toString(qulonglong(snapshot.trace->stepCount()))));
        return;
    }
    setText(tr("%1 · N=%2 · step %3").arg(state).arg(snapshot.search.options.n).arg(step));
}

void RunStatusLabel::follow(SnapshotFeed &feed)
{
    feed.subscribe(SnapshotMoment::Texts,
                   [this, &feed](const RunnerSnapshot &s, const SnapshotChanges &) {
                       showSnapshot(s, feed.shownInstead().practicing);
                   });
}
