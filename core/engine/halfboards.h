#pragma once

#include "constellations.h"

#include <cstddef>
#include <cstdint>
#include <vector>

// The count by half boards (meet in the middle). Every solution of N = 2h or 2h + 1 splits
// into its top h rows, its bottom h rows and, for odd N, the queen of the middle row. The
// top half uses a set S of h columns, the bottom half the others. The halves are listed
// apart, per S, and every pair of a top half and a bottom half that shares no diagonal is a
// solution, so the count is a sum over S of the compatible pairs, which costs far fewer
// steps than completing each top half row by row: a top half is matched against all bottom
// halves of its S at once, 512 of them in a few vector instructions (each diagonal a bit
// plane over the halves, "bit-sliced"). Only the diagonals that reach both halves take part,
// 4h - 2 of them. The board's flips and turns that keep the split (left-right, top-bottom)
// map one (middle column, S) onto up to three others with the same count, so one of each
// orbit is counted, times the orbit's size.
//
// Plain functions and values, no threads of their own: the CountPlan cuts the count into
// tasks, each a few of these orbits, run on whatever thread draws them. A task's scratch is
// bounded (kPatternCapacity top halves, kQueryCapacity bottom halves at a time, however
// large the lists), so the memory a count needs is known before it starts.

namespace nq {

// One orbit of (middle column, S): the top half's columns and, for odd N, the middle row's
// column, and how many members its orbit has (the count's weight).
struct HalfBoardSplit
{
    std::uint32_t topColumns = 0;
    std::int8_t middleColumn = -1; // -1 for even N
    std::uint8_t weight = 1;
};

// The last rows of a top half, all their placements, listed once per set of their columns:
// what the upper rows' diagonals must leave free for each (falling and rising, as bits of
// the first of these rows), and its masks. A top half is its upper rows, searched per split,
// joined with these: the search's deepest and most numerous levels become a table look-up.
struct LowerBandPlacement
{
    std::uint32_t falling = 0;
    std::uint32_t rising = 0;
    std::uint64_t crossing = 0;
    std::uint64_t flipped = 0;
};
// Kept as one array per field, so that eight placements are tested at once.
struct LowerBands
{
    std::vector<std::uint32_t> start; // by the rank of the column set, and one past the end
    std::vector<std::uint64_t> demands; // falling | rising << 32
    std::vector<std::uint64_t> crossing;
    std::vector<std::uint64_t> flipped;

    void add(const LowerBandPlacement &placement)
    {
        demands.push_back(placement.falling | std::uint64_t(placement.rising) << 32);
        crossing.push_back(placement.crossing);
        flipped.push_back(placement.flipped);
    }
};

// A count of N by half boards cut into splits: what every split shares, built once (the
// orbits and the lower-band tables, a few MB at N=20), then const, so any number of threads
// may count splits at once.
class HalfBoardSplits
{
public:
    // At most this many top halves are held at once; more are matched in rounds.
    static constexpr std::size_t kPatternCapacity = std::size_t(1) << 15;
    static constexpr std::size_t kQueryCapacity = std::size_t(1) << 12;

    // The orbits of N (empty unless suits(N)), in a fixed order.
    explicit HalfBoardSplits(int n);
    // From N=2 to 24: past it the lists outgrow the method's lead.
    static bool suits(int n);

    int n() const { return m_n; }
    const std::vector<HalfBoardSplit> &splits() const { return m_splits; }

    // The solutions of N that one orbit stands for (its pairs times its weight). Polls
    // `poll`; its result is partial once the poll has stopped.
    std::uint64_t count(const HalfBoardSplit &split, CancelPoll &poll) const;

    // The most bytes one thread's scratch takes, whatever the split.
    static std::size_t scratchBytes(int n);
    // The most bytes the orbits and the lower-band tables take (a bound, known before they
    // are built).
    static std::size_t tableBytes(int n);

private:
    int m_n = 0;
    int m_upperRows = 0;
    std::size_t m_largestBand = 0; // the most placements of the lower band on one column set
    std::vector<HalfBoardSplit> m_splits;
    std::vector<LowerBands> m_lowerBands; // by middle column (the one entry for even N)
};

// The solutions a half turn leaves unchanged (halfTurn) and, among them, those a quarter
// turn leaves unchanged (quarterTurn), with row 0's queen in `firstRowColumn`: a search of
// its own over the top rows only, each queen placed with its half-turn image.
struct RotationSymmetricCount
{
    std::uint64_t halfTurn = 0;
    std::uint64_t quarterTurn = 0;
};
RotationSymmetricCount countRotationSymmetric(int n, int firstRowColumn, CancelPoll &poll);

} // namespace nq
