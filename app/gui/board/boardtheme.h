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
    // The narration's background for each kind of step, light enough (on the classic and
    // colour-blind themes) for black text, strong on the high-contrast one.
    struct NarrationTints
    {
        QColor attempt; // a square is tried
        QColor conflict; // the square is attacked, or the practice board has attacks
        QColor place; // a queen is placed
        QColor solution; // a solution, or a finished search that found some
        QColor lift; // a queen is lifted
        QColor backtrack; // a level has no candidate left
        QColor caution; // practice: no attack yet, no solution yet
    };
    NarrationTints narration;

    static BoardTheme classic();
    // For projectors: stark squares and saturated marks.
    static BoardTheme highContrast();
    // Marks from the Okabe-Ito palette: conflicts and placements stay apart for
    // red-green colour blindness.
    static BoardTheme colourBlindSafe();
    // For paper: greys on white, light enough to spare a printer's toner, never offered on
    // screen (not in all()).
    static BoardTheme forPrinting();
    static QList<BoardTheme> all();
    // The theme with this id, or the classic one.
    static BoardTheme byId(const QString &id);
    // The theme's name for menus, translated.
    QString displayName() const;
};

// The colour `t` of the way from `a` to `b` (0 gives a, 1 gives b), for the greys and tints
// the panels derive from a palette or a theme.
QColor mixColours(const QColor &a, const QColor &b, qreal t);
