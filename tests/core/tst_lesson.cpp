#include "bookmarklist.h"
#include "lesson.h"
#include "stepper.h"
#include "testregistry.h"
#include "traceintake.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

using namespace nq;

namespace {

const QStringList kPanels {"pseudocodeDock", "callStackDock", "searchTreeDock", "bookmarksDock"};

LessonSearch searchOf(int n, Order order = Order::Rows, Check check = Check::Arrays,
                      Goal goal = Goal::All)
{
    LessonSearch search;
    search.options = {n, order, check, goal};
    return search;
}

// A lesson using every field: five bookmarks over two searches, one continued from queens.
Lesson fullLesson()
{
    Lesson lesson;
    lesson.search = searchOf(6, Order::Columns, Check::Scan);
    lesson.stepsPerSecond = 12.5;
    lesson.step = 40;
    lesson.breakpoints = {{2, 3}, {5, 0}};
    Placement practice(6);
    practice.cols[0] = 1;
    practice.cols[3] = 1; // the student's queens may attack each other
    lesson.practiceQueens = practice;
    lesson.overlays = {true, false, true, false};
    lesson.panels = {"pseudocodeDock", "searchTreeDock"};
    LessonSearch fromQueens = searchOf(8);
    fromQueens.startQueens = Placement(8);
    fromQueens.startQueens.cols[0] = 0;
    fromQueens.startQueens.cols[1] = 4;
    lesson.bookmarks = {{lesson.search, 3, QStringLiteral("the first conflict")},
                        {lesson.search, 17, QStringLiteral("why row 3 has no safe square")},
                        {lesson.search, 40, QString()},
                        {fromQueens, 1, QStringLiteral("Ünïcödé, 中文,\nand a second line")},
                        {searchOf(4, Order::Rows, Check::Bitmask, Goal::First), 5, "bitmasks"}};
    return lesson;
}

// What a lesson that was read must satisfy, whatever file it came from.
void verifyValid(const Lesson &lesson)
{
    const int n = lesson.search.options.n;
    QVERIFY(n >= kMinN && n <= kMaxN);
    QVERIFY(lesson.step <= LessonFormat::kMaxStep);
    QVERIFY(animates(lesson.search.options.goal) || lesson.step == 0);
    QVERIFY(lesson.stepsPerSecond == 0
            || (lesson.stepsPerSecond >= LessonFormat::kSlowestSpeed
                && lesson.stepsPerSecond <= LessonFormat::kFastestSpeed));
    for (const Lesson::Square &square : lesson.breakpoints) {
        QVERIFY(square.row >= 0 && square.row < n);
        QVERIFY(square.col >= 0 && square.col < n);
    }
    if (lesson.practiceQueens) {
        QCOMPARE(lesson.practiceQueens->n, n);
        for (int r = 0; r < n; ++r)
            QVERIFY(lesson.practiceQueens->cols[r] >= -1 && lesson.practiceQueens->cols[r] < n);
    }
    for (const QString &panel : lesson.panels)
        QVERIFY(kPanels.contains(panel));
    QVERIFY(int(lesson.bookmarks.size()) <= LessonFormat::kMaxBookmarks);
    for (const LessonBookmark &bookmark : lesson.bookmarks) {
        QVERIFY(bookmark.note.size() <= LessonFormat::kMaxNoteLength);
        if (bookmark.search.hasStartQueens())
            QVERIFY(
                Stepper::prefixLength(bookmark.search.startQueens, bookmark.search.options.order)
                > 0);
    }
    QVERIFY(!LessonSteps::check(lesson)); // every step exists
}

// A program's trace for N=4 whose sixth event places a queen on (1, 1), which the queen on
// (0, 0) attacks along a diagonal: the first violation, shown at step 6. One line is the
// program's own.
const QByteArray kDiagonalBug = "try 0 0\nplace 0 0\ntry 1 0\nconflict 1 0 queen 0 0 column\n"
                                "try 1 1\nplace 1 1\nmy own print\nremove 1 1\nremove 0 0\ndone\n";

std::shared_ptr<const TraceRun> traceOf(const QByteArray &text, int n = 4,
                                        const char *name = "bug.trace")
{
    TraceIntake intake(n, false);
    intake.feed(std::string_view(text.constData(), std::size_t(text.size())));
    intake.finish();
    return TraceRun::make(name, intake);
}

// A lesson opening on a trace's violation, with a note there, one on an earlier step of the
// trace and one on a built-in search.
Lesson traceLesson()
{
    Lesson lesson;
    lesson.trace.run = traceOf(kDiagonalBug);
    lesson.search = LessonSearch::ofTrace(*lesson.trace.run);
    lesson.step = 6;
    lesson.bookmarks = {{searchOf(4), 3, QStringLiteral("the built-in search")},
                        {lesson.search, 2, QStringLiteral("the first queen")},
                        {lesson.search, 6, QStringLiteral("row 1, column 1 is attacked")}};
    return lesson;
}

QJsonObject fullJson()
{
    return QJsonDocument::fromJson(LessonFormat::write(fullLesson())).object();
}

// What a read gave, for a failure message.
QByteArray describe(const std::variant<Lesson, LessonProblem> &read)
{
    if (std::holds_alternative<Lesson>(read))
        return "a lesson";
    const LessonProblem &problem = std::get<LessonProblem>(read);
    return QStringLiteral("problem %1 in '%2': %3 (%4)")
        .arg(int(problem.kind))
        .arg(problem.field, problem.value, problem.allowed)
        .toUtf8();
}

QByteArray bytesOf(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// One random change somewhere in the JSON tree: a value replaced by another type or an
// extreme number, a key removed, an element added or dropped.
QJsonValue mutate(const QJsonValue &value, QRandomGenerator &random, int depth = 0)
{
    const auto replacement = [&]() -> QJsonValue {
        switch (random.bounded(12)) {
        case 0: return QJsonValue();
        case 1: return random.bounded(2) == 1;
        case 2: return QStringLiteral("rows");
        case 3: return QString(random.bounded(600) + 1, QChar(u'x'));
        case 4: return -1;
        case 5: return 1e300;
        case 6: return 33;
        case 7: return 0.5;
        case 8: return QJsonArray {1, 2};
        case 9: return QJsonObject {};
        case 10: return double(random.bounded(100000));
        default: return QString(QChar(u'\u0007'));
        }
    };
    if (value.isObject() && !value.toObject().isEmpty() && random.bounded(4) != 0) {
        QJsonObject object = value.toObject();
        const QStringList keys = object.keys();
        const QString key = keys.at(random.bounded(int(keys.size())));
        if (depth > 0 && random.bounded(6) == 0)
            object.remove(key);
        else
            object.insert(key, mutate(object.value(key), random, depth + 1));
        return object;
    }
    if (value.isArray() && !value.toArray().isEmpty() && random.bounded(4) != 0) {
        QJsonArray array = value.toArray();
        const int index = random.bounded(int(array.size()));
        switch (random.bounded(5)) {
        case 0: array.removeAt(index); break;
        case 1: array.append(array.at(index)); break;
        default: array.replace(index, mutate(array.at(index), random, depth + 1));
        }
        return array;
    }
    if (value.isDouble() && random.bounded(2) == 0)
        return value.toDouble() + (random.bounded(2) ? 1 : -1) * (1 + random.bounded(3));
    return replacement();
}

} // namespace

class TestLesson : public QObject
{
    Q_OBJECT

private slots:
    void writesAndReadsBackEveryField()
    {
        const Lesson lesson = fullLesson();
        const auto read = LessonFormat::read(LessonFormat::write(lesson), kPanels);
        QVERIFY2(std::holds_alternative<Lesson>(read), describe(read).constData());
        QCOMPARE(std::get<Lesson>(read), lesson);
        verifyValid(std::get<Lesson>(read));
    }

