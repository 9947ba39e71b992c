#include "countsession.h"

#include "counter.h"
#include "interruption.h"
#include "optionparser.h"
#include "safefile.h"

#include <cstdio>
#include <thread>

namespace nq::cli {

namespace {

constexpr double kDefaultCheckpointSeconds = 10.0;

} // namespace

CountSession::Opening CountSession::open(const CliRequest &request)
{
    // Signals are caught before the plan is built: a Ctrl+C from here on saves what is done.
    if (request.checkpoint)
        Interruption::install();
    // A checkpoint is continued the way it was cut, whatever this machine would pick.
    CountMethod method = CountMethod::Automatic;
    if (request.checkpoint) {
        std::string refusal;
        const std::optional<CountMethod> continued =
            CheckpointFile(*request.checkpoint)
                .methodFor(request.n,
                           request.threads > 0 ? int(request.threads)
                                               : int(std::thread::hardware_concurrency()),
                           refusal);
        if (!continued)
            return {nullptr, refusal, 2};
        method = *continued;
    }
    CountPlan plan(request.n, Interruption::flag(), {}, method);
    if (!plan.complete())
        return {nullptr, "interrupted before the count started", Interruption::exitStatus()};
    return open(request, std::move(plan));
}

CountSession::Opening CountSession::open(const CliRequest &request, CountPlan plan)
{
    // Installing the same handlers again is harmless; an MPI rank has not installed them yet.
    if (request.checkpoint)
        Interruption::install();
    if (!request.checkpoint) {
        CountLedger fresh(plan);
        return {std::unique_ptr<CountSession>(
                    new CountSession(request, std::move(plan), std::move(fresh), nullptr)),
                {},
                0};
    }
    const CheckpointFile checkpoint(*request.checkpoint);
    // Looked at before the lock, so that a FIFO, a device or a folder is refused without a
    // lock file made beside it (in /dev, say); read again once locked, since the count that
    // held it until now may have saved a later state.
    if (CheckpointFile::Loaded peek = checkpoint.load(plan); !peek.ledger)
        return {nullptr, peek.refusal, 2};
    auto lock = std::make_unique<FileLock>(checkpoint.ownedPath());
    if (const std::string problem = checkpoint.quotingNames(lock->acquire()); !problem.empty()) {
        if (problem.starts_with("it is in use"))
            return {nullptr, checkpoint.named() + " cannot be used: " + problem, 2};
        return {nullptr, "cannot write " + checkpoint.named() + ": " + problem, 1};
    }
    // Ours alone now: what a count killed in the middle of a save left is no one's.
    removeLeftoverSaves(checkpoint.path());
    CheckpointFile::Loaded loaded = checkpoint.load(plan);
    if (!loaded.ledger)
        return {nullptr, loaded.refusal, 2};
    std::unique_ptr<CountSession> session(
        new CountSession(request, std::move(plan), std::move(*loaded.ledger), std::move(lock)));
    // Saved at once: a folder that cannot take the file is found now, not after hours.
    const std::string problem = session->m_checkpoint->save(session->m_ledger);
    if (!problem.empty())
        return {nullptr, "cannot write " + session->m_checkpoint->named() + ": " + problem, 1};
    return {std::move(session), {}, 0};
}

CountSession::CountSession(const CliRequest &request, CountPlan plan, CountLedger ledger,
                           std::unique_ptr<FileLock> lock)
    : m_plan(std::move(plan))
    , m_ledger(std::move(ledger))
    , m_lock(std::move(lock))
    , m_interval(request.checkpointInterval.value_or(kDefaultCheckpointSeconds))
    , m_lastSave(std::chrono::steady_clock::now())
    , m_progress(request.n)
{
    if (request.checkpoint)
        m_checkpoint.emplace(*request.checkpoint);
}

const std::atomic<bool> *CountSession::cancelFlag() const
{
    // Without a checkpoint the signals keep their default (they end the process at once),
    // and this flag is never raised.
    return Interruption::flag();
}

void CountSession::say(const std::string &message)
{
    m_progress.clear();
    printMessage(message);
}

void CountSession::tick(const CountProgress &progress)
{
    m_progress.show(progress);
    if (m_checkpoint && std::chrono::steady_clock::now() - m_lastSave >= m_interval)
        saveNow("the count goes on, and tries again at the next interval");
}

bool CountSession::saveNow(const char *whatHappensNext)
{
    m_lastSave = std::chrono::steady_clock::now();
    if (!m_checkpoint)
        return true;
    const std::string problem = m_checkpoint->save(m_ledger);
    if (problem.empty())
        return true;
    m_progress.clear();
    printMessage("cannot write " + m_checkpoint->named() + ": " + problem + "; " + whatHappensNext);
    return false;
}

int CountSession::finish(CheckedOutput &out)
{
    m_progress.clear();
    if (!m_ledger.isComplete() && !m_checkpoint) {
        printMessage("interrupted");
        return Interruption::exitStatus();
    }
    if (!m_ledger.isComplete()) {
        char percent[16];
        std::snprintf(percent, sizeof percent, "%.1f%%",
                      100.0 * double(m_ledger.doneCount()) / double(m_plan.taskCount()));
        if (!saveNow("the progress since the last save is lost"))
            return 1;
        printMessage("interrupted at " + std::string(percent) + "; " + m_checkpoint->named()
                     + " keeps the progress: run the same command again to continue");
        return Interruption::exitStatus();
    }
    if (m_ledger.overflowed()) {
        printMessage(m_checkpoint
                         ? "the sums passed 2^64, which no count below N=29 reaches: "
                               + m_checkpoint->named()
                               + " held sums changed on purpose; count again without it"
                         : std::string("the sums passed 2^64: the totals of N="
                                       + std::to_string(m_plan.n()) + " do not fit 64 bits"));
        return 1;
    }
    const CountResult totals = m_ledger.totals();
    out.write("solutions: " + std::to_string(totals.total)
              + "\nfundamental: " + std::to_string(totals.fundamental) + "\n");
    // The complete ledger is saved too: the same command then prints the totals at once.
    return saveNow("the totals above are right, but the file still holds an older state") ? 0 : 1;
}

int runCount(const CliRequest &request, CheckedOutput &out)
{
    CountSession::Opening opening = CountSession::open(request);
    if (!opening.session) {
        printMessage(opening.refusal);
        return opening.status;
    }
    CountSession &session = *opening.session;
    Counter::countResumable(session.plan(), session.ledger(), request.threads, session.cancelFlag(),
                            [&](const CountProgress &progress) { session.tick(progress); });
    return session.finish(out);
}

} // namespace nq::cli
