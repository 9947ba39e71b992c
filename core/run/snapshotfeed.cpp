#include "snapshotfeed.h"

#include "speedlimits.h"

namespace nq {

void SnapshotFeed::subscribe(SnapshotMoment moment, Receiver receiver)
{
    m_receivers[std::size_t(moment)].push_back(std::move(receiver));
}

void SnapshotFeed::show(const RunnerSnapshot &snapshot)
{
    const bool newRun = snapshot.store != m_shown.store;
    const bool moved = snapshot.step() != m_shown.step() || newRun;
    const bool stateChanged = snapshot.runState != m_shown.runState || newRun;
    m_shown = snapshot;
    // The texts tell what the step did even when they were skipped at the snapshot that did it
    // (flat out, then paused); the board, unmoved, does not replay it (it tests `snapshot`).
    if (snapshot.carriedEvent)
        m_shown.recentEvents.push_back(*snapshot.carriedEvent);
    handOut(textsDue(stateChanged), moved || snapshot.hasEvent(), {});
}

void SnapshotFeed::reshow(const SnapshotChanges &why)
{
    handOut(textsDue(false), m_shown.hasEvent() || why.backToSearch, why);
}

void SnapshotFeed::reshowForTheme()
{
    SnapshotChanges why;
    why.themeChanged = true;
    deliver(SnapshotMoment::Theme, why);
}

bool SnapshotFeed::textsDue(bool stateChanged) const
{
    const bool fast = m_shown.runState == RunState::Running
                      && speed::isBatched(m_shown.stepsPerSecond);
    return !fast || stateChanged || !m_textsShown.isValid() || m_textsShown.elapsed() >= 100;
}

void SnapshotFeed::handOut(bool textsDue, bool boardDue, const SnapshotChanges &why)
{
    deliver(SnapshotMoment::EveryFrame, why);
    if (textsDue) {
        m_textsShown.start();
        deliver(SnapshotMoment::Texts, why);
    }
    if (m_instead.practicing) {
        deliver(SnapshotMoment::WhilePractising, why);
    } else {
        if (!m_instead.viewingSolution && boardDue)
            deliver(SnapshotMoment::Board, why);
        if (textsDue)
            deliver(SnapshotMoment::SearchTexts, why);
    }
    deliver(SnapshotMoment::HandedOut, why);
}

void SnapshotFeed::deliver(SnapshotMoment moment, const SnapshotChanges &why)
{
    Last &last = m_last[std::size_t(moment)];
    SnapshotChanges changes = why;
    const bool newRun = m_shown.store.get() != last.store;
    changes.runRestarted = changes.runRestarted || newRun;
    changes.stepMoved = changes.stepMoved || newRun || m_shown.step() != last.step;
    changes.solutionsChanged = changes.solutionsChanged || newRun
                               || m_shown.solutionsFound() != last.found
                               || m_shown.visibleSolutions != last.visible
                               || m_shown.visibleClasses != last.classes
                               || m_shown.storeFull != last.storeFull;
    changes.runStateChanged = changes.runStateChanged || newRun
                              || m_shown.runState != last.runState;
    last = {m_shown.step(),         m_shown.solutionsFound(), m_shown.visibleSolutions,
            m_shown.visibleClasses, m_shown.storeFull,        m_shown.store.get(),
            m_shown.runState};
    for (const Receiver &receiver : m_receivers[std::size_t(moment)])
        receiver(m_shown, changes);
}

} // namespace nq
