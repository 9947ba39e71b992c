#pragma once

#include "runnersnapshot.h"

#include <atomic>
#include <mutex>

namespace nq {

// The one place a snapshot waits between the runner and the window: the newest only. A
// snapshot posted before the window took the previous one replaces it but keeps its events
// in front of its own (capped), so the window misses none of the recent events however
// slowly it takes them. A snapshot taken without events at the step the previous taken one
// was at carries that step's event (RunnerSnapshot::carriedEvent). The runner's thread posts;
// any thread takes.
class RunnerMailbox
{
public:
    RunnerMailbox() = default;
    ~RunnerMailbox();
    RunnerMailbox(const RunnerMailbox &) = delete;
    RunnerMailbox &operator=(const RunnerMailbox &) = delete;

    // True when the window must be told: it has taken every snapshot posted before.
    bool post(RunnerSnapshot snapshot);
    // The newest snapshot; the next post will tell the window again.
    RunnerSnapshot take();

private:
    std::mutex m_mutex;
    RunnerSnapshot m_snapshot;
    bool m_hasNew = false;
    // The last snapshot taken: its store, step and event (or the event it carried).
    std::shared_ptr<const SolutionStore> m_takenStore;
    std::uint64_t m_takenStep = 0;
    std::optional<Event> m_takenEvent;
    std::atomic<bool> m_told {false}; // told of a snapshot not taken yet
};

} // namespace nq
