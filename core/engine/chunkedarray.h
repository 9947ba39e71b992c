#pragma once

#include <atomic>
#include <cstdint>
#include <memory>

#include "systemmemory.h"

namespace nq {

// An append-only array of fixed-size records in chunks that never move: one writer thread
// appends, any number of readers read indices below a size() they observed, without locks.
// `recordBytes` bytes per record; the table of chunk pointers is sized for `capacity` records.
// Chunks are mapped from the system, not taken from malloc, so that a dropped array's memory
// goes back at once: after glibc's allocator has freed one large array's chunks it serves the
// next array's from its heaps, which it keeps, and a window listing N=16 a second time held
// both lists' memory (499 MB instead of 268).
class ChunkedArray
{
public:
    static constexpr std::uint64_t kRecordsPerChunk = 1u << 15;

    ChunkedArray(int recordBytes, std::uint64_t capacity)
        : m_recordBytes(recordBytes)
        , m_capacity(capacity)
        , m_chunkCount((capacity + kRecordsPerChunk - 1) / kRecordsPerChunk)
        , m_chunks(std::make_unique<std::atomic<std::uint8_t *>[]>(m_chunkCount))
    {
        for (std::uint64_t i = 0; i < m_chunkCount; ++i)
            m_chunks[i].store(nullptr, std::memory_order_relaxed);
    }
    ~ChunkedArray()
    {
        for (std::uint64_t i = 0; i < m_chunkCount; ++i)
            if (std::uint8_t *chunk = m_chunks[i].load(std::memory_order_relaxed))
                releaseSystemMemory(chunk, chunkBytes());
    }
    ChunkedArray(const ChunkedArray &) = delete;
    ChunkedArray &operator=(const ChunkedArray &) = delete;

    std::uint64_t size() const { return m_size.load(std::memory_order_acquire); }
    std::uint64_t capacity() const { return m_capacity; }
    int recordBytes() const { return m_recordBytes; }

    // Writer: the slot for the next record, or nullptr when full. publish() makes it readable.
    std::uint8_t *reserveNext()
    {
        const std::uint64_t index = m_size.load(std::memory_order_relaxed);
        if (index >= m_capacity)
            return nullptr;
        std::atomic<std::uint8_t *> &chunk = m_chunks[index / kRecordsPerChunk];
        if (!chunk.load(std::memory_order_relaxed))
            chunk.store(mapChunk(), std::memory_order_release);
        return record(index);
    }
    void publish()
    {
        m_size.store(m_size.load(std::memory_order_relaxed) + 1, std::memory_order_release);
    }

    std::uint8_t *record(std::uint64_t index) const
    {
        std::uint8_t *chunk = m_chunks[index / kRecordsPerChunk].load(std::memory_order_acquire);
        return chunk + (index % kRecordsPerChunk) * m_recordBytes;
    }

    // Writer: whether the next record needs a chunk of chunkBytes() not allocated yet.
    bool nextNeedsChunk() const
    {
        return m_size.load(std::memory_order_relaxed) % kRecordsPerChunk == 0;
    }
    std::uint64_t chunkBytes() const { return kRecordsPerChunk * std::uint64_t(m_recordBytes); }

    std::uint64_t memoryBytes() const
    {
        const std::uint64_t chunks = (size() + kRecordsPerChunk - 1) / kRecordsPerChunk;
        return chunks * kRecordsPerChunk * m_recordBytes + m_chunkCount * sizeof(void *);
    }

private:
    std::uint8_t *mapChunk() const
    {
        return static_cast<std::uint8_t *>(reserveSystemMemory(chunkBytes()));
    }

    const int m_recordBytes;
    const std::uint64_t m_capacity;
    const std::uint64_t m_chunkCount;
    std::unique_ptr<std::atomic<std::uint8_t *>[]> m_chunks;
    std::atomic<std::uint64_t> m_size {0};
};

} // namespace nq