    // The run's one goal is kept in the file's two fields, "goal" (the stepper's) and "mode":
    // a file read and written again says the same.
    void theGoalIsWrittenAsTheFileKeepsIt_data()
    {
        QTest::addColumn<QString>("goal");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("expected");
        QTest::newRow("first") << "first"
                               << "animate" << int(Goal::First);
        QTest::newRow("all") << "all"
                             << "animate" << int(Goal::All);
        QTest::newRow("list") << "all"
                              << "list" << int(Goal::List);
        QTest::newRow("count") << "all"
                               << "count" << int(Goal::Count);
    }
    void theGoalIsWrittenAsTheFileKeepsIt()
    {
        QFETCH(QString, goal);
        QFETCH(QString, mode);
        QFETCH(int, expected);
        QJsonObject root = fullJson();
        QJsonObject search = root.value("search").toObject();
        search.insert("goal", goal);
        root.insert("search", search);
        root.insert("mode", mode);
        if (mode != QLatin1String("animate"))
            root.insert("step", 0);
        const auto read = LessonFormat::read(bytesOf(root), kPanels);
        QVERIFY2(std::holds_alternative<Lesson>(read), describe(read).constData());
        const Lesson &lesson = std::get<Lesson>(read);
        QVERIFY(lesson.search.options.goal == Goal(expected));
        QCOMPARE(QJsonDocument::fromJson(LessonFormat::write(lesson)).object(), root);
    }

    void theFileIsDocumentedJson()
    {
        const QJsonObject root = fullJson();
        QCOMPARE(root.value("format").toString(), QStringLiteral("nqueens-lesson"));
        QCOMPARE(root.value("version").toInt(), 1);
        QCOMPARE(root.value("search").toObject().value("order").toString(),
                 QStringLiteral("columns"));
        QCOMPARE(root.value("search").toObject().value("check").toString(), QStringLiteral("scan"));
        QCOMPARE(root.value("step").toInt(), 40);
        QCOMPARE(root.value("bookmarks").toArray().size(), 5);
        QCOMPARE(root.value("bookmarks")
                     .toArray()
                     .at(3)
                     .toObject()
                     .value("search")
                     .toObject()
                     .value("startQueens"),
                 QJsonValue(QJsonArray {0, 4, -1, -1, -1, -1, -1, -1}));
        QCOMPARE(root.value("breakpoints").toArray().at(0),
                 QJsonValue(QJsonObject {{"row", 2}, {"col", 3}}));
    }

