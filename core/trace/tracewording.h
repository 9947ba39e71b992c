#pragma once

#include "tracefindings.h"

#include <string>
#include <string_view>

namespace nq {

// The findings of a trace check worded in English, one line each (no '\n'), as nqueens-cli
// check-trace prints them for a person and an autograder alike: a violation starts with
// "line L: ", a trace that holds with "holds: ". What the program wrote is quoted with its
// control characters and bytes that are not UTF-8 escaped. Stateless: any thread.

// "line 9: 'place 1 1': the queen on row 0, column 0 attacks that square along a diagonal"
std::string describeViolation(const TraceViolation &violation, int n);
// "holds: 15721 events in 15721 lines, 92 of 92 solutions, row order; tries 15720 (×1.00 the
// reference), places 2056 (×1.00 the reference)"
std::string describeSummary(const TraceSummary &summary);
// Why a missed solution is missing, as the window's headline says it after the violation:
// "Your program held at most 3 of its queens together, and never placed its queen on row 2,
// column 5 with them." (`queensHeld` of the solution's queens held together, none other; the
// queen at `row`, `col` never placed with them: TraceRun::MissedPath).
std::string describeMissedPath(int queensHeld, int row, int col);
// What a program wrote, as the window's sentences show it inside a sentence of any language:
// quoted, its control characters and bytes that are not UTF-8 escaped (quoteArgument), cut
// after its first 60 bytes with "…" (the window's narration and the web page's both).
std::string writtenByProgram(std::string_view text);

} // namespace nq
