#pragma once

#include "chunkedarray.h"
#include "searchtypes.h"

#include <cstdint>

namespace nq {

// One symmetry class: its first-found member and how many distinct images it has.
struct SymmetryClass
{
    std::uint32_t firstSolution = 0;
    std::uint8_t size = 0; // 8, 4 or 2 (1 for N=1)
};

// Solutions packed compactly (half a byte per queen up to N=16, a byte above), each with the
// number of its symmetry class, plus the table of classes in order of first appearance.
// Append-only: one writer thread appends; any number of reader threads read by index at the
// same time, below the sizes they last observed. Appends past the capacity are refused (the
// caller keeps counting and says so).
class SolutionStore
{
public:
    static constexpr std::uint64_t kSolutionsPerChunk = ChunkedArray::kRecordsPerChunk;
    static constexpr std::uint64_t kMaxCapacity = 0xFFFFFFFFu;

    explicit SolutionStore(int n, std::uint64_t capacity = kMaxCapacity);

    int boardSize() const { return m_n; }
    int bytesPerSolution() const { return m_bytesPerSolution; }
    std::uint64_t capacity() const { return m_solutions.capacity(); }

    // Writer thread only. Returns false (and stores nothing) when the store is full.
    bool append(const Placement &placement, std::uint32_t classId = 0);
    // Writer thread only: a class met for the first time.
    bool appendClass(const SymmetryClass &symmetryClass);

    // Any thread.
    std::uint64_t size() const { return m_solutions.size(); }
    bool isFull() const { return size() >= capacity(); }
    std::uint64_t classCount() const { return m_classes.size(); }
    // Any thread, index below a size() (classCount()) it observed.
    Placement at(std::uint64_t index) const;
    std::uint32_t classIdAt(std::uint64_t index) const;
    SymmetryClass classAt(std::uint64_t classId) const;

    // Bytes held for solutions and classes.
    std::uint64_t memoryBytes() const
    {
        return m_solutions.memoryBytes() + m_classes.memoryBytes();
    }

private:
    const int m_n;
    const int m_bytesPerSolution;
    ChunkedArray m_solutions;
    ChunkedArray m_classes;
};

} // namespace nq
