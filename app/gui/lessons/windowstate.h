#pragma once

#include "lesson.h"
#include "runnersnapshot.h"

#include <QStringList>

#include <cstdint>
#include <memory>
#include <optional>

// The part of the window a lesson reads and restores: the search on the board and its step,
// the speed, the breakpoints, the overlays, the open panels and the student's queens. A plain
// value the window gives (LessonWindow::windowState) and takes whole
// (LessonWindow::applyWindowState), so that lessons never reach into the window's widgets.
// Made and read on the GUI thread.
struct WindowState
{
    nq::LessonSearch search; // the options, and the queens the search continues below
    bool animates = true; // a count or a listing has no step to keep
    std::uint64_t step = 0; // the step on the board (0 when it does not animate)
    // The furthest step the run had reached, at or past `step`: the timeline reaches that far
    // again when the state is put back (Undo keeps it; a lesson does not).
    std::uint64_t furthestStep = 0;
    // A listing that had run to its end: putting the state back lists again (a "Ready" with an
    // empty list would not be the listing left).
    bool listed = false;
    std::uint64_t solutionsFound = 0;
    double stepsPerSecond = 2.0; // 0: full speed
    nq::SquareSet breakpoints {}; // a bit per column, a word per row
    nq::Lesson::Overlays overlays;
    QStringList knownPanels; // the panels a lesson may open or close, by object name
    QStringList openPanels;
    std::optional<nq::Placement> practiceQueens; // the student's queens, while practising
    // A student's trace on the board instead of the built-in search (then `search` is its,
    // LessonSearch::ofTrace): a lesson holds it whole; Edit ▸ Undo does not bring it back.
    std::shared_ptr<const nq::TraceRun> trace;
    bool showsTrace() const { return trace != nullptr; }

    // The search and step of a snapshot, as a lesson keeps them (the speed, overlays, panels
    // and practice are the window's to fill in).
    static WindowState fromSnapshot(const nq::RunnerSnapshot &snapshot);
    // The search on the board, as a lesson names it: its options and the queens it was
    // started below.
    static nq::LessonSearch searchOf(const nq::RunnerSnapshot &snapshot);

    // The lesson ↔ window mapping, in one place: what a lesson keeps of this state (its
    // bookmarks are the lessons' own; the trace shown it holds), and the state a lesson puts
    // the window in (breakpoints off the board dropped; its trace shown when it opens on it).
    nq::Lesson toLesson() const;
    static WindowState fromLesson(const nq::Lesson &lesson);
};
