#include "optionparser.h"

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

std::string quoteArgument(std::string_view text)
{
    constexpr std::size_t kMaxShown = 64;
    std::size_t shown = std::min(text.size(), kMaxShown);
    while (shown < text.size() && shown > 0
           && (static_cast<unsigned char>(text[shown]) & 0xC0) == 0x80)
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

std::string mustBe(std::string_view option, std::string_view allowed, std::string_view given)
{
    return std::string(option) + " must be " + std::string(allowed) + ", got "
           + quoteArgument(given);
}

std::string unexpectedArgument(std::string_view argument, std::string_view why)
{
    return "unexpected argument " + quoteArgument(argument) + ": " + std::string(why);
}

std::string refusalLine(std::string_view program, std::string_view message)
{
    return std::string(program) + ": " + std::string(message) + '\n';
}

} // namespace nq
