#pragma once

#include "checkpointhistory.h"
#include "runnersnapshot.h"
#include "searchtree.h"
#include "solutionsteps.h"
#include "solutionstore.h"
#include "steppedrun.h"
#include "stepper.h"
#include "symmetryclassifier.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace nq {

// The animated run's search: the Stepper, its checkpoint history, the symmetry classifier,
// the SolutionStore it fills (and the step of each solution), and the events stepped since the runner last published. Steps
// one at a time, runs flat out for a time slice, and jumps to any step (back, from the
// nearest checkpoint). Owned by the runner, on its thread; knows nothing of speed or time
// beyond the slice it is given.
class AnimatedSearch : public SteppedRun
{
public:
    // A fresh search of `options`, extending `prefix` when it holds queens; its store keeps
    // at most `storeCapacity` solutions in at most `storeBudget` bytes.
    void reset(const SearchOptions &options, const Placement &prefix, std::uint64_t storeCapacity,
               std::uint64_t storeBudget = SolutionStore::kNoBudget);

    // One step; its event is kept for the window.
    void advanceOne() override;
    // Steps flat out for about `nanoseconds`, or until `stopsAt` (if given) says an event
    // stops the run. Keeps only the last event for the window; the others count as dropped.
    void runSlice(std::int64_t nanoseconds,
                  const std::function<bool(const Event &)> &stopsAt) override;
    // Goes to `target`: back, or far forward over ground already covered, from the nearest
    // checkpoint; else forward step by step. Stops early at the end of the search.
    void jumpTo(std::uint64_t target) override;

    bool isFinished() const override { return m_stepper->isFinished(); }
    std::uint64_t step() const override { return m_stepper->counters().steps; }
    // The furthest step this search has run to (stepping back does not lower it).
    std::uint64_t furthestStep() const override { return m_furthestStep; }
    // The newest event kept for the window, or null.
    const Event *lastEvent() const override
    {
        return m_pendingEvents.empty() ? nullptr : &m_pendingEvents.back();
    }
    const CheckpointHistory &history() const { return m_history; }
    const SolutionStore &store() const { return *m_store; }
    std::shared_ptr<SolutionStore> sharedStore() const { return m_store; }

    // Fills the search's part of a snapshot and hands over the events kept since the last.
    void describe(RunnerSnapshot &snapshot) override;

private:
    void restoreTo(std::uint64_t target);
    void noteEvent(const Event &event);
    void recordSolution();

    std::unique_ptr<Stepper> m_stepper;
    CheckpointHistory m_history;
    SymmetryClassifier m_classifier;
    std::shared_ptr<SolutionStore> m_store;
    std::shared_ptr<SolutionSteps> m_solutionSteps; // the step of each stored solution
    std::shared_ptr<const SearchTree> m_tree;
    std::uint64_t m_furthestStep = 0;
    std::vector<Event> m_pendingEvents; // since the last snapshot
    std::uint64_t m_pendingDropped = 0;
};

} // namespace nq
