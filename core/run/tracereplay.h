#pragma once

#include "steppedrun.h"
#include "tracerun.h"

#include <memory>
#include <vector>

namespace nq {

// A student's stored trace stepped through as the built-in search is: one event a step,
// forward, back and to any step at once (the store's checkpoints make any step one checkpoint
// and a few thousand events away, well under a millisecond). Its snapshots carry the board the
// program built, its counters, the solutions it reported and the run itself (whose it is, what
// checking it found). Owned by the runner, on its thread; the trace is shared and read only.
class TraceReplay : public SteppedRun
{
public:
    void reset(std::shared_ptr<const TraceRun> run);
    const std::shared_ptr<const TraceRun> &run() const { return m_run; }

    void advanceOne() override;
    void runSlice(std::int64_t nanoseconds,
                  const std::function<bool(const Event &)> &stopsAt) override;
    void jumpTo(std::uint64_t target) override;
    bool isFinished() const override { return m_step >= m_run->stepCount(); }
    std::uint64_t step() const override { return m_step; }
    // The whole trace is known: its end is as far as it goes.
    std::uint64_t furthestStep() const override { return m_run->stepCount(); }
    const Event *lastEvent() const override
    {
        return m_pendingEvents.empty() ? nullptr : &m_pendingEvents.back();
    }
    void describe(RunnerSnapshot &snapshot) override;

private:
    void noteEvent(const Event &event);

    std::shared_ptr<const TraceRun> m_run;
    std::uint64_t m_step = 0;
    std::vector<Event> m_ahead; // the events of m_aheadFirst onwards, the next one at the back
    std::uint64_t m_aheadFirst = 0;
    std::vector<Event> m_pendingEvents; // since the last snapshot
    std::uint64_t m_pendingDropped = 0;
};

} // namespace nq
