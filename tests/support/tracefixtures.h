#pragma once

// Helpers the trace tests share: a trace as nqueens-cli trace prints it (from the Stepper),
// its lines as a list to mutate, and a text fed through TraceReader in chunks of a given size
// into a checker and a store. Header-only and engine-only (no Qt).

#include "stepper.h"
#include "tracechecker.h"
#include "traceintake.h"
#include "eventwriter.h"
#include "tracereader.h"
#include "tracerun.h"
#include "tracestore.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace nq::test {

// The lines of the built-in search's trace, without their '\n'.
inline std::vector<std::string> traceLines(const SearchOptions &options)
{
    std::vector<std::string> lines;
    Stepper stepper(options);
    while (!stepper.isFinished())
        lines.push_back(eventLine(stepper.next()));
    return lines;
}

// The lines joined, each followed by `end` ("\n", or "\r\n").
inline std::string joinLines(const std::vector<std::string> &lines, std::string_view end = "\n")
{
    std::string text;
    for (const std::string &line : lines) {
        text += line;
        text += end;
    }
    return text;
}

// The first line (from 1) equal to `text` at or after line `from`; 0 if none.
inline std::uint64_t lineOf(const std::vector<std::string> &lines, std::string_view text,
                            std::uint64_t from = 1)
{
    for (std::uint64_t i = from - 1; i < lines.size(); ++i)
        if (lines[i] == text)
            return i + 1;
    return 0;
}

// The first line (from 1) that starts with `prefix`; 0 if none.
inline std::uint64_t lineStarting(const std::vector<std::string> &lines, std::string_view prefix)
{
    for (std::uint64_t i = 0; i < lines.size(); ++i)
        if (std::string_view(lines[i]).starts_with(prefix))
            return i + 1;
    return 0;
}

// The built-in search's trace for `n` (rows, scan, all solutions) as a program with a bug
// prints it: the program ignores its first conflict and puts a queen on that square ("place r
// c" for "conflict r c queen ..."), a queen attacked and never lifted, so that its row holds
// two queens once the search places the next one there. Its first violation is that place.
inline std::vector<std::string> ignoredConflictTrace(int n)
{
    std::vector<std::string> lines = traceLines({n, Order::Rows, Check::Scan, Goal::All});
    std::string &line = lines[lineStarting(lines, "conflict ") - 1];
    constexpr std::string_view kConflict = "conflict";
    line = "place" + line.substr(kConflict.size(), line.find(" queen") - kConflict.size());
    return lines;
}

// Feeds `text` to a reader for `n` in chunks of `chunk` bytes (0: all at once), handing every
// line to `take`; then finishes the reader.
template<typename Take>
void readInChunks(std::string_view text, int n, std::size_t chunk, const Take &take)
{
    TraceReader reader(n);
    TraceLine line;
    const std::size_t step = chunk == 0 ? std::max<std::size_t>(text.size(), 1) : chunk;
    for (std::size_t at = 0; at < text.size(); at += step) {
        reader.feed(text.substr(at, step));
        while (reader.next(line))
            take(line);
    }
    reader.finish();
    while (reader.next(line))
        take(line);
}

// A trace checked to its end.
inline TraceChecker checkText(std::string_view text, int n, bool firstOnly, std::size_t chunk = 0)
{
    TraceChecker checker(n, firstOnly);
    readInChunks(text, n, chunk, [&](const TraceLine &line) { checker.take(line); });
    checker.finish();
    return checker;
}

// The search's own trace, as `nqueens-cli trace` prints it, read as the window reads a
// student's trace file.
inline std::shared_ptr<const TraceRun> traceRunOf(const SearchOptions &options)
{
    TraceIntake intake(options.n, options.goal == Goal::First);
    intake.feed(joinLines(traceLines(options)));
    intake.finish();
    return TraceRun::make("search.trace", intake);
}

} // namespace nq::test
