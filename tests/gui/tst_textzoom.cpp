#include "appsettings.h"
#include "boardarea.h"
#include "boardview.h"
#include "callstackview.h"
#include "guitesthelpers.h"
#include "windowparts.h"
#include "listingview.h"
#include "mainwindow.h"
#include "narrationlabel.h"
#include "placementarrayview.h"
#include "pseudocodeview.h"
#include "searchtreeview.h"
#include "testregistry.h"
#include "testwindow.h"
#include "textzoom.h"
#include "windowlessons.h"

#include <QAction>
#include <QDockWidget>
#include <QScreen>
#include <QFontMetricsF>
#include <QSettings>
#include <QStatusBar>
#include <QTest>

using namespace nq;

namespace {

qreal sizeOf(const QFont &font)
{
    return font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF();
}

qreal capsOf(const QFont &font)
{
    return QFontMetricsF(font).capHeight();
}

} // namespace

// View ▸ Zoom in, Zoom out, Normal text size (Ctrl+Plus, Ctrl+Minus, Ctrl+0): every teaching
// text follows, in the window and in presentation mode, and the size is remembered. Offscreen.
class TestTextZoom : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> m_window;

    MainWindow &window() { return *m_window; }
    void openWindow()
    {
        m_window = nq::testing::openWindow({1366, 768});
        QVERIFY(m_window);
    }
    // The sizes of the teaching texts now: each panel's type (the board's labels have a test of
    // their own: the board gives room to the larger texts around it, and its squares shrink).
    QMap<QString, qreal> sizes()
    {
        BoardArea *area = parts::boardArea(window());
        QMap<QString, qreal> sizes;
        sizes[QStringLiteral("narration")] = sizeOf(area->narration()->font());
        sizes[QStringLiteral("strip")] = sizeOf(area->array()->font());
        for (const char *name :
             {"callStack", "searchTree", "levelChart", "symmetryView", "checkComparison"})
            sizes[QString::fromLatin1(name)] = sizeOf(
                window().findChild<QWidget *>(QString::fromLatin1(name))->font());
        return sizes;
    }
    ListingView *listing()
    {
        return window().findChild<ListingView *>(QStringLiteral("algorithmListing"));
    }
    void press(Qt::Key key, int times = 1)
    {
        for (int i = 0; i < times; ++i)
            QTest::keyClick(&window(), key, Qt::ControlModifier);
        QCoreApplication::processEvents();
    }

