#pragma once

#include "searchtypes.h"

#include <QMetaType>
#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

namespace nq {

// The three checks in the order the comparison runs them and the table lists them. Scan goes
// first because it is the most expensive per step: it sets the stopping point of a budget stop.
inline constexpr std::array<Check, 3> kComparedChecks {Check::Scan, Check::Arrays, Check::Bitmask};

// How far a comparison may go before it stops. Large N would run for hours (N=14, all
// solutions, is 810 million steps for scan), so every comparison ends in bounded time.
//
// The three methods walk the same search tree, so they place the same queens in the same
// order; only the steps and checks between placements differ. A budget stop therefore cuts
// every method right after the same placement, and the partial counts compare the same part
// of the search:
// - the first method (scan) stops right after its `maxPlacements`-th placement, or, once it
//   has run `maxMillisecondsPerMethod`, right after its next placement, whichever is first;
// - the other two stop right after exactly as many placements as scan made. They get no
//   clock of their own: they do the same placements with cheaper checks, so they take about
//   as long as scan did or less (arrays measured at 0.9-1.15x of scan, bitmasks about 0.1x).
//   A whole comparison stays within about 2.3x the time limit.
// A value of 0 means "no limit" for either field.
struct ComparisonBudget
{
    std::uint64_t maxPlacements = 1'000'000; // N=12 with all solutions (856,188) fits
    std::int64_t maxMillisecondsPerMethod = 4000;

    friend bool operator==(const ComparisonBudget &, const ComparisonBudget &) = default;
};

enum class ComparisonStop : std::uint8_t {
    Finished, // the search ran to its end: the counts are the whole cost
    PlacementBudget, // stopped after maxPlacements placements: partial counts
    TimeBudget, // scan hit the time limit (the others stopped at the same placement): partial
    Cancelled, // abandoned: the counts are meaningless and never reported
};

// One method's cost for the whole search, or for the part of it the budget allowed.
struct CheckComparisonRow
{
    Check check = Check::Scan;
    Counters counters; // steps, tries, checks, places, removes, backtracks, solutions
    double milliseconds = 0; // wall time of this method alone
    ComparisonStop stop = ComparisonStop::Finished;

    bool isPartial() const { return stop != ComparisonStop::Finished; }
};

using CheckComparisonRows = std::array<CheckComparisonRow, kComparedChecks.size()>;

// Reports from compareChecks(), called on the thread that runs it.
struct ComparisonCallbacks
{
    // A method has finished (or stopped at the budget); not called for a cancelled method.
    std::function<void(const CheckComparisonRow &row)> rowReady;
    // About every 50 ms: the method running, its counters so far, and a rough share of the
    // whole comparison done (0..1; methods are weighted by their usual cost).
    std::function<void(Check check, const Counters &soFar, double fractionDone)> progress;
};

// Runs the search of `options` (n, order, goal; options.check is ignored) once per check,
// one after the other, in the caller's thread, within `budget`. Polls `cancel` every few
// thousand steps (well under a millisecond); once it is set, returns promptly with the
// methods not yet done marked Cancelled. Plain C++ apart from the types: any thread.
CheckComparisonRows compareChecks(const SearchOptions &options, const ComparisonBudget &budget = {},
                                  const std::atomic<bool> *cancel = nullptr,
                                  const ComparisonCallbacks &callbacks = {});

// Runs compareChecks() for a window, off the thread that owns it. The object lives on the GUI
// thread and emits its signals there; the work is a QtConcurrent job on its own one-thread
// pool, so two comparisons never compete for the cores. Its rows come back through the job's
// QPromise and a QFutureWatcher, its progress as queued calls. A new start() cancels the one
// running: its results are dropped, and it stops within a fraction of a millisecond. The
// destructor cancels and waits for that, so the owner may be deleted at any time.
class CheckComparison : public QObject
{
    Q_OBJECT

public:
    explicit CheckComparison(QObject *parent = nullptr);
    ~CheckComparison() override;

    // Applies from the next start().
    void setBudget(const ComparisonBudget &budget) { m_budget = budget; }
    const ComparisonBudget &budget() const { return m_budget; }

    // Starts comparing the checks for options.n, order and goal (options.check is ignored),
    // cancelling any comparison still running. Returns at once with the request's id.
    quint64 start(const SearchOptions &options);
    // Stops the running comparison, if any; nothing more is emitted for it.
    void cancel();

    bool isRunning() const { return m_running; }
    quint64 requestId() const { return m_requestId; }
    // The options of the latest start(), with check set to Scan.
    const SearchOptions &options() const { return m_options; }
    // The rows of the latest start() received so far, in kComparedChecks order.
    const std::array<std::optional<CheckComparisonRow>, kComparedChecks.size()> &rows() const
    {
        return m_rows;
    }

signals:
    void progressChanged(nq::Check check, quint64 stepsSoFar, double fractionDone);
    // One method is done (in kComparedChecks order); rows() already holds it.
    void rowReady(const nq::CheckComparisonRow &row);
    // All three rows are in.
    void finished();

private:
    void deliverRow(quint64 requestId, const CheckComparisonRow &row);
    void deliverProgress(quint64 requestId, Check check, quint64 steps, double fraction);
    void deliverFinished(quint64 requestId);

    ComparisonBudget m_budget;
    SearchOptions m_options;
    quint64 m_requestId = 0;
    bool m_running = false;
    std::shared_ptr<std::atomic<bool>> m_cancel; // the running request's flag, shared with its job
    QFutureWatcher<CheckComparisonRow> *m_watcher = nullptr; // the running request's, a child
    std::array<std::optional<CheckComparisonRow>, kComparedChecks.size()> m_rows;
    QThreadPool m_pool;
};

} // namespace nq

Q_DECLARE_METATYPE(nq::CheckComparisonRow)
