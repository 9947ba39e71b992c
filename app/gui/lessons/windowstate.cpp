#include "windowstate.h"

using namespace nq;

LessonSearch WindowState::searchOf(const RunnerSnapshot &snapshot)
{
    LessonSearch search;
    search.options = snapshot.search.options;
    if (snapshot.fixedLevels > 0) {
        search.startQueens = Placement(search.options.n);
        for (int level = 0; level < snapshot.fixedLevels; ++level) {
            const int candidate = snapshot.search.candidate[std::size_t(level)];
            if (search.options.order == Order::Rows)
                search.startQueens.cols[std::size_t(level)] = std::int8_t(candidate);
            else
                search.startQueens.cols[std::size_t(candidate)] = std::int8_t(level);
        }
    }
    return search;
}

WindowState WindowState::fromSnapshot(const RunnerSnapshot &snapshot)
{
    WindowState state;
    state.search = searchOf(snapshot);
    state.animates = snapshot.animates();
    state.step = state.animates ? snapshot.step() : 0;
    state.solutionsFound = state.animates ? snapshot.search.counters.solutions : 0;
    state.breakpoints = snapshot.breakpoints;
    return state;
}
