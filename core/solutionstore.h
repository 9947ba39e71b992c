#pragma once

#include "searchtypes.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace nq {

// Solutions packed compactly (half a byte per queen up to N=16, a byte above), in chunks
// that never move once written. One writer thread appends; any number of reader threads
// read by index at the same time, up to the size they last observed. Appends past the
// capacity are refused (the caller keeps counting and says so).
class SolutionStore
{
public:
    static constexpr std::uint64_t kSolutionsPerChunk = 1u << 15;

    explicit SolutionStore(int n, std::uint64_t capacity = std::uint64_t{1} << 32);
    ~SolutionStore();
    SolutionStore(const SolutionStore &) = delete;
    SolutionStore &operator=(const SolutionStore &) = delete;

    int boardSize() const { return m_n; }
    int bytesPerSolution() const { return m_bytesPerSolution; }
    std::uint64_t capacity() const { return m_capacity; }

    // Writer thread only. Returns false (and stores nothing) when the store is full.
    bool append(const Placement &placement);
    bool append(const std::int8_t *cols);
    // Number of solutions readable now (any thread).
    std::uint64_t size() const { return m_size.load(std::memory_order_acquire); }
    bool isFull() const { return size() >= m_capacity; }
    // Any thread, index < a size() it observed.
    Placement at(std::uint64_t index) const;
    // Bytes held for solution data.
    std::uint64_t memoryBytes() const;

private:
    std::uint8_t *slot(std::uint64_t index) const;

    const int m_n;
    const int m_bytesPerSolution;
    const std::uint64_t m_capacity;
    std::unique_ptr<std::atomic<std::uint8_t *>[]> m_chunks;
    std::uint64_t m_chunkCount = 0;
    std::atomic<std::uint64_t> m_size{0};
};

} // namespace nq
