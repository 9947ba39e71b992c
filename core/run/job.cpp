#include "job.h"

#include "threadhandoff.h"

#include <QPromise>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace nq {

namespace {
// A promise's progress is an int: larger totals are reported on this scale.
constexpr qint64 kLargestRange = 1'000'000;
} // namespace

Job::Job(QObject *parent)
    : QObject(parent)
    , m_watcher(this)
{
    // QFutureWatcher limits the progress it passes on to about 25 updates a second.
    connect(&m_watcher, &QFutureWatcherBase::progressValueChanged, this,
            [this](int value) { emit progressed(value, m_watcher.progressMaximum()); });
    connect(&m_watcher, &QFutureWatcherBase::progressRangeChanged, this,
            [this](int, int maximum) { emit progressed(m_watcher.progressValue(), maximum); });
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &Job::onFinished);
}

Job::~Job()
{
    cancelAndWait();
}

void Job::start(Work work)
{
    m_done = nullptr;
    startWork(std::move(work));
}

void Job::startWork(Work work)
{
    // The one running is stopped first, and its end is not announced: a new job replaces it.
    std::function<void()> done = std::move(m_done);
    cancelAndWait();
    m_done = std::move(done);
    m_cancel = false;
    m_running = true;
    handOver(this);
    QThreadPool *pool = m_pool ? m_pool : QThreadPool::globalInstance();
    m_future = QtConcurrent::run(pool, [this, work = std::move(work)](QPromise<void> &promise) {
        takeOver(this);
        promise.setProgressRange(0, 0); // busy until the work knows its total
        qint64 range = 0;
        const JobControl control(
            [&promise, &range](qint64 done, qint64 total) {
                const qint64 scaled = std::min(total, kLargestRange);
                if (scaled != range)
                    promise.setProgressRange(0, int(range = scaled));
                if (total > 0)
                    promise.setProgressValue(int(double(std::clamp(done, qint64(0), total))
                                                 / double(total) * double(scaled)));
            },
            &m_cancel);
        work(control);
    });
    m_watcher.setFuture(m_future);
}

void Job::cancel()
{
    m_cancel = true;
    m_future.cancel(); // a job the pool has not started yet never starts
}

void Job::cancelAndWait()
{
    if (!m_running)
        return;
    cancel();
    m_future.waitForFinished();
    // Its end is not announced as finished(): whoever cancels and waits knows it has ended.
    // A progress view still closes.
    m_watcher.setFuture(QFuture<void>());
    m_running = false;
    m_done = nullptr;
    emit ending();
}

void Job::waitForFinished()
{
    m_future.waitForFinished();
}

void Job::onFinished()
{
    if (!m_running)
        return;
    m_running = false;
    emit ending();
    if (std::function<void()> done = std::move(m_done))
        done();
    emit finished();
}

} // namespace nq
