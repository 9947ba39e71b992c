#include "solutionlister.h"

#include "counter.h"
#include "progressthrottle.h"
#include "searchorderlister.h"
#include "symmetry.h"
#include "taskqueue.h"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>
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
    std::array<std::int8_t, kMaxPackedN> rowOf {};
    for (int r = 0; r < n; ++r)
        rowOf[cols[r]] = static_cast<std::int8_t>(r);
    const int last = n - 1;
    std::array<Key, 8> keys {};
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

// The symmetry classes of N (up to 16): each class's smallest image, sorted, so that a class's
// number is its index; each class's size and the first-row columns of its members; and how
// many members each worker will make per column, so their buffers are sized once. Built by
// one listing, then only read, by its threads.
class ClassTable
{
public:
    bool collect(int n, int threads, const std::atomic<bool> *cancel, ProgressThrottle &progress,
                 double share)
    {
        m_n = n;
        std::vector<std::vector<Key>> smallest(threads);
        const bool finished = Counter::visitSymmetryRepresentatives(
            n, threads, cancel,
            [&](int worker, const std::int8_t *cols) {
                const std::array<Key, 8> keys = imageKeys(cols, n);
                smallest[worker].push_back(*std::min_element(keys.begin(), keys.end()));
            },
            [&](double fraction) { progress.report(fraction * share); });
        if (!finished)
            return false;

        // Sort each worker's part on its own thread, then merge: a constellation that a
        // rotation maps onto itself meets some classes more than once, hence the unique.
        runInParallel(threads, [&](int worker) {
            std::sort(smallest[worker].begin(), smallest[worker].end());
        });
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

        m_columns.resize(m_smallest.size());
        m_sizes.resize(m_smallest.size());
        m_membersPerColumn.assign(std::size_t(threads) * n, 0);
        runInParallel(threads, [&](int worker) {
            const auto [begin, end] = shareOf(worker, threads, m_smallest.size());
            std::array<std::int8_t, kMaxPackedN> cols {};
            for (std::size_t id = begin; id < end; ++id) {
                unpack(m_smallest[id], n, cols);
                std::array<Key, 8> keys = imageKeys(cols.data(), n);
                std::sort(keys.begin(), keys.end());
                const auto distinctEnd = std::unique(keys.begin(), keys.end());
                std::uint16_t columns = 0;
                for (auto key = keys.begin(); key != distinctEnd; ++key) {
                    const int column = static_cast<int>(*key >> 60);
                    columns |= static_cast<std::uint16_t>(1u << column);
                    ++m_membersPerColumn[std::size_t(worker) * n + column];
                }
                m_columns[id] = columns;
                m_sizes[id] = static_cast<std::uint8_t>(distinctEnd - keys.begin());
            }
        });
        return true;
    }

    std::size_t size() const { return m_smallest.size(); }
    Key smallestImage(std::size_t classId) const { return m_smallest[classId]; }
    // Bit c set when the class has a member whose row 0 holds its queen in column c.
    std::uint16_t firstColumns(std::size_t classId) const { return m_columns[classId]; }
    std::uint8_t classSize(std::size_t classId) const { return m_sizes[classId]; }
    // Members a worker makes for a column, with the classes split by shareOf().
    std::size_t membersPerColumn(int worker, int column) const
    {
        return m_membersPerColumn[std::size_t(worker) * m_n + column];
    }
    std::uint64_t solutionCount() const
    {
        std::uint64_t total = 0;
        for (const std::uint8_t size : m_sizes)
            total += size;
        return total;
    }

    // work(worker) once for each worker in [0, threads), each on a thread of its own.
    template<typename Work>
    static void runInParallel(int threads, const Work &work)
    {
        TaskQueue::run(threads, std::size_t(threads),
                       [&](int, std::size_t worker) { work(int(worker)); });
    }

    static std::pair<std::size_t, std::size_t> shareOf(int worker, int threads, std::size_t count)
    {
        return {count * worker / threads, count * (worker + 1) / threads};
    }

private:
    int m_n = 0;
    std::vector<Key> m_smallest;
    std::vector<std::uint16_t> m_columns;
    std::vector<std::uint8_t> m_sizes;
    std::vector<std::size_t> m_membersPerColumn;
};

