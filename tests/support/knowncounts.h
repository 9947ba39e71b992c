#pragma once

// Known answers the tests check against.
#include <array>
#include <cstdint>

namespace nq::known {

// OEIS A000170: number of ways to place n non-attacking queens on an n x n board, n = 0..20.
constexpr std::array<std::uint64_t, 21> kSolutions = {1,
                                                      1,
                                                      0,
                                                      0,
                                                      2,
                                                      10,
                                                      4,
                                                      40,
                                                      92,
                                                      352,
                                                      724,
                                                      2680,
                                                      14200,
                                                      73712,
                                                      365596,
                                                      2279184,
                                                      14772512,
                                                      95815104,
                                                      666090624,
                                                      4968057848ULL,
                                                      39029188884ULL};

// OEIS A002562: number of solutions distinct under the 8 symmetries of the board, n = 0..20.
constexpr std::array<std::uint64_t, 21> kFundamental = {
    1,   1,    0,    0,     1,      2,       1,        6,        12,           46,           92,
    341, 1787, 9233, 45752, 285053, 1846955, 11977939, 83263591, 621012754ULL, 4878666808ULL};

} // namespace nq::known
