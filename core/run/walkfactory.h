#pragma once

#include "stepwalk.h"

#include <memory>

namespace nq {

// The walk of `trace` when given (a TraceWalk), else of the search `options` below
// `startQueens` (a SearchWalk; none or no queen: from the empty board); null when those queens
// are no start the search can continue from (Stepper::prefixLength). Any thread.
std::unique_ptr<StepWalk> walkOf(const SearchOptions &options, const Placement &startQueens,
                                 std::shared_ptr<const TraceRun> trace = nullptr);

} // namespace nq
