#include "checkpointfile.h"

#include "optionparser.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <unistd.h>

namespace nq::cli {

namespace {

// A checkpoint holds a few hundred bytes to a few kilobytes: a larger file is not one.
constexpr std::streamsize kLargestCheckpoint = 1 << 20;

std::string folderOf(const std::string &path)
{
    const std::size_t slash = path.rfind('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

// Writes all of `text` to `fd`; false (errno set) on any failure.
bool writeAll(int fd, const std::string &text)
{
    std::size_t written = 0;
    while (written < text.size()) {
        const ssize_t step = ::write(fd, text.data() + written, text.size() - written);
        if (step < 0 && errno == EINTR)
            continue;
        if (step <= 0) {
            if (step == 0)
                errno = EIO;
            return false;
        }
        written += std::size_t(step);
    }
    return true;
}

} // namespace

std::string CheckpointFile::named() const
{
    return "the checkpoint " + quoteArgument(m_path);
}

CheckpointFile::Loaded CheckpointFile::load(const CountPlan &plan) const
{
    std::ifstream file(m_path, std::ios::binary);
    if (!file) {
        if (errno == ENOENT)
            return {CountLedger(plan), {}};
        return {std::nullopt, "cannot read " + named() + ": " + std::strerror(errno)};
    }
    std::string text(std::size_t(kLargestCheckpoint) + 1, '\0');
    file.read(text.data(), kLargestCheckpoint + 1);
    if (file.bad())
        return {std::nullopt, "cannot read " + named() + ": " + std::strerror(errno)};
    text.resize(std::size_t(file.gcount()));
    if (std::streamsize(text.size()) > kLargestCheckpoint)
        return {std::nullopt, named() + " is not a checkpoint of nqueens-cli count"};
    CountLedgerReading reading = CountLedger::fromText(text);
    if (!reading.ledger)
        return {std::nullopt, named() + " " + reading.problem};
    const std::string mismatch = reading.ledger->mismatch(plan);
    if (!mismatch.empty())
        return {std::nullopt, named() + " " + mismatch};
    return {std::move(reading.ledger), {}};
}

std::string CheckpointFile::save(const CountLedger &ledger) const
{
    // One fixed name beside the file, not a fresh one per save: a count killed with -9 in
    // the middle of a save leaves at most this one file behind, and the next save reuses it.
    const std::string temporary = m_path + ".saving";
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        return std::string("cannot create a file in ") + quoteArgument(folderOf(m_path)) + ": "
               + std::strerror(errno);
    const bool written = writeAll(fd, ledger.toText()) && ::fsync(fd) == 0;
    const int writeError = errno;
    const bool closed = ::close(fd) == 0;
    const int closeError = errno;
    if (!written || !closed) {
        ::unlink(temporary.c_str());
        return std::strerror(!written ? writeError : closeError);
    }
    if (::rename(temporary.c_str(), m_path.c_str()) != 0) {
        const int renameError = errno;
        ::unlink(temporary.c_str());
        return std::strerror(renameError);
    }
    // The rename is kept by the folder: synced too, a power cut right after it still finds
    // this save, not an older one.
    const int folder = ::open(folderOf(m_path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
    return {};
}

} // namespace nq::cli
