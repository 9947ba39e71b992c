#include "watchvalues.h"

#include <optional>

using namespace nq;

namespace {

// The board square the step's event is about, if it tries, refuses or places a queen.
struct Square
{
    int row;
    int col;
};
std::optional<Square> squareOf(const Event *event)
{
    if (!event
        || (event->type != EventType::Try && event->type != EventType::Conflict
            && event->type != EventType::Place))
        return std::nullopt;
    return Square {event->row, event->col};
}

WatchValues::Cell flag(bool set, bool looked)
{
    return {set ? QStringLiteral("1") : QStringLiteral("0"), looked, set};
}

// Occupancy arrays, in board coordinates as the listing writes them.
QList<WatchValues::Row> arraysRows(const StepperState &s, const std::optional<Square> &square)
{
    const int n = s.options.n;
    const bool rows = s.options.order == Order::Rows;
    WatchValues::Row used {rows ? QStringLiteral("colUsed") : QStringLiteral("rowUsed"), {}};
    WatchValues::Row diag {QStringLiteral("diag"), {}};
    WatchValues::Row anti {QStringLiteral("anti"), {}};
    const int usedIndex = !square ? -1 : rows ? square->col : square->row;
    for (int i = 0; i < n; ++i)
        used.cells << flag(s.lineOwner[std::size_t(i)] >= 0, i == usedIndex);
    // The stepper numbers diagonals level - candidate + n - 1: the listing's r - c + N - 1 in
    // row order, mirrored in column order.
    const int diagIndex = square ? square->row - square->col + n - 1 : -1;
    const int antiIndex = square ? square->row + square->col : -1;
    for (int d = 0; d < 2 * n - 1; ++d) {
        const int stepperIndex = rows ? d : 2 * n - 2 - d;
        diag.cells << flag(s.diagonalOwner[std::size_t(stepperIndex)] >= 0, d == diagIndex);
        anti.cells << flag(s.antiDiagonalOwner[std::size_t(d)] >= 0, d == antiIndex);
    }
    return {used, diag, anti};
}

// The queens placed so far; the earlier queen that attacks the square marked.
QList<WatchValues::Row> scanRows(const StepperState &s, const Event *event)
{
    const int n = s.options.n;
    WatchValues::Row placed {
        s.options.order == Order::Rows ? QStringLiteral("cols") : QStringLiteral("rows"), {}};
    const int attacker = event && event->type == EventType::Conflict ? s.pendingAttacker : -1;
    for (int level = 0; level < n; ++level) {
        const int candidate = s.candidate[std::size_t(level)];
        const bool placedHere = level < s.level && candidate >= 0;
        placed.cells << WatchValues::Cell {placedHere ? QString::number(candidate)
                                                      : QStringLiteral("·"),
                                           level == attacker, level == attacker};
    }
    return {placed};
}

// The masks of the level the search chooses in, and what is still free there, the bit it
// takes next marked. At a placement, the masks that chose it: the placed queen's level, its
// bit still in free and marked (the highlighted line is p = free & -free), not the next
// level's, which the search has entered since.
QList<WatchValues::Row> bitmaskRows(const StepperState &s, const Event *lastEvent)
{
    const int n = s.options.n;
    const bool rows = s.options.order == Order::Rows;
    const bool placed = lastEvent && lastEvent->type == EventType::Place;
    const int placedLevel = placed ? (rows ? lastEvent->row : lastEvent->col) : -1;
    const int placedBit = placed ? (rows ? lastEvent->col : lastEvent->row) : -1;
    const std::size_t level = std::size_t(std::clamp<int>(placed ? placedLevel : s.level, 0, n));
    std::uint32_t free = int(level) < n ? s.remaining[level] : 0;
    if (placed)
        free |= 1u << placedBit;
    const int next = free ? std::countr_zero(free) : -1;
    const std::pair<QString, std::uint32_t> masks[] = {
        {rows ? QStringLiteral("cols") : QStringLiteral("rows"), s.columnMask[level]},
        {QStringLiteral("ld"), s.leftDiagonalMask[level]},
        {QStringLiteral("rd"), s.rightDiagonalMask[level]}};
    QList<WatchValues::Row> result;
    for (const auto &[name, mask] : masks) {
        WatchValues::Row row {name, {}};
        for (int bit = 0; bit < n; ++bit)
            row.cells << flag(mask >> bit & 1u, bit == next);
        result << row;
    }
    WatchValues::Row freeRow {QStringLiteral("free"), {}};
    for (int bit = 0; bit < n; ++bit)
        freeRow.cells << WatchValues::Cell {
            (free >> bit & 1u) ? QStringLiteral("1") : QStringLiteral("0"), bit == next, false};
    return result << freeRow;
}

} // namespace

WatchValues WatchValues::of(const StepperState &state, const Event *lastEvent)
{
    WatchValues values;
    const std::optional<Square> square = squareOf(lastEvent);
    if (square && state.options.check != Check::Bitmask)
        values.square = QStringLiteral("r = %1, c = %2").arg(square->row).arg(square->col);
    switch (state.options.check) {
    case Check::Scan: values.rows = scanRows(state, lastEvent); break;
    case Check::Arrays: values.rows = arraysRows(state, square); break;
    case Check::Bitmask: {
        const bool placed = lastEvent && lastEvent->type == EventType::Place;
        const bool byRows = state.options.order == Order::Rows;
        const int level = placed ? (byRows ? lastEvent->row : lastEvent->col) : state.level;
        if (level < state.options.n)
            values.square = state.options.order == Order::Rows
                                ? QStringLiteral("r = %1").arg(level)
                                : QStringLiteral("c = %1").arg(level);
        values.rows = bitmaskRows(state, lastEvent);
        break;
    }
    }
    return values;
}

QString WatchValues::summary() const
{
    QStringList looked;
    for (const Row &row : rows)
        for (qsizetype i = 0; i < row.cells.size(); ++i)
            if (row.cells[i].looked)
                looked << QStringLiteral("%1[%2] = %3").arg(row.name).arg(i).arg(row.cells[i].text);
    return looked.isEmpty() ? square : square + QStringLiteral(": ") + looked.join(u", ");
}
