#pragma once

class QString;

// What a screen reader is sent of a sentence shown on screen: the symbols a voice reads out as
// words replaced by the pause or the word they stand for, and a full stop at the end. Orca
// with espeak-ng said "Step 10 middle dot Row 2", "left paren same column right paren",
// "N dash Queens", "play button" for the Play arrow, "times" for N×N, and ran a step's
// sentence into the next ("… column 0 8 by 8 board"). The screen keeps its symbols; only what
// is spoken is cleaned (ScreenReaderSpeech, the board's description). Pure functions, any
// thread.
namespace SpokenText {
// `sentence` as a voice should read it: " · " a full stop (another "·", an array's empty
// place, the word "empty"), brackets and parentheses commas,
// "×" "by", "N-Queens" "N Queens", dashes commas, arrows and other pictograms gone, and a full
// stop at the end.
QString clean(const QString &sentence);
// `first` and `second` as two sentences, each cleaned and ended with a full stop.
QString join(const QString &first, const QString &second);
} // namespace SpokenText
