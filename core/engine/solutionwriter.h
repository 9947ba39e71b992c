#pragma once

#include "formats.h"

#include <cstdint>
#include <string>

namespace nq {

// Joins solutions into one listing in a text format: LeetCode's single line
// [[...],[...]] ended by a newline, the array shape one solution a line, and the
// multi-line shapes with a blank line between boards. Hands back text pieces for the caller
// to write wherever it writes (standard output, a file). One listing, one thread.
class SolutionWriter
{
public:
    explicit SolutionWriter(Format format)
        : m_format(format)
    {
    }

    // The text before the first solution ("[" for LeetCode, else nothing).
    std::string opening() const;
    // One solution with the separator that precedes it; `number` is the one a numbered
    // board shows (counted from 1).
    std::string next(const Placement &solution, std::uint64_t number);
    // The text after the last solution ("]\n" for LeetCode, else nothing).
    std::string closing() const;

    std::uint64_t written() const { return m_written; }

private:
    const Format m_format;
    std::uint64_t m_written = 0;
};

} // namespace nq
