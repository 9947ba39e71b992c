#include "searchtreelook.h"

SearchTreeColours SearchTreeColours::from(const QPalette &palette, const BoardTheme &theme)
{
    SearchTreeColours c;
    c.text = palette.color(QPalette::Text);
    c.base = palette.color(QPalette::Base);
    c.faintText = mixColours(c.base, c.text, 0.6);
    c.edge = mixColours(c.base, c.text, 0.4);
    c.exploredFill = mixColours(c.base, c.text, 0.13);
    c.exploredLine = mixColours(c.base, c.text, 0.5);
    c.stripBack = mixColours(c.base, c.text, 0.08);
    c.path = theme.candidate;
    c.conflict = theme.conflict;
    c.solution = theme.solution;
    c.lifted = theme.lifted;
    return c;
}
