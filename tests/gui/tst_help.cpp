#include "boardarea.h"
#include "gettingstarted.h"
#include "guitesthelpers.h"
#include "windowparts.h"
#include "mainwindow.h"
#include "steptimeline.h"
#include "testfiles.h"
#include "testregistry.h"
#include "testwindow.h"
#include "windowlessons.h"

#include <QAction>
#include <QDockWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QWhatsThis>

using namespace nq;

// The Help menu: Getting started (F1) with its pictures and the keys read from the actions,
// What's this? (Shift+F1) on every panel, the shortcuts list. Offscreen.
class TestHelp : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> m_window;

    MainWindow &window() { return *m_window; }
    GettingStarted *openGettingStarted()
    {
        QTest::keyClick(&window(), Qt::Key_F1);
        auto *page = window().findChild<GettingStarted *>();
        return page && page->isVisible() ? page : nullptr;
    }
    // Every panel and part of the board area a click in What's this? mode can land on.
    QList<QWidget *> explainedParts()
    {
        QList<QWidget *> parts;
        for (QDockWidget *dock : window().findChildren<QDockWidget *>())
            parts << dock;
        BoardArea *area = window().findChild<BoardArea *>();
        parts << area->board() << area->timeline()
              << window().findChild<QWidget *>(QStringLiteral("narration"))
              << window().findChild<QWidget *>(QStringLiteral("placementArray"));
        return parts;
    }

