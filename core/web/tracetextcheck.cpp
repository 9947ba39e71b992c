#include "tracetextcheck.h"

#include "optionparser.h"
#include "searchtypes.h"
#include "traceverdict.h"

namespace nq::web {

namespace {

// 1234567 as "1,234,567": a size a reader takes in at a glance.
std::string grouped(std::uint64_t value)
{
    std::string digits = std::to_string(value);
    for (std::size_t at = digits.size(); at > 3; at -= 3)
        digits.insert(at - 3, 1, ',');
    return digits;
}

} // namespace

std::string traceTooBig(std::uint64_t length, std::uint64_t maxBytes)
{
    return "the trace is " + grouped(length) + " bytes, more than the " + grouped(maxBytes)
           + " bytes (" + grouped(maxBytes >> 20)
           + " MiB) this page can hold: check it with nqueens-cli check-trace, which reads a "
             "trace of any length\n";
}

TraceTextVerdict checkTraceText(const char *text, std::uint64_t length, int n, bool firstOnly,
                                std::uint64_t maxBytes)
{
    if (n < kMinN || n > kMaxN)
        return {2, refusalLine("nqueens-cli", boardSizeMustBe(std::to_string(n)))};
    if (length > maxBytes)
        return {2, traceTooBig(length, maxBytes)};
    if (text == nullptr && length > 0)
        return {2, "the trace (" + grouped(length)
                       + " bytes) does not fit in this page's memory: check it with nqueens-cli "
                         "check-trace, which reads a trace of any length\n"};
    TraceVerdict verdict(n, firstOnly);
    verdict.feed(std::string_view(text, std::size_t(length)));
    verdict.finish();
    return {verdict.status(), verdict.line() + '\n'};
}

} // namespace nq::web
