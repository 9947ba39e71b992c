#include "boardarea.h"
#include "boardview.h"
#include "guitesthelpers.h"
#include "listingview.h"
#include "mainwindow.h"
#include "narrationlabel.h"
#include "placementarrayview.h"
#include "practicepanel.h"
#include "programparts.h"
#include "pseudocodeview.h"
#include "controlspanel.h"
#include "lessonbookmarks.h"
#include "lessoncontroller.h"
#include "speedscale.h"
#include "testregistry.h"
#include "windowparts.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFontMetricsF>
#include <QLabel>
#include <QScreen>
#include <QScrollBar>
#include <QTest>

#include <memory>

using namespace nq;

namespace {

// The three screens of a classroom side by side, as the offscreen platform is told in
// initMain (its own screen is 800x600).
const QList<QSize> kClassroomScreens {{1024, 768}, {1366, 768}, {1920, 1080}};

qreal capitalsOf(const QFont &font)
{
    return QFontMetricsF(font).capHeight();
}

} // namespace

// Presentation mode (F5) in the program's window on the three screens of a classroom, in
// every language: alone, with a panel beside the board (P), in Try it yourself (T), at a
// bookmarked step with its note and at a run-until stop (S, the reason in the counters), the
// board takes at least 55% of the screen's height, the narration's and the counters'
// capitals stay at least 3.3% of it, the strip's, the pseudocode's and the panels' at least
// 2.5%. Offscreen, on screens of those sizes.
class TestPresentationSizes : public QObject
{
    Q_OBJECT

public:
    static void initMain()
    {
        // Only where the tests run offscreen (as ctest runs them): screens of a classroom's
        // sizes, one beside the other.
        if (qgetenv("QT_QPA_PLATFORM") != "offscreen")
            return;
        static const QString config = QDir::temp().filePath(
            QStringLiteral("nq-presentation-screens-%1.json")
                .arg(QCoreApplication::applicationPid()));
        QString screens;
        int x = 0;
        for (const QSize &size : kClassroomScreens) {
            screens += QStringLiteral("%1{\"name\": \"screen%2\", \"x\": %3, \"y\": 0, "
                                      "\"width\": %4, \"height\": %5, \"logicalDpi\": 96}")
                           .arg(screens.isEmpty() ? "" : ", ")
                           .arg(size.width())
                           .arg(x)
                           .arg(size.width())
                           .arg(size.height());
            x += size.width();
        }
        QFile file(config);
        if (!file.open(QIODevice::WriteOnly))
            return;
        file.write(QStringLiteral("{\"screens\": [%1]}").arg(screens).toUtf8());
        file.close();
        qputenv("QT_QPA_PLATFORM", ("offscreen:configfile=" + config).toUtf8());
    }

private:
    std::unique_ptr<MainWindow> m_window;

    QScreen *screenOfSize(const QSize &size)
    {
        for (QScreen *screen : QGuiApplication::screens())
            if (screen->geometry().size() == size)
                return screen;
        return nullptr;
    }

private slots:
    void cleanup() { m_window.reset(); }

