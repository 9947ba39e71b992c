#include "runnermailbox.h"

namespace nq {

RunnerMailbox::~RunnerMailbox()
{
    // The window's last take() ran on its own thread, and what orders it before this (the
    // runner deleted after its thread finished) goes through Qt, which ThreadSanitizer does
    // not see: taking the lock orders it here, before the members it wrote go.
    const std::lock_guard lock(m_mutex);
}

bool RunnerMailbox::post(RunnerSnapshot snapshot)
{
    {
        std::lock_guard lock(m_mutex);
        // After a jump back the window's untaken events no longer lead to this step: drop them.
        if (m_hasNew && m_snapshot.runId == snapshot.runId
            && m_snapshot.step() <= snapshot.step()) {
            // The window has not taken the previous snapshot: keep its events, newest last.
            std::vector<Event> merged = std::move(m_snapshot.recentEvents);
            snapshot.droppedEvents += m_snapshot.droppedEvents;
            merged.insert(merged.end(), snapshot.recentEvents.begin(), snapshot.recentEvents.end());
            if (merged.size() > RunnerSnapshot::kMaxRecentEvents) {
                const std::size_t drop = merged.size() - RunnerSnapshot::kMaxRecentEvents;
                merged.erase(merged.begin(), merged.begin() + static_cast<std::ptrdiff_t>(drop));
                snapshot.droppedEvents += drop;
            }
            snapshot.recentEvents = std::move(merged);
        }
        m_snapshot = std::move(snapshot);
        m_hasNew = true;
    }
    return !m_told.exchange(true);
}

RunnerSnapshot RunnerMailbox::take()
{
    std::lock_guard lock(m_mutex);
    RunnerSnapshot snapshot = m_snapshot;
    if (!snapshot.hasEvent() && m_takenEvent && snapshot.store == m_takenStore
        && snapshot.step() == m_takenStep)
        snapshot.carriedEvent = m_takenEvent;
    m_takenStore = snapshot.store;
    m_takenStep = snapshot.step();
    m_takenEvent = snapshot.hasEvent() ? std::optional(snapshot.lastEvent())
                                       : snapshot.carriedEvent;
    m_snapshot.recentEvents.clear();
    m_snapshot.droppedEvents = 0;
    m_hasNew = false;
    m_told = false;
    return snapshot;
}

} // namespace nq
