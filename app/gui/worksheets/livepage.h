#pragma once

#include <QByteArray>
#include <QString>

// The live web page (resources/web/live, assembled into one file at build time and embedded
// here as a resource): the program's engine in any browser, offline. Gives the page with a
// language chosen in it, and tells such a page from other files. Plain functions; any thread.
class LivePage
{
public:
    // The page, its language preset to `language` (a LanguageManager code; "" lets the page
    // follow the browser's language); empty when the program was built without it.
    static QByteArray html(const QString &language);
    // Whether `bytes` are a live page this program wrote (so that writing one again may
    // replace it).
    static bool isLivePage(const QByteArray &bytes);
};
