#include "livepage.h"

#include <QFile>

namespace {

// Where the assembled page says which language it opens in: its root element, which no
// Content-Security-Policy hash covers (the hashes are of the scripts and the style).
constexpr char kLanguageMark[] = "<html lang=\"en\" data-nq-language=\"\">";

} // namespace

QByteArray LivePage::html(const QString &language)
{
    QFile file(QStringLiteral(":/web/nqueens.html"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArray page = file.readAll();
    const qsizetype at = page.indexOf(kLanguageMark);
    if (at < 0)
        return {};
    if (!language.isEmpty()) {
        // The language codes are LanguageManager's (en, zh_CN, de, es, fr): no quote in them.
        QString tag = language;
        tag.replace(QLatin1Char('_'), QLatin1Char('-'));
        page.replace(at, qsizetype(sizeof kLanguageMark) - 1,
                     "<html lang=\"" + tag.toUtf8() + "\" data-nq-language=\"" + language.toUtf8()
                         + "\">");
    }
    return page;
}

bool LivePage::isLivePage(const QByteArray &bytes)
{
    return bytes.startsWith("<!DOCTYPE html>") && bytes.contains("data-nq-language=\"")
           && bytes.contains("createNQueensEngine");
}
