#include "testregistry.h"
#include "tracefixtures.h"
#include "tracerun.h"
#include "tracestore.h"

#include <QTest>

#include <string>
#include <vector>

using namespace nq;

namespace tracestoretest {

SearchOptions storeOptions(int n, Order order, Check check, Goal goal)
{
    SearchOptions options;
    options.n = n;
    options.order = order;
    options.check = check;
    options.goal = goal;
    return options;
}

void storeText(TraceStore &store, std::string_view text, std::size_t chunk = 4096)
{
    nq::test::readInChunks(text, store.n(), chunk,
                           [&](const TraceLine &line) { store.append(line); });
}

// The search as the stepper went, step by step: the event, and the board and counters
// before it.
struct SteppedSearch
{
    std::vector<Event> events;
    std::vector<Placement> boards; // before each event, and after the last
    std::vector<Counters> counters;
};

SteppedSearch stepped(const SearchOptions &options)
{
    SteppedSearch search;
    Stepper stepper(options);
    while (!stepper.isFinished()) {
        search.boards.push_back(stepper.placement());
        search.counters.push_back(stepper.counters());
        search.events.push_back(stepper.next());
    }
    search.boards.push_back(stepper.placement());
    search.counters.push_back(stepper.counters());
    return search;
}

bool sameCounts(const Counters &stepper, const Counters &stored)
{
    return stepper.steps == stored.steps && stepper.tries == stored.tries
           && stepper.places == stored.places && stepper.removes == stored.removes
           && stepper.backtracks == stored.backtracks && stepper.solutions == stored.solutions;
}

Placement boardOf(const TracePosition &position)
{
    Placement placement;
    position.placement(placement);
    return placement;
}

} // namespace tracestoretest

using namespace tracestoretest;

