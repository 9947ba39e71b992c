#include "mpicount.h"

#include "checkpointfile.h"
#include "counter.h"
#include "countsession.h"
#include "fingerprint.h"
#include "interruption.h"
#include "optionparser.h"
#include "taskdispenser.h"
#include "taskqueue.h"

#include <mpi.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

namespace nq::cli {

namespace {

// A worker's message to rank 0: {leaving, k, then k times (task, total, eightfold classes),
// threads}: the results of its last batch, and either a request for the next batch or
// (leaving = 1) its goodbye after an interruption.
constexpr int kResultsTag = 1;
// Rank 0's answer: the task indices of the next batch; none means "stop".
constexpr int kBatchTag = 2;
// A worker's sign of life while it counts a batch (an empty message), so that rank 0 tells a
// rank that counts a long batch from one that stopped answering.
constexpr int kAliveTag = 3;

constexpr double kDefaultBatchTimeoutSeconds = 60.0;

using Words = std::vector<std::uint64_t>;
using Clock = std::chrono::steady_clock;

// How often a counting worker says it is alive: four times per timeout, so that one late or
// lost sign never gives it up, and at least every 5 s.
Clock::duration aliveInterval(double batchTimeoutSeconds)
{
    const double seconds = std::clamp(batchTimeoutSeconds / 4, 0.02, 5.0);
    return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

double batchTimeoutOf(const CliRequest &request)
{
    return request.batchTimeout.value_or(kDefaultBatchTimeoutSeconds);
}

// The options that must be the same on every rank, as numbers to compare: rank 0 alone keeps
// the checkpoint and its interval, and every rank times its signs of life by the batch
// timeout, so one given to another rank only would be ignored or misread there. The number
// of threads may differ (machines differ).
struct AgreedOption
{
    const char *name;
    std::uint64_t value;
};

std::vector<AgreedOption> agreedOptions(const CliRequest &request)
{
    std::uint64_t checkpoint = 0;
    if (request.checkpoint) {
        Fingerprint path;
        path.addBytes(*request.checkpoint);
        checkpoint = path.value() | 1; // 0 stays "none"
    }
    return {{"N", std::uint64_t(request.n)},
            {"--checkpoint", checkpoint},
            {"--checkpoint-interval",
             request.checkpointInterval ? std::bit_cast<std::uint64_t>(*request.checkpointInterval)
                                        : 0},
            {"--batch-timeout", std::bit_cast<std::uint64_t>(batchTimeoutOf(request))}};
}

// The options the ranks were given differently ("" when all agree), the same on every rank.
std::string differingOptions(const CliRequest &request)
{
    const std::vector<AgreedOption> options = agreedOptions(request);
    const std::size_t count = options.size();
    // Each value and its complement: the largest of both is the largest and (complemented)
    // the smallest value over the ranks, equal only when every rank has the same.
    Words mine(2 * count);
    for (std::size_t i = 0; i < count; ++i) {
        mine[i] = options[i].value;
        mine[count + i] = ~options[i].value;
    }
    Words largest(2 * count);
    MPI_Allreduce(mine.data(), largest.data(), int(2 * count), MPI_UINT64_T, MPI_MAX,
                  MPI_COMM_WORLD);
    std::string differing;
    for (std::size_t i = 0; i < count; ++i) {
        if (largest[i] != ~largest[count + i])
            differing += std::string(differing.empty() ? "" : ", ") + options[i].name;
    }
    return differing;
}

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

// Rank 0's view of the other ranks: which still take part, the batch each holds, and when
// each was last heard from. A rank silent for longer than the batch timeout (stopped, its
// machine hung) is given up: its batch goes back to be handed to another rank, and whatever
// it sends later is ignored, so the totals stay exact and the count can end without it.
// Rank 0's main thread only.
class RankRoster
{
public:
    RankRoster(int ranks, double timeoutSeconds)
        : m_ranks(std::size_t(ranks))
        , m_timeout(std::chrono::duration_cast<Clock::duration>(
              std::chrono::duration<double>(timeoutSeconds)))
    {
        const Clock::time_point now = Clock::now();
        for (std::size_t rank = 1; rank < m_ranks.size(); ++rank) {
            m_ranks[rank].active = true;
            m_ranks[rank].lastHeard = now;
        }
    }

    bool isActive(int rank) const { return m_ranks[std::size_t(rank)].active; }
    int activeCount() const
    {
        return int(std::count_if(m_ranks.begin(), m_ranks.end(),
                                 [](const Rank &rank) { return rank.active; }));
    }
    const std::vector<int> &givenUp() const { return m_givenUp; }

    void heardFrom(int rank) { m_ranks[std::size_t(rank)].lastHeard = Clock::now(); }
    // The rank returned its batch (recorded by the caller) and holds `next` now.
    void hold(int rank, std::vector<std::size_t> next)
    {
        m_ranks[std::size_t(rank)].batch = std::move(next);
    }
    // Sent away with an empty batch, or left after an interruption: it takes no more part.
    void leave(int rank)
    {
        m_ranks[std::size_t(rank)].active = false;
        m_ranks[std::size_t(rank)].batch.clear();
    }

    // Gives up every rank silent for longer than the timeout; their batches' tasks go to
    // `returned`. The ranks given up now.
    std::vector<int> giveUpSilent(std::deque<std::size_t> &returned)
    {
        const Clock::time_point now = Clock::now();
        std::vector<int> givenUpNow;
        for (std::size_t rank = 1; rank < m_ranks.size(); ++rank) {
            Rank &r = m_ranks[rank];
            if (!r.active || now - r.lastHeard <= m_timeout)
                continue;
            returned.insert(returned.end(), r.batch.begin(), r.batch.end());
            r.batch.clear();
            r.active = false;
            r.givenUp = true;
            givenUpNow.push_back(int(rank));
            m_givenUp.push_back(int(rank));
        }
        return givenUpNow;
    }

private:
    struct Rank
    {
        bool active = false;
        bool givenUp = false;
        Clock::time_point lastHeard;
        std::vector<std::size_t> batch;
    };
    std::vector<Rank> m_ranks; // index: rank; rank 0 (this one) is never active here
    Clock::duration m_timeout;
    std::vector<int> m_givenUp;
};

// Rank 0's side of the count: the tasks still to hand out (first those taken back from a rank
// given up, then the dispenser's, which rank 0's own threads share), the roster, and the
// answer to each message. Rank 0's main thread only.
class BatchServer
{
public:
    BatchServer(CountSession &session, TaskDispenser &dispenser, int ranks, double timeoutSeconds)
        : m_session(session)
        , m_dispenser(dispenser)
        , m_ranks(ranks)
        , m_timeoutSeconds(timeoutSeconds)
        , m_roster(ranks, timeoutSeconds)
    {
    }

    const RankRoster &roster() const { return m_roster; }

    // Takes one waiting message and answers it.
    void serve(const MPI_Status &probe)
    {
        const int source = probe.MPI_SOURCE;
        int length = 0;
        MPI_Get_count(&probe, MPI_UINT64_T, &length);
        Words message(std::size_t(std::max(length, 2)));
        MPI_Recv(message.data(), length, MPI_UINT64_T, source, probe.MPI_TAG, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
        if (probe.MPI_TAG == kAliveTag) {
            if (m_roster.isActive(source))
                m_roster.heardFrom(source);
            return;
        }
        if (probe.MPI_TAG != kResultsTag)
            return;
        const bool leaving = message[0] != 0;
        if (!m_roster.isActive(source)) {
            // A rank given up answers late: its batch was counted elsewhere, and its results
            // are not taken (nothing a rank that stopped once sends is trusted twice). Sent
            // away, so that it ends too.
            if (!leaving)
                MPI_Send(nullptr, 0, MPI_UINT64_T, source, kBatchTag, MPI_COMM_WORLD);
            return;
        }
        m_roster.heardFrom(source);
        const std::size_t results = std::size_t(message[1]);
        for (std::size_t i = 0; i < results && 2 + 3 * i + 2 < message.size(); ++i) {
            const std::uint64_t *result = &message[2 + 3 * i];
            m_session.ledger().record(std::size_t(result[0]), {result[1], result[2], false});
        }
        if (leaving) {
            m_roster.leave(source);
            return;
        }
        const std::uint64_t threads = message.size() > 2 + 3 * results ? message.back() : 1;
        std::vector<std::size_t> batch;
        if (!m_session.cancelFlag()->load())
            batch = nextBatch(threads);
        const Words words(batch.begin(), batch.end());
        MPI_Send(words.data(), int(words.size()), MPI_UINT64_T, source, kBatchTag, MPI_COMM_WORLD);
        if (batch.empty())
            m_roster.leave(source);
        else
            m_roster.hold(source, std::move(batch));
    }

    // Gives up the ranks silent for too long, and says so.
    void giveUpSilentRanks()
    {
        for (const int rank : m_roster.giveUpSilent(m_returned)) {
            char seconds[32];
            std::snprintf(seconds, sizeof seconds, "%g", m_timeoutSeconds);
            m_session.say("rank " + std::to_string(rank) + " sent nothing for " + seconds
                          + " s (--batch-timeout): given up; its tasks are counted by the "
                            "other ranks");
        }
    }

private:
    std::vector<std::size_t> nextBatch(std::uint64_t threads)
    {
        // Tasks taken back from a rank given up, but for those done meanwhile.
        while (!m_returned.empty() && m_session.ledger().isDone(m_returned.front()))
            m_returned.pop_front();
        const std::size_t size = batchSize(m_dispenser.remaining() + m_returned.size(), m_ranks,
                                           threads);
        if (m_returned.empty())
            return m_dispenser.take(size);
        std::vector<std::size_t> batch;
        while (!m_returned.empty() && batch.size() < size) {
            if (!m_session.ledger().isDone(m_returned.front()))
                batch.push_back(m_returned.front());
            m_returned.pop_front();
        }
        return batch;
    }

    CountSession &m_session;
    TaskDispenser &m_dispenser;
    int m_ranks;
    double m_timeoutSeconds;
    RankRoster m_roster;
    std::deque<std::size_t> m_returned;
};

// What rank 0's count came to: its exit status, and whether a rank was given up (then the
// job cannot end together: that rank may never answer again).
struct ServedCount
{
    int status = 0;
    bool gaveUpARank = false;
};

// Rank 0: counts on its own threads and serves the other ranks until every task is done (or
// an interruption stopped the handing out) and every other rank has been sent away or given up.
ServedCount serveAndCount(const CliRequest &request, const CountPlan &plan, CheckedOutput &out,
                          int ranks)
{
    CountSession::Opening opening = CountSession::open(request, plan);
    int status = opening.session ? 0 : opening.status;
    MPI_Bcast(&status, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (!opening.session) {
        printMessage(opening.refusal);
        return {status, false};
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
    BatchServer server(session, dispenser, ranks, batchTimeoutOf(request));
    while (server.roster().activeCount() > 0 || !localDone) {
        // Looked at between any two messages: a stream of them from the other ranks must not
        // keep a silent one from being given up.
        server.giveUpSilentRanks();
        int waiting = 0;
        MPI_Status probe;
        MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &waiting, &probe);
        if (waiting) {
            server.serve(probe);
        } else {
            session.tick(pace.now());
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
    }
    local.join();
    // Tasks handed to a rank that left before it finished them (it was interrupted on its
    // own) or was given up: counted here, so the totals are whole.
    if (!session.ledger().isComplete() && !cancel->load())
        Counter::countResumable(session.plan(), session.ledger(), request.threads, cancel,
                                [&](const CountProgress &p) { session.tick(p); });
    return {session.finish(out), !server.roster().givenUp().empty()};
}

// Every other rank: asks rank 0 for batches and counts them on its threads until told to
// stop, saying it is alive while it counts.
int countBatches(const CliRequest &request, const CountPlan &plan)
{
    Interruption::install();
    const std::atomic<bool> *cancel = Interruption::flag();
    int status = 0;
    MPI_Bcast(&status, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (status != 0)
        return 0; // rank 0 has said why
    const int threads = request.threads > 0 ? request.threads : Counter::defaultThreadCount();
    const Clock::duration aliveEvery = aliveInterval(batchTimeoutOf(request));
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
        std::vector<CountShare> results(batch.size());
        // Counted on threads of their own: this (the only thread that calls MPI) says the rank
        // is alive meanwhile, and wakes the moment the batch is counted.
        std::mutex mutex;
        std::condition_variable wake;
        bool counted = false;
        std::thread counting([&] {
            TaskQueue::run(threads, batch.size(), [&](int, std::size_t i) {
                results[i] = plan.run(std::size_t(batch[i]), cancel);
            });
            std::lock_guard lock(mutex);
            counted = true;
            wake.notify_one();
        });
        {
            std::unique_lock lock(mutex);
            while (!wake.wait_for(lock, aliveEvery, [&] { return counted; })) {
                lock.unlock();
                MPI_Send(nullptr, 0, MPI_UINT64_T, 0, kAliveTag, MPI_COMM_WORLD);
                lock.lock();
            }
        }
        counting.join();
        message = {cancel->load() ? 1u : 0u, 0};
        for (std::size_t i = 0; i < batch.size(); ++i) {
            if (results[i].cancelled)
                continue;
            message.insert(message.end(),
                           {batch[i], results[i].total, results[i].eightfoldClasses});
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
    ServedCount served;
    // Compared before the plan is built: a rank given another N would otherwise be taken for
    // another version of nqueens-cli.
    if (const std::string differing = differingOptions(request); !differing.empty()) {
        if (rank == 0)
            printMessage("the ranks were given different options (" + differing
                         + "): every rank must be given the same N, --checkpoint, "
                           "--checkpoint-interval and --batch-timeout");
        served.status = 2;
    } else {
        // Rank 0 chooses how the count is cut (as its checkpoint was, or for its machine) and
        // every rank cuts it so: ranks on unequal machines would pick apart.
        const int threads = request.threads > 0 ? int(request.threads)
                                                : int(std::thread::hardware_concurrency());
        int method = int(CountMethod::Automatic);
        std::string refusal;
        if (rank == 0) {
            const std::optional<CountMethod> chosen =
                request.checkpoint
                    ? CheckpointFile(*request.checkpoint).methodFor(request.n, threads, refusal)
                    : CountPlan::automaticMethod(request.n, threads);
            method = chosen ? int(*chosen) : -1;
        }
        MPI_Bcast(&method, 1, MPI_INT, 0, MPI_COMM_WORLD);
        if (method < 0) {
            if (rank == 0)
                printMessage(refusal);
            served.status = 2;
        } else {
            // Built once per rank: at N=32 it takes a fifth of a second.
            const CountPlan plan(request.n, nullptr, {}, CountMethod(method));
            if (!plansAgree(plan)) {
                if (rank == 0)
                    printMessage("the ranks cut the count into different tasks: every rank must "
                                 "run the same version of nqueens-cli");
                served.status = 2;
            } else if (rank == 0) {
                served = serveAndCount(request, plan, out, ranks);
            } else {
                served.status = countBatches(request, plan);
            }
        }
    }
    // Rank 0's output is flushed before MPI shuts down, which may end the job at once.
    if (rank == 0 && !out.finish() && !out.closedByReader()) {
        printMessage("cannot write the output: " + out.reason());
        served.status = 1;
    }
    if (served.gaveUpARank) {
        // MPI_Finalize waits for every rank, and one given up may never answer again: the
        // totals are out and flushed, so the job is ended here, with this rank's status.
        std::fflush(stdout);
        std::fflush(stderr);
        MPI_Abort(MPI_COMM_WORLD, served.status);
    }
    MPI_Finalize();
    return served.status;
}

} // namespace nq::cli
