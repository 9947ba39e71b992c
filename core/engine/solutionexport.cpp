#include "solutionexport.h"

#include "solutionwriter.h"

namespace nq {

namespace {
constexpr ExportFormat kAll[] = {
    ExportFormat::Array,    ExportFormat::Dots,     ExportFormat::Grid, ExportFormat::Matrix,
    ExportFormat::Numbered, ExportFormat::LeetCode, ExportFormat::Csv,  ExportFormat::Json};

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

namespace {

// Writes one listing in one shape: the table's header, each solution, the closing lines.
// The text shapes are joined by SolutionWriter, as nqueens-cli joins them.
class ExportStream
{
public:
    ExportStream(std::ostream &out, const SolutionStore &store, ExportFormat format)
        : m_out(out)
        , m_store(store)
        , m_format(format)
        , m_text(textFormat(format))
    {
    }

    void begin()
    {
        if (m_format == ExportFormat::Csv) {
            m_out << "solution,class";
            for (int r = 0; r < m_store.boardSize(); ++r)
                m_out << ",row" << r;
            m_out << '\n';
        } else if (m_format == ExportFormat::Json) {
            m_out << "{\"n\": " << m_store.boardSize() << ", \"solutions\": [";
        } else {
            m_out << m_text.opening();
        }
    }

    void add(std::uint64_t index)
    {
        const Placement p = m_store.at(index);
        const auto classNumber = m_store.classIdAt(index) + 1;
        if (m_format == ExportFormat::Csv) {
            m_out << (index + 1) << ',' << classNumber;
            for (int r = 0; r < m_store.boardSize(); ++r)
                m_out << ',' << int(p.cols[r]);
            m_out << '\n';
        } else if (m_format == ExportFormat::Json) {
            m_out << (m_written ? ",\n  " : "\n  ") << "{\"number\": " << (index + 1)
                  << ", \"class\": " << classNumber << ", \"cols\": " << formatArray(p) << '}';
        } else {
            m_out << m_text.next(p, index + 1);
        }
        ++m_written;
    }

    void end()
    {
        if (m_format == ExportFormat::Json)
            m_out << (m_written ? "\n]}\n" : "]}\n");
        else if (m_format != ExportFormat::Csv)
            m_out << m_text.closing();
    }

private:
    std::ostream &m_out;
    const SolutionStore &m_store;
    const ExportFormat m_format;
    SolutionWriter m_text;
    std::uint64_t m_written = 0;
};

} // namespace

ExportOutcome SolutionExport::write(std::ostream &out, const SolutionStore &store,
                                    std::uint64_t count, const IndexAt &indexAt,
                                    ExportFormat format, const std::atomic<bool> *cancel,
                                    const Progress &progress)
{
    ExportStream stream(out, store, format);
    stream.begin();
    for (std::uint64_t k = 0; k < count; ++k) {
        if ((k & 0xFFF) == 0) {
            if (!out)
                return ExportOutcome::StreamFailed;
            if (cancel && cancel->load(std::memory_order_relaxed))
                return ExportOutcome::Cancelled;
            if (progress)
                progress(k);
        }
        stream.add(indexAt(k));
    }
    stream.end();
    out.flush();
    if (!out)
        return ExportOutcome::StreamFailed;
    if (progress)
        progress(count);
    return ExportOutcome::Written;
}

} // namespace nq