private slots:
    void init()
    {
        nq::testing::isolateSettings();
        openWindow();
    }
    void cleanup() { m_window.reset(); }

    void zoomingScalesEveryTeachingText()
    {
        const QMap<QString, qreal> normal = sizes();
        press(Qt::Key_Plus, 2); // 110%, 125%
        const QMap<QString, qreal> larger = sizes();
        for (auto it = normal.cbegin(); it != normal.cend(); ++it)
            QVERIFY2(larger[it.key()] >= it.value() * 1.2, qPrintable(QStringLiteral("%1: %2 -> %3")
                                                                          .arg(it.key())
                                                                          .arg(it.value())
                                                                          .arg(larger[it.key()])));
        // The listing fits its panel, from a least size that grows with the zoom.
        QVERIFY2(listing()->font().pointSizeF() >= ListingView::kMinPointSize * 1.25 - 0.01,
                 qPrintable(QString::number(listing()->font().pointSizeF())));
        QVERIFY(window().statusBar()->currentMessage().contains(QStringLiteral("125%")));

        press(Qt::Key_0);
        QCOMPARE(sizes(), normal);
        press(Qt::Key_Minus);
        const QMap<QString, qreal> smaller = sizes();
        QVERIFY(smaller[QStringLiteral("narration")] < normal[QStringLiteral("narration")]);
        QVERIFY(smaller[QStringLiteral("callStack")] < normal[QStringLiteral("callStack")]);
    }

    // On a board of one size, the labels grow with the zoom; the squares give up the room.
    void theBoardsLabelsFollowTheZoom()
    {
        BoardView board;
        board.resize(480, 480);
        const int normal = board.labelPixels();
        const qreal cell = board.squareRect(0, 0).width();
        board.setTextZoom(1.5);
        QVERIFY2(board.labelPixels() >= normal * 1.45,
                 qPrintable(QStringLiteral("%1 -> %2").arg(normal).arg(board.labelPixels())));
        QVERIFY(board.squareRect(0, 0).width() <= cell);
        board.setTextZoom(0.8);
        QVERIFY(board.labelPixels() < normal);
        board.setTextZoom(1);
        QCOMPARE(board.labelPixels(), normal);
    }

    void theZoomStopsAtItsLargestAndSmallestSteps()
    {
        QAction *zoomIn = parts::action(window(), QStringLiteral("zoomIn"));
        QAction *zoomOut = parts::action(window(), QStringLiteral("zoomOut"));
        QAction *normal = parts::action(window(), QStringLiteral("zoomNormal"));
        QVERIFY(zoomIn->isEnabled() && zoomOut->isEnabled() && !normal->isEnabled());
        press(Qt::Key_Plus, int(TextZoom::kSteps.size()) + 2);
        QVERIFY(!zoomIn->isEnabled() && normal->isEnabled());
        const qreal largest = sizeOf(parts::boardArea(window())->narration()->font());
        press(Qt::Key_Minus, int(TextZoom::kSteps.size()) + 2);
        QVERIFY(!zoomOut->isEnabled() && zoomIn->isEnabled());
        QVERIFY(sizeOf(parts::boardArea(window())->narration()->font()) < largest / 3);
    }

    void theZoomIsRemembered()
    {
        press(Qt::Key_Plus, 3); // 150%
        const QMap<QString, qreal> zoomed = sizes();
        m_window->close();
        QCOMPARE(AppSettings::load().textZoom, 1.5);
        m_window.reset();
        openWindow();
        QCOMPARE(sizes(), zoomed);
        QVERIFY(parts::action(window(), QStringLiteral("zoomNormal"))->isEnabled());
    }

    void presentationModeZoomsFromTheScreensSize()
    {
        BoardArea *area = parts::boardArea(window());
        QTest::keyClick(&window(), Qt::Key_F5);
        QTRY_VERIFY(window().isPresenting());
        const qreal narration = capsOf(area->narration()->font());
        const qreal strip = capsOf(area->array()->font());
        const int labels = area->board()->labelPixels();
        QTest::keyClick(&window(), Qt::Key_Escape);
        QTRY_VERIFY(!window().isPresenting());
        press(Qt::Key_Plus, 3); // 150%
        QTest::keyClick(&window(), Qt::Key_F5);
        QTRY_VERIFY(window().isPresenting());
        QVERIFY(capsOf(area->narration()->font()) >= narration * 1.4);
        QVERIFY(capsOf(area->array()->font()) >= strip * 1.4);
        QVERIFY(area->board()->labelPixels() >= labels * 1.4);
        // Zoomed while presenting, back to the screen's sizes.
        press(Qt::Key_0);
        QCOMPARE(capsOf(area->narration()->font()), narration);
        QCOMPARE(area->board()->labelPixels(), labels);
    }

    // P puts a panel beside the board while presenting; which one is a choice (View ▸ Panel
    // while presenting, Shift+P for the next): the call stack and the search tree there have
    // the presentation's type, as large as the board's labels, and their own again after.
    void theCallStackOrTheTreeCanBePresented()
    {
        auto *callStack = window().findChild<CallStackView *>();
        auto *tree = window().findChild<SearchTreeView *>();
        const QFont callStackFont = callStack->font();
        const QFont treeFont = tree->font();
        const auto dockOf = [](QWidget *panel) {
            for (QWidget *w = panel; w; w = w->parentWidget())
                if (auto *dock = qobject_cast<QDockWidget *>(w))
                    return dock;
            return static_cast<QDockWidget *>(nullptr);
        };
        QDockWidget *pseudocodeDock = dockOf(window().findChild<PseudocodeView *>());
        parts::action(window(), QStringLiteral("presentCallStack"))->trigger();
        QTest::keyClick(&window(), Qt::Key_F5);
        QTRY_VERIFY(window().isPresenting());
        QTest::keyClick(&window(), Qt::Key_P);
        const qreal detail = BoardArea::kDetailShare * window().screen()->geometry().height();
        QTRY_VERIFY(dockOf(callStack)->isVisible());
        QVERIFY(!pseudocodeDock->isVisible());
        QVERIFY(capsOf(callStack->font()) >= detail - 0.01);
        QVERIFY(capsOf(tree->font()) >= detail - 0.01);
        // Every frame whole in the panel's width: a long one wraps (they ran out at the right).
        QCoreApplication::processEvents();
        QVERIFY(callStack->count() > 0);
        for (int i = 0; i < callStack->count(); ++i) {
            const QRect frame = callStack->visualItemRect(callStack->item(i));
            const int needed = QFontMetrics(callStack->item(i)->font())
                                   .boundingRect(QRect(0, 0, frame.width(), 10000),
                                                 Qt::TextWordWrap, callStack->item(i)->text())
                                   .width();
            QVERIFY2(frame.right() <= callStack->viewport()->width() && needed <= frame.width(),
                     qPrintable(callStack->item(i)->text()));
        }
        // Shift+P: the search tree, then the pseudocode again.
        QTest::keyClick(&window(), Qt::Key_P, Qt::ShiftModifier);
        QTRY_VERIFY(dockOf(tree)->isVisible());
        QVERIFY(!dockOf(callStack)->isVisible());
        QTest::keyClick(&window(), Qt::Key_P, Qt::ShiftModifier);
        QTRY_VERIFY(pseudocodeDock->isVisible());
        QVERIFY(!dockOf(tree)->isVisible());
        QVERIFY(parts::action(window(), QStringLiteral("presentPseudocode"))->isChecked());
        QTest::keyClick(&window(), Qt::Key_Escape);
        QTRY_VERIFY(!window().isPresenting());
        QCOMPARE(callStack->font(), callStackFont);
        QCOMPARE(tree->font(), treeFont);
    }

    void aBadZoomInTheSettingsIsTheNormalSize()
    {
        QVERIFY(m_window->close());
        m_window.reset();
        for (const char *bad : {"abc", "0", "-2", "nan", "1e9"}) {
            QSettings settings(AppSettings::filePath(), QSettings::IniFormat);
            settings.setValue(QStringLiteral("view/textZoom"), QString::fromLatin1(bad));
            settings.sync();
            QCOMPARE(AppSettings::load().textZoom, 1.0);
        }
        QSettings settings(AppSettings::filePath(), QSettings::IniFormat);
        settings.setValue(QStringLiteral("view/textZoom"), 1.3);
        settings.sync();
        QCOMPARE(AppSettings::load().textZoom, 1.25); // the nearest step
    }
};

NQ_TEST_MAIN(TestTextZoom)
#include "tst_textzoom.moc"
