#include "speechpacer.h"
#include "testregistry.h"

#include <QTest>

namespace pacedspeech {
struct Offer
{
    qint64 atMs;
    int step;
    bool atOnce;
};
using Offers = QList<Offer>;
using Said = QList<std::pair<qint64, int>>; // (when, which step)
} // namespace pacedspeech
Q_DECLARE_METATYPE(pacedspeech::Offers)
Q_DECLARE_METATYPE(pacedspeech::Said)

// When the board's narration is said: a step by key at once; during Play only when the
// previous sentence has had time to be heard, the newest waiting (Orca queues what it is sent
// and only a key press cuts it short, so speech must never queue behind the board). Driven by a
// clock of our own: the waiting sentence is taken when it is due, as BoardView's timer does.
class TestSpeechPacer : public QObject
{
    Q_OBJECT

    using Offer = pacedspeech::Offer;
    using Offers = pacedspeech::Offers;
    using Said = pacedspeech::Said;

    // A sentence of 12 characters, heard in 1,300 ms at 12 characters a second and the pause.
    static QString sentence(int step)
    {
        return QStringLiteral("Step %1").arg(step).leftJustified(12, QLatin1Char('.'));
    }

    static Said run(const Offers &offers, qint64 endMs)
    {
        SpeechPacer pacer;
        Said said;
        const auto sayDueUntil = [&](qint64 untilMs) {
            while (pacer.hasWaiting() && pacer.dueMs() <= untilMs) {
                const qint64 at = pacer.dueMs();
                const QString taken = pacer.takeDue(at);
                said.append(
                    {at,
                     taken.section(QLatin1Char(' '), 1).section(QLatin1Char('.'), 0, 0).toInt()});
            }
        };
        for (const Offer &offer : offers) {
            sayDueUntil(offer.atMs);
            if (pacer.offer(sentence(offer.step), offer.atMs, offer.atOnce))
                said.append({offer.atMs, offer.step});
        }
        sayDueUntil(endMs);
        return said;
    }

private slots:
    void aSentenceTakesItsLengthToBeHeard()
    {
        QCOMPARE(SpeechPacer::durationMs(sentence(1)), 1300);
        QVERIFY(SpeechPacer::durationMs(sentence(1) + sentence(2)) > 2 * 1000);
        QCOMPARE(SpeechPacer::durationMs(QString()), SpeechPacer::kPauseMs);
    }

    void saysWhenTheVoiceIsFree_data()
    {
        QTest::addColumn<Offers>("offers");
        QTest::addColumn<Said>("said");
        QTest::newRow("steps by key, each at once")
            << Offers {{0, 1, true}, {100, 2, true}, {200, 3, true}}
            << Said {{0, 1}, {100, 2}, {200, 3}};
        QTest::newRow("a slow Play, each step heard whole")
            << Offers {{0, 1, false}, {2000, 2, false}, {4000, 3, false}}
            << Said {{0, 1}, {2000, 2}, {4000, 3}};
        QTest::newRow("two steps a second: the newest when the voice is free")
            << Offers {{0, 1, false},    {500, 2, false},  {1000, 3, false},
                       {1500, 4, false}, {2000, 5, false}, {2500, 6, false}}
            << Said {{0, 1}, {1300, 3}, {2600, 6}};
        QTest::newRow("one waiting step waits its turn")
            << Offers {{0, 1, false}, {200, 2, false}} << Said {{0, 1}, {1300, 2}};
        QTest::newRow("a key during Play cuts in, the waiting step is dropped")
            << Offers {{0, 1, false}, {500, 2, false}, {600, 3, true}} << Said {{0, 1}, {600, 3}};
        QTest::newRow("after a key, Play waits for that sentence")
            << Offers {{0, 1, true}, {300, 2, false}, {1400, 3, false}}
            << Said {{0, 1}, {1300, 2}, {2600, 3}};
    }

    void saysWhenTheVoiceIsFree()
    {
        QFETCH(Offers, offers);
        QFETCH(Said, said);
        QCOMPARE(run(offers, 60000), said);
    }

    // During Play a placement (a removal, a solution) waiting is said before the tries after
    // it; a newer placement replaces it (the voice said 4 tries and none of 5 placements).
    void aPlacementWaitingIsNotReplacedByATry()
    {
        SpeechPacer pacer;
        QVERIFY(pacer.offer(sentence(1), 1000));
        QVERIFY(!pacer.offer(sentence(2), 1100, false, true)); // a placement
        QVERIFY(!pacer.offer(sentence(3), 1200)); // a try
        QCOMPARE(pacer.waiting(), sentence(2));
        QVERIFY(!pacer.offer(sentence(4), 1300, false, true)); // a newer placement
        QCOMPARE(pacer.waiting(), sentence(4));
        QCOMPARE(pacer.takeDue(pacer.dueMs()), sentence(4));
        QVERIFY(!pacer.offer(sentence(5), pacer.freeAtMs() - 1));
        QVERIFY(!pacer.offer(sentence(6), pacer.freeAtMs() - 1));
        QCOMPARE(pacer.waiting(), sentence(6)); // tries replace each other, the newest waits
    }

    void nothingIsDueBeforeTheVoiceIsFree()
    {
        SpeechPacer pacer;
        QVERIFY(pacer.offer(sentence(1), 1000));
        QVERIFY(!pacer.offer(sentence(2), 1100));
        QCOMPARE(pacer.dueMs(), 2300);
        QVERIFY(pacer.takeDue(2299).isEmpty());
        QVERIFY(pacer.hasWaiting());
        QCOMPARE(pacer.takeDue(2300), sentence(2));
        QCOMPARE(pacer.dueMs(), -1);
        pacer.offer(sentence(3), 2400);
        pacer.dropWaiting();
        QVERIFY(!pacer.hasWaiting());
    }
};

NQ_TEST_APPLESS_MAIN(TestSpeechPacer)
#include "tst_speechpacer.moc"
