#pragma once

// The one save path and the one read path of both front ends, and the file lock. What a port
// implements is every function and member here except describe(), folderOfPath(),
// saveWholeFile() and SaveFile's constructor and failures (safefile.cpp): safefile_posix.cpp
// on Linux and macOS (open, fsync, rename, flock, realpath, opendir).

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace nq {

// Why a file could not be saved or read, as data that each front end words in its language
// (the window translates it; describe() gives the command line's English).
struct FileProblem
{
    enum class Kind : unsigned char {
        None,
        System, // errorNumber: the system's reason (ENOSPC, EACCES...)
        NoName, // no file name was given
        Folder, // what stands where a regular file should be
        Fifo,
        Device,
        Socket,
        NotRegular,
        LinkToMissing, // a link to a file that does not exist
        LinkToOther, // a link to something else than a regular file (`pointsTo` says what)
        LinkAppeared, // a link where a file named earlier was (LinkRule::Refuse)
        WriteProtected,
        TooLarge, // limit: the largest size in bytes
        FolderRefused, // the folder takes no new file: folder, and errorNumber (0: no free name)
        NotOpen, // the save was not opened (a program error)
    };
    Kind kind = Kind::None;
    Kind pointsTo = Kind::None; // for LinkToOther: Folder, Fifo, Device, Socket or NotRegular
    int errorNumber = 0;
    std::uint64_t limit = 0;
    std::string folder;

    bool ok() const { return kind == Kind::None; }
};

// The problem in English words ("it is a folder", "No space left on device").
std::string describe(const FileProblem &problem);

// How a save treats a link where its file should be. One rule everywhere: a link is followed
// only when the user names the file (chooses it in a dialog, gives it on the command line,
// opens the lesson): the save then goes where the link points. Every later save of that file
// (Ctrl+S, a count's checkpoint every 10 s) writes to the place the name was resolved to then
// (savedPathOf), and a link that has appeared there since is refused, never followed: whoever
// put it there does not get another file replaced.
enum class LinkRule : unsigned char {
    Follow, // the user names the file now
    Refuse, // a later save of a file named before; also the program's own files
};

// The one save path of both front ends (no Qt): a whole file is written to a unique
// temporary file in the target's folder, created exclusively and never through a link, each
// write checked, then synced, renamed over the target and the folder synced. A link in the
// target's place is followed to a regular file or refused (LinkRule); a target that is not a
// regular file (a folder, a FIFO, a device) and a write-protected file are refused before
// anything is written. On every failure the old file stays whole and the temporary one is
// removed. A successful save also removes what saves of the same file left when their process
// was killed in the middle, once they are old enough to be nobody's save in progress.
// One object per save, used by one thread at a time.
class SaveFile
{
public:
    explicit SaveFile(std::string target, LinkRule links = LinkRule::Follow);
    ~SaveFile(); // an uncommitted save is discarded
    SaveFile(const SaveFile &) = delete;
    SaveFile &operator=(const SaveFile &) = delete;

    // Creates the temporary file; false with error() set when the target is refused or the
    // folder takes no new file.
    bool open();
    // Writes all of it (partial writes retried); false with error() set. After a failure
    // every further write fails too, so that a writer may check only at the end.
    bool write(const void *data, std::size_t size);
    bool write(std::string_view bytes) { return write(bytes.data(), bytes.size()); }
    // Syncs and puts the file in place; false with error() set (the old file kept).
    bool commit();
    // Removes the temporary file; the target is left as it was.
    void discard();

    bool isOpen() const { return m_fd >= 0; }
    // Why the save failed, in words ("No space left on device", "it is a folder"); "" if not.
    const std::string &error() const { return m_error; }
    // The same as data, for a front end to word in its own language.
    const FileProblem &problem() const { return m_problem; }
    // The file that commit() replaces: the target, or where its link points.
    const std::string &destination() const { return m_destination; }

private:
    bool fail(FileProblem problem);
    bool fail(FileProblem::Kind kind);
    bool failWithErrno(int error);

    std::string m_target;
    LinkRule m_links;
    std::string m_destination;
    std::string m_temporary;
    FileProblem m_problem;
    std::string m_error; // describe(m_problem)
    int m_fd = -1;
};

// Saves `bytes` as the whole new content of `path` through a SaveFile: ok() on success, else
// the reason (the old file kept).
FileProblem saveWholeFile(const std::string &path, std::string_view bytes,
                          LinkRule links = LinkRule::Follow);

// Where the saves of a file the user names now go: the regular file a link in its place
// points to, else the path as given. Later saves write there with LinkRule::Refuse.
std::string savedPathOf(const std::string &named);

// Removes the temporary files that saves of `target` left behind when their process was
// killed in the middle (".NAME.<16 hex digits>.saving" beside where it points) and not written
// to for `minimumAgeSeconds`. Age 0 is only for the file's one owner (a count holding its
// FileLock): another save of it may be under way else.
void removeLeftoverSaves(const std::string &target, long minimumAgeSeconds = 0);

// The one read path: what reading a file found.
struct FileReading
{
    std::string bytes;
    std::string error; // "" when read; else why not, in words
    FileProblem problem; // the same as data
    bool missing = false; // the file does not exist (error says so too)
    bool ok() const { return error.empty(); }
};

// Reads a whole regular file of at most `maxBytes` bytes. Never blocks on a FIFO or a device
// and never reads one: anything but a regular file (also through a link) is refused before a
// byte is read, and so is a larger file. Any thread.
FileReading readRegularFile(const std::string &path, std::uint64_t maxBytes);

// The one read path for what is too large to hold whole (a student's trace may be gigabytes):
// a regular file opened by the rules of readRegularFile (anything else refused before a byte is
// read, never blocking on a FIFO or a device), or standard input as it is (a pipe from a running
// program: waiting for it is the point), read in chunks. Owns the file it opened (not standard
// input). One thread at a time.
class FileStream
{
public:
    // Whether a named pipe is read as standard input is (nqueens-cli check-trace N <(prog),
    // a FIFO a program writes) or refused before it is opened (the window: opening one with no
    // writer would block).
    enum class Pipes : unsigned char { Refuse, Read };

    static FileStream openRegularFile(const std::string &path, Pipes pipes = Pipes::Refuse);
    static FileStream standardInput();
    FileStream(FileStream &&other) noexcept;
    FileStream &operator=(FileStream &&) = delete;
    FileStream(const FileStream &) = delete;
    ~FileStream();

    bool isOpen() const { return m_fd >= 0; }
    // Reads up to `size` bytes: how many were read, 0 at the end or on an error (then error()).
    std::size_t read(char *buffer, std::size_t size);
    // Why it could not be opened or read, in words ("it is a FIFO (named pipe)"); "" if not.
    const std::string &error() const { return m_error; }
    // The same as data, for the window to word in its language.
    const FileProblem &problem() const { return m_problem; }
    bool missing() const { return m_missing; }

private:
    FileStream() = default;

    int m_fd = -1;
    bool m_owned = false;
    bool m_missing = false;
    std::string m_error; // describe(m_problem)
    FileProblem m_problem;
};

// One owner at a time for a file (a count's checkpoint): an exclusive flock() on "<file>.lock"
// beside it, which the kernel releases when the process ends, however it ends. The lock file
// holds the owner's process id, to name it to whoever is refused. Held until destroyed.
class FileLock
{
public:
    explicit FileLock(std::string file);
    ~FileLock();
    FileLock(const FileLock &) = delete;
    FileLock &operator=(const FileLock &) = delete;

    // Takes the lock without waiting: "" once held; else why not ("it is in use by process
    // 1234", or the error met). Taking it again while held is a no-op.
    std::string acquire();
    void release();
    bool isHeld() const { return m_fd >= 0; }
    const std::string &lockPath() const { return m_lockPath; }

private:
    std::string m_lockPath;
    int m_fd = -1;
};

// The folder part of a path ("." for a bare name).
std::string folderOfPath(const std::string &path);

// The path with every link, "." and ".." resolved, when it exists; else as given. The same
// file under two names (a link and its target) is then one name.
std::string resolvedPath(const std::string &path);

} // namespace nq
