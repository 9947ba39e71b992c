#pragma once

#include "runtypes.h"
#include "searchtypes.h"

#include <optional>
#include <string_view>

namespace nq {

// The user's one choice of what a run does, as the window's goal box and the command line's
// `--goal first|all|list|count` offer it (in that order). It is made of two parts that the
// rest of the program keeps apart: the runner's RunMode and, for an animation, the stepper's
// Goal. The mapping between them is written here and nowhere else.
enum class RunGoal : std::uint8_t { First, All, List, Count };

// The runner's mode for the choice: First and All animate.
RunMode runModeOf(RunGoal goal);
// The stepper's goal for the choice; none for a listing or a count, which ignore it.
std::optional<Goal> stepperGoalOf(RunGoal goal);
// The choice a mode and a stepper's goal make together.
RunGoal runGoalOf(RunMode mode, Goal goal);

// "first", "all", "list" or "count".
std::string_view toString(RunGoal goal);
bool parseRunGoal(std::string_view text, RunGoal &out);

} // namespace nq
