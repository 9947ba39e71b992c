#pragma once

#include "checkedoutput.h"
#include "clirequest.h"

namespace nq::cli {

// nqueens-cli check-trace: reads a student's trace from a file or standard input in chunks,
// checks each line as it comes (TraceVerdict, core/trace's answer, which the web page gives
// too) and prints its one line: the summary (status 0) or the first violation (status 1),
// which ends the reading at once. A trace that cannot be opened or read: one line on stderr,
// status 2. Main thread.
int runCheckTrace(const CliRequest &request, CheckedOutput &out);

} // namespace nq::cli
