#pragma once

#include "boardscene.h"
#include "exportcontext.h"
#include "stepframes.h"
#include "stepwalk.h"
#include "tracerun.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <atomic>
#include <memory>

// One step as an export shows it: the frame, its narration sentence and the teacher's note.
struct ExportFrame
{
    nq::StepFrame frame;
    QString narration; // what the step did, in the current language
    QString note; // a bookmark's note, or empty

    // The board of the step, with the marks the window shows after it.
    BoardScene scene(nq::Order order) const;
    // The queens on the board before the step: a placed queen not yet there, a lifted one
    // still there.
    nq::Placement queensBefore() const;
};

// Turns a StepSource into frames: walks the run forward once (nq::StepWalk: the built-in
// search, or a student's trace; nq::framesAtSteps, after StepWalk::pathToSolution for a path)
// and narrates each step as the window narrates that run. Runs on an export's job thread; the
// texts follow the language installed when it runs.
class ExportFrames
{
    Q_DECLARE_TR_FUNCTIONS(ExportFrames)

public:
    QList<ExportFrame> frames;
    QString traceName; // whose run: a student's trace's name, "" for the built-in search
    QString error; // why there are none, for the user; empty when all went well
    bool cancelled = false;

    bool ok() const { return error.isEmpty() && !cancelled; }

    // The steps of `source` of the run `walk` stands at the start of.
    static ExportFrames collect(nq::StepWalk &walk, const StepSource &source,
                                const std::atomic<bool> *cancel);
    // The same of what an export's request names: `trace` when given (a path to a solution:
    // the steps that placed the queens it holds, then its solution line), else the search
    // `options` below `startQueens`.
    static ExportFrames collect(const nq::SearchOptions &options, const nq::Placement &startQueens,
                                const StepSource &source, const std::atomic<bool> *cancel,
                                std::shared_ptr<const nq::TraceRun> trace = nullptr);
    // The same of a student's trace held by the caller for the call.
    static ExportFrames collectFromTrace(const nq::TraceRun &trace, const StepSource &source,
                                         const std::atomic<bool> *cancel);
    // The sentence of a step of the built-in search: Narrator's for an event; for step 0, what
    // the board holds.
    static QString narrationOf(const nq::StepFrame &frame, const nq::SearchOptions &options);
};
