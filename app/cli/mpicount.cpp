#include "mpicount.h"

#include "counter.h"
#include "countsession.h"
#include "interruption.h"
#include "optionparser.h"
#include "taskdispenser.h"
#include "taskqueue.h"

#include <mpi.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <thread>
#include <vector>

namespace nq::cli {

namespace {

// A worker's message to rank 0: {leaving, k, then k times (task, total, fundamental)}: the
// results of its last batch, and either a request for the next batch or (leaving = 1) its
// goodbye after an interruption.
constexpr int kResultsTag = 1;
// Rank 0's answer: the task indices of the next batch; none means "stop".
constexpr int kBatchTag = 2;

using Words = std::vector<std::uint64_t>;

// Whether every rank built the same plan: rank 0's fingerprint against each rank's own.
bool plansAgree(const CountPlan &plan)
{
    std::uint64_t fingerprints[2] = {plan.fingerprint(), ~plan.fingerprint()};
    std::uint64_t agreed[2] = {};
    // The largest fingerprint and the largest complement: equal everywhere only if all agree.
    MPI_Allreduce(fingerprints, agreed, 2, MPI_UINT64_T, MPI_MAX, MPI_COMM_WORLD);
    return agreed[0] == fingerprints[0] && agreed[1] == fingerprints[1];
}

// The batch a rank with `threads` threads gets: enough to keep them busy between two
// requests, few enough that the last tasks spread over every rank.
std::size_t batchSize(std::size_t remaining, int ranks, std::uint64_t threads)
{
    const std::size_t fair = remaining / (4 * std::size_t(ranks));
    return std::clamp<std::size_t>(fair, 1, 4 * std::max<std::uint64_t>(threads, 1));
}

// Rank 0: takes one waiting message (a rank's results, and its request for more or its
// goodbye), records the results and answers with the next batch. True when that rank is done:
// it left, or was sent away with an empty batch (nothing left, or an interruption).
bool serveOneRank(const MPI_Status &probe, CountSession &session, TaskDispenser &dispenser,
                  int ranks)
{
    int length = 0;
    MPI_Get_count(&probe, MPI_UINT64_T, &length);
    Words message(std::size_t(std::max(length, 2)));
    MPI_Recv(message.data(), length, MPI_UINT64_T, probe.MPI_SOURCE, kResultsTag, MPI_COMM_WORLD,
             MPI_STATUS_IGNORE);
    const bool leaving = message[0] != 0;
    const std::size_t results = std::size_t(message[1]);
    for (std::size_t i = 0; i < results && 2 + 3 * i + 2 < message.size(); ++i) {
        const std::uint64_t *result = &message[2 + 3 * i];
        session.ledger().record(std::size_t(result[0]), {result[1], result[2], false});
    }
    if (leaving)
        return true;
    const std::uint64_t threads = message.size() > 2 + 3 * results ? message.back() : 1;
    std::vector<std::size_t> batch;
    if (!session.cancelFlag()->load())
        batch = dispenser.take(batchSize(dispenser.remaining(), ranks, threads));
    const Words words(batch.begin(), batch.end());
    MPI_Send(words.data(), int(words.size()), MPI_UINT64_T, probe.MPI_SOURCE, kBatchTag,
             MPI_COMM_WORLD);
    return batch.empty();
}

// Rank 0: counts on its own threads and serves the other ranks until every task is done (or
// an interruption stopped the handing out) and every other rank has been sent away.
int serveAndCount(const CliRequest &request, const CountPlan &plan, CheckedOutput &out, int ranks)
{
    CountSession::Opening opening = CountSession::open(request, plan);
    int status = opening.session ? 0 : opening.status;
    MPI_Bcast(&status, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (!opening.session) {
        printMessage(opening.refusal);
        return status;
    }
    CountSession &session = *opening.session;
    const std::atomic<bool> *cancel = session.cancelFlag();
    TaskDispenser dispenser(session.ledger().pendingTasks());
    std::atomic<bool> localDone {false};
    std::thread local([&] {
        Counter::countResumable(session.plan(), session.ledger(), request.threads, cancel, {},
                                &dispenser);
        localDone = true;
    });
    // The forecast of this machine's threads, shared by the ranks (if they are alike).
    const CountPace pace(session.ledger(),
                         Counter::estimatedSeconds(request.n, request.threads) / ranks);
    int ranksLeft = ranks - 1;
    while (ranksLeft > 0 || !localDone) {
        int waiting = 0;
        MPI_Status probe;
        MPI_Iprobe(MPI_ANY_SOURCE, kResultsTag, MPI_COMM_WORLD, &waiting, &probe);
        if (waiting) {
            ranksLeft -= serveOneRank(probe, session, dispenser, ranks) ? 1 : 0;
        } else {
            session.tick(pace.now());
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
    }
    local.join();
    // Tasks handed to a rank that left before it finished them (it was interrupted on its
    // own): counted here, so the totals are whole.
    if (!session.ledger().isComplete() && !cancel->load())
        Counter::countResumable(session.plan(), session.ledger(), request.threads, cancel,
                                [&](const CountProgress &p) { session.tick(p); });
    return session.finish(out);
}

// Every other rank: asks rank 0 for batches and counts them on its threads until told to stop.
int countBatches(const CliRequest &request, const CountPlan &plan)
{
    Interruption::install();
    const std::atomic<bool> *cancel = Interruption::flag();
    int status = 0;
    MPI_Bcast(&status, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (status != 0)
        return 0; // rank 0 has said why
    const int threads = request.threads > 0 ? request.threads : Counter::defaultThreadCount();
    Words message = {0, 0, std::uint64_t(threads)};
    while (true) {
        MPI_Send(message.data(), int(message.size()), MPI_UINT64_T, 0, kResultsTag, MPI_COMM_WORLD);
        if (message[0] != 0)
            return 0; // said goodbye
        MPI_Status probe;
        MPI_Probe(0, kBatchTag, MPI_COMM_WORLD, &probe);
        int length = 0;
        MPI_Get_count(&probe, MPI_UINT64_T, &length);
        Words batch(static_cast<std::size_t>(length));
        MPI_Recv(batch.data(), length, MPI_UINT64_T, 0, kBatchTag, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
        if (batch.empty())
            return 0;
        std::vector<CountResult> results(batch.size());
        TaskQueue::run(threads, batch.size(), [&](int, std::size_t i) {
            results[i] = plan.run(std::size_t(batch[i]), cancel);
        });
        message = {cancel->load() ? 1u : 0u, 0};
        for (std::size_t i = 0; i < batch.size(); ++i) {
            if (results[i].cancelled)
                continue;
            message.insert(message.end(), {batch[i], results[i].total, results[i].fundamental});
            ++message[1];
        }
        message.push_back(std::uint64_t(threads));
    }
}

} // namespace

int runMpiCount(const CliRequest &request, CheckedOutput &out, int &argc, char **&argv)
{
    int provided = 0;
    // Only each rank's main thread calls MPI; the counting threads never do.
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    int rank = 0;
    int ranks = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    int status = 0;
    // Built once per rank: at N=32 it takes a fifth of a second.
    const CountPlan plan(request.n);
    if (!plansAgree(plan)) {
        if (rank == 0)
            printMessage(
                "the ranks cut the count into different tasks: every rank must run the same "
                "version of nqueens-cli");
        status = 2;
    } else {
        status = rank == 0 ? serveAndCount(request, plan, out, ranks) : countBatches(request, plan);
    }
    // Rank 0's output is flushed before MPI shuts down, which may end the job at once.
    if (rank == 0 && !out.finish() && !out.closedByReader()) {
        printMessage("cannot write the output: " + out.reason());
        status = 1;
    }
    MPI_Finalize();
    return status;
}

} // namespace nq::cli
