#include "backgroundjob.h"

#include <chrono>

namespace nq {

BackgroundJob::~BackgroundJob()
{
    cancel();
}

void BackgroundJob::join()
{
    if (m_thread.joinable())
        m_thread.join();
}

void BackgroundJob::cancel()
{
    m_cancel = true;
    join();
}

BackgroundJob::Status BackgroundJob::status() const
{
    std::lock_guard lock(m_mutex);
    return m_status;
}

void BackgroundJob::update(double fraction, double elapsed, double left)
{
    std::lock_guard lock(m_mutex);
    m_status.fractionDone = fraction;
    m_status.elapsedSeconds = elapsed;
    m_status.secondsLeft = left;
}

void BackgroundJob::startCount(int n, int threads)
{
    cancel();
    m_cancel = false;
    {
        std::lock_guard lock(m_mutex);
        m_status = Status{};
        m_status.kind = Kind::Count;
        m_status.running = true;
        m_status.secondsLeft = Counter::estimatedSeconds(n, threads);
    }
    m_thread = std::thread([this, n, threads] {
        const CountResult result = Counter::countTimed(n, threads, &m_cancel, [this](const CountProgress &progress) {
            update(progress.fractionDone, progress.elapsedSeconds, progress.secondsLeft);
        });
        std::lock_guard lock(m_mutex);
        m_status.count = result;
        m_status.cancelled = result.cancelled;
        m_status.running = false;
        m_status.finished = true;
        if (!result.cancelled) {
            m_status.fractionDone = 1;
            m_status.secondsLeft = 0;
        }
    });
}

void BackgroundJob::startList(int n, std::shared_ptr<SolutionStore> store, int threads)
{
    cancel();
    m_cancel = false;
    {
        std::lock_guard lock(m_mutex);
        m_status = Status{};
        m_status.kind = Kind::List;
        m_status.running = true;
    }
    m_thread = std::thread([this, n, store = std::move(store), threads] {
        const auto start = std::chrono::steady_clock::now();
        const auto seconds = [start] {
            return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        };
        const ListingResult result = SolutionLister::listAll(n, *store, threads, &m_cancel, [&](double fraction) {
            const double elapsed = seconds();
            update(fraction, elapsed, fraction > 0.02 ? elapsed * (1 - fraction) / fraction : 0);
        });
        std::lock_guard lock(m_mutex);
        m_status.listing = result;
        m_status.cancelled = result.cancelled;
        m_status.running = false;
        m_status.finished = true;
        m_status.elapsedSeconds = seconds();
        if (!result.cancelled) {
            m_status.fractionDone = 1;
            m_status.secondsLeft = 0;
        }
    });
}

} // namespace nq
