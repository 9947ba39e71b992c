#pragma once

#include "solutionsteps.h"
#include "solutionstore.h"
#include "traceintake.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace nq {

// A student's search as the window shows it, made once its trace has been taken in whole:
// whose it is, the stored trace, what checking it found, and the solutions it reported as
// the built-in search's panels read them (a SolutionStore with their symmetry classes, the
// step of each). Immutable once made; shared by pointer between the runner's thread and the
// window's. Plain C++.
struct TraceRun
{
    // Placements and backtracks by level (a row in row order, a column in column order), as
    // the built-in search counts them for its chart of the levels.
    struct LevelCounts
    {
        std::array<std::uint64_t, kMaxN> places {};
        std::array<std::uint64_t, kMaxN> backtracks {};
    };

    std::string name; // whose search: the trace file's name, or the program's command line
    int n = 0;
    bool firstOnly = false;
    Order order = Order::Rows; // as the checker inferred it (rows when the trace never said)
    std::shared_ptr<const TraceStore> store;
    std::optional<TraceViolation> violation;
    TraceSummary summary;
    // The reported solutions that are boards of N queens, one a row, in the order reported
    // (repeats too: the program reported them); the step after each one's event.
    std::shared_ptr<const SolutionStore> solutions;
    std::shared_ptr<const SolutionSteps> solutionSteps;

    // The level counts before every TraceStore::kCheckpointInterval-th step, so that those
    // of any step are one checkpoint and a few thousand events away (512 bytes each).
    std::vector<LevelCounts> levelCheckpoints;

    // The trace's text as the program printed it, when short enough for a lesson to hold it
    // (TraceIntake::kMaxKeptTextBytes), and how long it was in any case.
    bool textKept = false;
    std::string text;
    std::uint64_t textBytes = 0;
    // Names the trace among others, never 0: a hash of N, the goal and the text when the text
    // is kept (the same trace read again, from its file or a lesson, has the same), else a
    // number of this process's own. A lesson's bookmarks on a trace carry it.
    std::uint64_t fingerprint = 0;

    // A run from the window that failed (a non-zero exit status, or a signal), before its
    // search could end: a prompt that read the end of its empty input, an exception. Its
    // exit status (-1: a signal) and the last line of its standard error; the headline.
    struct Failure
    {
        int exitStatus = 0;
        std::string lastErrorLine;
    };
    std::optional<Failure> failure;

    // The first missed solution (SolutionsMissed's board) explained: the most of its queens
    // the program's board held together (only queens of it, none other), and the queen of it
    // it never placed with them, the first in the trace's order of levels.
    struct MissedPath
    {
        int queensHeld = 0;
        int row = -1;
        int col = -1;
    };
    std::optional<MissedPath> missedPath;
    // That explanation of `missed` (a solution of N queens the trace never reported) from the
    // trace's store, its levels in `order`; none when the program held the whole solution.
    // The window's run and nqueens-cli check-trace both ask it.
    static std::optional<MissedPath> missedPathOf(const TraceStore &store, Order order,
                                                  const Placement &missed);

    std::uint64_t stepCount() const { return store->stepCount(); }
    // Event `step` as the panels read an event, the window's and the web page's alike: the
    // solution numbered by its count (the program may have written no number or a wrong one).
    static Event shownEvent(const TraceStep &step, const TracePosition &before);
    // The trace's board as a placement: each row's leftmost queen (a row with two is shown
    // whole from the board's squares).
    static Placement shownPlacement(const TraceBoard &board);
    static Placement shownPlacement(int n, const SquareSet &squares);
    // The levels filled from the first on the board `shown` (a row in row order, a column in
    // column order), as the call stack, the levels' panels and the placement strip read a
    // search: the candidate of each in `candidates`; returns how many. Where the program's
    // board is one queen a level, that is all of it.
    int filledLevels(const Placement &shown, std::array<std::int8_t, kMaxN> &candidates) const;
    // The level counts after the first `steps` events.
    LevelCounts levelCountsAt(std::uint64_t steps) const;
    // The step that shows the first violation: after the event that breaks a rule (the board
    // as the program left it, the event in the narration), or where the trace stood at a line
    // that is no event or at its end. None when the trace holds.
    std::optional<std::uint64_t> violationStep() const;

    // Makes the run of an intake that has finished (its store is shared, not copied).
    static std::shared_ptr<const TraceRun> make(std::string name, const TraceIntake &intake,
                                                std::optional<Failure> failure = std::nullopt);
};

} // namespace nq
