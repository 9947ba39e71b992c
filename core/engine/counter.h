#pragma once

#include "constellations.h"
#include "countplan.h"
#include "searchresults.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>

namespace nq {

class CountLedger;
class CountPlan;
class TaskDispenser;

// Count-only search (N-Queens II) with bitboards and the board's 8 symmetries, cut into the
// tasks of a CountPlan: from N=16 to 21 by half boards (halfboards.h: the top and bottom
// halves listed apart and matched many at a time), else by start constellations taken once
// per symmetry class (constellations.h). The tasks are drawn by `threads` std::threads of a
// TaskQueue. count() blocks its caller, which only waits and
// reports progress. The cancel flag is polled inside the tasks, so a cancelled count returns
// promptly at any N.
class Counter
{
public:
    // fractionDone in [0, 1]; called on the thread that called count(), about every 50 ms.
    using ProgressCallback = std::function<void(double fractionDone)>;
    // The same reports with the time spent and an estimate of the time left.
    using TimedProgressCallback = std::function<void(const CountProgress &progress)>;

    // `method`: Automatic picks half boards where they are faster and fit the memory;
    // Constellations keeps the count to a few megabytes (a listing counting what its full
    // list could not hold, beside that list).
    static CountResult count(int n, int threads = 0, const std::atomic<bool> *cancel = nullptr,
                             const ProgressCallback &progress = {},
                             CountMethod method = CountMethod::Automatic);
    static CountResult countTimed(int n, int threads, const std::atomic<bool> *cancel,
                                  const TimedProgressCallback &progress,
                                  CountMethod method = CountMethod::Automatic);
    // Runs the tasks of `plan` that `ledger` lacks and records each one as it ends, so that a
    // count stopped at any point (cancel, a signal, a crash after the ledger was saved)
    // continues where it stopped. The result is the ledger's totals; `cancelled` when it is
    // not complete. With `shared`, the tasks are drawn from it instead (a count across MPI
    // ranks, where other processes draw from the same dispenser and record their results in
    // the same ledger); the ledger may then still lack their tasks when this returns, and
    // `cancelled` says only whether `cancel` stopped it. Progress counts the tasks done
    // before this call as done; the time left is forecast from this call's own pace.
    static CountResult countResumable(const CountPlan &plan, CountLedger &ledger, int threads,
                                      const std::atomic<bool> *cancel,
                                      const TimedProgressCallback &progress,
                                      TaskDispenser *shared = nullptr);
    // Calls visit(worker, cols) for every completion of every start constellation: at least
    // one member of each symmetry class of solutions, at most 4 (only classes whose border
    // queens a rotation maps onto themselves are met more than once). cols[row] = column,
    // n entries. Calls come from `threads` worker threads at once, numbered 0..threads-1, so
    // visit must only touch that worker's data. Blocks; false if cancelled.
    using SolutionVisitor = CompletionVisitor;
    static bool visitSymmetryRepresentatives(int n, int threads, const std::atomic<bool> *cancel,
                                             const SolutionVisitor &visit,
                                             const ProgressCallback &progress = {});
    // The number of threads count() uses when asked for 0.
    static int defaultThreadCount();

    // A rough forecast of count()'s wall time before it starts, from the time measured for
    // N=16 on the reference machine (a 2-core 2.5 GHz Xeon VM) and the measured growth of the
    // work per extra row. Only an estimate: other machines, and other loads, differ.
    static double estimatedSeconds(int n, int threads = 0);
};

// The progress of one run over a count's ledger, as the counter and rank 0 of an MPI count
// report it: the share of all tasks done, and the time left from this run's own pace (tasks
// done before it cost it nothing), trusting the forecast until 5% of the run is done. Made at
// the run's start; now() may be called from any thread (the ledger locks).
class CountPace
{
public:
    // `forecastSeconds`: the whole count's expected time (Counter::estimatedSeconds).
    CountPace(const CountLedger &ledger, double forecastSeconds);
    CountProgress now() const;

private:
    const CountLedger &m_ledger;
    std::chrono::steady_clock::time_point m_started;
    std::size_t m_doneAtStart;
    double m_forecast; // of this run: the whole count's, for the tasks left at its start
};

} // namespace nq
