#include "optionparser.h"

#include "searchtypes.h"

#include <set>

namespace nq {

namespace {

// An argument that names an option: a dash and then not a digit ("-4" is a number).
bool looksLikeOption(std::string_view argument)
{
    return argument.size() > 1 && argument[0] == '-' && !(argument[1] >= '0' && argument[1] <= '9');
}

Refusal refuse(std::string message, Refusal::Kind kind = Refusal::Kind::Other)
{
    return {kind, std::move(message)};
}

// The UTF-8 sequence starting at text[at]: its code point and length, or length 0 if the
// bytes there are not a whole, shortest-form sequence.
struct Decoded
{
    char32_t codePoint = 0;
    std::size_t length = 0;
};
Decoded decodeUtf8(std::string_view text, std::size_t at)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[at + i]); };
    const unsigned char lead = byte(0);
    const std::size_t length = lead < 0x80                    ? 1
                               : lead >= 0xF0 && lead <= 0xF4 ? 4
                               : lead >= 0xE0                 ? 3
                               : lead >= 0xC2 && lead <= 0xDF ? 2
                                                              : 0;
    if (length == 0 || at + length > text.size())
        return {};
    char32_t codePoint = length == 1 ? lead : lead & (0xFF >> (length + 1));
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(i) & 0xC0) != 0x80)
            return {};
        codePoint = (codePoint << 6) | (byte(i) & 0x3F);
    }
    const char32_t shortest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (codePoint < shortest[length] || codePoint > 0x10FFFF
        || (codePoint >= 0xD800 && codePoint <= 0xDFFF))
        return {};
    return {codePoint, length};
}

// Code points a terminal acts on instead of showing: the C0 and C1 controls (escape, CSI),
// delete, and the bidirectional controls that reorder the rest of the line.
bool isControl(char32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x061C || c == 0x200E || c == 0x200F
           || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

void appendHex(std::string &out, std::uint32_t value, int digits)
{
    constexpr char kHex[] = "0123456789abcdef";
    for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4)
        out += kHex[(value >> shift) & 0xF];
}

} // namespace

OptionParser::OptionParser(std::string owner, std::vector<OptionSpec> options)
    : m_owner(std::move(owner))
    , m_options(std::move(options))
{
}

const OptionSpec *OptionParser::find(std::string_view name) const
{
    const auto spec = std::find_if(m_options.begin(), m_options.end(), [&](const OptionSpec &s) {
        return s.name == name || (!s.shortName.empty() && s.shortName == name);
    });
    return spec == m_options.end() ? nullptr : &*spec;
}

std::string OptionParser::allowedList() const
{
    std::string list;
    for (const OptionSpec &spec : m_options) {
        if (!list.empty())
            list += ", ";
        list += spec.name;
    }
    return list;
}

std::optional<Refusal> OptionParser::parse(std::span<const std::string> arguments,
                                           const OptionHandler &onOption,
                                           const ArgumentHandler &onArgument) const
{
    std::set<std::string_view> seen;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string_view argument = arguments[i];
        if (!looksLikeOption(argument)) {
            if (std::string error = onArgument(argument); !error.empty())
                return refuse(std::move(error));
            continue;
        }
        const std::size_t equals = argument.find('=');
        const std::string_view written = argument.substr(0, equals);
        const OptionSpec *spec = find(written);
        if (!spec)
            return refuse("unknown option " + quoteArgument(written) + " for " + m_owner
                              + "; allowed: " + allowedList(),
                          Refusal::Kind::UnknownOption);
        const std::string name(spec->name);
        if (!seen.insert(spec->name).second)
            return refuse("option " + name + " given twice");
        std::string_view value;
        if (equals != std::string_view::npos && !spec->takesValue)
            return refuse("option " + name + " takes no value, got "
                          + quoteArgument(argument.substr(equals + 1)));
        if (equals != std::string_view::npos)
            value = argument.substr(equals + 1);
        else if (spec->takesValue && i + 1 < arguments.size())
            value = arguments[++i];
        else if (spec->takesValue)
            return refuse("option " + name + " needs a value");
        if (std::string error = onOption(spec->name, value); !error.empty())
            return refuse(std::move(error));
    }
    return std::nullopt;
}

namespace {

// Appends `text` from `at` on to `out`, control characters and bytes that are not UTF-8
// escaped, until `maxBytes` of it are taken (a character whole or not at all); returns where
// it stopped.
std::size_t appendEscaped(std::string &out, std::string_view text, std::size_t maxBytes)
{
    std::size_t at = 0;
    while (at < text.size()) {
        const Decoded decoded = decodeUtf8(text, at);
        const std::size_t length = decoded.length == 0 ? 1 : decoded.length;
        if (at + length > maxBytes)
            break;
        if (decoded.length == 0) { // not UTF-8: the byte, escaped
            out += "\\x";
            appendHex(out, static_cast<unsigned char>(text[at]), 2);
        } else if (isControl(decoded.codePoint) && decoded.codePoint < 0x80) {
            out += "\\x";
            appendHex(out, decoded.codePoint, 2);
        } else if (isControl(decoded.codePoint)) {
            out += "\\u";
            appendHex(out, decoded.codePoint, 4);
        } else {
            out += text.substr(at, length);
        }
        at += length;
    }
    return at;
}

} // namespace

std::string quoteArgument(std::string_view text)
{
    constexpr std::size_t kMaxShown = 64;
    std::string out(1, '\'');
    if (appendEscaped(out, text, kMaxShown) < text.size())
        out += "...";
    out.push_back('\'');
    return out;
}

std::string escapeControls(std::string_view text)
{
    std::string out;
    appendEscaped(out, text, text.size());
    return out;
}

std::string mustBe(std::string_view option, std::string_view allowed, std::string_view given)
{
    return std::string(option) + " must be " + std::string(allowed) + ", got "
           + quoteArgument(given);
}

std::string boardSizeMustBe(std::string_view given)
{
    return mustBe("N",
                  "a whole number from " + std::to_string(kMinN) + " to " + std::to_string(kMaxN),
                  given);
}

std::string unexpectedArgument(std::string_view argument, std::string_view why)
{
    return "unexpected argument " + quoteArgument(argument) + ": " + std::string(why);
}

std::string refusalLine(std::string_view program, std::string_view message)
{
    return std::string(program) + ": " + escapeControls(message) + '\n';
}

} // namespace nq
