#pragma once

#include "searchtypes.h"

#include <QCoreApplication>
#include <QString>

// The names the search tree panel gives levels and squares, in row or column order: the
// level band, the tooltips and the layout (which measures the longest name) share them.
class SearchTreeNames
{
    Q_DECLARE_TR_FUNCTIONS(SearchTreeNames)

public:
    // "Column 3" or "Row 3"; "Start" for the empty board above level 0.
    static QString level(nq::Order order, int level);
    // "C3" or "R3", for a narrow band.
    static QString shortLevel(nq::Order order, int level);
    static QString square(nq::Order order, int level, int candidate);
};
