#pragma once

#include <QFont>
#include <QStringList>

// A font made smaller, if need be, so that each of `lines` fits `width` (never below
// `minPixels`): a handout's title, the arrays under its boards, the strip's "14?". Works in
// pixel sizes, as the painters here do. Any thread with a font database (GUI thread here).
QFont fittedFont(QFont font, const QStringList &lines, qreal width, int minPixels = 6);
