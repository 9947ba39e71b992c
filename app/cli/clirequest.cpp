#include "clirequest.h"

#include <algorithm>
#include <charconv>
#include <set>

namespace nq::cli {

namespace {

constexpr int kMaxThreads = 256;

struct OptionSpec
{
    std::string_view name;
    bool takesValue;
};

const std::vector<OptionSpec> &optionsFor(Command command)
{
    static const std::vector<OptionSpec> count = {{"--threads", true}};
    static const std::vector<OptionSpec> solve = {
        {"--first", false}, {"--fundamental", false}, {"--order", true}, {"--format", true}, {"--limit", true}};
    static const std::vector<OptionSpec> trace = {
        {"--first", false}, {"--order", true}, {"--check", true}, {"--limit", true}};
    static const std::vector<OptionSpec> none;
    switch (command) {
    case Command::Count: return count;
    case Command::Solve: return solve;
    case Command::Trace: return trace;
    default: return none;
    }
}

std::string allowedList(Command command)
{
    std::string list;
    for (const OptionSpec &spec : optionsFor(command)) {
        if (!list.empty())
            list += ", ";
        list += spec.name;
    }
    return list;
}

std::string_view commandName(Command command)
{
    switch (command) {
    case Command::Count: return "count";
    case Command::Solve: return "solve";
    case Command::Trace: return "trace";
    case Command::Help: return "--help";
    case Command::Version: return "--version";
    }
    return "";
}

template<typename Integer>
bool parseInteger(std::string_view text, Integer &out)
{
    if (text.empty() || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return false;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
    return error == std::errc() && end == text.data() + text.size();
}

ParseResult refuse(std::string message)
{
    return {std::nullopt, std::move(message)};
}

// Echoes what the user typed inside a one-line error: control characters are escaped (a
// newline in an argument must not split the line) and a very long argument is shortened.
std::string quoted(std::string_view text)
{
    constexpr std::size_t kMaxShown = 64;
    std::size_t shown = std::min(text.size(), kMaxShown);
    while (shown < text.size() && shown > 0 && (static_cast<unsigned char>(text[shown]) & 0xC0) == 0x80)
        --shown; // do not cut a UTF-8 sequence
    std::string out(1, '\'');
    for (const char c : text.substr(0, shown)) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7F) {
            constexpr char kHex[] = "0123456789abcdef";
            out += "\\x";
            out += kHex[byte >> 4];
            out += kHex[byte & 0xF];
        } else {
            out.push_back(c);
        }
    }
    if (shown < text.size())
        out += "...";
    out.push_back('\'');
    return out;
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
            return "--order must be rows or columns, got " + quoted(value);
    } else if (name == "--check") {
        if (!parseCheck(value, request.check))
            return "--check must be scan, arrays or bitmask, got " + quoted(value);
    } else if (name == "--format") {
        if (!parseFormat(value, request.format))
            return "--format must be array, dots, grid, matrix, numbered or leetcode, got " + quoted(value);
    } else if (name == "--threads") {
        int threads = 0;
        if (!parseInteger(value, threads) || threads < 1 || threads > kMaxThreads)
            return "--threads must be a whole number from 1 to " + std::to_string(kMaxThreads) + ", got " + quoted(value);
        request.threads = threads;
    } else if (name == "--limit") {
        std::uint64_t limit = 0;
        if (!parseInteger(value, limit) || limit < 1)
            return "--limit must be a whole number of at least 1, got " + quoted(value);
        request.limit = limit;
    }
    return {};
}

} // namespace

std::string usageText()
{
    return "Usage:\n"
           "  nqueens-cli count N [--threads T]\n"
           "      Count the solutions and the fundamental ones (distinct under rotations and reflections).\n"
           "  nqueens-cli solve N [--first] [--fundamental] [--order rows|columns]\n"
           "                      [--format array|dots|grid|matrix|numbered|leetcode] [--limit K]\n"
           "      Print solutions in the order the search finds them.\n"
           "  nqueens-cli trace N [--first] [--order rows|columns] [--check scan|arrays|bitmask] [--limit K]\n"
           "      Print the search one event a line: try, conflict, place, solution, remove, backtrack, done.\n"
           "  nqueens-cli --help | --version\n"
           "\n"
           "N is a whole number from 1 to 32. solve lists all solutions only up to N=16 unless\n"
           "--first or --limit K bounds the output. Errors exit with status 2.\n";
}

ParseResult parseCommandLine(const std::vector<std::string> &arguments)
{
    if (arguments.empty())
        return refuse("missing command: use count, solve or trace (see nqueens-cli --help)");

    for (const std::string &argument : arguments) {
        if (argument == "--help" || argument == "-h")
            {
            CliRequest help;
            help.command = Command::Help;
            return {help, {}};
        }
    }

    const std::string_view first = arguments.front();
    CliRequest request;
    if (first == "--version" || first == "-v") {
        if (arguments.size() > 1)
            return refuse("--version takes no arguments, got " + quoted(arguments[1]));
        request.command = Command::Version;
        return {request, {}};
    }
    if (first == "count")
        request.command = Command::Count;
    else if (first == "solve")
        request.command = Command::Solve;
    else if (first == "trace")
        request.command = Command::Trace;
    else
        return refuse("unknown command " + quoted(first) + ": use count, solve or trace (see nqueens-cli --help)");

    const std::string name(commandName(request.command));
    bool haveN = false;
    std::set<std::string> seen;
    const auto &specs = optionsFor(request.command);
    for (std::size_t i = 1; i < arguments.size(); ++i) {
        const std::string_view argument = arguments[i];
        if (argument.size() > 1 && argument[0] == '-' && !(argument[1] >= '0' && argument[1] <= '9')) {
            std::string_view optionName = argument;
            std::optional<std::string_view> inlineValue;
            if (const auto equals = argument.find('='); equals != std::string_view::npos) {
                optionName = argument.substr(0, equals);
                inlineValue = argument.substr(equals + 1);
            }
            const auto spec = std::find_if(specs.begin(), specs.end(),
                                           [&](const OptionSpec &s) { return s.name == optionName; });
            if (spec == specs.end())
                return refuse("unknown option " + quoted(optionName) + " for " + name + "; allowed: " + allowedList(request.command));
            if (!seen.insert(std::string(optionName)).second)
                return refuse("option " + std::string(optionName) + " given twice");
            std::string_view value;
            if (spec->takesValue) {
                if (inlineValue) {
                    value = *inlineValue;
                } else if (i + 1 < arguments.size()) {
                    value = arguments[++i];
                } else {
                    return refuse("option " + std::string(optionName) + " needs a value");
                }
            } else if (inlineValue) {
                return refuse("option " + std::string(optionName) + " takes no value, got " + quoted(*inlineValue));
            }
            if (std::string error = applyOption(request, optionName, value); !error.empty())
                return refuse(error);
            continue;
        }
        if (haveN)
            return refuse("unexpected argument " + quoted(argument) + ": " + name + " takes one board size N");
        if (!parseInteger(argument, request.n) || request.n < kMinN || request.n > kMaxN)
            return refuse("N must be a whole number from " + std::to_string(kMinN) + " to " + std::to_string(kMaxN) +
                          ", got " + quoted(argument));
        haveN = true;
    }
    if (!haveN)
        return refuse("missing board size N for " + name + " (a whole number from 1 to 32)");
    if (request.command == Command::Solve && request.n > 16 && !request.firstOnly && !request.limit)
        return refuse("solve " + std::to_string(request.n) +
                      " would print too many solutions (gigabytes); add --first or --limit K, or use count");
    return {request, {}};
}

} // namespace nq::cli
