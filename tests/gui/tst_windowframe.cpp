#include "dropfile.h"
#include "testregistry.h"
#include "windowframe.h"

#include <QCloseEvent>
#include <QMimeData>
#include <QTest>
#include <QUrl>
#include <QWidget>

// Tests the one owner of the main window's title, drops and close (WindowFrame), as the lessons
// and the traces give it their parts: the title composed whatever part comes first, a dropped
// file given to the part that takes it, and the close asked of every guard before anything is
// done for it.
class TestWindowFrame : public QObject
{
    Q_OBJECT

private slots:
    // The shown title wins over the document's while it is set, whichever was given last; the
    // document's mark only goes with the document's title.
    void theShownTitleComesOverTheDocumentsInAnyOrder()
    {
        QWidget window;
        WindowFrame frame(&window);
        frame.setDocumentTitle(QStringLiteral("class.nqueens[*]"), true);
        QCOMPARE(window.windowTitle(), QStringLiteral("class.nqueens[*]"));
        QVERIFY(window.isWindowModified());
        frame.setShownTitle(QStringLiteral("queens.trace — your program's search"));
        frame.setDocumentTitle(QStringLiteral("klasse.nqueens[*]"), true); // a new language
        QCOMPARE(window.windowTitle(), QStringLiteral("queens.trace — your program's search"));
        QVERIFY(!window.isWindowModified());
        frame.setShownTitle({});
        QCOMPARE(window.windowTitle(), QStringLiteral("klasse.nqueens[*]"));
        QVERIFY(window.isWindowModified());
    }

    // A file goes to the first part that takes it, any other to the other files' part.
    void aDroppedFileGoesToThePartThatTakesIt()
    {
        QWidget window;
        WindowFrame frame(&window);
        QStringList traces;
        QStringList others;
        frame.setOtherDrop([&others](const QString &path) { others << path; });
        frame.addDrop([](const QString &path) { return path.endsWith(QLatin1String(".trace")); },
                      [&traces](const QString &path) { traces << path; });
        QVERIFY(window.acceptDrops());
        QVERIFY(nq::testing::dropFile(window, QStringLiteral("/tmp/queens.trace")));
        QVERIFY(nq::testing::dropFile(window, QStringLiteral("/tmp/class.nqueens")));
        QCOMPARE(traces, QStringList {QStringLiteral("/tmp/queens.trace")});
        QCOMPARE(others, QStringList {QStringLiteral("/tmp/class.nqueens")});
    }

    // A guard that says no keeps the window open, and nothing is done for the close (the
    // student's program was stopped before the lessons' Cancel kept the window open: each
    // room had its own filter); once every guard agrees, the steps are done.
    void aCloseRefusedDoesNothingForIt()
    {
        QWidget window;
        WindowFrame frame(&window);
        bool mayClose = false;
        int stopped = 0;
        frame.addCloseStep([&stopped] { ++stopped; });
        frame.addCloseGuard([&mayClose] { return mayClose; });
        QCloseEvent refused;
        QCoreApplication::sendEvent(&window, &refused);
        QVERIFY(!refused.isAccepted());
        QCOMPARE(stopped, 0);
        mayClose = true;
        QCloseEvent agreed;
        QCoreApplication::sendEvent(&window, &agreed);
        QVERIFY(agreed.isAccepted());
        QCOMPARE(stopped, 1);
    }
};

NQ_TEST_MAIN(TestWindowFrame)
#include "tst_windowframe.moc"
