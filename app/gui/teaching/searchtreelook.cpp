#include "searchtreelook.h"

QColor SearchTreeColours::mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

SearchTreeColours SearchTreeColours::from(const QPalette &palette, const BoardTheme &theme)
{
    SearchTreeColours c;
    c.text = palette.color(QPalette::Text);
    c.base = palette.color(QPalette::Base);
    c.faintText = mix(c.base, c.text, 0.6);
    c.edge = mix(c.base, c.text, 0.4);
    c.exploredFill = mix(c.base, c.text, 0.13);
    c.exploredLine = mix(c.base, c.text, 0.5);
    c.stripBack = mix(c.base, c.text, 0.08);
    c.path = theme.candidate;
    c.conflict = theme.conflict;
    c.solution = theme.solution;
    c.lifted = theme.lifted;
    return c;
}
