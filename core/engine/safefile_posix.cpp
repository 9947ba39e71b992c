// The one save path and read path on POSIX systems (safefile.h says what they promise): open,
// fsync, rename, flock and the rest. Compiled on its own (no unity batch), so that no POSIX
// name reaches the portable sources.

#include "safefile.h"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <random>
#include <utility>

#include <dirent.h>
#include <poll.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace nq {

namespace {

using Kind = FileProblem::Kind;

// What a path that is not a regular file is.
Kind kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return Kind::Folder;
    if (S_ISFIFO(mode))
        return Kind::Fifo;
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return Kind::Device;
    if (S_ISSOCK(mode))
        return Kind::Socket;
    return Kind::NotRegular;
}

FileProblem systemProblem(int error)
{
    FileProblem problem;
    problem.kind = Kind::System;
    problem.errorNumber = error;
    return problem;
}

FileProblem problemOf(Kind kind)
{
    FileProblem problem;
    problem.kind = kind;
    return problem;
}

std::string baseNameOf(const std::string &path)
{
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// A name no other save in this or another process is using: 64 random bits.
std::string uniqueSuffix()
{
    static std::atomic<std::uint64_t> counter {0};
    thread_local std::mt19937_64 random([] {
        std::random_device device;
        return (std::uint64_t(device()) << 32) ^ device()
               ^ std::uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());
    }());
    char text[17];
    std::snprintf(text, sizeof text, "%016llx",
                  static_cast<unsigned long long>(random() ^ counter.fetch_add(1)));
    return text;
}

// A temporary file not written to for this long is no save in progress: its process was
// killed in the middle.
constexpr long kLeftoverAgeSeconds = 10 * 60;

void syncFolder(const std::string &folder)
{
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

} // namespace

bool SaveFile::open()
{
    m_problem = {};
    m_error.clear();
    m_destination = m_target;
    if (m_target.empty())
        return fail(Kind::NoName);
    struct stat link = {};
    if (::lstat(m_target.c_str(), &link) == 0) {
        if (S_ISLNK(link.st_mode) && m_links == LinkRule::Refuse)
            return fail(Kind::LinkAppeared);
        if (S_ISLNK(link.st_mode)) {
            // Updated where it points, when that is a regular file; nothing else is written.
            char resolved[PATH_MAX];
            if (!::realpath(m_target.c_str(), resolved))
                return fail(Kind::LinkToMissing);
            struct stat pointed = {};
            if (::stat(resolved, &pointed) != 0)
                return failWithErrno(errno);
            if (!S_ISREG(pointed.st_mode)) {
                FileProblem problem = problemOf(Kind::LinkToOther);
                problem.pointsTo = kindOf(pointed.st_mode);
                return fail(problem);
            }
            m_destination = resolved;
        } else if (!S_ISREG(link.st_mode)) {
            return fail(kindOf(link.st_mode));
        }
    } else if (errno != ENOENT) {
        return failWithErrno(errno);
    }

    struct stat old = {};
    const bool replacing = ::stat(m_destination.c_str(), &old) == 0;
    // Write-protected for everyone (0444), or for us: replaced by a rename all the same, as the
    // folder allows it, had we not asked.
    if (replacing && ((old.st_mode & 0222) == 0 || ::access(m_destination.c_str(), W_OK) != 0))
        return fail(Kind::WriteProtected);
    const std::string folder = folderOfPath(m_destination);
    for (int attempt = 0; attempt < 100 && m_fd < 0; ++attempt) {
        const std::string name = folder + "/." + baseNameOf(m_destination) + "." + uniqueSuffix()
                                 + ".saving";
        // Exclusive and never through a link: a name someone else prepared is never ours.
        const int fd = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                              0666);
        if (fd >= 0) {
            m_fd = fd;
            m_temporary = name;
        } else if (errno != EEXIST) {
            FileProblem problem = problemOf(Kind::FolderRefused);
            problem.errorNumber = errno;
            problem.folder = folder;
            return fail(problem);
        }
    }
    if (m_fd < 0) {
        FileProblem problem = problemOf(Kind::FolderRefused);
        problem.folder = folder;
        return fail(problem);
    }
    if (replacing)
        ::fchmod(m_fd, old.st_mode & 07777); // the file keeps who may read it
    return true;
}

