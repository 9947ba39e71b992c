#include "clirequest.h"

#include "optionparser.h"

#include <algorithm>

namespace nq::cli {

namespace {

constexpr int kMaxThreads = 256;
constexpr double kMaxCheckpointSeconds = 86400;
constexpr double kMinBatchTimeoutSeconds = 0.1;
constexpr double kMaxBatchTimeoutSeconds = 86400;

// A number of seconds such as "10", "0.5" or "2.25": plain decimal digits with at most one
// point, no sign, no exponent.
bool parseSeconds(std::string_view text, double &out)
{
    const std::size_t point = text.find('.');
    const std::string_view whole = text.substr(0, point);
    const std::string_view fraction = point == std::string_view::npos ? std::string_view()
                                                                      : text.substr(point + 1);
    std::uint64_t wholeValue = 0;
    if (!whole.empty() && !parseWholeNumber(whole, wholeValue))
        return false;
    if ((whole.empty() && fraction.empty()) || fraction.size() > 9
        || (point != std::string_view::npos && fraction.empty()))
        return false;
    double fractionValue = 0;
    double scale = 0.1;
    for (const char c : fraction) {
        if (c < '0' || c > '9')
            return false;
        fractionValue += (c - '0') * scale;
        scale /= 10;
    }
    out = double(wholeValue) + fractionValue;
    return true;
}

std::vector<OptionSpec> optionsFor(Command command)
{
    switch (command) {
    case Command::Count:
        return {{"--threads", true},
                {"--checkpoint", true},
                {"--checkpoint-interval", true},
                {"--mpi", false},
                {"--batch-timeout", true}};
    case Command::Solve:
        return {{"--first", false},
                {"--fundamental", false},
                {"--order", true},
                {"--format", true},
                {"--limit", true}};
    case Command::Trace:
        return {{"--first", false}, {"--order", true}, {"--check", true}, {"--limit", true}};
    case Command::CheckTrace: return {{"--first", false}};
    default: return {};
    }
}

std::string_view commandName(Command command)
{
    switch (command) {
    case Command::Count: return "count";
    case Command::Solve: return "solve";
    case Command::Trace: return "trace";
    case Command::CheckTrace: return "check-trace";
    case Command::Help: return "--help";
    case Command::Version: return "--version";
    }
    return "";
}

ParseResult refuse(std::string message)
{
    return {std::nullopt, std::move(message)};
}

// Applies one option with its value to the request; returns an error message or "".
std::string applyOption(CliRequest &request, std::string_view name, std::string_view value)
{
    if (name == "--first") {
        request.firstOnly = true;
    } else if (name == "--fundamental") {
        request.fundamentalOnly = true;
    } else if (name == "--order") {
        if (!parseOrder(value, request.order))
            return mustBe(name, "rows or columns", value);
    } else if (name == "--check") {
        if (!parseCheck(value, request.check))
            return mustBe(name, "scan, arrays or bitmask", value);
    } else if (name == "--format") {
        if (!parseFormat(value, request.format))
            return mustBe(name, "array, dots, grid, matrix, numbered or leetcode", value);
    } else if (name == "--threads") {
        int threads = 0;
        if (!parseWholeNumber(value, threads) || threads < 1 || threads > kMaxThreads)
            return mustBe(name, "a whole number from 1 to " + std::to_string(kMaxThreads), value);
        request.threads = threads;
    } else if (name == "--checkpoint") {
        if (value.empty())
            return mustBe(name, "a file name", value);
        request.checkpoint = std::string(value);
    } else if (name == "--checkpoint-interval") {
        double seconds = 0;
        if (!parseSeconds(value, seconds) || seconds < 0.01 || seconds > kMaxCheckpointSeconds)
            return mustBe(name, "a number of seconds from 0.01 to 86400", value);
        request.checkpointInterval = seconds;
    } else if (name == "--mpi") {
        request.mpi = true;
    } else if (name == "--batch-timeout") {
        double seconds = 0;
        if (!parseSeconds(value, seconds) || seconds < kMinBatchTimeoutSeconds
            || seconds > kMaxBatchTimeoutSeconds)
            return mustBe(name, "a number of seconds from 0.1 to 86400", value);
        request.batchTimeout = seconds;
    } else if (name == "--limit") {
        std::uint64_t limit = 0;
        if (!parseWholeNumber(value, limit) || limit < 1)
            return mustBe(name, "a whole number of at least 1", value);
        request.limit = limit;
    }
    return {};
}

// The command a first argument names, if it names one.
std::optional<Command> commandNamed(std::string_view first)
{
    if (first == "count")
        return Command::Count;
    if (first == "solve")
        return Command::Solve;
    if (first == "trace")
        return Command::Trace;
    if (first == "check-trace")
        return Command::CheckTrace;
    return std::nullopt;
}

// Reads the board size and the options that follow a command.
ParseResult parseCommandArguments(CliRequest request, std::span<const std::string> arguments)
{
    const std::string name(commandName(request.command));
    bool haveN = false;
    bool haveFile = false;
    const auto onArgument = [&](std::string_view argument) -> std::string {
        if (haveN && request.command == Command::CheckTrace && !haveFile) {
            if (argument.empty())
                return mustBe("FILE", "a file name, or - for standard input", argument);
            request.traceFile = std::string(argument);
            haveFile = true;
            return {};
        }
        if (haveN)
            return unexpectedArgument(argument, request.command == Command::CheckTrace
                                                    ? name + " takes one board size N and one FILE"
                                                    : name + " takes one board size N");
        if (!parseWholeNumber(argument, request.n) || request.n < kMinN || request.n > kMaxN)
            return boardSizeMustBe(argument);
        haveN = true;
        return {};
    };
    const auto onOption = [&](std::string_view option, std::string_view value) {
        return applyOption(request, option, value);
    };
    if (const auto refusal =
            OptionParser(name, optionsFor(request.command)).parse(arguments, onOption, onArgument))
        return refuse(refusal->message);
    if (!haveN)
        return refuse("missing board size N for " + name + " (a whole number from 1 to 32)");
    if (request.command == Command::Count && request.checkpointInterval && !request.checkpoint)
        return refuse("--checkpoint-interval needs --checkpoint FILE");
    if (request.command == Command::Count && request.batchTimeout && !request.mpi)
        return refuse("--batch-timeout needs --mpi");
    if (request.command == Command::Solve && request.n > 16 && !request.firstOnly && !request.limit)
        return refuse("solve " + std::to_string(request.n)
                      + " would print too many solutions (gigabytes); add --first or --limit K, or "
                        "use count");
    return {request, {}};
}

} // namespace

std::string usageText()
{
    return "Usage:\n"
           "  nqueens-cli count N [--threads T] [--checkpoint FILE [--checkpoint-interval S]]\n"
           "                      [--mpi [--batch-timeout S]]\n"
           "      Count the solutions and the fundamental ones (distinct under rotations and "
           "reflections).\n"
           "      --checkpoint FILE keeps the progress in FILE (saved every 10 s or S seconds, "
           "and when\n"
           "      interrupted); the same command continues from it, one count at a time. --mpi "
           "spreads the\n"
           "      count over the ranks of mpirun (Open MPI); --batch-timeout S (default 60) gives "
           "up a rank\n"
           "      silent for S seconds and has its tasks counted by the others. On a terminal, "
           "progress and\n"
           "      the time left go to stderr.\n"
           "  nqueens-cli solve N [--first] [--fundamental] [--order rows|columns]\n"
           "                      [--format array|dots|grid|matrix|numbered|leetcode] [--limit K]\n"
           "      Print solutions in the order the search finds them.\n"
           "  nqueens-cli trace N [--first] [--order rows|columns] [--check scan|arrays|bitmask] "
           "[--limit K]\n"
           "      Print the search one event a line: try, conflict, place, solution, remove, "
           "backtrack, done.\n"
           "  nqueens-cli check-trace N [--first] [FILE | -]\n"
           "      Check a trace another program printed (the lines of trace; its other lines are "
           "its own\n"
           "      output) against the rules, from FILE or standard input: status 0 and a summary "
           "line when\n"
           "      it holds, status 1 and the first violation ('line L: ...') when it does not. "
           "--first: the\n"
           "      program was asked for the first solution only.\n"
           "  nqueens-cli --help | --version\n"
           "\n"
           "N is a whole number from 1 to 32. solve lists all solutions only up to N=16 unless\n"
           "--first or --limit K bounds the output. Errors exit with status 2.\n";
}

ParseResult parseCommandLine(const std::vector<std::string> &arguments)
{
    if (arguments.empty())
        return refuse(
            "missing command: use count, solve, trace or check-trace (see nqueens-cli --help)");
    if (std::any_of(arguments.begin(), arguments.end(),
                    [](const std::string &a) { return a == "--help" || a == "-h"; }))
        return {CliRequest {}, {}}; // help, wherever it is asked for

    const std::string_view first = arguments.front();
    CliRequest request;
    if (first == "--version" || first == "-v") {
        if (arguments.size() > 1)
            return refuse("--version takes no arguments, got " + quoteArgument(arguments[1]));
        request.command = Command::Version;
        return {request, {}};
    }
    const std::optional<Command> command = commandNamed(first);
    if (!command)
        return refuse("unknown command " + quoteArgument(first)
                      + ": use count, solve, trace or check-trace (see nqueens-cli --help)");
    request.command = *command;
    return parseCommandArguments(request, std::span(arguments).subspan(1));
}

} // namespace nq::cli
