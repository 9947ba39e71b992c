#pragma once

#include <atomic>

namespace nq::cli {

// Turns SIGINT and SIGTERM into a request to stop, for a count that must save its checkpoint
// before it ends: from install() on, the first such signal raises flag() (which the counter
// polls) instead of killing the process. One per process; the handlers stay until it exits.
// What a port implements, whole (interruption_posix.cpp: sigaction; on Windows a console
// control handler for Ctrl+C and closing, with the numbers of SIGINT and SIGTERM).
class Interruption
{
public:
    static void install();
    static const std::atomic<bool> *flag();
    // The signal that raised the flag (0 while none has).
    static int signalNumber();
    // The exit status of a process ended by that signal: 128 + its number, as a shell reports it.
    static int exitStatus() { return 128 + signalNumber(); }
};

} // namespace nq::cli