    void optionalFieldsTakeTheirDefaults()
    {
        const QByteArray minimal = R"({"format": "nqueens-lesson", "version": 1,
            "search": {"n": 5, "order": "rows", "check": "bitmask", "goal": "first"}, "step": 7})";
        const auto read = LessonFormat::read(minimal, kPanels);
        QVERIFY2(std::holds_alternative<Lesson>(read), describe(read).constData());
        const Lesson &lesson = std::get<Lesson>(read);
        QCOMPARE(lesson.search.options,
                 (SearchOptions {5, Order::Rows, Check::Bitmask, Goal::First}));
        QCOMPARE(lesson.step, 7u);
        QVERIFY(animates(lesson.search.options.goal));
        QCOMPARE(lesson.overlays, Lesson::Overlays {});
        QVERIFY(lesson.bookmarks.empty());
        QVERIFY(!lesson.practiceQueens);
    }

    void refusesWithTheFieldAndTheReason_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("field");
        const auto with = [](const QString &path, const QJsonValue &value) {
            QJsonObject root = fullJson();
            const auto set = [&](QJsonObject &object, const QString &key) {
                if (value.isUndefined())
                    object.remove(key);
                else
                    object.insert(key, value);
            };
            const QStringList parts = path.split('.');
            if (parts.size() == 1) {
                set(root, path);
            } else {
                QJsonObject inner = root.value(parts[0]).toObject();
                set(inner, parts[1]);
                root.insert(parts[0], inner);
            }
            return bytesOf(root);
        };
        using K = LessonProblem::Kind;
        QTest::newRow("empty") << QByteArray() << int(K::NotJson) << "";
        QTest::newRow("truncated")
            << LessonFormat::write(fullLesson()).left(100) << int(K::NotJson) << "";
        QTest::newRow("not json") << QByteArray("hello") << int(K::NotJson) << "";
        QTest::newRow("an array") << QByteArray("[1, 2]") << int(K::NotALesson) << "";
        QTest::newRow("another format")
            << QByteArray(R"({"format": "chess-game", "version": 1})") << int(K::NotALesson) << "";
        QTest::newRow("newer version")
            << with("version", LessonFormat::kVersion + 1) << int(K::NewerVersion) << "version";
        QTest::newRow("version as text") << with("version", "1") << int(K::WrongType) << "version";
        QTest::newRow("no search")
            << with("search", QJsonValue::Undefined) << int(K::Missing) << "search";
        QTest::newRow("n too large") << with("search.n", 33) << int(K::OutOfRange) << "search.n";
        QTest::newRow("n zero") << with("search.n", 0) << int(K::OutOfRange) << "search.n";
        QTest::newRow("n fraction") << with("search.n", 6.5) << int(K::WrongType) << "search.n";
        QTest::newRow("unknown order")
            << with("search.order", "diagonal") << int(K::UnknownValue) << "search.order";
        QTest::newRow("unknown check")
            << with("search.check", 3) << int(K::WrongType) << "search.check";
        QTest::newRow("unknown mode") << with("mode", "race") << int(K::UnknownValue) << "mode";
        QTest::newRow("negative step") << with("step", -1) << int(K::OutOfRange) << "step";
        QTest::newRow("huge step") << with("step", 1e12) << int(K::OutOfRange) << "step";
        QTest::newRow("step past the end")
            << with("step", 100000) << int(K::StepBeyondEnd) << "step";
        QTest::newRow("count with a step") << with("mode", "count") << int(K::OutOfRange) << "step";
        QTest::newRow("speed too fast")
            << with("stepsPerSecond", 1e6) << int(K::OutOfRange) << "stepsPerSecond";
        QTest::newRow("speed as text")
            << with("stepsPerSecond", "fast") << int(K::WrongType) << "stepsPerSecond";
        QTest::newRow("overlay not bool")
            << with("overlays.candidate", 1) << int(K::WrongType) << "overlays.candidate";
        QTest::newRow("unknown panel") << with("panels", QJsonArray {"pseudocodeDock", "spyDock"})
                                       << int(K::UnknownValue) << "panels[1]";
        QTest::newRow("panel twice")
            << with("panels", QJsonArray {"callStackDock", "callStackDock"}) << int(K::Duplicate)
            << "panels[1]";
        QTest::newRow("breakpoint off the board")
            << with("breakpoints", QJsonArray {QJsonObject {{"row", 6}, {"col", 0}}})
            << int(K::OutOfRange) << "breakpoints[0].row";
        QTest::newRow("breakpoint twice")
            << with("breakpoints", QJsonArray {QJsonObject {{"row", 1}, {"col", 1}},
                                               QJsonObject {{"row", 1}, {"col", 1}}})
            << int(K::Duplicate) << "breakpoints[1]";
        QTest::newRow("practice queens too few")
            << with("practiceQueens", QJsonArray {0, 1}) << int(K::WrongCount) << "practiceQueens";
        QTest::newRow("practice queen off the board")
            << with("practiceQueens", QJsonArray {0, 1, 2, 3, 4, 6}) << int(K::OutOfRange)
            << "practiceQueens[5]";
        QTest::newRow("start queens attacking")
            << with("search.startQueens", QJsonArray {0, 1, -1, -1, -1, -1}) << int(K::NotAStart)
            << "search.startQueens";
        QTest::newRow("start queens with a gap")
            << with("search.startQueens", QJsonArray {-1, -1, -1, -1, 1, 3}) << int(K::NotAStart)
            << "search.startQueens";
        QJsonObject root = fullJson();
        QJsonArray bookmarks = root.value("bookmarks").toArray();
        QJsonObject bookmark = bookmarks.at(1).toObject();
        bookmark.insert("step", 3);
        bookmarks.replace(1, bookmark);
        root.insert("bookmarks", bookmarks);
        QTest::newRow("bookmark twice")
            << bytesOf(root) << int(K::Duplicate) << "bookmarks[1].step";
        bookmark.insert("step", 999999);
        bookmarks.replace(1, bookmark);
        root.insert("bookmarks", bookmarks);
        QTest::newRow("bookmark past the end")
            << bytesOf(root) << int(K::StepBeyondEnd) << "bookmarks[1].step";
        bookmark.insert("step", 4);
        bookmark.insert("note", QString(501, u'a'));
        bookmarks.replace(1, bookmark);
        root.insert("bookmarks", bookmarks);
        QTest::newRow("note too long") << bytesOf(root) << int(K::TooLong) << "bookmarks[1].note";
        bookmark.insert("note", QStringLiteral("a\u0001b"));
        bookmarks.replace(1, bookmark);
        root.insert("bookmarks", bookmarks);
        QTest::newRow("control character in a note")
            << bytesOf(root) << int(K::UnknownValue) << "bookmarks[1].note";
        QTest::newRow("too large")
            << QByteArray(LessonFormat::kMaxFileBytes + 1, ' ') << int(K::TooLarge) << "";
    }

    void refusesWithTheFieldAndTheReason()
    {
        QFETCH(QByteArray, file);
        QFETCH(int, kind);
        QFETCH(QString, field);
        const auto read = LessonFormat::read(file, kPanels);
        std::optional<LessonProblem> problem;
        if (std::holds_alternative<LessonProblem>(read))
            problem = std::get<LessonProblem>(read);
        else
            problem = LessonSteps::check(std::get<Lesson>(read));
        QVERIFY2(problem, "the file was accepted");
        QCOMPARE(int(problem->kind), kind);
        QCOMPARE(problem->field, field);
    }

    // What a refusal says: lengths in characters, as counted by code points (an emoji is one),
    // any version above this one's called newer, and numbers no longer than a line.
    void refusalsCountAndShowAsTheReadmeSays_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("value");
        using K = LessonProblem::Kind;
        const auto withNote = [](const QString &note) {
            QJsonObject root = fullJson();
            QJsonArray bookmarks = root.value("bookmarks").toArray();
            QJsonObject bookmark = bookmarks.at(0).toObject();
            bookmark.insert("note", note);
            bookmarks.replace(0, bookmark);
            root.insert("bookmarks", bookmarks);
            return bytesOf(root);
        };
        const auto withRaw = [](const char *field, const char *number) {
            QByteArray bytes = bytesOf(fullJson());
            const QByteArray key = QByteArray("\"") + field + "\":";
            qsizetype at = bytes.indexOf(key) + key.size();
            while (at < bytes.size() && bytes[at] == ' ')
                ++at;
            qsizetype end = at;
            while (end < bytes.size() && !QByteArray(",}\n\r ").contains(bytes[end]))
                ++end;
            return bytes.replace(at, end - at, number);
        };
        const QString emoji = QString::fromUtf8("\xF0\x9F\x91\x91"); // a crown: two UTF-16 units
        QTest::newRow("501 emoji") << withNote(emoji.repeated(501)) << int(K::TooLong) << "501";
        QTest::newRow("version 2,000,000")
            << withRaw("version", "2000000") << int(K::NewerVersion) << "2000000";
        QTest::newRow("version 1e308")
            << withRaw("version", "1e308") << int(K::NewerVersion) << "1 × 10^308";
        QTest::newRow("step 1e308")
            << withRaw("step", "1e308") << int(K::OutOfRange) << "1 × 10^308";
        QTest::newRow("step 2^64")
            << withRaw("step", "18446744073709551616") << int(K::OutOfRange) << "1.8447 × 10^19";
        // 2^53 + 1 is read as 2^53: shown in full it would claim a number that was not written.
        QTest::newRow("step 2^53+1")
            << withRaw("step", "9007199254740993") << int(K::OutOfRange) << "9.0072 × 10^15";
    }
    void refusalsCountAndShowAsTheReadmeSays()
    {
        QFETCH(QByteArray, file);
        QFETCH(int, kind);
        QFETCH(QString, value);
        const auto read = LessonFormat::read(file, kPanels);
        QVERIFY2(std::holds_alternative<LessonProblem>(read), file.left(300).constData());
        const LessonProblem problem = std::get<LessonProblem>(read);
        QCOMPARE(int(problem.kind), kind);
        QCOMPARE(problem.value, value);
    }

    void aNoteOfFiveHundredEmojiIsWhole()
    {
        const QString emoji = QString::fromUtf8("\xF0\x9F\x91\x91");
        QCOMPARE(LessonFormat::noteLength(emoji.repeated(500)), 500);
        QCOMPARE(LessonFormat::clipNote(emoji.repeated(600)), emoji.repeated(500));
        // Never cut inside a character: 499 letters and an emoji keep the whole emoji.
        const QString mixed = QString(499, u'a') + emoji + emoji;
        QCOMPARE(LessonFormat::clipNote(mixed), QString(499, u'a') + emoji);
    }

    void aStepExistsUpToTheLastStepOfItsSearch()
    {
        // N=4, all solutions, arrays: the search's last event (done) is its last step.
        Stepper stepper({4, Order::Rows, Check::Arrays, Goal::All});
        while (!stepper.isFinished())
            stepper.next();
        const std::uint64_t last = stepper.counters().steps;
        Lesson lesson;
        lesson.search = searchOf(4);
        lesson.step = last;
        QVERIFY(!LessonSteps::check(lesson));
        lesson.step = last + 1;
        const auto problem = LessonSteps::check(lesson);
        QVERIFY(problem);
        QCOMPARE(problem->kind, LessonProblem::Kind::StepBeyondEnd);
        QCOMPARE(problem->allowed, QString::number(last));
    }

    void aCancelledCheckSaysSo()
    {
        Lesson lesson;
        lesson.search = searchOf(14);
        lesson.step = 50'000'000;
        std::atomic<bool> cancel {false};
        double lastFraction = 0;
        const auto problem = LessonSteps::check(lesson, &cancel, [&](double fraction) {
            lastFraction = fraction;
            cancel = true;
        });
        QVERIFY(problem);
        QCOMPARE(problem->kind, LessonProblem::Kind::Cancelled);
        QVERIFY(lastFraction > 0 && lastFraction < 0.1);
    }

    void bookmarksKeepSearchAndStepOrder()
    {
        const LessonSearch four = searchOf(4);
        const LessonSearch eight = searchOf(8);
        LessonSearch eightFromQueens = eight;
        eightFromQueens.startQueens = Placement(8);
        eightFromQueens.startQueens.cols[0] = 3;
        BookmarkList list;
        QCOMPARE(list.mark({eight, 30, "c"}), 0);
        QCOMPARE(list.mark({eight, 10, "b"}), 0);
        QCOMPARE(list.mark({four, 50, "a"}), 0);
        QCOMPARE(list.mark({eightFromQueens, 2, "e"}), 3);
        QCOMPARE(list.mark({eight, 40, "d"}), 3);
        QStringList notes;
        for (const LessonBookmark &bookmark : list.all())
            notes << bookmark.note;
        QCOMPARE(notes, QStringList({"a", "b", "c", "d", "e"}));
        // Marking a step again changes its note, never adds a second bookmark.
        QCOMPARE(list.mark({eight, 30, "c again"}), 2);
        QCOMPARE(list.size(), 5);
        QCOMPARE(list.at(2).note, QStringLiteral("c again"));
        QCOMPARE(list.find(eight, 40), std::optional<int>(3));
        QCOMPARE(list.find(eight, 41), std::nullopt);
        QCOMPARE(list.find(eightFromQueens, 40), std::nullopt);
    }

    void nextAndPreviousGoThroughTheList_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("step");
        QTest::addColumn<int>("next");
        QTest::addColumn<int>("previous");
        QTest::newRow("before all") << 4 << 0 << 0 << -1;
        QTest::newRow("on the first") << 4 << 50 << 1 << -1;
        QTest::newRow("between searches") << 4 << 60 << 1 << 0;
        QTest::newRow("between steps") << 8 << 20 << 2 << 1;
        QTest::newRow("on one") << 8 << 30 << 3 << 1;
        QTest::newRow("after all") << 8 << 99 << -1 << 3;
        QTest::newRow("a search without bookmarks, between") << 6 << 5 << 1 << 0;
        QTest::newRow("a search without bookmarks, after") << 10 << 5 << -1 << 3;
    }

    void nextAndPreviousGoThroughTheList()
    {
        QFETCH(int, n);
        QFETCH(int, step);
        QFETCH(int, next);
        QFETCH(int, previous);
        BookmarkList list;
        list.setAll({{searchOf(8), 40, "d"},
                     {searchOf(4), 50, "a"},
                     {searchOf(8), 10, "b"},
                     {searchOf(8), 30, "c"},
                     {searchOf(8), 30, "a repeated step keeps the first note"}});
        QCOMPARE(list.size(), 4);
        QCOMPARE(list.at(2).note, QStringLiteral("c"));
        QCOMPARE(list.next(searchOf(n), std::uint64_t(step)).value_or(-1), next);
        QCOMPARE(list.previous(searchOf(n), std::uint64_t(step)).value_or(-1), previous);
        list.remove(0);
        QCOMPARE(list.size(), 3);
        QCOMPARE(list.at(0).note, QStringLiteral("b"));
    }

    // A lesson holds a student's trace whole (its name, N, goal and text), opens on its step and
    // keeps notes on its steps; read back, it is the same trace, checked again the same way.
    void aLessonHoldsATrace()
    {
        const Lesson lesson = traceLesson();
        const QByteArray file = LessonFormat::write(lesson);
        const QJsonObject root = QJsonDocument::fromJson(file).object();
        QCOMPARE(root.value("version").toInt(), 2); // older programs refuse it as newer
        const QJsonObject trace = root.value("trace").toObject();
        QCOMPARE(trace.value("name").toString(), QStringLiteral("bug.trace"));
        QCOMPARE(trace.value("n").toInt(), 4);
        QCOMPARE(trace.value("firstOnly").toBool(true), false);
        QCOMPARE(trace.value("text").toString().toUtf8(), kDiagonalBug);
        QCOMPARE(root.value("search").toObject().value("trace"), QJsonValue(true));
        QCOMPARE(root.value("bookmarks")
                     .toArray()
                     .at(2)
                     .toObject()
                     .value("search")
                     .toObject()
                     .value("trace"),
                 QJsonValue(true));
        QVERIFY(!root.value("bookmarks")
                     .toArray()
                     .at(0)
                     .toObject()
                     .value("search")
                     .toObject()
                     .contains("trace"));

        const auto read = LessonFormat::read(file, kPanels);
        QVERIFY2(std::holds_alternative<Lesson>(read), describe(read).constData());
        const Lesson &again = std::get<Lesson>(read);
        QCOMPARE(again, lesson);
        QVERIFY(again.trace.run != lesson.trace.run); // made again from the text
        QVERIFY(again.search.isTrace());
        QCOMPARE(again.search.trace, lesson.trace.run->fingerprint);
        QCOMPARE(again.trace.run->stepCount(), lesson.trace.run->stepCount());
        QVERIFY(again.trace.run->violation);
        QCOMPARE(again.trace.run->violationStep(), std::optional<std::uint64_t>(6));
        QCOMPARE(again.bookmarks.at(2).note, QStringLiteral("row 1, column 1 is attacked"));
        QVERIFY(!LessonSteps::check(again));
        QCOMPARE(LessonSteps::replayLength(again), 3u); // only the built-in search is replayed
    }

    // A trace whose own lines are not UTF-8 (a program printing binary, Latin-1, a NUL) comes
    // back from the lesson byte for byte: the same fingerprint, so that the notes saved on it are
    // still on the trace's file opened again.
    void aTraceThatIsNotUtf8KeepsItsFingerprint()
    {
        QByteArray text = kDiagonalBug;
        text.insert(text.indexOf("remove 1 1"), QByteArray("caf\xe9 \xff\xfe\x00 binary\r\n", 17));
        Lesson lesson = traceLesson();
        lesson.trace.run = traceOf(text);
        QCOMPARE(lesson.trace.run->store->counts().outputLines, quint64(2));
        const QJsonObject trace =
            QJsonDocument::fromJson(LessonFormat::write(lesson)).object().value("trace").toObject();
        QVERIFY(!trace.contains("text"));
        QCOMPARE(QByteArray::fromBase64(trace.value("textBase64").toString().toLatin1()), text);
        const auto read = LessonFormat::read(LessonFormat::write(lesson), kPanels);
        QVERIFY2(std::holds_alternative<Lesson>(read), describe(read).constData());
        const Lesson &again = std::get<Lesson>(read);
        QCOMPARE(QByteArray::fromStdString(again.trace.run->text), text);
        QCOMPARE(again.trace.run->fingerprint, traceOf(text)->fingerprint);
        QCOMPARE(again.search.trace, lesson.trace.run->fingerprint);
        QCOMPARE(again.trace.run->stepCount(), lesson.trace.run->stepCount());
        QVERIFY(!LessonSteps::check(again));
    }

    // A lesson without a trace is still written as version 1, which older programs read; a
    // version 1 file opens as before.
    void aLessonWithoutATraceStaysVersionOne()
    {
        QCOMPARE(fullJson().value("version").toInt(), 1);
        QVERIFY(!fullJson().contains("trace"));
        QVERIFY(std::holds_alternative<Lesson>(
            LessonFormat::read(LessonFormat::write(fullLesson()), kPanels)));
    }

    void aTraceLessonIsRefusedWithTheFieldAndTheReason_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("field");
        using K = LessonProblem::Kind;
        const QJsonObject root =
            QJsonDocument::fromJson(LessonFormat::write(traceLesson())).object();
        const auto withTrace = [&root](const QString &key, const QJsonValue &value) {
            QJsonObject changed = root;
            QJsonObject trace = changed.value("trace").toObject();
            if (value.isUndefined())
                trace.remove(key);
            else
                trace.insert(key, value);
            changed.insert("trace", trace);
            return bytesOf(changed);
        };
        // The trace's text as Base64 only (with both, the file is refused for having both).
        const auto withBase64 = [&root](const QString &encoded) {
            QJsonObject changed = root;
            QJsonObject trace = changed.value("trace").toObject();
            trace.remove("text");
            trace.insert("textBase64", encoded);
            changed.insert("trace", trace);
            return bytesOf(changed);
        };
        QJsonObject noTrace = root;
        noTrace.remove("trace");
        QTest::newRow("a trace's search without the trace")
            << bytesOf(noTrace) << int(K::Missing) << "trace";
        QJsonObject beyond = root;
        beyond.insert("step", 10);
        QTest::newRow("a step past the trace's end")
            << bytesOf(beyond) << int(K::StepBeyondEnd) << "step";
        QTest::newRow("no text") << withTrace("text", QJsonValue::Undefined) << int(K::Missing)
                                 << "trace.text";
        QTest::newRow("no name") << withTrace("name", QJsonValue::Undefined) << int(K::Missing)
                                 << "trace.name";
        QTest::newRow("n too large") << withTrace("n", 33) << int(K::OutOfRange) << "trace.n";
        // The limits are bytes (as the text is kept and saved again), not characters.
        QTest::newRow("text too long")
            << withTrace("text", QString(LessonFormat::kMaxTraceBytes + 1, u'x'))
            << int(K::TooManyBytes) << "trace.text";
        QTest::newRow("text of 5 million two-byte characters")
            << withTrace("text", QString(5'000'000, u'é')) << int(K::TooManyBytes) << "trace.text";
        QJsonObject both = root;
        QJsonObject bothTrace = both.value("trace").toObject();
        bothTrace.insert("textBase64", QString::fromLatin1(kDiagonalBug.toBase64()));
        both.insert("trace", bothTrace);
        QTest::newRow("text and textBase64 together")
            << bytesOf(both) << int(K::Conflicting) << "trace.text";
        QTest::newRow("text not text") << withTrace("text", 5) << int(K::WrongType) << "trace.text";
        QTest::newRow("textBase64 not Base64") << withBase64(QStringLiteral("dHJ5!IDAgMA=="))
                                               << int(K::WrongType) << "trace.textBase64";
        QTest::newRow("textBase64 too long") << withBase64(
            QString::fromLatin1(QByteArray(LessonFormat::kMaxTraceBytes + 1, 'x').toBase64()))
                                             << int(K::TooManyBytes) << "trace.textBase64";
        // A shorter trace under the same notes: the note on the violation is past its end.
        QTest::newRow("a shorter trace") << withTrace(
            "text", QString::fromUtf8(kDiagonalBug.left(kDiagonalBug.indexOf("try 1 1"))))
                                         << int(K::StepBeyondEnd) << "bookmarks[2].step";
    }
    void aTraceLessonIsRefusedWithTheFieldAndTheReason()
    {
        QFETCH(QByteArray, file);
        QFETCH(int, kind);
        QFETCH(QString, field);
        const auto read = LessonFormat::read(file, kPanels);
        std::optional<LessonProblem> problem;
        if (std::holds_alternative<LessonProblem>(read))
            problem = std::get<LessonProblem>(read);
        else
            problem = LessonSteps::check(std::get<Lesson>(read));
        QVERIFY2(problem, "the file was accepted");
        QCOMPARE(int(problem->kind), kind);
        QCOMPARE(problem->field, field);
    }

    // Both text and textBase64: refused naming both, whichever is the trace.
    void bothTextsAreNamed()
    {
        QJsonObject root = QJsonDocument::fromJson(LessonFormat::write(traceLesson())).object();
        QJsonObject trace = root.value("trace").toObject();
        trace.insert("textBase64", QString::fromLatin1(kDiagonalBug.toBase64()));
        root.insert("trace", trace);
        const auto read = LessonFormat::read(bytesOf(root), kPanels);
        QVERIFY(std::holds_alternative<LessonProblem>(read));
        const LessonProblem problem = std::get<LessonProblem>(read);
        QCOMPARE(int(problem.kind), int(LessonProblem::Kind::Conflicting));
        QCOMPARE(problem.field, QStringLiteral("trace.text"));
        QCOMPARE(problem.value, QStringLiteral("trace.textBase64"));
    }

    // Base64 wrapped in lines (as `base64` writes it, with CRLF too) reads as the same trace.
    void wrappedBase64IsRead()
    {
        QJsonObject root = QJsonDocument::fromJson(LessonFormat::write(traceLesson())).object();
        QJsonObject trace = root.value("trace").toObject();
        trace.remove("text");
        QByteArray wrapped = kDiagonalBug.toBase64();
        for (qsizetype at = 76; at < wrapped.size(); at += 78)
            wrapped.insert(at, at % 3 ? "\n" : "\r\n");
        QVERIFY(wrapped.contains('\n'));
        trace.insert("textBase64", QString::fromLatin1(wrapped));
        root.insert("trace", trace);
        const auto read = LessonFormat::read(bytesOf(root), kPanels);
        QVERIFY2(std::holds_alternative<Lesson>(read), describe(read).constData());
        QCOMPARE(QByteArray::fromStdString(std::get<Lesson>(read).trace.run->text), kDiagonalBug);
    }

    // Every lesson that opens is saved again, and the saved file opens: a trace text at the
    // limit in two-byte characters (it was refused on saving, counted in characters on
    // reading), one of control characters (six bytes each in JSON: written as Base64), a name
    // longer than reading allows.
    void aLessonThatOpensIsSavedAgain_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("8 MiB of two-byte characters")
            << QString(LessonFormat::kMaxTraceBytes / 2, u'é').toUtf8();
        QTest::newRow("control characters") << QByteArray(2'500'000, '\x01');
    }
    void aLessonThatOpensIsSavedAgain()
    {
        QFETCH(QByteArray, text);
        QJsonObject root = QJsonDocument::fromJson(LessonFormat::write(traceLesson())).object();
        QJsonObject trace = root.value("trace").toObject();
        trace.insert("text", QString::fromUtf8(text));
        root.insert("trace", trace);
        root.remove("bookmarks");
        root.insert("step", 0);
        const QByteArray file = bytesOf(root);
        QVERIFY(file.size() <= LessonFormat::kMaxFileBytes);
        const auto read = LessonFormat::read(file, kPanels);
        QVERIFY2(std::holds_alternative<Lesson>(read), describe(read).constData());
        const Lesson &lesson = std::get<Lesson>(read);
        QVERIFY(lesson.trace.run->textKept);
        const QByteArray saved = LessonFormat::write(lesson);
        QVERIFY2(saved.size() <= LessonFormat::kMaxFileBytes, QByteArray::number(saved.size()));
        const auto again = LessonFormat::read(saved, kPanels);
        QVERIFY2(std::holds_alternative<Lesson>(again), describe(again).constData());
        QCOMPARE(std::get<Lesson>(again).trace.run->text, lesson.trace.run->text);
        QCOMPARE(std::get<Lesson>(again).trace.run->fingerprint, lesson.trace.run->fingerprint);
    }

    void aLongNameIsSavedAsLongAsItMayBe()
    {
        Lesson lesson = traceLesson();
        auto run = std::make_shared<TraceRun>(*lesson.trace.run);
        run->name = QString::fromUtf8("😀")
                        .repeated(3000)
                        .toStdString(); // a command line, two UTF-16 units each
        lesson.trace.run = run;
        const auto read = LessonFormat::read(LessonFormat::write(lesson), kPanels);
        QVERIFY2(std::holds_alternative<Lesson>(read), describe(read).constData());
        QCOMPARE(QString::fromStdString(std::get<Lesson>(read).trace.run->name),
                 QString::fromUtf8("😀").repeated(LessonFormat::kMaxTraceNameLength / 2));
    }

    // A lesson never runs anything: a program named in it (a "command" beside the trace or at
    // the top) is no field of the format; only the trace's text is read.
    void aLessonThatNamesACommandNeverRunsIt()
    {
        QTemporaryDir folder;
        const QString marker = folder.filePath("ran");
        const QString command = QStringLiteral("touch %1").arg(marker);
        QJsonObject root = QJsonDocument::fromJson(LessonFormat::write(traceLesson())).object();
        QJsonObject trace = root.value("trace").toObject();
        trace.insert("command", command);
        trace.insert("program", QJsonArray {"sh", "-c", command});
        trace.insert("name", command);
        root.insert("trace", trace);
        root.insert("command", command);
        const auto read = LessonFormat::read(bytesOf(root), kPanels);
        QVERIFY2(std::holds_alternative<Lesson>(read), describe(read).constData());
        const Lesson &lesson = std::get<Lesson>(read);
        QVERIFY(!LessonSteps::check(lesson));
        QCOMPARE(QString::fromStdString(lesson.trace.run->name), command); // a name, only
        QCOMPARE(lesson.trace.run->stepCount(), traceOf(kDiagonalBug)->stepCount());
        QVERIFY(!QFile::exists(marker));
    }

    // The same trace read twice (from its file, from a lesson) is named the same, so the
    // lesson's bookmarks show on it; another trace, or the same text for another N, is not.
    void aTraceIsKnownByItsText()
    {
        QCOMPARE(traceOf(kDiagonalBug)->fingerprint, traceOf(kDiagonalBug)->fingerprint);
        QVERIFY(traceOf(kDiagonalBug)->fingerprint
                != traceOf(kDiagonalBug + "done\n")->fingerprint);
        QVERIFY(traceOf(kDiagonalBug)->fingerprint != traceOf(kDiagonalBug, 5)->fingerprint);
        QVERIFY(traceOf(kDiagonalBug)->fingerprint != 0);
        // A trace too long to be held keeps no text and is known by a number of its own.
        const QByteArray longTrace(qsizetype(TraceIntake::kMaxKeptTextBytes) + 1, '\n');
        const auto first = traceOf(longTrace);
        QVERIFY(!first->textKept);
        QVERIFY(first->text.empty());
        QCOMPARE(first->textBytes, std::uint64_t(longTrace.size()));
        QVERIFY(first->fingerprint != 0);
        QVERIFY(first->fingerprint != traceOf(longTrace)->fingerprint);
    }

    // At least 1,000 damaged files: each is refused with a problem, or reads into a lesson
    // that satisfies every rule (never a crash, never half a lesson).
    void mutatedAndTruncatedFilesAreRefusedOrValid()
    {
        QRandomGenerator random(20261125);
        const QByteArray original = LessonFormat::write(fullLesson());
        int refused = 0;
        int accepted = 0;
        for (int i = 0; i < 1500; ++i) {
            QByteArray file;
            switch (i % 3) {
            case 0: file = original.left(random.bounded(int(original.size()))); break;
            case 1: {
                file = original;
                for (int k = 0, flips = 1 + random.bounded(4); k < flips; ++k)
                    file[random.bounded(int(file.size()))] = char(random.bounded(256));
                break;
            }
            default: file = bytesOf(mutate(fullJson(), random).toObject());
            }
            const auto read = LessonFormat::read(file, kPanels);
            if (std::holds_alternative<LessonProblem>(read)) {
                ++refused;
                continue;
            }
            const Lesson &lesson = std::get<Lesson>(read);
            if (LessonSteps::check(lesson)) {
                ++refused;
                continue;
            }
            ++accepted;
            verifyValid(lesson);
            if (QTest::currentTestFailed())
                qFatal("accepted an invalid lesson: %s", file.constData());
            // What was read writes back to a file that reads the same.
            const auto again = LessonFormat::read(LessonFormat::write(lesson), kPanels);
            QVERIFY(std::holds_alternative<Lesson>(again));
            QCOMPARE(std::get<Lesson>(again), lesson);
        }
        qInfo("%d refused, %d accepted", refused, accepted);
        QVERIFY(refused > 500);
        QVERIFY(accepted > 50); // harmless changes (a note, a speed) still load
    }
};

NQ_TEST_GUILESS_MAIN(TestLesson)
#include "tst_lesson.moc"
