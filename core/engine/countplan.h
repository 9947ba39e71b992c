#pragma once

#include "constellations.h"
#include "halfboards.h"
#include "searchresults.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace nq {

// How a count is cut: by start constellations (constellations.h, any N), or by half boards
// (halfboards.h: from N=16 to 21 several times faster, when its tables fit the memory).
enum class CountMethod { Automatic, Constellations, HalfBoards };

// A count of N cut into tasks that may run in any order, on any thread or machine, each to a
// share of its own (CountShare). By constellations: one task per start constellation, one
// per symmetry class (one task for N <= 5). By half boards: first N tasks that count the
// solutions a half turn keeps, by the column of row 0's queen, then the orbits of splits,
// dealt into at most kHalfBoardTasks tasks round-robin (neighbouring orbits cost alike).
// What a resumable count (CountLedger, --checkpoint) and a count across MPI ranks share: every
// process that builds the plan of the same N gets the same tasks in the same order, and the
// fingerprint proves it. Built on the calling thread (about 0.2 s at N=32); const afterwards,
// so any number of threads may run its tasks at once.
class CountPlan
{
public:
    static constexpr std::size_t kHalfBoardTasks = 8192;

    // An empty plan (no tasks, complete() false) when `cancel` was raised while building it;
    // `waiting` is called about every 50 ms meanwhile.
    explicit CountPlan(int n, const std::atomic<bool> *cancel = nullptr,
                       const std::function<void()> &waiting = {},
                       CountMethod method = CountMethod::Automatic);

    // The method Automatic picks for N: half boards from N=16 to 21 when the memory they
    // need (halfBoardBytes) is at most a quarter of the machine's, else constellations.
    static CountMethod automaticMethod(int n, int threads);
    // What a count by half boards holds at most: its tables and `threads` workers' buffers.
    static std::size_t halfBoardBytes(int n, int threads);

    // How the count of N that `fingerprint` names was cut: a checkpoint is continued the way
    // it was cut, whatever this machine would pick for a new count (moved to a smaller machine
    // or shared by MPI ranks on unequal ones, it was refused as "another version"). nullopt
    // with `why` when neither method cuts N that way (another version of the program), or when
    // its method's tables need more memory than this machine has.
    static std::optional<CountMethod> methodOf(int n, std::uint64_t fingerprint, int threads,
                                               std::string &why);

    // The most tasks a plan of N can have (one per start constellation, and a constellation
    // is four border queens, so N^4; 1 for N <= 5): what a checkpoint may claim at most.
    static std::size_t largestTaskCount(int n);

    int n() const { return m_n; }
    CountMethod method() const { return m_method; }
    std::size_t taskCount() const { return m_taskCount; }
    // False when building the plan was cancelled, or N is outside 1..32.
    bool complete() const { return m_complete; }
    // Names the task list: the same N cut the same way gives the same value, so a checkpoint
    // written by a version that cuts the count differently is recognised and refused.
    std::uint64_t fingerprint() const { return m_fingerprint; }

    // Runs task `index` on the calling thread. `cancelled` in the result (and its numbers
    // partial) when `cancel` was raised before the task ended.
    CountShare run(std::size_t index, const std::atomic<bool> *cancel = nullptr) const;

private:
    int m_n = 0;
    CountMethod m_method = CountMethod::Constellations;
    bool m_complete = false;
    std::size_t m_taskCount = 0;
    std::uint64_t m_fingerprint = 0;
    std::vector<Constellation> m_constellations; // empty for N <= 5
    std::optional<HalfBoardSplits> m_halfBoards; // by half boards only
    std::size_t m_rotationTasks = 0; // by half boards: the first tasks, one per column
};

} // namespace nq
