#include "walkfactory.h"

#include "searchwalk.h"
#include "tracewalk.h"

namespace nq {

std::unique_ptr<StepWalk> walkOf(const SearchOptions &options, const Placement &startQueens,
                                 std::shared_ptr<const TraceRun> trace)
{
    if (trace)
        return std::make_unique<TraceWalk>(std::move(trace));
    std::optional<Stepper> start = Stepper::below(options, startQueens);
    if (!start)
        return nullptr;
    return std::make_unique<SearchWalk>(*start);
}

} // namespace nq
