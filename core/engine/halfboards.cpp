#include "halfboards.h"

#include <immintrin.h>

#include <algorithm>
#include <array>
#include <bit>

namespace nq {

namespace {

// The largest N the orbits are built for: past it the method's lists outgrow its lead.
constexpr int kLargestN = 24;

// 512 top halves side by side: one bit each, one such block per diagonal.
struct alignas(64) PlaneBlock
{
    std::array<std::uint64_t, 8> words {};
};

// Where the two halves of an N meet: which of a queen's diagonals reach the other half, as
// bits of a half's mask, and the squares of each top row the middle queen attacks. The
// top's falling diagonals (column - row) come first, then its rising ones (column + row).
// Seen from the bottom, a half flipped upside down swaps the two, so a bottom half is
// listed as a top half and its mask's two parts swapped (the "flipped" table).
struct Geometry
{
    int n = 0;
    int half = 0;
    int planes = 0; // bits of a mask: 4 * half - 2
    Bits allColumns = 0;
    std::array<std::array<std::uint64_t, kMaxN>, kMaxN / 2> crossing {};
    std::array<std::array<std::uint64_t, kMaxN>, kMaxN / 2> flipped {};

    explicit Geometry(int size)
        : n(size)
        , half(size / 2)
        , planes(std::max(0, 4 * (size / 2) - 2))
        , allColumns(size >= 32 ? ~Bits(0) : (Bits(1) << size) - 1)
    {
        const int rising = 2 * half - 1; // where the rising diagonals' bits start
        for (int row = 0; row < half; ++row) {
            for (int col = 0; col < n; ++col) {
                std::uint64_t mask = 0;
                std::uint64_t swapped = 0;
                const int falling = col - row;
                if (falling > -half && falling < half) {
                    mask |= std::uint64_t(1) << (falling + half - 1);
                    swapped |= std::uint64_t(1) << (rising + falling + half - 1);
                }
                const int risingIndex = col + row - (n - half);
                if (risingIndex >= 0 && risingIndex < rising) {
                    mask |= std::uint64_t(1) << (rising + risingIndex);
                    swapped |= std::uint64_t(1) << risingIndex;
                }
                crossing[std::size_t(row)][std::size_t(col)] = mask;
                flipped[std::size_t(row)][std::size_t(col)] = swapped;
            }
        }
    }

