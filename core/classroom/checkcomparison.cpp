#include "checkcomparison.h"

#include "threadhandoff.h"

#include "stepper.h"

#include <QFutureWatcher>
#include <QMetaObject>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <chrono>
#include <limits>

namespace nq {

namespace {

using Clock = std::chrono::steady_clock;

// About 0.3 ms of stepping at N=12: cancellation is seen well within a frame.
constexpr int kPollEverySteps = 4096;
constexpr auto kProgressInterval = std::chrono::milliseconds(50);
// Rough shares of a comparison's time: scan and arrays do the same steps, bitmasks far fewer.
constexpr std::array<double, 3> kMethodWeight {0.45, 0.45, 0.10};

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

struct MethodLimits
{
    std::uint64_t stopAfterPlacements = std::numeric_limits<std::uint64_t>::max();
    std::int64_t maxMilliseconds = 0; // 0: no clock
    std::uint64_t expectedPlacements =
        0; // for progress: the placements this run will make, if known
};

// Runs one method until its search ends, its budget is used up (then it stops right after a
// placement, see ComparisonBudget) or `cancel` is set.
CheckComparisonRow runMethod(const SearchOptions &options, const MethodLimits &limits,
                             const std::atomic<bool> *cancel,
                             const std::function<void(const Counters &, double)> &progress)
{
    CheckComparisonRow row;
    row.check = options.check;
    Stepper stepper(options);
    const Clock::time_point start = Clock::now();
    Clock::time_point lastProgress = start;
    std::uint64_t stopAfter = limits.stopAfterPlacements;
    bool timeUp = false;

    while (!stepper.isFinished()) {
        for (int i = 0; i < kPollEverySteps && !stepper.isFinished(); ++i) {
            stepper.next();
            if (stepper.counters().places >= stopAfter)
                break;
        }
        if (!stepper.isFinished() && stepper.counters().places >= stopAfter) {
            row.stop = timeUp ? ComparisonStop::TimeBudget : ComparisonStop::PlacementBudget;
            break;
        }
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            row.stop = ComparisonStop::Cancelled;
            break;
        }
        const Clock::time_point now = Clock::now();
        if (!timeUp && limits.maxMilliseconds > 0
            && now - start >= std::chrono::milliseconds(limits.maxMilliseconds)) {
            // Stop at the next placement, not here, so the other methods can stop at exactly
            // the same point of the search.
            timeUp = true;
            stopAfter = std::min(stopAfter, stepper.counters().places + 1);
        }
        if (progress && now - lastProgress >= kProgressInterval) {
            lastProgress = now;
            const std::uint64_t places = stepper.counters().places;
            double fraction = 0;
            if (limits.expectedPlacements > 0)
                fraction = double(places) / double(limits.expectedPlacements);
            else if (stopAfter != std::numeric_limits<std::uint64_t>::max())
                fraction = double(places) / double(stopAfter);
            if (limits.maxMilliseconds > 0)
                fraction = std::max(fraction,
                                    millisecondsSince(start) / double(limits.maxMilliseconds));
            progress(stepper.counters(), std::clamp(fraction, 0.0, 1.0));
        }
    }
    row.counters = stepper.counters();
    row.milliseconds = millisecondsSince(start);
    return row;
}

} // namespace

