#pragma once

#include <array>
#include <cstdint>
#include <optional>

namespace nq {

// How many solutions the N-Queens puzzle has, for N = 0..27 (OEIS A000170, the largest N
// counted so far): what a trace too long to search again is compared with. Stateless: any
// thread.
inline std::optional<std::uint64_t> knownSolutionCount(int n)
{
    static constexpr std::array<std::uint64_t, 28> kCounts = {
        1ULL,
        1ULL,
        0ULL,
        0ULL,
        2ULL,
        10ULL,
        4ULL,
        40ULL,
        92ULL,
        352ULL,
        724ULL,
        2680ULL,
        14200ULL,
        73712ULL,
        365596ULL,
        2279184ULL,
        14772512ULL,
        95815104ULL,
        666090624ULL,
        4968057848ULL,
        39029188884ULL,
        314666222712ULL,
        2691008701644ULL,
        24233937684440ULL,
        227514171973736ULL,
        2207893435808352ULL,
        22317699616364044ULL,
        234907967154122528ULL,
    };
    if (n < 0 || n >= int(kCounts.size()))
        return std::nullopt;
    return kCounts[std::size_t(n)];
}

} // namespace nq
