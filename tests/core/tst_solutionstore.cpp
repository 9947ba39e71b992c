#include "solutionstore.h"
#include "stepper.h"
#include "testregistry.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <thread>

using namespace nq;

namespace {
// A random permutation: the store holds solutions, and every solution is one.
Placement randomPlacement(int n, QRandomGenerator &random)
{
    Placement p(n);
    for (int r = 0; r < n; ++r)
        p.cols[r] = static_cast<std::int8_t>(r);
    for (int r = n - 1; r > 0; --r)
        std::swap(p.cols[r], p.cols[random.bounded(r + 1)]);
    return p;
}
} // namespace

// Tests the packed, append-only solution store.
class TestSolutionStore : public QObject
{
    Q_OBJECT

private slots:
    void roundTripEverySize_data()
    {
        QTest::addColumn<int>("n");
        for (int n = 1; n <= 32; ++n)
            QTest::newRow(QByteArray::number(n).constData()) << n;
    }
    void roundTripEverySize()
    {
        QFETCH(int, n);
        QRandomGenerator random(n);
        SolutionStore store(n);
        std::vector<Placement> written;
        const int count = int(SolutionStore::kSolutionsPerChunk) + 100; // crosses a chunk boundary
        for (int i = 0; i < count; ++i) {
            written.push_back(randomPlacement(n, random));
            QVERIFY(store.append(written.back(), std::uint32_t(i * 7)));
        }
        QCOMPARE(store.size(), std::uint64_t(count));
        for (int i = 0; i < count; ++i) {
            QVERIFY(store.at(i) == written[i]);
            QCOMPARE(store.classIdAt(i), std::uint32_t(i * 7));
        }
    }

