#include "boardview.h"
#include "languagemanager.h"
#include "lessonopener.h"
#include "lessonpage.h"
#include "lessonpageexport.h"
#include "narrationlabel.h"
#include "narrator.h"
#include "pagecommand.h"
#include "pagedata.h"
#include "pseudocode.h"
#include "stepper.h"
#include "testregistry.h"
#include "tracefixtures.h"
#include "tracenarrator.h"
#include "tracereplay.h"
#include "windownarration.h"

#include <QFile>
#include <QFileInfo>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

using namespace nq;

Q_DECLARE_METATYPE(nq::SearchOptions)
Q_DECLARE_METATYPE(nq::Placement)

// Tests the lesson's web page: it holds nothing from elsewhere, it stays small, it refuses
// ranges that do not fit, and its data, decoded the way the page's script decodes it, gives at
// every step the Stepper's event, board and counters, the window's narration and the
// Pseudocode's lines.
class TestLessonPage : public QObject
{
    Q_OBJECT

private:
    static void verifySelfContained(const QByteArray &html)
    {
        const QByteArray lower = html.toLower();
        for (const char *outside : {"http:", "https:", "src=", "<link", "url(", "@import", "//cdn"})
            QVERIFY2(!lower.contains(outside), outside);
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
    }

    // The tables the page's script decodes the steps from: the events and the counters'
    // changes, and which entry each step takes.
    static std::array<QJsonArray, 4> stepTables(const QJsonObject &data)
    {
        return {data["events"].toArray(), data["se"].toArray(), data["sd"].toArray(),
                data["deltas"].toArray()};
    }

    // The page of `request` from step `first` to `last` (-1: to the end of its default range).
    static LessonPage::Result buildOver(PageRequest request, qint64 first, qint64 last)
    {
        request.first = std::uint64_t(first);
        if (last >= 0)
            request.last = std::uint64_t(last);
        return LessonPage::build(request);
    }

    // The page's entry of a step's event says that event.
    static void verifyEvent(const QJsonArray &shown, const Event &event)
    {
        QCOMPARE(shown[0].toInt(), int(event.type));
        QCOMPARE(shown[1].toInt(), int(event.row));
        QCOMPARE(shown[2].toInt(), int(event.col));
        QCOMPARE(shown[3].toInt(), int(event.attackerRow));
        QCOMPARE(shown[4].toInt(), int(event.attackerCol));
        QCOMPARE(shown[5].toInt(), int(event.level));
    }

    // Decodes every step of the page and compares it with a Stepper run alongside.
    static void verifySteps(const QJsonObject &data, const PageRequest &request)
    {
        const SearchOptions &options = request.search.options;
        const int fixed = request.search.hasStartQueens()
                              ? Stepper::prefixLength(request.search.startQueens, options.order)
                              : 0;
        Stepper stepper = fixed > 0 ? Stepper(options, request.search.startQueens)
                                    : Stepper(options);
        const Pseudocode pseudocode(options);
        const auto [events, stepEvents, stepDeltas, deltas] = stepTables(data);
        const std::uint64_t first = data["first"].toInteger();
        const std::uint64_t last = data["last"].toInteger();
        QCOMPARE(qsizetype(last - first + 1), stepEvents.size());
        QCOMPARE(stepDeltas.size(), stepEvents.size() - 1);
        QCOMPARE(data["n"].toInt(), options.n);

        std::optional<Event> event;
        if (first > 0) {
            stepper.skip(first - 1);
            event = stepper.next();
        }
        QJsonArray queens = data["queens"].toArray();
        QJsonArray counters = data["counters"].toArray();
        for (std::uint64_t step = first; step <= last; ++step) {
            const qsizetype i = qsizetype(step - first);
            if (step > first) {
                event = stepper.next();
                const QJsonArray delta = deltas[stepDeltas[i - 1].toInt()].toArray();
                for (int c = 0; c < 7; ++c)
                    counters[c] = counters[c].toInteger() + delta[c].toInteger();
            }
            const QJsonArray shown = events[stepEvents[i].toInt()].toArray();
            if (event) {
                verifyEvent(shown, *event);
                if (event->type == EventType::Place)
                    queens[event->row] = event->col;
                else if (event->type == EventType::Remove)
                    queens[event->row] = -1;
                const Pseudocode::Highlight lines = pseudocode.lineFor(*event);
                QCOMPARE(shown[8].toInt(), lines.algorithm);
                QCOMPARE(shown[9].toInt(), lines.check);
            } else {
                QCOMPARE(shown[0].toInt(), -1);
            }
            QCOMPARE(test::pageNarration(data, shown, step),
                     windowNarration(stepper, event ? &*event : nullptr, fixed));
            const Placement placement = stepper.placement();
            for (int row = 0; row < options.n; ++row)
                QCOMPARE(queens[row].toInt(), int(placement.cols[std::size_t(row)]));
            const Counters &c = stepper.counters();
            const std::uint64_t expected[7] = {c.steps,   c.tries,      c.checks,   c.places,
                                               c.removes, c.backtracks, c.solutions};
            for (int k = 0; k < 7; ++k)
                QCOMPARE(std::uint64_t(counters[k].toInteger()), expected[k]);
        }
        QCOMPARE(data["ended"].toBool(), stepper.isFinished());
    }