CheckComparisonRows compareChecks(const SearchOptions &options, const ComparisonBudget &budget,
                                  const std::atomic<bool> *cancel,
                                  const ComparisonCallbacks &callbacks)
{
    CheckComparisonRows rows;
    MethodLimits limits;
    if (budget.maxPlacements > 0)
        limits.stopAfterPlacements = budget.maxPlacements;
    limits.maxMilliseconds = budget.maxMillisecondsPerMethod;

    double weightDone = 0;
    for (std::size_t i = 0; i < kComparedChecks.size(); ++i) {
        SearchOptions methodOptions = options;
        methodOptions.check = kComparedChecks[i];
        std::function<void(const Counters &, double)> progress;
        if (callbacks.progress) {
            progress = [&, i](const Counters &soFar, double fraction) {
                callbacks.progress(kComparedChecks[i], soFar,
                                   weightDone + kMethodWeight[i] * fraction);
            };
        }
        rows[i] = runMethod(methodOptions, limits, cancel, progress);
        if (rows[i].stop == ComparisonStop::Cancelled) {
            for (std::size_t j = i; j < rows.size(); ++j) {
                rows[j].check = kComparedChecks[j];
                rows[j].stop = ComparisonStop::Cancelled;
            }
            return rows;
        }
        if (i == 0) {
            // Scan has fixed how far the search goes: the others end at the same placement.
            limits.maxMilliseconds = 0;
            limits.expectedPlacements = rows[0].counters.places;
            if (rows[0].isPartial())
                limits.stopAfterPlacements = rows[0].counters.places;
        }
        weightDone += kMethodWeight[i];
        if (callbacks.rowReady)
            callbacks.rowReady(rows[i]);
    }
    return rows;
}

CheckComparison::CheckComparison(QObject *parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
    m_pool.setObjectName(QStringLiteral("CheckComparison"));
}

CheckComparison::~CheckComparison()
{
    cancel();
    // Prompt: the job polls its flag every few thousand steps. After this no job can post to
    // `this` any more, and QObject drops the posts still queued for it.
    m_pool.waitForDone();
}

quint64 CheckComparison::start(const SearchOptions &options)
{
    cancel();
    m_options = options;
    m_options.check = Check::Scan;
    m_rows = {};
    m_running = true;
    const quint64 id = ++m_requestId;
    auto cancelFlag = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancelFlag;

    // A watcher per request: cancel() drops it with whatever it has not delivered yet.
    m_watcher = new QFutureWatcher<CheckComparisonRow>(this);
    connect(
        m_watcher, &QFutureWatcherBase::resultReadyAt, this,
        [this, id, watcher = m_watcher](int index) { deliverRow(id, watcher->resultAt(index)); });
    connect(m_watcher, &QFutureWatcherBase::finished, this, [this, id] { deliverFinished(id); });
    // The job reads only its own copies, and posts progress to `this`, which outlives it
    // (see the destructor).
    handOver(this);
    m_watcher->setFuture(QtConcurrent::run(&m_pool, [this, id, options = m_options,
                                                     budget = m_budget, cancelFlag](
                                                        QPromise<CheckComparisonRow> &promise) {
        takeOver(this);
        ComparisonCallbacks callbacks;
        callbacks.rowReady = [&promise](const CheckComparisonRow &row) { promise.addResult(row); };
        callbacks.progress = [this, id](Check check, const Counters &soFar, double fraction) {
            const quint64 steps = soFar.steps;
            QMetaObject::invokeMethod(
                this,
                [this, id, check, steps, fraction] { deliverProgress(id, check, steps, fraction); },
                Qt::QueuedConnection);
        };
        compareChecks(options, budget, cancelFlag.get(), callbacks);
    }));
    return id;
}

void CheckComparison::cancel()
{
    if (m_cancel) {
        m_cancel->store(true);
        m_cancel.reset();
    }
    if (m_watcher) {
        // A request still queued behind the running one never starts; the running one
        // stops within a fraction of a millisecond, unwaited for, its rows and end unheard.
        m_watcher->future().cancel();
        m_watcher->disconnect(this);
        m_watcher->deleteLater();
        m_watcher = nullptr;
    }
    m_running = false;
}

void CheckComparison::deliverRow(quint64 requestId, const CheckComparisonRow &row)
{
    if (requestId != m_requestId || !m_running)
        return;
    for (std::size_t i = 0; i < kComparedChecks.size(); ++i)
        if (kComparedChecks[i] == row.check)
            m_rows[i] = row;
    emit rowReady(row);
}

void CheckComparison::deliverProgress(quint64 requestId, Check check, quint64 steps,
                                      double fraction)
{
    if (requestId != m_requestId || !m_running)
        return;
    emit progressChanged(check, steps, fraction);
}

void CheckComparison::deliverFinished(quint64 requestId)
{
    if (requestId != m_requestId || !m_running)
        return;
    m_running = false;
    m_cancel.reset();
    emit finished();
}

} // namespace nq
