#pragma once

#include "searchresults.h"

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace nq {

class CountPlan;
struct CountLedgerReading;

// What is done of one count: which tasks of its CountPlan have finished, and the sum of their
// results. It is what a checkpoint file holds (toText/fromText), so that a count interrupted
// at any point continues where it stopped and ends with the totals of an uninterrupted run.
// Safe to use from several threads at once: the workers record, another thread saves.
//
// The text form, one "key value" a line in this order (a line of its own starts it, a
// checksum of every byte before it ends it, so a damaged or cut file is refused, never half
// read). The checksum detects damage, not changes made on purpose: a checkpoint is trusted as
// the program's own output is, but a state no count reaches (sums without a task done, fewer
// classes than solutions, more solutions than N! arrangements, a whole count whose classes
// are no whole number; up to N=27, whose counts are known, sums beyond the whole count's, or a
// finished count whose totals are not the known ones) is refused, and a sum that would wrap
// past 2^64 is caught (overflowed). Sums changed on purpose within those bounds (part of a
// count beyond N=27, or a share moved between tasks) cannot be told from true ones:
//   nqueens-count-checkpoint
//   format 2
//   n 18                       the board size
//   tasks 5637                 how many tasks the count has
//   fingerprint 0123abcd...    CountPlan::fingerprint(), 16 hex digits
//   done 1200                  how many of them are done
//   solutions 123456           the sum of their totals (A000170's share)
//   eightfold-classes 123464   the sum of their symmetry classes times 8 (CountShare)
//   done-tasks 3f0a...         task i done = bit i%4 of hex digit i/4
//   checksum 89ab...           FNV-1a of everything above, 16 hex digits
class CountLedger
{
public:
    // 2 since counts by half boards, whose tasks know classes only eight times over.
    static constexpr int kFormat = 2;

    CountLedger(int n, std::size_t taskCount, std::uint64_t fingerprint);
    explicit CountLedger(const CountPlan &plan);
    CountLedger(const CountLedger &other);
    CountLedger &operator=(const CountLedger &other);

    int n() const { return m_n; }
    std::size_t taskCount() const { return m_taskCount; }
    std::uint64_t fingerprint() const { return m_fingerprint; }

    bool isDone(std::size_t task) const;
    // Records a finished task's result; false (and nothing changes) when the task is unknown
    // or already recorded, so a task run twice is counted once. A sum that would pass 2^64 is
    // not wrapped: the ledger says so (overflowed()) and its totals mean nothing.
    bool record(std::size_t task, const CountShare &share);
    // A sum passed 2^64: only a checkpoint changed on purpose gets there below N=29.
    bool overflowed() const;
    std::size_t doneCount() const;
    bool isComplete() const { return doneCount() == m_taskCount; }
    // The sums of the tasks done so far: the whole count's once complete (before, the
    // classes are only the eightfold sum so far divided by 8).
    CountResult totals() const;
    // The tasks not done yet, in order.
    std::vector<std::size_t> pendingTasks() const;

    std::string toText() const;
    static CountLedgerReading fromText(std::string_view text);
    // "" when this ledger belongs to the plan; else what differs, for "the checkpoint F ...".
    std::string mismatch(const CountPlan &plan) const;

private:
    int m_n = 0;
    std::size_t m_taskCount = 0;
    std::uint64_t m_fingerprint = 0;
    mutable std::mutex m_mutex; // guards everything below
    std::vector<bool> m_done;
    std::size_t m_doneCount = 0;
    CountShare m_totals;
    bool m_overflowed = false;
};

// A checkpoint read back: a ledger, or what is wrong with the text.
struct CountLedgerReading
{
    std::optional<CountLedger> ledger;
    std::string problem; // without a ledger: what is wrong, to follow "the checkpoint FILE "
};

} // namespace nq
