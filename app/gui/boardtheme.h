#pragma once

#include <QColor>
#include <QString>

// The colours of the board and of its marks. Plain value; GUI thread.
struct BoardTheme
{
    QString id;
    QColor lightSquare;
    QColor darkSquare;
    QColor label;
    QColor candidate;
    QColor conflict;
    QColor placed;
    QColor lifted;
    QColor exhausted;
    QColor solution;
    QColor frame;

    static BoardTheme classic();
    // For projectors: stark squares and saturated marks.
    static BoardTheme highContrast();
};