    // The columns of each top row that a queen in the middle row (odd N) attacks.
    std::array<Bits, kMaxN / 2> middleAttacks(int middleColumn) const
    {
        std::array<Bits, kMaxN / 2> attacked {};
        if (middleColumn < 0)
            return attacked;
        for (int row = 0; row < half; ++row) {
            const int distance = half - row;
            for (const int col : {middleColumn - distance, middleColumn + distance}) {
                if (col >= 0 && col < n)
                    attacked[std::size_t(row)] |= Bits(1) << col;
            }
        }
        return attacked;
    }
};

// C(n, k) for the ranks of column sets.
struct Binomials
{
    std::array<std::array<std::uint32_t, kMaxN + 1>, kMaxN + 1> value {};
    Binomials()
    {
        for (std::size_t n = 0; n <= std::size_t(kMaxN); ++n) {
            value[n][0] = 1;
            for (std::size_t k = 1; k <= n; ++k)
                value[n][k] = value[n - 1][k - 1] + (k < n ? value[n - 1][k] : 0);
        }
    }
};
const Binomials kBinomials;

// The place of a column set among the sets of its size in increasing order (colex rank).
std::uint32_t rankOf(Bits columns)
{
    std::uint32_t rank = 0;
    std::size_t taken = 0;
    for (; columns; columns &= columns - 1)
        rank += kBinomials.value[std::size_t(std::countr_zero(columns))][++taken];
    return rank;
}

// Writes mask | masks[i] for every lower-band placement whose demands the upper rows' state
// leaves free; returns the end of what it wrote. Most placements do not fit, at random, so
// neither version branches on them: the portable one writes each and moves on only past those
// that fit, the other tests eight at once and stores those that fit side by side.
std::uint64_t *joinPortable(const std::uint64_t *demands, const std::uint64_t *masks,
                            std::size_t count, std::uint64_t state, std::uint64_t mask,
                            std::uint64_t *out)
{
    for (std::size_t i = 0; i < count; ++i) {
        *out = mask | masks[i];
        out += (demands[i] & state) == 0;
    }
    return out;
}

__attribute__((target("avx512f,popcnt"))) std::uint64_t *joinAvx512(
    const std::uint64_t *demands, const std::uint64_t *masks, std::size_t count,
    std::uint64_t state, std::uint64_t mask, std::uint64_t *out)
{
    const __m512i stateLanes = _mm512_set1_epi64(std::int64_t(state));
    const __m512i maskLanes = _mm512_set1_epi64(std::int64_t(mask));
    for (std::size_t i = 0; i < count; i += 8) {
        const __mmask8 present = count - i >= 8 ? __mmask8(0xff)
                                                : __mmask8((1u << (count - i)) - 1);
        const __m512i need = _mm512_maskz_loadu_epi64(present, demands + i);
        const __mmask8 fits = _mm512_mask_testn_epi64_mask(present, need, stateLanes);
        const __m512i halves = _mm512_or_si512(_mm512_maskz_loadu_epi64(present, masks + i),
                                               maskLanes);
        _mm512_mask_compressstoreu_epi64(out, fits, halves);
        out += _mm_popcnt_u32(unsigned(fits));
    }
    return out;
}

using LowerBandJoin = std::uint64_t *(*)(const std::uint64_t *, const std::uint64_t *, std::size_t,
                                         std::uint64_t, std::uint64_t, std::uint64_t *);

LowerBandJoin joinLowerBand()
{
    static const LowerBandJoin chosen = __builtin_cpu_supports("avx512f") ? joinAvx512
                                                                          : joinPortable;
    return chosen;
}

// Every top half on the columns `free`, none attacking another nor the middle queen: the
// upper rows by search, the others from the lower-band table; each half's mask (crossing
// or flipped) goes to `sink`. A plain recursion: the upper rows are at most 6.
template<bool flipped, typename Sink>
void listHalves(const Geometry &geometry, const LowerBands &lower,
                const std::array<Bits, kMaxN / 2> &blocked, int upperRows, int row, Bits free,
                Bits falling, Bits rising, std::uint64_t mask, Sink &sink)
{
    if (row == upperRows) {
        const std::uint32_t rank = rankOf(free);
        const std::size_t from = lower.start[rank];
        const std::size_t count = lower.start[rank + 1] - from;
        const std::uint64_t *masks = (flipped ? lower.flipped : lower.crossing).data() + from;
        const std::uint64_t state = falling | std::uint64_t(rising) << 32;
        sink.commit(
            joinLowerBand()(lower.demands.data() + from, masks, count, state, mask, sink.room()));
        return;
    }
    const auto &table = flipped ? geometry.flipped : geometry.crossing;
    Bits open = free & ~(falling | rising | blocked[std::size_t(row)]);
    while (open && !sink.stopped()) {
        const Bits bit = open & (0 - open);
        open ^= bit;
        listHalves<flipped>(geometry, lower, blocked, upperRows, row + 1, free ^ bit,
                            (falling | bit) << 1, (rising | bit) >> 1,
                            mask | table[std::size_t(row)][std::size_t(std::countr_zero(bit))],
                            sink);
    }
}

// The lower band's placements on `columns`, rows `firstRow` to the half's last, appended.
void addLowerPlacements(const Geometry &geometry, const std::array<Bits, kMaxN / 2> &blocked,
                        int firstRow, int row, Bits free, LowerBandPlacement placement,
                        LowerBands &bands, Bits falling, Bits rising)
{
    if (row == geometry.half) {
        bands.add(placement);
        return;
    }
    Bits open = free & ~(falling | rising | blocked[std::size_t(row)]);
    const int depth = row - firstRow;
    while (open) {
        const Bits bit = open & (0 - open);
        open ^= bit;
        const int col = std::countr_zero(bit);
        LowerBandPlacement next = placement;
        // The upper rows' diagonals at the band's first row that would reach this queen.
        if (col >= depth)
            next.falling |= Bits(1) << (col - depth);
        if (col + depth < 32)
            next.rising |= Bits(1) << (col + depth);
        next.crossing |= geometry.crossing[std::size_t(row)][std::size_t(col)];
        next.flipped |= geometry.flipped[std::size_t(row)][std::size_t(col)];
        addLowerPlacements(geometry, blocked, firstRow, row + 1, free ^ bit, next, bands,
                           (falling | bit) << 1, (rising | bit) >> 1);
    }
}

LowerBands makeLowerBands(const Geometry &geometry, int upperRows, int middleColumn)
{
    const std::array<Bits, kMaxN / 2> blocked = geometry.middleAttacks(middleColumn);
    const int rows = geometry.half - upperRows;
    LowerBands bands;
    const std::uint32_t sets = kBinomials.value[std::size_t(geometry.n)][std::size_t(rows)];
    bands.start.reserve(sets + 1);
    // Gosper's rule visits the sets in increasing order, which is the order of their ranks.
    std::uint64_t columns = (std::uint64_t(1) << rows) - 1;
    for (std::uint32_t rank = 0; rank < sets; ++rank) {
        bands.start.push_back(std::uint32_t(bands.demands.size()));
        addLowerPlacements(geometry, blocked, upperRows, upperRows, Bits(columns), {}, bands, 0, 0);
        if (columns == 0)
            continue;
        const std::uint64_t lowest = columns & (0 - columns);
        const std::uint64_t carried = columns + lowest;
        columns = carried | (((carried ^ columns) >> 2) / lowest);
    }
    bands.start.push_back(std::uint32_t(bands.demands.size()));
    return bands;
}

// The planes of a block are kept in groups of kGroupBits diagonals, each group as the OR of
// every combination of its planes (Kluev's idea): a query then costs one load per group,
// whatever the number of its bits, and needs no decoding.
constexpr int kGroupBits = 5;
constexpr std::size_t kCombinations = std::size_t(1) << kGroupBits;

int groupsOf(int planes)
{
    return (planes + kGroupBits - 1) / kGroupBits;
}

// The top halves of a round sorted into buckets by a few of their bits (the most frequent),
// so that a query reads only the buckets that share none of those bits with it: at N=18
// that halves the matching. Each bucket is padded to whole blocks with empty halves, which
// clash with nothing and are not counted.
constexpr int kLargestKey = 4;
constexpr std::size_t kBuckets = std::size_t(1) << kLargestKey;

struct Sieve
{
    int keyBits = 0;
    std::array<int, kLargestKey> keyPlanes {};
    std::array<std::uint32_t, kBuckets + 1> firstBlock {}; // by bucket, and the end
    std::array<std::uint64_t, kBuckets> readable {}; // by the query's key: halves it reads

