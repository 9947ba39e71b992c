#include "eventwriter.h"
#include "knowncounts.h"
#include "nqueensweb.h"
#include "searchmetatypes.h"
#include "searchsession.h"
#include "testregistry.h"
#include "tracefixtures.h"
#include "traceverdict.h"
#include "tracewording.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

#include <set>
#include <string>
#include <vector>

using namespace nq;

namespace websessiontest {

QJsonObject parsed(const char *json)
{
    if (json == nullptr)
        return {};
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << "not JSON:" << json << error.errorString();
    return document.object();
}

QJsonObject shownState()
{
    return parsed(nqw_state());
}

int orderCode(Order order)
{
    return order == Order::Rows ? 0 : 1;
}

int checkCode(Check check)
{
    return check == Check::Scan ? 0 : check == Check::Arrays ? 1 : 2;
}

Line lineNamed(const QString &name)
{
    for (const Line line :
         {Line::None, Line::Column, Line::Row, Line::Diagonal, Line::AntiDiagonal})
        if (name == QLatin1String(toString(line).data()))
            return line;
    return Line::None;
}

// The state's event as the engine's Event, so that it is written as nqueens-cli trace writes
// its line (eventLine): "none" at step 0.
std::string eventLineOf(const QJsonObject &state)
{
    const QJsonObject event = state[QLatin1String("event")].toObject();
    const QString type = event[QLatin1String("type")].toString();
    if (type == QLatin1String("none"))
        return "none";
    Event made;
    for (const EventType candidate :
         {EventType::Try, EventType::Conflict, EventType::Place, EventType::Solution,
          EventType::Remove, EventType::Backtrack, EventType::Done})
        if (type == QLatin1String(toString(candidate).data()))
            made.type = candidate;
    made.row = std::int8_t(event[QLatin1String("row")].toInt());
    made.col = std::int8_t(event[QLatin1String("col")].toInt());
    made.attackerRow = std::int8_t(event[QLatin1String("attackerRow")].toInt());
    made.attackerCol = std::int8_t(event[QLatin1String("attackerCol")].toInt());
    made.line = lineNamed(event[QLatin1String("line")].toString());
    made.level = std::int8_t(event[QLatin1String("level")].toInt());
    made.solution = std::uint64_t(event[QLatin1String("solution")].toDouble());
    return eventLine(made);
}

QJsonArray queensOf(const Placement &placement)
{
    QJsonArray queens;
    for (int row = 0; row < placement.n; ++row)
        queens.append(int(placement.cols[std::size_t(row)]));
    return queens;
}

QJsonObject countersOf(const Counters &counters)
{
    return {{QLatin1String("steps"), double(counters.steps)},
            {QLatin1String("tries"), double(counters.tries)},
            {QLatin1String("checks"), double(counters.checks)},
            {QLatin1String("places"), double(counters.places)},
            {QLatin1String("removes"), double(counters.removes)},
            {QLatin1String("backtracks"), double(counters.backtracks)},
            {QLatin1String("solutions"), double(counters.solutions)}};
}

// Starts the module's search and shows step `step` by running forward to it.
QByteArray forwardTo(const SearchOptions &options, std::uint64_t step)
{
    nqw_start(options.n, orderCode(options.order), checkCode(options.check),
              options.goal == Goal::First ? 0 : 1);
    nqw_advance(double(step));
    return QByteArray(nqw_state());
}

std::string traceTextOf(const std::vector<std::string> &lines)
{
    return nq::test::joinLines(lines);
}

} // namespace websessiontest

using namespace websessiontest;

