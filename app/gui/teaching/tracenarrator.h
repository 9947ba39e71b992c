#pragma once

#include "runnersnapshot.h"
#include "tracefindings.h"

#include <QCoreApplication>
#include <QString>

// Puts a student's trace into sentences in the window's language: each step as what the
// program did (never that a placed queen is safe, as the built-in search's narration says: the
// program may have placed it on an attacked square), the first rule the trace breaks (the
// headline, the English of which nqueens-cli prints through tracewording.h) and how its search
// compares with the built-in one. Stateless; GUI thread (texts are translatable).
class TraceNarrator
{
    Q_DECLARE_TR_FUNCTIONS(TraceNarrator)

public:
    // The step the snapshot shows, or the end of the trace; "" between steps.
    static QString describeSnapshot(const nq::RunnerSnapshot &snapshot);
    static QString describeEvent(const nq::Event &event);
    // "Step 214 (line 230): your program placed a queen on row 3, column 1, but the queen on
    // row 1, column 3 attacks it along an anti-diagonal"; without the step (the narration
    // says it), "Line 230: your program placed …".
    static QString describeViolation(const nq::TraceViolation &violation, int n,
                                     bool withStep = true);
    // What a trace that holds showed: its solutions of the true total.
    static QString describeHolds(const nq::TraceSummary &summary);
    // "Against the reference search: tries 15,720 (×1.00), placements 2,056 (×1.00)"
    static QString describeComparison(const nq::TraceSummary &summary);
    // The headline of a trace: its first violation, else that it holds.
    static QString headline(const nq::TraceRun &run);

private:
    static QString square(int row, int col);
    static QString along(nq::Line line);
    static QString malformedWhy(const nq::TraceViolation &violation, int n);
    static QString ratio(std::uint64_t value, std::uint64_t reference);
};
