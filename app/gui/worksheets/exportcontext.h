#pragma once

#include "boardtheme.h"
#include "searchtypes.h"
#include "tracerun.h"

#include <QList>
#include <QPair>
#include <QString>

#include <cstdint>
#include <memory>

// What the window knows when a teacher exports steps: the search, where it started, how far
// it is, the solutions found so far and the bookmarks. Plain value; made on the GUI thread.
struct ExportContext
{
    nq::SearchOptions options;
    nq::Placement startQueens; // the user's queens the search continues from; n == 0 or none: none
    quint64 currentStep = 0;
    quint64 solutionsFound = 0;
    QList<QPair<quint64, QString>> bookmarks; // step and note, sorted by step
    BoardTheme theme = BoardTheme::classic();
    // A student's trace on the board instead of the built-in search: the frames come from it.
    std::shared_ptr<const nq::TraceRun> trace;
};

// The steps a teacher chose to export. Plain value; any thread.
struct StepSource
{
    enum class Kind {
        Range, // the steps from `from` to `to`, all of them
        Solution, // the path to solution `solution`: each of its queens placed, then the solution
        Bookmarks, // the bookmarked steps, with their notes
    };
    Kind kind = Kind::Range;
    quint64 from = 1;
    quint64 to = 1;
    quint64 solution = 1;
    QList<QPair<quint64, QString>> bookmarks; // sorted by step

    // How many boards or frames the source gives: known without a search except for a path,
    // which has at most one per queen and one for the solution (and one for the user's queens).
    quint64 count(int n) const
    {
        switch (kind) {
        case Kind::Range: return to >= from ? to - from + 1 : 0;
        case Kind::Solution: return quint64(n) + 2;
        case Kind::Bookmarks: return quint64(bookmarks.size());
        }
        return 0;
    }
};

// The most an export takes: a worksheet's boards and an animation's frames.
constexpr quint64 kMaxWorksheetBoards = 200;
constexpr quint64 kMaxAnimationFrames = 2000;
// What the dialogs offer first, a teacher's usual handout and clip: a sheet of 12 boards, an
// animation of 200 frames (the most, 200 boards and 1,963 frames, was offered at once).
constexpr quint64 kDefaultWorksheetBoards = 12;
constexpr quint64 kDefaultAnimationFrames = 200;
