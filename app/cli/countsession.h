#pragma once

#include "checkedoutput.h"
#include "checkpointfile.h"
#include "clirequest.h"
#include "countledger.h"
#include "countplan.h"
#include "progressline.h"
#include "safefile.h"

#include <chrono>
#include <memory>
#include <optional>
#include <string>

namespace nq::cli {

// One `count` as the user asked for it, whether it runs in this process or across MPI ranks
// (then on rank 0): the plan, the ledger it starts from (the checkpoint's, when there is
// one), the checkpoint's lock for the whole run (one count per checkpoint), the saves every
// interval and at the end, the progress line on a terminal, and the
// totals and messages at the end. Main thread only; the ledger it owns is shared with the
// counting threads, which record in it.
class CountSession
{
public:
    // A session ready to count, or the one-line refusal (and the exit status) that ends the
    // command before it starts: a checkpoint for another N, damaged, from another version, in
    // use by another count, not a regular file (status 2), or one that cannot be written (1).
    struct Opening
    {
        std::unique_ptr<CountSession> session;
        std::string refusal;
        int status = 0;
    };
    static Opening open(const CliRequest &request);
    // The same with the plan already built (an MPI rank, which built it to compare it).
    static Opening open(const CliRequest &request, CountPlan plan);

    const CountPlan &plan() const { return m_plan; }
    CountLedger &ledger() { return m_ledger; }
    const std::atomic<bool> *cancelFlag() const;

    // A message on stderr while counting, the progress line cleared first.
    void say(const std::string &message);
    // Called about every 50 ms while counting: the progress line, and a save when one is due.
    void tick(const CountProgress &progress);
    // Ends the command: prints the totals when the count is complete, saves the checkpoint a
    // last time, says what became of an interrupted count. Returns the exit status.
    int finish(CheckedOutput &out);

private:
    CountSession(const CliRequest &request, CountPlan plan, CountLedger ledger,
                 std::unique_ptr<FileLock> lock);
    // Saves now; on failure says so on stderr. True when saved (or there is no checkpoint).
    bool saveNow(const char *whatHappensNext);

    CountPlan m_plan;
    CountLedger m_ledger;
    std::unique_ptr<FileLock> m_lock; // held while this count owns the checkpoint
    std::optional<CheckpointFile> m_checkpoint;
    std::chrono::duration<double> m_interval;
    std::chrono::steady_clock::time_point m_lastSave;
    ProgressLine m_progress;
};

// `count` in this process on `request.threads` threads (main.cpp sends a `--mpi` count to
// runMpiCount instead, which runs a CountSession on rank 0). Returns the exit status.
int runCount(const CliRequest &request, CheckedOutput &out);

} // namespace nq::cli
