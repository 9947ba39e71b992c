#include "formats.h"

namespace nq {

std::string_view toString(Format format)
{
    switch (format) {
    case Format::Array: return "array";
    case Format::Dots: return "dots";
    case Format::Grid: return "grid";
    case Format::Matrix: return "matrix";
    case Format::Numbered: return "numbered";
    case Format::LeetCode: return "leetcode";
    }
    return "array";
}

bool parseFormat(std::string_view text, Format &out)
{
    for (Format f : {Format::Array, Format::Dots, Format::Grid, Format::Matrix, Format::Numbered,
                     Format::LeetCode}) {
        if (text == toString(f)) {
            out = f;
            return true;
        }
    }
    return false;
}

bool isMultiLine(Format format)
{
    return format != Format::Array && format != Format::LeetCode;
}

std::string formatArray(const Placement &p)
{
    return formatArray(p, "-1");
}

std::string formatArray(const Placement &p, std::string_view emptyMark)
{
    std::string out = "[";
    for (int r = 0; r < p.n; ++r) {
        if (r)
            out += ", ";
        if (p.cols[r] >= 0)
            out += std::to_string(p.cols[r]);
        else
            out += emptyMark;
    }
    out += ']';
    return out;
}

std::string formatRow(const Placement &p, int row, char queen, char empty,
                      std::string_view separator)
{
    std::string out;
    for (int c = 0; c < p.n; ++c) {
        if (c)
            out += separator;
        out += p.cols[row] == c ? queen : empty;
    }
    return out;
}

std::string formatBoard(const Placement &p, char queen, char empty, std::string_view separator)
{
    std::string out;
    for (int r = 0; r < p.n; ++r) {
        out += formatRow(p, r, queen, empty, separator);
        out += '\n';
    }
    return out;
}

std::string formatLeetCodeBoard(const Placement &p)
{
    std::string out = "[";
    for (int r = 0; r < p.n; ++r) {
        if (r)
            out += ',';
        out += '"';
        out += formatRow(p, r, 'Q', '.', "");
        out += '"';
    }
    out += ']';
    return out;
}

std::string formatSolution(const Placement &p, Format format, std::uint64_t number)
{
    switch (format) {
    case Format::Array: return formatArray(p) + '\n';
    case Format::Dots: return formatBoard(p, 'Q', '.', "");
    case Format::Grid: return formatBoard(p, 'Q', '_', " ");
    case Format::Matrix: return formatBoard(p, '1', '0', " ");
    case Format::Numbered:
        return "Board " + std::to_string(number) + '\n' + formatBoard(p, 'Q', '.', " ");
    case Format::LeetCode: return formatLeetCodeBoard(p);
    }
    return {};
}

} // namespace nq