    std::size_t keyOf(std::uint64_t mask) const
    {
        std::size_t key = 0;
        for (int bit = 0; bit < keyBits; ++bit)
            key |= std::size_t((mask >> keyPlanes[std::size_t(bit)]) & 1) << bit;
        return key;
    }
};

// How many (query, top half) pairs share no diagonal: for each query, the buckets its key
// allows (every subset of the key bits it lacks), one combination per group OR-ed block by
// block, and the ones counted. The same loop twice, once for any x86-64 and once for
// processors with 512-bit vectors and their population count.
[[gnu::always_inline]] inline std::uint64_t compatiblePortable(const PlaneBlock *planes,
                                                               const Sieve &sieve, int groups,
                                                               const std::uint64_t *queries,
                                                               std::size_t count)
{
    std::uint64_t compatible = 0;
    const std::size_t stride = std::size_t(groups) * kCombinations;
    const std::size_t allKeys = (std::size_t(1) << sieve.keyBits) - 1;
    for (std::size_t q = 0; q < count; ++q) {
        const std::size_t key = sieve.keyOf(queries[q]);
        compatible += sieve.readable[key];
        const std::size_t open = allKeys & ~key;
        for (std::size_t bucket = open;; bucket = (bucket - 1) & open) {
            const PlaneBlock *block = planes + sieve.firstBlock[bucket] * stride;
            for (std::size_t b = sieve.firstBlock[bucket]; b < sieve.firstBlock[bucket + 1];
                 ++b, block += stride) {
                std::array<std::uint64_t, 8> any {};
                std::uint64_t query = queries[q];
                for (int g = 0; g < groups; ++g, query >>= kGroupBits) {
                    const PlaneBlock &combination =
                        block[std::size_t(g) * kCombinations + (query & (kCombinations - 1))];
                    for (std::size_t w = 0; w < 8; ++w)
                        any[w] |= combination.words[w];
                }
                for (const std::uint64_t word : any)
                    compatible -= std::uint64_t(std::popcount(word));
            }
            if (bucket == 0)
                break;
        }
    }
    return compatible;
}

std::uint64_t compatibleDefault(const PlaneBlock *planes, const Sieve &sieve, int groups,
                                const std::uint64_t *queries, std::size_t count)
{
    return compatiblePortable(planes, sieve, groups, queries, count);
}

__attribute__((target("avx512f,avx512vpopcntdq,popcnt"))) std::uint64_t compatibleAvx512(
    const PlaneBlock *planes, const Sieve &sieve, int groups, const std::uint64_t *queries,
    std::size_t count)
{
    __m512i clashes = _mm512_setzero_si512();
    std::uint64_t readable = 0;
    const std::size_t stride = std::size_t(groups) * kCombinations;
    const std::size_t allKeys = (std::size_t(1) << sieve.keyBits) - 1;
    for (std::size_t q = 0; q < count; ++q) {
        const std::size_t key = sieve.keyOf(queries[q]);
        readable += sieve.readable[key];
        const std::size_t open = allKeys & ~key;
        for (std::size_t bucket = open;; bucket = (bucket - 1) & open) {
            const PlaneBlock *block = planes + sieve.firstBlock[bucket] * stride;
            for (std::size_t b = sieve.firstBlock[bucket]; b < sieve.firstBlock[bucket + 1];
                 ++b, block += stride) {
                __m512i any = _mm512_setzero_si512();
                std::uint64_t query = queries[q];
                for (int g = 0; g < groups; ++g, query >>= kGroupBits) {
                    const PlaneBlock &combination =
                        block[std::size_t(g) * kCombinations + (query & (kCombinations - 1))];
                    any = _mm512_or_si512(any, _mm512_load_si512(combination.words.data()));
                }
                clashes = _mm512_add_epi64(clashes, _mm512_popcnt_epi64(any));
            }
            if (bucket == 0)
                break;
        }
    }
    alignas(64) std::array<std::uint64_t, 8> lanes {};
    _mm512_store_si512(lanes.data(), clashes);
    for (const std::uint64_t lane : lanes)
        readable -= lane;
    return readable;
}

using ClashCounter = std::uint64_t (*)(const PlaneBlock *, const Sieve &, int,
                                       const std::uint64_t *, std::size_t);

ClashCounter clashCounter()
{
    static const ClashCounter chosen = __builtin_cpu_supports("avx512f")
                                               && __builtin_cpu_supports("avx512vpopcntdq")
                                           ? compatibleAvx512
                                           : compatibleDefault;
    return chosen;
}

// Cloned for 512-bit vectors, chosen by an ifunc resolver that the dynamic loader runs
// before main: under ThreadSanitizer the resolver is instrumented and runs before the
// sanitizer's runtime is ready, and every threaded test died at start-up; there the plain
// version serves (as constellations.cpp chooses its versions by a pointer for the same
// reason).
#if defined(__SANITIZE_THREAD__)
#define NQ_CLONED_FOR_AVX512
#else
#define NQ_CLONED_FOR_AVX512 __attribute__((target_clones("avx512f", "default")))
#endif

// Turns `count` top halves into blocks of combined planes (see kGroupBits): first each plane
// alone, then every combination as a smaller one OR one plane. Every entry is written, so
// the buffer needs no clearing. Cloned for 512-bit vectors, where it is a third of the time.
NQ_CLONED_FOR_AVX512 void buildPlanes(const std::uint64_t *patterns, std::size_t count, int groups,
                                      PlaneBlock *out)
{
    const std::size_t stride = std::size_t(groups) * kCombinations;
    std::array<PlaneBlock, 64> planes;
    for (std::size_t first = 0; first < count; first += 512) {
        planes.fill(PlaneBlock {});
        const std::size_t end = std::min(count, first + 512);
        for (std::size_t i = first; i < end; ++i) {
            const std::uint64_t bit = std::uint64_t(1) << (i % 64);
            for (std::uint64_t mask = patterns[i]; mask; mask &= mask - 1)
                planes[std::size_t(std::countr_zero(mask))].words[(i % 512) / 64] |= bit;
        }
        PlaneBlock *block = out + (first / 512) * stride;
        for (std::size_t group = 0; group < std::size_t(groups); ++group) {
            PlaneBlock *combinations = block + group * kCombinations;
            combinations[0] = PlaneBlock {};
            for (std::size_t c = 1; c < kCombinations; ++c) {
                const PlaneBlock &plane =
                    planes[group * kGroupBits + std::size_t(std::countr_zero(c))];
                const PlaneBlock &rest = combinations[c & (c - 1)];
                for (std::size_t w = 0; w < 8; ++w)
                    combinations[c].words[w] = rest.words[w] | plane.words[w];
            }
        }
    }
}

// A list of half masks with room past its end for one lower band's placements, so that they
// are written without a check each.
class HalfList
{
public:
    void prepare(std::size_t capacity, std::size_t slack)
    {
        if (m_storage.size() < capacity + slack)
            m_storage.resize(capacity + slack);
        m_size = 0;
    }
    std::uint64_t *room() { return m_storage.data() + m_size; }
    void setEnd(const std::uint64_t *end) { m_size = std::size_t(end - m_storage.data()); }
    const std::uint64_t *data() const { return m_storage.data(); }
    std::size_t size() const { return m_size; }
    void clear() { m_size = 0; }

private:
    std::vector<std::uint64_t> m_storage;
    std::size_t m_size = 0;
};

// One thread's buffers for one split at a time: the top halves of a round, their planes,
// and a batch of bottom halves. Kept from task to task so that a count allocates them once.
struct Scratch
{
    HalfList patterns;
    std::vector<std::uint64_t> sorted; // into buckets, padded to whole blocks
    std::vector<PlaneBlock> planes;
    HalfList queries;
};

// Matches the top halves in `patterns` against every bottom half: the compatible pairs.
class Round
{
public:
    Round(const Geometry &geometry, Scratch &scratch, CancelPoll &poll)
        : m_geometry(geometry)
        , m_scratch(scratch)
        , m_poll(poll)
    {
        m_groups = groupsOf(geometry.planes);
        const std::size_t blocks = sortIntoBuckets(scratch);
        scratch.planes.resize(blocks * std::size_t(m_groups) * kCombinations);
        buildPlanes(scratch.sorted.data(), blocks * 512, m_groups, scratch.planes.data());
        scratch.queries.clear();
    }

