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
// The names the state gives a violation's parts (resources/doc/web.md): its kind
// ("place-attacked"), why a line is no event ("off-the-board"), the field a number stands in
// ("attacker-row"). The page's words read them; so does the test fixture that writes the
// window's texts in the same shape.
std::string_view violationKindName(TraceViolationKind kind);
std::string_view malformedReasonName(MalformedReason reason);
std::string_view traceFieldName(TraceField field);

} // namespace nq::web
