#pragma once

#include <atomic>
#include <cstdint>
#include <functional>

namespace nq {

struct CountResult
{
    std::uint64_t total = 0;        // OEIS A000170
    std::uint64_t fundamental = 0;  // OEIS A002562: classes under rotations and reflections
    bool cancelled = false;
};

// Count-only search (N-Queens II) with bitboards and the board's 8 symmetries. The work is
// split into many small tasks drawn from one queue by `threads` std::threads; count()
// blocks its caller, which only waits and reports progress. The cancel flag is polled
// inside the tasks, so a cancelled count returns promptly at any N.
class Counter
{
public:
    // fractionDone in [0, 1]; called on the thread that called count(), about every 50 ms.
    using ProgressCallback = std::function<void(double fractionDone)>;

    static CountResult count(int n, int threads = 0, const std::atomic<bool> *cancel = nullptr,
                             const ProgressCallback &progress = {});
    // The number of threads count() uses when asked for 0.
    static int defaultThreadCount();
};

} // namespace nq