// A solution as one column's share is sorted and appended: the board, its class number, and
// whether it is the first member of its class (its smallest image) with the class's size,
// so that appending reads nothing but this record. Three 32-bit words: 12 bytes, where a
// 64-bit key would pad the record to 16.
struct Member
{
    std::uint32_t keyHigh;
    std::uint32_t keyLow;
    std::uint32_t tag; // class number, kFirstMember, class size / 2 in the three bits below it

    static constexpr std::uint32_t kClassMask = (1u << 28) - 1;
    static constexpr std::uint32_t kFirstMember = 1u << 31;
    static constexpr int kSizeShift = 28;

    Member(Key key, std::uint32_t tagValue)
        : keyHigh(static_cast<std::uint32_t>(key >> 32))
        , keyLow(static_cast<std::uint32_t>(key))
        , tag(tagValue)
    {
    }
    Member() = default;
    Key key() const { return Key(keyHigh) << 32 | keyLow; }
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

// Sorts by key: one counting pass on the 16 bits below the first-row column (the same for
// all) splits the members into runs of a few each, which are then sorted where they lie, in
// cache. `scratch` ends up as large as `members`; the result is in `members`.
void sortByKey(std::vector<Member> &members, std::vector<Member> &scratch, int n)
{
    const int bits = std::min(16, 4 * (n - 1));
    const int shift = 60 - bits;
    const Key mask = (Key {1} << bits) - 1;
    std::vector<std::uint32_t> starts((std::size_t {1} << bits) + 1, 0);
    for (const Member &m : members)
        ++starts[((m.key() >> shift) & mask) + 1];
    for (std::size_t d = 1; d < starts.size(); ++d)
        starts[d] += starts[d - 1];
    std::vector<std::uint32_t> next(starts.begin(), starts.end() - 1);
    scratch.resize(members.size());
    for (const Member &m : members)
        scratch[next[(m.key() >> shift) & mask]++] = m;
    for (std::size_t d = 0; d + 1 < starts.size(); ++d) {
        if (starts[d + 1] - starts[d] > 1)
            std::sort(scratch.begin() + starts[d], scratch.begin() + starts[d + 1],
                      [](const Member &a, const Member &b) { return a.key() < b.key(); });
    }
    members.swap(scratch);
}

// Makes the members of one first-row column, each worker thread its share of the classes,
// and sorts each share. Owns the buffers of two columns, so that the calling thread can
// append one column while the workers make the next. Started and waited for by the
// listing's calling thread; the workers stop early when asked to, or when cancelled.
class ColumnMaker
{
public:
    ColumnMaker(int n, const ClassTable &classes, int threads, const std::atomic<bool> *cancel)
        : m_n(n)
        , m_classes(classes)
        , m_threads(threads)
        , m_cancel(cancel)
        , m_scratch(threads)
    {
        // Every buffer at its largest size from the start: growing them column by column
        // would leave freed blocks behind and raise the peak memory.
        for (auto &slot : m_shares)
            slot.resize(threads);
        for (int worker = 0; worker < threads; ++worker) {
            std::size_t largest = 0;
            for (int column = 0; column < n; ++column)
                largest = std::max(largest, classes.membersPerColumn(worker, column));
            for (auto &slot : m_shares)
                slot[worker].reserve(largest);
            m_scratch[worker].reserve(largest);
        }
    }
    ~ColumnMaker()
    {
        m_stop = true;
        wait();
    }
    ColumnMaker(const ColumnMaker &) = delete;
    ColumnMaker &operator=(const ColumnMaker &) = delete;

