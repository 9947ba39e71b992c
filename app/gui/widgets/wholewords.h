#pragma once

#include <QString>

// A text as a wrapping label lays it out with no word broken between two lines: a hyphen
// inside a word becomes a non-breaking one ("anti-diagonal" broke after "anti-"), and the
// Chinese characters of a short run are joined by word joiners (Qt breaks Chinese between any
// two characters, and split "皇后", a queen, as "的皇" over "后"; a run holds a few words between
// spaces, digits and marks). A longer run is left to break where it must. For drawing and
// measuring only: what is read, copied or spoken stays the text itself.
QString wholeWords(const QString &text);
