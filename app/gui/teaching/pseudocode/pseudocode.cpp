#include "pseudocode.h"

using namespace nq;
using Role = Pseudocode::Role;
using ListingLine = Pseudocode::ListingLine;

// Lines that are code stay plain (QStringLiteral): they read the same in every language and
// match what the program computes. Lines and comments in words go through tr(); single
// letters in them (r, c, i, j, p, N) are the variables of the code and stay as they are.

namespace {

ListingLine codeLine(int indent, const QString &code, const QString &comment = {},
                     Role role = Role::None)
{
    return {indent, code, comment, role};
}

} // namespace

Pseudocode::Pseudocode(const SearchOptions &options)
    : m_options(options)
    , m_algorithm(buildAlgorithm(options))
    , m_check(buildCheck(options))
{
    for (int role = 0; role < kRoleCount; ++role) {
        m_algorithmLine[role] = indexOf(m_algorithm, Role(role));
        m_checkLine[role] = indexOf(m_check, Role(role));
    }
}

const QList<ListingLine> &Pseudocode::lines(Listing listing) const
{
    return listing == Listing::Algorithm ? m_algorithm : m_check;
}

int Pseudocode::indexOf(const QList<ListingLine> &lines, Role role)
{
    if (role == Role::None)
        return -1;
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (lines[i].role == role)
            return int(i);
    return -1;
}

QString Pseudocode::placeLine(bool rows)
{
    return rows
               //: %1 is code: the queen's column is stored in the array cols[row]
               ? tr("place a queen: %1").arg(QStringLiteral("cols[r] = c"))
               //: %1 is code: in column order the queen's row is stored in the array rows[column]
               : tr("place a queen: %1").arg(QStringLiteral("rows[c] = r"));
}

QString Pseudocode::removeLine(bool rows)
{
    return rows
               //: %1 is code: the row's entry of the array is emptied
               ? tr("remove the queen: %1").arg(QStringLiteral("cols[r] = -1"))
               //: %1 is code: the column's entry of the array is emptied
               : tr("remove the queen: %1").arg(QStringLiteral("rows[c] = -1"));
}

// Long on purpose: the listing is a table of lines, read best as the algorithm it shows.
QList<ListingLine> Pseudocode::buildAlgorithm(const SearchOptions &options)
{
    const bool rows = options.order == Order::Rows;
    QList<ListingLine> l;
    // The recursive form of what the Stepper runs as an explicit stack: each line with a
    // role is one protocol event, in the order the events come. Lines stay under about 36
    // characters (comments included), so that a narrow panel can still show them large.
    // The keyword is code in every language, as `if` and `continue` are; what it means is
    // translated (German said "return: weitersuchen" but "Ende: eine genügt").
    const QString afterSolution = options.goal == Goal::First
                                      ? QStringLiteral("stop: %1").arg(tr("one is enough"))
                                      : QStringLiteral("return: %1").arg(tr("look for more"));
    const QString level = rows ? QStringLiteral("r") : QStringLiteral("c");
    l << codeLine(0, rows ? QStringLiteral("solve(r):") : QStringLiteral("solve(c):"))
      << codeLine(1, QStringLiteral("if %1 == N:").arg(level),
                  rows ? tr("all rows filled") : tr("all columns filled"))
      << ListingLine {2, tr("report the solution"), {}, Role::Solution}
      << ListingLine {2, afterSolution, {}, Role::None};
    if (options.check == Check::Bitmask) {
        l[0].code = rows ? QStringLiteral("solve(r, cols, ld, rd):")
                         : QStringLiteral("solve(c, rows, ld, rd):");
        l << codeLine(1, rows ? QStringLiteral("free = ~(cols | ld | rd) & full")
                              : QStringLiteral("free = ~(rows | ld | rd) & full"))
          << codeLine(1, QStringLiteral("while free != 0:"))
          << codeLine(2, QStringLiteral("p = free & -free"), tr("lowest bit"))
          //: p is code: the bit of the chosen square
          << ListingLine {2, tr("place a queen at p"), {}, Role::Place}
          << codeLine(2, QStringLiteral("solve(%1 + 1, ...)").arg(level),
                      rows ? tr("next row") : tr("next column"))
          << ListingLine {2, tr("remove the queen"), {}, Role::Remove}
          << codeLine(2, QStringLiteral("free = free - p"),
                      rows ? tr("next column") : tr("next row"))
          << ListingLine {1,
                          rows ? tr("no column left: back to row r - 1")
                               : tr("no row left: back to column c - 1"),
                          {},
                          Role::Backtrack}
          << codeLine(0, QStringLiteral("solve(0, 0, 0, 0)"), tr("empty board"));
    } else if (rows) {
        l << ListingLine {1, tr("for each column c of row r:"), {}, Role::Try}
          << codeLine(2, QStringLiteral("if not safe(r, c):"), {}, Role::Conflict)
          << codeLine(3, QStringLiteral("continue"), tr("next column"))
          << ListingLine {2, placeLine(true), {}, Role::Place}
          << codeLine(2, QStringLiteral("solve(r + 1)"), tr("next row"))
          << ListingLine {2, removeLine(true), {}, Role::Remove}
          << ListingLine {1, tr("no column left: back to row r - 1"), {}, Role::Backtrack}
          << codeLine(0, QStringLiteral("solve(0)"), tr("empty board"));
    } else {
        l << ListingLine {1, tr("for each row r of column c:"), {}, Role::Try}
          << codeLine(2, QStringLiteral("if not safe(r, c):"), {}, Role::Conflict)
          << codeLine(3, QStringLiteral("continue"), tr("next row"))
          << ListingLine {2, placeLine(false), {}, Role::Place}
          << codeLine(2, QStringLiteral("solve(c + 1)"), tr("next column"))
          << ListingLine {2, removeLine(false), {}, Role::Remove}
          << ListingLine {1, tr("no row left: back to column c - 1"), {}, Role::Backtrack}
          << codeLine(0, QStringLiteral("solve(0)"), tr("empty board"));
    }
    l << ListingLine {0, tr("the search is over"), {}, Role::Done};
    return l;
}