bool SaveFile::write(const void *data, std::size_t size)
{
    if (m_fd < 0)
        return fail(m_problem.ok() ? problemOf(Kind::NotOpen) : m_problem);
    const char *bytes = static_cast<const char *>(data);
    std::size_t written = 0;
    while (written < size) {
        const ssize_t step = ::write(m_fd, bytes + written, size - written);
        if (step < 0 && errno == EINTR)
            continue;
        if (step < 0)
            return failWithErrno(errno);
        if (step == 0)
            return failWithErrno(EIO);
        written += std::size_t(step);
    }
    return true;
}

bool SaveFile::commit()
{
    if (m_fd < 0)
        return fail(m_problem.ok() ? problemOf(Kind::NotOpen) : m_problem);
    if (::fsync(m_fd) != 0)
        return failWithErrno(errno);
    const int fd = m_fd;
    m_fd = -1;
    if (::close(fd) != 0)
        return failWithErrno(errno);
    if (::rename(m_temporary.c_str(), m_destination.c_str()) != 0)
        return failWithErrno(errno);
    m_temporary.clear();
    // The rename is kept by the folder: synced too, a power cut right after it finds this save.
    syncFolder(folderOfPath(m_destination));
    removeLeftoverSaves(m_destination, kLeftoverAgeSeconds);
    return true;
}

void SaveFile::discard()
{
    if (m_fd >= 0) {
        ::close(m_fd);
        m_fd = -1;
    }
    if (!m_temporary.empty()) {
        ::unlink(m_temporary.c_str());
        m_temporary.clear();
    }
}

std::string savedPathOf(const std::string &named)
{
    struct stat link = {};
    struct stat pointed = {};
    char resolved[PATH_MAX];
    if (::lstat(named.c_str(), &link) == 0 && S_ISLNK(link.st_mode)
        && ::realpath(named.c_str(), resolved) && ::stat(resolved, &pointed) == 0
        && S_ISREG(pointed.st_mode))
        return resolved;
    return named;
}

std::string resolvedPath(const std::string &path)
{
    char resolved[PATH_MAX];
    return ::realpath(path.c_str(), resolved) ? std::string(resolved) : path;
}

void removeLeftoverSaves(const std::string &target, long minimumAgeSeconds)
{
    const std::string destination = resolvedPath(target);
    const std::string folder = folderOfPath(destination);
    // Built in steps: GCC 12 warns falsely (-Wrestrict) of "." + name + "." inlined here.
    std::string prefix = ".";
    prefix.append(baseNameOf(destination)).push_back('.');
    const std::string suffix = ".saving";
    DIR *listing = ::opendir(folder.c_str());
    if (!listing)
        return;
    while (const dirent *entry = ::readdir(listing)) {
        const std::string_view name = entry->d_name;
        if (name.size() != prefix.size() + 16 + suffix.size() || !name.starts_with(prefix)
            || !name.ends_with(suffix))
            continue;
        const std::string_view middle = name.substr(prefix.size(), 16);
        if (middle.find_first_not_of("0123456789abcdef") != std::string_view::npos)
            continue;
        const std::string path = folder + "/" + std::string(name);
        struct stat leftover = {};
        if (::lstat(path.c_str(), &leftover) != 0 || !S_ISREG(leftover.st_mode))
            continue;
        if (minimumAgeSeconds > 0 && ::time(nullptr) - leftover.st_mtime < minimumAgeSeconds)
            continue; // perhaps another save of the same file, still being written
        ::unlink(path.c_str());
    }
    ::closedir(listing);
}

