#pragma once

#include "tracechecker.h"
#include "tracereader.h"
#include "tracestore.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace nq {

// A student's trace taken in as it arrives, from a file read piece by piece or a running
// program's pipe: each line read (TraceReader), judged (TraceChecker) and kept for stepping
// (TraceStore), every line to the end, past the first violation too, so that the whole search
// can be shown. What nqueens-cli check-trace does, without stopping at the first violation.
// Keeps the text too, as it came, while it is short enough for a lesson to hold it
// (kMaxKeptTextBytes; a longer trace keeps none). Owns the three and the text. Plain C++, no
// threads: one thread at a time (the one reading).
class TraceIntake
{
public:
    // The most of a trace's text kept, for a lesson to hold the trace (resources/doc/
    // lesson-format.md): N=8 with every try and conflict is about 0.3 MiB.
    static constexpr std::size_t kMaxKeptTextBytes = std::size_t(8) << 20;
    // The most events a trace is taken in with, from a running program or a file alike (100 MB
    // stored at 2 bytes an event): more than the 21.9 million of N=12 with the scan check. A
    // trace cut there is not judged at its end.
    static constexpr std::uint64_t kMaxEvents = 50'000'000;
    bool full() const { return m_store->stepCount() >= kMaxEvents; }

    TraceIntake(int n, bool firstOnly);

    int n() const { return m_reader.n(); }
    bool firstOnly() const { return m_firstOnly; }
    // The next bytes of the trace, as they came.
    void feed(std::string_view bytes);
    // The trace has ended: its last line, and the checks of the end (missed solutions, the
    // reference search; not the missed solutions of a trace cut before the program's end).
    void finish(bool complete = true);

    const TraceReader &reader() const { return m_reader; }
    const TraceChecker &checker() const { return m_checker; }
    const TraceStore &store() const { return *m_store; }
    // The store, handed over for showing once the intake has finished.
    std::shared_ptr<const TraceStore> sharedStore() const { return m_store; }
    // The bytes fed, as they came, or nothing once they passed kMaxKeptTextBytes.
    bool keptText() const { return !m_textTooLong; }
    const std::string &text() const { return m_text; }
    std::uint64_t bytesFed() const { return m_reader.bytesFed(); }

private:
    void takeLines();

    bool m_firstOnly;
    TraceReader m_reader;
    TraceChecker m_checker;
    std::shared_ptr<TraceStore> m_store;
    TraceLine m_line;
    std::string m_text;
    bool m_textTooLong = false;
};

} // namespace nq
