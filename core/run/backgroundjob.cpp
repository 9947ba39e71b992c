#include "backgroundjob.h"

#include "counter.h"
#include "countplan.h"
#include "solutionlister.h"
#include "systemmemory.h"

#include <chrono>
#include <thread>
#include <mutex>

namespace nq {

namespace {
// A count killed with the window (a crash, a power cut) loses at most this much work.
constexpr std::chrono::seconds kCheckpointInterval {10};
} // namespace

BackgroundJob::BackgroundJob(QObject *parent)
    : QObject(parent)
    , m_job(this)
{
    connect(&m_job, &Job::finished, this, &BackgroundJob::finished);
    keepLargeBlocksReturnable();
}

BackgroundJob::~BackgroundJob()
{
    cancel();
}

void BackgroundJob::cancel()
{
    if (!m_job.isRunning())
        return;
    // Waited for, but still announced: finished() follows, as after any end.
    m_job.cancel();
    m_job.waitForFinished();
    // A job cancelled before the pool ran it never wrote its end: write it here.
    std::lock_guard lock(m_mutex);
    if (m_status.running) {
        m_status.running = false;
        m_status.finished = true;
        m_status.cancelled = true;
        m_status.count.cancelled = m_status.listing.cancelled = true;
    }
}

BackgroundJob::Status BackgroundJob::status() const
{
    std::lock_guard lock(m_mutex);
    return m_status;
}

void BackgroundJob::update(double fraction, double elapsed, double left)
{
    {
        std::lock_guard lock(m_mutex);
        m_status.fractionDone = fraction;
        m_status.elapsedSeconds = elapsed;
        m_status.secondsLeft = left;
    }
    emit progressed(); // queued to the owner's thread
}

void BackgroundJob::finish(const std::function<void(Status &)> &result)
{
    std::lock_guard lock(m_mutex);
    result(m_status);
    m_status.running = false;
    m_status.finished = true;
    if (!m_status.cancelled) {
        m_status.fractionDone = 1;
        m_status.secondsLeft = 0;
    }
}

// glibc serves a block of 128 KiB or more from a mapping of its own, given back when freed, but
// raises that threshold to the size of each such block freed (up to 32 MiB): after one listing
// the next one's tables came from its heaps, which it keeps. A fixed threshold keeps the rule.
void BackgroundJob::keepLargeBlocksReturnable()
{
    nq::keepLargeBlocksReturnable();
}

// A listing's scratch (class tables, sort buffers: tens of MB at N=16) is freed into the
// allocator's heaps on several threads, which glibc keeps: a second listing in the same window
// then found some of it elsewhere and grew the process by that much again (353 MB). Given back
// once the job is over, every listing starts from the same memory.
void BackgroundJob::returnFreedMemory()
{
    nq::returnFreedMemory();
}

void BackgroundJob::start(const Status &initial, Job::Work work)
{
    cancel();
    {
        std::lock_guard lock(m_mutex);
        m_status = initial;
        m_status.running = true;
    }
    m_job.start([work = std::move(work)](const JobControl &control) {
        work(control);
        returnFreedMemory();
    });
}

void BackgroundJob::startCount(int n, int threads, std::optional<CountLedger> from,
                               std::optional<CountCheckpoints> checkpoints)
{
    Status initial;
    initial.kind = Kind::Count;
    initial.secondsLeft = Counter::estimatedSeconds(n, threads);
    start(initial, [this, n, threads, from = std::move(from),
                    checkpoints = std::move(checkpoints)](const JobControl &control) {
        const auto started = std::chrono::steady_clock::now();
        const auto elapsed = [started] {
            return std::chrono::duration<double>(std::chrono::steady_clock::now() - started)
                .count();
        };
        // An interrupted count is continued the way it was cut, whatever this machine would
        // pick now (a method it cannot run, or another version's tasks: it starts afresh).
        std::string why;
        const std::optional<CountMethod> continuedMethod =
            from ? CountPlan::methodOf(
                n, from->fingerprint(),
                threads > 0 ? threads : int(std::thread::hardware_concurrency()), why)
                 : std::nullopt;
        const CountPlan plan(
            n, control.cancelFlag(),
            [&] { update(0, elapsed(), Counter::estimatedSeconds(n, threads)); },
            continuedMethod.value_or(CountMethod::Automatic));
        if (!plan.complete()) {
            finish([](Status &status) { status.count.cancelled = status.cancelled = true; });
            return;
        }
        // A checkpoint of another version's tasks cannot continue: this count starts afresh.
        const bool continues = from && from->mismatch(plan).empty();
        CountLedger ledger = continues ? *from : CountLedger(plan);
        if (continues) {
            std::lock_guard lock(m_mutex);
            m_status.resumedFrom = double(ledger.doneCount()) / double(plan.taskCount());
        }
        std::string problem;
        // One count at a time keeps N's checkpoint: another window counting N keeps it, and
        // this count runs without keeping its progress (and says why when it ends).
        std::optional<CountCheckpoints> keeper = checkpoints;
        std::optional<FileLock> lock;
        if (keeper) {
            if (const QString refusal = keeper->own(n, lock); !refusal.isEmpty()) {
                problem = refusal.toStdString();
                keeper.reset();
            }
        }
        FileProblem saveProblem;
        const auto keep = [&] {
            if (keeper)
                saveProblem = keeper->save(ledger);
        };
        auto lastSave = std::chrono::steady_clock::now();
        const CountResult result = Counter::countResumable(
            plan, ledger, threads, control.cancelFlag(), [&](const CountProgress &progress) {
                // The time since the job started, the planning included, as its first update
                // said: the run's own clock starts after the planning.
                update(progress.fractionDone, elapsed(), progress.secondsLeft);
                if (std::chrono::steady_clock::now() - lastSave >= kCheckpointInterval) {
                    lastSave = std::chrono::steady_clock::now();
                    keep();
                }
            });
        if (keeper && !result.cancelled)
            keeper->forget(n);
        else if (keeper && ledger.doneCount() > 0)
            keep();
        finish([&](Status &status) {
            // A cancelled count has no totals to show: what it did is in the checkpoint.
            status.count = result.cancelled ? CountResult {0, 0, true} : result;
            // What the checkpoint holds, which tasks finished since the last report add to.
            status.fractionDone = double(ledger.doneCount()) / double(plan.taskCount());
            status.cancelled = result.cancelled;
            status.checkpointProblem = problem;
            status.checkpointSaveProblem = saveProblem;
        });
    });
}

void BackgroundJob::startList(int n, std::shared_ptr<SolutionStore> store, int threads)
{
    Status initial;
    initial.kind = Kind::List;
    start(initial, [this, n, store = std::move(store), threads](const JobControl &control) {
        const auto started = std::chrono::steady_clock::now();
        const auto seconds = [started] {
            return std::chrono::duration<double>(std::chrono::steady_clock::now() - started)
                .count();
        };
        const ListingResult result = SolutionLister::listAll(
            n, *store, threads, control.cancelFlag(), [&](double fraction) {
                const double elapsed = seconds();
                update(fraction, elapsed,
                       fraction > 0.02 ? elapsed * (1 - fraction) / fraction : 0);
            });
        finish([&](Status &status) {
            status.listing = result;
            status.cancelled = result.cancelled;
            status.elapsedSeconds = seconds();
        });
    });
}

} // namespace nq
