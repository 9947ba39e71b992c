#pragma once

#include "stepwalk.h"

#include <deque>

namespace nq {

// A student's stored trace walked for an export, as the window's TraceReplay steps it: each
// step's event, board and counters from the store, decoded a piece at a time (one walk from a
// checkpoint per piece, not per step), any step reached at once. Made and used on one thread;
// the trace is shared and read only.
class TraceWalk : public StepWalk
{
public:
    explicit TraceWalk(std::shared_ptr<const TraceRun> run);

    std::uint64_t step() const override { return m_step; }
    bool isFinished() const override { return m_step >= m_run->stepCount(); }
    bool next() override;
    bool skipTo(std::uint64_t target, const std::atomic<bool> *cancel,
                const Progress &progress) override;
    Placement queens() const override;
    SquareSet squares() const override { return m_squares; }
    bool holdsQueen(int row, int col) const override
    {
        return (m_squares[std::size_t(row)] >> col) & 1u;
    }
    Counters counters() const override { return m_counters; }
    std::optional<std::uint64_t> violationStep() const override { return m_run->violationStep(); }
    std::shared_ptr<const TraceRun> trace() const override { return m_run; }
    void describe(RunnerSnapshot &snapshot) const override;
    std::optional<std::vector<std::uint64_t>> pathToSolution(
        std::uint64_t k, const std::atomic<bool> *cancel) const override;

private:
    // A step decoded ahead: the event that led to it, the board and counters after it.
    struct Ahead
    {
        Event event;
        SquareSet squares;
        Counters counters;
    };
    void standAt(std::uint64_t target);
    void decodeAhead();

    std::shared_ptr<const TraceRun> m_run;
    std::uint64_t m_step = 0;
    SquareSet m_squares {};
    Counters m_counters;
    std::deque<Ahead> m_ahead; // steps m_step + 1 onwards
};

} // namespace nq
