#pragma once

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace nq {

// One option a command line accepts: "--order" with a value, "--first" without one.
struct OptionSpec
{
    std::string_view name;
    bool takesValue = false;
    std::string_view shortName = {}; // "-n", or none
};

// Why a command line was refused: one line saying what is wrong and what is allowed.
struct Refusal
{
    enum class Kind : std::uint8_t { UnknownOption, Other };
    Kind kind = Kind::Other;
    std::string message;
};

// Reads the options and plain arguments of a command line in the order they are given, with
// one syntax and one message style for both front ends (nqueens-cli and the window's start
// options): "--name value", "--name=value", a short name where one is given, each option at
// most once. A word that starts with '-' and a letter is an option; "-4" is a plain argument.
// The caller checks each value and each plain argument in its handlers. Stateless beyond its
// table: any thread.
class OptionParser
{
public:
    // Takes one option (its long name) with its value ("" for a flag); returns a refusal
    // message, or "" to go on.
    using OptionHandler = std::function<std::string(std::string_view name, std::string_view value)>;
    // Takes one plain argument; returns a refusal message, or "" to go on.
    using ArgumentHandler = std::function<std::string(std::string_view argument)>;

    // `owner` names who takes these options in a refusal ("count", "nqueens").
    OptionParser(std::string owner, std::vector<OptionSpec> options);

    // The first refusal the arguments earn, or none when every one was taken.
    std::optional<Refusal> parse(std::span<const std::string> arguments,
                                 const OptionHandler &onOption,
                                 const ArgumentHandler &onArgument) const;

    // "--first, --order, --limit": the option names, as a refusal lists them.
    std::string allowedList() const;

private:
    const OptionSpec *find(std::string_view name) const;

    std::string m_owner;
    std::vector<OptionSpec> m_options;
};

// What the user typed, inside a one-line message: quoted, control characters escaped (a
// newline must not split the line, an escape sequence or a right-to-left override must not
// act on the terminal: "\x1b", "\u202e"), bytes that are not UTF-8 escaped ("\xff"), and a
// text over 64 bytes cut short after a whole character.
std::string quoteArgument(std::string_view text);
// "--order must be rows or columns, got 'diagonal'"
std::string mustBe(std::string_view option, std::string_view allowed, std::string_view given);
// "N must be a whole number from 1 to 32, got '40'": a board size refused, in nqueens-cli's words
// wherever one is given (its command line, the web page's check of a trace).
std::string boardSizeMustBe(std::string_view given);
// "unexpected argument 'x': count takes one board size N"
std::string unexpectedArgument(std::string_view argument, std::string_view why);
// `text` with its control characters and the bytes that are not UTF-8 escaped, as in
// quoteArgument, but whole and unquoted: what a message shows of a file's name or content.
std::string escapeControls(std::string_view text);
// The refusal as the program prints it on stderr: "nqueens-cli: <message>\n", the message's
// control characters escaped (a lesson's text or a file's name must not act on the terminal).
std::string refusalLine(std::string_view program, std::string_view message);

// Reads a whole number of plain decimal digits (no sign, no spaces) that fits `Integer`.
template<typename Integer>
bool parseWholeNumber(std::string_view text, Integer &out)
{
    if (text.empty()
        || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return false;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
    return error == std::errc() && end == text.data() + text.size();
}

} // namespace nq