    std::uint64_t *room() { return m_scratch.queries.room(); }
    bool stopped() const { return m_poll.stopped(); }
    void commit(const std::uint64_t *end)
    {
        m_scratch.queries.setEnd(end);
        if (m_scratch.queries.size() >= HalfBoardSplits::kQueryCapacity)
            flush();
    }

    std::uint64_t compatiblePairs()
    {
        flush();
        return m_compatible;
    }

private:
    // Fills scratch.sorted and m_sieve; returns the blocks.
    std::size_t sortIntoBuckets(Scratch &scratch)
    {
        const std::uint64_t *patterns = scratch.patterns.data();
        const std::size_t count = scratch.patterns.size();
        // About 1,000 halves a bucket: with fewer, the padding would cost more than the
        // buckets save.
        m_sieve.keyBits = 0;
        while (m_sieve.keyBits < kLargestKey && (count >> m_sieve.keyBits) >= 2000)
            ++m_sieve.keyBits;
        std::array<std::uint32_t, 64> frequency {};
        if (m_sieve.keyBits > 0) {
            for (std::size_t i = 0; i < count; ++i) {
                for (std::uint64_t mask = patterns[i]; mask; mask &= mask - 1)
                    ++frequency[std::size_t(std::countr_zero(mask))];
            }
        }
        for (int bit = 0; bit < m_sieve.keyBits; ++bit) {
            const auto most = std::max_element(frequency.begin(), frequency.end());
            m_sieve.keyPlanes[std::size_t(bit)] = int(most - frequency.begin());
            *most = 0;
        }
        const std::size_t buckets = std::size_t(1) << m_sieve.keyBits;
        std::array<std::size_t, kBuckets> size {};
        for (std::size_t i = 0; i < count; ++i)
            ++size[m_sieve.keyOf(patterns[i])];
        m_sieve.firstBlock.fill(0);
        for (std::size_t bucket = 0; bucket < buckets; ++bucket)
            m_sieve.firstBlock[bucket + 1] = m_sieve.firstBlock[bucket]
                                             + std::uint32_t((size[bucket] + 511) / 512);
        const std::size_t blocks = m_sieve.firstBlock[buckets];
        scratch.sorted.assign(blocks * 512, 0);
        std::array<std::size_t, kBuckets> next {};
        for (std::size_t bucket = 0; bucket < buckets; ++bucket)
            next[bucket] = std::size_t(m_sieve.firstBlock[bucket]) * 512;
        for (std::size_t i = 0; i < count; ++i)
            scratch.sorted[next[m_sieve.keyOf(patterns[i])]++] = patterns[i];
        for (std::size_t key = 0; key < buckets; ++key) {
            const std::size_t open = (buckets - 1) & ~key;
            m_sieve.readable[key] = 0;
            for (std::size_t bucket = open;; bucket = (bucket - 1) & open) {
                m_sieve.readable[key] += size[bucket];
                if (bucket == 0)
                    break;
            }
        }
        return blocks;
    }

