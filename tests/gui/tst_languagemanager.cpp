#include "languagemanager.h"
#include "pseudocode.h"
#include "testregistry.h"

#include <QLocale>
#include <QTest>

// Tests the language switch: the one list of languages, refusing unknown codes, and the
// locale that numbers follow.
class TestLanguageManager : public QObject
{
    Q_OBJECT

private slots:
    void theListStartsWithTheSystemsLanguage()
    {
        const QList<LanguageManager::Language> languages = LanguageManager::languages();
        QCOMPARE(languages.size(), LanguageManager::codes().size());
        QVERIFY(languages.first().code.isEmpty());
        // In one order, by the languages' own names (the menu had English first, then
        // Chinese, then the rest).
        QCOMPARE(
            LanguageManager::codes(),
            (QStringList {QString(), QStringLiteral("de"), QStringLiteral("en"),
                          QStringLiteral("es"), QStringLiteral("fr"), QStringLiteral("zh_CN")}));
        for (int i = 1; i < languages.size(); ++i)
            QVERIFY(!languages[i].nativeName.isEmpty());
    }

    void unknownCodesAreRefused()
    {
        LanguageManager manager;
        QVERIFY(manager.setLanguage(QStringLiteral("de")));
        QVERIFY(!manager.setLanguage(QStringLiteral("tlh")));
        QCOMPARE(manager.language(), QStringLiteral("de")); // unchanged
    }

    void numbersFollowTheLanguage()
    {
        LanguageManager manager;
        QVERIFY(manager.setLanguage(QStringLiteral("de")));
        QCOMPARE(QLocale().toString(1234567), QStringLiteral("1.234.567"));
        QCOMPARE(manager.locale().language(), QLocale::German);
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
        QCOMPARE(QLocale().toString(1234567), QStringLiteral("1,234,567"));
        QVERIFY(manager.setLanguage(QString()));
        QCOMPARE(manager.locale(), QLocale::system());
    }

    // In every language the pseudocode's keywords stay code (solve, if, continue, return,
    // stop) and only what they mean is translated: German kept "return:" but wrote "Ende:"
    // for "stop:".
    void pseudocodeKeywordsStayCodeInEveryLanguage()
    {
        LanguageManager manager;
        for (const QString &code : LanguageManager::codes()) {
            QVERIFY(manager.setLanguage(code));
            for (const nq::Goal goal : {nq::Goal::All, nq::Goal::First}) {
                nq::SearchOptions options;
                options.goal = goal;
                QStringList lines;
                const Pseudocode pseudocode(options);
                for (const auto &line : pseudocode.algorithm())
                    lines << Pseudocode::text(line).section(QStringLiteral("//"), 0, 0).trimmed();
                const QString keyword = goal == nq::Goal::All ? QStringLiteral("return: ")
                                                              : QStringLiteral("stop: ");
                QVERIFY2(std::any_of(lines.cbegin(), lines.cend(),
                                     [&](const QString &line) { return line.startsWith(keyword); }),
                         qPrintable(code + QLatin1Char('\n') + lines.join(QLatin1Char('\n'))));
                for (const char *kept : {"solve(r):", "if not safe(r, c):", "continue"})
                    QVERIFY2(lines.contains(QLatin1String(kept)),
                             qPrintable(code + " " + kept + "\n" + lines.join(QLatin1Char('\n'))));
            }
        }
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
    }
};

NQ_TEST_MAIN(TestLanguageManager)
#include "tst_languagemanager.moc"
