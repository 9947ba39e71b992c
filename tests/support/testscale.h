#pragma once

// How far the long tests go. The Release suite runs every count in full; a sanitizer build
// (NQUEENS_SANITIZED, set by tests/CMakeLists.txt when NQUEENS_SANITIZE is on) runs 5 to 50
// times slower, and its faults (a bad index, a leak, a race) show on small boards as well as
// on large ones, so there the long loops stop earlier. Nothing else differs.

namespace nq::testing {

#ifdef NQUEENS_SANITIZED
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif

// The largest N whose whole search the stepper counts in every order and check.
constexpr int kLargestSteppedN = kSanitized ? 10 : 14;

// Returns `full` in the Release suite and `sanitized` under the sanitizers.
constexpr int releaseOr(int full, int sanitized)
{
    return kSanitized ? sanitized : full;
}

} // namespace nq::testing
