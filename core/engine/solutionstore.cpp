#include "solutionstore.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstring>

namespace nq {

namespace {
// Up to N=20 a solution, a permutation of 0..N-1, is kept as its rank among all N! of them
// (its Lehmer code read as one mixed-radix number): the fewest bytes that hold N! - 1, e.g. 6
// at N=16 instead of 8 at half a byte a queen, 7 at N=17 instead of 17. Above 20, N! exceeds
// 64 bits and each queen takes a byte.
constexpr int kMaxRankedN = 20;

int packedBytes(int n)
{
    if (n > kMaxRankedN)
        return n;
    std::uint64_t factorial = 1;
    for (int k = 2; k <= n; ++k)
        factorial *= std::uint64_t(k);
    int bytes = 1;
    while (bytes < 8 && (factorial - 1) >> (8 * bytes) != 0)
        ++bytes;
    return bytes;
}

// The rank of a permutation: digit r is how many columns below cols[r] rows 0..r-1 left free,
// in base N - r.
std::uint64_t rankOf(const std::int8_t *cols, int n)
{
    std::uint32_t used = 0;
    std::uint64_t rank = 0;
    for (int r = 0; r < n; ++r) {
        const auto column = static_cast<std::uint32_t>(cols[r]);
        assert(column < std::uint32_t(n) && !(used >> column & 1u)); // a permutation
        const auto smallerFree = column - std::uint32_t(std::popcount(used & ((1u << column) - 1)));
        rank = rank * std::uint64_t(n - r) + smallerFree;
        used |= 1u << column;
    }
    return rank;
}

void unrank(std::uint64_t rank, int n, std::int8_t *cols)
{
    std::array<std::uint32_t, kMaxRankedN> digits {};
    for (int r = n - 1; r >= 0; --r) {
        digits[r] = std::uint32_t(rank % std::uint64_t(n - r));
        rank /= std::uint64_t(n - r);
    }
    std::uint32_t free = (1u << n) - 1u; // n <= 20
    for (int r = 0; r < n; ++r) {
        std::uint32_t candidates = free;
        for (std::uint32_t skip = 0; skip < digits[r]; ++skip)
            candidates &= candidates - 1; // drop the lowest free column
        const int column = std::countr_zero(candidates);
        cols[r] = static_cast<std::int8_t>(column);
        free &= ~(1u << column);
    }
}

constexpr int kClassIdBytes = sizeof(std::uint32_t);
constexpr int kClassRecordBytes = sizeof(std::uint32_t) + 1;
} // namespace

int SolutionStore::recordBytes(int n)
{
    return packedBytes(n) + kClassIdBytes;
}

SolutionStore::SolutionStore(int n, std::uint64_t capacity, std::uint64_t memoryBudget)
    : m_n(n)
    , m_bytesPerSolution(packedBytes(n))
    , m_memoryBudget(memoryBudget)
    , m_solutions(packedBytes(n) + kClassIdBytes, std::min(capacity, kMaxCapacity))
    , m_classes(kClassRecordBytes, std::min(capacity, kMaxCapacity))
{
}

bool SolutionStore::hasRoomForAnother()
{
    if (isFull())
        return false;
    if (m_roomCheckedAt == size())
        return true; // asked before a class; the solution follows
    // A new chunk of solutions is taken only if a chunk of classes still fits beside it: at
    // most one chunk's worth of solutions, so of new classes, comes before the next check.
    if (m_memoryBudget != kNoBudget && m_solutions.nextNeedsChunk()
        && memoryBytes() + m_solutions.chunkBytes() + m_classes.chunkBytes() > m_memoryBudget) {
        m_outOfBudget.store(true, std::memory_order_release);
        return false;
    }
    m_roomCheckedAt = size();
    return true;
}

bool SolutionStore::append(const Placement &placement, std::uint32_t classId)
{
    if (!hasRoomForAnother())
        return false;
    std::uint8_t *out = m_solutions.reserveNext();
    if (!out)
        return false;
    if (m_n <= kMaxRankedN) {
        const std::uint64_t rank = rankOf(placement.cols.data(), m_n);
        for (int b = 0; b < m_bytesPerSolution; ++b)
            out[b] = static_cast<std::uint8_t>(rank >> (8 * b));
    } else {
        for (int r = 0; r < m_n; ++r)
            out[r] = static_cast<std::uint8_t>(placement.cols[r]);
    }
    std::memcpy(out + m_bytesPerSolution, &classId, kClassIdBytes);
    m_solutions.publish();
    return true;
}

bool SolutionStore::appendClass(const SymmetryClass &symmetryClass)
{
    std::uint8_t *out = m_classes.reserveNext();
    if (!out)
        return false;
    std::memcpy(out, &symmetryClass.firstSolution, sizeof symmetryClass.firstSolution);
    out[sizeof symmetryClass.firstSolution] = symmetryClass.size;
    m_classes.publish();
    return true;
}

Placement SolutionStore::at(std::uint64_t index) const
{
    Placement p(m_n);
    const std::uint8_t *in = m_solutions.record(index);
    if (m_n <= kMaxRankedN) {
        std::uint64_t rank = 0;
        for (int b = 0; b < m_bytesPerSolution; ++b)
            rank |= std::uint64_t(in[b]) << (8 * b);
        unrank(rank, m_n, p.cols.data());
    } else {
        for (int r = 0; r < m_n; ++r)
            p.cols[r] = static_cast<std::int8_t>(in[r]);
    }
    return p;
}

int SolutionStore::compareWithStored(std::uint64_t index, const Placement &placement,
                                     std::uint64_t rank) const
{
    // Lexicographic order of the queens' columns is the order of the ranks, and of the bytes
    // above N=20 (each queen's column as one byte).
    const std::uint8_t *in = m_solutions.record(index);
    if (m_n > kMaxRankedN)
        return std::memcmp(in, placement.cols.data(), std::size_t(m_n));
    std::uint64_t stored = 0;
    for (int b = 0; b < m_bytesPerSolution; ++b)
        stored |= std::uint64_t(in[b]) << (8 * b);
    return stored < rank ? -1 : stored > rank ? 1 : 0;
}

std::uint64_t SolutionStore::lowerBoundInOrder(const Placement &placement, std::uint64_t size) const
{
    const std::uint64_t rank = m_n <= kMaxRankedN ? rankOf(placement.cols.data(), m_n) : 0;
    std::uint64_t low = 0;
    std::uint64_t high = size;
    while (low < high) {
        const std::uint64_t middle = low + (high - low) / 2;
        if (compareWithStored(middle, placement, rank) < 0)
            low = middle + 1;
        else
            high = middle;
    }
    return low;
}

std::optional<std::uint64_t> SolutionStore::findInOrder(const Placement &placement,
                                                        std::uint64_t size) const
{
    const std::uint64_t at = lowerBoundInOrder(placement, size);
    const std::uint64_t rank = m_n <= kMaxRankedN ? rankOf(placement.cols.data(), m_n) : 0;
    if (at < size && compareWithStored(at, placement, rank) == 0)
        return at;
    return std::nullopt;
}

std::uint32_t SolutionStore::classIdAt(std::uint64_t index) const
{
    std::uint32_t id = 0;
    std::memcpy(&id, m_solutions.record(index) + m_bytesPerSolution, kClassIdBytes);
    return id;
}

SymmetryClass SolutionStore::classAt(std::uint64_t classId) const
{
    SymmetryClass symmetryClass;
    const std::uint8_t *in = m_classes.record(classId);
    std::memcpy(&symmetryClass.firstSolution, in, sizeof symmetryClass.firstSolution);
    symmetryClass.size = in[sizeof symmetryClass.firstSolution];
    return symmetryClass;
}

} // namespace nq
