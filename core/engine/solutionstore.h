#pragma once

#include "chunkedarray.h"
#include "searchtypes.h"

#include <atomic>
#include <cstdint>
#include <optional>

namespace nq {

// One symmetry class: its first-found member and how many distinct images it has.
struct SymmetryClass
{
    std::uint32_t firstSolution = 0;
    std::uint8_t size = 0; // 8, 4 or 2 (1 for N=1)
};

// Solutions packed compactly (up to N=20 as the rank of the permutation, 6 bytes at N=16; a
// byte per queen above), each with the number of its symmetry class, plus the table of classes in order of first appearance.
// Append-only: one writer thread appends; any number of reader threads read by index at the
// same time, below the sizes they last observed. Appends past the capacity, or past the memory
// budget (solutions and classes together, checked a chunk at a time), are refused (the caller
// keeps counting and says so).
class SolutionStore
{
public:
    static constexpr std::uint64_t kSolutionsPerChunk = ChunkedArray::kRecordsPerChunk;
    static constexpr std::uint64_t kMaxCapacity = 0xFFFFFFFFu;

    static constexpr std::uint64_t kNoBudget = ~std::uint64_t {0};

    explicit SolutionStore(int n, std::uint64_t capacity = kMaxCapacity,
                           std::uint64_t memoryBudget = kNoBudget);

    int boardSize() const { return m_n; }
    int bytesPerSolution() const { return m_bytesPerSolution; }
    // The bytes one solution of N takes in a store, its class number included.
    static int recordBytes(int n);
    std::uint64_t capacity() const { return m_solutions.capacity(); }

    // Writer thread only: a solution, so a permutation of 0..N-1. Returns false (and stores
    // nothing) when the store is full.
    bool append(const Placement &placement, std::uint32_t classId = 0);
    // Writer thread only: a class met for the first time. Its first solution must follow (or
    // precede) it: ask hasRoomForAnother() before recording a class ahead of its solution.
    bool appendClass(const SymmetryClass &symmetryClass);
    // Writer thread only: whether one more solution (and its class) fits; when not, the store
    // is full from then on.
    bool hasRoomForAnother();

    // Any thread.
    std::uint64_t size() const { return m_solutions.size(); }
    bool isFull() const
    {
        return m_outOfBudget.load(std::memory_order_acquire) || size() >= capacity();
    }
    std::uint64_t classCount() const { return m_classes.size(); }
    // Any thread, index below a size() (classCount()) it observed.
    Placement at(std::uint64_t index) const;
    std::uint32_t classIdAt(std::uint64_t index) const;
    // For a store filled in lexicographic order (the row-order search's), the first index
    // below `size` whose solution is not before `placement`, by binary search. Any thread,
    // `size` at most a size() it observed.
    std::uint64_t lowerBoundInOrder(const Placement &placement, std::uint64_t size) const;
    // The same, but only where that index holds `placement` itself.
    std::optional<std::uint64_t> findInOrder(const Placement &placement, std::uint64_t size) const;
    SymmetryClass classAt(std::uint64_t classId) const;

    // Bytes held for solutions and classes.
    std::uint64_t memoryBytes() const
    {
        return m_solutions.memoryBytes() + m_classes.memoryBytes();
    }

private:
    // Below, equal or above zero as the solution at `index` comes before, is or comes after
    // `placement` (whose rank is given up to N=20).
    int compareWithStored(std::uint64_t index, const Placement &placement,
                          std::uint64_t rank) const;

    const int m_n;
    const int m_bytesPerSolution;
    const std::uint64_t m_memoryBudget;
    ChunkedArray m_solutions;
    ChunkedArray m_classes;
    std::atomic<bool> m_outOfBudget {false};
    std::uint64_t m_roomCheckedAt = ~std::uint64_t {0}; // writer: the size at the last check
};

// The classes whose first member is among the first `solutions` of the store: classes are
// numbered in order of their first member, so a binary search finds them. Any thread, as at().
inline std::uint64_t classesAmongFirst(const SolutionStore &store, std::uint64_t solutions)
{
    std::uint64_t low = 0;
    std::uint64_t high = store.classCount();
    while (low < high) {
        const std::uint64_t mid = (low + high) / 2;
        if (store.classAt(mid).firstSolution < solutions)
            low = mid + 1;
        else
            high = mid;
    }
    return low;
}

} // namespace nq
