#pragma once

#include "boardtheme.h"

#include <QColor>
#include <QFont>
#include <QPalette>

// The colours of the search tree panel: the palette's text and base mixed into the greys of
// explored nodes and strips, and the board theme's colours for the path, conflicts,
// solutions and lifted queens, so the tree speaks the board's language. Plain value.
struct SearchTreeColours
{
    QColor text, base, faintText, edge, exploredFill, exploredLine, stripBack, path, conflict,
        solution, lifted;

    static SearchTreeColours from(const QPalette &palette, const BoardTheme &theme);
};

// What every part of the panel paints with: the widget's font and the colours. Plain value.
struct SearchTreeLook
{
    QFont font;
    SearchTreeColours colours;
};
