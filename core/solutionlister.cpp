#include "solutionlister.h"

#include "counter.h"
#include "symmetry.h"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <thread>
#include <utility>
#include <vector>

namespace nq {

namespace {

// Up to N=16 a board fits in 64 bits, a column per nibble with row 0 in the top nibble, so
// comparing numbers compares boards lexicographically.
using Key = std::uint64_t;
constexpr int kMaxPackedN = 16;

void unpack(Key key, int n, std::array<std::int8_t, kMaxPackedN> &cols)
{
    for (int r = 0; r < n; ++r)
        cols[r] = static_cast<std::int8_t>((key >> (60 - 4 * r)) & 0xF);
}

// The 8 images of a board under the symmetries, packed: itself, mirrored left-right, mirrored
// top-bottom, turned by a half turn, then the four that swap rows and columns.
std::array<Key, 8> imageKeys(const std::int8_t *cols, int n)
{
    std::array<std::int8_t, kMaxPackedN> rowOf{};
    for (int r = 0; r < n; ++r)
        rowOf[cols[r]] = static_cast<std::int8_t>(r);
    const int last = n - 1;
    std::array<Key, 8> keys{};
    for (int x = 0; x < n; ++x) {
        const int shift = 60 - 4 * x;
        const Key col = Key(cols[x]);
        const Key colMirrored = Key(cols[last - x]);
        const Key row = Key(rowOf[x]);
        const Key rowMirrored = Key(rowOf[last - x]);
        keys[0] |= col << shift;
        keys[1] |= (last - col) << shift;
        keys[2] |= colMirrored << shift;
        keys[3] |= (last - colMirrored) << shift;
        keys[4] |= row << shift;
        keys[5] |= (last - row) << shift;
        keys[6] |= rowMirrored << shift;
        keys[7] |= (last - rowMirrored) << shift;
    }
    return keys;
}

int distinctCount(std::array<Key, 8> keys)
{
    std::sort(keys.begin(), keys.end());
    return static_cast<int>(std::unique(keys.begin(), keys.end()) - keys.begin());
}

// Calls `report` with a fraction at most every 50 ms, and never with a smaller one than before.
class ProgressThrottle
{
public:
    explicit ProgressThrottle(const SolutionLister::ProgressCallback &callback) : m_callback(callback) {}

    void report(double fraction, bool force = false)
    {
        if (!m_callback)
            return;
        fraction = std::clamp(fraction, m_last, 1.0);
        const auto now = std::chrono::steady_clock::now();
        if (!force && now - m_lastTime < std::chrono::milliseconds(50))
            return;
        m_last = fraction;
        m_lastTime = now;
        m_callback(fraction);
    }

private:
    const SolutionLister::ProgressCallback &m_callback;
    double m_last = 0.0;
    std::chrono::steady_clock::time_point m_lastTime{};
};

// The symmetry classes of N (up to 16): each class's smallest image, sorted, so that a class's
// number is its index; the size of each class; and for each class the first-row columns in
// which it has images. Built by one listing, read by its threads.
class ClassTable
{
public:
    bool collect(int n, int threads, const std::atomic<bool> *cancel, ProgressThrottle &progress, double share)
    {
        m_n = n;
        std::vector<std::vector<Key>> smallest(threads);
        std::vector<std::vector<std::pair<Key, std::uint8_t>>> symmetric(threads);
        const bool finished = Counter::visitSymmetryRepresentatives(
            n, threads, cancel,
            [&](int worker, const std::int8_t *cols) {
                const std::array<Key, 8> keys = imageKeys(cols, n);
                const Key canonical = *std::min_element(keys.begin(), keys.end());
                smallest[worker].push_back(canonical);
                const int size = distinctCount(keys);
                if (size < 8)
                    symmetric[worker].emplace_back(canonical, static_cast<std::uint8_t>(size));
            },
            [&](double fraction) { progress.report(fraction * share); });
        if (!finished)
            return false;

        // Sort each worker's part on its own thread, then merge: a constellation that a
        // rotation maps onto itself meets some classes more than once, hence the unique.
        runInParallel(threads, [&](int worker) { std::sort(smallest[worker].begin(), smallest[worker].end()); });
        std::size_t total = 0;
        for (const auto &part : smallest)
            total += part.size();
        m_smallest.reserve(total);
        for (auto &part : smallest) {
            const auto middle = m_smallest.insert(m_smallest.end(), part.begin(), part.end());
            std::inplace_merge(m_smallest.begin(), middle, m_smallest.end());
            std::vector<Key>().swap(part);
        }
        m_smallest.erase(std::unique(m_smallest.begin(), m_smallest.end()), m_smallest.end());
        m_smallest.shrink_to_fit();
        for (const auto &part : symmetric)
            m_symmetric.insert(m_symmetric.end(), part.begin(), part.end());
        std::sort(m_symmetric.begin(), m_symmetric.end());
        m_symmetric.erase(std::unique(m_symmetric.begin(), m_symmetric.end()), m_symmetric.end());

        m_columns.resize(m_smallest.size());
        runInParallel(threads, [&](int worker) {
            const auto [begin, end] = shareOf(worker, threads, m_smallest.size());
            for (std::size_t i = begin; i < end; ++i)
                m_columns[i] = firstColumnsOf(m_smallest[i]);
        });
        return true;
    }

