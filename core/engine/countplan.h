#pragma once

#include "constellations.h"
#include "searchresults.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace nq {

// A count of N cut into tasks that may run in any order, on any thread or machine, each to a
// result of its own: N's start constellations, one per symmetry class (one task for N <= 5).
// What a resumable count (CountLedger, --checkpoint) and a count across MPI ranks share: every
// process that builds the plan of the same N gets the same tasks in the same order, and the
// fingerprint proves it. Built on the calling thread (about 0.2 s at N=32); const afterwards,
// so any number of threads may run its tasks at once.
class CountPlan
{
public:
    // An empty plan (no tasks, complete() false) when `cancel` was raised while building it;
    // `waiting` is called about every 50 ms meanwhile.
    explicit CountPlan(int n, const std::atomic<bool> *cancel = nullptr,
                       const std::function<void()> &waiting = {});

    // The most tasks a plan of N can have (one per start constellation, and a constellation
    // is four border queens, so N^4; 1 for N <= 5): what a checkpoint may claim at most.
    static std::size_t largestTaskCount(int n);

    int n() const { return m_n; }
    std::size_t taskCount() const { return m_taskCount; }
    // False when building the plan was cancelled, or N is outside 1..32.
    bool complete() const { return m_complete; }
    // Names the task list: the same N cut the same way gives the same value, so a checkpoint
    // written by a version that cuts the count differently is recognised and refused.
    std::uint64_t fingerprint() const { return m_fingerprint; }

    // Runs task `index` on the calling thread. `cancelled` in the result (and its numbers
    // partial) when `cancel` was raised before the task ended.
    CountResult run(std::size_t index, const std::atomic<bool> *cancel = nullptr) const;

private:
    int m_n = 0;
    bool m_complete = false;
    std::size_t m_taskCount = 0;
    std::uint64_t m_fingerprint = 0;
    std::vector<Constellation> m_constellations; // empty for N <= 5
};

} // namespace nq
