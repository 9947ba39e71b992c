#include "safefile.h"

#include <cstring>
#include <utility>

// The portable part of the save and read paths: the words for a problem, and what a save does
// with a failure. What touches the file system is the system's (safefile_posix.cpp).

namespace nq {

namespace {

using Kind = FileProblem::Kind;

// "a folder", for "it is a folder" and "a link to a folder".
std::string nameOf(Kind kind)
{
    switch (kind) {
    case Kind::Folder: return "a folder";
    case Kind::Fifo: return "a FIFO (named pipe)";
    case Kind::Device: return "a device";
    case Kind::Socket: return "a socket";
    default: return "not a regular file";
    }
}

} // namespace

std::string describe(const FileProblem &problem)
{
    switch (problem.kind) {
    case Kind::None: return {};
    case Kind::System: return std::strerror(problem.errorNumber);
    case Kind::NoName: return "no file name was given";
    case Kind::Folder:
    case Kind::Fifo:
    case Kind::Device:
    case Kind::Socket: return "it is " + nameOf(problem.kind);
    case Kind::NotRegular: return "it is not a regular file";
    case Kind::LinkToMissing: return "it is a link to a file that does not exist";
    case Kind::LinkToOther:
        return "it is a link to something that is not a regular file (" + nameOf(problem.pointsTo)
               + ")";
    case Kind::LinkAppeared:
        return "it has become a link since it was named, and a link found there later is not "
               "followed (the link and what it points to are left as they are)";
    case Kind::WriteProtected: return "it is write-protected";
    case Kind::TooLarge: return "it is larger than " + std::to_string(problem.limit) + " bytes";
    case Kind::FolderRefused:
        return "cannot create a file in the folder " + problem.folder
               + (problem.errorNumber ? ": " + std::string(std::strerror(problem.errorNumber))
                                      : std::string());
    case Kind::NotOpen: return "the file is not open";
    }
    return {};
}

std::string folderOfPath(const std::string &path)
{
    const std::size_t slash = path.rfind('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

SaveFile::SaveFile(std::string target, LinkRule links)
    : m_target(std::move(target))
    , m_links(links)
{
}

SaveFile::~SaveFile()
{
    discard();
}

bool SaveFile::fail(FileProblem problem)
{
    if (m_problem.ok()) {
        m_problem = std::move(problem);
        m_error = describe(m_problem);
    }
    discard();
    return false;
}

bool SaveFile::fail(FileProblem::Kind kind)
{
    FileProblem problem;
    problem.kind = kind;
    return fail(problem);
}

bool SaveFile::failWithErrno(int error)
{
    FileProblem problem;
    problem.kind = Kind::System;
    problem.errorNumber = error;
    return fail(problem);
}

FileProblem saveWholeFile(const std::string &path, std::string_view bytes, LinkRule links)
{
    SaveFile file(path, links);
    if (file.open() && file.write(bytes))
        file.commit();
    return file.problem();
}

} // namespace nq
