#include "countledger.h"
#include "countplan.h"
#include "counter.h"
#include "halfboards.h"
#include "knowncounts.h"
#include "testregistry.h"
#include "testscale.h"

#include <QTest>

#include <array>
#include <atomic>
#include <vector>

using namespace nq;

namespace {

// Every solution of N by the plainest search, each checked against a half turn and a quarter
// turn: what the half-board count's own search for them must find.
struct BruteRotations
{
    std::uint64_t halfTurn = 0;
    std::uint64_t quarterTurn = 0;
};

BruteRotations bruteRotations(int n)
{
    BruteRotations found;
    std::vector<int> cols(std::size_t(n), 0);
    const auto place = [&](const auto &self, int row) -> void {
        if (row == n) {
            bool half = true;
            bool quarter = true;
            for (int r = 0; r < n; ++r) {
                const int c = cols[std::size_t(r)];
                half = half && cols[std::size_t(n - 1 - r)] == n - 1 - c;
                quarter = quarter && cols[std::size_t(c)] == n - 1 - r;
            }
            found.halfTurn += half ? 1 : 0;
            found.quarterTurn += quarter ? 1 : 0;
            return;
        }
        for (int c = 0; c < n; ++c) {
            bool free = true;
            for (int r = 0; r < row && free; ++r) {
                const int d = cols[std::size_t(r)] - c;
                free = d != 0 && d != row - r && d != r - row;
            }
            if (!free)
                continue;
            cols[std::size_t(row)] = c;
            self(self, row + 1);
        }
    };
    place(place, 0);
    return found;
}

} // namespace

// Tests the count by half boards (meet in the middle): its totals and classes against OEIS,
// its search for the rotation-symmetric solutions against a brute force, its plan's cut, and
// its cancel.
class TestHalfBoards : public QObject
{
    Q_OBJECT

private slots:
    void countsMatchOeis_data()
    {
        QTest::addColumn<int>("n");
        // N=18 only in the Release suite: about 4 s on two threads there.
        for (int n = 2; n <= testing::releaseOr(18, 13); ++n)
            QTest::newRow(QByteArray::number(n).constData()) << n;
    }
    void countsMatchOeis()
    {
        QFETCH(int, n);
        const CountPlan plan(n, nullptr, {}, CountMethod::HalfBoards);
        QVERIFY(plan.complete());
        QCOMPARE(plan.method(), CountMethod::HalfBoards);
        CountLedger ledger(plan);
        const CountResult result = Counter::countResumable(plan, ledger, 2, nullptr, {});
        QVERIFY(!result.cancelled);
        QCOMPARE(result.total, known::kSolutions[std::size_t(n)]);
        QCOMPARE(result.fundamental, known::kFundamental[std::size_t(n)]);
    }

    void rotationSymmetricMatchesBruteForce_data()
    {
        QTest::addColumn<int>("n");
        for (int n = 1; n <= testing::releaseOr(12, 10); ++n)
            QTest::newRow(QByteArray::number(n).constData()) << n;
    }
    void rotationSymmetricMatchesBruteForce()
    {
        QFETCH(int, n);
        RotationSymmetricCount counted;
        CancelPoll poll(nullptr);
        for (int column = 0; column < n; ++column) {
            const RotationSymmetricCount part = countRotationSymmetric(n, column, poll);
            counted.halfTurn += part.halfTurn;
            counted.quarterTurn += part.quarterTurn;
        }
        const BruteRotations brute = bruteRotations(n);
        QCOMPARE(counted.halfTurn, brute.halfTurn);
        QCOMPARE(counted.quarterTurn, brute.quarterTurn);
    }

    // Each orbit of splits, counted alone, gives the count of its members: the sum over the
    // orbits is the total whatever the order, and no orbit is counted twice.
    void splitsSumToTheTotal()
    {
        const HalfBoardSplits splits(11);
        CancelPoll poll(nullptr);
        std::uint64_t total = 0;
        std::uint64_t members = 0;
        for (const HalfBoardSplit &split : splits.splits()) {
            total += splits.count(split, poll);
            members += split.weight;
        }
        QCOMPARE(total, known::kSolutions[11]);
        // Every middle column times every choice of 5 of the other 10 columns for the top.
        QCOMPARE(members, std::uint64_t(11 * 252));
    }

    void thePlanNamesItsMethod()
    {
        const CountPlan halves(16, nullptr, {}, CountMethod::HalfBoards);
        const CountPlan constellations(16, nullptr, {}, CountMethod::Constellations);
        QVERIFY(halves.fingerprint() != constellations.fingerprint());
        QCOMPARE(halves.fingerprint(),
                 CountPlan(16, nullptr, {}, CountMethod::HalfBoards).fingerprint());
        QVERIFY(halves.taskCount() <= CountPlan::largestTaskCount(16));
        QVERIFY(halves.taskCount() <= 16 + CountPlan::kHalfBoardTasks);
        // Small boards and boards past the method's range are counted by constellations.
        QCOMPARE(CountPlan::automaticMethod(12, 2), CountMethod::Constellations);
        QCOMPARE(CountPlan::automaticMethod(22, 2), CountMethod::Constellations);
        QCOMPARE(CountPlan(1, nullptr, {}, CountMethod::HalfBoards).method(),
                 CountMethod::Constellations);
    }

    // What a count by half boards needs is known before it starts: more for more threads,
    // and for N=16 to 20 under a gigabyte (odd N keep a table per middle column).
    void itsMemoryIsStatedBeforehand()
    {
        for (int n = 16; n <= 20; ++n) {
            const std::size_t bytes = CountPlan::halfBoardBytes(n, 2);
            QVERIFY(bytes > CountPlan::halfBoardBytes(n, 1));
            QVERIFY(bytes < std::size_t(1) << 30);
        }
    }

    void aRaisedCancelStopsATask()
    {
        const CountPlan plan(18, nullptr, {}, CountMethod::HalfBoards);
        const std::atomic<bool> cancel {true};
        // The last task counts orbits of splits, the first the rotation-symmetric solutions.
        QVERIFY(plan.run(plan.taskCount() - 1, &cancel).cancelled);
        QVERIFY(plan.run(0, &cancel).cancelled);
        CountLedger ledger(plan);
        const CountResult result = Counter::countResumable(plan, ledger, 2, &cancel, {});
        QVERIFY(result.cancelled);
        QCOMPARE(ledger.doneCount(), std::size_t(0));
    }
};

NQ_TEST_APPLESS_MAIN(TestHalfBoards)
#include "tst_halfboards.moc"
