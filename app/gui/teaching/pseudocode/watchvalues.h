#pragma once

#include "stepper.h"

#include <QList>
#include <QString>

// The variables the chosen safety check reads at a step, named as its listing names them, for
// the Safety check tab's Watch (WatchView): the square being checked (r, c), then
// - scan: the array cols (rows in column order) of the queens placed, the one that attacks
//   the square marked;
// - arrays: colUsed (rowUsed), diag and anti, the three entries the check looks at marked;
// - bitmasks: the masks cols (rows), ld and rd of the level and free, as rows of bits
//   (bit 0 at the left, as the board's column 0), the bit the search takes next marked; at a
//   placement, those of the placed queen's level, its bit marked (the masks that chose it).
// Made from the stepper's state and the step's event alone. Plain value; any thread.
struct WatchValues
{
    struct Cell
    {
        QString text; // "1", "0", a column, or "·" for a row with no queen yet
        bool looked = false; // an entry the check reads for this square
        bool set = false; // true, occupied, a queen: what makes the square unsafe
    };
    struct Row
    {
        QString name; // as the listing names it: "colUsed", "diag", "ld"
        QList<Cell> cells; // entry i is index i
    };

    QString square; // "r = 5, c = 4", or empty when no square is being checked
    QList<Row> rows;

    static WatchValues of(const nq::StepperState &state, const nq::Event *lastEvent);
    // One line for a screen reader: the square and every looked-at entry with its value,
    // "r = 5, c = 4: colUsed[4] = 1, diag[8] = 0, anti[9] = 0".
    QString summary() const;
};
