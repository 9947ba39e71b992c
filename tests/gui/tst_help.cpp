#include "boardarea.h"
#include "boardview.h"
#include "narrationlabel.h"
#include "gettingstarted.h"
#include "guitesthelpers.h"
#include "mainwindow.h"
#include "placementarrayview.h"
#include "steptimeline.h"
#include "testfiles.h"
#include "testregistry.h"
#include "testwindow.h"
#include "windowlessons.h"
#include "windowparts.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QTableWidget>
#include <QTest>
#include <QTextBlock>
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
    // The links (the images' addresses) of a page, in order.
    static QStringList linksOf(const QTextDocument *document, bool images = false)
    {
        QStringList found;
        for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
            for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
                const QTextCharFormat format = fragment.fragment().charFormat();
                if (images && format.isImageFormat())
                    found << format.toImageFormat().name();
                else if (!images && format.isAnchor() && !format.anchorHref().isEmpty()
                         && (found.isEmpty() || found.last() != format.anchorHref()))
                    found << format.anchorHref();
            }
        return found;
    }
    static QStringList imagesOf(const QTextDocument *document) { return linksOf(document, true); }
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

    // Back and Alt+Left (the keys the guide names) go back along the pages opened, to Getting
    // started, and every guide page has Back: Alt+Left in the page went through the browser's
    // own history (to the Command line page, with no Back button).
    void backAndAltLeftGoBackAlongThePagesOpened()
    {
        GettingStarted *dialog = openGettingStarted();
        QVERIFY(dialog);
        QTextBrowser *page = dialog->page();
        auto *back = dialog->findChild<QPushButton *>(QStringLiteral("guideBack"));
        const QUrl using_ = GettingStarted::guidePage(QStringLiteral("using.md"));
        const QUrl keys = GettingStarted::guidePage(QStringLiteral("keys.md"));
        const QUrl lessons = GettingStarted::guidePage(QStringLiteral("lessons.md"));
        dialog->follow(using_);
        dialog->follow(keys);
        dialog->follow(lessons);
        QCOMPARE(page->source(), lessons);
        QVERIFY(back->isVisible());
        page->setFocus();
        QTest::keyClick(page, Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(page->source(), keys);
        QVERIFY(back->isVisible());
        back->click();
        QCOMPARE(page->source(), using_);
        QVERIFY(back->isVisible());
        QTest::keyClick(page, Qt::Key_Left, Qt::AltModifier);
        // Getting started itself (written, not read from the guide).
        const auto atTheStart = [&] {
            return back->isHidden()
                   && page->toPlainText().contains(QStringLiteral("1. Watch the search"));
        };
        QVERIFY(atTheStart());
        QTest::keyClick(page, Qt::Key_Left, Qt::AltModifier); // nothing before it
        QVERIFY(atTheStart());
    }

    // Getting started says where the narration is as the window shows it: above the board
    // (it said "under the board").
    void gettingStartedPlacesTheNarrationAsShown()
    {
        GettingStarted *dialog = openGettingStarted();
        QVERIFY(dialog);
        const QString text = dialog->page()->document()->toPlainText().simplified();
        QVERIFY(text.contains(QStringLiteral("The narration above the board")));
        QVERIFY(!text.contains(QStringLiteral("narration under the board")));
        BoardArea *area = window().findChild<BoardArea *>();
        QVERIFY(area->narration()->geometry().bottom() < area->board()->geometry().top());
    }

    // Getting started links to the user guide's pages, which open in place; every link and
    // picture on those pages (and on the README they link to) leads somewhere, and Back returns
    // to the start page.
    void gettingStartedOpensTheGuide()
    {
        GettingStarted *dialog = openGettingStarted();
        QVERIFY(dialog);
        QTextBrowser *page = dialog->page();
        const QStringList startLinks = linksOf(page->document());
        for (const char *file : {"using.md", "teaching.md", "lessons.md", "web-page.md", "keys.md",
                                 "accessibility.md", "counting.md", "command-line.md"})
            QVERIFY2(startLinks.contains(GettingStarted::guidePage(QLatin1String(file)).toString()),
                     file);
        auto *back = dialog->findChild<QPushButton *>(QStringLiteral("guideBack"));
        QVERIFY(back && back->isHidden());

        // Every page reachable from the start page, each opened as a user clicks its link.
        QStringList toVisit = startLinks;
        QSet<QString> visited;
        while (!toVisit.isEmpty()) {
            const QUrl url = QUrl(toVisit.takeFirst()).adjusted(QUrl::RemoveFragment);
            if (url.scheme() != QLatin1String("qrc") || visited.contains(url.toString()))
                continue;
            visited.insert(url.toString());
            QVERIFY2(QFile::exists(QLatin1Char(':') + url.path()),
                     qPrintable(url.toString() + QStringLiteral(": no such page")));
            emit page->anchorClicked(url);
            QCOMPARE(page->source(), url);
            QVERIFY(back->isVisible());
            // The page shown is the file's text, read as Markdown: its first heading is a heading.
            QFile file(QLatin1Char(':') + url.path());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString firstLine = QString::fromUtf8(file.readLine()).trimmed();
            QVERIFY2(firstLine.startsWith(QLatin1String("# ")), qPrintable(url.toString()));
            QVERIFY2(page->toPlainText().startsWith(firstLine.mid(2)),
                     qPrintable(url.toString() + QStringLiteral(" shows: ")
                                + page->toPlainText().left(80)));
            for (const QString &image : imagesOf(page->document())) {
                const QUrl resolved = url.resolved(QUrl(image));
                QVERIFY2(QFile::exists(QLatin1Char(':') + resolved.path()),
                         qPrintable(url.toString() + QStringLiteral(" shows a missing picture ")
                                    + image));
            }
            for (const QString &link : linksOf(page->document())) {
                const QUrl resolved = url.resolved(QUrl(link));
                if (resolved.scheme() == QLatin1String("qrc"))
                    toVisit << resolved.toString();
                else
                    QVERIFY2(resolved.scheme().startsWith(QLatin1String("http")),
                             qPrintable(url.toString() + QStringLiteral(" links to ") + link));
            }
        }
        // The eight pages, their links (the rest of the guide) and the README.
        QVERIFY(visited.contains(QStringLiteral("qrc:/README.md")));
        QVERIFY(visited.size() >= 15);

        // Back walks the pages in reverse, then shows the start page again.
        const QUrl last = page->source();
        back->click();
        QVERIFY(page->source() != last);
        for (int i = 0; i < visited.size() && back->isVisible(); ++i)
            back->click();
        QVERIFY(back->isHidden());
        QVERIFY(page->toPlainText().contains(QStringLiteral("1. Watch the search")));
        QCOMPARE(linksOf(page->document()), startLinks);
    }

    // The strip's What's this says what the strip shows: "·" for a row not filled yet, the
    // column tried and "?" for the row being filled, the indices above (it said "?" marked an
    // unfilled row and the indices stood under it).
    void theStripsWhatsThisDescribesWhatItShows()
    {
        parts::action(window(), "step")->trigger();
        parts::action(window(), "step")->trigger();
        parts::action(window(), "step")->trigger(); // row 1: trying column 0
        QTRY_COMPARE(parts::shown(window()).step(), 3u);
        PlacementArrayView *strip = parts::arrayView(window());
        QTRY_COMPARE(strip->shownAt(1), QStringLiteral("0?"));
        const QString unfilled = strip->shownAt(7);
        QCOMPARE(unfilled, QStringLiteral("·"));
        const QString text = strip->whatsThis();
        QVERIFY2(text.contains(QStringLiteral("box with %1 is a row not filled yet").arg(unfilled)),
                 qPrintable(text));
        QVERIFY2(
            text.contains(QRegularExpression(QStringLiteral("\\d\\? is the row being filled"))),
            qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("above the boxes")));
        QVERIFY(!text.contains(QStringLiteral("under")));
    }

    void gettingStartedShowsTheThreeJobsWithPictures()
    {
        GettingStarted *page = openGettingStarted();
        QVERIFY(page);
        const QString text = page->page()->toPlainText();
        for (const char *heading :
             {"1. Watch the search", "2. Try it yourself", "3. Browse the solutions"})
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
        // What a screen reader reads for each picture: Orca reads no picture's alt text in a
        // Qt page, so each has it under it too.
        QVERIFY(page->page()->toHtml().contains(QStringLiteral("alt=\"The first solution of 8 "
                                                               "queens\"")));
        QVERIFY(text.contains(QStringLiteral("The first solution of 8 queens")));
    }

    // A screen reader reads the page as its text cursor moves: a line with Down, a paragraph
    // with Ctrl+Down (Orca reads the paragraph it lands in), back with Ctrl+Up.
    void gettingStartedIsReadLineByLineAndParagraphByParagraph()
    {
        GettingStarted *dialog = openGettingStarted();
        QVERIFY(dialog);
        QTextBrowser *page = dialog->page();
        QVERIFY(page->textInteractionFlags() & Qt::TextSelectableByKeyboard);
        page->setFocus();
        page->moveCursor(QTextCursor::Start);
        const int firstParagraph = page->textCursor().blockNumber();
        QTest::keyClick(page, Qt::Key_Down);
        QVERIFY(page->textCursor().position() > 0);
        QTest::keyClick(page, Qt::Key_Down, Qt::ControlModifier);
        QVERIFY(page->textCursor().atBlockStart());
        const int next = page->textCursor().blockNumber();
        QVERIFY(next > firstParagraph);
        QTest::keyClick(page, Qt::Key_Down, Qt::ControlModifier);
        QVERIFY(page->textCursor().blockNumber() > next);
        QTest::keyClick(page, Qt::Key_Up, Qt::ControlModifier);
        QCOMPARE(page->textCursor().blockNumber(), next);
        QVERIFY(page->textCursor().atBlockStart());
        // Every paragraph it stops at has words: a picture's own paragraph is passed.
        for (int paragraph = 0; paragraph < 12; ++paragraph) {
            QTest::keyClick(page, Qt::Key_Down, Qt::ControlModifier);
            const QString words = page->textCursor().block().text().remove(
                QChar::ObjectReplacementCharacter);
            QVERIFY2(!words.trimmed().isEmpty(), qPrintable(QString::number(paragraph)));
        }
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
