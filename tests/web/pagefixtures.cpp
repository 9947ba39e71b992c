// pagefixtures OUTDIR: what tests/web/pagecheck.py compares the pages in a browser with. Writes
// a saved lesson (lesson.nqueens) and, for it and for an N=6 search, the queens and the
// window's narration at every step (*.expected.json), computed from the Stepper and the
// Narrator directly, apart from the page's own encoding, with what the window's board says of
// the step's square; and the window's pace of speech
// (SpeechPacer's numbers), which the page's live region keeps. Then a lesson holding a student's
// buggy trace (trace.nqueens) and what the window shows at each of its steps
// (trace.expected.json): the program's queens, a bit a column for each row, and its narration.

#include "boardview.h"
#include "languagemanager.h"
#include "lesson.h"
#include "lessonpage.h"
#include "speechpacer.h"
#include "stepper.h"
#include "tracefixtures.h"
#include "tracereplay.h"
#include "windownarration.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

using namespace nq;

namespace {

// The steps of `search` from 0 to its end: the queens (cols[row] = col) and the narration.
QJsonObject expectedSteps(const LessonSearch &search)
{
    const int fixed = search.hasStartQueens()
                          ? Stepper::prefixLength(search.startQueens, search.options.order)
                          : 0;
    Stepper stepper = fixed > 0 ? Stepper(search.options, search.startQueens)
                                : Stepper(search.options);
    QJsonArray steps;
    std::optional<Event> event;
    while (true) {
        QJsonArray queens;
        const Placement placement = stepper.placement();
        for (int row = 0; row < search.options.n; ++row)
            queens.append(placement.cols[std::size_t(row)]);
        QJsonObject step {{"queens", queens},
                          {"say", windowNarration(stepper, event ? &*event : nullptr, fixed)}};
        // The event's square as the window's board cell says it, on the window's whole scene.
        if (event && event->row >= 0 && event->col >= 0)
            step["mark"] = QJsonArray {
                event->row, event->col,
                BoardView::squareDescription(
                    BoardScene::fromEvent(placement, &*event, search.options.order), event->row,
                    event->col)};
        steps.append(step);
        if (stepper.isFinished())
            break;
        event = stepper.next();
    }
    return {{"n", search.options.n},
            {"steps", steps},
            {"queenLabel", BoardView::plainSquareTemplate(true)},
            {"emptyLabel", BoardView::plainSquareTemplate(false)},
            // The window's pace of speech, which the page's live region must keep.
            {"pace", QJsonObject {{"charactersPerSecond", SpeechPacer::kCharactersPerSecond},
                                  {"pauseMs", qint64(SpeechPacer::kPauseMs)}}}};
}

// The steps of a student's trace as the window shows them (the runner's TraceReplay): the
// program's queens (a bit a column for each row), the narration, the step's square as the
// window's board names it, and where its first violation is.
QJsonObject expectedTraceSteps(const std::shared_ptr<const TraceRun> &run)
{
    TraceReplay replay;
    replay.reset(run);
    QJsonArray steps;
    for (std::uint64_t step = 0; step <= run->stepCount(); ++step) {
        replay.jumpTo(step);
        RunnerSnapshot snapshot;
        replay.describe(snapshot);
        snapshot.runState = replay.isFinished() ? RunState::Finished : RunState::Paused;
        QJsonArray squares;
        for (int row = 0; row < run->n; ++row)
            squares.append(qint64(snapshot.traceSquares[std::size_t(row)]));
        QJsonObject shown {{"squares", squares}, {"say", windowNarration(snapshot)}};
        const Event *event = snapshot.hasEvent() ? &snapshot.lastEvent() : nullptr;
        BoardScene scene = BoardScene::fromEvent(snapshot.placement(), event, run->order);
        scene.showProgramsQueens(snapshot.traceSquares);
        if (event && event->row >= 0 && event->col >= 0)
            shown["mark"] = QJsonArray {
                event->row, event->col,
                BoardView::squareDescription(scene, event->row, event->col)};
        shown["pairs"] = qint64(scene.attackingPairs.size());
        steps.append(shown);
    }
    return {{"n", run->n},
            {"steps", steps},
            {"violation", qint64(run->violationStep().value_or(0))},
            {"queenLabel", BoardView::plainSquareTemplate(true)},
            {"emptyLabel", BoardView::plainSquareTemplate(false)}};
}

bool writeJson(const QString &path, const QJsonObject &object)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly)
           && file.write(QJsonDocument(object).toJson(QJsonDocument::Compact)) > 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fputs("usage: pagefixtures OUTDIR\n", stderr);
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));

    const LessonSearch n6 {{6, Order::Rows, Check::Arrays, Goal::All}, {}};
    // A lesson in column order, continued from a queen in column 0 (row 1), with two notes.
    LessonSearch continued {{6, Order::Columns, Check::Scan, Goal::All}, Placement(6)};
    continued.startQueens.cols[1] = 0;
    Lesson lesson;
    lesson.search = continued;
    lesson.step = 40;
    lesson.bookmarks = {
        {continued, 9, QStringLiteral("why column 2 has no safe row")},
        {continued, 57,
         QStringLiteral("a <b>second</b> note & \"quotes\" <!-- then <script> too")}};
    QJsonObject expected = expectedSteps(continued);
    expected["open"] = 40;
    expected["marks"] = QJsonArray {QJsonArray {9, lesson.bookmarks[0].note},
                                    QJsonArray {57, lesson.bookmarks[1].note}};
    QFile lessonFile(out.filePath(QStringLiteral("lesson.nqueens")));
    const bool written = lessonFile.open(QIODevice::WriteOnly)
                         && lessonFile.write(LessonFormat::write(lesson)) > 0;
    lessonFile.close();

    // "Find the bug": a lesson opening on the first violation of a buggy trace of N=5.
    TraceIntake intake(5, false);
    intake.feed(test::joinLines(test::ignoredConflictTrace(5)));
    intake.finish();
    Lesson traced;
    traced.trace.run = TraceRun::make("bug.trace", intake);
    traced.search = LessonSearch::ofTrace(*traced.trace.run);
    traced.step = traced.trace.run->violationStep().value_or(0);
    traced.bookmarks = {{traced.search, traced.step, QStringLiteral("which queen attacks it?")}};
    QFile traceFile(out.filePath(QStringLiteral("trace.nqueens")));
    const bool tracedWritten = traceFile.open(QIODevice::WriteOnly)
                               && traceFile.write(LessonFormat::write(traced)) > 0;
    traceFile.close();
    if (!written || !tracedWritten
        || !writeJson(out.filePath(QStringLiteral("lesson.expected.json")), expected)
        || !writeJson(out.filePath(QStringLiteral("n6.expected.json")), expectedSteps(n6))
        || !writeJson(out.filePath(QStringLiteral("trace.expected.json")),
                      expectedTraceSteps(traced.trace.run))) {
        std::fputs("pagefixtures: cannot write the fixtures\n", stderr);
        return 1;
    }
    return 0;
}