// Tests the web page's engine through its C interface (core/web/nqueensweb.h), natively: the
// state of a step is the search's (the event nqueens-cli trace writes at that step, the board,
// the counters, the levels placed), a step reached back is the step reached forward, the
// solutions at the end are all of them, a trace loaded steps as its store does, and what the
// interface refuses.
class TestWebSession : public QObject
{
    Q_OBJECT

private slots:
    void aStepShowsWhatTheSearchDidThere_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<Order>("order");
        QTest::addColumn<Check>("check");
        QTest::addColumn<bool>("first");
        QTest::newRow("N=4 rows scan") << 4 << Order::Rows << Check::Scan << false;
        QTest::newRow("N=5 columns arrays") << 5 << Order::Columns << Check::Arrays << false;
        QTest::newRow("N=6 rows bitmask") << 6 << Order::Rows << Check::Bitmask << false;
        QTest::newRow("N=6 columns scan, first") << 6 << Order::Columns << Check::Scan << true;
        QTest::newRow("N=8 rows arrays, first") << 8 << Order::Rows << Check::Arrays << true;
        QTest::newRow("N=1 columns bitmask") << 1 << Order::Columns << Check::Bitmask << false;
    }
    // Every step of the search, reached by one advance from the start and by stepping one at a
    // time, shows the event nqueens-cli trace writes as that step's line, the stepper's board,
    // counters and levels.
    void aStepShowsWhatTheSearchDidThere()
    {
        QFETCH(int, n);
        QFETCH(Order, order);
        QFETCH(Check, check);
        QFETCH(bool, first);
        const SearchOptions options {n, order, check, first ? Goal::First : Goal::All};
        Stepper stepper(options);
        QCOMPARE(nqw_start(n, orderCode(order), checkCode(check), first ? 0 : 1), 0);
        std::uint64_t step = 0;
        for (;;) {
            const QJsonObject state = shownState();
            QCOMPARE(state[QLatin1String("step")].toDouble(), double(step));
            QCOMPARE(state[QLatin1String("source")].toString(), QStringLiteral("search"));
            QCOMPARE(state[QLatin1String("queens")].toArray(), queensOf(stepper.placement()));
            QCOMPARE(state[QLatin1String("counters")].toObject(), countersOf(stepper.counters()));
            QJsonArray stack;
            for (int level = 0; level < stepper.depth(); ++level)
                stack.append(stepper.candidateAt(level));
            QCOMPARE(state[QLatin1String("stack")].toArray(), stack);
            QCOMPARE(state[QLatin1String("ended")].toBool(), stepper.isFinished());
            if (stepper.isFinished())
                break;
            const std::string expected = eventLine(stepper.next());
            ++step;
            QCOMPARE(nqw_advance(1), double(step));
            QCOMPARE(eventLineOf(shownState()), expected);
        }
        QCOMPARE(eventLineOf(shownState()), std::string("done"));
        // At its end the search goes no further.
        QCOMPARE(nqw_advance(5), double(step));
        QCOMPARE(nqw_go_to(double(step + 1)), 1);
        QCOMPARE(nqw_go_to(0), 0);
        QCOMPARE(eventLineOf(shownState()), std::string("none"));
        QCOMPARE(shownState()[QLatin1String("queens")].toArray(), queensOf(Placement(n)));
    }

    // The event at step K is line K of nqueens-cli trace (as the stepper writes it), far into
    // a long search too.
    void aStepFarIntoTheSearch_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<Order>("order");
        QTest::addColumn<Check>("check");
        QTest::addColumn<qulonglong>("step");
        QTest::newRow("N=10 rows scan, 500,000") << 10 << Order::Rows << Check::Scan << 500000ull;
        QTest::newRow("N=9 columns arrays, 77,777")
            << 9 << Order::Columns << Check::Arrays << 77777ull;
        QTest::newRow("N=11 rows bitmask, 300,001")
            << 11 << Order::Rows << Check::Bitmask << 300001ull;
    }
    void aStepFarIntoTheSearch()
    {
        QFETCH(int, n);
        QFETCH(Order, order);
        QFETCH(Check, check);
        QFETCH(qulonglong, step);
        const SearchOptions options {n, order, check, Goal::All};
        const QJsonObject state = parsed(forwardTo(options, step).constData());
        Stepper stepper(options);
        stepper.skip(step - 1);
        const std::string expected = eventLine(stepper.next());
        QCOMPARE(eventLineOf(state), expected);
        QCOMPARE(state[QLatin1String("queens")].toArray(), queensOf(stepper.placement()));
        QCOMPARE(state[QLatin1String("counters")].toObject(), countersOf(stepper.counters()));
    }

    void aStepReachedBackIsTheStepReachedForward_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<Order>("order");
        QTest::addColumn<Check>("check");
        QTest::newRow("N=10 rows scan") << 10 << Order::Rows << Check::Scan;
        QTest::newRow("N=9 columns arrays") << 9 << Order::Columns << Check::Arrays;
        QTest::newRow("N=8 rows bitmask") << 8 << Order::Rows << Check::Bitmask;
    }
    // Run to its end, then sent back to steps at random (and forward again between them, and
    // to the first and last steps): each shows the same state, byte for byte, as a new search
    // run forward to that step.
    void aStepReachedBackIsTheStepReachedForward()
    {
        QFETCH(int, n);
        QFETCH(Order, order);
        QFETCH(Check, check);
        const SearchOptions options {n, order, check, Goal::All};
        nqw_start(n, orderCode(order), checkCode(check), 1);
        const double furthest = nqw_advance(1e12);
        QVERIFY(furthest > 1000);
        std::vector<std::uint64_t> steps {0, 1, std::uint64_t(furthest) - 1,
                                          std::uint64_t(furthest)};
        QRandomGenerator random(20261206u + std::uint32_t(n));
        for (int i = 0; i < 12; ++i)
            steps.push_back(std::uint64_t(random.bounded(quint64(furthest) + 1)));
        for (const std::uint64_t step : steps) {
            // The run is a new one for each comparison: reach the end again, then go back.
            nqw_start(n, orderCode(order), checkCode(check), 1);
            nqw_advance(furthest);
            nqw_go_to(double(std::uint64_t(furthest) / 3));
            QCOMPARE(nqw_go_to(double(step)), 0);
            // The same bytes, but for how far the run went and whether it is at its end.
            QJsonObject back = shownState();
            QCOMPARE(back[QLatin1String("furthest")].toDouble(), furthest);
            QJsonObject forward = parsed(forwardTo(options, step).constData());
            for (QJsonObject *state : {&back, &forward}) {
                state->remove(QLatin1String("furthest"));
                state->remove(QLatin1String("ended"));
            }
            QCOMPARE(QJsonDocument(back).toJson(), QJsonDocument(forward).toJson());
        }
    }

    void theSolutionsAtTheEndAreEveryOne_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<Order>("order");
        QTest::addColumn<Check>("check");
        for (int n = 1; n <= 10; ++n)
            QTest::addRow("N=%d rows scan", n) << n << Order::Rows << Check::Scan;
        QTest::newRow("N=8 columns arrays") << 8 << Order::Columns << Check::Arrays;
        QTest::newRow("N=9 columns bitmask") << 9 << Order::Columns << Check::Bitmask;
    }
    // The list at the end holds the known number of solutions, each a whole board of queens
    // no two of which attack each other, none twice, each numbered in order and shown at its
    // step by the solution event with its board.
    void theSolutionsAtTheEndAreEveryOne()
    {
        QFETCH(int, n);
        QFETCH(Order, order);
        QFETCH(Check, check);
        nqw_start(n, orderCode(order), checkCode(check), 1);
        nqw_advance(1e12);
        QVERIFY(shownState()[QLatin1String("ended")].toBool());
        QCOMPARE(nqw_solution_count(), double(known::kSolutions[std::size_t(n)]));
        std::set<std::vector<int>> seen;
        double lastStep = 0;
        for (double index = 0; index < nqw_solution_count(); ++index) {
            const QJsonObject solution = parsed(nqw_solution(index));
            QCOMPARE(solution[QLatin1String("number")].toDouble(), index + 1);
            const QJsonArray queens = solution[QLatin1String("queens")].toArray();
            Placement placement(n);
            std::vector<int> columns;
            for (int row = 0; row < n; ++row) {
                placement.cols[std::size_t(row)] = std::int8_t(queens[row].toInt());
                columns.push_back(queens[row].toInt());
            }
            QVERIFY(placement.isComplete());
            QVERIFY(isValidPlacement(placement));
            QVERIFY(seen.insert(columns).second);
            const double step = solution[QLatin1String("step")].toDouble();
            QVERIFY(step > lastStep);
            lastStep = step;
            if (index < 3) {
                QCOMPARE(nqw_go_to(step), 0);
                const QJsonObject state = shownState();
                QCOMPARE(state[QLatin1String("event")].toObject()[QLatin1String("type")].toString(),
                         QStringLiteral("solution"));
                QCOMPARE(state[QLatin1String("queens")].toArray(), queens);
            }
        }
        QCOMPARE(nqw_solution(nqw_solution_count()), nullptr);
        // Asked for the first, the search ends at it.
        nqw_start(n, orderCode(order), checkCode(check), 0);
        nqw_advance(1e12);
        QCOMPARE(nqw_solution_count(), known::kSolutions[std::size_t(n)] > 0 ? 1.0 : 0.0);
        QCOMPARE(shownState()[QLatin1String("goal")].toString(), QStringLiteral("first"));
    }

    // A trace loaded steps through its events as the window's trace run does: each step's
    // event is the program's line, its board the store's, and the first violation is marked
    // with check-trace's words at the step that shows it; a row with two queens is given whole.
    void aTraceStepsAsItsStoreDoes()
    {
        const int n = 6;
        const std::vector<std::string> lines = nq::test::ignoredConflictTrace(n);
        const std::string text = traceTextOf(lines);
        QCOMPARE(nqw_load_trace(text.data(), double(text.size()), n, 0), 0);
        TraceIntake intake(n, false);
        intake.feed(text);
        intake.finish();
        const auto run = TraceRun::make("trace", intake);
        QCOMPARE(shownState()[QLatin1String("source")].toString(), QStringLiteral("trace"));
        QCOMPARE(shownState()[QLatin1String("furthest")].toDouble(), double(run->stepCount()));
        const std::uint64_t violationStep = run->violationStep().value();
        bool sawTwoOnARow = false;
        for (std::uint64_t step = 1; step <= run->stepCount(); step += 7) {
            QCOMPARE(nqw_go_to(double(step)), 0);
            const QJsonObject state = shownState();
            QCOMPARE(eventLineOf(state), lines[step - 1]);
            const TracePosition position = run->store->positionAfter(step);
            QCOMPARE(state[QLatin1String("queens")].toArray(),
                     queensOf(TraceRun::shownPlacement(position.board)));
            QCOMPARE(state[QLatin1String("counters")].toObject(), countersOf(position.counters()));
            sawTwoOnARow = sawTwoOnARow || state.contains(QLatin1String("squares"));
            const QJsonObject violation = state[QLatin1String("violation")].toObject();
            QCOMPARE(violation[QLatin1String("step")].toDouble(), double(violationStep));
            QCOMPARE(violation[QLatin1String("line")].toDouble(), double(run->violation->line));
            QCOMPARE(violation[QLatin1String("text")].toString().toStdString(),
                     TraceVerdict::violationLine(*run->violation, n, run->missedPath));
        }
        QVERIFY(sawTwoOnARow);
        // The findings themselves, for the page's words in its language.
        const QJsonObject findings = shownState()[QLatin1String("violation")].toObject();
        const TraceViolation &v = *run->violation;
        QCOMPARE(findings[QLatin1String("kind")].toString(), QStringLiteral("place-attacked"));
        QCOMPARE(findings[QLatin1String("row")].toInt(), int(v.row));
        QCOMPARE(findings[QLatin1String("col")].toInt(), int(v.col));
        QCOMPARE(findings[QLatin1String("queenRow")].toInt(), int(v.queenRow));
        QCOMPARE(findings[QLatin1String("queenCol")].toInt(), int(v.queenCol));
        QCOMPARE(findings[QLatin1String("along")].toString(),
                 QString::fromLatin1(toString(v.along).data()));
        QCOMPARE(findings[QLatin1String("eventStep")].toDouble(), double(v.step));
        const QJsonObject trace = shownState()[QLatin1String("trace")].toObject();
        QCOMPARE(trace[QLatin1String("steps")].toDouble(), double(run->stepCount()));
        const QJsonObject summary = trace[QLatin1String("summary")].toObject();
        QCOMPARE(summary[QLatin1String("places")].toDouble(), double(run->summary.counts.places));
        QCOMPARE(summary[QLatin1String("distinctSolutions")].toDouble(),
                 double(run->summary.distinctSolutions));
        QCOMPARE(summary[QLatin1String("reference")].toObject()[QLatin1String("ran")].toBool(),
                 run->summary.reference.ran);

        QCOMPARE(nqw_go_to(double(run->stepCount() + 1)), 1);
        QCOMPARE(nqw_advance(1e9), double(run->stepCount()));
        QVERIFY(shownState()[QLatin1String("ended")].toBool());

        // A line that starts like an event but is not one: what the program wrote, as the
        // window's sentence shows it.
        const std::string malformed = "place 0 0\n@nq place 1 \x1b[2J" + std::string(70, 'x')
                                      + "\n";
        QCOMPARE(nqw_load_trace(malformed.data(), double(malformed.size()), 8, 0), 0);
        const QJsonObject wrong = shownState()[QLatin1String("violation")].toObject();
        QCOMPARE(wrong[QLatin1String("kind")].toString(), QStringLiteral("malformed"));
        QCOMPARE(wrong[QLatin1String("reason")].toString(), QStringLiteral("not-a-number"));
        QCOMPARE(wrong[QLatin1String("field")].toString(), QStringLiteral("column"));
        const QString written = wrong[QLatin1String("writtenText")].toString();
        QVERIFY2(written.startsWith(QStringLiteral("'place 1 \\x1b[2Jxxx")), qPrintable(written));
        QVERIFY2(written.endsWith(QStringLiteral("xx'\u2026")), qPrintable(written));

        // A solution missed: how far the program came along it, for the end's sentence.
        const std::string missed = "place 0 2\nplace 1 0\nplace 2 3\nremove 2 3\nremove 1 0\n"
                                   "remove 0 2\nplace 0 1\nplace 1 3\nplace 2 0\nplace 3 2\n"
                                   "solution 1\ndone\n";
        QCOMPARE(nqw_load_trace(missed.data(), double(missed.size()), 4, 0), 0);
        QCOMPARE(
            shownState()[QLatin1String("violation")].toObject()[QLatin1String("kind")].toString(),
            QStringLiteral("solutions-missed"));
        const QJsonObject path =
            shownState()[QLatin1String("trace")].toObject()[QLatin1String("missedPath")].toObject();
        QCOMPARE(path[QLatin1String("queensHeld")].toInt(), 3);
        QCOMPARE(path[QLatin1String("row")].toInt(), 3);
        QCOMPARE(path[QLatin1String("col")].toInt(), 1);

        // The built-in search's own trace holds: its solutions are the search's.
        const std::string good = traceTextOf(
            nq::test::traceLines({n, Order::Columns, Check::Arrays, Goal::All}));
        QCOMPARE(nqw_load_trace(good.data(), double(good.size()), n, 0), 0);
        QVERIFY(!shownState().contains(QLatin1String("violation")));
        QCOMPARE(nqw_solution_count(), double(known::kSolutions[n]));
        QCOMPARE(shownState()[QLatin1String("order")].toString(), QStringLiteral("columns"));
        // A search started again replaces the trace.
        QCOMPARE(nqw_start(5, 0, 0, 1), 0);
        QCOMPARE(shownState()[QLatin1String("source")].toString(), QStringLiteral("search"));
    }

    // Past its memory the list of solutions holds the first ones found, each with its step;
    // the search goes on to its end and counts every one.
    void aFullListKeepsTheFirstSolutions()
    {
        const SearchOptions options {8, Order::Rows, Check::Arrays, Goal::All};
        const std::uint64_t room = 20;
        web::SearchSession session(
            options, room * (std::uint64_t(SolutionStore::recordBytes(8)) + sizeof(std::uint64_t)));
        session.advance(std::uint64_t(1) << 40);
        QVERIFY(session.ended());
        QCOMPARE(session.shown().counters.solutions, known::kSolutions[8]);
        QCOMPARE(session.solutionCount(), room);
        QVERIFY(session.listFull());
        Stepper stepper(options);
        for (std::uint64_t index = 0; index < room; ++index) {
            QVERIFY(stepper.advanceToNextSolution());
            const web::FoundSolution listed = session.solution(index);
            QCOMPARE(listed.number, index + 1);
            QCOMPARE(listed.step, stepper.counters().steps);
            QVERIFY(listed.queens == stepper.placement());
        }
        // The module's own list is far larger than N=8's 92.
        nqw_start(8, 0, 1, 1);
        nqw_advance(1e12);
        QCOMPARE(nqw_solution_count(), 92.0);
    }

    // What the interface refuses leaves the run as it was.
    void refusesWhatItCannotDo()
    {
        QCOMPARE(nqw_start(7, 1, 2, 1), 0);
        nqw_advance(100);
        const QByteArray before(nqw_state());
        QVERIFY(nqw_start(0, 0, 0, 1) != 0);
        QVERIFY(nqw_start(33, 0, 0, 1) != 0);
        QVERIFY(nqw_start(8, 2, 0, 1) != 0);
        QVERIFY(nqw_start(8, 0, 3, 1) != 0);
        QVERIFY(nqw_start(8, 0, 0, 2) != 0);
        QVERIFY(nqw_go_to(101) != 0);
        QVERIFY(nqw_go_to(-1) != 0);
        QVERIFY(nqw_go_to(2.5) != 0);
        const std::string text = "place 0 0\n";
        QVERIFY(nqw_load_trace(text.data(), double(text.size()), 33, 0) != 0);
        QVERIFY(nqw_load_trace(nullptr, nqw_max_trace_bytes() + 1, 8, 0) != 0);
        QCOMPARE(QByteArray(nqw_state()), before);
        // Memory for a trace over the page's limit is refused, not taken.
        QCOMPARE(nqw_alloc(nqw_max_trace_bytes() + 1), nullptr);
        void *memory = nqw_alloc(1024);
        QVERIFY(memory != nullptr);
        nqw_free(memory);
    }
};

NQ_TEST_APPLESS_MAIN(TestWebSession)
#include "tst_websession.moc"
