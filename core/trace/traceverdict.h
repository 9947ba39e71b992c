#pragma once

#include "tracechecker.h"
#include "tracereader.h"
#include "tracerun.h"
#include "tracestore.h"

#include <memory>
#include <string>
#include <string_view>

namespace nq {

// What nqueens-cli check-trace answers for a trace, worked out in one place for every front
// that gives that answer (the command line reading a file or a pipe, the web page checking a
// trace in the browser): the trace read piece by piece (TraceReader), checked line by line
// (TraceChecker) up to its first violation, which is the answer (nothing after it can change
// it, so a caller stops feeding), and kept as the window keeps it (TraceStore, up to
// TraceIntake's cap) to explain a missed solution as the window does. Its line is the one
// check-trace prints: "holds: ..." (status 0) or "line L: ..." (status 1), in English, the
// same bytes on every front. Owns all of it. Plain C++, no threads: one thread at a time.
class TraceVerdict
{
public:
    TraceVerdict(int n, bool firstOnly);
    ~TraceVerdict();
    TraceVerdict(const TraceVerdict &) = delete;
    TraceVerdict &operator=(const TraceVerdict &) = delete;

    // The next bytes of the trace, as they came. Nothing is read once decided().
    void feed(std::string_view bytes);
    // A rule is broken: the answer is known before the trace's end.
    bool decided() const { return !m_checker.holds(); }
    // The trace has ended: its last line and the checks of the end (the solutions missed, the
    // reference search).
    void finish();

    // After finish(): check-trace's exit status, 0 (the trace holds) or 1 (it breaks a rule).
    int status() const { return m_checker.holds() ? 0 : 1; }
    // After finish(): the line check-trace prints for it, without its '\n'.
    std::string line() const;

    const TraceChecker &checker() const { return m_checker; }

    // check-trace's line for a trace that breaks a rule: the violation, and for solutions
    // missed how far the program came along the first (`missedPath`, when the store was kept).
    static std::string violationLine(const TraceViolation &violation, int n,
                                     const std::optional<TraceRun::MissedPath> &missedPath);

private:
    void takeLines();

    int m_n;
    TraceReader m_reader;
    TraceChecker m_checker;
    std::unique_ptr<TraceStore> m_store; // none once the trace passed TraceIntake's cap
    TraceLine m_line;
};

} // namespace nq
