#include "spokentext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QString>

namespace {

bool endsASentence(QChar last)
{
    return last == QLatin1Char('.') || last == QLatin1Char('!') || last == QLatin1Char('?')
           || last == QChar(0x2026) /* … */ || last == QChar(0x3002) /* 。 */;
}

} // namespace

QString SpokenText::clean(const QString &sentence)
{
    QString text = sentence;
    // A line break ends a sentence ("Paused at the next solution\nStep 1,963 · …").
    static const QRegularExpression lineBreak(QStringLiteral("(?<![.!?:;])\\s*\\n\\s*"));
    text.replace(lineBreak, QStringLiteral(". "));
    // The step's separator on screen, "Step 10 · Row 2: …": a sentence's end.
    text.replace(QStringLiteral(" \u00b7 "), QStringLiteral(". "));
    // An empty place in an array ("[0, 2, ·, ·]"): a word.
    text.replace(QChar(0x00b7), QCoreApplication::translate("SpokenText", "empty"));
    // "N×N", "8 × 8": "by", as a size is said.
    static const QRegularExpression times(QStringLiteral("\\s*\u00d7\\s*"));
    text.replace(times, QStringLiteral(" by "));
    // The puzzle's name: "N-Queens" was read "N dash Queens".
    static const QRegularExpression queens(QStringLiteral("\\bN-(?=\\p{Lu})"));
    text.replace(queens, QStringLiteral("N "));
    // Dashes between words and the arrows of menu paths ("View ▸ Overlays"): a pause.
    static const QRegularExpression pause(
        QStringLiteral("\\s+[\u2013\u2014\u25b8\u25b6\u25ba\u2192\u2190\u21d2]\\s+"));
    text.replace(pause, QStringLiteral(", "));
    // Pictograms said as words ("play button", "black square"): nothing to say.
    static const QRegularExpression pictograms(
        QStringLiteral("[\u2190-\u21ff\u2300-\u23ff\u25a0-\u25ff\u2600-\u27bf]\uFE0F?"));
    text.remove(pictograms);
    // Parentheses and brackets, read "left paren", "left bracket": a pause before, and after
    // when the sentence goes on.
    static const QRegularExpression opening(QStringLiteral("\\s*[\\(\\[]\\s*"));
    static const QRegularExpression closing(QStringLiteral("\\s*[\\)\\]]"));
    text.replace(opening, QStringLiteral(", "));
    text.replace(closing, QStringLiteral(","));
    // What the replacements left: ", ," and ",." to one mark, a pause after a colon, an
    // equals sign or at the start dropped, spaces single ("2,094" keeps its comma).
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    text.replace(spaces, QStringLiteral(" "));
    static const QRegularExpression doubled(QStringLiteral(",\\s*(?=[,.;:!?])"));
    text.replace(doubled, QString());
    static const QRegularExpression afterMark(QStringLiteral("([:.;!?=])\\s*,"));
    text.replace(afterMark, QStringLiteral("\\1"));
    static const QRegularExpression beforeMark(QStringLiteral("\\s+(?=[,.;:!?])"));
    text.replace(beforeMark, QString());
    static const QRegularExpression noSpaceAfterComma(QStringLiteral(",(?=\\p{L})"));
    text.replace(noSpaceAfterComma, QStringLiteral(", "));
    text = text.trimmed();
    while (text.startsWith(QLatin1Char(',')))
        text = text.mid(1).trimmed();
    while (text.endsWith(QLatin1Char(',')) || text.endsWith(QLatin1Char(':'))
           || text.endsWith(QLatin1Char(';')))
        text.chop(1);
    if (!text.isEmpty() && !endsASentence(text.back()))
        text += QLatin1Char('.');
    return text;
}

QString SpokenText::join(const QString &first, const QString &second)
{
    const QString a = clean(first);
    const QString b = clean(second);
    if (a.isEmpty())
        return b;
    if (b.isEmpty())
        return a;
    return a + QLatin1Char(' ') + b;
}
