#pragma once

#include <QList>
#include <QObject>
#include <QTranslator>

// Which language the program speaks: loads the program's translation and Qt's own for the
// chosen locale (or the system's), and makes numbers follow it. Switching sends every
// widget a LanguageChange event, so visible texts change at once. GUI thread.
class LanguageManager : public QObject
{
    Q_OBJECT

public:
    struct Language
    {
        QString code; // "" for the system's language
        QString nativeName; // the language's own name, e.g. "Deutsch"
    };

    explicit LanguageManager(QObject *parent = nullptr);
    // The languages the program speaks, in menu order: the one list of them.
    static QList<Language> languages();
    // Their codes alone, "" (the system's language) first.
    static QStringList codes();
    // "" follows the system; returns false if no translation exists for the code.
    bool setLanguage(const QString &code);
    QString language() const { return m_code; }
    // The locale now in use for texts and numbers.
    QLocale locale() const;

private:
    QString m_code;
    QTranslator m_appTranslator;
    QTranslator m_qtTranslator;
    bool m_installed = false;
};
