#pragma once

#include "searchresults.h"

#include <chrono>
#include <cstdio>
#include <string>

namespace nq::cli {

// The line that tells a user at a terminal that a long count is alive: "count 18: 42.3%,
// about 3 min 10 s left", rewritten in place at most twice a second on stderr, and erased
// when the count ends. Shows nothing when stderr is not a terminal (a log, a pipe, a batch
// job), so that nothing extra lands in files. Main thread only.
class ProgressLine
{
public:
    explicit ProgressLine(int n, std::FILE *stream = stderr);
    ~ProgressLine() { clear(); }

    void show(const CountProgress &progress);
    // Erases the line, so that the next message starts on a clean line.
    void clear();

    // "about 3 min 10 s left", "under a second left": the time-left words of the line.
    static std::string timeLeft(double seconds);

private:
    int m_n;
    std::FILE *m_stream;
    bool m_enabled;
    bool m_shown = false;
    std::chrono::steady_clock::time_point m_lastShown;
};

} // namespace nq::cli
