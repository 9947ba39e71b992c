#include "counterspanel.h"
#include "testregistry.h"

#include <QLocale>
#include <QLabel>
#include <QTest>

using namespace nq;

// Tests the counters panel: it shows the newest snapshot's counters, and for a count or a
// listing the job's solutions and time.
class TestCountersPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void showsTheSearchCounters()
    {
        CountersPanel panel;
        QCOMPARE(panel.valueText(QStringLiteral("steps")), QStringLiteral("0"));
        RunnerSnapshot snapshot;
        snapshot.search.counters.steps = 35554;
        snapshot.search.counters.places = 2056;
        snapshot.search.counters.solutions = 92;
        snapshot.elapsedUs = 1'500'000;
        panel.showSnapshot(snapshot);
        QCOMPARE(panel.valueText(QStringLiteral("steps")), QStringLiteral("35,554"));
        QCOMPARE(panel.valueText(QStringLiteral("places")), QStringLiteral("2,056"));
        QCOMPARE(panel.valueText(QStringLiteral("solutions")), QStringLiteral("92"));
        QCOMPARE(panel.valueText(QStringLiteral("elapsed")), QStringLiteral("1.500 s"));
        QCOMPARE(panel.valueText(QStringLiteral("no such counter")), QString());
    }

    void theTimeRowSaysWhatItTimes()
    {
        CountersPanel panel;
        RunnerSnapshot snapshot;
        // A short run to the next solution: hundreds of microseconds, not "0.000 s".
        snapshot.elapsedUs = 420;
        panel.showSnapshot(snapshot);
        QCOMPARE(panel.valueText(QStringLiteral("elapsed")), QStringLiteral("420 µs"));
        QCOMPARE(CountersPanel::durationText(0.0123), QStringLiteral("12.3 ms"));
        // Before anything has played: no time, not a measured "0 µs".
        QCOMPARE(CountersPanel::durationText(0), QStringLiteral("0 s"));
        QCOMPARE(CountersPanel::durationText(42), QStringLiteral("42.0 s"));
        // An animation counts the time it ran; single steps take none, and the title says so.
        auto titleOf = [&panel](const QString &value) {
            for (QLabel *label : panel.findChildren<QLabel *>())
                if (label->text() == value)
                    return true;
            return false;
        };
        QVERIFY(titleOf(QStringLiteral("Time playing:")));
        snapshot.search.options.goal = Goal::Count;
        snapshot.job.elapsedSeconds = 0.0123;
        panel.showSnapshot(snapshot);
        QVERIFY(titleOf(QStringLiteral("Elapsed:")));
        QCOMPARE(panel.valueText(QStringLiteral("elapsed")), QStringLiteral("12.3 ms"));
    }

    void aCountShowsTheJobsTotal()
    {
        CountersPanel panel;
        RunnerSnapshot snapshot;
        snapshot.search.options.goal = Goal::Count;
        snapshot.job.count.total = 14200;
        snapshot.job.elapsedSeconds = 12.5;
        panel.showSnapshot(snapshot);
        QCOMPARE(panel.valueText(QStringLiteral("solutions")), QStringLiteral("14,200"));
        QCOMPARE(panel.valueText(QStringLiteral("elapsed")), QStringLiteral("12.5 s"));
        snapshot.search.options.goal = Goal::List;
        snapshot.visibleSolutions = 724;
        panel.showSnapshot(snapshot);
        QCOMPARE(panel.valueText(QStringLiteral("solutions")), QStringLiteral("724"));
    }

    // A listing or a count places queens without counting them: its step counters show a
    // dash, not a 0 beside thousands of solutions; back in an animation they count again.
    void aJobsStepsAreNotCounted()
    {
        CountersPanel panel;
        RunnerSnapshot snapshot;
        snapshot.search.options.goal = Goal::List;
        snapshot.visibleSolutions = 14200;
        panel.showSnapshot(snapshot);
        for (const char *name : {"steps", "tries", "checks", "places", "removes", "backtracks"})
            QCOMPARE(panel.valueText(QString::fromLatin1(name)), CountersPanel::notCountedText());
        QCOMPARE(panel.valueText(QStringLiteral("solutions")), QStringLiteral("14,200"));
        snapshot.search.options.goal = Goal::All;
        snapshot.search.counters.steps = 3;
        panel.showSnapshot(snapshot);
        QCOMPARE(panel.valueText(QStringLiteral("steps")), QStringLiteral("3"));
        QCOMPARE(panel.valueText(QStringLiteral("tries")), QStringLiteral("0"));
    }
};

NQ_TEST_MAIN(TestCountersPanel)
#include "tst_counterspanel.moc"
