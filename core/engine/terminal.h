#pragma once

#include <cstdio>

// The terminal, as the operating system tells it: what a port implements (terminal_posix.cpp
// on Linux and macOS). Any thread.

namespace nq {

// Whether `stream` (stdout, stderr) goes to a terminal, where a line may be redrawn in place.
bool isTerminal(std::FILE *stream);

} // namespace nq
