#pragma once

#include "lesson.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

// The steps of one search a web page replays, with the teacher's notes on them: the built-in
// search, or a student's trace. Plain value.
struct PageRequest
{
    nq::LessonSearch search; // for a trace, LessonSearch::ofTrace(*trace)
    // A student's trace shown instead of the built-in search: the page replays the program's
    // steps and board, narrated as the window narrates a trace, never as the built-in search.
    std::shared_ptr<const nq::TraceRun> trace;
    std::uint64_t first = 0;
    std::optional<std::uint64_t> last; // none: to the end, or LessonPage::kDefaultSteps past
        // the furthest step the lesson names
    std::uint64_t openAt = 0; // the step the page shows first (when inside the range)
    // A `last` past the search's end ends the page there (the window's range, offered before
    // the search's end is known), instead of being refused (--steps, which the user typed).
    bool lastMayPassTheEnd = false;
    QList<QPair<quint64, QString>> bookmarks; // step and note, of this search

    // The lesson's search (the trace it holds, when it opens on it), the step it opens on and
    // its bookmarks of that search.
    static PageRequest fromLesson(const nq::Lesson &lesson);
};

// Builds the web page that replays a lesson's search in any browser, offline: one HTML file
// holding our own page, style and script (resources/web/lessonpage.html) and the data of every
// step, made here from the run walked once (nq::StepWalk: the search, or a student's trace),
// the Narrator's sentences, the board's words for the step's square
// (BoardView::squareDescription) and the Pseudocode's lines in the language current when it
// runs, so the page says what the window says. A student's trace also gives the program's
// board (queens that attack each other joined, as BoardScene::showProgramsQueens joins them),
// the trace's narration, its first violation and whose search it is, and no pseudocode (the
// program's code is its own). The script only decodes and shows that data: the events and sentences are kept once in tables,
// each step names its entries. Stateless; any thread (texts are translated through
// QCoreApplication::translate).
class LessonPage
{
    Q_DECLARE_TR_FUNCTIONS(LessonPage)

public:
    static constexpr qint64 kMaxBytes = 5'000'000; // a page any phone opens
    static constexpr std::uint64_t kDefaultSteps = 20'000;
    // A range longer than this is refused before it is run: its page would exceed kMaxBytes.
    static constexpr std::uint64_t kMaxSteps = 2'000'000;
    // A page starts at most here: the search is run to its first step (a few seconds for this
    // many, with progress), as far as a lesson's steps go (LessonFormat::kMaxStep).
    static constexpr std::uint64_t kLatestFirstStep = nq::LessonFormat::kMaxStep;
    // The range a page of `request` holds by default: from its first step to kDefaultSteps
    // past the furthest step it names (a trace: at most to its end); where that is more than a
    // page holds, kDefaultSteps around the step it opens on.
    static std::pair<std::uint64_t, std::uint64_t> defaultRange(const PageRequest &request);

    struct Result
    {
        QByteArray html; // empty when refused or cancelled
        QString error; // why it was refused
        bool cancelled = false;
        std::uint64_t first = 0; // the steps the page holds
        std::uint64_t last = 0;

        bool ok() const { return !html.isEmpty(); }
    };

    // Polls `cancel` and reports to `progress` (steps done, steps at most: the run to the first
    // step, then the page's steps) every few thousand steps.
    static Result build(
        const PageRequest &request, const std::atomic<bool> *cancel = nullptr,
        const std::function<void(std::uint64_t done, std::uint64_t total)> &progress = {});
    // Why `request` (its range set) cannot make a page, before anything is run; "" if it can.
    static QString refusal(const PageRequest &request);
    // The data a page carries (what the script reads), or none if `html` holds none.
    static std::optional<QJsonObject> dataOf(const QByteArray &html);
    // "A-B" as a range of steps; false if it is not one.
    static bool parseRange(const QString &text, std::uint64_t &first, std::uint64_t &last);
};
