#include "controlspanel.h"
#include "guitesthelpers.h"
#include "windowparts.h"
#include "mainwindow.h"
#include "solutionlistmodel.h"
#include "solutionlistview.h"
#include "speedscale.h"
#include "testregistry.h"
#include "programparts.h"

#include <QAction>
#include <QComboBox>
#include <QElapsedTimer>
#include <QTest>

using namespace nq;

// Tests that closing the window ends its work promptly whatever it is doing: full speed at
// N=20, a growing solutions list, a slow animation, practising, presenting. Closing stops
// the worker thread and waits for it. The time is printed; only a generous bound is checked,
// as timings on a shared machine are noisy (the goal is under 0.5 s).
class TestShutdown : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        nq::testing::
            isolateSettings(); // never the user's settings, and each test from the defaults
    }

    void closingEndsPromptly_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("check");
        QTest::addColumn<int>("speedNotch");
        QTest::addColumn<QString>("extra");
        QTest::newRow("N=20 scan, full speed")
            << 20 << int(Check::Scan) << SpeedScale::kFullSpeedNotch << QString();
        QTest::newRow("N=20 bitmask, full speed")
            << 20 << int(Check::Bitmask) << SpeedScale::kFullSpeedNotch << QString();
        QTest::newRow("N=13 listing, grouped list")
            << 13 << int(Check::Bitmask) << SpeedScale::kFullSpeedNotch
            << QStringLiteral("grouped");
        QTest::newRow("N=14 full speed, viewing a solution")
            << 14 << int(Check::Arrays) << SpeedScale::kFullSpeedNotch << QStringLiteral("view");
        QTest::newRow("N=20 full speed, practising")
            << 20 << int(Check::Arrays) << SpeedScale::kFullSpeedNotch
            << QStringLiteral("practice");
        QTest::newRow("N=20 full speed, presenting")
            << 20 << int(Check::Arrays) << SpeedScale::kFullSpeedNotch
            << QStringLiteral("presentation");
        QTest::newRow("N=12 one step every 2 s") << 12 << int(Check::Arrays) << 0 << QString();
        QTest::newRow("N=12 100,000 steps a second")
            << 12 << int(Check::Arrays) << SpeedScale::kNotches << QString();
    }
    void closingEndsPromptly()
    {
        QFETCH(int, n);
        QFETCH(int, check);
        QFETCH(int, speedNotch);
        QFETCH(QString, extra);
        auto window = std::make_unique<MainWindow>(nullptr, attachProgramParts);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        SearchOptions options;
        options.n = n;
        options.check = static_cast<Check>(check);
        if (extra == QLatin1String("grouped"))
            window->findChild<QComboBox *>(QStringLiteral("listMode"))
                ->setCurrentIndex(int(SolutionListModel::Mode::GroupedByClass));
        window->startWith(options, speedNotch, true);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(*window).search.options.n == n
                                     && parts::shown(*window).runState == RunState::Running,
                                 10000);
        if (speedNotch == SpeedScale::kFullSpeedNotch)
            QTRY_VERIFY_WITH_TIMEOUT(parts::shown(*window).step() > 10000, 10000);
        if (extra == QLatin1String("grouped"))
            QTRY_VERIFY_WITH_TIMEOUT(parts::solutionModel(*window)->rowCount() > 1000, 20000);
        if (extra == QLatin1String("view")) {
            QTRY_VERIFY_WITH_TIMEOUT(parts::solutionModel(*window)->rowCount() > 0, 20000);
            parts::solutionList(*window)->setCurrentIndex(parts::solutionModel(*window)->index(0));
            QVERIFY(window->viewedSolution().has_value());
        }
        if (extra == QLatin1String("practice") || extra == QLatin1String("presentation"))
            parts::action(*window, extra)->trigger();
        QTest::qWait(200); // let it work

        QElapsedTimer timer;
        timer.start();
        QVERIFY(window->close());
        const qint64 closeMs = timer.elapsed();
        window.reset();
        const qint64 totalMs = timer.elapsed();
        qInfo("closed in %lld ms, destroyed after %lld ms", closeMs, totalMs);
        // Closing must not wait for the work (an N=20 run takes hours); the times above are the
        // figure. The bound is loose so that a loaded machine (or a sanitizer) cannot fail it.
        QVERIFY2(totalMs < 30000, qPrintable(QStringLiteral("closing took %1 ms").arg(totalMs)));
    }
};

NQ_TEST_MAIN(TestShutdown)
#include "tst_shutdown.moc"
