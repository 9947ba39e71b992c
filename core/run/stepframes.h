#pragma once

#include "searchtypes.h"
#include "stepwalk.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

namespace nq {

// One step of a run (the search, or a student's trace) as a worksheet or an animation shows it: the queens on the board
// after the step, the step's event and the counters. Steps are numbered as the window counts
// them (counters.steps after the event): step 1 is the first event, step 0 the board before
// it (the empty board, or the user's queens), which has no event.
struct StepFrame
{
    std::uint64_t step = 0;
    Placement queens;
    std::optional<Event> event; // the event of this step; none at step 0
    Counters counters;

    friend bool operator==(const StepFrame &, const StepFrame &) = default;
};

// The frames asked for, or why some are missing.
struct StepFrames
{
    enum class Status {
        Complete, // one frame per step asked for
        BeyondEnd, // the search ends before a step asked for (lastStep says where)
        Cancelled, // the cancel flag was raised
        BadPrefix, // the start queens are not a prefix of the search's order (see Stepper)
        NotSorted, // the steps were not in ascending order
    };
    Status status = Status::Complete;
    std::vector<StepFrame> frames; // in the order asked; when not Complete, those reached
    std::uint64_t lastStep = 0; // BeyondEnd: the search's last step

    bool complete() const { return status == Status::Complete; }
};

// The frames at `steps` (ascending; a step may repeat) of the run `walk` walks, from where it
// stands (its start), in one pass forward: the built-in search and a student's trace alike.
// Polls `cancel` about every million steps. Plain C++; any thread.
StepFrames framesAtSteps(StepWalk &walk, const std::vector<std::uint64_t> &steps,
                         const std::atomic<bool> *cancel = nullptr);
// The same of the search `options` describes, started below `prefix` (the user's queens; a
// placement with n == 0 or no queen means none): walkOf(options, prefix).
StepFrames framesAtSteps(const SearchOptions &options, const Placement &prefix,
                         const std::vector<std::uint64_t> &steps,
                         const std::atomic<bool> *cancel = nullptr);

// The steps of the path to the k-th solution (k from 1) of that search
// (StepWalk::pathToSolution): the step where each of its queens was placed
// (StepperState::placedAtStep; step 0 once for the user's queens), then the step of its
// `solution k` event, ascending. Nothing when the search has fewer than k solutions, the
// prefix is not valid, or `cancel` was raised.
std::optional<std::vector<std::uint64_t>> solutionPathSteps(
    const SearchOptions &options, const Placement &prefix, std::uint64_t k,
    const std::atomic<bool> *cancel = nullptr);

} // namespace nq