    std::size_t size() const { return m_smallest.size(); }
    Key smallestImage(std::size_t classId) const { return m_smallest[classId]; }
    // Bit c set when the class has a member whose row 0 holds its queen in column c.
    std::uint16_t firstColumns(std::size_t classId) const { return m_columns[classId]; }
    std::uint8_t classSize(std::size_t classId) const
    {
        const Key key = m_smallest[classId];
        const auto it = std::lower_bound(m_symmetric.begin(), m_symmetric.end(), std::make_pair(key, std::uint8_t{0}));
        return it != m_symmetric.end() && it->first == key ? it->second : 8;
    }
    std::uint64_t solutionCount() const
    {
        std::uint64_t total = 8 * m_smallest.size();
        for (const auto &entry : m_symmetric)
            total -= 8 - entry.second;
        return total;
    }

    template<typename Work>
    static void runInParallel(int threads, const Work &work)
    {
        std::vector<std::thread> helpers;
        for (int worker = 1; worker < threads; ++worker)
            helpers.emplace_back(work, worker);
        work(0);
        for (std::thread &helper : helpers)
            helper.join();
    }

    static std::pair<std::size_t, std::size_t> shareOf(int worker, int threads, std::size_t count)
    {
        return {count * worker / threads, count * (worker + 1) / threads};
    }

private:
    std::uint16_t firstColumnsOf(Key key) const
    {
        std::array<std::int8_t, kMaxPackedN> cols{};
        unpack(key, m_n, cols);
        const int last = m_n - 1;
        int rowOfFirst = 0;
        int rowOfLast = 0;
        for (int r = 0; r < m_n; ++r) {
            rowOfFirst = cols[r] == 0 ? r : rowOfFirst;
            rowOfLast = cols[r] == last ? r : rowOfLast;
        }
        std::uint16_t columns = 0;
        for (const int c : {int(cols[0]), int(cols[last]), rowOfFirst, rowOfLast})
            columns |= static_cast<std::uint16_t>((1u << c) | (1u << (last - c)));
        return columns;
    }

    int m_n = 0;
    std::vector<Key> m_smallest;
    std::vector<std::pair<Key, std::uint8_t>> m_symmetric; // classes of fewer than 8 images
    std::vector<std::uint16_t> m_columns;
};

// A solution as one column's share is sorted and appended: the board, its class number, and
// whether it is the first member of its class (its smallest image) with the class's size,
// so that appending reads nothing but this record.
struct Member
{
    Key key;
    std::uint32_t tag; // class number, kFirstMember, class size / 2 in the two bits above it

