#include "checktrace.h"

#include "optionparser.h"
#include "safefile.h"
#include "traceverdict.h"

#include <memory>

namespace nq::cli {

namespace {

// Big enough that reading costs next to nothing beside the lines; small enough to start at
// once on a pipe.
constexpr std::size_t kChunkBytes = std::size_t(1) << 20;

} // namespace

int runCheckTrace(const CliRequest &request, CheckedOutput &out)
{
    const bool fromStandardInput = request.traceFile == "-";
    FileStream stream = fromStandardInput ? FileStream::standardInput()
                                          : FileStream::openRegularFile(request.traceFile,
                                                                        FileStream::Pipes::Read);
    const std::string named = fromStandardInput ? std::string("standard input")
                                                : quoteArgument(request.traceFile);
    if (!stream.isOpen()) {
        printMessage("the trace " + named + " cannot be read: " + stream.error());
        return 2;
    }
    TraceVerdict verdict(request.n, request.firstOnly);
    const auto buffer = std::make_unique<char[]>(kChunkBytes);
    // The first violation is the answer: nothing after it can change it, so reading stops.
    while (!verdict.decided()) {
        const std::size_t got = stream.read(buffer.get(), kChunkBytes);
        if (got == 0)
            break;
        verdict.feed(std::string_view(buffer.get(), got));
    }
    if (!stream.error().empty()) {
        printMessage("the trace " + named + " cannot be read: " + stream.error());
        return 2;
    }
    verdict.finish();
    out.write(verdict.line() + '\n');
    return verdict.status();
}

} // namespace nq::cli