    // Decodes every step of a trace's page the way its script does (a bit a queen, two on a
    // row too) and compares it with what the window shows at that step: the runner's
    // TraceReplay snapshot, its narration as the window's label makes it, the cells as the
    // window's board names them and the queens it joins as attacking each other.
    static void verifyTraceSteps(const QJsonObject &data,
                                 const std::shared_ptr<const TraceRun> &run)
    {
        const int n = run->n;
        const auto [events, stepEvents, stepDeltas, deltas] = stepTables(data);
        const QJsonArray pairs = data["pairs"].toArray();
        const QJsonArray stepPairs = data["sp"].toArray();
        const std::uint64_t first = data["first"].toInteger();
        const std::uint64_t last = data["last"].toInteger();
        QCOMPARE(data["n"].toInt(), n);
        QCOMPARE(qsizetype(last - first + 1), stepEvents.size());
        QCOMPARE(stepDeltas.size(), stepEvents.size() - 1);
        QCOMPARE(stepPairs.size(), stepEvents.size());
        QVERIFY(data.contains(QLatin1StringView("squares")));
        std::vector<std::uint32_t> bits = test::pageFirstSquares(data);
        QCOMPARE(int(bits.size()), n);
        QJsonArray counters = data["counters"].toArray();
        TraceReplay replay;
        replay.reset(run);
        for (std::uint64_t step = first; step <= last; ++step) {
            const qsizetype i = qsizetype(step - first);
            const QJsonArray shown = events[stepEvents[i].toInt()].toArray();
            if (step > first) {
                const QJsonArray delta = deltas[stepDeltas[i - 1].toInt()].toArray();
                for (int c = 0; c < 7; ++c)
                    counters[c] = counters[c].toInteger() + delta[c].toInteger();
                test::applyPageEvent(bits, shown);
            }
            replay.jumpTo(step);
            RunnerSnapshot snapshot;
            replay.describe(snapshot);
            snapshot.runState = replay.isFinished() ? RunState::Finished : RunState::Paused;
            const Event *event = snapshot.hasEvent() ? &snapshot.lastEvent() : nullptr;
            if (event) {
                verifyEvent(shown, *event);
                // The built-in search's narration of the same event is never the page's.
                QVERIFY(data["sentences"].toArray()[shown[6].toInt()].toString()
                        != Narrator::describeEvent(*event, snapshot.search.options));
            } else {
                QCOMPARE(shown[0].toInt(), -1);
            }
            QCOMPARE(shown[8].toInt(), -1); // no line of the built-in search's pseudocode
            QCOMPARE(shown[9].toInt(), -1);
            QCOMPARE(test::pageNarration(data, shown, step), windowNarration(snapshot));
            for (int row = 0; row < n; ++row)
                QCOMPARE(bits[std::size_t(row)], snapshot.traceSquares[std::size_t(row)]);
            const Counters &c = snapshot.search.counters;
            const std::uint64_t expected[7] = {c.steps,   c.tries,      c.checks,   c.places,
                                               c.removes, c.backtracks, c.solutions};
            for (int k = 0; k < 7; ++k)
                QCOMPARE(std::uint64_t(counters[k].toInteger()), expected[k]);
            // The board as the window's shows it (BoardArea::showSearch).
            BoardScene scene = BoardScene::fromEvent(snapshot.placement(), event, run->order);
            scene.showProgramsQueens(snapshot.traceSquares);
            QJsonArray joined;
            for (const BoardScene::QueenPair &pair : scene.attackingPairs)
                joined << pair.row1 << pair.col1 << pair.row2 << pair.col2;
            QCOMPARE(pairs[stepPairs[i].toInt()].toArray(), joined);
            for (int row = 0; row < n; ++row)
                for (int col = 0; col < n; ++col)
                    QCOMPARE(test::pageCellName(data, shown, bits, row, col),
                             BoardView::squareDescription(scene, row, col));
        }
        QCOMPARE(data["ended"].toBool(), last == run->stepCount());
    }

