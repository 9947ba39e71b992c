#include "rungoal.h"

#include <array>

namespace nq {

namespace {
constexpr std::array<std::string_view, 4> kNames {"first", "all", "list", "count"};
}

RunMode runModeOf(RunGoal goal)
{
    switch (goal) {
    case RunGoal::List: return RunMode::List;
    case RunGoal::Count: return RunMode::Count;
    case RunGoal::First:
    case RunGoal::All: break;
    }
    return RunMode::Animate;
}

std::optional<Goal> stepperGoalOf(RunGoal goal)
{
    switch (goal) {
    case RunGoal::First: return Goal::First;
    case RunGoal::All: return Goal::All;
    case RunGoal::List:
    case RunGoal::Count: break;
    }
    return std::nullopt;
}

RunGoal runGoalOf(RunMode mode, Goal goal)
{
    switch (mode) {
    case RunMode::List: return RunGoal::List;
    case RunMode::Count: return RunGoal::Count;
    case RunMode::Animate: break;
    }
    return goal == Goal::First ? RunGoal::First : RunGoal::All;
}

std::string_view toString(RunGoal goal)
{
    return kNames[std::size_t(goal)];
}

bool parseRunGoal(std::string_view text, RunGoal &out)
{
    for (std::size_t i = 0; i < kNames.size(); ++i) {
        if (text == kNames[i]) {
            out = RunGoal(i);
            return true;
        }
    }
    return false;
}

} // namespace nq
