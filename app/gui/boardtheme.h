#pragma once

#include <QColor>
#include <QList>
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
    // Marks from the Okabe-Ito palette: conflicts and placements stay apart for
    // red-green colour blindness.
    static BoardTheme colourBlindSafe();
    static QList<BoardTheme> all();
    // The theme with this id, or the classic one.
    static BoardTheme byId(const QString &id);
    // The theme's name for menus, translated.
    QString displayName() const;
};
