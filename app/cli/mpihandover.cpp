// count --mpi in nqueens-cli, which is built without Open MPI: the command goes on in
// nqueens-cli-mpi (package nqueens-visualizer-mpi), the same program linked with Open MPI.

#include "mpicount.h"
#include "ownprogram.h"

#include <cerrno>
#include <cstring>
#include <string>

namespace nq::cli {

namespace {

constexpr const char *kMpiProgram = "nqueens-cli-mpi";

} // namespace

int runMpiCount(const CliRequest &, CheckedOutput &, int &, char **&argv)
{
    // Nothing is written yet, so nothing buffered is lost: execv keeps this process (its id,
    // which mpirun knows as the rank's) and its environment, where mpirun told the rank who
    // it is.
    int failure = 0;
    const std::string folder = folderOfThisProgram(failure);
    if (folder.empty()) {
        printMessage(std::string("--mpi cannot find ") + kMpiProgram
                     + ": the folder of nqueens-cli cannot be read: " + std::strerror(failure));
        return 2;
    }
    const std::string program = folder + kMpiProgram;
    failure = becomeProgram(program, argv);
    if (failure == ENOENT || failure == ENOTDIR) {
        printMessage("--mpi needs the package nqueens-visualizer-mpi (nqueens-cli-mpi is not "
                     "installed)");
    } else {
        printMessage("--mpi cannot start " + program + ": " + std::strerror(failure));
    }
    return 2;
}

} // namespace nq::cli
