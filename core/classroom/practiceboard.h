#pragma once

#include "searchtypes.h"

#include <vector>

namespace nq {

// "Try it yourself": the queens a user places by hand, one per row as in cols[row], and
// what the rules say about them: who attacks a square and along which line, which queens
// attack each other, whether the board is a solution, and the square the backtracking
// algorithm would choose next. Plain value; used on the GUI thread.
class PracticeBoard
{
public:
    struct Attack
    {
        int row = -1;
        int col = -1;
        Line line = Line::None;
    };
    struct Pair
    {
        Attack first;
        Attack second;
    };
    enum class HintKind { Square, NoSafeSquare, Complete, ConflictsFirst };
    struct Hint
    {
        HintKind kind = HintKind::Complete;
        int row =
            -1; // Square: where the algorithm would try next; NoSafeSquare: the stuck level's row/col
        int col = -1;
        int level = -1; // the level (row, or column in column order) the hint is about
    };

    explicit PracticeBoard(int n = 8);

    int size() const { return m_placement.n; }
    const Placement &placement() const { return m_placement; }
    void setPlacement(const Placement &placement);
    // Puts a queen on the square (moving the queen of that row), or lifts it if it is there.
    void toggle(int row, int col);
    void clear();

    int queenCount() const { return m_placement.queenCount(); }
    // The queens attacking (row, col), earliest row first; a queen on the square itself does not count.
    std::vector<Attack> attackersOf(int row, int col) const;
    std::vector<Pair> attackingPairs() const;
    bool isSolution() const;
    Hint hint(Order order) const;

private:
    Placement m_placement;
};

} // namespace nq
