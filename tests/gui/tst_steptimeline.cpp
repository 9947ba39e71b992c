#include "boardtheme.h"
#include "steptimeline.h"
#include "testregistry.h"

#include <QAccessible>
#include <QSignalSpy>
#include <QTest>

#include <cstdlib>

using nq::SolutionSteps;

namespace {

std::shared_ptr<SolutionSteps> stepsOf(std::initializer_list<std::uint64_t> steps)
{
    auto solutionSteps = std::make_shared<SolutionSteps>();
    for (std::uint64_t step : steps)
        solutionSteps->append(step);
    return solutionSteps;
}

} // namespace

// Tests the timeline under the board: where it draws steps and marks, and the jumps that
// clicks, drags and keys ask for, offscreen.
class TestStepTimeline : public QObject
{
    Q_OBJECT

private slots:
    // At the first violation, where a trace lands, the thumb does not hide its red mark: a
    // ring of the violation's colour shows around it (the mark hid under the thumb).
    void theViolationShowsUnderTheThumb()
    {
        StepTimeline timeline;
        timeline.resize(420, timeline.sizeHint().height());
        const BoardTheme theme = BoardTheme::classic();
        timeline.setTheme(theme);
        timeline.setSteps(500, 1000, true);
        timeline.setViolationStep(500);
        const QImage image = timeline.grab().toImage();
        const QColor red = theme.conflict;
        const qreal x = timeline.xForStep(500);
        int seen = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int dx = -20; dx <= 20; ++dx) {
                const QColor c = image.pixelColor(int(x) + dx, y);
                seen += std::abs(c.red() - red.red()) < 30 && std::abs(c.green() - red.green()) < 30
                        && std::abs(c.blue() - red.blue()) < 30;
            }
        qInfo("%d pixels of the violation's colour about the thumb", seen);
        QVERIFY2(seen >= 40, qPrintable(QString::number(seen)));
    }

    void stepsMapToTheBarAndBack()
    {
        StepTimeline timeline;
        timeline.resize(420, timeline.sizeHint().height());
        timeline.setSteps(250, 1000, false);
        QCOMPARE(timeline.currentStep(), 250u);
        QCOMPARE(timeline.lastStep(), 1000u);
        const qreal start = timeline.xForStep(0);
        const qreal end = timeline.xForStep(1000);
        QVERIFY(start >= 0 && end <= timeline.width() && end - start > 300);
        QCOMPARE(timeline.stepAt(timeline.xForStep(500)), 500u);
        QCOMPARE(timeline.stepAt(-50), 0u);
        QCOMPARE(timeline.stepAt(timeline.width() + 50), 1000u);
        // Nothing past the furthest step.
        QCOMPARE(timeline.xForStep(5000), end);
    }

    void aClickJumpsThereAndSnapsToAMark()
    {
        StepTimeline timeline;
        timeline.resize(420, timeline.sizeHint().height());
        timeline.setSteps(0, 1000, false);
        timeline.setSolutionSteps(stepsOf({396, 700}));
        timeline.setBookmarkSteps({850});
        timeline.show();
        QVERIFY(QTest::qWaitForWindowExposed(&timeline));
        QSignalSpy jumps(&timeline, &StepTimeline::jumpRequested);
        const int y = timeline.height() / 2;
        QTest::mouseClick(&timeline, Qt::LeftButton, {}, QPoint(int(timeline.xForStep(200)), y));
        QCOMPARE(jumps.size(), 1);
        QVERIFY(qAbs(qint64(jumps.last().at(0).toULongLong()) - 200) <= 3);
        // A pixel or two beside a solution's mark is the solution's step.
        QTest::mouseClick(&timeline, Qt::LeftButton, {},
                          QPoint(int(timeline.xForStep(396)) - 2, y));
        QCOMPARE(jumps.last().at(0).toULongLong(), 396u);
        QTest::mouseClick(&timeline, Qt::LeftButton, {},
                          QPoint(int(timeline.xForStep(850)) + 2, y));
        QCOMPARE(jumps.last().at(0).toULongLong(), 850u);
    }

    void dragsAskForEachNewStep()
    {
        StepTimeline timeline;
        timeline.resize(420, timeline.sizeHint().height());
        timeline.setSteps(0, 400, false);
        timeline.show();
        QVERIFY(QTest::qWaitForWindowExposed(&timeline));
        QSignalSpy jumps(&timeline, &StepTimeline::jumpRequested);
        const int y = timeline.height() / 2;
        QTest::mousePress(&timeline, Qt::LeftButton, {}, QPoint(int(timeline.xForStep(100)), y));
        QMouseEvent move(QEvent::MouseMove, QPointF(timeline.xForStep(300), y),
                         timeline.mapToGlobal(QPointF(timeline.xForStep(300), y)), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&timeline, &move);
        QTest::mouseRelease(&timeline, Qt::LeftButton, {}, QPoint(int(timeline.xForStep(300)), y));
        QCOMPARE(jumps.size(), 2); // the release at the same step asks nothing more
        QVERIFY(qAbs(qint64(jumps.at(1).at(0).toULongLong()) - 300) <= 2);
    }

    void keysMoveAlongIt_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<quint64>("expected");
        QTest::newRow("Left") << int(Qt::Key_Left) << quint64(499);
        QTest::newRow("Right") << int(Qt::Key_Right) << quint64(501);
        QTest::newRow("Page Down") << int(Qt::Key_PageDown) << quint64(600);
        QTest::newRow("Page Up") << int(Qt::Key_PageUp) << quint64(400);
        QTest::newRow("Home") << int(Qt::Key_Home) << quint64(0);
        QTest::newRow("End") << int(Qt::Key_End) << quint64(1000);
    }
    void keysMoveAlongIt()
    {
        QFETCH(int, key);
        QFETCH(quint64, expected);
        StepTimeline timeline;
        timeline.setSteps(500, 1000, true);
        QSignalSpy jumps(&timeline, &StepTimeline::jumpRequested);
        // Its keys are its own while it has the focus (Home would reset the search).
        QKeyEvent override(QEvent::ShortcutOverride, key, Qt::NoModifier);
        QCoreApplication::sendEvent(&timeline, &override);
        QVERIFY(override.isAccepted());
        QTest::keyClick(&timeline, Qt::Key(key));
        QCOMPARE(jumps.size(), 1);
        QCOMPARE(jumps.last().at(0).toULongLong(), expected);
    }

    // Thousands of solutions make one mark per pixel column, not one per solution.
    void solutionsMarkOncePerColumn()
    {
        StepTimeline timeline;
        timeline.resize(220, timeline.sizeHint().height());
        timeline.setSteps(0, 100000, true);
        auto many = std::make_shared<SolutionSteps>();
        for (std::uint64_t step = 10; step <= 100000; step += 10)
            many->append(step);
        timeline.setSolutionSteps(many);
        QVERIFY(timeline.solutionMarkCount() > 150);
        QVERIFY(timeline.solutionMarkCount() <= 221);
        // Solutions past the furthest step are not drawn.
        timeline.setSteps(0, 100, false);
        timeline.setSolutionSteps(stepsOf({50, 150, 250}));
        QCOMPARE(timeline.solutionMarkCount(), 1);
    }

    // A screen reader meets a slider named "Timeline" whose value says where the board stands,
    // worked out when asked (setting a description at every step flooded it at full speed).
    void describesWhereItStands()
    {
        StepTimeline timeline;
        timeline.setSteps(40, 1200, false);
        QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(&timeline);
        QVERIFY(accessible);
        QCOMPARE(accessible->role(), QAccessible::Slider);
        QCOMPARE(accessible->text(QAccessible::Name), QStringLiteral("Timeline"));
        QCOMPARE(accessible->text(QAccessible::Value),
                 QStringLiteral("Step 40 of 1,200 run so far"));
        QAccessibleValueInterface *value = accessible->valueInterface();
        QVERIFY(value);
        QCOMPARE(value->currentValue().toULongLong(), 40u);
        QCOMPARE(value->maximumValue().toULongLong(), 1200u);
        QSignalSpy jumps(&timeline, &StepTimeline::jumpRequested);
        value->setCurrentValue(quint64(7));
        QCOMPARE(jumps.size(), 1);
        QCOMPARE(jumps.first().first().toULongLong(), 7u);
        timeline.setSteps(1200, 1200, true);
        QCOMPARE(accessible->text(QAccessible::Value),
                 QStringLiteral("Step 1,200 of 1,200; the search has ended"));
        QVERIFY(timeline.accessibleDescription().isEmpty());
    }
};

NQ_TEST_MAIN(TestStepTimeline)
#include "tst_steptimeline.moc"
