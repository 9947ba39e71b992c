#pragma once

#include <string>

// This program's own file and replacing this process with another program: what a port
// implements (ownprogram_posix.cpp: /proc/self/exe and execv on Linux; a port reads
// _NSGetExecutablePath on macOS, GetModuleFileNameW on Windows, where no exec keeps the
// process and a child must be started and waited for). Used by count --mpi's hand-over.

namespace nq::cli {

// The folder this program was started from, with its final '/', as the system knows it (links
// resolved, whatever PATH or argv[0] said); empty, with `error` set, when it cannot be read.
std::string folderOfThisProgram(int &error);

// Goes on as `program` with the same arguments (argv[0] included), in this same process (its
// id, which mpirun knows as the rank's) and environment. Returns only when that fails: the
// system's reason (an errno value).
int becomeProgram(const std::string &program, char **argv);

} // namespace nq::cli