QList<ListingLine> Pseudocode::buildCheck(const SearchOptions &options)
{
    const bool rows = options.order == Order::Rows;
    switch (options.check) {
    case Check::Scan: return buildScanCheck(rows);
    case Check::Arrays: return buildArraysCheck(rows);
    case Check::Bitmask: return buildBitmaskCheck(rows);
    }
    return {};
}

QList<ListingLine> Pseudocode::buildScanCheck(bool rows)
{
    QList<ListingLine> l;
    // Stepper::scanForAttacker: one comparison per earlier queen, column first, then the
    // diagonals (the program tells ↘ from ↙ by the sign; |Δrow| == |Δcol| covers both).
    // Each comparison and its return are one step, so they share a role.
    if (rows) {
        l << codeLine(0, QStringLiteral("safe(r, c):"), tr("queens above row r"), Role::Check)
          << codeLine(1, QStringLiteral("for i = 0 .. r - 1:"))
          << codeLine(2, QStringLiteral("if cols[i] == c:"), {}, Role::SameLine)
          << codeLine(3, QStringLiteral("return false"), tr("same column"), Role::SameLine)
          << codeLine(2, QStringLiteral("if |r - i| == |c - cols[i]|:"), {}, Role::SameDiagonal)
          << codeLine(3, QStringLiteral("return false"), tr("same diagonal"), Role::SameDiagonal);
    } else {
        l << codeLine(0, QStringLiteral("safe(r, c):"), tr("queens left of column c"), Role::Check)
          << codeLine(1, QStringLiteral("for j = 0 .. c - 1:"))
          << codeLine(2, QStringLiteral("if rows[j] == r:"), {}, Role::SameLine)
          << codeLine(3, QStringLiteral("return false"), tr("same row"), Role::SameLine)
          << codeLine(2, QStringLiteral("if |c - j| == |r - rows[j]|:"), {}, Role::SameDiagonal)
          << codeLine(3, QStringLiteral("return false"), tr("same diagonal"), Role::SameDiagonal);
    }
    l << codeLine(1, QStringLiteral("return true"), tr("no queen attacks"), Role::Safe);
    return l;
}