    void theBoardAndTheTextsAreLargeWhilePresenting_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("state");
        for (const QSize &screen : kClassroomScreens)
            for (const char *language : {"en", "de", "es", "fr", "zh_CN"})
                for (const char *state : {"alone", "with the panel", "trying it yourself",
                                          "at a bookmark", "at a run-until stop"})
                    QTest::newRow(
                        qPrintable(QStringLiteral("%1x%2 %3 %4")
                                       .arg(screen.width())
                                       .arg(screen.height())
                                       .arg(QLatin1String(language), QLatin1String(state))))
                        << screen << QString::fromLatin1(language) << QString::fromLatin1(state);
    }
    void theBoardAndTheTextsAreLargeWhilePresenting()
    {
        QFETCH(QSize, screen);
        QFETCH(QString, language);
        QFETCH(QString, state);
        QScreen *target = screenOfSize(screen);
        if (!target)
            QSKIP("the platform has no screen of this size (run offscreen)");
        nq::testing::isolateSettings();
        m_window = std::make_unique<MainWindow>(nullptr, attachProgramParts);
        MainWindow &window = *m_window;
        window.setWindowState(Qt::WindowNoState);
        window.setGeometry(
            QRect(target->geometry().topLeft() + QPoint(10, 40), screen - QSize(20, 80)));
        QVERIFY(nq::testing::showActive(&window));
        QCOMPARE(window.screen(), target);
        window.setLanguage(language);
        QCoreApplication::sendPostedEvents();
        QTRY_VERIFY(parts::shown(window).store != nullptr);
        // Step 12 of N=8: row 2's column 1 attacked, a sentence of two lines.
        while (parts::shown(window).step() < 12) {
            const quint64 before = parts::shown(window).step();
            QTest::keyClick(&window, Qt::Key_Right);
            QTRY_COMPARE(parts::shown(window).step(), before + 1);
        }
        const bool panel = state == QLatin1String("with the panel")
                           || state == QLatin1String("trying it yourself");
        if (state == QLatin1String("at a bookmark")) {
            QVERIFY(window.findChild<LessonController *>()->bookmarks()->add(
                QStringLiteral("Which queen attacks row 2, column 1?")));
            QTRY_VERIFY(!parts::boardArea(window)->bookmarkNote().isEmpty());
        }
        QTest::keyClick(&window, Qt::Key_F5);
        QTRY_COMPARE(window.geometry(), target->geometry());
        if (state == QLatin1String("at a run-until stop")) {
            QTest::keyClick(&window, Qt::Key_S); // run to the next solution
            QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window).stoppedBy == StopReason::NextSolution,
                                     10000);
            QTRY_VERIFY(parts::boardArea(window)->countersLine().startsWith(
                NarrationLabel::stopReasonText(parts::shown(window))));
        }
        if (panel) // Try it yourself from a presented panel
            QTest::keyClick(&window, Qt::Key_P);
        if (state == QLatin1String("trying it yourself")) {
            QTest::keyClick(&window, Qt::Key_T);
            QTRY_VERIFY(parts::practicePanel(window)->isVisible());
            // Its panel takes the pseudocode's place, the window still the whole screen (with
            // both beside the board, the window grew past the screen's foot).
            QTRY_VERIFY(!window.findChild<PseudocodeView *>()->isVisible());
        }
        for (int round = 0; round < 8; ++round)
            QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QCOMPARE(window.geometry(), target->geometry());
        const qreal height = screen.height();
        QStringList boardProblems;
        QStringList problems;
        const auto atLeast = [&](const char *what, qreal got, qreal share) {
            qInfo("%s: %.1f px, %.1f%% of the height (wanted %.1f%%)", what, got,
                  100 * got / height, 100 * share);
            if (got < share * height - 0.01)
                problems << QStringLiteral("%1 %2% (wanted %3%)")
                                .arg(QLatin1String(what))
                                .arg(100 * got / height, 0, 'f', 1)
                                .arg(100 * share, 0, 'f', 1);
        };
        // Where the height goes, for the log.
        QStringList parts;
        for (const QWidget *part : parts::boardArea(window)->findChildren<QWidget *>(
                 QString(), Qt::FindDirectChildrenOnly))
            if (part->isVisible())
                parts << QStringLiteral("%1 %2")
                             .arg(part->metaObject()->className())
                             .arg(part->height());
        qInfo("%s", qPrintable(parts.join(QStringLiteral(", "))));
        // The board as the class sees it: the square its cells are painted in (the widget is
        // larger, with its labels and whatever the layout left it; measured so, "55%" was
        // 50.0% of squares in Try it yourself at 1024x768 in German and French).
        // Beside the pseudocode (P) the board's column is what the code leaves of the width
        // (up to 45% of it at 1024), and the texts keep their size first: they wrap or shrink
        // to their floor sizes, the board does not: at least 35% at 1024, 50% at 1366 and 1920.
        // Everywhere else 55%.
        const bool besidePseudocode = state == QLatin1String("with the panel");
        const qreal boardShare = !besidePseudocode ? 0.55 : screen.width() == 1024 ? 0.35 : 0.50;
        BoardView *board = parts::boardView(window);
        const QRectF squares = board->squareRect(0, 0).united(board->squareRect(7, 7));
        atLeast("board's squares", std::min(squares.width(), squares.height()), boardShare);
        // No empty band above them: the squares start under the column letters at the top of
        // the board's widget (a board centred in a taller widget left 40-115 px empty above).
        const qreal band = squares.top() - board->contentsRect().top() - board->labelBand();
        qInfo("above the squares: %.0f px, of which the letters' band %.0f", squares.top(),
              board->labelBand());
        if (band > 1)
            problems
                << QStringLiteral("an empty band of %1 px above the squares").arg(band, 0, 'f', 0);
        boardProblems.swap(problems);
        atLeast("narration capitals", capitalsOf(parts::narrationLabel(window)->shownFont()),
                BoardArea::kHeadlineShare);
        const auto *counters = window.findChild<QLabel *>(QStringLiteral("presentationCounters"));
        atLeast("counters capitals", capitalsOf(counters->font()), BoardArea::kHeadlineShare);
        QFont label = board->font();
        label.setPixelSize(board->labelPixels());
        atLeast("board labels' capitals", capitalsOf(label), BoardArea::kDetailShare);
        PlacementArrayView *strip = parts::boardArea(window)->array();
        atLeast("strip's capitals", capitalsOf(strip->font()), BoardArea::kDetailShare);
        atLeast("strip's digits",
                capitalsOf(PlacementArrayView::valueFont(strip->font(), strip->boxSide(), 8)),
                BoardArea::kDetailShare);
        if (state == QLatin1String("with the panel")) {
            auto *pseudocode = window.findChild<PseudocodeView *>();
            QVERIFY(pseudocode->isVisible());
            ListingView *listing = pseudocode->listingView(Pseudocode::Listing::Algorithm);
            atLeast("pseudocode's capitals", capitalsOf(listing->font()), BoardArea::kDetailShare);
            // Where its lines wrap (at 1024x768 in every language), between words: German's
            // "weitersuchen" was broken into "weitersuc" and "hen" under its line's indent.
            qInfo(
                "pseudocode: %d px wide (its code unwrapped: %d px), wrapped %d, scrolls %d lines",
                pseudocode->width(), pseudocode->widthForCode(height * BoardArea::kDetailShare),
                int(listing->linesWrapped()), listing->verticalScrollBar()->maximum());
            if (listing->wordsBroken())
                problems << QStringLiteral("the pseudocode breaks a word");
            // Where the board's column leaves it the room (1366x768 and 1920x1080), each
            // statement on one line and every line shown: at 35% of the width they wrapped.
            // At 1024x768 a 34-character statement at 2.5% capitals needs 674-690 px, and the
            // strip's digits need the rest: there the code wraps between words and the
            // listing may scroll, keeping the marked line in view.
            if (screen.width() > 1024 && listing->linesWrapped())
                problems << QStringLiteral("the pseudocode's statements wrap");
            if (screen.width() > 1024 && listing->verticalScrollBar()->maximum() > 0)
                problems << QStringLiteral("the pseudocode scrolls");
        }
        if (state == QLatin1String("trying it yourself")) {
            PracticePanel *practice = parts::practicePanel(window);
            for (const QLabel *text : practice->findChildren<QLabel *>())
                if (text->isVisible() && !text->text().isEmpty()) {
                    atLeast("Try it yourself's text", capitalsOf(text->font()),
                            BoardArea::kDetailShare);
                    break;
                }
        }
        // The panels' own dock titles and tabs, read from the back too.
        for (const QDockWidget *dock : window.findChildren<QDockWidget *>())
            if (dock->isVisible())
                atLeast(qPrintable(QStringLiteral("%1's title").arg(dock->objectName())),
                        capitalsOf(dock->font()), BoardArea::kDetailShare);
        QVERIFY2(boardProblems.isEmpty(), qPrintable(boardProblems.join(QStringLiteral("; "))));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
        // The pseudocode wider than its 35% took the counters line's room; P again, the panel
        // goes and the counters are back.
        if (state == QLatin1String("with the panel")) {
            auto *pseudocode = window.findChild<PseudocodeView *>();
            const bool widened = pseudocode->width() > int(screen.width() * 0.36);
            QCOMPARE(parts::boardArea(window)->countersLine().isEmpty(), widened);
            QTest::keyClick(&window, Qt::Key_P);
            QTRY_VERIFY(!pseudocode->isVisible());
            QTRY_VERIFY(!parts::boardArea(window)->countersLine().isEmpty());
        }
        const bool alone = state == QLatin1String("alone");
        // The counters line keeps the room of the search's largest counters: run to its end
        // (92 solutions, the last counters), the board has not moved.
        if (!alone)
            return;
        const QRect boardWas(board->mapTo(&window, QPoint(0, 0)), board->size());
        window.controlsPanel()->setSpeedNotch(SpeedScale::kFullSpeedNotch);
        QTest::keyClick(&window, Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window).isFinished(), 30000);
        QCoreApplication::processEvents();
        QCOMPARE(parts::shown(window).search.counters.solutions, 92u);
        QCOMPARE(QRect(board->mapTo(&window, QPoint(0, 0)), board->size()), boardWas);
    }
};

NQ_TEST_MAIN(TestPresentationSizes)
#include "tst_presentationsizes.moc"
