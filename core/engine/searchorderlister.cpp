#include "searchorderlister.h"

#include "counter.h"
#include "orderedpieces.h"
#include "symmetry.h"
#include "taskqueue.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <optional>
#include <vector>

namespace nq {

namespace {

// The search is cut below its first rows into at least this many subtrees (3 to 5 rows): at
// N=17, 3 rows make 2,786 subtrees of 34,000 solutions on average, which the searching
// threads could not hold while the writer appends the one before, and 4 rows 27,020 of 3,500.
constexpr std::size_t kMinSubtrees = 16384;
constexpr int kMinPrefixRows = 3;
constexpr int kMaxPrefixRows = 5;
// Solutions per piece handed over, and how far the searching threads may run ahead of the
// writer: at most tasks ahead x pieces ahead x a piece (4.5 MB at N=17) is held.
constexpr std::size_t kSolutionsPerPiece = 1024;
constexpr std::size_t kTasksAhead = 16;
constexpr std::size_t kPiecesAhead = 8;
// Nodes between two looks at the cancel flags: long stretches of large boards hold no solution.
constexpr int kPollInterval = 4096;

// Where a subtree starts: the first rows' queens and the columns and diagonals they attack.
struct Prefix
{
    std::array<std::int8_t, kMaxPrefixRows> cols {};
    std::uint32_t columns = 0;
    std::uint32_t leftDiagonals = 0;
    std::uint32_t rightDiagonals = 0;
};

// Solutions of one subtree in order, each with its smallest image and, when it is that image
// itself, its class's size (else 0), or else its class when the store held that image already.
// `cut` when a cancel ended the subtree early.
struct FoundPiece
{
    static constexpr std::uint32_t kClassNotFound = ~0u;

    std::vector<std::int8_t> boards; // n columns per solution
    std::vector<std::int8_t> smallest; // n columns per solution
    std::vector<std::uint8_t> classSizes;
    std::vector<std::uint32_t> classIds;
    bool cut = false;

    std::size_t size() const { return classSizes.size(); }
};

std::uint32_t fullMask(int n)
{
    return n >= 32 ? ~0u : (1u << n) - 1;
}

// Every placement of the first `rows` queens that attack no other, in lexicographic order.
std::vector<Prefix> prefixesOf(int n, int rows)
{
    std::vector<Prefix> prefixes;
    Prefix path;
    const std::uint32_t full = fullMask(n);
    const auto extend = [&](const auto &self, int row) -> void {
        if (row == rows) {
            prefixes.push_back(path);
            return;
        }
        const Prefix before = path;
        std::uint32_t free = full
                             & ~(before.columns | before.leftDiagonals | before.rightDiagonals);
        while (free) {
            const std::uint32_t bit = free & (0u - free);
            free ^= bit;
            path.cols[std::size_t(row)] = static_cast<std::int8_t>(std::countr_zero(bit));
            path.columns = before.columns | bit;
            path.leftDiagonals = (before.leftDiagonals | bit) << 1;
            path.rightDiagonals = (before.rightDiagonals | bit) >> 1;
            self(self, row + 1);
        }
        path = before;
    };
    extend(extend, 0);
    return prefixes;
}

// Searches one subtree on a TaskQueue thread and delivers its solutions, with their smallest
// images, piece by piece. Most smallest images came so much earlier that the store holds them
// already: their classes are looked up here, on the searching threads, leaving the writer
// only the rest. Owns the path of its search and the piece being filled; reads the store.
class SubtreeSearch
{
public:
    SubtreeSearch(int n, std::size_t task, OrderedPieces<FoundPiece> &pieces,
                  const SolutionStore &store, const std::atomic<bool> *cancel)
        : m_n(n)
        , m_task(task)
        , m_pieces(pieces)
        , m_store(store)
        , m_cancel(cancel)
        , m_placement(n)
    {
    }

    void run(const Prefix &prefix, int prefixRows)
    {
        m_stopped = m_cancel && m_cancel->load(std::memory_order_relaxed);
        startPiece();
        std::copy_n(prefix.cols.begin(), prefixRows, m_placement.cols.begin());
        search(prefixRows, prefix.columns, prefix.leftDiagonals, prefix.rightDiagonals);
        if (!m_pieces.isStopped()) {
            m_piece.cut = m_stopped;
            m_pieces.deliver(m_task, std::move(m_piece), true);
        }
    }

private:
    void search(int row, std::uint32_t cols, std::uint32_t ld, std::uint32_t rd)
    {
        if (row == m_n) {
            found();
            return;
        }
        if (--m_countdown == 0) {
            m_countdown = kPollInterval;
            m_stopped = m_stopped || m_pieces.isStopped()
                        || (m_cancel && m_cancel->load(std::memory_order_relaxed));
        }
        std::uint32_t free = fullMask(m_n) & ~(cols | ld | rd);
        while (free && !m_stopped) {
            const std::uint32_t bit = free & (0u - free);
            free ^= bit;
            m_placement.cols[row] = static_cast<std::int8_t>(std::countr_zero(bit));
            search(row + 1, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
        }
        m_placement.cols[row] = -1;
    }

    void found()
    {
        const Placement smallest = canonicalForm(m_placement);
        const auto n = std::size_t(m_n);
        m_piece.boards.insert(m_piece.boards.end(), m_placement.cols.begin(),
                              m_placement.cols.begin() + n);
        m_piece.smallest.insert(m_piece.smallest.end(), smallest.cols.begin(),
                                smallest.cols.begin() + n);
        const bool isSmallest = smallest == m_placement;
        m_piece.classSizes.push_back(isSmallest ? static_cast<std::uint8_t>(classSize(m_placement))
                                                : 0);
        std::optional<std::uint64_t> stored;
        if (!isSmallest)
            stored = m_store.findInOrder(smallest, m_store.size());
        m_piece.classIds.push_back(stored ? m_store.classIdAt(*stored)
                                          : FoundPiece::kClassNotFound);
        if (m_piece.size() == kSolutionsPerPiece) {
            m_stopped = !m_pieces.deliver(m_task, std::move(m_piece), false);
            startPiece();
        }
    }

    void startPiece()
    {
        m_piece = FoundPiece();
        m_piece.boards.reserve(kSolutionsPerPiece * std::size_t(m_n));
        m_piece.smallest.reserve(kSolutionsPerPiece * std::size_t(m_n));
        m_piece.classSizes.reserve(kSolutionsPerPiece);
        m_piece.classIds.reserve(kSolutionsPerPiece);
    }

    const int m_n;
    const std::size_t m_task;
    OrderedPieces<FoundPiece> &m_pieces;
    const SolutionStore &m_store;
    const std::atomic<bool> *m_cancel;
    Placement m_placement;
    FoundPiece m_piece;
    bool m_stopped = false;
    int m_countdown = kPollInterval;
};

// The store's writer: appends the pieces in order, numbering each class at its smallest
// member and finding the others' classes in the store. Calling thread.
class OrderedAppender
{
public:
    OrderedAppender(int n, SolutionStore &store)
        : m_n(n)
        , m_store(store)
        , m_placement(n)
        , m_smallest(n)
    {
    }

