#pragma once

// The small plain types of a run that widgets show (its state, why it stopped,
// a background job's progress): values only, so that a widget header can take them without
// the runner, its threads, the counter or the lister.

#include "searchresults.h"
#include "safefile.h"
#include "searchtypes.h"

#include <array>
#include <cstdint>
#include <string>

namespace nq {

enum class RunState : std::uint8_t {
    Ready, // at the start of a run, nothing played yet
    Running, // animating or running at full speed
    Paused,
    Finished, // the search has ended; stepping back is still possible
};

// Where "run until" stops, and why a run paused by itself.
enum class StopReason : std::uint8_t {
    None,
    NextSolution,
    NextBacktrack,
    LevelReached, // a queen placed on the given level
    Breakpoint, // a square with a breakpoint tried or given a queen
    StepReached, // a step far ahead of the furthest run, gone to at full speed (no breakpoint
    // stops it); the run pauses there as if by the user
    SolutionReached, // the search found solution k (Go to solution ahead of the search), gone
    // to at full speed like a step
};

// A count's or a listing's progress and, once finished, its result.
struct JobStatus
{
    enum class Kind : std::uint8_t { Count, List };

    Kind kind = Kind::Count;
    bool running = false;
    bool finished = false; // ran to the end or was cancelled
    double fractionDone = 0;
    double elapsedSeconds = 0;
    double secondsLeft = 0;
    CountResult count; // Count: the result once finished
    // Count: the fraction already done when this start continued an interrupted count; -1
    // when it counts from the beginning.
    double resumedFrom = -1;
    // Count: why the progress could not be kept for a later start: the checkpoint was not
    // ours (another count keeps it), or empty; or its last save failed (ok() when it did not).
    std::string checkpointProblem;
    FileProblem checkpointSaveProblem;
    ListingResult listing; // List: the result once finished
    bool cancelled = false;
};

} // namespace nq
