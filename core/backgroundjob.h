#pragma once

#include "counter.h"
#include "solutionlister.h"
#include "solutionstore.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <thread>

namespace nq {

// A count or a full listing that runs on a thread of its own (the search itself spreads
// over all cores), so that the runner's event loop stays free to answer commands. Owns that
// thread and its cancel flag; any thread may ask for its status; cancel() returns once the
// work has stopped, which the counter and the lister make prompt.
class BackgroundJob
{
public:
    enum class Kind : std::uint8_t { Count, List };
    struct Status
    {
        Kind kind = Kind::Count;
        bool running = false;
        bool finished = false; // ran to the end or was cancelled
        double fractionDone = 0;
        double elapsedSeconds = 0;
        double secondsLeft = 0;
        CountResult count;     // Count: the result once finished
        ListingResult listing; // List: the result once finished
        bool cancelled = false;
    };

    BackgroundJob() = default;
    ~BackgroundJob();
    BackgroundJob(const BackgroundJob &) = delete;
    BackgroundJob &operator=(const BackgroundJob &) = delete;

    void startCount(int n, int threads = 0);
    // Fills `store` (empty, made for N) with every solution and its class.
    void startList(int n, std::shared_ptr<SolutionStore> store, int threads = 0);
    void cancel();
    Status status() const;
    bool isRunning() const { return status().running; }

private:
    void join();
    void update(double fraction, double elapsed, double left);

    mutable std::mutex m_mutex;
    Status m_status;
    std::atomic<bool> m_cancel{false};
    std::thread m_thread;
};

} // namespace nq
