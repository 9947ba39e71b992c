#include "stepframes.h"

#include "stepper.h"

#include <algorithm>

namespace nq {

namespace {

// Steps run between two looks at the cancel flag: a few hundredths of a second.
constexpr std::uint64_t kChunk = std::uint64_t(1) << 22;

bool cancelled(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

StepFrame frameOf(const Stepper &stepper, std::optional<Event> event)
{
    return {stepper.counters().steps, stepper.placement(), event, stepper.counters()};
}

} // namespace

StepFrames framesAtSteps(const SearchOptions &options, const Placement &prefix,
                         const std::vector<std::uint64_t> &steps, const std::atomic<bool> *cancel)
{
    StepFrames result;
    if (!std::is_sorted(steps.begin(), steps.end())) {
        result.status = StepFrames::Status::NotSorted;
        return result;
    }
    std::optional<Stepper> stepper = Stepper::below(options, prefix);
    if (!stepper) {
        result.status = StepFrames::Status::BadPrefix;
        return result;
    }
    result.frames.reserve(steps.size());
    for (const std::uint64_t step : steps) {
        if (!result.frames.empty() && result.frames.back().step == step) {
            result.frames.push_back(result.frames.back());
            continue;
        }
        if (step == 0) {
            result.frames.push_back(frameOf(*stepper, std::nullopt));
            continue;
        }
        // Up to the step before, without building events; then the step's own event.
        while (stepper->counters().steps + 1 < step && !stepper->isFinished()) {
            if (cancelled(cancel)) {
                result.status = StepFrames::Status::Cancelled;
                return result;
            }
            stepper->skip(std::min(kChunk, step - 1 - stepper->counters().steps));
        }
        if (stepper->isFinished()) {
            result.status = StepFrames::Status::BeyondEnd;
            result.lastStep = stepper->counters().steps;
            return result;
        }
        const Event event = stepper->next();
        result.frames.push_back(frameOf(*stepper, event));
    }
    return result;
}

std::optional<std::vector<std::uint64_t>> solutionPathSteps(const SearchOptions &options,
                                                            const Placement &prefix,
                                                            std::uint64_t k,
                                                            const std::atomic<bool> *cancel)
{
    std::optional<Stepper> stepper = Stepper::below(options, prefix);
    if (!stepper || k == 0)
        return std::nullopt;
    // Whole chunks while the k-th solution lies beyond them (checking the flag between), then
    // back to the start of the chunk that holds it and on to that solution's event.
    for (;;) {
        if (cancelled(cancel))
            return std::nullopt;
        const StepperState before = stepper->state();
        stepper->skip(kChunk);
        if (stepper->counters().solutions >= k) {
            stepper->restore(before);
            break;
        }
        if (stepper->isFinished())
            return std::nullopt;
    }
    while (stepper->counters().solutions < k)
        stepper->advanceToNextSolution();
    const StepperState &state = stepper->state();
    std::vector<std::uint64_t> path;
    if (state.fixedLevels > 0)
        path.push_back(0);
    for (int level = state.fixedLevels; level < options.n; ++level)
        path.push_back(state.placedAtStep[level]);
    path.push_back(state.counters.steps);
    return path;
}

} // namespace nq