    static constexpr std::uint32_t kClassMask = (1u << 28) - 1;
    static constexpr std::uint32_t kFirstMember = 1u << 31;
    static constexpr int kSizeShift = 28;
};

// The image of a board under one of the symmetries of imageKeys(), packed.
Key imageKey(const std::int8_t *cols, const std::int8_t *rowOf, int n, int symmetry)
{
    const int last = n - 1;
    const std::int8_t *source = symmetry < 4 ? cols : rowOf;
    const bool reversed = symmetry % 4 >= 2;
    const bool mirrored = symmetry % 2 == 1;
    Key key = 0;
    for (int x = 0; x < n; ++x) {
        const int value = source[reversed ? last - x : x];
        key |= Key(mirrored ? last - value : value) << (60 - 4 * x);
    }
    return key;
}

// Sorts by key, least significant digits first; the digits below the board's bits are
// zero and skipped. `scratch` is as large as `members`; the result ends up in `members`.
void radixSort(std::vector<Member> &members, std::vector<Member> &scratch, int n)
{
    constexpr int kDigitBits = 15;
    const int lowestBit = 64 - 4 * n;
    const int highestBit = 60; // the top nibble, the first-row column, is the same for all
    scratch.resize(members.size());
    std::vector<std::uint32_t> counts(std::size_t{1} << kDigitBits);
    for (int shift = lowestBit; shift < highestBit; shift += kDigitBits) {
        const int bits = std::min(kDigitBits, highestBit - shift);
        const Key mask = (Key{1} << bits) - 1;
        std::fill(counts.begin(), counts.begin() + (std::size_t{1} << bits), 0u);
        for (const Member &m : members)
            ++counts[(m.key >> shift) & mask];
        std::uint32_t offset = 0;
        for (std::size_t d = 0; d < (std::size_t{1} << bits); ++d)
            offset += std::exchange(counts[d], offset);
        for (const Member &m : members)
            scratch[counts[(m.key >> shift) & mask]++] = m;
        members.swap(scratch);
    }
}

// Makes, sorts and appends the solutions one first-row column at a time. The worker threads
// make and sort their share of the classes' members; the calling thread merges the shares
// and is the store's only writer.
ListingResult appendByColumn(int n, const ClassTable &classes, SolutionStore &store, int threads,
                             const std::atomic<bool> *cancel, ProgressThrottle &progress, double start)
{
    ListingResult result;
    result.found = classes.solutionCount();
    std::vector<std::vector<Member>> shares(threads);
    std::vector<std::vector<Member>> scratch(threads);
    std::uint64_t index = store.size();
    Placement placement(n);
    for (int column = 0; column < n; ++column) {
        ClassTable::runInParallel(threads, [&](int worker) {
            std::vector<Member> &share = shares[worker];
            share.clear();
            const auto [begin, end] = ClassTable::shareOf(worker, threads, classes.size());
            std::array<std::int8_t, kMaxPackedN> cols{};
            std::array<std::int8_t, kMaxPackedN> rowOf{};
            const int last = n - 1;
            for (std::size_t id = begin; id < end; ++id) {
                if (!(classes.firstColumns(id) >> column & 1))
                    continue;
                const Key smallest = classes.smallestImage(id);
                unpack(smallest, n, cols);
                for (int r = 0; r < n; ++r)
                    rowOf[cols[r]] = static_cast<std::int8_t>(r);
                const std::array<int, 8> firstColumns = {cols[0], last - cols[0], cols[last], last - cols[last],
                                                         rowOf[0], last - rowOf[0], rowOf[last], last - rowOf[last]};
                const std::uint32_t size = classes.classSize(id);
                const std::size_t classStart = share.size();
                for (int symmetry = 0; symmetry < 8; ++symmetry) {
                    if (firstColumns[symmetry] != column)
                        continue;
                    const Key key = imageKey(cols.data(), rowOf.data(), n, symmetry);
                    // A class of fewer than 8 boards meets some of them more than once.
                    if (size < 8 && std::any_of(share.begin() + classStart, share.end(),
                                                [key](const Member &m) { return m.key == key; }))
                        continue;
                    std::uint32_t tag = static_cast<std::uint32_t>(id) | (size / 2) << Member::kSizeShift;
                    if (key == smallest)
                        tag |= Member::kFirstMember;
                    share.push_back({key, tag});
                }
            }
            radixSort(share, scratch[worker], n);
        });

        std::vector<std::size_t> next(threads, 0);
        for (;;) {
            int from = -1;
            for (int worker = 0; worker < threads; ++worker) {
                if (next[worker] < shares[worker].size()
                    && (from < 0 || shares[worker][next[worker]].key < shares[from][next[from]].key))
                    from = worker;
            }
            if (from < 0)
                break;
            const Member member = shares[from][next[from]++];
            if (store.isFull()) {
                result.stored = store.size();
                return result;
            }
            if ((index & 0xFFF) == 0 && cancel && cancel->load(std::memory_order_relaxed)) {
                result.cancelled = true;
                result.stored = store.size();
                return result;
            }
            // Record a class before its first member, so that a reader never meets a class
            // number the table lacks.
            if (member.tag & Member::kFirstMember) {
                const auto size = static_cast<std::uint8_t>(2 * ((member.tag >> Member::kSizeShift) & 7));
                store.appendClass({static_cast<std::uint32_t>(index), size});
            }
            for (int r = 0; r < n; ++r)
                placement.cols[r] = static_cast<std::int8_t>((member.key >> (60 - 4 * r)) & 0xF);
            store.append(placement, member.tag & Member::kClassMask);
            ++index;
        }
        progress.report(start + (1.0 - start) * double(column + 1) / n);
    }
    result.stored = store.size();
    return result;
}

// Lists by walking the row-order search itself, giving classes numbers as their smallest
// member arrives: for boards too small for start constellations and too large to pack in
// 64 bits. When the store is full it leaves the rest of the count to the Counter.
class SearchOrderLister
{
public:
    SearchOrderLister(int n, SolutionStore &store, const std::atomic<bool> *cancel, ProgressThrottle &progress)
        : m_n(n)
        , m_store(store)
        , m_cancel(cancel)
        , m_progress(progress)
        , m_placement(n)
    {
    }

