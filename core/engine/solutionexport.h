#pragma once

#include "formats.h"
#include "solutionstore.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <ostream>
#include <string_view>

namespace nq {

// The shapes solutions can be saved in: the text shapes of formats.h plus CSV and JSON.
enum class ExportFormat : std::uint8_t { Array, Dots, Grid, Matrix, Numbered, LeetCode, Csv, Json };

std::string_view toString(ExportFormat format);
std::string_view fileSuffix(ExportFormat format);
bool parseExportFormat(std::string_view text, ExportFormat &out);

// How an export ended: every solution written, cancelled on the way, or the stream failed (a
// full disk); in the last two the stream holds only part of the list.
enum class ExportOutcome : std::uint8_t { Written, Cancelled, StreamFailed };

// Writes solutions from a store to a stream, one by one (never the whole text in memory),
// so a list of millions can be saved from a worker thread with progress and cancellation.
// `indexAt(k)` gives the store index of the k-th solution to write, for k < count.
class SolutionExport
{
public:
    using IndexAt = std::function<std::uint64_t(std::uint64_t)>;
    using Progress = std::function<void(std::uint64_t written)>;

    // Stops at once when cancelled or when the stream fails.
    static ExportOutcome write(std::ostream &out, const SolutionStore &store, std::uint64_t count,
                               const IndexAt &indexAt, ExportFormat format,
                               const std::atomic<bool> *cancel = nullptr,
                               const Progress &progress = {});
};

} // namespace nq