private slots:
    void init()
    {
        nq::testing::isolateSettings();
        m_window = nq::testing::openWindow({1366, 768});
        QVERIFY(m_window);
    }
    void cleanup() { m_window.reset(); }

    void gettingStartedShowsTheThreeJobsWithPictures()
    {
        GettingStarted *page = openGettingStarted();
        QVERIFY(page);
        const QString text = page->page()->toPlainText();
        for (const char *heading :
             {"1. Watch the search", "2. Step by hand", "3. Browse the solutions"})
            QVERIFY2(text.contains(QLatin1String(heading)), heading);
        // Each picture is a board drawn for the page, and no two are alike.
        QList<QImage> pictures;
        for (const char *name : {"picture:watch", "picture:practice", "picture:solutions"}) {
            const QVariant resource = page->page()->document()->resource(
                QTextDocument::ImageResource, QUrl(QString::fromLatin1(name)));
            const QImage picture = resource.value<QImage>();
            QVERIFY2(!picture.isNull(), name);
            QVERIFY(picture.width() >= 150);
            QVERIFY(!pictures.contains(picture));
            pictures << picture;
        }
        // What a screen reader reads for each picture.
        QVERIFY(page->page()->toHtml().contains(QStringLiteral("alt=\"The first solution of 8 "
                                                               "queens\"")));
    }

    // The page lists the keys the actions have, not keys written into its text.
    void gettingStartedReadsTheKeysFromTheActions()
    {
        GettingStarted *page = openGettingStarted();
        QVERIFY(page);
        QString text = page->page()->toPlainText();
        QVERIFY(text.contains(QStringLiteral("Space")));
        QVERIFY(text.contains(QStringLiteral("Ctrl+J")));
        QVERIFY(text.contains(QStringLiteral("Shift+F1")));
        QVERIFY(!text.contains(QStringLiteral("Ctrl+Alt+K")));
        page->close();
        parts::action(window(), QStringLiteral("practice"))
            ->setShortcut(Qt::CTRL | Qt::ALT | Qt::Key_K);
        page = openGettingStarted();
        QVERIFY(page);
        text = page->page()->toPlainText();
        QVERIFY(text.contains(QStringLiteral("Ctrl+Alt+K")));
    }

    void gettingStartedFollowsTheLanguage()
    {
        GettingStarted *page = openGettingStarted();
        QVERIFY(page);
        window().setLanguage(QStringLiteral("de"));
        QTRY_VERIFY(!page->page()->toPlainText().contains(QStringLiteral("Watch the search")));
        QVERIFY(page->windowTitle() != QStringLiteral("Getting started"));
        QCOMPARE(page->page()->accessibleName(), page->windowTitle()); // named in every language
        // The pictures are still there after the page was written again.
        QVERIFY(!page->page()
                     ->document()
                     ->resource(QTextDocument::ImageResource, QUrl(QStringLiteral("picture:watch")))
                     .value<QImage>()
                     .isNull());
        window().setLanguage(QStringLiteral("en"));
        QTRY_VERIFY(page->page()->toPlainText().contains(QStringLiteral("Watch the search")));
    }

    void whatsThisExplainsEveryPanelInEveryLanguage()
    {
        QTest::keyClick(&window(), Qt::Key_F1, Qt::ShiftModifier);
        QVERIFY(QWhatsThis::inWhatsThisMode());
        QWhatsThis::leaveWhatsThisMode();
        const QList<QWidget *> parts = explainedParts();
        QVERIFY(parts.size() >= 13); // 9 docks (the lesson's bookmarks too) and 4 parts
        QStringList english;
        for (QWidget *part : parts) {
            QVERIFY2(part, "a part is missing");
            QVERIFY2(part->whatsThis().size() > 40, qPrintable(part->objectName()));
            english << part->whatsThis();
        }
        window().setLanguage(QStringLiteral("de"));
        QTRY_VERIFY(parts.first()->whatsThis() != english.first());
        for (int i = 0; i < parts.size(); ++i)
            QVERIFY2(parts[i]->whatsThis() != english[i] && !parts[i]->whatsThis().isEmpty(),
                     qPrintable(parts[i]->objectName()));
        window().setLanguage(QStringLiteral("en"));
    }

    // Every key of the window is in the list (the speed presets, Undo and Getting started were
    // missing from the hand-made list it replaced).
    void theShortcutsListHasEveryKey()
    {
        QStringList listed;
        QTimer::singleShot(0, this, [&listed] {
            QWidget *dialog = QApplication::activeModalWidget();
            QVERIFY(dialog);
            auto *table = dialog->findChild<QTableWidget *>();
            QVERIFY(table);
            for (int row = 0; row < table->rowCount(); ++row)
                listed << table->item(row, 0)->text();
            dialog->close();
        });
        QTest::keyClick(&window(), Qt::Key_F1, Qt::ControlModifier);
        for (QAction *action : window().findChildren<QAction *>()) {
            if (action->shortcut().isEmpty() || action->objectName().isEmpty()
                || action->objectName().startsWith(QLatin1String("qt_")))
                continue;
            const QString key = action->shortcut().toString(QKeySequence::NativeText);
            QVERIFY2(std::any_of(listed.cbegin(), listed.cend(),
                                 [&key](const QString &keys) {
                                     return keys.split(QStringLiteral(", ")).contains(key);
                                 }),
                     qPrintable(action->objectName() + QLatin1Char(' ') + key));
        }
    }

    // resources/doc/keys.md is the list Help ▸ Keyboard shortcuts shows, in English: made from
    // the command tables, so it cannot drift from the program. NQ_UPDATE_DOCS=1 writes it anew.
    void theKeysPageIsTheShortcutsList()
    {
        QString page = QStringLiteral(
            "# Keys\n\nEvery key of the window, as Help ▸ Keyboard shortcuts (Ctrl+F1) lists "
            "them. Made from the program's command tables by `tst_help` (run it with "
            "`NQ_UPDATE_DOCS=1` to write this page anew after a change of keys).\n\n"
            "[← README](../../README.md)\n\n| Keys | Action |\n|---|---|\n");
        for (const auto &[keys, what] : window().actions()->shortcutRows()) {
            QString cell = what;
            cell.replace(QLatin1Char('|'), QStringLiteral("\\|"));
            page += QStringLiteral("| %1 | %2 |\n").arg(keys, cell);
        }
        const QString path = QStringLiteral(NQ_SOURCE_DIR "/resources/doc/keys.md");
        if (qEnvironmentVariableIsSet("NQ_UPDATE_DOCS"))
            QVERIFY(nq::testing::writeFile(path, page.toUtf8()));
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        QCOMPARE(QString::fromUtf8(file.readAll()), page);
    }
};

NQ_TEST_MAIN(TestHelp)
#include "tst_help.moc"
