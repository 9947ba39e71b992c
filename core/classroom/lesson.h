#pragma once

#include "searchtypes.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <variant>
#include <vector>

namespace nq {

// A search a lesson refers to: the options and, for a search continued from the user's
// queens, those queens (on the first levels of the order; none when `startQueens.n` is 0).
struct LessonSearch
{
    SearchOptions options;
    Placement startQueens;

    bool hasStartQueens() const { return startQueens.n > 0; }
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
        // list, object)
        OutOfRange, // field, value, allowed: "min..max"
        WrongCount, // field (a list), value: its entries, allowed: "min..max" entries
        TooLong, // field (a text), value: its characters, allowed: the most it may have
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
    static constexpr int kVersion = 1;
    static constexpr qint64 kMaxFileBytes = 4 << 20;
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

    static QByteArray write(const Lesson &lesson);
    // `knownPanels`: the panel names this program has; any other name is refused.
    static std::variant<Lesson, LessonProblem> read(const QByteArray &bytes,
                                                    const QStringList &knownPanels);
};

// Checks that every step of a lesson (where it opens and each bookmark) exists in its search,
// by replaying each search once as far as its furthest step. Runs on a background thread for
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