namespace {

FileReading &failed(FileReading &reading, FileProblem problem)
{
    reading.problem = std::move(problem);
    reading.error = describe(reading.problem);
    return reading;
}

FileProblem tooLarge(std::uint64_t limit)
{
    FileProblem problem = problemOf(Kind::TooLarge);
    problem.limit = limit;
    return problem;
}

// Opens `path` for reading only if it is a regular file (also through a link): asked first, so
// that a device is never even opened, and asked again of what was opened. Non-blocking, so
// that a file swapped for a FIFO in between still opens at once. -1 with `problem` set if not.
int openIfRegular(const std::string &path, FileProblem &problem, bool &missing,
                  bool readPipes = false)
{
    struct stat before = {};
    if (::stat(path.c_str(), &before) != 0) {
        missing = errno == ENOENT;
        problem = systemProblem(errno);
        return -1;
    }
    if (readPipes && S_ISFIFO(before.st_mode)) {
        // Blocking: the open waits for a writer, as reading standard input waits for its pipe.
        const int fd = ::open(path.c_str(), O_RDONLY | O_NOCTTY | O_CLOEXEC);
        struct stat opened = {};
        if (fd < 0 || ::fstat(fd, &opened) != 0 || !S_ISFIFO(opened.st_mode)) {
            problem = fd < 0 ? systemProblem(errno) : problemOf(kindOf(opened.st_mode));
            missing = fd < 0 && errno == ENOENT;
            if (fd >= 0)
                ::close(fd);
            return -1;
        }
        return fd;
    }
    if (!S_ISREG(before.st_mode)) {
        problem = problemOf(kindOf(before.st_mode));
        return -1;
    }
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        missing = errno == ENOENT;
        problem = systemProblem(errno);
        return -1;
    }
    struct stat opened = {};
    if (::fstat(fd, &opened) != 0) {
        problem = systemProblem(errno);
        ::close(fd);
        return -1;
    }
    if (!S_ISREG(opened.st_mode)) {
        problem = problemOf(kindOf(opened.st_mode));
        ::close(fd);
        return -1;
    }
    return fd;
}

} // namespace

FileReading readRegularFile(const std::string &path, std::uint64_t maxBytes)
{
    FileReading reading;
    FileProblem problem;
    const int fd = openIfRegular(path, problem, reading.missing);
    if (fd < 0)
        return failed(reading, problem);
    struct stat opened = {};
    ::fstat(fd, &opened);
    if (std::uint64_t(opened.st_size) > maxBytes) {
        ::close(fd);
        return failed(reading, tooLarge(maxBytes));
    }
    std::string bytes(std::size_t(opened.st_size), '\0');
    std::size_t got = 0;
    for (;;) {
        if (got == bytes.size()) {
            if (bytes.size() > maxBytes)
                break;
            // The file may have grown since fstat(): read on, one byte past the limit at most.
            bytes.resize(std::min<std::uint64_t>(maxBytes + 1, bytes.size() + 65536));
        }
        const ssize_t step = ::read(fd, bytes.data() + got, bytes.size() - got);
        if (step < 0 && errno == EINTR)
            continue;
        if (step < 0) {
            const int error = errno;
            ::close(fd);
            return failed(reading, systemProblem(error));
        }
        if (step == 0)
            break;
        got += std::size_t(step);
    }
    ::close(fd);
    if (got > maxBytes)
        return failed(reading, tooLarge(maxBytes));
    bytes.resize(got);
    reading.bytes = std::move(bytes);
    return reading;
}

FileStream FileStream::openRegularFile(const std::string &path, Pipes pipes)
{
    FileStream stream;
    stream.m_fd = openIfRegular(path, stream.m_problem, stream.m_missing, pipes == Pipes::Read);
    stream.m_error = describe(stream.m_problem);
    stream.m_owned = stream.m_fd >= 0;
    return stream;
}

FileStream FileStream::standardInput()
{
    FileStream stream;
    stream.m_fd = STDIN_FILENO;
    return stream;
}

