#pragma once

#include "shownstate.h"

#include <string>
#include <string_view>

namespace nq::web {

// The module's answers as JSON, the one shape the page's script and its words read
// (resources/doc/web.md): a step's state, one solution, a trace check's verdict. Stateless:
// any thread.
std::string stateJson(const ShownState &state);
std::string solutionJson(const FoundSolution &solution);
std::string verdictJson(int status, std::string_view output);
// `text` as a JSON string, quotes included: '"', '\\' and control characters escaped; the
// bytes are UTF-8 already (check-trace's words escape what a program wrote that is not).
std::string jsonString(std::string_view text);

} // namespace nq::web
