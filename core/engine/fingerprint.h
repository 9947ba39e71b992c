#pragma once

#include <cstdint>
#include <string_view>

namespace nq {

// FNV-1a, 64 bits: the same bytes in the same order give the same value on every run and
// every machine. Names a count's task list (CountPlan), checks a checkpoint's text
// (CountLedger) and lets tests compare what a run showed. A plain value; any thread.
class Fingerprint
{
public:
    // A whole number, as its 8 bytes from the lowest.
    void add(std::uint64_t value)
    {
        for (int byte = 0; byte < 8; ++byte)
            addByte(static_cast<unsigned char>(value >> (8 * byte)));
    }
    void addBytes(std::string_view bytes)
    {
        for (const char c : bytes)
            addByte(static_cast<unsigned char>(c));
    }
    template<typename Values>
    void addAll(const Values &values)
    {
        for (const auto value : values)
            add(static_cast<std::uint64_t>(value));
    }
    std::uint64_t value() const { return m_hash; }

private:
    void addByte(unsigned char byte)
    {
        m_hash ^= byte;
        m_hash *= 0x100000001b3ULL;
    }

    std::uint64_t m_hash = 0xcbf29ce484222325ULL;
};

} // namespace nq