    // A student's trace taken in whole, as the window opens it.
    static std::shared_ptr<const TraceRun> traceRun(const std::vector<std::string> &lines, int n,
                                                    const char *name = "bug.trace")
    {
        TraceIntake intake(n, false);
        intake.feed(test::joinLines(lines));
        intake.finish();
        return TraceRun::make(name, intake);
    }

    static PageRequest traceRequest(const std::shared_ptr<const TraceRun> &run)
    {
        PageRequest request;
        request.search = LessonSearch::ofTrace(*run);
        request.trace = run;
        return request;
    }

    static Lesson lessonWithBookmarks()
    {
        Lesson lesson;
        lesson.search.options = {6, Order::Rows, Check::Arrays, Goal::All};
        lesson.step = 40;
        lesson.bookmarks = {{lesson.search, 9, QStringLiteral("why row 2 has no safe square")},
                            {lesson.search, 57,
                             QStringLiteral("a \"quoted\" note </script><b>not bold</b> & more")},
                            {{{4, Order::Rows, Check::Arrays, Goal::All}, {}},
                             5,
                             QStringLiteral("another search")}};
        return lesson;
    }

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void replaysTheSearch_data()
    {
        QTest::addColumn<SearchOptions>("options");
        QTest::addColumn<QString>("language");
        QTest::addColumn<qint64>("first");
        QTest::addColumn<qint64>("last"); // -1: to the end

        QTest::newRow("N=6 all") << SearchOptions {6, Order::Rows, Check::Arrays, Goal::All} << "en"
                                 << qint64(0) << qint64(-1);
        QTest::newRow("N=8 first") << SearchOptions {8, Order::Rows, Check::Scan, Goal::First}
                                   << "en" << qint64(0) << qint64(-1);
        QTest::newRow("column order") << SearchOptions {6, Order::Columns, Check::Scan, Goal::All}
                                      << "en" << qint64(0) << qint64(-1);
        QTest::newRow("bitmask, a range")
            << SearchOptions {8, Order::Rows, Check::Bitmask, Goal::All} << "en" << qint64(300)
            << qint64(1700);
        QTest::newRow("German, past step 1,000")
            << SearchOptions {8, Order::Columns, Check::Arrays, Goal::All} << "de" << qint64(990)
            << qint64(1300);
        QTest::newRow("Chinese") << SearchOptions {5, Order::Rows, Check::Scan, Goal::All}
                                 << "zh_CN" << qint64(0) << qint64(-1);
    }

    void replaysTheSearch()
    {
        QFETCH(SearchOptions, options);
        QFETCH(QString, language);
        QFETCH(qint64, first);
        QFETCH(qint64, last);
        LanguageManager languages;
        QVERIFY(languages.setLanguage(language));
        PageRequest request;
        request.search.options = options;
        const LessonPage::Result page = buildOver(request, first, last);
        QVERIFY2(page.ok(), qPrintable(page.error));
        verifySelfContained(page.html);
        QVERIFY(page.html.contains(QByteArray("<html lang=\"") + language.left(2).toUtf8()));
        const std::optional<QJsonObject> data = LessonPage::dataOf(page.html);
        QVERIFY(data);
        verifySteps(*data, request);
        if (last < 0)
            QVERIFY((*data)["ended"].toBool());
        // The pseudocode is the program's, in its language.
        const Pseudocode pseudocode(options);
        const QJsonArray listing = (*data)["algorithm"].toArray();
        QCOMPARE(listing.size(), pseudocode.algorithm().size());
        for (qsizetype i = 0; i < listing.size(); ++i)
            QCOMPARE(listing[i].toArray()[1].toString(), pseudocode.algorithm()[i].code);
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
    }

