#include "solutionstore.h"
#include "stepper.h"

#include <QRandomGenerator>
#include <QTest>

#include <thread>

using namespace nq;

namespace {
Placement randomPlacement(int n, QRandomGenerator &random)
{
    Placement p(n);
    for (int r = 0; r < n; ++r)
        p.cols[r] = static_cast<std::int8_t>(random.bounded(n));
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

    void packsHalfAByteUpToSixteen()
    {
        QCOMPARE(SolutionStore(16).bytesPerSolution(), 8);
        QCOMPARE(SolutionStore(8).bytesPerSolution(), 4);
        QCOMPARE(SolutionStore(5).bytesPerSolution(), 3);
        QCOMPARE(SolutionStore(17).bytesPerSolution(), 17);
        QCOMPARE(SolutionStore(32).bytesPerSolution(), 32);
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
        // 8 bytes of queens and 4 of class number per solution, allocated a chunk at a time.
        QCOMPARE(store.memoryBytes() - empty, SolutionStore::kSolutionsPerChunk * 12);
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

QTEST_APPLESS_MAIN(TestSolutionStore)
#include "tst_solutionstore.moc"
