#include "appsettings.h"
#include "boardarea.h"
#include "boardexport.h"
#include "boardscene.h"
#include "boardview.h"
#include "checkcomparisonpanel.h"
#include "controlspanel.h"
#include "counterspanel.h"
#include "guitesthelpers.h"
#include "windowparts.h"
#include "languagemanager.h"
#include "listingview.h"
#include "mainwindow.h"
#include "narrationlabel.h"
#include "placementarrayview.h"
#include "presentationmode.h"
#include "pseudocodeview.h"
#include "searchtreeview.h"
#include "sidedocks.h"
#include "solutiondelegate.h"
#include "solutionexport.h"
#include "solutionlistmodel.h"
#include "solutionlistview.h"
#include "solutionsexporter.h"
#include "speedscale.h"
#include "tablefit.h"
#include "symmetryview.h"
#include "teachingdocks.h"
#include "testregistry.h"
#include "programparts.h"

#include <QAccessible>
#include <QAction>
#include <QAbstractButton>
#include <QApplication>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextLayout>
#include <QSlider>
#include <QClipboard>
#include <QElapsedTimer>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QMenuBar>
#include <QMimeData>
#include <QPrinter>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QStyle>
#include <QTableWidget>
#include <QTabBar>
#include <QLabel>
#include <QStatusBar>
#include <QTest>

using namespace nq;