    ListingResult run(int threads)
    {
        const std::uint32_t full = m_n >= 32 ? ~0u : (1u << m_n) - 1;
        search(0, 0, 0, 0, full);
        ListingResult result;
        result.cancelled = m_stopped;
        result.stored = m_stored;
        result.found = m_found;
        if (m_full && !m_stopped && m_n > 5) {
            // The rest cannot be stored: count it instead, with the counter's progress
            // filling the second half of the bar.
            const CountResult counted = Counter::count(m_n, threads, m_cancel,
                                                       [&](double f) { m_progress.report(0.5 + 0.5 * f); });
            result.cancelled = counted.cancelled;
            result.found = counted.total;
        }
        return result;
    }

private:
    void search(int row, std::uint32_t cols, std::uint32_t ld, std::uint32_t rd, std::uint32_t full)
    {
        if (row == m_n) {
            found();
            return;
        }
        std::uint32_t free = full & ~(cols | ld | rd);
        while (free && !m_stopped && !(m_full && m_n > 5)) {
            const std::uint32_t bit = free & (0u - free);
            free ^= bit;
            m_placement.cols[row] = static_cast<std::int8_t>(std::countr_zero(bit));
            search(row + 1, cols | bit, (ld | bit) << 1, (rd | bit) >> 1, full);
        }
        m_placement.cols[row] = -1;
    }

    void found()
    {
        ++m_found;
        if ((m_found & 0xFFF) == 0) {
            m_stopped = m_cancel && m_cancel->load(std::memory_order_relaxed);
            m_progress.report(0.5 * double(m_stored) / double(m_store.capacity()));
        }
        if (m_full || m_store.isFull()) {
            m_full = true;
            return;
        }
        const Placement canonical = canonicalForm(m_placement);
        std::uint32_t classId = 0;
        if (canonical == m_placement) {
            classId = static_cast<std::uint32_t>(m_smallest.size());
            m_smallest.push_back(canonical);
            m_store.appendClass({static_cast<std::uint32_t>(m_store.size()),
                                 static_cast<std::uint8_t>(classSize(m_placement))});
        } else {
            // Smallest members arrive in increasing order, so the list is sorted.
            classId = static_cast<std::uint32_t>(
                std::lower_bound(m_smallest.begin(), m_smallest.end(), canonical) - m_smallest.begin());
        }
        m_store.append(m_placement, classId);
        ++m_stored;
    }

    const int m_n;
    SolutionStore &m_store;
    const std::atomic<bool> *m_cancel;
    ProgressThrottle &m_progress;
    Placement m_placement;
    std::vector<Placement> m_smallest;
    std::uint64_t m_found = 0;
    std::uint64_t m_stored = 0;
    bool m_full = false;
    bool m_stopped = false;
};

} // namespace

ListingResult SolutionLister::listAll(int n, SolutionStore &store, int threads, const std::atomic<bool> *cancel,
                                      const ProgressCallback &progress)
{
    if (n < kMinN || n > kMaxN || store.boardSize() != n)
        return {};
    if (cancel && cancel->load())
        return {0, 0, true};
    if (threads <= 0)
        threads = Counter::defaultThreadCount();
    ProgressThrottle throttle(progress);
    ListingResult result;
    if (n < 6 || n > kMaxPackedN) {
        result = SearchOrderLister(n, store, cancel, throttle).run(threads);
    } else {
        // Finding the classes takes about half of the time, making the members the rest.
        constexpr double kClassShare = 0.5;
        ClassTable classes;
        if (!classes.collect(n, threads, cancel, throttle, kClassShare))
            return {0, store.size(), true};
        result = appendByColumn(n, classes, store, threads, cancel, throttle, kClassShare);
    }
    if (!result.cancelled)
        throttle.report(1.0, true);
    return result;
}

} // namespace nq