    // Once the store is full, only counts.
    void append(const FoundPiece &piece)
    {
        const auto n = std::size_t(m_n);
        for (std::size_t i = 0; i < piece.size(); ++i) {
            ++m_found;
            if (m_full || !m_store.hasRoomForAnother()) {
                m_full = true;
                continue;
            }
            std::copy_n(piece.boards.begin() + std::ptrdiff_t(i * n), n, m_placement.cols.begin());
            std::uint32_t classId = 0;
            if (piece.classSizes[i] != 0) {
                classId = static_cast<std::uint32_t>(m_store.classCount());
                m_store.appendClass(
                    {static_cast<std::uint32_t>(m_store.size()), piece.classSizes[i]});
            } else if (piece.classIds[i] != FoundPiece::kClassNotFound) {
                classId = piece.classIds[i];
            } else {
                // The smallest member came earlier in this lexicographic order, so it is in the
                // store already (nothing is skipped before the store fills): its class is the
                // answer. Looked up in the store itself, which holds nothing per class besides.
                std::copy_n(piece.smallest.begin() + std::ptrdiff_t(i * n), n,
                            m_smallest.cols.begin());
                const std::uint64_t size = m_store.size();
                const std::uint64_t at = m_store.lowerBoundInOrder(m_smallest, size);
                assert(at < size);
                classId = m_store.classIdAt(at);
            }
            m_store.append(m_placement, classId); // room was checked above
            ++m_stored;
        }
    }

    bool isFull() const { return m_full; }
    std::uint64_t found() const { return m_found; }
    std::uint64_t stored() const { return m_stored; }

private:
    const int m_n;
    SolutionStore &m_store;
    Placement m_placement;
    Placement m_smallest;
    std::uint64_t m_found = 0;
    std::uint64_t m_stored = 0;
    bool m_full = false;
};

} // namespace

ListingResult listInSearchOrder(int n, SolutionStore &store, int threads,
                                const std::atomic<bool> *cancel, ProgressThrottle &progress)
{
    int prefixRows = std::min(n, kMinPrefixRows);
    std::vector<Prefix> prefixes = prefixesOf(n, prefixRows);
    while (prefixes.size() < kMinSubtrees && prefixRows < std::min(n, kMaxPrefixRows))
        prefixes = prefixesOf(n, ++prefixRows);
    OrderedPieces<FoundPiece> pieces(kTasksAhead, kPiecesAhead);
    // Every task that begins delivers its last piece (cut short by a cancel, it says so), so
    // the writer below never waits for a piece that will not come.
    TaskQueue searches(threads, prefixes.size(), [&](int, std::size_t task) {
        if (pieces.waitForTurn(task))
            SubtreeSearch(n, task, pieces, store, cancel).run(prefixes[task], prefixRows);
    });
    OrderedAppender appender(n, store);
    bool cancelled = false;
    // Past its capacity the store takes nothing more: from N=6 the Counter counts the rest
    // faster; below, the few solutions left are counted here.
    const auto storingEnded = [&] { return appender.isFull() && n > 5; };
    for (std::size_t done = 0; done < prefixes.size() && !cancelled && !storingEnded();) {
        std::optional<OrderedPieces<FoundPiece>::Taken> taken = pieces.takeNext();
        if (!taken)
            break;
        appender.append(taken->piece);
        cancelled = taken->piece.cut;
        done += taken->endsTask ? 1 : 0;
        progress.report(0.5 * double(appender.stored()) / double(store.capacity()));
    }
    pieces.stop();
    searches.cancel();
    searches.wait();

    ListingResult result;
    result.cancelled = cancelled;
    result.stored = appender.stored();
    result.found = appender.found();
    if (storingEnded() && !cancelled) {
        // The rest cannot be stored: count it instead, with the counter's progress filling
        // the second half of the bar; by constellations, whose few megabytes fit beside the
        // full list (half boards' tables took 50 MB more at N=17).
        const CountResult counted = Counter::count(
            n, threads, cancel, [&](double f) { progress.report(0.5 + 0.5 * f); },
            CountMethod::Constellations);
        result.cancelled = counted.cancelled;
        result.found = counted.total;
    }
    return result;
}

} // namespace nq
