#include "mnemonictext.h"

#include <QRegularExpression>

QString withoutMnemonic(const QString &text)
{
    // "(&E)" with any space before it, in ASCII or full-width brackets: the whole of it is
    // the accelerator. Not "(&&)", a bracketed ampersand.
    static const QRegularExpression bracketed(QStringLiteral("\\s*[(（]&[^&\\s][)）]"));
    QString words = QString(text).remove(bracketed);
    for (qsizetype at = words.indexOf(QLatin1Char('&')); at >= 0 && at < words.size();
         at = words.indexOf(QLatin1Char('&'), at + 1))
        words.remove(at, 1); // "&&" leaves one "&", skipped by the next search
    return words;
}
