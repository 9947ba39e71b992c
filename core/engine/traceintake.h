#pragma once

#include "tracechecker.h"
#include "tracereader.h"
#include "tracestore.h"

#include <cstdint>
#include <memory>
#include <string_view>

namespace nq {

// A student's trace taken in as it arrives, from a file read piece by piece or a running
// program's pipe: each line read (TraceReader), judged (TraceChecker) and kept for stepping
// (TraceStore), every line to the end, past the first violation too, so that the whole search
// can be shown. What nqueens-cli check-trace does, without stopping at the first violation.
// Owns the three. Plain C++, no threads: one thread at a time (the one reading).
class TraceIntake
{
public:
    TraceIntake(int n, bool firstOnly);

    int n() const { return m_reader.n(); }
    bool firstOnly() const { return m_firstOnly; }
    // The next bytes of the trace, as they came.
    void feed(std::string_view bytes);
    // The trace has ended: its last line, and the checks of the end (missed solutions, the
    // reference search).
    void finish();

    const TraceReader &reader() const { return m_reader; }
    const TraceChecker &checker() const { return m_checker; }
    const TraceStore &store() const { return *m_store; }
    // The store, handed over for showing once the intake has finished.
    std::shared_ptr<const TraceStore> sharedStore() const { return m_store; }

private:
    void takeLines();

    bool m_firstOnly;
    TraceReader m_reader;
    TraceChecker m_checker;
    std::shared_ptr<TraceStore> m_store;
    TraceLine m_line;
};

} // namespace nq
