#pragma once

#include "searchresults.h"
#include "searchtypes.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

// The counter's method. Every solution has exactly one queen on each border line (row 0,
// row n-1, column 0, column n-1; a corner queen sits on two). Those four queens form its
// start constellation (the idea of the Q27 and NQueensFAF projects). The 8 symmetries of the
// board act on constellations, so only one constellation per symmetry class is searched and
// its completions are counted with the size of its class; the few constellations that a
// rotation maps onto themselves also count their rotation-symmetric completions, which
// Burnside's lemma turns into the number of fundamental solutions. Each searched
// constellation is turned so that the rows its border queens constrain most come first: the
// search prunes early and visits about 1.6 times fewer nodes than in a fixed orientation.
//
// This header is the method's inside, shared by the Counter, the CountPlan (a count cut into
// resumable tasks) and the solution lister: plain functions and values, no threads of their
// own, any thread.

namespace nq {

using Bits = std::uint32_t;

struct Square
{
    int row = 0;
    int col = 0;
};

// The queens on the border lines of a solution, and how many of the 8 symmetries map the
// constellation onto itself (only rotations can, so 1, 2 for the half turn, or 4).
struct Constellation
{
    std::int8_t top = 0; // column of the queen in row 0
    std::int8_t bottom = 0; // column of the queen in row n-1
    std::int8_t left = 0; // row of the queen in column 0
    std::int8_t right = 0; // row of the queen in column n-1
    std::uint8_t stabilizer = 1;

    std::array<Square, 4> queens(int n) const
    {
        return {{{0, top}, {n - 1, bottom}, {left, 0}, {right, n - 1}}};
    }
    int key(int n) const { return ((top * n + bottom) * n + left) * n + right; }
};

// The rows left to fill once the border queens stand, as levels of the search: which board
// row each level is, how far the next level's row lies below, and the squares of each level
// that the border queens attack. Built per constellation on the worker that searches it.
struct InnerBoard
{
    int levels = 0;
    Bits full = 0; // the n columns
    Bits usedColumns = 0; // border columns and the border queens' columns
    std::array<int, kMaxN> row {};
    std::array<int, kMaxN> shift {};
    std::array<Bits, kMaxN> blocked {}; // also holds every bit beyond the board
};

// Polls the cancel flag every few thousand nodes: often enough to stop within
// milliseconds, rarely enough to cost nothing measurable.
class CancelPoll
{
public:
    explicit CancelPoll(const std::atomic<bool> *cancel)
        : m_cancel(cancel)
    {
    }

    static constexpr int kInterval = 4096;

    // `nodes` visited since the last call.
    bool stopRequested(int nodes = 1)
    {
        m_countdown -= nodes;
        if (m_countdown > 0)
            return false;
        m_countdown = kInterval;
        if (m_cancel && m_cancel->load(std::memory_order_relaxed))
            m_stopped = true;
        return m_stopped;
    }
    bool stopped() const { return m_stopped; }

private:
    const std::atomic<bool> *m_cancel;
    int m_countdown = kInterval;
    bool m_stopped = false;
};

// One constellation per symmetry class, in a shuffled but fixed order (the tasks of a count,
// which a checkpoint names by their place in this list). Runs on the caller's thread, polls
// `cancel` and calls `waiting` about every 50 ms; empty when cancelled.
std::vector<Constellation> startConstellations(int n, const std::atomic<bool> *cancel,
                                               const std::function<void()> &waiting);
// The constellation turned the way its search is fastest.
Constellation bestOrientation(const Constellation &c, int n);
InnerBoard makeInnerBoard(const Constellation &c, int n);

// visit(worker, cols) for every completion of a constellation; cols[row] = column, n entries.
using CompletionVisitor = std::function<void(int worker, const std::int8_t *cols)>;
void visitCompletions(const InnerBoard &board, const Constellation &c, int n, CancelPoll &poll,
                      const CompletionVisitor &visit, int worker);

// The solutions a constellation (in any orientation) stands for: all the members of their
// symmetry classes (total), and the classes (fundamental). `cancelled` when the poll stopped it.
CountResult countConstellation(const Constellation &c, int n, CancelPoll &poll);

// Small boards (N <= 5), where the border lines overlap too much for constellations: every
// solution by plain search, classes by canonical form.
CountResult countSmallBoard(int n);

} // namespace nq
