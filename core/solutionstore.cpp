#include "solutionstore.h"

#include <algorithm>

namespace nq {

namespace {
int packedBytes(int n)
{
    return n <= 16 ? (n + 1) / 2 : n;
}
} // namespace

SolutionStore::SolutionStore(int n, std::uint64_t capacity)
    : m_n(n)
    , m_bytesPerSolution(packedBytes(n))
    , m_capacity(capacity)
{
    m_chunkCount = (capacity + kSolutionsPerChunk - 1) / kSolutionsPerChunk;
    m_chunks = std::make_unique<std::atomic<std::uint8_t *>[]>(m_chunkCount);
    for (std::uint64_t i = 0; i < m_chunkCount; ++i)
        m_chunks[i].store(nullptr, std::memory_order_relaxed);
}

SolutionStore::~SolutionStore()
{
    for (std::uint64_t i = 0; i < m_chunkCount; ++i)
        delete[] m_chunks[i].load(std::memory_order_relaxed);
}

std::uint8_t *SolutionStore::slot(std::uint64_t index) const
{
    std::uint8_t *chunk = m_chunks[index / kSolutionsPerChunk].load(std::memory_order_acquire);
    return chunk + (index % kSolutionsPerChunk) * m_bytesPerSolution;
}

bool SolutionStore::append(const Placement &placement)
{
    return append(placement.cols.data());
}

bool SolutionStore::append(const std::int8_t *cols)
{
    const std::uint64_t index = m_size.load(std::memory_order_relaxed);
    if (index >= m_capacity)
        return false;
    const std::uint64_t chunkIndex = index / kSolutionsPerChunk;
    if (!m_chunks[chunkIndex].load(std::memory_order_relaxed)) {
        auto *chunk = new std::uint8_t[kSolutionsPerChunk * m_bytesPerSolution];
        m_chunks[chunkIndex].store(chunk, std::memory_order_release);
    }
    std::uint8_t *out = slot(index);
    if (m_n <= 16) {
        for (int r = 0; r < m_n; r += 2) {
            const std::uint8_t low = static_cast<std::uint8_t>(cols[r]) & 0x0F;
            const std::uint8_t high = r + 1 < m_n ? static_cast<std::uint8_t>(cols[r + 1]) & 0x0F : 0;
            out[r / 2] = static_cast<std::uint8_t>(low | (high << 4));
        }
    } else {
        for (int r = 0; r < m_n; ++r)
            out[r] = static_cast<std::uint8_t>(cols[r]);
    }
    m_size.store(index + 1, std::memory_order_release);
    return true;
}

Placement SolutionStore::at(std::uint64_t index) const
{
    Placement p(m_n);
    const std::uint8_t *in = slot(index);
    if (m_n <= 16) {
        for (int r = 0; r < m_n; ++r) {
            const std::uint8_t byte = in[r / 2];
            p.cols[r] = static_cast<std::int8_t>((r % 2) ? (byte >> 4) : (byte & 0x0F));
        }
    } else {
        for (int r = 0; r < m_n; ++r)
            p.cols[r] = static_cast<std::int8_t>(in[r]);
    }
    return p;
}

std::uint64_t SolutionStore::memoryBytes() const
{
    const std::uint64_t used = (size() + kSolutionsPerChunk - 1) / kSolutionsPerChunk;
    return used * kSolutionsPerChunk * m_bytesPerSolution + m_chunkCount * sizeof(void *);
}

} // namespace nq
