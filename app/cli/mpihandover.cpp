// count --mpi in nqueens-cli, which is built without Open MPI: the command goes on in
// nqueens-cli-mpi (package nqueens-visualizer-mpi), the same program linked with Open MPI.

#include "mpicount.h"

#include <cerrno>
#include <climits>
#include <cstring>
#include <string>

#include <unistd.h>

namespace nq::cli {

namespace {

constexpr const char *kMpiProgram = "nqueens-cli-mpi";

// The folder this program was started from, with its final '/', as the kernel knows it (links
// resolved, whatever PATH or argv[0] said); empty, with errno set, when it cannot be read.
std::string folderOfThisProgram()
{
    std::string path(PATH_MAX, '\0');
    const ssize_t length = ::readlink("/proc/self/exe", path.data(), path.size());
    if (length <= 0 || std::size_t(length) >= path.size()) {
        if (length > 0)
            errno = ENAMETOOLONG;
        return {};
    }
    path.resize(std::size_t(length));
    return path.substr(0, path.rfind('/') + 1);
}

} // namespace

int runMpiCount(const CliRequest &, CheckedOutput &, int &, char **&argv)
{
    // Nothing is written yet, so nothing buffered is lost: execv keeps this process (its id,
    // which mpirun knows as the rank's) and its environment, where mpirun told the rank who
    // it is.
    const std::string folder = folderOfThisProgram();
    if (folder.empty()) {
        const int failure = errno;
        printMessage(std::string("--mpi cannot find ") + kMpiProgram
                     + ": /proc/self/exe cannot be read: " + std::strerror(failure));
        return 2;
    }
    const std::string program = folder + kMpiProgram;
    ::execv(program.c_str(), argv);
    const int failure = errno;
    if (failure == ENOENT || failure == ENOTDIR) {
        printMessage("--mpi needs the package nqueens-visualizer-mpi (nqueens-cli-mpi is not "
                     "installed)");
    } else {
        printMessage("--mpi cannot start " + program + ": " + std::strerror(failure));
    }
    return 2;
}

} // namespace nq::cli
