#include "solutionexport.h"

namespace nq {

namespace {
constexpr ExportFormat kAll[] = {ExportFormat::Array,    ExportFormat::Dots, ExportFormat::Grid,
                                 ExportFormat::Matrix,   ExportFormat::Numbered, ExportFormat::LeetCode,
                                 ExportFormat::Csv,      ExportFormat::Json};

Format textFormat(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Dots: return Format::Dots;
    case ExportFormat::Grid: return Format::Grid;
    case ExportFormat::Matrix: return Format::Matrix;
    case ExportFormat::Numbered: return Format::Numbered;
    case ExportFormat::LeetCode: return Format::LeetCode;
    default: return Format::Array;
    }
}
} // namespace

std::string_view toString(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Csv: return "csv";
    case ExportFormat::Json: return "json";
    default: return toString(textFormat(format));
    }
}

std::string_view fileSuffix(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Csv: return "csv";
    case ExportFormat::Json: return "json";
    default: return "txt";
    }
}

bool parseExportFormat(std::string_view text, ExportFormat &out)
{
    for (ExportFormat format : kAll) {
        if (toString(format) == text) {
            out = format;
            return true;
        }
    }
    return false;
}

bool SolutionExport::write(std::ostream &out, const SolutionStore &store, std::uint64_t count, const IndexAt &indexAt,
                           ExportFormat format, const std::atomic<bool> *cancel, const Progress &progress)
{
    const int n = store.boardSize();
    // Headers and openers.
    switch (format) {
    case ExportFormat::Csv:
        out << "solution,class";
        for (int r = 0; r < n; ++r)
            out << ",row" << r;
        out << '\n';
        break;
    case ExportFormat::Json:
        out << "{\"n\": " << n << ", \"solutions\": [";
        break;
    case ExportFormat::LeetCode:
        out << '[';
        break;
    default:
        break;
    }
    for (std::uint64_t k = 0; k < count; ++k) {
        if ((k & 0xFFF) == 0) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return false;
            if (progress)
                progress(k);
        }
        const std::uint64_t index = indexAt(k);
        const Placement p = store.at(index);
        switch (format) {
        case ExportFormat::Csv:
            out << (index + 1) << ',' << (store.classIdAt(index) + 1);
            for (int r = 0; r < n; ++r)
                out << ',' << int(p.cols[r]);
            out << '\n';
            break;
        case ExportFormat::Json:
            out << (k ? ",\n  " : "\n  ") << "{\"number\": " << (index + 1) << ", \"class\": " << (store.classIdAt(index) + 1)
                << ", \"cols\": " << formatArray(p) << '}';
            break;
        case ExportFormat::LeetCode:
            out << (k ? "," : "") << formatLeetCodeBoard(p);
            break;
        default:
            if (k && isMultiLine(textFormat(format)))
                out << '\n';
            out << formatSolution(p, textFormat(format), index + 1);
            break;
        }
    }
    if (format == ExportFormat::Json)
        out << (count ? "\n]}\n" : "]}\n");
    else if (format == ExportFormat::LeetCode)
        out << "]\n";
    if (progress)
        progress(count);
    return bool(out);
}

} // namespace nq
