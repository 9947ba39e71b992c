#include "speedlimits.h"
#include "speedscale.h"
#include "testregistry.h"

#include <QTest>

// Tests the speed slider's scale and the named speed limits shared with the runner.
class TestSpeedScale : public QObject
{
    Q_OBJECT

private slots:
    void endsOfTheScale()
    {
        QCOMPARE(SpeedScale::stepsPerSecond(0), SpeedScale::kSlowest);
        QCOMPARE(SpeedScale::stepsPerSecond(SpeedScale::kNotches), SpeedScale::kFastest);
        QCOMPARE(SpeedScale::stepsPerSecond(SpeedScale::kFullSpeedNotch), 0.0);
        QCOMPARE(SpeedScale::stepsPerSecond(-5), SpeedScale::kSlowest);
        // The default is a new lesson's speed, 2 steps a second (it was 2.3, between notches).
        QCOMPARE(SpeedScale::stepsPerSecond(SpeedScale::kDefaultNotch), 2.0);
    }

    // The presets (keys 1 to 5) are notches of the slider, exactly: 1, 10, 100 and 1,000 steps
    // a second fell between notches of the old even scale (9.8, 97.7...).
    void presetsAreNotches()
    {
        for (double preset : SpeedScale::kPresets)
            QCOMPARE(SpeedScale::stepsPerSecond(SpeedScale::notchFor(preset)), preset);
        QCOMPARE(SpeedScale::notchFor(0), SpeedScale::kFullSpeedNotch);
        // Each notch a little faster than the one before, never more than doubling.
        for (int notch = 1; notch <= SpeedScale::kNotches; ++notch) {
            const double ratio = SpeedScale::stepsPerSecond(notch)
                                 / SpeedScale::stepsPerSecond(notch - 1);
            QVERIFY(ratio > 1.2 && ratio <= 2.0);
        }
        QCOMPARE(SpeedScale::notchFor(2.3), SpeedScale::kDefaultNotch);
    }

    void notchesRoundTrip()
    {
        for (int notch = 0; notch <= SpeedScale::kFullSpeedNotch; ++notch)
            QCOMPARE(SpeedScale::notchFor(SpeedScale::stepsPerSecond(notch)), notch);
        QCOMPARE(SpeedScale::notchFor(1e9), SpeedScale::kNotches);
    }

    void descriptions()
    {
        QCOMPARE(SpeedScale::describe(0), QStringLiteral("Full speed"));
        QCOMPARE(SpeedScale::describe(0.5), QStringLiteral("One step every 2.0 s"));
        QCOMPARE(SpeedScale::describe(2.25), QStringLiteral("2.3 steps/s"));
        QCOMPARE(SpeedScale::describe(1500), QStringLiteral("1,500 steps/s"));
    }

    void limitsAgreeWithTheRunnersFrame()
    {
        QCOMPARE(nq::speed::kOneStepPerFrame, 1000.0 / nq::speed::kFrameMs);
        QVERIFY(nq::speed::kAnimatedLimit < nq::speed::kOneStepPerFrame);
        QVERIFY(nq::speed::isBatched(nq::speed::kFullSpeed));
        QVERIFY(nq::speed::isBatched(nq::speed::kOneStepPerFrame));
        QVERIFY(!nq::speed::isBatched(60));
        // No notch of the slider falls between the old window threshold (60) and the runner's.
        for (int notch = 0; notch <= SpeedScale::kNotches; ++notch) {
            const double speed = SpeedScale::stepsPerSecond(notch);
            QVERIFY(speed <= 60 || speed >= nq::speed::kOneStepPerFrame);
        }
    }
};

NQ_TEST_MAIN(TestSpeedScale)
#include "tst_speedscale.moc"