    // A saved lesson: read as the window reads it, its bookmarks of its own search on the page
    // with their notes (a note that looks like markup stays text), the page opening on its step.
    void savedLesson()
    {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("class.nqueens"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(LessonFormat::write(lessonWithBookmarks()));
        file.close();
        const LessonOpener::Outcome read = LessonOpener::read(path, PageCommand::panelNames());
        QVERIFY(std::holds_alternative<Lesson>(read));
        const PageRequest request = PageRequest::fromLesson(std::get<Lesson>(read));
        const LessonPage::Result page = LessonPage::build(request);
        QVERIFY2(page.ok(), qPrintable(page.error));
        verifySelfContained(page.html);
        QVERIFY(!page.html.contains("</script><b>"));
        const QJsonObject data = *LessonPage::dataOf(page.html);
        QCOMPARE(data["open"].toInteger(), 40);
        const QJsonArray marks = data["marks"].toArray();
        QCOMPARE(marks.size(), 2); // the bookmark of another search cannot be replayed here
        QCOMPARE(marks[0].toArray()[0].toInteger(), 9);
        QCOMPARE(marks[0].toArray()[1].toString(), QStringLiteral("why row 2 has no safe square"));
        QCOMPARE(marks[1].toArray()[1].toString(), lessonWithBookmarks().bookmarks[1].note);
        verifySteps(data, request);
    }

    // A student's program with a bug: the page replays its trace, not the built-in search: at
    // every step the program's board (two queens on a row, queens that attack each other
    // joined), the window's narration of the trace and its cells' names; whose search it is in
    // the title and the banner's words; its first violation, where the page opens, its
    // sentence there; the bookmarks' notes; no pseudocode of ours, no safety check named.
    void replaysAStudentsTrace_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<qint64>("first");
        QTest::addColumn<qint64>("last"); // -1: the default range
        QTest::newRow("whole") << "en" << qint64(0) << qint64(-1);
        QTest::newRow("a range") << "en" << qint64(3) << qint64(60);
        QTest::newRow("German") << "de" << qint64(0) << qint64(-1);
        QTest::newRow("Chinese, a range") << "zh_CN" << qint64(2) << qint64(40);
    }
    void replaysAStudentsTrace()
    {
        QFETCH(QString, language);
        QFETCH(qint64, first);
        QFETCH(qint64, last);
        LanguageManager languages;
        QVERIFY(languages.setLanguage(language));
        const auto run = traceRun(test::ignoredConflictTrace(6), 6);
        QVERIFY(run->violation);
        const std::uint64_t violation = *run->violationStep();
        QCOMPARE(violation, 4u); // try 0 0, place 0 0, try 1 0, then "place 1 0"
        PageRequest request = traceRequest(run);
        request.openAt = violation;
        const QString note = QStringLiteral("Which queen attacks row 1, column 0?");
        request.bookmarks = {{2, QStringLiteral("the first queen")}, {violation, note}};
        const LessonPage::Result page = buildOver(request, first, last);
        QVERIFY2(page.ok(), qPrintable(page.error));
        verifySelfContained(page.html);
        const QJsonObject data = *LessonPage::dataOf(page.html);
        QCOMPARE(data["first"].toInteger(), first);
        QCOMPARE(std::uint64_t(data["last"].toInteger()),
                 last >= 0 ? std::uint64_t(last) : run->stepCount());
        verifyTraceSteps(data, run);
        if (QTest::currentTestFailed())
            return;

        const QJsonObject trace = data["trace"].toObject();
        QCOMPARE(std::uint64_t(trace["violation"].toInteger()), violation);
        QCOMPARE(trace["headline"].toString(), TraceNarrator::headline(*run));
        QVERIFY(trace["whose"].toString().contains(QStringLiteral("bug.trace")));
        QCOMPARE(data["open"].toInteger(), qint64(violation));
        // The bookmarks in the range, with their notes.
        const QJsonArray marks = data["marks"].toArray();
        QCOMPARE(marks.size(), first <= 2 ? 2 : 1);
        QCOMPARE(marks.last().toArray()[0].toInteger(), qint64(violation));
        QCOMPARE(marks.last().toArray()[1].toString(), note);
        // The program's own code is not ours: no pseudocode, no safety check named.
        QVERIFY(data["algorithm"].toArray().isEmpty() && data["check"].toArray().isEmpty());
        const QString heading = data["ui"].toObject()["heading"].toString();
        for (const Check check : {Check::Scan, Check::Arrays, Check::Bitmask})
            QVERIFY2(!heading.contains(Pseudocode::checkName(check)), qPrintable(heading));
        // The title names the program's trace.
        const QByteArray title = page.html.mid(page.html.indexOf("<title>"),
                                               page.html.indexOf("</title>")
                                                   - page.html.indexOf("<title>"));
        QVERIFY2(title.contains("bug.trace"), title.constData());
        if (language == QStringLiteral("en")) {
            QVERIFY2(title.contains("your program's search"), title.constData());
            // The violation's step says what the program did wrong, in the window's words.
            const QJsonArray atViolation = test::pageEvent(data, violation);
            const QString said = test::pageNarration(data, atViolation, violation);
            QVERIFY2(said.contains(QStringLiteral("your program placed a queen on row 1, column 0, "
                                                  "but the queen on row 0, column 0 attacks it")),
                     qPrintable(said));
        }
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
    }

