#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace nq::web {

// The most of a trace's text the web page takes (checked or stepped through): the text itself
// sits in the page's memory beside the trace stored for stepping (2 bytes an event), within
// WebAssembly's 2 GiB and a phone's tab. N=11's scan trace (3.9 million lines, 73 MB) is well
// inside; N=12's (21.9 million, 417 MB) is past it: nqueens-cli checks a trace of any length.
constexpr std::uint64_t kMaxTraceBytes = std::uint64_t(256) << 20;

// What `nqueens-cli check-trace N [--first] -` answers for a trace given whole: its exit status
// and what it prints (stdout, then stderr, as the CLI orders them).
struct TraceTextVerdict
{
    int status = 0;
    std::string output;
};

// Checks `text` for a board of `n` as nqueens-cli check-trace does (TraceVerdict, the same
// words), or refuses as the CLI refuses (a board size outside 1..32); a text of `length` bytes
// over `maxBytes` is refused at once, the limit said, without reading it (`text` may then be
// null: the page could not hold it). Stateless: any thread.
TraceTextVerdict checkTraceText(const char *text, std::uint64_t length, int n, bool firstOnly,
                                std::uint64_t maxBytes = kMaxTraceBytes);
// The refusal of a trace over `maxBytes`, as checkTraceText and the trace's loading say it.
std::string traceTooBig(std::uint64_t length, std::uint64_t maxBytes);

} // namespace nq::web