// Tests TraceStore (core/engine tracestore.h): a trace stored at 2 bytes an event gives back
// every event as written and the board and counters before any step, across its checkpoints,
// for the built-in search and for wrong programs alike; lines that are not events keep
// their place and line numbers.
class TestTraceStore : public QObject
{
    Q_OBJECT

private slots:
    void givesBackTheBuiltInSearch_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("order");
        QTest::addColumn<int>("check");
        QTest::addColumn<int>("goal");
        for (const int n : {1, 4, 6, 8}) {
            for (const Order order : {Order::Rows, Order::Columns}) {
                for (const Check check : {Check::Scan, Check::Arrays, Check::Bitmask}) {
                    for (const Goal goal : {Goal::All, Goal::First}) {
                        const QByteArray name = QByteArray::number(n) + ' '
                                                + QByteArray(toString(order).data()) + ' '
                                                + QByteArray(toString(check).data()) + ' '
                                                + QByteArray(toString(goal).data());
                        QTest::newRow(name.constData())
                            << n << int(order) << int(check) << int(goal);
                    }
                }
            }
        }
    }
    void givesBackTheBuiltInSearch()
    {
        QFETCH(int, n);
        QFETCH(int, order);
        QFETCH(int, check);
        QFETCH(int, goal);
        const SearchOptions options = storeOptions(n, Order(order), Check(check), Goal(goal));
        const SteppedSearch search = stepped(options);
        TraceStore store(n);
        storeText(store, nq::test::joinLines(nq::test::traceLines(options)));
        const std::uint64_t steps = search.events.size();
        QCOMPARE(store.stepCount(), steps);

        // Every step in one pass: the event as written (a conflict's attacker read back from
        // the board), its line, and the board and counters before it.
        std::uint64_t visited = 0;
        std::vector<std::uint64_t> solutions;
        store.visitSteps(0, steps, [&](const TraceStep &step, const TracePosition &before) {
            QCOMPARE(step.step, visited);
            QCOMPARE(step.event, search.events[visited]);
            QCOMPARE(step.line, visited + 1);
            QCOMPARE(before.step, visited);
            QCOMPARE(boardOf(before), search.boards[visited]);
            QVERIFY(sameCounts(search.counters[visited], before.counters()));
            if (step.event.type == EventType::Solution)
                solutions.push_back(visited);
            ++visited;
        });
        QCOMPARE(visited, steps);
        QCOMPARE(store.solutionSteps(), solutions);

        // Any step on its own, on both sides of each checkpoint, and the end.
        std::vector<std::uint64_t> probes = {0, steps / 2, steps};
        for (std::uint64_t k = TraceStore::kCheckpointInterval; k <= steps;
             k += TraceStore::kCheckpointInterval)
            probes.insert(probes.end(), {k - 1, k, k + 1});
        for (std::uint64_t k = 0; k < steps; k += 211)
            probes.push_back(k);
        for (const std::uint64_t k : probes) {
            if (k > steps)
                continue;
            const TracePosition position = store.positionAfter(k);
            QCOMPARE(position.step, k);
            QCOMPARE(boardOf(position), search.boards[k]);
            QVERIFY(sameCounts(search.counters[k], position.counters()));
            QCOMPARE(position.lastEventLine, k);
            if (k < steps)
                QCOMPARE(store.stepAt(k).event, search.events[k]);
        }
    }

    // 2 bytes an event, and beside them at most the last chunk's free words and a little for the
    // checkpoints (resources/doc/design.md asks at most 4 bytes an event; the benchmark states
    // N=12).
    void holdsAnEventInTwoBytes()
    {
        const SearchOptions options = storeOptions(9, Order::Rows, Check::Scan, Goal::All);
        TraceStore store(9);
        storeText(store, nq::test::joinLines(nq::test::traceLines(options)), 1 << 16);
        const double events = double(store.stepCount());
        const double chunk = 2.0 * 65536;
        QVERIFY2(double(store.memoryBytes()) <= 2.06 * events + chunk + 4096,
                 QByteArray::number(double(store.memoryBytes()) / events).constData());
    }

    // A wrong program's board is shown as it was (two queens in a row, a queen on a queen)
    // and its events as it wrote them: conflicts naming a queen that is not there, or one of
    // two on a line; solution numbers that are not the count; solutions with none.
    void givesBackAWrongProgramAsWritten()
    {
        const std::vector<std::string> lines = {
            "place 0 0",
            "place 0 3", // a second queen in row 0
            "conflict 1 0 queen 0 0 column", // the one queen on that column: read back
            "conflict 1 3 queen 5 5 diagonal", // no such queen: kept aside
            "conflict 1 1 queen 0 0 diagonal",
            "place 2 0", // now column 0 holds two queens
            "conflict 1 0 queen 2 0 column", // one of two: kept aside
            "conflict 1 0 queen 0 0 column", // the first from the top: kept aside as well
            "conflict 3 3",
            "place 0 0", // on a queen
            "remove 4 4", // where none stands
            "solution 7",
            "solution",
            "solution 3",
            "backtrack 2",
            "done",
        };
        TraceStore store(8);
        storeText(store, nq::test::joinLines(lines), 5);
        QCOMPARE(store.stepCount(), std::uint64_t(lines.size()));
        for (std::uint64_t k = 0; k < lines.size(); ++k) {
            const TraceStep step = store.stepAt(k);
            std::string written = eventLine(step.event);
            if (step.event.type == EventType::Conflict && !step.attackerNamed)
                written = written.substr(0, written.find(" queen"));
            if (step.event.type == EventType::Solution && !step.solutionNumbered)
                written = "solution";
            QCOMPARE(written, lines[k]);
            QCOMPARE(step.line, k + 1);
        }
        const TracePosition twoInARow = store.positionAfter(2);
        Placement placement;
        QVERIFY(!twoInARow.placement(placement));
        QCOMPARE(twoInARow.board.squares()[0], std::uint32_t(0b1001));
        QCOMPARE(twoInARow.board.queenCount(), 2);
        QCOMPARE(store.positionAfter(lines.size()).board.queenCount(), 3);
        QCOMPARE(store.solutionSteps(), (std::vector<std::uint64_t> {11, 12, 13}));
    }

    // Lines that are not events keep their place: runs longer than one word holds, the
    // malformed apart from the output, line numbers exact on every step.
    // A trace of conflicts that name no queen (the helpers' short form) takes at most 4 bytes an
    // event, as every other kind does: its store and the run made of it, for 2 million events
    // (the bound holds at any count: 2 bytes a word, a checkpoint every 4,096 events; about
    // 1 s on a loaded machine). What it guards: a side note for each such conflict (the
    // store's 16-byte AttackerNote, sized by doubling) takes 18.7 bytes an event here and
    // 28.9 at 10 million, the 23 to 28 that issue #47 measured in the window; the code of the
    // time does not note them, and the figure was not reproduced there (the window of
    // commit 28660b3 opening 10 million such conflicts grew by 2.6 bytes an event, a program
    // run printing them 2.8): a guard, not a reproduction.
    void aConflictOnlyTraceTakesUnderFourBytesAnEvent()
    {
        TraceIntake intake(8, false);
        intake.feed("place 0 0\n");
        std::string chunk;
        for (int i = 0; i < 65536; ++i)
            chunk += "conflict 1 0\n";
        while (intake.store().stepCount() < 2'000'000)
            intake.feed(chunk);
        intake.finish();
        const auto run = TraceRun::make("conflicts", intake);
        const std::uint64_t events = run->stepCount();
        const std::uint64_t bytes = intake.store().memoryBytes()
                                    + run->levelCheckpoints.size() * sizeof(TraceRun::LevelCounts);
        qInfo("%.2f bytes an event", double(bytes) / double(events));
        QVERIFY2(bytes < 4 * events, qPrintable(QString::number(double(bytes) / double(events))));
        QVERIFY(run->store->stepAt(events - 1).event.type == EventType::Conflict);
        QVERIFY(!run->store->stepAt(events - 1).attackerNamed);
    }

    // A missed solution is explained: how many of its queens the program held together, and
    // the one it never placed with them. A program that finds [1, 3, 0, 2] and gives up after
    // trying row 0, column 2: [2, 0, 3, 1] is missed, 1 queen of it held, (1, 0) never placed.
    void aMissedSolutionIsExplained()
    {
        TraceIntake intake(4, false);
        intake.feed("place 0 1\nplace 1 3\nplace 2 0\nplace 3 2\nsolution\nremove 3 2\n"
                    "remove 2 0\nremove 1 3\nremove 0 1\nplace 0 2\nremove 0 2\ndone\n");
        intake.finish();
        const auto run = TraceRun::make("gives up", intake);
        QVERIFY(run->violation && run->violation->kind == TraceViolationKind::SolutionsMissed);
        QVERIFY(run->missedPath);
        QCOMPARE(run->missedPath->queensHeld, 1);
        QCOMPARE(run->missedPath->row, 1);
        QCOMPARE(run->missedPath->col, 0);
    }

    void linesThatAreNotEventsKeepTheirPlace()
    {
        std::string text = "Solving\nplace 0 0\n";
        for (int i = 0; i < 10000; ++i)
            text += "board line " + std::to_string(i) + "\n";
        text += "place 9\nplace 1 2\n@nq place 2\n\nremove 1 2\ndone\n";
        TraceStore store(8);
        storeText(store, text, 333);
        QCOMPARE(store.stepCount(), std::uint64_t(4));
        QCOMPARE(store.stepAt(0).line, std::uint64_t(2));
        QCOMPARE(store.stepAt(1).line, std::uint64_t(10004));
        QCOMPARE(store.stepAt(2).line, std::uint64_t(10007));
        QCOMPARE(store.stepAt(3).line, std::uint64_t(10008));
        const TracePosition afterFirst = store.positionAfter(1);
        QCOMPARE(afterFirst.counts.outputLines, std::uint64_t(10001));
        QCOMPARE(afterFirst.counts.malformedLines, std::uint64_t(1));
        QCOMPARE(afterFirst.counts.lines, std::uint64_t(10003));
        QCOMPARE(afterFirst.lastEventLine, std::uint64_t(2));
        QCOMPARE(store.counts().lines, std::uint64_t(10008));
        QCOMPARE(store.counts().outputLines, std::uint64_t(10002));
        QCOMPARE(store.counts().malformedLines, std::uint64_t(2));

        QCOMPARE(store.keptOutputLineCount(), std::size_t(10004));
        QCOMPARE(std::string(store.keptOutputLine(0).text), std::string("Solving"));
        QCOMPARE(store.keptOutputLine(0).stepsBefore, std::uint64_t(0));
        const TraceOutputLine last = store.keptOutputLine(10000);
        QCOMPARE(std::string(last.text), std::string("board line 9999"));
        QCOMPARE(last.line, std::uint64_t(10002));
        QCOMPARE(last.stepsBefore, std::uint64_t(1));
        const TraceOutputLine malformed = store.keptOutputLine(10001);
        QVERIFY(malformed.malformed);
        QCOMPARE(std::string(malformed.text), std::string("place 9"));
        QCOMPARE(store.firstKeptOutputAfter(1), std::size_t(1));
        QCOMPARE(store.firstKeptOutputAfter(2), std::size_t(10002));
        QCOMPARE(store.keptOutputLine(10003).text.size(), std::size_t(0)); // the empty line
    }

    // Output past the caps is counted, not kept; a long line keeps its start and its length.
    void keepsOutputUpToItsCaps()
    {
        std::string text = std::string(100000, 'x') + "\n";
        for (std::size_t i = 0; i < TraceStore::kMaxKeptOutputLines + 4; ++i)
            text += "o\n";
        TraceStore store(4);
        storeText(store, text, 1 << 16);
        QCOMPARE(store.keptOutputLineCount(), TraceStore::kMaxKeptOutputLines);
        QCOMPARE(store.outputLinesNotKept(), std::uint64_t(5));
        QCOMPARE(store.keptOutputLine(0).length, std::uint64_t(100000));
        QCOMPARE(store.keptOutputLine(0).text.size(), TraceReader::kMaxKeptLineBytes);
        QCOMPARE(store.counts().outputLines, std::uint64_t(TraceStore::kMaxKeptOutputLines + 5));
    }
};

NQ_TEST_APPLESS_MAIN(TestTraceStore)
#include "tst_tracestore.moc"
