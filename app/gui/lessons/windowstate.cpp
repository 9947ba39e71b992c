#include "windowstate.h"

#include <algorithm>

using namespace nq;

LessonSearch WindowState::searchOf(const RunnerSnapshot &snapshot)
{
    if (snapshot.trace)
        return LessonSearch::ofTrace(*snapshot.trace);
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
    state.furthestStep = state.animates ? std::max(snapshot.furthestStep, state.step) : 0;
    state.listed = snapshot.goal() == Goal::List && snapshot.isFinished()
                   && !snapshot.job.cancelled;
    state.solutionsFound = state.animates ? snapshot.search.counters.solutions : 0;
    state.breakpoints = snapshot.breakpoints;
    state.trace = snapshot.trace;
    return state;
}

Lesson WindowState::toLesson() const
{
    Lesson lesson;
    lesson.search = search;
    lesson.stepsPerSecond = stepsPerSecond;
    lesson.step = step;
    for (int row = 0; row < search.options.n; ++row)
        for (int col = 0; col < search.options.n; ++col)
            if (breakpoints[std::size_t(row)] & (1u << col))
                lesson.breakpoints.push_back({row, col});
    lesson.practiceQueens = practiceQueens;
    lesson.overlays = overlays;
    lesson.panels = openPanels;
    lesson.trace.run = trace;
    return lesson;
}

WindowState WindowState::fromLesson(const Lesson &lesson)
{
    WindowState state;
    state.search = lesson.search;
    state.step = lesson.step;
    state.stepsPerSecond = lesson.stepsPerSecond;
    const int n = lesson.search.options.n;
    for (const Lesson::Square &square : lesson.breakpoints)
        if (square.row >= 0 && square.row < n && square.col >= 0 && square.col < n)
            state.breakpoints[std::size_t(square.row)] |= 1u << square.col;
    state.overlays = lesson.overlays;
    state.openPanels = lesson.panels;
    state.practiceQueens = lesson.practiceQueens;
    if (lesson.search.isTrace())
        state.trace = lesson.trace.run;
    return state;
}
