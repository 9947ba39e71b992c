#pragma once

#include "searchtypes.h"
#include "tracerun.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <variant>
#include <vector>

namespace nq {

// A search a lesson refers to: the options and, for a search continued from the user's
// queens, those queens (on the first levels of the order; none when `startQueens.n` is 0).
// Or a student's trace (the one the lesson holds): then `trace` is its fingerprint
// (TraceRun::fingerprint) and the options are the trace's N, order and goal.
struct LessonSearch
{
    SearchOptions options;
    Placement startQueens;
    std::uint64_t trace = 0; // 0: the built-in search

    bool hasStartQueens() const { return startQueens.n > 0; }
    bool isTrace() const { return trace != 0; }
    // The search of a trace, as the runner shows it (TraceReplay).
    static LessonSearch ofTrace(const TraceRun &run)
    {
        LessonSearch search;
        search.options = {run.n, run.order, Check::Scan, run.firstOnly ? Goal::First : Goal::All};
        search.trace = run.fingerprint;
        return search;
    }
    friend bool operator==(const LessonSearch &, const LessonSearch &) = default;
};

// A step worth discussing, with the teacher's note ("why row 3 has no safe square").
struct LessonBookmark
{
    LessonSearch search;
    std::uint64_t step = 0;
    QString note;

    friend bool operator==(const LessonBookmark &, const LessonBookmark &) = default;
};

// A student's trace a lesson holds ("find the bug"), so that the lesson shows it on any
// computer: the run made again from its text when the lesson is read. Never a program to run.
// Two are equal when they are the same trace (its name, N, goal and text).
struct LessonTrace
{
    std::shared_ptr<const TraceRun> run;

    explicit operator bool() const { return run != nullptr; }
    friend bool operator==(const LessonTrace &a, const LessonTrace &b)
    {
        if (!a.run || !b.run)
            return a.run == b.run;
        return a.run->name == b.run->name && a.run->n == b.run->n
               && a.run->firstOnly == b.run->firstOnly && a.run->text == b.run->text;
    }
};

// Everything a teacher prepares the evening before: where the lesson opens (its search, the
// step, the speed), what the board shows (breakpoints, overlays, the student's queens in Try
// it yourself), which panels are open, and the bookmarked steps with their notes. A plain
// value; written and read by LessonFormat, its steps checked by LessonSteps.
struct Lesson
{
    struct Overlays
    {
        bool attackedSquares = false;
        bool attackCounts = false;
        bool conflictLines = true;
        bool candidate = true;
        friend bool operator==(const Overlays &, const Overlays &) = default;
    };
    struct Square
    {
        int row = 0;
        int col = 0;
        friend bool operator==(const Square &, const Square &) = default;
    };

    // Its options' goal is what the run does: the file keeps a listing's or a count's as
    // "mode" (then "goal" is "all"), the search's stepper goal as "goal".
    LessonSearch search;
    double stepsPerSecond = 2.0; // 0 means full speed
    std::uint64_t step = 0;
    std::vector<Square> breakpoints;
    std::optional<Placement> practiceQueens; // saved during Try it yourself
    Overlays overlays;
    QStringList panels; // the object names of the open panels
    std::vector<LessonBookmark> bookmarks; // in the order LessonBookmarks keeps them
    // The student's trace the lesson holds, if any: the lesson opens on it when `search` is
    // its (search.isTrace()), and the bookmarks whose search is its mark its steps.
    LessonTrace trace;

    friend bool operator==(const Lesson &, const Lesson &) = default;
};

// Why a lesson file was refused: what is wrong, the field it is in (as the file names it,
// "bookmarks[2].step") and the offending and allowed values. The window words it.
struct LessonProblem
{
    enum class Kind : std::uint8_t {
        Unreadable, // value: the system's reason
        TooLarge, // value: the size in bytes, allowed: the limit
        NotJson, // value: the parser's reason, allowed: the byte offset
        NotALesson, // no "format": "nqueens-lesson"
        NewerVersion, // value: the file's version
        Missing, // field
        WrongType, // field, allowed: the type expected (integer, number, text, true or false,
        // list, object, Base64)
        OutOfRange, // field, value, allowed: "min..max"
        WrongCount, // field (a list), value: its entries, allowed: "min..max" entries
        TooLong, // field (a text), value: its characters, allowed: the most it may have
        TooManyBytes, // field (a trace's text), value: its bytes, allowed: the most it may have
        Conflicting, // field and value: two fields of which only one may be given
        UnknownValue, // field, value, allowed: the names allowed (none: a character not allowed)
        Duplicate, // field, value
        NotAStart, // field: queens that attack each other or leave gaps in the order
        StepBeyondEnd, // field, value: the step, allowed: the last step of that search
        Cancelled, // the check was cancelled
    };
    Kind kind = Kind::NotJson;
    QString field;
    QString value;
    QString allowed;

