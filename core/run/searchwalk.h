#pragma once

#include "stepper.h"
#include "stepwalk.h"

namespace nq {

// The built-in search walked for an export: one Stepper run forward from its start (far
// ahead without building events), as the window's AnimatedSearch runs it. Made and used on one
// thread.
class SearchWalk : public StepWalk
{
public:
    explicit SearchWalk(const Stepper &start);

    std::uint64_t step() const override { return m_stepper.counters().steps; }
    bool isFinished() const override { return m_stepper.isFinished(); }
    bool next() override;
    bool skipTo(std::uint64_t target, const std::atomic<bool> *cancel,
                const Progress &progress) override;
    Placement queens() const override { return m_stepper.placement(); }
    SquareSet squares() const override;
    bool holdsQueen(int row, int col) const override;
    Counters counters() const override { return m_stepper.counters(); }
    void describe(RunnerSnapshot &snapshot) const override;
    std::optional<std::vector<std::uint64_t>> pathToSolution(
        std::uint64_t k, const std::atomic<bool> *cancel) const override;

private:
    const Stepper m_start; // where the search starts: the user's queens placed
    Stepper m_stepper;
};

} // namespace nq
