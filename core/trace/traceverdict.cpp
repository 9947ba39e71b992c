#include "traceverdict.h"

#include "traceintake.h"
#include "tracewording.h"

namespace nq {

TraceVerdict::TraceVerdict(int n, bool firstOnly)
    : m_n(n)
    , m_reader(n)
    , m_checker(n, firstOnly)
    , m_store(std::make_unique<TraceStore>(n))
{
}

TraceVerdict::~TraceVerdict() = default;

void TraceVerdict::feed(std::string_view bytes)
{
    if (decided())
        return;
    m_reader.feed(bytes);
    takeLines();
}

void TraceVerdict::finish()
{
    m_reader.finish();
    takeLines();
    m_checker.finish();
}

void TraceVerdict::takeLines()
{
    while (m_checker.holds() && m_reader.next(m_line)) {
        m_checker.take(m_line);
        // Past the window's cap the store is dropped: only the missed path's explanation is
        // left out then.
        if (m_store && m_store->stepCount() >= TraceIntake::kMaxEvents)
            m_store.reset();
        if (m_store)
            m_store->append(m_line);
    }
}

std::string TraceVerdict::line() const
{
    const auto &violation = m_checker.violation();
    if (!violation)
        return describeSummary(m_checker.summary());
    std::optional<TraceRun::MissedPath> missedPath;
    if (violation->kind == TraceViolationKind::SolutionsMissed && m_store
        && violation->board.n == m_n)
        missedPath = TraceRun::missedPathOf(*m_store, m_checker.order().value_or(Order::Rows),
                                            violation->board);
    return violationLine(*violation, m_n, missedPath);
}

std::string TraceVerdict::violationLine(const TraceViolation &violation, int n,
                                        const std::optional<TraceRun::MissedPath> &missedPath)
{
    std::string said = describeViolation(violation, n);
    if (violation.kind == TraceViolationKind::SolutionsMissed && missedPath)
        said += ". " + describeMissedPath(missedPath->queensHeld, missedPath->row, missedPath->col);
    return said;
}

} // namespace nq