    // A lesson that opens on the trace it holds ("find the bug"), read as the window reads it:
    // its page replays the trace with the bookmarks on the trace, not those of another search.
    void aLessonHoldingATraceReplaysIt()
    {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        Lesson lesson;
        lesson.trace.run = traceRun(test::ignoredConflictTrace(5), 5, "queens_bug.trace");
        lesson.search = LessonSearch::ofTrace(*lesson.trace.run);
        lesson.step = *lesson.trace.run->violationStep();
        lesson.bookmarks = {{lesson.search, lesson.step, QStringLiteral("what is wrong here?")},
                            {{{5, Order::Rows, Check::Scan, Goal::All}, {}},
                             7,
                             QStringLiteral("the built-in search")}};
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bug.nqueens"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(LessonFormat::write(lesson));
        file.close();
        const LessonOpener::Outcome read = LessonOpener::read(path, PageCommand::panelNames());
        QVERIFY(std::holds_alternative<Lesson>(read));
        const PageRequest request = PageRequest::fromLesson(std::get<Lesson>(read));
        QVERIFY(request.trace);
        const LessonPage::Result page = LessonPage::build(request);
        QVERIFY2(page.ok(), qPrintable(page.error));
        const QJsonObject data = *LessonPage::dataOf(page.html);
        QCOMPARE(std::uint64_t(data["open"].toInteger()), lesson.step);
        QCOMPARE(data["marks"].toArray().size(), 1);
        QCOMPARE(data["marks"].toArray()[0].toArray()[1].toString(),
                 QStringLiteral("what is wrong here?"));
        verifyTraceSteps(data, request.trace);
        if (QTest::currentTestFailed())
            return;

        // A range past the trace's end is refused, saying where it ends.
        PageRequest beyond = request;
        beyond.last = request.trace->stepCount() + 10;
        const LessonPage::Result refused = LessonPage::build(beyond);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error.contains(QStringLiteral("The trace ends at step")),
                 qPrintable(refused.error));
        // The window's range may pass the end (offered before it is known): the page ends there.
        beyond.lastMayPassTheEnd = true;
        QVERIFY(LessonPage::build(beyond).ok());
        QCOMPARE(LessonPage::defaultRange(request).second, request.trace->stepCount());
    }

    // A note is text to the browser whatever it holds: "<!--" followed by "<script" once put
    // the data's script element in its double-escaped state, which swallowed the rest of the
    // page (Chromium showed empty panels). The data holds no '<', '>' or '&' at all, and the
    // page allows only its own script and style, by their hashes.
    void notesCannotChangeHowThePageIsRead()
    {
        PageRequest request;
        request.search.options = {5, Order::Rows, Check::Arrays, Goal::All};
        const QString note = QStringLiteral("<!-- a comment? <script>alert(1)</script> & <b>");
        request.bookmarks = {{3, note}};
        const LessonPage::Result page = LessonPage::build(request);
        QVERIFY2(page.ok(), qPrintable(page.error));
        const QByteArray start = "<script type=\"application/json\" id=\"nq-data\">";
        const qsizetype from = page.html.indexOf(start) + start.size();
        const qsizetype to = page.html.indexOf("</script>", from);
        QVERIFY(from > start.size() && to > from);
        const QByteArray embedded = page.html.mid(from, to - from);
        for (const char c : {'<', '>', '&'})
            QVERIFY2(!embedded.contains(c), std::string(1, c).c_str());
        QCOMPARE(LessonPage::dataOf(page.html)->value("marks").toArray()[0].toArray()[1].toString(),
                 note);
        // The one script that runs, and the style, are the ones the policy names.
        const qsizetype scriptAt = page.html.indexOf("<script>") + 8;
        const QByteArray script = page.html.mid(scriptAt, page.html.indexOf("</script>", scriptAt)
                                                              - scriptAt);
        QCOMPARE(page.html.count("<script>"), 1);
        const QByteArray hash =
            QCryptographicHash::hash(script, QCryptographicHash::Sha256).toBase64();
        QVERIFY(page.html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\""
                                   "default-src 'none'; script-src 'sha256-"
                                   + hash + "'"));
    }

    // A lesson far into a search: the page holds the steps around the one it opens on (its
    // default range was too long for a page, and a range starting past 10^9 ran for minutes).
    void aPageFarIntoASearchHoldsTheStepsAroundItsStep()
    {
        PageRequest request;
        request.search.options = {14, Order::Rows, Check::Bitmask, Goal::All};
        request.openAt = 3'000'000;
        request.bookmarks = {{3'000'000, QStringLiteral("here")}};
        const auto [first, last] = LessonPage::defaultRange(request);
        QVERIFY(first <= 3'000'000 && last >= 3'000'000);
        QVERIFY(last - first < LessonPage::kMaxSteps);
        std::uint64_t largestTotal = 0;
        std::uint64_t reports = 0;
        const LessonPage::Result page = LessonPage::build(
            request, nullptr, [&](std::uint64_t, std::uint64_t total) {
                largestTotal = std::max(largestTotal, total);
                ++reports;
            });
        QVERIFY2(page.ok(), qPrintable(page.error));
        QCOMPARE(page.first, first);
        QVERIFY(reports > 2); // the run to the first step reports too
        QCOMPARE(largestTotal, last);
        QCOMPARE(LessonPage::dataOf(page.html)->value("open").toInteger(), 3'000'000);

        request.first = LessonPage::kLatestFirstStep + 1;
        request.last = request.first + 10;
        const LessonPage::Result late = LessonPage::build(request);
        QVERIFY(!late.ok());
        QVERIFY2(late.error.contains(QStringLiteral("at the latest")), qPrintable(late.error));
    }

    // A damaged lesson is refused as the window refuses it.
    void damagedLessonIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.nqueens"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QByteArray bytes = LessonFormat::write(lessonWithBookmarks());
        bytes.replace("\"step\": 40", "\"step\": 99999");
        bytes.replace("\"step\":40", "\"step\":99999");
        file.write(bytes);
        file.close();
        PageCommand command;
        command.lessonPath = path;
        command.output = dir.filePath(QStringLiteral("out.html"));
        QCOMPARE(command.run(), 2);
        QVERIFY(!QFile::exists(command.output));
    }

    // The size the issue sets: an N=8 lesson of 2,000 steps under 300 KB.
    void staysSmall()
    {
        PageRequest request;
        request.search.options = {8, Order::Rows, Check::Scan, Goal::All};
        request.last = 2000;
        const LessonPage::Result page = LessonPage::build(request);
        QVERIFY(page.ok());
        qInfo("N=8, steps 0 to 2,000: %lld bytes", qint64(page.html.size()));
        QVERIFY(page.html.size() < 300'000);
        request.search.options = {32, Order::Rows, Check::Scan, Goal::First};
        request.last = 5000;
        const LessonPage::Result large = LessonPage::build(request);
        QVERIFY(large.ok());
        qInfo("N=32, steps 0 to 5,000: %lld bytes", qint64(large.html.size()));
        QVERIFY(large.html.size() < LessonPage::kMaxBytes);
        // A student's trace of N=8 (a buggy one: two queens on a row, pairs joined), as well.
        PageRequest trace = traceRequest(traceRun(test::ignoredConflictTrace(8), 8));
        trace.last = 2000;
        const LessonPage::Result traced = LessonPage::build(trace);
        QVERIFY2(traced.ok(), qPrintable(traced.error));
        qInfo("a trace of N=8, steps 0 to 2,000: %lld bytes", qint64(traced.html.size()));
        QVERIFY(traced.html.size() < 300'000);
    }

    void refusesWhatDoesNotFit()
    {
        PageRequest request;
        request.search.options = {20, Order::Rows, Check::Scan, Goal::All};
        request.first = 10;
        request.last = 10 + LessonPage::kMaxSteps;
        LessonPage::Result page = LessonPage::build(request);
        QVERIFY(!page.ok());
        QVERIFY2(page.error.contains(QLatin1String("too many")), qPrintable(page.error));
        // Within the steps a page may hold, but more bytes than it may have: about 6.4 bytes a
        // step at N=32 (the step's event and counters, each a number in a table).
        request.search.options = {32, Order::Rows, Check::Scan, Goal::First};
        request.first = 0;
        request.last = 1'000'000;
        page = LessonPage::build(request);
        QVERIFY(!page.ok());
        QVERIFY2(page.error.contains(QLatin1String("more than the 5 MB")), qPrintable(page.error));
        request.search.options = {4, Order::Rows, Check::Scan, Goal::All};
        request.first = 0;
        request.last = 1000;
        page = LessonPage::build(request);
        QVERIFY(!page.ok());
        QVERIFY2(page.error.contains(QLatin1String("ends at step")), qPrintable(page.error));
        request.first = 900;
        page = LessonPage::build(request);
        QVERIFY(!page.ok());
        std::uint64_t first = 0;
        std::uint64_t last = 0;
        QVERIFY(LessonPage::parseRange(QStringLiteral("0-2000"), first, last));
        QCOMPARE(last, 2000u);
        for (const char *bad : {"", "5", "5-", "-5", "9-3", "a-b", "1-2-3", "0-99999999999999"})
            QVERIFY2(!LessonPage::parseRange(QString::fromLatin1(bad), first, last), bad);
    }

    // An output that cannot be written: the one save path's reason, the old file kept.
    void writeFailureKeepsTheOldFile()
    {
        QTemporaryDir dir;
        PageRequest request;
        request.search.options = {4, Order::Rows, Check::Scan, Goal::All};
        const QString folder = dir.filePath(QStringLiteral("folder.html"));
        QVERIFY(QDir().mkdir(folder));
        ExportJob::Outcome outcome = LessonPageExport::run(request, folder, {});
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.message.startsWith(QStringLiteral("Cannot write ") + folder),
                 qPrintable(outcome.message));
        QVERIFY(QFileInfo(folder).isDir());
        const QString page = dir.filePath(QStringLiteral("page.html"));
        outcome = LessonPageExport::run(request, page, {});
        QVERIFY2(outcome.ok, qPrintable(outcome.message));
        QVERIFY(QFile::exists(page));
        // A cancelled export writes nothing.
        std::atomic<bool> cancel {true};
        ExportJob::Control control;
        control.cancel = &cancel;
        QVERIFY(QFile::remove(page));
        outcome = LessonPageExport::run(request, page, control);
        QVERIFY(outcome.cancelled);
        QVERIFY(!QFile::exists(page));
    }
};

NQ_TEST_MAIN(TestLessonPage)
#include "tst_lessonpage.moc"
