#pragma once

#include "searchtypes.h"

#include <string>

namespace nq {

// The search's event writer: one event of the search as a line of text, its first word the
// event's name, as nqueens-cli's trace prints it (resources/doc/command-line.md): "try r c",
// "conflict r c queen r' c' line", "place r c", "solution k", "remove r c", "backtrack l",
// "done". No newline at the end. A student's program prints the same lines, which core/trace
// reads back. Stateless: any thread.
std::string eventLine(const Event &event);

} // namespace nq
