#include "practiceboard.h"

#include "attack.h"

namespace nq {

PracticeBoard::PracticeBoard(int n)
    : m_placement(n)
{
}

void PracticeBoard::setPlacement(const Placement &placement)
{
    m_placement = placement;
}

void PracticeBoard::toggle(int row, int col)
{
    if (row < 0 || row >= size() || col < 0 || col >= size())
        return;
    std::int8_t &queen = m_placement.cols[row];
    queen = queen == col ? std::int8_t(-1) : static_cast<std::int8_t>(col);
}

void PracticeBoard::clear()
{
    m_placement = Placement(size());
}

std::vector<PracticeBoard::Attack> PracticeBoard::attackersOf(int row, int col) const
{
    std::vector<Attack> attackers;
    for (int r = 0; r < size(); ++r) {
        const int c = m_placement.cols[r];
        if (c < 0 || (r == row && c == col))
            continue;
        const Line line = attackLine(r, c, row, col);
        if (line != Line::None)
            attackers.push_back({r, c, line});
    }
    return attackers;
}

std::vector<PracticeBoard::Pair> PracticeBoard::attackingPairs() const
{
    std::vector<Pair> pairs;
    for (int r1 = 0; r1 < size(); ++r1) {
        const int c1 = m_placement.cols[r1];
        if (c1 < 0)
            continue;
        for (int r2 = r1 + 1; r2 < size(); ++r2) {
            const int c2 = m_placement.cols[r2];
            if (c2 < 0)
                continue;
            const Line line = attackLine(r1, c1, r2, c2);
            if (line != Line::None)
                pairs.push_back({{r1, c1, line}, {r2, c2, line}});
        }
    }
    return pairs;
}

bool PracticeBoard::isSolution() const
{
    return m_placement.isComplete() && attackingPairs().empty();
}

PracticeBoard::Hint PracticeBoard::hint(Order order) const
{
    Hint hint;
    if (!attackingPairs().empty()) {
        hint.kind = HintKind::ConflictsFirst;
        return hint;
    }
    const int n = size();
    // The first level without a queen, as the search fills levels in order.
    int level = -1;
    for (int l = 0; l < n && level < 0; ++l) {
        bool hasQueen = false;
        for (int r = 0; r < n; ++r)
            hasQueen = hasQueen
                       || (order == Order::Rows ? (r == l && m_placement.cols[r] >= 0)
                                                : m_placement.cols[r] == l);
        if (!hasQueen)
            level = l;
    }
    if (level < 0) {
        hint.kind = HintKind::Complete;
        return hint;
    }
    hint.level = level;
    for (int candidate = 0; candidate < n; ++candidate) {
        const int row = order == Order::Rows ? level : candidate;
        const int col = order == Order::Rows ? candidate : level;
        if (attackersOf(row, col).empty()) {
            hint.kind = HintKind::Square;
            hint.row = row;
            hint.col = col;
            return hint;
        }
    }
    hint.kind = HintKind::NoSafeSquare;
    return hint;
}

} // namespace nq
