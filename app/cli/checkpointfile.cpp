#include "checkpointfile.h"

#include "optionparser.h"
#include "safefile.h"

namespace nq::cli {

namespace {

// A checkpoint holds a few hundred bytes to a few kilobytes: a larger file is not one.
constexpr std::uint64_t kLargestCheckpoint = 1 << 20;

} // namespace

std::string CheckpointFile::named() const
{
    return "the checkpoint " + quoteArgument(m_path);
}

CheckpointFile::Loaded CheckpointFile::load(const CountPlan &plan) const
{
    // The one read path: a FIFO, a device or a folder is refused before it is opened for
    // reading, so none of them can hang the count or be taken for an empty file.
    const FileReading reading = readRegularFile(m_path, kLargestCheckpoint);
    if (reading.missing)
        return {CountLedger(plan), {}};
    if (!reading.ok())
        return {std::nullopt, named() + " cannot be read: " + reading.error};
    CountLedgerReading ledger = CountLedger::fromText(reading.bytes);
    if (!ledger.ledger)
        return {std::nullopt, named() + " " + ledger.problem};
    const std::string mismatch = ledger.ledger->mismatch(plan);
    if (!mismatch.empty())
        return {std::nullopt, named() + " " + mismatch};
    return {std::move(ledger.ledger), {}};
}

std::optional<std::uint64_t> CheckpointFile::fingerprintFor(int n) const
{
    const FileReading reading = readRegularFile(m_path, kLargestCheckpoint);
    if (!reading.ok())
        return std::nullopt;
    const CountLedgerReading ledger = CountLedger::fromText(reading.bytes);
    if (!ledger.ledger || ledger.ledger->n() != n)
        return std::nullopt;
    return ledger.ledger->fingerprint();
}

std::optional<CountMethod> CheckpointFile::methodFor(int n, int threads, std::string &refusal) const
{
    const std::optional<std::uint64_t> fingerprint = fingerprintFor(n);
    if (!fingerprint)
        return CountPlan::automaticMethod(n, threads);
    std::string why;
    const std::optional<CountMethod> method = CountPlan::methodOf(n, *fingerprint, threads, why);
    if (!method)
        refusal = named() + " " + why;
    return method;
}

std::string CheckpointFile::save(const CountLedger &ledger) const
{
    // The name was resolved when the count started; a link found there later is refused.
    return quotingNames(describe(saveWholeFile(m_destination, ledger.toText(), LinkRule::Refuse)));
}

std::string CheckpointFile::quotingNames(std::string reason) const
{
    // The reasons of safefile.h name the folder or the lock file as they are; a name with a
    // newline or an escape sequence in it, or a very long one, would break the one line or act
    // on the terminal, so such a name is put as every message puts what users type.
    const std::string owned = ownedPath();
    for (const std::string &name :
         {owned + ".lock", m_path + ".lock", folderOfPath(owned), folderOfPath(m_path)}) {
        const std::string quoted = quoteArgument(name);
        if (name.size() < 2 || quoted == "'" + name + "'")
            continue;
        for (std::size_t at = reason.find(name); at != std::string::npos;
             at = reason.find(name, at + quoted.size()))
            reason.replace(at, name.size(), quoted);
    }
    return reason;
}

std::string CheckpointFile::ownedPath() const
{
    // The same file under two names (a link and its target) is one checkpoint with one lock.
    return resolvedPath(m_path);
}

} // namespace nq::cli
