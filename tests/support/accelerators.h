#pragma once

// The accelerators (&X) of texts and the plain-key shortcuts of a window, for the widget tests
// that check them (tst_windowactions, tst_accelerators).

#include <QAction>
#include <QChar>
#include <QKeySequence>
#include <QSet>
#include <QString>
#include <QWidget>

namespace nq::test {

// The accelerator letter of a text ("Pla&y" gives 'Y', "播放(&Y)" too), upper case; a null
// QChar where there is none ("&&" is a plain '&').
inline QChar acceleratorOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (text[i + 1] == u'&') {
            ++i;
            continue;
        }
        return text[i + 1].toUpper();
    }
    return {};
}

// The letters that are a plain-key shortcut of the window (S, B, L, T, H, A, P, …): pressed
// alone, they do something, so no menu item or button may show one as its accelerator.
inline QSet<QChar> plainKeyLetters(const QWidget &window)
{
    QSet<QChar> letters;
    for (const QAction *action : window.actions())
        for (const QKeySequence &key : action->shortcuts()) {
            if (key.count() != 1 || key[0].keyboardModifiers() != Qt::NoModifier)
                continue;
            const Qt::Key k = key[0].key();
            if (k >= Qt::Key_A && k <= Qt::Key_Z)
                letters.insert(QChar(u'A' + (k - Qt::Key_A)));
        }
    return letters;
}

} // namespace nq::test
