// The terminal on POSIX systems: isatty. Compiled on its own (no unity batch), so that no
// POSIX name reaches the portable sources.

#include "terminal.h"

#include <unistd.h>

namespace nq {

bool isTerminal(std::FILE *stream)
{
    return ::isatty(::fileno(stream)) == 1;
}

} // namespace nq
