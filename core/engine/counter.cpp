#include "counter.h"

#include "constellations.h"
#include "countledger.h"
#include "countplan.h"
#include "taskdispenser.h"
#include "taskqueue.h"

#include <algorithm>
#include <chrono>
#include <thread>
#include <vector>

// The method (start constellations, one per symmetry class, each counted 8 times over) lives
// in constellations.h; this file spreads its tasks over threads, reports progress and
// forecasts the time a count takes.

namespace nq {

namespace {

// Seconds to count N=16 with one thread on the reference machine (a 2.5 GHz Xeon VM), and
// the growth of the work from N-1 to N: measured as the number of search frames up to
// N=17, beyond that the growth of the number of solutions (OEIS A000170, known to N=27)
// times the 7% by which the frames outgrew the solutions at N=17, and past N=27 a trend.
constexpr double kSecondsForSixteenOneThread = 0.8;
constexpr std::array<double, kMaxN + 1> kGrowthFromPrevious = {
    1,    1,    1,     1,     1,     1,     1,    4.0,  4.0,  4.63, 4.58,
    4.90, 5.25, 5.42,  5.93,  6.17,  6.69,  6.93, 7.44, 7.98, 8.41, 8.63,
    9.15, 9.64, 10.05, 10.38, 10.82, 11.26, 11.7, 12.1, 12.5, 12.9, 13.3};

// Seconds to count N=16..21 by half boards with one thread on the reference machine: measured
// to N=18, beyond it the growth of the matching (about 9 from even to odd N, 5 from odd to
// even).
constexpr std::array<double, 6> kHalfBoardSecondsOneThread = {0.2, 1.7, 8.0, 72, 360, 3240};

double secondsLeftEstimate(double fraction, double elapsed, double forecast)
{
    if (fraction >= 1.0)
        return 0.0;
    // Trust the forecast at the start and the observed pace once a few percent are done.
    const double weight = std::clamp(fraction / 0.05, 0.0, 1.0);
    const double observedTotal = fraction > 0 ? elapsed / fraction : forecast;
    const double total = (1.0 - weight) * forecast + weight * observedTotal;
    return std::max(0.0, total - elapsed);
}

// Runs work(worker, constellation, poll) for every start constellation, each turned for its
// search, drawn from one TaskQueue by `threads` threads, while the calling thread reports
// the fraction of constellations done about every 50 ms. False when cancelled.
bool forEachConstellation(int n, int threads, const std::atomic<bool> *cancel,
                          const std::function<void(int, const Constellation &, CancelPoll &)> &work,
                          const std::function<void(double)> &progress)
{
    const std::vector<Constellation> tasks = startConstellations(n, cancel, [&] {
        if (progress)
            progress(0.0);
    });
    // One poll per thread, each on its own cache line: they count nodes in the hot loop.
    struct alignas(64) WorkerPoll
    {
        CancelPoll poll;
    };
    std::vector<WorkerPoll> polls(std::size_t(threads), WorkerPoll {CancelPoll(cancel)});
    TaskQueue queue(
        threads, tasks.size(),
        [&](int worker, std::size_t index) {
            CancelPoll &poll = polls[std::size_t(worker)].poll;
            if (poll.stopped())
                return;
            // Turned on the worker: choosing the orientation costs as much as the enumeration.
            work(worker, bestOrientation(tasks[index], n), poll);
        },
        cancel);
    while (!queue.waitFor(std::chrono::milliseconds(50))) {
        if (progress)
            progress(tasks.empty() ? 1.0 : double(queue.finishedCount()) / double(tasks.size()));
    }
    queue.wait();
    const bool stopped = std::any_of(polls.begin(), polls.end(),
                                     [](const WorkerPoll &p) { return p.poll.stopped(); });
    return !stopped && !(cancel && cancel->load());
}

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

int Counter::defaultThreadCount()
{
    return std::max(1u, std::thread::hardware_concurrency());
}

double Counter::estimatedSeconds(int n, int threads)
{
    if (n < kMinN || n > kMaxN)
        return 0.0;
    if (threads <= 0)
        threads = defaultThreadCount();
    if (CountPlan::automaticMethod(n, threads) == CountMethod::HalfBoards) {
        const int used = std::min(threads, defaultThreadCount());
        const double seconds = kHalfBoardSecondsOneThread[std::size_t(n - 16)];
        return used <= 1 ? seconds : seconds * 1.12 / used;
    }
    double seconds = kSecondsForSixteenOneThread;
    for (int m = 16; m < n; ++m)
        seconds *= kGrowthFromPrevious[m + 1];
    for (int m = 16; m > n; --m)
        seconds /= kGrowthFromPrevious[m];
    // Tasks spread evenly, but two threads on the reference machine's two cores each run
    // about 12% slower than one thread alone.
    const int used = std::min(threads, defaultThreadCount());
    return used <= 1 ? seconds : seconds * 1.12 / used;
}

CountResult Counter::count(int n, int threads, const std::atomic<bool> *cancel,
                           const ProgressCallback &progress, CountMethod method)
{
    if (!progress)
        return countTimed(n, threads, cancel, {}, method);
    return countTimed(
        n, threads, cancel, [&progress](const CountProgress &p) { progress(p.fractionDone); },
        method);
}

CountResult Counter::countTimed(int n, int threads, const std::atomic<bool> *cancel,
                                const TimedProgressCallback &progress, CountMethod method)
{
    if (n < kMinN || n > kMaxN)
        return {};
    if (cancel && cancel->load())
        return {0, 0, true};
    const auto started = std::chrono::steady_clock::now();
    const double forecast = estimatedSeconds(n, threads);
    const CountPlan plan(
        n, cancel,
        [&] {
            if (progress)
                progress({0.0, secondsSince(started), forecast});
        },
        method);
    if (!plan.complete())
        return {0, 0, true};
    CountLedger ledger(plan);
    // The run's own pace starts after the planning; the time reported is the whole count's,
    // so it never goes back when the planning was slow.
    const CountResult result = countResumable(plan, ledger, threads, cancel, [&](CountProgress p) {
        if (progress) {
            p.elapsedSeconds = secondsSince(started);
            progress(p);
        }
    });
    // A cancelled count has no totals; a resumable one keeps its part in the ledger.
    return result.cancelled ? CountResult {0, 0, true} : result;
}

// Every thread draws tasks until none is left; the calling thread reports progress about
// every 50 ms. A task stopped by the cancel is not recorded, so the ledger only ever holds
// whole tasks.
CountResult Counter::countResumable(const CountPlan &plan, CountLedger &ledger, int threads,
                                    const std::atomic<bool> *cancel,
                                    const TimedProgressCallback &progress,
                                    TaskDispenser *sharedDispenser)
{
    if (!plan.complete() || !ledger.mismatch(plan).empty())
        return {0, 0, true};
    if (threads <= 0)
        threads = defaultThreadCount();
    const CountPace pace(ledger, estimatedSeconds(plan.n(), threads));
    const auto report = [&] {
        if (progress)
            progress(pace.now());
    };

    TaskDispenser ownDispenser(sharedDispenser ? std::vector<std::size_t> {}
                                               : ledger.pendingTasks());
    TaskDispenser &dispenser = sharedDispenser ? *sharedDispenser : ownDispenser;
    const std::size_t workers = std::min<std::size_t>(std::size_t(threads), dispenser.remaining());
    TaskQueue queue(
        int(workers), workers,
        [&](int, std::size_t) {
            // Each thread runs this once and draws its tasks itself, so the cancel is checked
            // here too: a small task never polls it inside.
            while (!(cancel && cancel->load(std::memory_order_relaxed))) {
                const std::optional<std::size_t> task = dispenser.next();
                if (!task)
                    return;
                const CountShare share = plan.run(*task, cancel);
                if (share.cancelled)
                    return;
                ledger.record(*task, share);
            }
        },
        cancel);
    while (!queue.waitFor(std::chrono::milliseconds(50)))
        report();
    queue.wait();
    CountResult result = ledger.totals();
    // With a shared dispenser the other takers may still be busy: only a cancel stopped this.
    result.cancelled = !ledger.isComplete() && (!sharedDispenser || (cancel && cancel->load()));
    if (!result.cancelled)
        report();
    return result;
}

CountPace::CountPace(const CountLedger &ledger, double forecastSeconds)
    : m_ledger(ledger)
    , m_started(std::chrono::steady_clock::now())
    , m_doneAtStart(ledger.doneCount())
    , m_forecast(forecastSeconds * double(ledger.taskCount() - m_doneAtStart)
                 / double(std::max<std::size_t>(ledger.taskCount(), 1)))
{
}

CountProgress CountPace::now() const
{
    const std::size_t done = m_ledger.doneCount();
    const std::size_t tasks = std::max<std::size_t>(m_ledger.taskCount(), 1);
    const double elapsed = secondsSince(m_started);
    const double ofThisRun = tasks == m_doneAtStart
                                 ? 1.0
                                 : double(done - m_doneAtStart) / double(tasks - m_doneAtStart);
    return {double(done) / double(tasks), elapsed,
            secondsLeftEstimate(ofThisRun, elapsed, m_forecast)};
}

bool Counter::visitSymmetryRepresentatives(int n, int threads, const std::atomic<bool> *cancel,
                                           const SolutionVisitor &visit,
                                           const ProgressCallback &progress)
{
    if (n < 6 || n > kMaxN)
        return false;
    if (threads <= 0)
        threads = defaultThreadCount();
    return forEachConstellation(
        n, threads, cancel,
        [&](int worker, const Constellation &c, CancelPoll &poll) {
            visitCompletions(makeInnerBoard(c, n), c, n, poll, visit, worker);
        },
        progress);
}

} // namespace nq