    friend bool operator==(const LessonProblem &, const LessonProblem &) = default;
};

// The lesson file: documented JSON (resources/doc/lesson-format.md) with a format name and
// version. Reading checks every field's type and range and refuses the whole file at the
// first problem, so a bad file never loads half. Plain functions; any thread.
class LessonFormat
{
public:
    static constexpr const char *kFormatName = "nqueens-lesson";
    // Version 2 holds a student's trace; a lesson without one is written as version 1, which
    // older programs read.
    static constexpr int kVersion = 2;
    // A lesson holding a trace is about as large as the trace's text, at most
    // kMaxTraceBytes (as Base64 at most 4/3 of it, when that is shorter than the text in JSON);
    // without one, it is a few kilobytes. Whatever a lesson file held is written again under
    // kMaxFileBytes: the trace's text, 1,000 notes of 500 characters and the rest take at most
    // 11.2 + 3 + 0.1 MB.
    static constexpr qint64 kMaxFileBytes = 16 << 20;
    // The trace's text in bytes (UTF-8, or decoded Base64), as the window keeps a trace's text.
    static constexpr qsizetype kMaxTraceBytes = qsizetype(TraceIntake::kMaxKeptTextBytes);
    static constexpr qsizetype kMaxTraceNameLength = 1000;
    static constexpr std::uint64_t kMaxStep =
        1'000'000'000; // a lesson's steps are checked by replay
    static constexpr int kMaxBookmarks = 1000;
    static constexpr int kMaxNoteLength = 500;
    static constexpr double kSlowestSpeed = 0.5; // steps a second, as the speed slider
    static constexpr double kFastestSpeed = 100000.0;

    // A note's length in characters (code points, as counted by code points; an emoji is one),
    // and a note cut to at most kMaxNoteLength of them, never inside a character.
    static qsizetype noteLength(QStringView note);
    static QString clipNote(const QString &note);
    // A number from a lesson as a message shows it: whole numbers in full below 10^15, larger
    // ones (where a JSON number is no longer exact) in six significant digits ("1e+308").
    static QString shortNumber(double value);

    // Whether the file at `path` holds a lesson, told by what it holds, whatever its name: a
    // lesson is JSON, its first character (after a byte order mark and blanks) '{'; anything
    // else is a student's trace (a UTF-16 one too). A file that cannot be read (missing, a
    // FIFO: never opened, so nothing blocks) goes by its name: not .trace; its opener says
    // why. Every way the window opens a file asks this: the command line and a drop.
    static bool holdsALesson(const QString &path);

    // A lesson with a trace holds its text: a run whose text is not kept (longer than a lesson
    // holds) is written without it, which reading refuses; callers check textKept first.
    static QByteArray write(const Lesson &lesson);
    // `knownPanels`: the panel names this program has; any other name is refused.
    static std::variant<Lesson, LessonProblem> read(const QByteArray &bytes,
                                                    const QStringList &knownPanels);
};

// Checks that every step of a lesson (where it opens and each bookmark) exists in its search,
// by replaying each search once as far as its furthest step (a trace's steps are known). Runs on a background thread for
// large steps: it stops when `cancel` is set and reports the share done to `progress`.
class LessonSteps
{
public:
    static std::optional<LessonProblem> check(
        const Lesson &lesson, const std::atomic<bool> *cancel = nullptr,
        const std::function<void(double fraction)> &progress = {});
    // The steps to replay to check the lesson (for the progress dialog's decision).
    static std::uint64_t replayLength(const Lesson &lesson);
};

} // namespace nq