QList<ListingLine> Pseudocode::buildArraysCheck(bool rows)
{
    QList<ListingLine> l;
    // Stepper::lookUpAttacker: one look at the three lines through the square. Written in
    // board coordinates, so the diagonal numbers are the same in both orders.
    const QString used = rows ? QStringLiteral("colUsed[c]") : QStringLiteral("rowUsed[r]");
    const QString diag = QStringLiteral("diag[r - c + N - 1]");
    const QString anti = QStringLiteral("anti[r + c]");
    l << codeLine(0, QStringLiteral("safe(r, c):"), tr("three looks, no loop"), Role::Check)
      << codeLine(1, QStringLiteral("attacked = ") + used, {}, Role::SameLine)
      << codeLine(2, QStringLiteral("or ") + diag, QStringLiteral("↘"), Role::SameDiagonal)
      << codeLine(2, QStringLiteral("or ") + anti, QStringLiteral("↙"), Role::SameAntiDiagonal)
      << codeLine(1, QStringLiteral("return not attacked"))
      // Not functions of their own: the lines the algorithm runs where it places and removes
      // a queen, named as the algorithm's listing names them.
      << ListingLine {0, placeLine(rows), {}, Role::None}
      << codeLine(1, used + QStringLiteral(" = true"), tr("mark its lines"), Role::Place)
      << codeLine(1, diag + QStringLiteral(" = true"), {}, Role::Place)
      << codeLine(1, anti + QStringLiteral(" = true"), {}, Role::Place)
      << ListingLine {0, removeLine(rows), {}, Role::None}
      << codeLine(1, used + QStringLiteral(" = false"), tr("clear them"), Role::Remove)
      << codeLine(1, diag + QStringLiteral(" = false"), {}, Role::Remove)
      << codeLine(1, anti + QStringLiteral(" = false"), {}, Role::Remove);
    return l;
}

QList<ListingLine> Pseudocode::buildBitmaskCheck(bool rows)
{
    QList<ListingLine> l;
    // Stepper::enterLevel and placeQueen: one expression per level gives every safe square,
    // the lowest bit is taken first, the diagonal masks shift by one per level.
    const QString mask = rows ? QStringLiteral("cols") : QStringLiteral("rows");
    const QString level = rows ? QStringLiteral("r") : QStringLiteral("c");
    l << codeLine(0, QStringLiteral("full = (1 << N) - 1"), tr("N ones"))
      // The algorithm's function, with the same parameters as in its listing.
      << codeLine(0, QStringLiteral("solve(%1, %2, ld, rd):").arg(level, mask))
      << codeLine(1, QStringLiteral("if %1 == full:").arg(mask), {}, Role::Solution)
      << ListingLine {2, tr("report the solution"), {}, Role::Solution}
      << codeLine(1, QStringLiteral("free = ~(%1 | ld | rd) & full").arg(mask))
      << codeLine(1, QStringLiteral("while free != 0:"), {}, Role::Backtrack)
      << codeLine(2, QStringLiteral("p = free & -free"), tr("lowest bit"), Role::Place)
      << codeLine(2, QStringLiteral("solve(%1 + 1, %2 | p,").arg(level, mask))
      << codeLine(3, QStringLiteral("(ld | p) << 1,"),
                  rows ? tr("↘ shifts right") : tr("↘ shifts down"))
      << codeLine(3, QStringLiteral("(rd | p) >> 1)"),
                  rows ? tr("↙ shifts left") : tr("↗ shifts up"))
      << codeLine(2, QStringLiteral("free = free - p"), rows ? tr("next column") : tr("next row"),
                  Role::Remove);
    return l;
}

Role Pseudocode::algorithmRole(const Event &event, Check check)
{
    switch (event.type) {
    case EventType::Try: return check == Check::Bitmask ? Role::None : Role::Try;
    case EventType::Conflict: return check == Check::Bitmask ? Role::None : Role::Conflict;
    case EventType::Place: return Role::Place;
    case EventType::Solution: return Role::Solution;
    case EventType::Remove: return Role::Remove;
    case EventType::Backtrack: return Role::Backtrack;
    case EventType::Done: return Role::Done;
    }
    return Role::None;
}

Role Pseudocode::checkRole(const Event &event, Check check)
{
    switch (event.type) {
    case EventType::Try: return Role::Check;
    case EventType::Conflict:
        switch (event.line) {
        case Line::Column:
        case Line::Row: return Role::SameLine;
        case Line::Diagonal: return Role::SameDiagonal;
        // The scan has one comparison for both diagonals.
        case Line::AntiDiagonal:
            return check == Check::Scan ? Role::SameDiagonal : Role::SameAntiDiagonal;
        case Line::None: return Role::Check;
        }
        return Role::Check;
    // The scan keeps no state of its own: placing shows why the square was safe.
    case EventType::Place: return check == Check::Scan ? Role::Safe : Role::Place;
    case EventType::Solution: return Role::Solution;
    case EventType::Remove: return Role::Remove;
    case EventType::Backtrack: return Role::Backtrack;
    case EventType::Done: return Role::None;
    }
    return Role::None;
}

