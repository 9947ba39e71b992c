// This program's own file and exec on Linux: /proc/self/exe, execv. Compiled on its own (no
// unity batch), so that no POSIX name reaches the portable sources.

#include "ownprogram.h"

#include <cerrno>
#include <climits>

#include <unistd.h>

namespace nq::cli {

std::string folderOfThisProgram(int &error)
{
    std::string path(PATH_MAX, '\0');
    const ssize_t length = ::readlink("/proc/self/exe", path.data(), path.size());
    if (length <= 0 || std::size_t(length) >= path.size()) {
        error = length > 0 ? ENAMETOOLONG : errno;
        return {};
    }
    path.resize(std::size_t(length));
    return path.substr(0, path.rfind('/') + 1);
}

int becomeProgram(const std::string &program, char **argv)
{
    ::execv(program.c_str(), argv);
    return errno;
}

} // namespace nq::cli
