#include "languagemanager.h"

#include <QApplication>
#include <QWidget>
#include <QLibraryInfo>
#include <QLocale>

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
{
}

QList<LanguageManager::Language> LanguageManager::languages()
{
    // One order everywhere (the menu, --language, the README): by the languages' own names,
    // the Latin alphabet first.
    return {{QString(), QString()},
            {QStringLiteral("de"), QStringLiteral("Deutsch")},
            {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("es"), QStringLiteral("Español")},
            {QStringLiteral("fr"), QStringLiteral("Français")},
            {QStringLiteral("zh_CN"), QStringLiteral("简体中文")}};
}

QStringList LanguageManager::codes()
{
    QStringList result;
    for (const Language &language : languages())
        result << language.code;
    return result;
}

QLocale LanguageManager::locale() const
{
    return m_code.isEmpty() ? QLocale::system() : QLocale(m_code);
}

bool LanguageManager::setLanguage(const QString &code)
{
    if (!codes().contains(code))
        return false;
    const bool hadTranslators = m_installed;
    if (m_installed) {
        QCoreApplication::removeTranslator(&m_appTranslator);
        QCoreApplication::removeTranslator(&m_qtTranslator);
        m_installed = false;
    }
    m_code = code;
    const QLocale chosen = locale();
    QLocale::setDefault(chosen);
    // The embedded translation (":/i18n/nqueens_<locale>.qm") and Qt's own for standard
    // dialogs and buttons. English is the source language: its file holds only the plural
    // forms, and it is what any language without a translation shows (texts and plurals).
    const QString directory = QStringLiteral(":/i18n");
    const bool appLoaded = m_appTranslator.load(chosen, QStringLiteral("nqueens"),
                                                QStringLiteral("_"), directory)
                           || m_appTranslator.load(QStringLiteral("nqueens_en"), directory);
    const bool qtLoaded = m_qtTranslator.load(chosen, QStringLiteral("qtbase"), QStringLiteral("_"),
                                              QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    if (appLoaded)
        QCoreApplication::installTranslator(&m_appTranslator);
    if (qtLoaded)
        QCoreApplication::installTranslator(&m_qtTranslator);
    m_installed = appLoaded || qtLoaded;
    if (!m_installed && !hadTranslators) {
        // No translator came or went, so Qt sends nothing: tell every widget ourselves, since
        // numbers follow the new locale.
        for (QWidget *widget : QApplication::allWidgets()) {
            QEvent change(QEvent::LanguageChange);
            QCoreApplication::sendEvent(widget, &change);
        }
    }
    return true;
}