    void flush()
    {
        HalfList &queries = m_scratch.queries;
        if (m_poll.stopped()) {
            queries.clear(); // the list has room for one more band only
            return;
        }
        if (queries.size() == 0)
            return;
        m_compatible += clashCounter()(m_scratch.planes.data(), m_sieve, m_groups, queries.data(),
                                       queries.size());
        m_poll.stopRequested(int(queries.size() * m_sieve.firstBlock[1 << m_sieve.keyBits]));
        queries.clear();
    }

    const Geometry &m_geometry;
    Scratch &m_scratch;
    CancelPoll &m_poll;
    Sieve m_sieve;
    int m_groups = 0;
    std::uint64_t m_compatible = 0;
};

// Gathers the top halves of a split; a full list is matched at once (`full`), then emptied.
template<typename Full>
class Collector
{
public:
    Collector(HalfList &list, const Full &full, const CancelPoll &poll)
        : m_list(list)
        , m_full(full)
        , m_poll(poll)
    {
    }
    std::uint64_t *room() { return m_list.room(); }
    bool stopped() const { return m_poll.stopped(); }
    void commit(const std::uint64_t *end)
    {
        m_list.setEnd(end);
        if (m_list.size() >= HalfBoardSplits::kPatternCapacity)
            m_full();
    }

private:
    HalfList &m_list;
    const Full &m_full;
    const CancelPoll &m_poll;
};

// The columns seen in a mirror (column c becomes n - 1 - c).
std::uint32_t mirrored(std::uint32_t columns, int n)
{
    std::uint32_t result = 0;
    for (; columns; columns &= columns - 1)
        result |= std::uint32_t(1) << (n - 1 - std::countr_zero(columns));
    return result;
}

// The columns left to the two halves: all but the middle queen's.
Bits halvesColumns(const Geometry &geometry, int middleColumn)
{
    return middleColumn < 0 ? geometry.allColumns
                            : geometry.allColumns & ~(Bits(1) << middleColumn);
}

// A split as one number, to compare the members of an orbit.
std::uint64_t orderKey(int middleColumn, std::uint32_t columns)
{
    return (std::uint64_t(middleColumn + 1) << 32) | columns;
}

} // namespace

bool HalfBoardSplits::suits(int n)
{
    return n >= 2 && n <= kLargestN;
}

namespace {

// The lower band's rows: a little over half the half's rows (measured best at N=16 to 18), so
// that the search above it stops before it is widest; at most 5, which keeps the tables small.
int lowerBandRows(int half)
{
    return std::min(half / 2 + 1, 5);
}

} // namespace

namespace {

// How many placements a lower-band table holds: the same search as makeLowerBands, counted.
std::size_t lowerPlacements(const Geometry &geometry, const std::array<Bits, kMaxN / 2> &blocked,
                            int row, Bits free, Bits falling, Bits rising)
{
    if (row == geometry.half)
        return 1;
    std::size_t count = 0;
    for (Bits open = free & ~(falling | rising | blocked[std::size_t(row)]); open;
         open &= open - 1) {
        const Bits bit = open & (0 - open);
        count += lowerPlacements(geometry, blocked, row + 1, free ^ bit, (falling | bit) << 1,
                                 (rising | bit) >> 1);
    }
    return count;
}

} // namespace

std::size_t HalfBoardSplits::tableBytes(int n)
{
    if (!suits(n))
        return 0;
    // Exact for the tables (counted by their own search, about 50 ms at N=21), a bound for
    // the orbits (every split, as if none shared an orbit).
    const Geometry geometry(n);
    const bool odd = n % 2 != 0;
    const int upperRows = geometry.half - lowerBandRows(geometry.half);
    const std::size_t sets =
        kBinomials.value[std::size_t(n)][std::size_t(geometry.half - upperRows)];
    std::size_t bytes = 0;
    for (int middle = odd ? 0 : -1; middle < (odd ? n : 0); ++middle) {
        const std::size_t placements = lowerPlacements(geometry, geometry.middleAttacks(middle),
                                                       upperRows, geometry.allColumns, 0, 0);
        bytes += (sets + 1) * sizeof(std::uint32_t) + placements * 3 * sizeof(std::uint64_t);
    }
    const std::size_t splits =
        (odd ? std::size_t(n) : 1)
        * kBinomials.value[std::size_t(n - (odd ? 1 : 0))][std::size_t(geometry.half)];
    return bytes + splits * sizeof(HalfBoardSplit);
}

HalfBoardSplits::HalfBoardSplits(int n)
    : m_n(n)
{
    if (!suits(n))
        return;
    const Geometry geometry(n);
    const int half = geometry.half;
    const bool odd = n % 2 != 0;
    m_upperRows = half - lowerBandRows(half);
    for (int middle = odd ? 0 : -1; middle < (odd ? n : 0); ++middle) {
        m_lowerBands.push_back(makeLowerBands(geometry, m_upperRows, middle));
        const std::vector<std::uint32_t> &start = m_lowerBands.back().start;
        for (std::size_t set = 0; set + 1 < start.size(); ++set)
            m_largestBand = std::max<std::size_t>(m_largestBand, start[set + 1] - start[set]);
    }
    for (int middle = odd ? 0 : -1; middle < (odd ? n : 0); ++middle) {
        const Bits columns = halvesColumns(geometry, middle);
        const int otherMiddle = middle < 0 ? -1 : n - 1 - middle;
        const Bits otherColumns = halvesColumns(geometry, otherMiddle);
        // Every set of `half` of the free columns, by Gosper's rule over their ranks.
        const int free = n - (odd ? 1 : 0);
        for (std::uint32_t ranks = (std::uint32_t(1) << half) - 1;
             ranks < (std::uint32_t(1) << free);) {
            const std::uint32_t low = middle < 0 ? ranks
                                                 : ranks & ((std::uint32_t(1) << middle) - 1);
            const std::uint32_t top = middle < 0 ? ranks : low | ((ranks ^ low) << 1);
            const std::array<std::uint64_t, 4> orbit = {
                orderKey(middle, top), orderKey(middle, columns & ~top),
                orderKey(otherMiddle, mirrored(top, n)),
                orderKey(otherMiddle, otherColumns & ~mirrored(top, n))};
            if (orbit[0] == *std::min_element(orbit.begin(), orbit.end())) {
                std::array<std::uint64_t, 4> distinct = orbit;
                std::sort(distinct.begin(), distinct.end());
                const auto members = std::unique(distinct.begin(), distinct.end())
                                     - distinct.begin();
                m_splits.push_back({top, std::int8_t(middle), std::uint8_t(members)});
            }
            const std::uint32_t lowest = ranks & (0 - ranks);
            const std::uint32_t carried = ranks + lowest;
            ranks = carried | (((carried ^ ranks) >> 2) / lowest);
            if (half == 0)
                break;
        }
    }
}

std::uint64_t HalfBoardSplits::count(const HalfBoardSplit &split, CancelPoll &poll) const
{
    if (!suits(m_n))
        return 0;
    thread_local Scratch scratch;
    // Built per call: a few hundred stores, nothing beside the matching.
    const Geometry geometry(m_n);
    const std::array<Bits, kMaxN / 2> blocked = geometry.middleAttacks(split.middleColumn);
    const Bits bottomColumns = halvesColumns(geometry, split.middleColumn) & ~split.topColumns;
    const LowerBands &lower = m_lowerBands[std::size_t(std::max(0, int(split.middleColumn)))];
    scratch.patterns.prepare(kPatternCapacity, m_largestBand);
    scratch.queries.prepare(kQueryCapacity, m_largestBand);
    std::uint64_t pairs = 0;
    const auto matchRound = [&] {
        if (poll.stopped()) {
            scratch.patterns.clear(); // the list has room for one more band only
            return;
        }
        Round round(geometry, scratch, poll);
        listHalves<true>(geometry, lower, blocked, m_upperRows, 0, bottomColumns, 0, 0, 0, round);
        pairs += round.compatiblePairs();
        scratch.patterns.clear();
    };
    Collector collect(scratch.patterns, matchRound, poll);
    listHalves<false>(geometry, lower, blocked, m_upperRows, 0, split.topColumns, 0, 0, 0, collect);
    if (scratch.patterns.size() != 0)
        matchRound();
    return pairs * split.weight;
}

std::size_t HalfBoardSplits::scratchBytes(int n)
{
    const std::size_t groups = std::size_t(groupsOf(std::max(0, 4 * (n / 2) - 2)));
    // The slack past each list: at most every order of the lower band's columns.
    std::size_t slack = 1;
    for (int row = 1; row <= n / 4; ++row)
        slack *= std::size_t(row);
    return (2 * kPatternCapacity + kBuckets * 512 + kQueryCapacity + 2 * slack)
               * sizeof(std::uint64_t)
           + (kPatternCapacity / 512 + kBuckets) * groups * kCombinations * sizeof(PlaneBlock);
}

RotationSymmetricCount countRotationSymmetric(int n, int firstRowColumn, CancelPoll &poll)
{
    RotationSymmetricCount result;
    if (n < 1 || n > kMaxN || firstRowColumn < 0 || firstRowColumn >= n)
        return result;
    const int half = n / 2;
    if (half == 0) // N = 1: the one queen is its own image under every turn
        return firstRowColumn == 0 ? RotationSymmetricCount {1, 1} : result;
    std::array<int, kMaxN> cols {};
    std::uint32_t columns = 0;
    std::uint64_t falling = 0; // column - row + n - 1
    std::uint64_t rising = 0; // column + row
    if (n % 2 != 0) {
        // A half turn keeps the middle row, so its queen is its own image: the centre.
        cols[std::size_t(half)] = half;
        columns |= std::uint32_t(1) << half;
        falling |= std::uint64_t(1) << (n - 1);
        rising |= std::uint64_t(1) << (2 * half);
    }
    // Places (row, col) and its image (n - 1 - row, n - 1 - col) together, row by row.
    const auto place = [&](const auto &self, int row) -> void {
        if (row == half) {
            ++result.halfTurn;
            bool quarter = true;
            for (int r = 0; r < n && quarter; ++r)
                quarter = cols[std::size_t(cols[std::size_t(r)])] == n - 1 - r;
            result.quarterTurn += quarter ? 1 : 0;
            return;
        }
        if (poll.stopRequested())
            return;
        const int from = row == 0 ? firstRowColumn : 0;
        const int to = row == 0 ? firstRowColumn + 1 : n;
        for (int col = from; col < to; ++col) {
            const int imageRow = n - 1 - row;
            const int imageCol = n - 1 - col;
            const std::uint32_t used = (std::uint32_t(1) << col) | (std::uint32_t(1) << imageCol);
            const std::uint64_t fallingBits = (std::uint64_t(1) << (col - row + n - 1))
                                              | (std::uint64_t(1) << (imageCol - imageRow + n - 1));
            const std::uint64_t risingBits = (std::uint64_t(1) << (col + row))
                                             | (std::uint64_t(1) << (imageCol + imageRow));
            // A queen and its image on one line show as a single bit: they attack each other.
            if (col == imageCol || std::popcount(fallingBits) == 1 || std::popcount(risingBits) == 1
                || (columns & used) || (falling & fallingBits) || (rising & risingBits))
                continue;
            cols[std::size_t(row)] = col;
            cols[std::size_t(imageRow)] = imageCol;
            columns |= used;
            falling |= fallingBits;
            rising |= risingBits;
            self(self, row + 1);
            columns &= ~used;
            falling &= ~fallingBits;
            rising &= ~risingBits;
        }
    };
    place(place, 0);
    return result;
}

} // namespace nq
