#include "solutionstore.h"

#include <algorithm>
#include <cstring>

namespace nq {

namespace {
int packedBytes(int n)
{
    return n <= 16 ? (n + 1) / 2 : n;
}
constexpr int kClassIdBytes = sizeof(std::uint32_t);
constexpr int kClassRecordBytes = sizeof(std::uint32_t) + 1;
} // namespace

SolutionStore::SolutionStore(int n, std::uint64_t capacity)
    : m_n(n)
    , m_bytesPerSolution(packedBytes(n))
    , m_solutions(packedBytes(n) + kClassIdBytes, std::min(capacity, kMaxCapacity))
    , m_classes(kClassRecordBytes, std::min(capacity, kMaxCapacity))
{
}

bool SolutionStore::append(const Placement &placement, std::uint32_t classId)
{
    std::uint8_t *out = m_solutions.reserveNext();
    if (!out)
        return false;
    const auto &cols = placement.cols;
    if (m_n <= 16) {
        for (int r = 0; r < m_n; r += 2) {
            const std::uint8_t low = static_cast<std::uint8_t>(cols[r]) & 0x0F;
            const std::uint8_t high = r + 1 < m_n ? static_cast<std::uint8_t>(cols[r + 1]) & 0x0F
                                                  : 0;
            out[r / 2] = static_cast<std::uint8_t>(low | (high << 4));
        }
    } else {
        for (int r = 0; r < m_n; ++r)
            out[r] = static_cast<std::uint8_t>(cols[r]);
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
