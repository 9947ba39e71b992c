#pragma once

#include "checkcomparison.h"
#include "job.h"

#include <QObject>
#include <QThreadPool>

namespace nq {

// Runs compareChecks() for a window through the one job class, on a one-thread pool of its
// own so that two comparisons never compete for the cores. Lives on the GUI thread and emits
// there: rows and progress come back as queued calls tagged with their request, so a new
// start() (which stops the running one: it polls its flag every few thousand steps) never
// hears the old one's. The destructor cancels and waits.
class CheckComparisonJob : public QObject
{
    Q_OBJECT

public:
    explicit CheckComparisonJob(QObject *parent = nullptr);
    ~CheckComparisonJob() override;

    // Applies from the next start().
    void setBudget(const ComparisonBudget &budget) { m_budget = budget; }
    const ComparisonBudget &budget() const { return m_budget; }

    // Starts comparing the checks for options.n, order and goal (options.check is ignored),
    // cancelling any comparison still running. Returns with the request's id.
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

    ComparisonBudget m_budget;
    SearchOptions m_options;
    quint64 m_requestId = 0;
    bool m_running = false;
    std::array<std::optional<CheckComparisonRow>, kComparedChecks.size()> m_rows;
    QThreadPool m_pool; // before m_job: the job is stopped before its pool goes
    Job m_job;
};

} // namespace nq
