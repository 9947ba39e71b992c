#pragma once

#include <QString>

// A menu item's or a button's text as words, without its accelerator: "St&ep" gives "Step",
// "前进一步(&E)" gives "前进一步" (the letter in brackets is only the accelerator, which
// languages written without Latin letters add after the words), "Save && quit" gives "Save &
// quit". For every text that names an item in a sentence, a tip, a status message, a screen
// reader's name or a button that shows an action (a tool button shows no accelerator).
QString withoutMnemonic(const QString &text);
