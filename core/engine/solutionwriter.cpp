#include "solutionwriter.h"

namespace nq {

std::string SolutionWriter::opening() const
{
    return m_format == Format::LeetCode ? "[" : "";
}

std::string SolutionWriter::next(const Placement &solution, std::uint64_t number)
{
    std::string text;
    if (m_written > 0 && m_format == Format::LeetCode)
        text += ',';
    else if (m_written > 0 && isMultiLine(m_format))
        text += '\n';
    ++m_written;
    text += formatSolution(solution, m_format, number);
    return text;
}

std::string SolutionWriter::closing() const
{
    return m_format == Format::LeetCode ? "]\n" : "";
}

} // namespace nq
