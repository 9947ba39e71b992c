#include "checktrace.h"

#include "optionparser.h"
#include "safefile.h"
#include "tracechecker.h"
#include "traceintake.h"
#include "tracereader.h"
#include "tracerun.h"
#include "tracestore.h"
#include "tracewording.h"

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
    TraceReader reader(request.n);
    TraceChecker checker(request.n, request.firstOnly);
    // The trace kept as the window keeps it (2 bytes an event), up to the window's cap, to
    // explain a missed solution as the window does; past the cap that explanation is left out.
    auto store = std::make_unique<TraceStore>(request.n);
    const auto take = [&](const TraceLine &taken) {
        checker.take(taken);
        if (store && store->stepCount() >= TraceIntake::kMaxEvents)
            store.reset();
        if (store)
            store->append(taken);
    };
    TraceLine line;
    const auto buffer = std::make_unique<char[]>(kChunkBytes);
    // The first violation is the answer: nothing after it can change it, so reading stops.
    while (checker.holds()) {
        const std::size_t got = stream.read(buffer.get(), kChunkBytes);
        if (got == 0)
            break;
        reader.feed(std::string_view(buffer.get(), got));
        while (checker.holds() && reader.next(line))
            take(line);
    }
    if (!stream.error().empty()) {
        printMessage("the trace " + named + " cannot be read: " + stream.error());
        return 2;
    }
    reader.finish();
    while (checker.holds() && reader.next(line))
        take(line);
    checker.finish();
    if (const auto &violation = checker.violation()) {
        std::string said = describeViolation(*violation, request.n);
        if (violation->kind == TraceViolationKind::SolutionsMissed && store
            && violation->board.n == request.n)
            if (const auto path = TraceRun::missedPathOf(
                    *store, checker.order().value_or(Order::Rows), violation->board))
                said += ". " + describeMissedPath(path->queensHeld, path->row, path->col);
        out.write(said + '\n');
        return 1;
    }
    out.write(describeSummary(checker.summary()) + '\n');
    return 0;
}

} // namespace nq::cli
