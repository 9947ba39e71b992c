// nqueens-cli: the command-line front on the solver library (count, solve, trace).

#include "clirequest.h"
#include "counter.h"
#include "formats.h"
#include "stepper.h"
#include "symmetry.h"

#include <cstdio>
#include <set>
#include <string>
#include <vector>

namespace {

using namespace nq;
using namespace nq::cli;

void write(const std::string &text)
{
    std::fwrite(text.data(), 1, text.size(), stdout);
}

int runCount(const CliRequest &request)
{
    const CountResult result = Counter::count(request.n, request.threads);
    write("solutions: " + std::to_string(result.total) + "\nfundamental: " + std::to_string(result.fundamental) + "\n");
    return 0;
}

int runSolve(const CliRequest &request)
{
    SearchOptions options;
    options.n = request.n;
    options.order = request.order;
    options.check = Check::Bitmask; // the same solutions in the same order as every check, fastest
    options.goal = request.firstOnly ? Goal::First : Goal::All;
    Stepper stepper(options);

    std::set<std::array<std::int8_t, kMaxN>> classesSeen;
    std::uint64_t printed = 0;
    const bool leetCode = request.format == Format::LeetCode;
    if (leetCode)
        write("[");
    while (stepper.advanceToNextSolution()) {
        const Placement solution = stepper.placement();
        if (request.fundamentalOnly && !classesSeen.insert(canonicalForm(solution).cols).second)
            continue;
        if (printed > 0)
            write(leetCode ? "," : isMultiLine(request.format) ? "\n" : "");
        ++printed;
        write(formatSolution(solution, request.format, printed));
        if (request.limit && printed >= *request.limit)
            break;
    }
    if (leetCode)
        write("]\n");
    return 0;
}

std::string describe(const Event &e)
{
    std::string line(toString(e.type));
    switch (e.type) {
    case EventType::Try:
    case EventType::Place:
    case EventType::Remove:
        line += ' ' + std::to_string(e.row) + ' ' + std::to_string(e.col);
        break;
    case EventType::Conflict:
        line += ' ' + std::to_string(e.row) + ' ' + std::to_string(e.col) + " queen " + std::to_string(e.attackerRow) +
                ' ' + std::to_string(e.attackerCol) + ' ' + std::string(toString(e.line));
        break;
    case EventType::Solution:
        line += ' ' + std::to_string(e.solution);
        break;
    case EventType::Backtrack:
        line += ' ' + std::to_string(e.level);
        break;
    case EventType::Done:
        break;
    }
    return line + '\n';
}

int runTrace(const CliRequest &request)
{
    SearchOptions options;
    options.n = request.n;
    options.order = request.order;
    options.check = request.check;
    options.goal = request.firstOnly ? Goal::First : Goal::All;
    Stepper stepper(options);
    std::uint64_t printed = 0;
    while (!stepper.isFinished() && (!request.limit || printed < *request.limit)) {
        write(describe(stepper.next()));
        ++printed;
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    static char outputBuffer[1 << 16];
    std::setvbuf(stdout, outputBuffer, _IOFBF, sizeof outputBuffer);

    std::vector<std::string> arguments(argv + 1, argv + argc);
    const ParseResult parsed = parseCommandLine(arguments);
    if (!parsed.request) {
        std::fprintf(stderr, "nqueens-cli: %s\n", parsed.error.c_str());
        return 2;
    }
    const CliRequest &request = *parsed.request;
    int status = 0;
    switch (request.command) {
    case Command::Help: write(usageText()); break;
    case Command::Version: write("nqueens-cli " NQUEENS_VERSION "\n"); break;
    case Command::Count: status = runCount(request); break;
    case Command::Solve: status = runSolve(request); break;
    case Command::Trace: status = runTrace(request); break;
    }
    std::fflush(stdout);
    return status;
}
