#include "stepframes.h"

#include "walkfactory.h"

#include <algorithm>

namespace nq {

StepFrames framesAtSteps(StepWalk &walk, const std::vector<std::uint64_t> &steps,
                         const std::atomic<bool> *cancel)
{
    StepFrames result;
    if (!std::is_sorted(steps.begin(), steps.end()) || (!steps.empty() && steps[0] < walk.step())) {
        result.status = StepFrames::Status::NotSorted;
        return result;
    }
    result.frames.reserve(steps.size());
    for (const std::uint64_t step : steps) {
        if (step > walk.step() && !walk.skipTo(step, cancel)) {
            result.status = walk.cancelled() ? StepFrames::Status::Cancelled
                                             : StepFrames::Status::BeyondEnd;
            result.lastStep = walk.step();
            return result;
        }
        result.frames.push_back({walk.step(), walk.queens(), walk.event(), walk.counters()});
    }
    return result;
}

StepFrames framesAtSteps(const SearchOptions &options, const Placement &prefix,
                         const std::vector<std::uint64_t> &steps, const std::atomic<bool> *cancel)
{
    if (!std::is_sorted(steps.begin(), steps.end()))
        return {StepFrames::Status::NotSorted, {}, 0};
    const std::unique_ptr<StepWalk> walk = walkOf(options, prefix);
    if (!walk)
        return {StepFrames::Status::BadPrefix, {}, 0};
    return framesAtSteps(*walk, steps, cancel);
}

std::optional<std::vector<std::uint64_t>> solutionPathSteps(const SearchOptions &options,
                                                            const Placement &prefix,
                                                            std::uint64_t k,
                                                            const std::atomic<bool> *cancel)
{
    const std::unique_ptr<StepWalk> walk = walkOf(options, prefix);
    return walk ? walk->pathToSolution(k, cancel) : std::nullopt;
}

} // namespace nq