// Tests what a desktop program owes its users: remembered settings (and surviving a damaged
// settings file), export, copy, print, themes and appearance.
class TestDesktop : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_files;

    // The window's files without their dialogs, as its commands write them.
    static bool exportBoard(MainWindow &window, const QString &path, QString *error)
    {
        return BoardExport::save(path, parts::boardView(window)->scene(),
                                 parts::boardView(window)->theme(), error);
    }
    static void exportSolutions(MainWindow &window, const QString &path, ExportFormat format,
                                std::function<void(bool, QString)> done)
    {
        window.findChild<SolutionsExporter *>()->exportSolutions(parts::shown(window).store, path,
                                                                 format, std::move(done));
    }
    static int printHandout(MainWindow &window, QPagedPaintDevice *device)
    {
        return window.findChild<SolutionsExporter *>()->printHandout(
            device, parts::shown(window).search.options.n);
    }

    std::unique_ptr<MainWindow> openWindow()
    {
        auto window = std::make_unique<MainWindow>(nullptr, attachProgramParts);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            return nullptr;
        QElapsedTimer waited;
        waited.start();
        while (!parts::shown(*window).store && waited.elapsed() < 5000)
            QTest::qWait(5);
        return parts::shown(*window).store ? std::move(window) : nullptr;
    }
    // The window in `language`, sized and shown as on a first start on a screen whose free
    // area is `available` (the offscreen screen is another size); its docks, or null.
    static SideDocks *openFirstTimeOn(MainWindow &window, const QSize &available,
                                      const QString &language)
    {
        window.setLanguage(language);
        SideDocks *docks = window.findChild<SideDocks *>();
        if (!docks)
            return nullptr;
        // The program's window is maximised at a first start; here openOn's size stands for it.
        window.setWindowState(Qt::WindowNoState);
        docks->openOn(available);
        window.show();
        return QTest::qWaitForWindowExposed(&window) ? docks : nullptr;
    }
    // Rows for the three screens of a classroom (less a 32-pixel panel) in every language.
    static void addClassroomScreensInEveryLanguage()
    {
        QTest::addColumn<QSize>("available");
        QTest::addColumn<QString>("language");
        for (const QSize &screen : {QSize(1024, 736), QSize(1366, 736), QSize(1920, 1048)})
            for (const char *language : {"en", "de", "es", "fr", "zh_CN"})
                QTest::newRow(qPrintable(QStringLiteral("%1x%2 %3")
                                             .arg(screen.width())
                                             .arg(screen.height() + 32)
                                             .arg(QLatin1String(language))))
                    << screen << QString::fromLatin1(language);
    }
    // After a language switch: retranslated, and laid out again, each round taking the layout
    // requests the round before posted (labels, panels, the scroll area, the docks, the window).
    void settleLanguage(SideDocks *docks)
    {
        QTRY_COMPARE(docks->controlsDock()->windowTitle(),
                     QCoreApplication::translate("SideDocks", "Controls"));
        for (int round = 0; round < 8; ++round)
            QCoreApplication::sendPostedEvents();
    }

    void runToEnd(MainWindow &window, int n)
    {
        window.controlsPanel()->findChild<QSpinBox *>()->setValue(n);
        QTRY_COMPARE(parts::shown(window).search.options.n, n);
        window.controlsPanel()->setSpeedNotch(SpeedScale::kFullSpeedNotch);
        parts::action(window, "playPause")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window).isFinished(), 20000);
    }
    QByteArray readFile(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private slots:
    void init() { nq::testing::isolateSettings(); }

    void settingsAreRememberedBetweenRuns()
    {
        {
            auto window = openWindow();
            QVERIFY(window);
            window->controlsPanel()->findChild<QSpinBox *>()->setValue(6);
            window->controlsPanel()->findChildren<QComboBox *>().at(2)->setCurrentIndex(
                int(Check::Scan));
            window->controlsPanel()->setSpeedNotch(17);
            parts::action(*window, "showAttacked")->trigger();
            parts::action(*window, QStringLiteral("theme-colour-blind"))
                ->trigger(); // View ▸ Board theme
            window->findChild<QComboBox *>("listMode")->setCurrentIndex(1);
            window->close();
        }
        auto window = openWindow();
        QVERIFY(window);
        QCOMPARE(window->controlsPanel()->options().n, 6);
        QVERIFY(window->controlsPanel()->options().check == Check::Scan);
        QCOMPARE(window->controlsPanel()->speedNotch(), 17);
        QVERIFY(parts::boardView(*window)->overlays().attackedSquares);
        QCOMPARE(parts::boardView(*window)->theme().id, QStringLiteral("colour-blind"));
        QCOMPARE(window->findChild<QComboBox *>("listMode")->currentIndex(), 1);
        QTRY_COMPARE(parts::shown(*window).search.options.n, 6); // the run uses them too
    }

    void aDamagedSettingsFileGivesTheDefaults()
    {
        QFile file(AppSettings::filePath());
        QDir().mkpath(QFileInfo(file).absolutePath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("\x00\xff\xfe[search\nn=\x01\x02\x03\n==garbage==\n[view]\nspeed=-5000\ntheme="
                   "\xc3\x28\n"
                   "[window]\ngeometry=@ByteArray(\\xff\\xff)\nstate=nonsense\n",
                   110);
        file.close();
        auto window = openWindow();
        QVERIFY(window);
        QCOMPARE(window->controlsPanel()->options().n, 8);
        QCOMPARE(window->controlsPanel()->speedNotch(), SpeedScale::kDefaultNotch);
        QCOMPARE(parts::boardView(*window)->theme().id, QStringLiteral("classic"));
    }

    void outOfRangeValuesAreIgnored()
    {
        QSettings settings(QSettings::IniFormat, QSettings::UserScope,
                           QCoreApplication::organizationName(),
                           QCoreApplication::applicationName());
        settings.setValue("search/n", 99);
        settings.setValue("search/check", 7);
        settings.setValue("view/stepsPerSecond", "fast");
        settings.setValue("view/language", "klingon");
        settings.setValue("overlays/attacked", "maybe");
        settings.sync();
        const AppSettings::Values values = AppSettings::load();
        QCOMPARE(values.options.n, 8);
        QVERIFY(values.options.check == Check::Arrays);
        QCOMPARE(values.speedNotch, SpeedScale::kDefaultNotch);
        QVERIFY(values.language.isEmpty());
        QVERIFY(!values.overlays.attackedSquares);
    }

    void restoreDefaults()
    {
        auto window = openWindow();
        QVERIFY(window);
        window->controlsPanel()->findChild<QSpinBox *>()->setValue(11);
        parts::action(*window, QStringLiteral("theme-high-contrast"))
            ->trigger(); // View ▸ Board theme
        window->close();
        window = openWindow();
        QCOMPARE(window->controlsPanel()->options().n, 11);
        window->restoreDefaults();
        QCOMPARE(window->controlsPanel()->options().n, 8);
        QCOMPARE(parts::boardView(*window)->theme().id, QStringLiteral("classic"));
        QTRY_COMPARE(parts::shown(*window).search.options.n, 8);
    }

    // "Call stack" on its tab, not "Ca…": tabbed docks scroll their tabs instead, also for
    // the tab bars a restored layout or a later tabifying makes.
    // Presentation mode sizes every text from the screen for the back of the room: capital
    // letters of the narration and of the counters line at least 3.3% of the screen's height,
    // of the board's labels and of the strip (values, indices, name) at least 2.5%, on the
    // three screens of a classroom, and nothing cut. (The narration's letters were 26 pixels
    // high on every screen, the board's labels 12, the strip's indices 14.)
    void presentationTextScalesWithTheScreen_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::newRow("1024x768") << QSize(1024, 768);
        QTest::newRow("1366x768") << QSize(1366, 768);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }
    void presentationTextScalesWithTheScreen()
    {
        QFETCH(QSize, screen);
        BoardArea area;
        area.resize(screen);
        area.setPresenting(true, screen.height());
        Placement queens(8);
        queens.cols = {0, 4, 7, 5, 2, 6, 1, -1};
        Event trying;
        trying.type = EventType::Try;
        trying.row = 7;
        trying.col = 3;
        area.setScene(BoardScene::fromEvent(queens, &trying, Order::Rows));
        area.narration()->setNarration(
            QStringLiteral("Step 113 · Row 4: column 2 is attacked by the queen in row 0, "
                           "column 6 (anti-diagonal)"));
        area.show();
        QVERIFY(QTest::qWaitForWindowExposed(&area));
        QCoreApplication::processEvents();
        const qreal headline = BoardArea::kHeadlineShare * screen.height();
        const qreal detail = BoardArea::kDetailShare * screen.height();
        const auto caps = [](const QFont &font) { return QFontMetricsF(font).capHeight(); };
        const auto report = [&](const char *what, qreal got, qreal wanted) {
            qInfo("%dx%d %s: capitals %.1f px (%.1f%% of the height; wanted %.1f)", screen.width(),
                  screen.height(), what, got, 100 * got / screen.height(), wanted);
            return got >= wanted - 0.01;
        };
        // The narration, whole in its type (a long sentence, three lines at most).
        NarrationLabel *narration = area.narration();
        QVERIFY(report("narration", caps(narration->shownFont()), headline));
        QCOMPARE(narration->shownFont(), narration->font());
        QLabel *counters = area.findChild<QLabel *>(QStringLiteral("presentationCounters"));
        QVERIFY(counters && counters->isVisible());
        QVERIFY(report("counters", caps(counters->font()), headline));
        QVERIFY(counters->width()
                    >= QFontMetrics(counters->font())
                           .horizontalAdvance(counters->text().section(QLatin1Char('\n'), 0, 0))
                || counters->wordWrap());
        // The board's labels, inside the board view.
        BoardView *board = area.board();
        QFont label = board->font();
        label.setPixelSize(board->labelPixels());
        QVERIFY(report("board labels", caps(label), detail));
        QVERIFY(board->squareRect(0, 0).top() - board->labelPixels() > 0);
        QVERIFY(board->squareRect(0, 0).left() - board->labelPixels() > 0);
        // The strip: its values fill boxes as large as the detail type needs, all shown.
        PlacementArrayView *strip = area.array();
        QVERIFY(report("strip indices and name", caps(strip->font()), detail));
        const qreal box = strip->boxSide();
        QVERIFY(report("strip values", caps(PlacementArrayView::valueFont(strip->font(), box, 8)),
                       detail));
        QVERIFY(box * 8 < strip->width());
        // Everything inside the screen, the board the largest part; it stays where it is when
        // the counters grow long (the line keeps the height a long search needs).
        QVERIFY(board->height() >= screen.height() / 3);
        // (The line keeps the room the largest counters of the search's N need: N=12's at
        // its start, as its 35 million steps later.)
        RunnerSnapshot longSearch;
        longSearch.search.options.n = 12;
        area.showSearch(longSearch);
        QCoreApplication::processEvents();
        const QRect boardWas(board->mapTo(&area, QPoint(0, 0)), board->size());
        longSearch.search.counters.steps = 35'554'000;
        longSearch.search.counters.places = 2'056'000;
        longSearch.search.counters.backtracks = 1'965'000;
        longSearch.search.counters.solutions = 92'000;
        area.showSearch(longSearch);
        QCoreApplication::processEvents();
        QVERIFY2(area.countersLine().startsWith(QStringLiteral("Steps 35,554,000")),
                 qPrintable(area.countersLine()));
        // A line break may come between two counters, never between a name and its number.
        QVERIFY(counters->text().contains(QStringLiteral("solutions\u00a092,000")));
        QCOMPARE(QRect(board->mapTo(&area, QPoint(0, 0)), board->size()), boardWas);
        area.setPresenting(false);
        QVERIFY(counters->isHidden());
    }

    // Presented beside the board, the pseudocode's capital letters are at least 2.5% of the
    // screen's height and no line is cut: the panel takes what the code needs (as far as
    // PresentationMode::pseudocodeWidth lets it) and lines longer than that wrap
    // (German at 1024x768 was cut: "cols[r] = -1", "back to row r - 1").
    void presentedPseudocodeIsLargeAndWhole_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<QString>("language");
        for (const QSize &screen : {QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080)})
            for (const char *language : {"en", "de", "zh_CN"})
                QTest::newRow(qPrintable(QStringLiteral("%1x%2 %3")
                                             .arg(screen.width())
                                             .arg(screen.height())
                                             .arg(QLatin1String(language))))
                    << screen << QString::fromLatin1(language);
    }
    void presentedPseudocodeIsLargeAndWhole()
    {
        QFETCH(QSize, screen);
        QFETCH(QString, language);
        // As the program; the window installs the translations.
        MainWindow window(nullptr, attachProgramParts);
        window.setLanguage(language);
        PseudocodeView view;
        view.setOptions({8, Order::Rows, Check::Arrays, Goal::All});
        view.resize(int(screen.width() * PresentationMode::kPseudocodeShare), screen.height());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const qreal detail = BoardArea::kDetailShare * screen.height();
        const int width = PresentationMode::pseudocodeWidth(view.widthForCode(detail), screen);
        view.resize(width, screen.height());
        view.setPresented(true, detail);
        for (auto which : {Pseudocode::Listing::Algorithm, Pseudocode::Listing::Check}) {
            ListingView *listing = view.listingView(which);
            view.findChild<QTabWidget *>()->setCurrentIndex(
                which == Pseudocode::Listing::Algorithm ? 0 : 1);
            QTRY_VERIFY(listing->isVisible());
            QCoreApplication::processEvents();
            const qreal caps = QFontMetricsF(listing->font()).capHeight();
            qInfo("%dx%d %s listing %d: capitals %.1f px (%.1f%%), panel %d px, %s", screen.width(),
                  screen.height(), qPrintable(language), int(which), caps,
                  100 * caps / screen.height(), width,
                  listing->linesWrapped() ? "wrapped" : "whole lines");
            QVERIFY(caps >= detail - 0.01);
            QCOMPARE(listing->horizontalScrollBar()->maximum(), 0);
            const int room = listing->viewport()->width();
            for (QTextBlock block = listing->document()->begin(); block.isValid();
                 block = block.next()) {
                QTextLayout *layout = block.layout();
                for (int i = 0; i < layout->lineCount(); ++i) {
                    QVERIFY2(layout->lineAt(i).naturalTextWidth() <= room,
                             qPrintable(block.text()));
                    // A line wraps between words, never beside an operator ("r -" / "1").
                    const QTextLine line = layout->lineAt(i);
                    const QString part =
                        block.text().mid(line.textStart(), line.textLength()).trimmed();
                    if (i + 1 < layout->lineCount() && !part.isEmpty())
                        QVERIFY2(!QStringLiteral("-+*/=<>").contains(part.back()),
                                 qPrintable(part));
                }
            }
        }
    }

    void theWindowFitsTheScreen_data()
    {
        QTest::addColumn<QSize>("available");
        // The screens of a classroom, less a 32-pixel panel.
        QTest::newRow("1024x768") << QSize(1024, 736);
        QTest::newRow("1366x768") << QSize(1366, 736);
        QTest::newRow("1920x1080") << QSize(1920, 1048);
    }
    void theWindowFitsTheScreen()
    {
        QFETCH(QSize, available);
        MainWindow window(nullptr, attachProgramParts); // as the program
        const QSize size = SideDocks::initialWindowSize(available);
        qInfo("available %dx%d: opens %dx%d; needs at least %dx%d", available.width(),
              available.height(), size.width(), size.height(), window.minimumSizeHint().width(),
              window.minimumSizeHint().height());
        // With its frame (a title bar of up to 40 pixels), inside the available area.
        QVERIFY(size.width() <= available.width() && size.height() + 40 <= available.height());
        QVERIFY(window.minimumSizeHint().width() <= size.width());
        QVERIFY(window.minimumSizeHint().height() <= size.height());
        // The first window takes the whole available area: on a projector's 1920x1080 the
        // board and the panels want every pixel (it opened 1280x860 there).
        QCOMPARE(size, QSize(available.width(), available.height() - 40));

        // At that size the board, the narration, the strip and the status bar show whole, and
        // the solutions list at least a row (on the 768-pixel screens) or four (1080 pixels).
        // The program's window is maximised at a first start; here openOn's size stands for it
        // (resized only, the window was maximised to the offscreen platform's screen: 796x796
        // on every row, whatever the screen named).
        window.setWindowState(Qt::WindowNoState);
        window.findChild<SideDocks *>()->openOn(available);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), size);
        const QRect inside = window.rect();
        const auto whollyShown = [&](QWidget *widget) {
            return widget->isVisible()
                   && inside.contains(QRect(widget->mapTo(&window, QPoint(0, 0)), widget->size()));
        };
        QVERIFY(whollyShown(parts::boardView(window)));
        QVERIFY(parts::boardView(window)->height() >= 300);
        QVERIFY(whollyShown(window.findChild<QLabel *>(QStringLiteral("narration"))));
        QVERIFY(whollyShown(parts::arrayView(window)));
        QVERIFY(whollyShown(window.statusBar()));
        SolutionListView *list = parts::solutionList(window);
        QVERIFY(whollyShown(list));
        const int rowsWanted = available.height() >= 1000 ? 4 : 1;
        qInfo("the solutions list shows %.1f rows",
              double(list->viewport()->height()) / list->rowHeight());
        QVERIFY2(list->viewport()->height() >= rowsWanted * list->rowHeight(),
                 qPrintable(
                     QStringLiteral("the list is %1 pixels high").arg(list->viewport()->height())));
    }

    // In every language, opened in it or switched to it live: the window fits the screen, and
    // no panel is squeezed below what its contents need (the counters ran over the solutions
    // dock's title in Chinese at 1366x768, whose characters take taller lines).
    void everyLanguageFitsTheScreen_data()
    {
        QTest::addColumn<QSize>("available");
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("switchedLive");
        for (const QSize &screen : {QSize(1024, 736), QSize(1366, 736)})
            for (const char *language : {"en", "de", "es", "fr", "zh_CN"})
                for (bool live : {false, true})
                    QTest::newRow(qPrintable(QStringLiteral("%1x%2 %3%4")
                                                 .arg(screen.width())
                                                 .arg(screen.height() + 32)
                                                 .arg(QLatin1String(language),
                                                      live ? QStringLiteral(" live") : QString())))
                        << screen << QString::fromLatin1(language) << live;
    }
    void everyLanguageFitsTheScreen()
    {
        QFETCH(QSize, available);
        QFETCH(QString, language);
        QFETCH(bool, switchedLive);
        MainWindow window(nullptr, attachProgramParts); // as the program
        SideDocks *docks = window.findChild<SideDocks *>();
        QVERIFY(docks);
        if (!switchedLive)
            window.setLanguage(language);
        // The program's window is maximised at a first start; here openOn's size stands for it.
        window.setWindowState(Qt::WindowNoState);
        docks->openOn(available);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        if (switchedLive)
            window.setLanguage(language);
        settleLanguage(docks);
        const QSize size = SideDocks::initialWindowSize(available);
        QVERIFY2(window.minimumSizeHint().height() <= size.height(),
                 qPrintable(QStringLiteral("needs %1 pixels of %2")
                                .arg(window.minimumSizeHint().height())
                                .arg(size.height())));
        QCOMPARE(window.size(), size);
        // Each dock's contents get at least the height they need (or scroll), once the
        // window has laid itself out again after the switch.
        for (QDockWidget *dock : {docks->controlsDock(), docks->solutionsDock()}) {
            QWidget *contents = dock->widget();
            QTRY_VERIFY2(contents->height() >= contents->minimumSizeHint().height(),
                         qPrintable(QStringLiteral("%1: %2 pixels high, needs %3")
                                        .arg(dock->objectName())
                                        .arg(contents->height())
                                        .arg(contents->minimumSizeHint().height())));
        }
        // The counters show whole (on these screens they need no scrolling), and above the
        // solutions dock.
        QWidget *counters = parts::countersPanel(window);
        const QRect shown = counters->visibleRegion().boundingRect();
        QCOMPARE(shown, counters->rect());
        const int shownBottom = counters->mapTo(&window, shown.bottomLeft()).y();
        const int solutionsTop = docks->solutionsDock()->mapTo(&window, QPoint(0, 0)).y();
        QVERIFY2(shownBottom < solutionsTop,
                 qPrintable(QStringLiteral("the counters end at %1, the solutions start at %2")
                                .arg(shownBottom)
                                .arg(solutionsTop)));
        // Back in English, the controls give back what they took.
        window.setLanguage(QStringLiteral("en"));
        settleLanguage(docks);
        QCOMPARE(docks->controlsDock()->height(), docks->controlsDock()->sizeHint().height());
    }

    // Compare the checks on every classroom screen, in every language: the whole table shows
    // in its panel, every header and number whole, nothing scrolled out of sight (with a column
    // per measure it scrolled sideways at every size, and the bitmasks' "0 (only safe squares)"
    // was never seen; before that, the German, Spanish and French headers were cut).
    void theComparisonTableFitsItsPanel_data() { addClassroomScreensInEveryLanguage(); }
    void theComparisonTableFitsItsPanel()
    {
        QFETCH(QSize, available);
        QFETCH(QString, language);
        MainWindow window(nullptr, attachProgramParts); // as the program
        SideDocks *docks = openFirstTimeOn(window, available, language);
        QVERIFY(docks);
        settleLanguage(docks);
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("checkComparisonDock"));
        QVERIFY(dock);
        dock->raise();
        auto *panel = window.findChild<CheckComparisonPanel *>();
        QVERIFY(panel);
        QTRY_VERIFY(panel->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isComputing()
                                     && !panel->cellText(2, CheckComparisonPanel::Checks).isEmpty(),
                                 10000);
        for (int round = 0; round < 8; ++round)
            QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        auto *table = panel->findChild<QTableWidget *>(QStringLiteral("comparisonTable"));
        QVERIFY(table);
        QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
        // Nor does the panel scroll sideways in its dock.
        for (const QScrollArea *area : dock->findChildren<QScrollArea *>())
            QCOMPARE(area->horizontalScrollBar()->maximum(), 0);
        const QStringList cut = nq::test::cutTableTexts(*table);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
    }

    // The board takes at least half the window's height on every classroom screen, in the
    // normal window as it opens (at 1024x768 it was 210 pixels of 696: the side columns took
    // all but 265 pixels of the width). A narrow screen narrows the columns instead.
    void theBoardTakesHalfTheWindowsHeight_data() { addClassroomScreensInEveryLanguage(); }
    void theBoardTakesHalfTheWindowsHeight()
    {
        QFETCH(QSize, available);
        QFETCH(QString, language);
        MainWindow window(nullptr, attachProgramParts); // as the program
        SideDocks *docks = openFirstTimeOn(window, available, language);
        QVERIFY(docks);
        settleLanguage(docks);
        BoardView *board = parts::boardView(window);
        const QRectF squares = board->squareRect(0, 0).united(board->squareRect(7, 7));
        qInfo("%s: the board %.0f x %.0f of a window %d x %d (left column %d, right %d)",
              QTest::currentDataTag(), squares.width(), squares.height(), window.width(),
              window.height(), docks->teaching()->groupHeads().first()->width(),
              docks->controlsDock()->width());
        // Where the height goes, for the log.
        QStringList heights;
        for (const QWidget *part : parts::boardArea(window)->findChildren<QWidget *>(
                 QString(), Qt::FindDirectChildrenOnly))
            if (part->isVisible())
                heights << QStringLiteral("%1 %2")
                               .arg(part->metaObject()->className())
                               .arg(part->height());
        qInfo("board area %d: %s", parts::boardArea(window)->height(),
              qPrintable(heights.join(QStringLiteral(", "))));
        QVERIFY(2 * squares.height() >= window.height());
        // A narrow screen shares the left's room in one tab group, its tabs down its side, the
        // symmetries beside the solutions; a wide one keeps two groups, their tabs below.
        const bool narrow = available.width() < SideDocks::kNarrowScreenWidth;
        QCOMPARE(docks->teaching()->groupHeads().size(), narrow ? 1 : 2);
        QCOMPARE(window.tabPosition(Qt::LeftDockWidgetArea),
                 narrow ? QTabWidget::West : QTabWidget::South);
        QCOMPARE(window.tabifiedDockWidgets(docks->teaching()->symmetryDock())
                     .contains(docks->solutionsDock()),
                 narrow);
        window.setLanguage(QStringLiteral("en"));
    }

    // Every panel's tab shows whole at the size the window opens at, in the languages with
    // the longest titles: six teaching tabs in one group showed three and a half.
    void everyPanelTabShowsAtTheDefaultSize_data() { addClassroomScreensInEveryLanguage(); }
    void everyPanelTabShowsAtTheDefaultSize()
    {
        QFETCH(QSize, available);
        QFETCH(QString, language);
        MainWindow window(nullptr, attachProgramParts); // as the program
        QVERIFY(openFirstTimeOn(window, available, language));
        QCoreApplication::processEvents();
        int tabs = 0;
        for (const QTabBar *bar : window.findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
            if (!bar->isVisible())
                continue;
            for (int i = 0; i < bar->count(); ++i) {
                ++tabs;
                const QRect tab = bar->tabRect(i);
                QVERIFY2(bar->rect().contains(tab),
                         qPrintable(QStringLiteral("“%1” at %2,%3 to %4,%5 in a bar %6x%7")
                                        .arg(bar->tabText(i))
                                        .arg(tab.left())
                                        .arg(tab.top())
                                        .arg(tab.right())
                                        .arg(tab.bottom())
                                        .arg(bar->width())
                                        .arg(bar->height())));
            }
        }
        // The six teaching panels and the solutions and bookmarks (and the controls' own tab,
        // where the hidden Try it yourself shares it).
        QVERIFY2(tabs >= 8, qPrintable(QString::number(tabs)));
        window.setLanguage(QStringLiteral("en"));
    }

    // The theme chosen for the board (the colour-blind one) is the theme of every picture of a
    // board or of its marks: the symmetry panel, the solutions list, the search tree, the
    // strip and the pseudocode's marks (the symmetry panel, the list and the tree stayed
    // classic). Presenting, all of them take the projector's theme.
    void everyBoardPictureFollowsTheTheme()
    {
        auto window = openWindow();
        QVERIFY(window);
        const auto themes = [&window] {
            return QStringList {
                window->findChild<SymmetryView *>()->theme().id,
                window->findChild<SearchTreeView *>()->theme().id,
                static_cast<SolutionDelegate *>(parts::solutionList(*window)->itemDelegate())
                    ->theme()
                    .id,
                parts::boardView(*window)->theme().id};
        };
        QCOMPARE(themes(), QStringList(4, QStringLiteral("classic")));
        parts::action(*window, QStringLiteral("theme-colour-blind"))
            ->trigger(); // View ▸ Board theme
        QCOMPARE(themes(), QStringList(4, QStringLiteral("colour-blind")));
        parts::action(*window, QStringLiteral("presentation"))->trigger();
        QTRY_VERIFY(window->isPresenting());
        QCOMPARE(themes(), QStringList(4, QStringLiteral("high-contrast")));
        parts::action(*window, QStringLiteral("presentation"))->trigger();
        QTRY_VERIFY(!window->isPresenting());
        QCOMPARE(themes(), QStringList(4, QStringLiteral("colour-blind")));
    }

    void dockTabsShowWholeTitles()
    {
        auto window = openWindow();
        QVERIFY(window);
        const auto checkTabBars = [&window] {
            const auto bars = window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly);
            QVERIFY(!bars.isEmpty());
            for (const QTabBar *bar : bars) {
                QCOMPARE(bar->elideMode(), Qt::ElideNone);
                QVERIFY(bar->usesScrollButtons());
            }
        };
        checkTabBars();
        QVERIFY(!QTest::currentTestFailed());
        const QList<QDockWidget *> docks = window->findChildren<QDockWidget *>();
        QVERIFY(docks.size() >= 3);
        window->splitDockWidget(docks[0], docks[1], Qt::Vertical);
        window->tabifyDockWidget(docks[1], docks[2]);
        QCoreApplication::processEvents();
        checkTabBars();
        QVERIFY(!QTest::currentTestFailed());
        window->restoreDefaults();
        QCoreApplication::processEvents();
        checkTabBars();
    }

    void exportTheBoard()
    {
        auto window = openWindow();
        QVERIFY(window);
        parts::action(*window, "step")->trigger();
        parts::action(*window, "step")->trigger();
        QTRY_COMPARE(parts::shown(*window).step(), 2u);
        const QString png = m_files.filePath("board.png");
        QString error;
        QVERIFY2(exportBoard(*window, png, &error), qPrintable(error));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(800, 800));
        const QString svg = m_files.filePath("board.svg");
        QVERIFY(exportBoard(*window, svg, &error));
        QVERIFY(readFile(svg).contains("<svg"));
        QVERIFY(!exportBoard(*window, m_files.filePath("board.bmp"), &error));
        QVERIFY(error.contains(".png"));
        QVERIFY(!exportBoard(*window, QStringLiteral("/nonexistent-folder/board.png"), &error));
    }

    void copyTheBoard()
    {
        auto window = openWindow();
        QVERIFY(window);
        parts::action(*window, "step")->trigger();
        parts::action(*window, "step")->trigger();
        QTRY_COMPARE(parts::shown(*window).step(), 2u);
        parts::action(*window, "copyBoard")->trigger();
        const QMimeData *data = QApplication::clipboard()->mimeData();
        QVERIFY(data);
        QCOMPARE(data->text(), QStringLiteral("Q.......\n........\n........\n........\n........\n.."
                                              "......\n........\n........\n"));
        QVERIFY(data->hasImage());
    }

    void copyAWebLink()
    {
        auto window = openWindow();
        QVERIFY(window);
        parts::action(*window, "step")->trigger();
        parts::action(*window, "step")->trigger();
        QTRY_COMPARE(parts::shown(*window).step(), 2u);
        parts::action(*window, "copyWebLink")->trigger();
        const QString link = QApplication::clipboard()->text();
        QVERIFY2(link.contains(QStringLiteral("#n=8&order=rows&check="))
                     && link.endsWith("&goal=all&step=2"),
                 qPrintable(link));
    }

    void exportTheSolutions_data()
    {
        QTest::addColumn<ExportFormat>("format");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("array") << ExportFormat::Array << QByteArray("[1, 3, 0, 2]\n[2, 0, 3, 1]\n");
        QTest::newRow("leetcode")
            << ExportFormat::LeetCode
            << QByteArray(R"([[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]])"
                          "\n");
        QTest::newRow("grid")
            << ExportFormat::Grid
            << QByteArray(
                   "_ Q _ _\n_ _ _ Q\nQ _ _ _\n_ _ Q _\n\n_ _ Q _\nQ _ _ _\n_ _ _ Q\n_ Q _ _\n");
        QTest::newRow("matrix")
            << ExportFormat::Matrix
            << QByteArray(
                   "0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0\n\n0 0 1 0\n1 0 0 0\n0 0 0 1\n0 1 0 0\n");
        QTest::newRow("csv")
            << ExportFormat::Csv
            << QByteArray("solution,class,row0,row1,row2,row3\n1,1,1,3,0,2\n2,1,2,0,3,1\n");
        QTest::newRow("json")
            << ExportFormat::Json
            << QByteArray("{\"n\": 4, \"solutions\": [\n  {\"number\": 1, \"class\": 1, \"cols\": "
                          "[1, 3, 0, 2]},\n"
                          "  {\"number\": 2, \"class\": 1, \"cols\": [2, 0, 3, 1]}\n]}\n");
    }
    void exportTheSolutions()
    {
        QFETCH(ExportFormat, format);
        QFETCH(QByteArray, expected);
        auto window = openWindow();
        QVERIFY(window);
        runToEnd(*window, 4);
        const QString path = m_files.filePath(QStringLiteral("solutions-%1").arg(int(format)));
        bool finished = false;
        bool ok = false;
        exportSolutions(*window, path, format, [&](bool success, const QString &) {
            ok = success;
            finished = true;
        });
        QTRY_VERIFY(finished);
        QVERIFY(ok);
        QCOMPARE(readFile(path), expected);
    }

    void exportTheFundamentalSolutionsOnly()
    {
        auto window = openWindow();
        QVERIFY(window);
        runToEnd(*window, 8);
        window->findChild<QComboBox *>("listMode")
            ->setCurrentIndex(int(SolutionListModel::Mode::Fundamental));
        const QString path = m_files.filePath("fundamental.txt");
        bool finished = false;
        exportSolutions(*window, path, ExportFormat::Array,
                        [&](bool, const QString &) { finished = true; });
        QTRY_VERIFY(finished);
        const QList<QByteArray> lines = readFile(path).trimmed().split('\n');
        QCOMPARE(lines.size(), 12);
        QCOMPARE(lines.first(), QByteArray("[0, 4, 7, 5, 2, 6, 1, 3]"));
    }

    void printTheTwelveFundamentalSolutionsOnOnePage()
    {
        auto window = openWindow();
        QVERIFY(window);
        runToEnd(*window, 8);
        window->findChild<QComboBox *>("listMode")
            ->setCurrentIndex(int(SolutionListModel::Mode::Fundamental));
        QCOMPARE(window->findChild<SolutionsExporter *>()->handoutTitle(8),
                 QStringLiteral("The 12 fundamental solutions of the 8-queens puzzle"));
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        const QString pdf = m_files.filePath("handout.pdf");
        printer.setOutputFileName(pdf);
        QCOMPARE(printHandout(*window, &printer), 1);
        QVERIFY(readFile(pdf).startsWith("%PDF"));
        // All 92, twelve to a page.
        window->findChild<QComboBox *>("listMode")
            ->setCurrentIndex(int(SolutionListModel::Mode::All));
        printer.setOutputFileName(m_files.filePath("all.pdf"));
        QCOMPARE(printHandout(*window, &printer), 8);
        // A selection of three prints only those.
        SolutionListView *list = parts::solutionList(*window);
        list->selectionModel()->select(parts::solutionModel(*window)->index(0),
                                       QItemSelectionModel::Select);
        list->selectionModel()->select(parts::solutionModel(*window)->index(5),
                                       QItemSelectionModel::Select);
        list->selectionModel()->select(parts::solutionModel(*window)->index(9),
                                       QItemSelectionModel::Select);
        printer.setOutputFileName(m_files.filePath("three.pdf"));
        QCOMPARE(printHandout(*window, &printer), 1);
    }

    void accessibility()
    {
        auto window = openWindow();
        QVERIFY(window);
        parts::action(*window, "step")->trigger();
        parts::action(*window, "step")->trigger();
        QTRY_COMPARE(parts::shown(*window).step(), 2u);
        const QString spoken = QAccessible::queryAccessibleInterface(parts::boardView(*window))
                                   ->text(QAccessible::Description);
        QVERIFY2(spoken.contains(QStringLiteral("8 by 8 board")), qPrintable(spoken));
        QVERIFY2(spoken.contains(QStringLiteral("row 0 column 0")), qPrintable(spoken));
        QCOMPARE(parts::boardView(*window)->accessibleName(), QStringLiteral("Board"));
        // Every control on screen can be reached with Tab and has a name a screen reader can
        // say (one in a dock whose tab is behind another is on no screen, and no Tab stop:
        // tst_accessibility).
        const QList<QWidget *> controls = window->findChildren<QWidget *>();
        int checked = 0;
        for (QWidget *w : controls) {
            if (!w->isVisible() || w->visibleRegion().isEmpty()
                || !(qobject_cast<QAbstractButton *>(w) || qobject_cast<QComboBox *>(w)
                     || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QAbstractSlider *>(w)))
                continue;
            if (qobject_cast<QAbstractSlider *>(w) && qobject_cast<QScrollBar *>(w))
                continue; // scroll bars belong to their views
            if (w->inherits("QDockWidgetTitleButton") || w->inherits("QTableCornerButton")
                || w->parentWidget()->inherits("QTabBar"))
                continue; // Qt's own dock, table-corner and tab buttons
            ++checked;
            QVERIFY2(w->focusPolicy() & Qt::TabFocus,
                     qPrintable(w->objectName() + QLatin1Char(' ') + w->metaObject()->className()));
            QString name = w->accessibleName();
            if (auto *button = qobject_cast<QAbstractButton *>(w); button && name.isEmpty())
                name = button->text();
            QVERIFY2(!name.isEmpty(),
                     qPrintable(w->objectName() + QLatin1Char(' ') + w->metaObject()->className()));
        }
        QVERIFY(checked >= 8);
        // The tab chain passes through the board and the main controls.
        QWidget *start = parts::boardView(*window);
        QWidget *w = start;
        QSet<QString> visited;
        for (int i = 0; i < 200; ++i) {
            w = w->nextInFocusChain();
            // A choice list by its kind (the controls' lists are ElidingComboBoxes).
            visited << (qobject_cast<QComboBox *>(w)
                            ? QStringLiteral("QComboBox")
                            : QString::fromLatin1(w->metaObject()->className()));
            if (w == start)
                break;
        }
        QVERIFY(visited.contains(QStringLiteral("QSpinBox")));
        QVERIFY(visited.contains(QStringLiteral("QComboBox")));
        QVERIFY(visited.contains(QStringLiteral("QSlider")));
    }

    void switchingLanguageChangesEveryVisibleText()
    {
        auto window = openWindow();
        QVERIFY(window);
        runToEnd(*window, 8);
        QTRY_COMPARE(parts::narration(*window),
                     QStringLiteral("All 92 solutions found in 35,554 steps"));
        window->setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(window->menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
        auto *goal = window->controlsPanel()->findChildren<QComboBox *>().at(0);
        QTRY_COMPARE(goal->itemText(1), QStringLiteral("Alle Lösungen finden"));
        // Custom-painted and computed texts too, with German number formats.
        QTRY_COMPARE(parts::narration(*window),
                     QStringLiteral("Alle 92 Lösungen in 35.554 Schritten gefunden"));
        QTRY_COMPARE(parts::countersPanel(*window)->valueText("steps"), QStringLiteral("35.554"));
        QTRY_VERIFY(parts::boardView(*window)->accessibleName() != QStringLiteral("Board"));
        // The search tree's legend, made when the panel is laid out (it stayed in English).
        auto *tree = window->findChild<SearchTreeView *>();
        QTRY_VERIFY2(tree->legendTexts().contains(QStringLiteral("auf dem Brett")),
                     qPrintable(tree->legendTexts().join(QStringLiteral(", "))));
        window->setLanguage(QStringLiteral("fr"));
        QTRY_COMPARE(window->menuBar()->actions().first()->text(), QStringLiteral("&Fichier"));
        QTRY_VERIFY(
            parts::countersPanel(*window)->valueText("steps").contains(QChar(0x202f))
            || parts::countersPanel(*window)->valueText("steps").contains(QChar(0xa0))); // 35 554
        window->setLanguage(QStringLiteral("zh_CN"));
        QTRY_VERIFY(window->menuBar()->actions().first()->text().contains(QStringLiteral("文件")));
        window->setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(window->menuBar()->actions().first()->text(), QStringLiteral("&File"));
        QTRY_COMPARE(parts::narration(*window),
                     QStringLiteral("All 92 solutions found in 35,554 steps"));
        // The choice is remembered.
        window->setLanguage(QStringLiteral("es"));
        window->close();
        window = openWindow();
        QCOMPARE(parts::languageManager(*window)->language(), QStringLiteral("es"));
        window->setLanguage(QString());
    }

    // "1 solution", "2 solutions": each language's plural rules, English's included (it is the
    // source language, and what a system language without a translation shows).
    void messagesWithACountUseTheLanguagesPluralForms_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("narration"); // N=1 takes 6 steps, N=4 154 (nqueens-cli trace)
        QTest::newRow("system, one")
            << QString() << 1 << QStringLiteral("1 solution found in 6 steps: the only one");
        QTest::newRow("en, one") << QStringLiteral("en") << 1
                                 << QStringLiteral("1 solution found in 6 steps: the only one");
        QTest::newRow("en, two") << QStringLiteral("en") << 4
                                 << QStringLiteral("All 2 solutions found in 154 steps");
        QTest::newRow("de, one") << QStringLiteral("de") << 1
                                 << QStringLiteral("1 Lösung in 6 Schritten gefunden: die einzige");
        QTest::newRow("de, two") << QStringLiteral("de") << 4
                                 << QStringLiteral("Alle 2 Lösungen in 154 Schritten gefunden");
        QTest::newRow("es, one") << QStringLiteral("es") << 1
                                 << QStringLiteral("1 solución encontrada en 6 pasos: la única");
        QTest::newRow("fr, one") << QStringLiteral("fr") << 1
                                 << QStringLiteral("1 solution trouvée en 6 étapes : la seule");
        QTest::newRow("fr, two") << QStringLiteral("fr") << 4
                                 << QStringLiteral("Les 2 solutions trouvées en 154 étapes");
        QTest::newRow("zh_CN, one")
            << QStringLiteral("zh_CN") << 1 << QStringLiteral("用 6 步找到了全部 1 个解");
    }
    void messagesWithACountUseTheLanguagesPluralForms()
    {
        QFETCH(QString, language);
        QFETCH(int, n);
        QFETCH(QString, narration);
        auto window = openWindow();
        QVERIFY(window);
        window->setLanguage(language);
        runToEnd(*window, n);
        QTRY_COMPARE(parts::narration(*window), narration);
        window->setLanguage(QString());
    }

    void themesAndAppearance()
    {
        auto window = openWindow();
        QVERIFY(window);
        const QColor classicDark = parts::boardView(*window)->theme().darkSquare;
        parts::action(*window, "theme-high-contrast")->trigger();
        QCOMPARE(parts::boardView(*window)->theme().id, QStringLiteral("high-contrast"));
        QVERIFY(parts::boardView(*window)->theme().darkSquare != classicDark);
        parts::action(*window, "theme-colour-blind")->trigger();
        QVERIFY(parts::boardView(*window)->theme().conflict != BoardTheme::classic().conflict);
        // The pseudocode's highlight takes the theme's colour too (it kept the classic one).
        QTest::keyClick(window.get(), Qt::Key_Right);
        QTRY_COMPARE(parts::shown(*window).step(), 1u);
        QCOMPARE(int(parts::shown(*window).lastEvent().type), int(EventType::Try));
        auto *code = window->findChild<PseudocodeView *>();
        QTRY_COMPARE(code->highlightColour(Pseudocode::Listing::Algorithm),
                     BoardTheme::byId(QStringLiteral("colour-blind")).candidate);
        QVERIFY(BoardTheme::byId(QStringLiteral("colour-blind")).candidate
                != BoardTheme::classic().candidate);
        parts::action(*window, "appearance-dark")->trigger();
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
        QTRY_VERIFY(window->palette().color(QPalette::WindowText).lightness() > 180);
        // The run buttons' icons are light on the dark grey (the style's were nearly black)...
        const auto iconLightness = [](const QIcon &icon) {
            const QImage image = icon.pixmap(32).toImage();
            qint64 sum = 0, count = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    if (qAlpha(image.pixel(x, y)) > 128) {
                        sum += QColor(image.pixel(x, y)).lightness();
                        ++count;
                    }
            return count ? sum / count : -1;
        };
        for (const char *name : {"playPause", "step", "stepBack"})
            QTRY_VERIFY2(iconLightness(parts::action(*window, name)->icon()) > 180, name);
        // ... and disabled texts are not etched in white, which made them look enabled.
        QCOMPARE(QApplication::palette().color(QPalette::Disabled, QPalette::Light).alpha(), 0);
        parts::action(*window, "appearance-light")->trigger();
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 180);
        QTRY_VERIFY2(iconLightness(parts::action(*window, "playPause")->icon()) < 128,
                     qPrintable(QString::number(
                         iconLightness(parts::action(*window, "playPause")->icon()))));
        parts::action(*window, "appearance-system")->trigger();
    }
};

NQ_TEST_MAIN(TestDesktop)
#include "tst_desktop.moc"
