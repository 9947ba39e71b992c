// nqueens-cli: the command-line front on the solver library (count, solve, trace, check-trace).

#include "checkedoutput.h"
#include "checktrace.h"
#include "clirequest.h"
#include "countsession.h"
#include "mpicount.h"
#include "optionparser.h"
#include "solutionwriter.h"
#include "stepper.h"
#include "symmetryclassifier.h"
#include "eventwriter.h"
#include "version.h"

#include <cstdio>
#include <string>
#include <vector>

namespace {

using namespace nq;
using namespace nq::cli;

void runSolve(const CliRequest &request, CheckedOutput &out)
{
    SearchOptions options;
    options.n = request.n;
    options.order = request.order;
    options.check = Check::Bitmask; // the same solutions in the same order as every check, fastest
    options.goal = request.firstOnly ? Goal::First : Goal::All;
    Stepper stepper(options);

    FundamentalFilter fundamental;
    SolutionWriter writer(request.format);
    if (!out.write(writer.opening()))
        return;
    while (stepper.advanceToNextSolution()) {
        const Placement solution = stepper.placement();
        if (request.fundamentalOnly && !fundamental.keeps(solution))
            continue;
        if (!out.write(writer.next(solution, writer.written() + 1)))
            return;
        if (request.limit && writer.written() >= *request.limit)
            break;
    }
    out.write(writer.closing());
}

// `count` as asked: in this process, or across MPI ranks with --mpi (nqueens-cli hands that to
// nqueens-cli-mpi, which counts it: mpicount.h). Chosen here, in the front, so that the count
// session and the MPI count, which runs one on rank 0, do not include each other. Returns the
// exit status.
int runCountAsAsked(const CliRequest &request, CheckedOutput &out, int &argc, char **&argv)
{
    if (!request.mpi)
        return runCount(request, out);
    return runMpiCount(request, out, argc, argv);
}

void runTrace(const CliRequest &request, CheckedOutput &out)
{
    SearchOptions options;
    options.n = request.n;
    options.order = request.order;
    options.check = request.check;
    options.goal = request.firstOnly ? Goal::First : Goal::All;
    Stepper stepper(options);
    std::uint64_t printed = 0;
    while (!stepper.isFinished() && (!request.limit || printed < *request.limit)) {
        if (!out.write(eventLine(stepper.next()) + '\n'))
            return;
        ++printed;
    }
}

} // namespace

int main(int argc, char **argv)
{
    static char outputBuffer[1 << 16];
    std::setvbuf(stdout, outputBuffer, _IOFBF, sizeof outputBuffer);

    std::vector<std::string> arguments(argv + 1, argv + argc);
    const ParseResult parsed = parseCommandLine(arguments);
    if (!parsed.request) {
        std::fputs(refusalLine("nqueens-cli", parsed.error).c_str(), stderr);
        return 2;
    }
    const CliRequest &request = *parsed.request;
    CheckedOutput out(stdout);
    switch (request.command) {
    case Command::Help: out.write(usageText()); break;
    case Command::Version: out.write("nqueens-cli " NQUEENS_VERSION "\n"); break;
    case Command::Count: {
        // A count ends with a status of its own: a refused or interrupted checkpoint.
        if (const int status = runCountAsAsked(request, out, argc, argv); status != 0) {
            out.finish();
            return status;
        }
        break;
    }
    case Command::Solve: runSolve(request, out); break;
    case Command::Trace: runTrace(request, out); break;
    case Command::CheckTrace: {
        // Status 1 says the trace does not hold (once that is written), 2 that it was not read.
        const int status = runCheckTrace(request, out);
        if (status == 2)
            return 2;
        if (status == 1 && (out.finish() || out.closedByReader()))
            return 1;
        break;
    }
    }
    if (out.finish() || out.closedByReader())
        return 0;
    std::fputs(refusalLine("nqueens-cli", "cannot write the output: " + out.reason()).c_str(),
               stderr);
    return 1;
}