    void packsTheRankUpToTwenty_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("bytes");
        // The fewest bytes holding N! - 1 up to N=20; a byte a queen above.
        QTest::newRow("1") << 1 << 1;
        QTest::newRow("5: 120") << 5 << 1;
        QTest::newRow("6: 720") << 6 << 2;
        QTest::newRow("8: 40,320") << 8 << 2;
        QTest::newRow("9: 362,880") << 9 << 3;
        QTest::newRow("12: 479,001,600") << 12 << 4;
        QTest::newRow("16: 2.1e13") << 16 << 6;
        QTest::newRow("17: 3.6e14") << 17 << 7;
        QTest::newRow("18: 6.4e15") << 18 << 7;
        QTest::newRow("20: 2.4e18") << 20 << 8;
        QTest::newRow("21") << 21 << 21;
        QTest::newRow("32") << 32 << 32;
    }
    void packsTheRankUpToTwenty()
    {
        QFETCH(int, n);
        QFETCH(int, bytes);
        QCOMPARE(SolutionStore(n).bytesPerSolution(), bytes);
        QCOMPARE(SolutionStore::recordBytes(n), bytes + 4);
    }

    void everyPermutationOfEightRoundTrips()
    {
        SolutionStore store(8);
        Placement p(8);
        for (int r = 0; r < 8; ++r)
            p.cols[r] = static_cast<std::int8_t>(r);
        std::vector<Placement> written;
        do {
            written.push_back(p);
            QVERIFY(store.append(p));
        } while (std::next_permutation(p.cols.begin(), p.cols.begin() + 8));
        QCOMPARE(store.size(), 40320u);
        for (std::size_t i = 0; i < written.size(); ++i)
            QVERIFY2(store.at(i) == written[i], qPrintable(QString::number(i)));
    }

    void theExtremesOfTwentyRoundTrip()
    {
        // The identity has rank 0, the reversal rank 20! - 1: the largest that must fit.
        SolutionStore store(20);
        Placement identity(20);
        Placement reversed(20);
        for (int r = 0; r < 20; ++r) {
            identity.cols[r] = static_cast<std::int8_t>(r);
            reversed.cols[r] = static_cast<std::int8_t>(19 - r);
        }
        QVERIFY(store.append(identity));
        QVERIFY(store.append(reversed));
        QVERIFY(store.at(0) == identity);
        QVERIFY(store.at(1) == reversed);
    }

    void refusesPastCapacity()
    {
        SolutionStore store(8, 10);
        Placement p(8);
        p.cols = {0, 4, 7, 5, 2, 6, 1, 3};
        for (int i = 0; i < 10; ++i)
            QVERIFY(store.append(p));
        QVERIFY(store.isFull());
        QVERIFY(!store.append(p));
        QCOMPARE(store.size(), 10u);
    }

    void theMemoryBudgetHoldsClassesIncluded()
    {
        // Every solution a new class, the worst case: the budget covers both tables.
        const std::uint64_t budget = 3 << 20;
        SolutionStore store(17, 1 << 20, budget);
        QRandomGenerator random(17);
        std::uint64_t appended = 0;
        while (store.hasRoomForAnother()) {
            QVERIFY(store.appendClass({std::uint32_t(appended), 8}));
            QVERIFY(store.append(randomPlacement(17, random), std::uint32_t(appended)));
            ++appended;
        }
        QVERIFY(store.isFull());
        QVERIFY(!store.append(randomPlacement(17, random)));
        QCOMPARE(store.size(), appended);
        QVERIFY2(store.memoryBytes() <= budget,
                 qPrintable(QStringLiteral("%1 bytes").arg(store.memoryBytes())));
        // Not refused early: less than a chunk of each table was left unused.
        const std::uint64_t chunks = SolutionStore::kSolutionsPerChunk
                                     * std::uint64_t(SolutionStore::recordBytes(17) + 5);
        QVERIFY(store.memoryBytes() + chunks > budget);
    }

    void readersSeeCompleteSolutionsWhileTheWriterAppends()
    {
        SearchOptions options;
        options.n = 12;
        options.check = Check::Bitmask;
        std::vector<Placement> expected;
        {
            Stepper stepper(options);
            while (stepper.advanceToNextSolution())
                expected.push_back(stepper.placement());
        }
        SolutionStore store(12);
        std::atomic<bool> writing {true};
        std::thread writer([&] {
            for (const Placement &p : expected)
                store.append(p);
            writing = false;
        });
        std::uint64_t mismatches = 0;
        std::uint64_t reads = 0;
        while (writing || reads == 0) {
            const std::uint64_t size = store.size();
            for (std::uint64_t i = size > 64 ? size - 64 : 0; i < size; ++i, ++reads)
                mismatches += !(store.at(i) == expected[i]);
        }
        writer.join();
        QCOMPARE(mismatches, 0u);
        QCOMPARE(store.size(), std::uint64_t(expected.size()));
    }

    void memoryGrowsByChunks()
    {
        SolutionStore store(16);
        const std::uint64_t empty = store.memoryBytes();
        Placement p(16);
        for (int r = 0; r < 16; ++r)
            p.cols[r] = static_cast<std::int8_t>(r);
        store.append(p);
        // 6 bytes of rank and 4 of class number per solution, allocated a chunk at a time.
        QCOMPARE(store.memoryBytes() - empty, SolutionStore::kSolutionsPerChunk * 10);
    }

    void classesRoundTrip()
    {
        SolutionStore store(6);
        Placement p(6);
        p.cols = {1, 3, 5, 0, 2, 4};
        QVERIFY(store.append(p, 7));
        QVERIFY(store.appendClass({0, 4}));
        QVERIFY(store.appendClass({123456789, 8}));
        QCOMPARE(store.classIdAt(0), 7u);
        QCOMPARE(store.classCount(), 2u);
        QCOMPARE(store.classAt(1).firstSolution, 123456789u);
        QCOMPARE(int(store.classAt(1).size), 8);
        QCOMPARE(int(store.classAt(0).size), 4);
    }
};

NQ_TEST_APPLESS_MAIN(TestSolutionStore)
#include "tst_solutionstore.moc"
