#pragma once

#include <QFont>
#include <QStringList>

// A font made smaller, if need be, so that each of `lines` fits `width` (never below
// `minPixels`): a handout's title, the arrays under its boards, the strip's "14?". Works in
// pixel sizes, as the painters here do. Any thread with a font database (GUI thread here).
QFont fittedFont(QFont font, const QStringList &lines, qreal width, int minPixels = 6);

// The font `factor` times as large, whether its size is in points (the window's) or in pixels
// (presentation mode's, from the screen).
QFont scaledFont(QFont font, qreal factor);

// How high the font's capital letters are per pixel of its size (about 0.73 for DejaVu Sans).
qreal capHeightPerPixel(QFont font);
// The font at the smallest pixel size whose capital letters are at least `capPixels` high: how
// presentation mode sizes its texts from the screen's height, whatever the family.
QFont fontWithCapHeight(QFont font, qreal capPixels);
// The font at the largest pixel size (not above its own, never below `minPixels`) whose lines
// are at most `lineHeight` high: a line's height is the family's, larger in some (Noto Sans)
// than in others at the same size.
QFont fontWithLineHeight(QFont font, qreal lineHeight, int minPixels = 6);