FileStream::FileStream(FileStream &&other) noexcept
    : m_fd(std::exchange(other.m_fd, -1))
    , m_owned(std::exchange(other.m_owned, false))
    , m_missing(other.m_missing)
    , m_error(std::move(other.m_error))
    , m_problem(std::move(other.m_problem))
{
}

FileStream::~FileStream()
{
    if (m_owned && m_fd >= 0)
        ::close(m_fd);
}

std::size_t FileStream::read(char *buffer, std::size_t size)
{
    if (m_fd < 0 || size == 0)
        return 0;
    for (;;) {
        const ssize_t got = ::read(m_fd, buffer, size);
        if (got >= 0)
            return std::size_t(got);
        if (errno == EINTR)
            continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK) {
            // Standard input another program left non-blocking: wait for it, as a pipe should.
            pollfd wanted = {m_fd, POLLIN, 0};
            ::poll(&wanted, 1, -1);
            continue;
        }
        m_problem = systemProblem(errno);
        m_error = describe(m_problem);
        return 0;
    }
}

FileLock::FileLock(std::string file)
    : m_lockPath(std::move(file) + ".lock")
{
}

FileLock::~FileLock()
{
    release();
}

std::string FileLock::acquire()
{
    if (m_fd >= 0)
        return {};
    for (int attempt = 0; attempt < 10; ++attempt) {
        const int fd = ::open(m_lockPath.c_str(),
                              O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0644);
        if (fd < 0) {
            if (errno == ELOOP)
                return "its lock file " + m_lockPath + " is a link";
            return "cannot create its lock file " + m_lockPath + ": " + std::strerror(errno);
        }
        struct stat opened = {};
        if (::fstat(fd, &opened) != 0 || !S_ISREG(opened.st_mode)) {
            ::close(fd);
            return "its lock file " + m_lockPath + " is not a regular file";
        }
        // A hard link to another file: writing our process id would change that file.
        if (opened.st_nlink > 1) {
            ::close(fd);
            return "its lock file " + m_lockPath + " is a hard link to another file";
        }
        if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
            const int error = errno;
            std::string owner(32, '\0');
            const ssize_t got = ::pread(fd, owner.data(), owner.size(), 0);
            ::close(fd);
            if (error != EWOULDBLOCK)
                return "cannot lock it: " + std::string(std::strerror(error));
            owner.resize(got > 0 ? std::size_t(got) : 0);
            while (!owner.empty() && (owner.back() == '\n' || owner.back() == '\0'))
                owner.pop_back();
            const bool isNumber = !owner.empty()
                                  && owner.find_first_not_of("0123456789") == std::string::npos;
            return isNumber ? "it is in use by another count (process " + owner + ")"
                            : "it is in use by another count";
        }
        // The holder before may have removed the file between our open and our lock: then the
        // lock is on a file nobody else sees, and we try again with the one in the folder.
        struct stat named = {};
        if (::stat(m_lockPath.c_str(), &named) != 0 || named.st_ino != opened.st_ino
            || named.st_dev != opened.st_dev) {
            ::close(fd);
            continue;
        }
        // Asked again just before writing: a hard link made while we locked counts too.
        if (::fstat(fd, &opened) != 0 || opened.st_nlink > 1) {
            ::close(fd);
            return "its lock file " + m_lockPath + " is a hard link to another file";
        }
        const std::string pid = std::to_string(::getpid()) + "\n";
        if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, pid.data(), pid.size(), 0) < 0) {
            // The process id only helps name the owner to another count; the lock holds.
        }
        m_fd = fd;
        return {};
    }
    return "cannot lock it: its lock file keeps changing";
}

void FileLock::release()
{
    if (m_fd < 0)
        return;
    // Removed while still locked, so that nobody takes a lock on a file about to vanish
    // unnoticed (acquire() checks the file it locked is still the one in the folder).
    ::unlink(m_lockPath.c_str());
    ::close(m_fd);
    m_fd = -1;
}

} // namespace nq
