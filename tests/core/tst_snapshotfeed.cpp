#include "runnermailbox.h"
#include "snapshotfeed.h"
#include "testregistry.h"

#include <QTest>

#include <memory>
#include <vector>

using namespace nq;

namespace {

Event placeAt(int row, int col)
{
    Event e;
    e.type = EventType::Place;
    e.row = static_cast<std::int8_t>(row);
    e.col = static_cast<std::int8_t>(col);
    return e;
}

// A snapshot of the run that owns `store`, at `step`, with these events.
RunnerSnapshot snapshotAt(const std::shared_ptr<const SolutionStore> &store, std::uint64_t step,
                          std::vector<Event> events = {})
{
    RunnerSnapshot snapshot;
    snapshot.store = store;
    snapshot.search.options.n = 4;
    snapshot.search.counters.steps = step;
    snapshot.recentEvents = std::move(events);
    snapshot.runState = RunState::Paused;
    return snapshot;
}

// What one subscriber was handed: the moment, the step, whether the snapshot had an event,
// and the changes.
struct Handed
{
    SnapshotMoment moment;
    std::uint64_t step;
    bool hasEvent;
    SnapshotChanges changes;
};

// Subscribes to every moment and keeps what each was handed, in order.
struct Recorder
{
    explicit Recorder(SnapshotFeed &feed)
    {
        for (SnapshotMoment moment :
             {SnapshotMoment::EveryFrame, SnapshotMoment::Texts, SnapshotMoment::WhilePractising,
              SnapshotMoment::Board, SnapshotMoment::SearchTexts, SnapshotMoment::Theme,
              SnapshotMoment::HandedOut})
            feed.subscribe(moment,
                           [this, moment](const RunnerSnapshot &s, const SnapshotChanges &c) {
                               handed.push_back({moment, s.step(), s.hasEvent(), c});
                           });
    }
    QList<SnapshotMoment> moments() const
    {
        QList<SnapshotMoment> list;
        for (const Handed &h : handed)
            list << h.moment;
        return list;
    }
    const Handed &at(SnapshotMoment moment) const
    {
        for (const Handed &h : handed)
            if (h.moment == moment)
                return h;
        qFatal("the moment was not handed anything");
        return handed.front(); // not reached
    }

    std::vector<Handed> handed;
};

using M = SnapshotMoment;

} // namespace

// Tests the shown snapshot's feed (who is handed it, when, and with what changes) and the
// event the mailbox carries to a step whose snapshot brought none.
class TestSnapshotFeed : public QObject
{
    Q_OBJECT

private slots:
    void aNewRunReachesEveryMomentOfTheLiveSearchInOrder()
    {
        SnapshotFeed feed;
        Recorder recorder(feed);
        const auto store = std::make_shared<const SolutionStore>(4);
        feed.show(snapshotAt(store, 0));
        QCOMPARE(recorder.moments(), (QList<SnapshotMoment> {M::EveryFrame, M::Texts, M::Board,
                                                             M::SearchTexts, M::HandedOut}));
        const SnapshotChanges &changes = recorder.at(M::SearchTexts).changes;
        QVERIFY(changes.runRestarted);
        QVERIFY(changes.stepMoved);
        QVERIFY(!changes.languageChanged);
        QVERIFY(!changes.themeChanged);
    }

    // The solutions' panel lists again only when what it lists changed: more solutions, fewer
    // (a step back un-finds them), another count of classes, the list filled, another run.
    void theSolutionsChangeWhenFoundOrUnfound()
    {
        SnapshotFeed feed;
        const auto store = std::make_shared<const SolutionStore>(4);
        feed.show(snapshotAt(store, 3));
        Recorder recorder(feed);
        const auto changedAt = [&](RunnerSnapshot snapshot) {
            recorder.handed.clear();
            feed.show(snapshot);
            return recorder.at(M::Texts).changes.solutionsChanged;
        };
        RunnerSnapshot next = snapshotAt(store, 4);
        QVERIFY(!changedAt(next)); // another step, the same solutions
        next = snapshotAt(store, 5);
        next.visibleSolutions = 1;
        QVERIFY(changedAt(next));
        next = snapshotAt(store, 6);
        next.visibleSolutions = 1;
        QVERIFY(!changedAt(next));
        next.visibleClasses = 1;
        QVERIFY(changedAt(next));
        next.storeFull = true;
        QVERIFY(changedAt(next));
        RunnerSnapshot back = snapshotAt(store, 4); // stepped back before the solution
        QVERIFY(changedAt(back));
        QVERIFY(changedAt(snapshotAt(std::make_shared<const SolutionStore>(4), 4)));
    }

    void aPauseAtTheSameStepLeavesTheBoardAlone()
    {
        SnapshotFeed feed;
        const auto store = std::make_shared<const SolutionStore>(4);
        feed.show(snapshotAt(store, 3, {placeAt(0, 1)}));
        Recorder recorder(feed);
        feed.show(snapshotAt(store, 3));
        QVERIFY(!recorder.moments().contains(M::Board));
        QVERIFY(!recorder.at(M::Texts).changes.stepMoved);
        QVERIFY(!recorder.at(M::Texts).changes.runRestarted);
        recorder.handed.clear();
        feed.show(snapshotAt(store, 4, {placeAt(1, 3)}));
        QVERIFY(recorder.moments().contains(M::Board));
        QVERIFY(recorder.at(M::Board).changes.stepMoved);
    }

