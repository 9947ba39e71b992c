#include "controlspanel.h"
#include "guitesthelpers.h"
#include "windowparts.h"
#include "knowncounts.h"
#include "mainwindow.h"
#include "processmemory.h"
#include "solutionlistmodel.h"
#include "solverrunner.h"
#include "speedscale.h"
#include "testregistry.h"
#include "programparts.h"

#include <QSpinBox>
#include <QTest>

using namespace nq;
using namespace nq::testing;

// Tests the memory a user meets: the whole process's peak (VmHWM) while the window, shown
// offscreen, lists every solution. N=16 (14,772,512 solutions, all shown in the list) stays
// under 300 MB; at N=17 (95,815,104, more than fit) the list stops at its stated cap of
// SolverRunner::kStoreMemoryBytes, classes included, and the process grows by little more.
// Each function runs as its own CTest entry, in a fresh process: a peak is a process's.
// Release builds only (tests/scenarios/CMakeLists.txt): sanitizers change memory and time.
class TestWindowMemory : public QObject
{
    Q_OBJECT

private slots:
    void init() { isolateSettings(); }

    void listingSixteenStaysUnder300MB()
    {
        MainWindow window(nullptr, attachProgramParts);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        listInWindow(window, 16);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window).isFinished(), 300000);
        // Every solution is in the list, and the list has shown its end.
        QTRY_COMPARE_WITH_TIMEOUT(quint64(parts::solutionModel(window)->rowCount()),
                                  known::kSolutions[16], 60000);
        QTest::qWait(100);
        const qint64 peakKiB = statusKiB("VmHWM:");
        QVERIFY(peakKiB > 0);
        const double peakMB = double(peakKiB) * 1024 / 1e6;
        qInfo("N=16 listed in the window: peak %.0f MB (%.0f MiB), list %.0f MB", peakMB,
              double(peakKiB) / 1024, double(parts::shown(window).store->memoryBytes()) / 1e6);
        QVERIFY2(peakMB < 300, qPrintable(QStringLiteral("peak %1 MB").arg(peakMB)));
    }

    // A session lists N=16 again: through the size box (typing "16" restarts the search twice,
    // at N=1 and at N=16, then Space starts the listing), then once more through Reset. The
    // previous list must be gone, and its memory back with the system, before the next fills.
    void listingSixteenThreeTimesStaysUnder300MB()
    {
        MainWindow window(nullptr, attachProgramParts);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        listInWindow(window, 16);
        checkTheWholeList(window, "first listing");
        if (QTest::currentTestFailed())
            return;

        auto *size = window.controlsPanel()->findChild<QSpinBox *>();
        QVERIFY(size);
        size->setFocus();
        QTRY_VERIFY(size->hasFocus());
        QTest::keyClick(size, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(size, QStringLiteral("16"));
        QTest::keyClick(size, Qt::Key_Return);
        QTRY_VERIFY(!parts::shown(window).isFinished());
        QTest::keyClick(&window, Qt::Key_Space);
        checkTheWholeList(window, "second listing, through the size box");
        if (QTest::currentTestFailed())
            return;

        QTest::keyClick(&window, Qt::Key_Home); // Reset
        QTRY_VERIFY(!parts::shown(window).isFinished());
        QTest::keyClick(&window, Qt::Key_Space);
        checkTheWholeList(window, "third listing, through Reset");
    }

    void listingSeventeenHoldsTheCap()
    {
        MainWindow window(nullptr, attachProgramParts);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(100);
        const qint64 baselineKiB = statusKiB("VmRSS:");
        listInWindow(window, 17);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window).storeFull, 600000);
        const quint64 stored = parts::shown(window).store->size();
        QTRY_COMPARE_WITH_TIMEOUT(quint64(parts::solutionModel(window)->rowCount()), stored, 60000);
        QTest::qWait(100);
        const qint64 peakKiB = statusKiB("VmHWM:");
        const std::uint64_t listBytes = parts::shown(window).store->memoryBytes();
        const double growthMiB = double(peakKiB - baselineKiB) / 1024;
        qInfo("N=17 in the window: %llu solutions listed in %.1f MiB (cap %llu MiB); process "
              "%.0f MiB before, peak %.0f MiB, growth %.0f MiB",
              qulonglong(stored), double(listBytes) / (1 << 20),
              qulonglong(SolverRunner::kStoreMemoryBytes >> 20), double(baselineKiB) / 1024,
              double(peakKiB) / 1024, growthMiB);
        QVERIFY(stored < known::kSolutions[17]);
        QVERIFY(listBytes <= SolverRunner::kStoreMemoryBytes);
        // Nearly all of the cap is used: it is a cap, not a guess.
        QVERIFY(listBytes > SolverRunner::kStoreMemoryBytes * 9 / 10);
        // Besides the list: the counting threads, the snapshots, the allocator's slack.
        constexpr double kSlackMiB = 40;
        QVERIFY2(growthMiB < double(SolverRunner::kStoreMemoryBytes >> 20) + kSlackMiB,
                 qPrintable(QStringLiteral("grew by %1 MiB").arg(growthMiB)));
    }

private:
    // Waits for the listing of N=16 to fill the list, then fails the test when the process's
    // peak so far has reached 300 MB.
    static void checkTheWholeList(MainWindow &window, const char *when)
    {
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window).isFinished(), 300000);
        QVERIFY(parts::shown(window).goal() == Goal::List);
        QTRY_COMPARE_WITH_TIMEOUT(quint64(parts::solutionModel(window)->rowCount()),
                                  known::kSolutions[16], 60000);
        QTest::qWait(100);
        const qint64 peakKiB = statusKiB("VmHWM:");
        QVERIFY(peakKiB > 0);
        const double peakMB = double(peakKiB) * 1024 / 1e6;
        qInfo("N=16, %s: peak %.0f MB, now %.0f MB", when, peakMB,
              double(statusKiB("VmRSS:")) * 1024 / 1e6);
        QVERIFY2(peakMB < 300, qPrintable(QStringLiteral("%1: peak %2 MB").arg(when).arg(peakMB)));
    }

    static void listInWindow(MainWindow &window, int n)
    {
        SearchOptions options;
        options.n = n;
        options.check = Check::Bitmask;
        options.goal = Goal::List;
        window.startWith(options, SpeedScale::kFullSpeedNotch, true);
    }
};

NQ_TEST_MAIN(TestWindowMemory)
#include "tst_windowmemory.moc"