    void start(int column)
    {
        m_running.emplace(m_threads, std::size_t(m_threads),
                          [this, column](int, std::size_t share) { make(int(share), column); });
    }
    void wait()
    {
        if (m_running)
            m_running->wait(); // every share made (or stopped early), not skipped
        m_running.reset();
    }
    // Valid after wait(): the sorted shares of the column, in two slots by its parity.
    const std::vector<std::vector<Member>> &shares(int column) const
    {
        return m_shares[column % 2];
    }

private:
    void make(int worker, int column)
    {
        std::vector<Member> &share = m_shares[column % 2][worker];
        share.clear();
        const auto [begin, end] = ClassTable::shareOf(worker, m_threads, m_classes.size());
        std::array<std::int8_t, kMaxPackedN> cols {};
        std::array<std::int8_t, kMaxPackedN> rowOf {};
        const int last = m_n - 1;
        for (std::size_t id = begin; id < end; ++id) {
            if ((id & 0xFFF) == 0
                && (m_stop || (m_cancel && m_cancel->load(std::memory_order_relaxed))))
                return;
            if (!(m_classes.firstColumns(id) >> column & 1))
                continue;
            const Key smallest = m_classes.smallestImage(id);
            unpack(smallest, m_n, cols);
            for (int r = 0; r < m_n; ++r)
                rowOf[cols[r]] = static_cast<std::int8_t>(r);
            const std::array<int, 8> firstColumns = {
                cols[0],  last - cols[0],  cols[last],  last - cols[last],
                rowOf[0], last - rowOf[0], rowOf[last], last - rowOf[last]};
            const std::uint32_t size = m_classes.classSize(id);
            const std::size_t classStart = share.size();
            for (int symmetry = 0; symmetry < 8; ++symmetry) {
                if (firstColumns[symmetry] != column)
                    continue;
                const Key key = imageKey(cols.data(), rowOf.data(), m_n, symmetry);
                // A class of fewer than 8 boards meets some of them more than once.
                if (size < 8
                    && std::any_of(share.begin() + classStart, share.end(),
                                   [key](const Member &m) { return m.key() == key; }))
                    continue;
                std::uint32_t tag = static_cast<std::uint32_t>(id)
                                    | (size / 2) << Member::kSizeShift;
                if (key == smallest)
                    tag |= Member::kFirstMember;
                share.emplace_back(key, tag);
            }
        }
        sortByKey(share, m_scratch[worker], m_n);
    }

    const int m_n;
    const ClassTable &m_classes;
    const int m_threads;
    const std::atomic<bool> *m_cancel;
    std::atomic<bool> m_stop {false};
    std::array<std::vector<std::vector<Member>>, 2> m_shares;
    std::vector<std::vector<Member>> m_scratch;
    std::optional<TaskQueue> m_running; // the shares of the column being made
};

// Appends the solutions one first-row column at a time, merging the sorted shares of the
// column maker; the calling thread is the store's only writer.
ListingResult appendByColumn(int n, const ClassTable &classes, SolutionStore &store, int threads,
                             const std::atomic<bool> *cancel, ProgressThrottle &progress,
                             double start)
{
    ListingResult result;
    result.found = classes.solutionCount();
    std::uint64_t index = store.size();
    Placement placement(n);
    ColumnMaker maker(n, classes, threads, cancel);
    maker.start(0);
    for (int column = 0; column < n; ++column) {
        maker.wait();
        if (cancel && cancel->load()) {
            result.cancelled = true;
            break;
        }
        if (column + 1 < n)
            maker.start(column + 1);
        const std::vector<std::vector<Member>> &shares = maker.shares(column);
        std::vector<std::size_t> next(threads, 0);
        for (;;) {
            int from = -1;
            for (int worker = 0; worker < threads; ++worker) {
                if (next[worker] < shares[worker].size()
                    && (from < 0
                        || shares[worker][next[worker]].key() < shares[from][next[from]].key()))
                    from = worker;
            }
            if (from < 0)
                break;
            const Member member = shares[from][next[from]++];
            if ((index & 0xFFF) == 0 && cancel && cancel->load(std::memory_order_relaxed)) {
                result.cancelled = true;
                break;
            }
            if (!store.hasRoomForAnother())
                break;
            // Record a class before its first member, so that a reader never meets a class
            // number the table lacks.
            if (member.tag & Member::kFirstMember) {
                const auto size = static_cast<std::uint8_t>(
                    2 * ((member.tag >> Member::kSizeShift) & 7));
                store.appendClass({static_cast<std::uint32_t>(index), size});
            }
            for (int r = 0; r < n; ++r)
                placement.cols[r] = static_cast<std::int8_t>((member.key() >> (60 - 4 * r)) & 0xF);
            store.append(placement, member.tag & Member::kClassMask);
            ++index;
        }
        if (result.cancelled || store.isFull())
            break;
        // Every column's end is reported, however soon it came: a cancel asked for from the
        // callback then takes effect at the next column, whatever the machine's speed (the
        // throttle could drop every report of a fast listing but the last).
        progress.report(start + (1.0 - start) * double(column + 1) / n, true);
    }
    result.stored = store.size();
    return result;
}

} // namespace

ListingResult SolutionLister::listAll(int n, SolutionStore &store, int threads,
                                      const std::atomic<bool> *cancel,
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
        result = listInSearchOrder(n, store, threads, cancel, throttle);
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
