#include "exportframes.h"

#include "narrator.h"
#include "tracenarrator.h"
#include "tracereplay.h"

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

// The steps of the path to solution `k` (from 1) of a trace: the step that placed each queen
// on the board at that solution (its last place there before it), then the solution's own.
std::optional<std::vector<std::uint64_t>> tracePathSteps(const TraceRun &trace, std::uint64_t k)
{
    if (k == 0 || k > trace.solutionSteps->size())
        return std::nullopt;
    const std::uint64_t solutionStep = trace.solutionSteps->at(k - 1); // after its event
    std::vector<std::uint64_t> placedAt(std::size_t(kMaxN) * kMaxN, 0);
    trace.store->visitSteps(0, solutionStep, [&](const TraceStep &step, const TracePosition &) {
        if (step.event.type == EventType::Place)
            placedAt[std::size_t(step.event.row) * kMaxN + std::size_t(step.event.col)] = step.step
                                                                                          + 1;
    });
    const TracePosition at = trace.store->positionAfter(solutionStep - 1);
    std::vector<std::uint64_t> steps;
    for (int row = 0; row < trace.n; ++row)
        for (int col = 0; col < trace.n; ++col)
            if (at.board.hasQueen(row, col))
                steps.push_back(placedAt[std::size_t(row) * kMaxN + std::size_t(col)]);
    std::sort(steps.begin(), steps.end());
    steps.push_back(solutionStep);
    return steps;
}

} // namespace

ExportFrames ExportFrames::collectFromTrace(const TraceRun &trace, const StepSource &source,
                                            const std::atomic<bool> *cancel)
{
    ExportFrames result;
    const QLocale locale;
    std::vector<std::uint64_t> steps;
    QStringList notes;
    if (source.kind == StepSource::Kind::Solution) {
        const auto path = tracePathSteps(trace, source.solution);
        if (!path) {
            result.error =
                tr("The trace has no solution number %1").arg(locale.toString(source.solution));
            return result;
        }
        steps = *path;
    } else {
        listSteps(source, steps, notes);
    }
    if (steps.empty()) {
        result.error = tr("No steps were chosen");
        return result;
    }
    if (steps.back() > trace.stepCount()) {
        result.error = tr("The trace ends at step %1: there is no step %2")
                           .arg(locale.toString(trace.stepCount()), locale.toString(steps.back()));
        return result;
    }
    for (std::size_t i = 0; i < steps.size(); ++i) {
        if (cancel && cancel->load()) {
            result.cancelled = true;
            return result;
        }
        StepFrame frame;
        frame.step = steps[i];
        const TracePosition position = trace.store->positionAfter(steps[i]);
        frame.queens = TraceReplay::placementOf(position.board);
        frame.counters = position.counters();
        if (steps[i] > 0)
            trace.store->visitSteps(steps[i] - 1, 1,
                                    [&frame](const TraceStep &step, const TracePosition &before) {
                                        frame.event = TraceReplay::eventOf(step, before);
                                    });
        const QString narration = frame.event ? TraceNarrator::describeEvent(*frame.event)
                                              : tr("Before the first step: the empty board");
        result.frames.push_back(
            {frame, narration, i < std::size_t(notes.size()) ? notes[i] : QString()});
    }
    return result;
}

ExportFrames ExportFrames::collect(const SearchOptions &options, const Placement &startQueens,
                                   const StepSource &source, const std::atomic<bool> *cancel)
{
    ExportFrames result;
    const QLocale locale;
    std::vector<std::uint64_t> steps;
    QStringList notes;
    if (source.kind == StepSource::Kind::Solution) {
        const auto path = solutionPathSteps(options, startQueens, source.solution, cancel);
        result.cancelled = cancel && cancel->load();
        if (!path && !result.cancelled)
            result.error =
                tr("The search has no solution number %1").arg(locale.toString(source.solution));
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
    const StepFrames found = framesAtSteps(options, startQueens, steps, cancel);
    switch (found.status) {
    case StepFrames::Status::Complete: break;
    case StepFrames::Status::Cancelled: result.cancelled = true; return result;
    case StepFrames::Status::BeyondEnd:
        result.error = tr("The search ends at step %1: there is no step %2")
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
    for (std::size_t i = 0; i < found.frames.size(); ++i)
        result.frames.push_back({found.frames[i], narrationOf(found.frames[i], options),
                                 i < std::size_t(notes.size()) ? notes[i] : QString()});
    return result;
}
