#include "filetexts.h"
#include "languagemanager.h"
#include "testregistry.h"

#include <QTest>

#include <cerrno>

using namespace nq;

// Why a file could not be saved or read, in the window's language: a German message said "No
// space left on device" in English. Every kind of problem has words in every language, and the
// system's common reasons are translated.
class TestFileTexts : public QObject
{
    Q_OBJECT

private slots:
    void everyProblemHasWordsInEveryLanguage()
    {
        LanguageManager languages;
        for (const QString &code : LanguageManager::codes()) {
            QVERIFY(languages.setLanguage(code));
            for (int kind = int(FileProblem::Kind::System); kind <= int(FileProblem::Kind::NotOpen);
                 ++kind) {
                FileProblem problem;
                problem.kind = FileProblem::Kind(kind);
                problem.errorNumber = ENOSPC;
                problem.pointsTo = FileProblem::Kind::Fifo;
                problem.limit = 4 << 20;
                problem.folder = "/tmp/x";
                QVERIFY2(!FileTexts::reason(problem).isEmpty(),
                         qPrintable(code + QString::number(kind)));
            }
        }
    }

    void theSystemsCommonReasonsAreTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("words");
        QTest::newRow("de") << "de"
                            << "kein Platz";
        QTest::newRow("es") << "es"
                            << "no queda espacio";
        QTest::newRow("fr") << "fr"
                            << "plus de place";
        QTest::newRow("zh_CN") << "zh_CN"
                               << "磁盘空间已满";
        QTest::newRow("en") << "en"
                            << "no space left";
    }
    void theSystemsCommonReasonsAreTranslated()
    {
        QFETCH(QString, language);
        QFETCH(QString, words);
        LanguageManager languages;
        QVERIFY(languages.setLanguage(language));
        FileProblem full;
        full.kind = FileProblem::Kind::System;
        full.errorNumber = ENOSPC;
        QVERIFY2(FileTexts::reason(full).contains(words), qPrintable(FileTexts::reason(full)));
        FileProblem folder;
        folder.kind = FileProblem::Kind::FolderRefused;
        folder.errorNumber = EACCES;
        folder.folder = "/srv/class";
        const QString text = FileTexts::reason(folder);
        QVERIFY2(text.contains(QStringLiteral("/srv/class")), qPrintable(text));
        QVERIFY2(language == QLatin1String("en") || !text.contains(QStringLiteral("denied")),
                 qPrintable(text));
    }
};

NQ_TEST_MAIN(TestFileTexts)
#include "tst_filetexts.moc"
