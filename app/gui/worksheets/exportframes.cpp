#include "exportframes.h"

#include "narrator.h"
#include "walkfactory.h"
#include "tracenarrator.h"

#include <QLocale>

using namespace nq;

BoardScene ExportFrame::scene(Order order) const
{
    return BoardScene::fromEvent(frame.queens, frame.event ? &*frame.event : nullptr, order);
}

Placement ExportFrame::queensBefore() const
{
    Placement queens = frame.queens;
    if (frame.event && frame.event->type == EventType::Place)
        queens.cols[frame.event->row] = -1;
    else if (frame.event && frame.event->type == EventType::Remove)
        queens.cols[frame.event->row] = frame.event->col;
    return queens;
}

QString ExportFrames::narrationOf(const StepFrame &frame, const SearchOptions &options)
{
    if (frame.event)
        return Narrator::describeEvent(*frame.event, options);
    return frame.queens.queenCount() > 0 ? tr("Before the first step: the queens you placed")
                                         : tr("Before the first step: the empty board");
}

namespace {

// The steps of a source that needs no search to list them, with their notes.
void listSteps(const StepSource &source, std::vector<std::uint64_t> &steps, QStringList &notes)
{
    if (source.kind == StepSource::Kind::Range) {
        // Counted up to `to` inclusive without passing it: `to` may be the largest quint64.
        for (quint64 step = source.from; source.to >= source.from; ++step) {
            steps.push_back(step);
            if (step == source.to)
                break;
        }
        return;
    }
    for (const auto &[step, note] : source.bookmarks) {
        steps.push_back(step);
        notes.push_back(note);
    }
}

// The sentence of a step as the window narrates the run walked: a student's trace in its own
// words (never that a placed queen is safe), the built-in search in the Narrator's.
QString sentenceOf(const StepFrame &frame, const StepWalk &walk, const SearchOptions &options)
{
    if (!walk.trace())
        return ExportFrames::narrationOf(frame, options);
    return frame.event ? TraceNarrator::describeEvent(*frame.event)
                       : ExportFrames::tr("Before the first step: the empty board");
}

} // namespace

ExportFrames ExportFrames::collect(StepWalk &walk, const StepSource &source,
                                   const std::atomic<bool> *cancel)
{
    ExportFrames result;
    const QLocale locale;
    const bool trace = walk.trace() != nullptr;
    if (trace)
        result.traceName = QString::fromStdString(walk.trace()->name);
    std::vector<std::uint64_t> steps;
    QStringList notes;
    if (source.kind == StepSource::Kind::Solution) {
        const auto path = walk.pathToSolution(source.solution, cancel);
        result.cancelled = cancel && cancel->load();
        if (!path && !result.cancelled)
            result.error = (trace ? tr("The trace has no solution number %1")
                                  : tr("The search has no solution number %1"))
                               .arg(locale.toString(source.solution));
        if (!path)
            return result;
        steps = *path;
    } else {
        listSteps(source, steps, notes);
    }
    if (steps.empty()) {
        result.error = tr("No steps were chosen");
        return result;
    }
    const StepFrames found = framesAtSteps(walk, steps, cancel);
    switch (found.status) {
    case StepFrames::Status::Complete: break;
    case StepFrames::Status::Cancelled: result.cancelled = true; return result;
    case StepFrames::Status::BeyondEnd:
        result.error = (trace ? tr("The trace ends at step %1: there is no step %2")
                              : tr("The search ends at step %1: there is no step %2"))
                           .arg(locale.toString(found.lastStep),
                                locale.toString(steps[found.frames.size()]));
        return result;
    case StepFrames::Status::BadPrefix:
        result.error = tr("The search cannot continue from the queens on the board");
        return result;
    case StepFrames::Status::NotSorted:
        result.error = tr("The steps are not in order");
        return result;
    }
    // The options the run narrates by (the search's own; a trace's, as the window shows it).
    RunnerSnapshot described;
    walk.describe(described);
    const SearchOptions &options = described.search.options;
    for (std::size_t i = 0; i < found.frames.size(); ++i)
        result.frames.push_back({found.frames[i], sentenceOf(found.frames[i], walk, options),
                                 i < std::size_t(notes.size()) ? notes[i] : QString()});
    return result;
}

ExportFrames ExportFrames::collect(const SearchOptions &options, const Placement &startQueens,
                                   const StepSource &source, const std::atomic<bool> *cancel,
                                   std::shared_ptr<const TraceRun> trace)
{
    const std::unique_ptr<StepWalk> walk = walkOf(options, startQueens, std::move(trace));
    if (!walk) {
        ExportFrames result;
        result.error = tr("The search cannot continue from the queens on the board");
        return result;
    }
    return collect(*walk, source, cancel);
}

ExportFrames ExportFrames::collectFromTrace(const TraceRun &trace, const StepSource &source,
                                            const std::atomic<bool> *cancel)
{
    // Not owned: the caller holds the trace for the call.
    const std::shared_ptr<const TraceRun> held(std::shared_ptr<const TraceRun>(), &trace);
    return collect({}, {}, source, cancel, held);
}
