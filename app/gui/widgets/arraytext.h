#pragma once

#include "formats.h"

#include <QString>

// A placement's array as the window shows it inside a sentence, "[0, 4, 7, 5, 2, 6, 1, 3]",
// kept on one line by no-break spaces: a wrapped label split it inside its brackets ("[0, /
// 4, 7…" at 1024x768). What is copied or saved keeps plain spaces (nq::formatArray), and so
// does what is spoken (spokenText). Plain functions; any thread.
namespace ArrayText {

inline QString inSentence(const nq::Placement &placement)
{
    return QString::fromStdString(nq::formatArray(placement)).replace(u' ', QChar::Nbsp);
}

// `shown` with its no-break spaces plain again, for a screen reader.
inline QString spokenText(QString shown)
{
    return shown.replace(QChar::Nbsp, u' ');
}

} // namespace ArrayText
