#pragma once

#include "attack.h"
#include "searchtypes.h"

#include <array>
#include <bit>
#include <cstdint>

namespace nq {

// The queens on the board as a student's trace moves them. Any set of squares, even two
// queens on one line (a program with a bug puts them there, and the trace still has to be
// shown), with the number of queens on each row, column and diagonal, so that "is this
// square attacked?" costs one look. The checker and the store each keep one. Plain value;
// any thread.
class TraceBoard
{
public:
    explicit TraceBoard(int n = 0)
        : m_n(n)
    {
    }

    int n() const { return m_n; }
    int queenCount() const { return m_queens; }
    const SquareSet &squares() const { return m_squares; }
    bool hasQueen(int row, int col) const { return (m_squares[row] >> col) & 1u; }

    // Puts a queen on the square; nothing if one stands there already.
    void place(int row, int col)
    {
        if (hasQueen(row, col))
            return;
        m_squares[row] |= 1u << col;
        count(row, col, +1);
    }
    // Lifts the queen from the square; nothing if none stands there.
    void remove(int row, int col)
    {
        if (!hasQueen(row, col))
            return;
        m_squares[row] &= ~(1u << col);
        count(row, col, -1);
    }
    // Replaces the whole board (a store's checkpoint).
    void assign(const SquareSet &squares)
    {
        *this = TraceBoard(m_n);
        for (int row = 0; row < m_n; ++row)
            for (std::uint32_t bits = squares[row]; bits != 0; bits &= bits - 1)
                place(row, std::countr_zero(bits));
    }

    // Queens on `line` through the square, the square's own queen included.
    int queensOn(Line line, int row, int col) const
    {
        switch (line) {
        case Line::Row: return m_onRow[row];
        case Line::Column: return m_onColumn[col];
        case Line::Diagonal: return m_onDiagonal[row - col + m_n - 1];
        case Line::AntiDiagonal: return m_onAntiDiagonal[row + col];
        case Line::None: break;
        }
        return 0;
    }
    // Whether a queen on another square attacks this one.
    bool isAttacked(int row, int col) const
    {
        const int own = hasQueen(row, col) ? 1 : 0;
        return m_onRow[row] > own || m_onColumn[col] > own
               || m_onDiagonal[row - col + m_n - 1] > own || m_onAntiDiagonal[row + col] > own;
    }
    // The queen nearest the top (then the left) that attacks the square along `line`; false
    // if none does. O(N): for the rare event that needs it.
    bool attackerAlong(Line line, int row, int col, int &attackerRow, int &attackerCol) const
    {
        for (int r = 0; r < m_n; ++r) {
            for (std::uint32_t bits = m_squares[r]; bits != 0; bits &= bits - 1) {
                const int c = std::countr_zero(bits);
                if ((r != row || c != col) && attackLine(r, c, row, col) == line) {
                    attackerRow = r;
                    attackerCol = c;
                    return true;
                }
            }
        }
        return false;
    }
    // The first line along which a queen attacks the square, in the order attackLine() names
    // them (row, column, diagonal, anti-diagonal), and that queen; Line::None if none.
    Line firstAttack(int row, int col, int &attackerRow, int &attackerCol) const
    {
        for (const Line line : {Line::Row, Line::Column, Line::Diagonal, Line::AntiDiagonal})
            if (attackerAlong(line, row, col, attackerRow, attackerCol))
                return line;
        return Line::None;
    }
    // The board as cols[row] (-1 for an empty row); false when a row holds two queens.
    bool placement(Placement &out) const
    {
        out = Placement(m_n);
        for (int row = 0; row < m_n; ++row) {
            const std::uint32_t bits = m_squares[row];
            if (bits & (bits - 1))
                return false;
            if (bits)
                out.cols[row] = static_cast<std::int8_t>(std::countr_zero(bits));
        }
        return true;
    }

    friend bool operator==(const TraceBoard &a, const TraceBoard &b)
    {
        return a.m_n == b.m_n && a.m_squares == b.m_squares;
    }

private:
    void count(int row, int col, int delta)
    {
        m_queens += delta;
        m_onRow[row] = static_cast<std::uint8_t>(m_onRow[row] + delta);
        m_onColumn[col] = static_cast<std::uint8_t>(m_onColumn[col] + delta);
        m_onDiagonal[row - col + m_n - 1] = static_cast<std::uint8_t>(
            m_onDiagonal[row - col + m_n - 1] + delta);
        m_onAntiDiagonal[row + col] = static_cast<std::uint8_t>(m_onAntiDiagonal[row + col]
                                                                + delta);
    }

    int m_n = 0;
    int m_queens = 0;
    SquareSet m_squares {};
    std::array<std::uint8_t, kMaxN> m_onRow {};
    std::array<std::uint8_t, kMaxN> m_onColumn {};
    std::array<std::uint8_t, 2 * kMaxN - 1> m_onDiagonal {};
    std::array<std::uint8_t, 2 * kMaxN - 1> m_onAntiDiagonal {};
};

} // namespace nq