    void theCarriedEventReachesTheTextsButDoesNotMoveTheBoard()
    {
        SnapshotFeed feed;
        const auto store = std::make_shared<const SolutionStore>(4);
        feed.show(snapshotAt(store, 3, {placeAt(0, 1)}));
        Recorder recorder(feed);
        RunnerSnapshot paused = snapshotAt(store, 3);
        paused.carriedEvent = placeAt(0, 1);
        feed.show(paused);
        QVERIFY(!recorder.moments().contains(M::Board));
        QVERIFY(recorder.at(M::SearchTexts).hasEvent);
        QCOMPARE(feed.shown().lastEvent(), placeAt(0, 1));
    }

    void practisingHoldsBackTheLiveSearch()
    {
        SnapshotFeed feed;
        Recorder recorder(feed);
        const auto store = std::make_shared<const SolutionStore>(4);
        feed.setShownInstead({true, false});
        feed.show(snapshotAt(store, 2, {placeAt(0, 0)}));
        QCOMPARE(recorder.moments(), (QList<SnapshotMoment> {M::EveryFrame, M::Texts,
                                                             M::WhilePractising, M::HandedOut}));
        // Leaving it, the feed hands the same snapshot out again: the search's texts follow.
        recorder.handed.clear();
        feed.setShownInstead({});
        feed.reshow();
        QCOMPARE(recorder.moments(), (QList<SnapshotMoment> {M::EveryFrame, M::Texts, M::Board,
                                                             M::SearchTexts, M::HandedOut}));
        // Changes are counted from what each moment was last handed: the texts of the live
        // search never saw step 2.
        QVERIFY(recorder.at(M::SearchTexts).changes.stepMoved);
        QVERIFY(!recorder.at(M::Texts).changes.stepMoved);
    }

    void aViewedSolutionKeepsTheBoard()
    {
        SnapshotFeed feed;
        Recorder recorder(feed);
        const auto store = std::make_shared<const SolutionStore>(4);
        feed.setShownInstead({false, true});
        feed.show(snapshotAt(store, 2, {placeAt(0, 0)}));
        QCOMPARE(recorder.moments(),
                 (QList<SnapshotMoment> {M::EveryFrame, M::Texts, M::SearchTexts, M::HandedOut}));
    }

    void flatOutTheTextsFollowTenTimesASecond()
    {
        SnapshotFeed feed;
        const auto store = std::make_shared<const SolutionStore>(4);
        RunnerSnapshot running = snapshotAt(store, 10, {placeAt(0, 0)});
        running.runState = RunState::Running;
        running.stepsPerSecond = 0; // full speed
        feed.show(running);
        Recorder recorder(feed);
        running.search.counters.steps = 20;
        feed.show(running);
        QCOMPARE(recorder.moments(),
                 (QList<SnapshotMoment> {M::EveryFrame, M::Board, M::HandedOut}));
        // A paused run's texts are due at once.
        recorder.handed.clear();
        running.runState = RunState::Paused;
        feed.show(running);
        QVERIFY(recorder.moments().contains(M::SearchTexts));
        QVERIFY(recorder.at(M::SearchTexts).changes.runStateChanged);
    }

    void onlyTheThemeMomentHearsOfANewAppearance()
    {
        SnapshotFeed feed;
        const auto store = std::make_shared<const SolutionStore>(4);
        feed.show(snapshotAt(store, 1));
        Recorder recorder(feed);
        feed.reshowForTheme();
        QCOMPARE(recorder.moments(), (QList<SnapshotMoment> {M::Theme}));
        QVERIFY(recorder.at(M::Theme).changes.themeChanged);
        recorder.handed.clear();
        SnapshotChanges language;
        language.languageChanged = true;
        feed.reshow(language);
        QVERIFY(!recorder.moments().contains(M::Theme));
        QVERIFY(recorder.at(M::SearchTexts).changes.languageChanged);
    }

    void theMailboxCarriesAStepsEventToASnapshotWithout()
    {
        RunnerMailbox mailbox;
        const auto store = std::make_shared<const SolutionStore>(4);
        mailbox.post(snapshotAt(store, 5, {placeAt(2, 3)}));
        QVERIFY(!mailbox.take().carriedEvent);
        mailbox.post(snapshotAt(store, 5)); // a pause: no event of its own
        const RunnerSnapshot paused = mailbox.take();
        QVERIFY(!paused.hasEvent());
        QCOMPARE(paused.carriedEvent, std::optional(placeAt(2, 3)));
        mailbox.post(snapshotAt(store, 5)); // a new speed: still the same step
        QCOMPARE(mailbox.take().carriedEvent, std::optional(placeAt(2, 3)));
        // Another step, or another run, carries nothing.
        mailbox.post(snapshotAt(store, 4));
        QVERIFY(!mailbox.take().carriedEvent);
        mailbox.post(snapshotAt(store, 6, {placeAt(3, 1)}));
        mailbox.take();
        mailbox.post(snapshotAt(std::make_shared<const SolutionStore>(4), 6));
        QVERIFY(!mailbox.take().carriedEvent);
    }
};

NQ_TEST_GUILESS_MAIN(TestSnapshotFeed)
#include "tst_snapshotfeed.moc"
