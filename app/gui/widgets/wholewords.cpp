#include "wholewords.h"

namespace {

constexpr QChar kNonBreakingHyphen {0x2011};
constexpr QChar kWordJoiner {0x2060};
// The longest run of Chinese characters kept on one line: a column of the narrated board holds
// about 15 at the presentation's type.
constexpr qsizetype kLongestKeptRun = 8;

bool isHan(QChar c)
{
    return c.script() == QChar::Script_Han;
}

} // namespace

QString wholeWords(const QString &text)
{
    QString shown;
    shown.reserve(text.size() + text.size() / 2);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('-') && i > 0 && i + 1 < text.size() && text.at(i - 1).isLetter()
            && text.at(i + 1).isLetter()) {
            shown += kNonBreakingHyphen;
            continue;
        }
        if (i > 0 && isHan(c) && isHan(text.at(i - 1))) {
            qsizetype start = i - 1;
            while (start > 0 && isHan(text.at(start - 1)))
                --start;
            qsizetype end = i + 1;
            while (end < text.size() && isHan(text.at(end)))
                ++end;
            if (end - start <= kLongestKeptRun)
                shown += kWordJoiner;
        }
        shown += c;
    }
    return shown;
}
