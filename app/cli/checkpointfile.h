#pragma once

#include "countledger.h"
#include "countplan.h"
#include "safefile.h"

#include <optional>
#include <string>

namespace nq::cli {

// The file named by `count --checkpoint FILE`: reads a count's ledger from it through the one
// read path and saves the ledger over it through the one save path (safefile.h: a fresh
// temporary file beside it, synced, then renamed over the old one; a link to a regular file
// updated where it points), so that a crash or a full disk at any moment leaves the last
// whole checkpoint in place. Main thread only (the ledger it saves may be written meanwhile).
class CheckpointFile
{
public:
    // `path` as the user named it: a link there now is followed for every save of this count
    // (savedPathOf); one that appears later is refused.
    explicit CheckpointFile(std::string path)
        : m_path(std::move(path))
        , m_destination(savedPathOf(m_path))
    {
    }

    // What loading found: the ledger to go on from (a fresh one when the file does not exist
    // yet), or the one-line refusal that names the file and the problem.
    struct Loaded
    {
        std::optional<CountLedger> ledger;
        std::string refusal;
    };
    Loaded load(const CountPlan &plan) const;

    // The fingerprint of the plan the file's ledger of N was written by, when the file holds
    // one (nothing when it is missing, damaged or of another N: load() says why later).
    std::optional<std::uint64_t> fingerprintFor(int n) const;
    // How the count the file continues is cut: the method of its plan, else the machine's
    // choice for a new count (CountPlan::methodOf); nullopt with the refusal in `refusal`.
    std::optional<CountMethod> methodFor(int n, int threads, std::string &refusal) const;

    // "" once the ledger is in the file; else why it could not be written (the old file stays).
    std::string save(const CountLedger &ledger) const;

    const std::string &path() const { return m_path; }
    // `reason` (of safefile.h) with the names of this file's folder and lock file escaped and
    // cut where they hold control characters or are long, as users' names are in messages.
    std::string quotingNames(std::string reason) const;
    // The file itself, whatever name (or link) it was given by: what its lock is taken on.
    std::string ownedPath() const;
    // "the checkpoint 'FILE'", with the name escaped as every message escapes what users type.
    std::string named() const;

private:
    std::string m_path;
    std::string m_destination; // where the saves go, resolved when the count started
};

} // namespace nq::cli