Pseudocode::Highlight Pseudocode::lineFor(const Event &event) const
{
    const Check check = m_options.check;
    Highlight h;
    // Roles missing from a listing have -1: bitmask never tries, the scan never updates.
    h.algorithm = m_algorithmLine[int(algorithmRole(event, check))];
    h.check = m_checkLine[int(checkRole(event, check))];
    return h;
}

QString Pseudocode::text(const ListingLine &line)
{
    QString shown = QString(line.indent * 2, QLatin1Char(' ')) + line.code;
    if (!line.comment.isEmpty())
        shown += QStringLiteral("  // ") + line.comment;
    return shown;
}

QString Pseudocode::checkName(Check check)
{
    switch (check) {
    case Check::Scan: return tr("Scan the earlier queens");
    case Check::Arrays: return tr("Occupancy arrays");
    case Check::Bitmask: return tr("Bitmasks");
    }
    return {};
}

// Long on purpose: a table of texts, one per check and order.
QString Pseudocode::explanation(Check check, Order order)
{
    const bool rows = order == Order::Rows;
    switch (check) {
    case Check::Scan:
        return rows ? tr(
                   "The board is kept as one array: cols[i] is the column of the queen in row i. "
                   "To test a "
                   "square, the program compares it with every queen above it: the same column "
                   "means "
                   "cols[i] == c, the same diagonal means the rows are as far apart as the columns "
                   "(|r - i| == |c - cols[i]|). It needs no extra memory, but row r costs up to r "
                   "comparisons.")
                    : tr("The board is kept as one array: rows[j] is the row of the queen in "
                         "column j. To test a "
                         "square, the program compares it with every queen to its left: the same "
                         "row means "
                         "rows[j] == r, the same diagonal means the columns are as far apart as "
                         "the rows "
                         "(|c - j| == |r - rows[j]|). It needs no extra memory, but column c costs "
                         "up to c "
                         "comparisons.");
    case Check::Arrays:
        return rows ? tr("Three arrays of yes/no flags remember which lines already hold a queen: "
                         "one flag per "
                         "column, one per ↘ diagonal (numbered r - c + N - 1) and one per ↙ "
                         "diagonal (numbered "
                         "r + c). A square is safe when its three flags are clear: three look-ups, "
                         "however many "
                         "queens stand on the board. Placing a queen sets its three flags, "
                         "removing it clears "
                         "them.")
                    : tr("Three arrays of yes/no flags remember which lines already hold a queen: "
                         "one flag per "
                         "row, one per ↘ diagonal (numbered r - c + N - 1) and one per ↙ diagonal "
                         "(numbered "
                         "r + c). A square is safe when its three flags are clear: three look-ups, "
                         "however many "
                         "queens stand on the board. Placing a queen sets its three flags, "
                         "removing it clears "
                         "them.");
    case Check::Bitmask:
        return rows ? tr("Each row is handled as a number whose bit c stands for column c. Three "
                         "numbers mark the "
                         "squares of the current row that are attacked along a column (cols) or a "
                         "diagonal (ld, "
                         "rd); one expression, ~(cols | ld | rd) & full, gives every safe square "
                         "at once, and "
                         "free & -free takes the lowest of them. Only safe squares are ever "
                         "chosen, so there is "
                         "nothing to try and no conflict to show. Going one row down shifts the "
                         "diagonal masks "
                         "one column, because a diagonal moves one column per row.")
                    : tr("Each column is handled as a number whose bit r stands for row r. Three "
                         "numbers mark the "
                         "squares of the current column that are attacked along a row (rows) or a "
                         "diagonal (ld, "
                         "rd); one expression, ~(rows | ld | rd) & full, gives every safe square "
                         "at once, and "
                         "free & -free takes the lowest of them. Only safe squares are ever "
                         "chosen, so there is "
                         "nothing to try and no conflict to show. Going one column right shifts "
                         "the diagonal "
                         "masks one row, because a diagonal moves one row per column.");
    }
    return {};
}
