#pragma once

#include "searchtypes.h"

namespace nq {

// The rule of the game in one place: the line along which a queen on one square attacks
// another square, or Line::None when no line joins them. A row is named before a column
// and the diagonals last, as the practice board explains them. Coordinates are 0-based
// (row 0 at the top); the squares are taken to differ (a square on itself answers Row).
constexpr Line attackLine(int row1, int col1, int row2, int col2)
{
    if (row1 == row2)
        return Line::Row;
    if (col1 == col2)
        return Line::Column;
    if (row1 - col1 == row2 - col2)
        return Line::Diagonal;
    if (row1 + col1 == row2 + col2)
        return Line::AntiDiagonal;
    return Line::None;
}

// Whether a queen on (row1, col1) attacks (row2, col2).
constexpr bool attacks(int row1, int col1, int row2, int col2)
{
    return attackLine(row1, col1, row2, col2) != Line::None;
}

} // namespace nq
