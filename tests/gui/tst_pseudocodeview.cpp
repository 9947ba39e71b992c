#include "listingview.h"
#include "pseudocodeview.h"
#include "testregistry.h"

#include <QAbstractScrollArea>
#include <QDir>
#include <QImage>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTextBlock>

using namespace nq;
using Listing = Pseudocode::Listing;

namespace {

Event makeEvent(EventType type, int row = 3, int col = 2, Line line = Line::None)
{
    Event e;
    e.type = type;
    if (type == EventType::Try || type == EventType::Conflict || type == EventType::Place
        || type == EventType::Remove) {
        e.row = std::int8_t(row);
        e.col = std::int8_t(col);
    }
    if (type == EventType::Conflict) {
        e.attackerRow = 0;
        e.attackerCol = std::int8_t(col);
        e.line = line;
    }
    if (type == EventType::Backtrack)
        e.level = 3;
    if (type == EventType::Solution)
        e.solution = 1;
    return e;
}

QString allText(const PseudocodeView &view, Listing listing)
{
    QStringList lines;
    for (int i = 0; i < view.lineCount(listing); ++i)
        lines << view.lineText(listing, i);
    return lines.join(u'\n');
}

// The colour in the middle of a line's band, right of its text, in the grabbed listing.
QColor bandColour(ListingView *listing, int line)
{
    const QImage image = listing->viewport()->grab().toImage();
    const QTextBlock block = listing->document()->findBlockByNumber(line);
    const QRect rect = listing->cursorRect(QTextCursor(block));
    return image.pixelColor(image.width() - 6, rect.center().y());
}

// Shows `view` at N=8 with the scan check and marks a conflict in row 3; false if it never
// showed.
bool showWithAConflict(PseudocodeView &view)
{
    view.setOptions({8, Order::Rows, Check::Scan, Goal::All});
    view.resize(700, 520);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return false;
    const Event conflict = makeEvent(EventType::Conflict, 3, 2, Line::Column);
    view.showEvent(&conflict);
    return true;
}

// The line of the listing that is widest as drawn in the view's font.
int longestLineOf(const ListingView &list)
{
    const QFontMetricsF metrics(list.font());
    int longest = 0;
    for (int i = 1; i < list.lineCount(); ++i)
        if (metrics.horizontalAdvance(list.lineText(i))
            > metrics.horizontalAdvance(list.lineText(longest)))
            longest = i;
    return longest;
}

} // namespace

// Tests the pseudocode panel offscreen: its listings, the marked line and its colour.
class TestPseudocodeView : public QObject
{
    Q_OBJECT

private slots:
    void settingOptionsChangesTheListing()
    {
        PseudocodeView view;
        view.setOptions({8, Order::Rows, Check::Scan, Goal::All});
        QVERIFY(allText(view, Listing::Algorithm)
                    .contains(QStringLiteral("for each column c of row r")));
        QVERIFY(allText(view, Listing::Check).contains(QStringLiteral("if cols[i] == c:")));
        QCOMPARE(view.lineCount(Listing::Algorithm), int(view.pseudocode().algorithm().size()));

        view.setOptions({8, Order::Columns, Check::Bitmask, Goal::First});
        QCOMPARE(view.options(), (SearchOptions {8, Order::Columns, Check::Bitmask, Goal::First}));
        const QString algorithm = allText(view, Listing::Algorithm);
        QVERIFY(algorithm.contains(QStringLiteral("p = free & -free")));
        QVERIFY(algorithm.contains(QStringLiteral("back to column c - 1")));
        QVERIFY(!algorithm.contains(QStringLiteral("for each")));
        QVERIFY(allText(view, Listing::Check).contains(QStringLiteral("(ld | p) << 1")));
        // The expression is kept on one line of the paragraph.
        QVERIFY(
            view.explanationText().contains(QStringLiteral("free\u00a0&amp;\u00a0-\u2060free")));
        QCOMPARE(view.lineCount(Listing::Check), int(view.pseudocode().check().size()));
    }

    void showEventMovesTheHighlight()
    {
        PseudocodeView view;
        view.setOptions({8, Order::Rows, Check::Scan, Goal::All});
        QCOMPARE(view.highlightedLine(Listing::Algorithm), -1);
        QCOMPARE(view.highlightedLine(Listing::Check), -1);

        const Event tryEvent = makeEvent(EventType::Try);
        view.showEvent(&tryEvent);
        const Pseudocode::Highlight tried = view.pseudocode().lineFor(tryEvent);
        QCOMPARE(view.highlightedLine(Listing::Algorithm), tried.algorithm);
        QCOMPARE(view.highlightedLine(Listing::Check), tried.check);

        const Event conflict = makeEvent(EventType::Conflict, 3, 2, Line::Column);
        view.showEvent(&conflict);
        QVERIFY(view.highlightedLine(Listing::Algorithm) != tried.algorithm);
        QVERIFY(view.lineText(Listing::Check, view.highlightedLine(Listing::Check))
                    .contains(QStringLiteral("cols[i] == c")));
        QVERIFY(view.highlightColour(Listing::Algorithm) != QColor());

        const Event diagonal = makeEvent(EventType::Conflict, 3, 2, Line::AntiDiagonal);
        view.showEvent(&diagonal);
        QVERIFY(view.lineText(Listing::Check, view.highlightedLine(Listing::Check))
                    .contains(QStringLiteral("|r - i|")));

        const Event place = makeEvent(EventType::Place);
        view.showEvent(&place);
        QVERIFY(view.highlightColour(Listing::Algorithm)
                != QColor(0xd3, 0x2f, 0x2f)); // no longer the conflict red
        QVERIFY(view.lineText(Listing::Algorithm, view.highlightedLine(Listing::Algorithm))
                    .contains(QStringLiteral("place")));

        view.showEvent(nullptr);
        QCOMPARE(view.highlightedLine(Listing::Algorithm), -1);
        QCOMPARE(view.highlightedLine(Listing::Check), -1);
    }

    void highlightedTextIsWhatPseudocodeSays_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("narrow") << QSize(300, 300);
        QTest::newRow("wide") << QSize(1200, 800);
    }

    void highlightedTextIsWhatPseudocodeSays()
    {
        QFETCH(QSize, size);
        PseudocodeView view;
        view.resize(size);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.listingView(Listing::Algorithm)->commentsShown(), size.width() > 1000);
        for (Order order : {Order::Rows, Order::Columns}) {
            for (Check check : {Check::Scan, Check::Arrays, Check::Bitmask}) {
                for (Goal goal : {Goal::First, Goal::All}) {
                    view.setOptions({8, order, check, goal});
                    const Pseudocode code({8, order, check, goal});
                    for (EventType type : {EventType::Try, EventType::Conflict, EventType::Place,
                                           EventType::Solution, EventType::Remove,
                                           EventType::Backtrack, EventType::Done}) {
                        for (Line line :
                             {Line::Column, Line::Row, Line::Diagonal, Line::AntiDiagonal}) {
                            if (type != EventType::Conflict && line != Line::Column)
                                continue;
                            const Event e = makeEvent(type, 3, 2, line);
                            view.showEvent(&e);
                            const Pseudocode::Highlight h = code.lineFor(e);
                            for (Listing listing : {Listing::Algorithm, Listing::Check}) {
                                const int shown = view.highlightedLine(listing);
                                QCOMPARE(shown, h.in(listing));
                                if (shown < 0)
                                    continue;
                                // The view aligns the comments (or leaves them to tooltips
                                // when narrow); the words are the same.
                                Pseudocode::ListingLine line = code.lines(listing)[shown];
                                if (!view.listingView(listing)->commentsShown())
                                    line.comment.clear();
                                QCOMPARE(view.lineText(listing, shown).simplified(),
                                         Pseudocode::text(line).simplified());
                            }
                        }
                    }
                }
            }
        }
    }

    void arraysUpdatesAreMarkedTogether()
    {
        PseudocodeView view;
        view.setOptions({8, Order::Rows, Check::Arrays, Goal::All});
        const Event place = makeEvent(EventType::Place);
        view.showEvent(&place);
        ListingView *check = view.listingView(Listing::Check);
        QCOMPARE(check->highlightedCount(), 3);
        const int first = check->highlightedLine();
        QVERIFY(check->lineText(first).contains(QStringLiteral("colUsed[c] = true")));
        QVERIFY(check->lineText(first + 1).contains(QStringLiteral("diag[r - c + N - 1] = true")));
        QVERIFY(check->lineText(first + 2).contains(QStringLiteral("anti[r + c] = true")));
        QCOMPARE(view.listingView(Listing::Algorithm)->highlightedCount(), 1);
    }

    void sameOptionsKeepTheMarkNewOptionsClearIt()
    {
        PseudocodeView view;
        const SearchOptions options {6, Order::Columns, Check::Scan, Goal::All};
        view.setOptions(options);
        const Event place = makeEvent(EventType::Place);
        view.showEvent(&place);
        const int marked = view.highlightedLine(Listing::Algorithm);
        QVERIFY(marked >= 0);
        view.setOptions(options);
        QCOMPARE(view.highlightedLine(Listing::Algorithm), marked);
        view.setOptions({6, Order::Columns, Check::Arrays, Goal::All});
        QCOMPARE(view.highlightedLine(Listing::Algorithm), -1);
    }

    void retranslateKeepsTheMark()
    {
        PseudocodeView view;
        view.setOptions({8, Order::Rows, Check::Bitmask, Goal::All});
        const Event remove = makeEvent(EventType::Remove);
        view.showEvent(&remove);
        const int algorithm = view.highlightedLine(Listing::Algorithm);
        const int check = view.highlightedLine(Listing::Check);
        view.retranslate();
        QCOMPARE(view.highlightedLine(Listing::Algorithm), algorithm);
        QCOMPARE(view.highlightedLine(Listing::Check), check);
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&view, &change);
        QCOMPARE(view.highlightedLine(Listing::Algorithm), algorithm);
        QCOMPARE(view.tabs()->tabText(0), QStringLiteral("Algorithm"));
        QCOMPARE(view.tabs()->tabText(1), QStringLiteral("Safety check"));
    }

    void readOnlyAccessibleAndReachableByKeyboard()
    {
        PseudocodeView view;
        QVERIFY(!view.accessibleName().isEmpty());
        for (Listing listing : {Listing::Algorithm, Listing::Check}) {
            ListingView *list = view.listingView(listing);
            QVERIFY(list->isReadOnly());
            QVERIFY(list->tabChangesFocus());
            QVERIFY(list->focusPolicy() & Qt::TabFocus);
            QVERIFY(!list->accessibleName().isEmpty());
        }
        QVERIFY(view.tabs()->tabBar()->focusPolicy() & Qt::TabFocus);
        const Event tryEvent = makeEvent(EventType::Try);
        view.showEvent(&tryEvent);
        QVERIFY(view.listingView(Listing::Algorithm)
                    ->accessibleDescription()
                    .contains(QStringLiteral("for each column")));
    }

    // A click must not make the listing look like an editor; walking it by keyboard shows
    // where the keyboard is.
    void caretShowsOnlyForTheKeyboard()
    {
        PseudocodeView view;
        view.setOptions({8, Order::Rows, Check::Scan, Goal::All});
        view.resize(500, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        ListingView *list = view.listingView(Listing::Algorithm);
        QVERIFY(!list->caretShown());

        const QPoint lineStart =
            list->cursorRect(QTextCursor(list->document()->findBlockByNumber(2))).center();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, lineStart);
        QVERIFY(list->hasFocus());
        QVERIFY(!list->caretShown());

        QTest::keyClick(list, Qt::Key_Down);
        QVERIFY(list->caretShown());
        QCOMPARE(list->textCursor().blockNumber(), 3);

        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, lineStart);
        QVERIFY(!list->caretShown());

        list->clearFocus();
        list->setFocus(Qt::TabFocusReason);
        QVERIFY(list->caretShown());
    }

    // The font is fitted to the widest line as drawn: a Chinese line with fewer characters
    // than an English one can be the wider (it was cut off at twice the size in Chinese).
    void theWidestLineAsDrawnFits()
    {
        ListingView list;
        Pseudocode::ListingLine ascii;
        ascii.code = QStringLiteral("if not safe(r, c): continue now");
        Pseudocode::ListingLine chinese;
        chinese.code = QStringLiteral("这一行没有安全的格子所以回到上一行再试下一列吧");
        QVERIFY(chinese.code.size() < ascii.code.size());
        list.setLines({ascii, chinese});

        list.resize(600, 300);
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        QTRY_COMPARE(list.horizontalScrollBar()->maximum(), 0);
        QVERIFY(list.font().pointSizeF() < ListingView::kMaxPointSize);
    }

    // In the window too, a listing too wide for its panel even at the smallest size (a narrow
    // panel, a zoomed one) wraps its lines between words instead of scrolling sideways (zoomed
    // to 150%, its long lines ran out at the right); wide again, its lines are whole again.
    void aListingTooWideForItsPanelWraps_data()
    {
        QTest::addColumn<qreal>("zoom");
        QTest::addColumn<int>("width");
        QTest::newRow("narrow") << 1.0 << 230;
        QTest::newRow("zoomed 150%") << 1.5 << 410;
        QTest::newRow("zoomed 300%") << 3.0 << 700;
    }
    void aListingTooWideForItsPanelWraps()
    {
        QFETCH(qreal, zoom);
        QFETCH(int, width);
        int wrapped = 0;
        for (Check check : {Check::Scan, Check::Arrays, Check::Bitmask}) {
            const Pseudocode code({8, Order::Rows, check, Goal::All});
            for (Listing which : {Listing::Algorithm, Listing::Check}) {
                ListingView list;
                list.setLines(code.lines(which));
                list.setTextZoom(zoom);
                list.resize(width, 400);
                list.show();
                QVERIFY(QTest::qWaitForWindowExposed(&list));
                QCoreApplication::processEvents();
                const QString longest = list.lineText(longestLineOf(list));
                if (QFontMetricsF(list.font()).horizontalAdvance(longest.trimmed())
                    <= list.viewport()->width())
                    continue; // this listing fits
                QVERIFY2(list.linesWrapped(), qPrintable(longest));
                ++wrapped;
                QTRY_COMPARE(list.horizontalScrollBar()->maximum(), 0);
                QCOMPARE(list.font().pointSizeF(), ListingView::kMinPointSize * zoom);
                // Every line whole, only broken into parts (where no space allows it, in a
                // word: "cols[r] = -1" is not broken beside its operators).
                const auto letters = [](QString text) {
                    return text.remove(QChar::LineSeparator).remove(QLatin1Char(' '));
                };
                for (int i = 0; i < list.lineCount(); ++i)
                    QCOMPARE(letters(list.document()->findBlockByNumber(i).text()),
                             letters(list.lineText(i)));
                list.resize(3000, 400);
                QTRY_VERIFY(!list.linesWrapped());
            }
        }
        QVERIFY(wrapped >= 3); // at least the algorithm of each check
    }

    // Presented in a narrow panel (1024x768), a call or an index stays whole where the line
    // can break elsewhere: "if not safe(r," over "c):" became "if not" over "safe(r, c):".
    void aWrappedLineKeepsItsBracketsWhole()
    {
        ListingView list;
        Pseudocode::ListingLine line;
        line.indent = 2;
        line.code = QStringLiteral("if not safe(r, c):");
        list.setLines({line});
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        list.setPresented(true, 19.2);
        int checked = 0;
        for (int width = 220; width <= 520; width += 6) {
            list.resize(width, 400);
            QCoreApplication::processEvents();
            const QString shown = list.document()->firstBlock().text();
            const QFontMetricsF metrics(list.font());
            // Room for the call after the continuation's indent: it must not be broken.
            if (!list.linesWrapped()
                || metrics.horizontalAdvance(QStringLiteral("      safe(r, c):"))
                       > list.viewport()->width() - 2 * list.document()->documentMargin() - 4
                             - list.verticalScrollBar()->sizeHint().width())
                continue;
            ++checked;
            QVERIFY2(shown.contains(QStringLiteral("safe(r, c):")), qPrintable(shown));
        }
        QVERIFY(checked > 0);
    }

    // Too tall for its panel, the listing scrolls to keep the marked line in view and says so
    // where the class sees it: an arrow and the count of lines out of view in the corner on
    // that side (French at 1024x768 with a desktop's fonts hid four lines without a sign).
    void aScrolledListingShowsTheLinesOutOfView()
    {
        const Pseudocode code({8, Order::Rows, Check::Scan, Goal::All});
        ListingView list;
        list.setLines(code.lines(Listing::Algorithm));
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        list.setPresented(true, 24);
        list.resize(420, 260);
        QCoreApplication::processEvents();
        QVERIFY(list.verticalScrollBar()->maximum() > 0); // the test needs a listing that scrolls
        // The ink of the marks: any pixel far from the page's own colour in a corner's square.
        const auto markedCorner = [&list](bool top) {
            const QImage shown = list.viewport()->grab().toImage();
            const QColor base = list.palette().color(QPalette::Base);
            const int side = QFontMetrics(list.font()).height();
            const int y0 = top ? 0 : shown.height() - side;
            int ink = 0;
            for (int y = y0; y < y0 + side; ++y)
                for (int x = shown.width() - side / 2; x < shown.width(); ++x) {
                    const QColor pixel = shown.pixelColor(x, y);
                    ink += std::abs(pixel.lightness() - base.lightness()) > 100 ? 1 : 0;
                }
            return ink > 0;
        };
        list.setHighlight(0, Qt::red);
        QCoreApplication::processEvents();
        QCOMPARE(list.linesHiddenAbove(), 0);
        QVERIFY(list.linesHiddenBelow() > 0);
        QVERIFY(!markedCorner(true));
        QVERIFY(markedCorner(false));
        const int last = list.lineCount() - 1;
        list.setHighlight(last, Qt::red);
        QCoreApplication::processEvents();
        QVERIFY(list.linesHiddenAbove() > 0);
        QCOMPARE(list.linesHiddenBelow(), 0);
        QVERIFY(markedCorner(true));
        QVERIFY(!markedCorner(false));
        // Tall enough for every line: no mark.
        list.resize(420, 2000);
        QCoreApplication::processEvents();
        QCOMPARE(list.linesHiddenAbove() + list.linesHiddenBelow(), 0);
        QVERIFY(!markedCorner(true) && !markedCorner(false));
    }

    // Presented (presentation mode), the listing keeps its comments only where the code stays
    // at least 22 points (read from the back of a room, the code matters more than the
    // comments); the code never gets smaller for it.
    void presentedListingDropsCommentsBelowItsSize()
    {
        PseudocodeView view;
        view.setOptions({8, Order::Rows, Check::Arrays, Goal::All});
        view.resize(560, 1000);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        ListingView *listing = view.listingView(Listing::Algorithm);
        QTRY_VERIFY(listing->commentsShown());
        const qreal withComments = listing->font().pointSizeF();
        QVERIFY(withComments < ListingView::kMinPresentedPointSizeWithComments);
        view.setPresented(true);
        QTRY_VERIFY(!listing->commentsShown());
        QVERIFY(listing->font().pointSizeF() >= withComments);
        QCOMPARE(listing->horizontalScrollBar()->maximum(), 0);
        // Wide enough for 22 points with the comments, they stay.
        view.resize(1100, 1000);
        QTRY_VERIFY(listing->commentsShown());
        QVERIFY(listing->font().pointSizeF() >= ListingView::kMinPresentedPointSizeWithComments);
        view.setPresented(false);
        view.resize(560, 1000);
        QTRY_VERIFY(listing->commentsShown());
        QCOMPARE(listing->font().pointSizeF(), withComments);
    }

    // Fitted to its height too, as laid out: Chinese lines take the taller line height of the
    // font that draws them (the fixed-width font's spacing said "fits" and the last line was
    // cut, in the pseudocode's half of the left side at 1366x768).
    void chineseLinesFitTheHeight_data()
    {
        QTest::addColumn<int>("height");
        for (int height : {260, 300, 340, 420})
            QTest::newRow(qPrintable(QStringLiteral("%1 pixels").arg(height))) << height;
    }
    void chineseLinesFitTheHeight()
    {
        QFETCH(int, height);
        ListingView list;
        QList<Pseudocode::ListingLine> lines;
        for (const char *text :
             {"solve(r):", "输出这个解", "return：继续找", "对第 r 行的每一列 c：",
              "放皇后：cols[r] = c", "移除皇后：cols[r] = -1", "列已试完：回到 r - 1", "搜索结束",
              "solve(0)", "输出这个解", "return：继续找", "放皇后", "搜索结束"}) {
            Pseudocode::ListingLine line;
            line.code = QString::fromUtf8(text);
            lines << line;
        }
        list.setLines(lines);
        list.resize(420, height);
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        QCoreApplication::processEvents();
        if (list.font().pointSizeF() > ListingView::kMinPointSize) // a fit was found
            QTRY_COMPARE(list.verticalScrollBar()->maximum(), 0);
    }

    // Every size settles: fitting the font sets the gutter's margin, which resizes the viewport,
    // whose resize comes back to the listing. Setting the margin again at each return let the
    // scroll bars swing on and off for ever at some sizes (a stack overflow in the monkey,
    // seed 3, while the docks were rearranged).
    void everySizeSettles()
    {
        for (Order order : {Order::Rows, Order::Columns}) {
            for (Check check : {Check::Scan, Check::Arrays, Check::Bitmask}) {
                const Pseudocode code({8, order, check, Goal::All});
                for (Listing which : {Listing::Algorithm, Listing::Check}) {
                    ListingView list;
                    list.setLines(code.lines(which));
                    list.resize(200, 200);
                    list.show();
                    QVERIFY(QTest::qWaitForWindowExposed(&list));
                    // Around the sizes where the text at the smallest font just fits or not,
                    // where the scroll bars come and go.
                    const int allLines = list.heightForAllLines(ListingView::kMinPointSize);
                    const int widest = list.sizeHint().width();
                    for (int h = allLines - 40; h <= allLines + 40; h += 5) {
                        for (int w = widest / 3; w <= widest + 40; w += 5) {
                            list.resize(w, h);
                            // Settled, with the text right of the gutter.
                            QVERIFY(list.viewport()->geometry().left()
                                    > list.contentsRect().left() + 10);
                        }
                    }
                }
            }
        }
    }

    void markedLineStaysInView()
    {
        PseudocodeView view;
        view.setOptions({8, Order::Rows, Check::Arrays, Goal::All});
        view.resize(360, 170); // far too small for the listing: it must scroll
        view.show();
        view.tabs()->setCurrentIndex(1);
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        ListingView *check = view.listingView(Listing::Check);
        QVERIFY(check->verticalScrollBar()->maximum() > 0);
        for (EventType type :
             {EventType::Remove, EventType::Try, EventType::Place, EventType::Remove}) {
            const Event e = makeEvent(type);
            view.showEvent(&e);
            const int line = check->highlightedLine();
            const QRect rect = check->cursorRect(
                QTextCursor(check->document()->findBlockByNumber(line)));
            QVERIFY2(
                check->viewport()->rect().contains(rect.center()),
                qPrintable(QStringLiteral("line %1 at y=%2").arg(line).arg(rect.center().y())));
        }
    }

    void bandShowsTheColourOfTheStep()
    {
        PseudocodeView view;
        QVERIFY(showWithAConflict(view));
        ListingView *algorithm = view.listingView(Listing::Algorithm);
        const int line = algorithm->highlightedLine();
        const QColor band = bandColour(algorithm, line);
        const QColor plain = bandColour(algorithm, line == 0 ? 1 : 0);
        QVERIFY2(band != plain, qPrintable(band.name()));
        QVERIFY2(band.red() > band.green() + 20 && band.red() > band.blue() + 20,
                 qPrintable(band.name()));
        const Event place = makeEvent(EventType::Place);
        view.showEvent(&place);
        const QColor placed = bandColour(algorithm, algorithm->highlightedLine());
        QVERIFY2(placed.green() > placed.red() + 20, qPrintable(placed.name()));
    }

    // While its search waits (Try it yourself), the listing greys like the other panels: its
    // code in the disabled text colour, its band grey; it kept the red band and black code.
    void aWaitingListingIsGrey()
    {
        PseudocodeView view;
        QVERIFY(showWithAConflict(view));
        ListingView *algorithm = view.listingView(Listing::Algorithm);
        const int line = algorithm->highlightedLine();
        const auto codeColour = [&] {
            return algorithm->document()
                ->firstBlock()
                .begin()
                .fragment()
                .charFormat()
                .foreground()
                .color();
        };
        QCOMPARE(codeColour(), algorithm->palette().color(QPalette::Active, QPalette::Text));
        view.setEnabled(false);
        QCOMPARE(algorithm->highlightedLine(), line);
        QCOMPARE(codeColour(), algorithm->palette().color(QPalette::Disabled, QPalette::Text));
        const QColor band = bandColour(algorithm, line);
        QVERIFY2(std::abs(band.red() - band.green()) < 12
                     && std::abs(band.red() - band.blue()) < 12,
                 qPrintable(band.name()));
        view.setEnabled(true);
        QCOMPARE(codeColour(), algorithm->palette().color(QPalette::Active, QPalette::Text));
        const QColor live = bandColour(algorithm, line);
        QVERIFY2(live.red() > live.green() + 20, qPrintable(live.name()));
    }

    void explanationGivesWayToTheListing()
    {
        PseudocodeView view;
        view.setOptions({8, Order::Rows, Check::Arrays, Goal::All});
        view.tabs()->setCurrentIndex(1);
        view.resize(560, 520);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.explanationShown());
        QVERIFY(view.listingView(Listing::Check)->verticalScrollBar()->maximum() == 0);
        view.resize(380, 300);
        QTRY_VERIFY(!view.explanationShown());
        QVERIFY(!view.listingView(Listing::Check)->whatsThis().isEmpty());
        QVERIFY(view.tabs()->tabToolTip(1).contains(QStringLiteral("r - c + N - 1")));
    }

    // Not a check: with NQ_PSEUDOCODE_SHOTS=<dir> it saves pictures of the panel to look at.
    void saveScreenshots()
    {
        const QString dir = qEnvironmentVariable("NQ_PSEUDOCODE_SHOTS");
        if (dir.isEmpty())
            QSKIP("set NQ_PSEUDOCODE_SHOTS to a folder to save pictures");
        const struct
        {
            const char *name;
            SearchOptions options;
            Event event;
            int tab;
            QSize size;
        } shots[] = {
            {"rows-scan-conflict-algorithm",
             {8, Order::Rows, Check::Scan, Goal::All},
             makeEvent(EventType::Conflict, 3, 2, Line::Diagonal),
             0,
             {560, 520}},
            {"rows-scan-conflict-check",
             {8, Order::Rows, Check::Scan, Goal::All},
             makeEvent(EventType::Conflict, 3, 2, Line::Diagonal),
             1,
             {560, 520}},
            {"columns-bitmask-place-algorithm",
             {8, Order::Columns, Check::Bitmask, Goal::All},
             makeEvent(EventType::Place),
             0,
             {560, 520}},
            {"columns-bitmask-place-check",
             {8, Order::Columns, Check::Bitmask, Goal::All},
             makeEvent(EventType::Place),
             1,
             {560, 520}},
            {"rows-arrays-remove-check",
             {8, Order::Rows, Check::Arrays, Goal::First},
             makeEvent(EventType::Remove),
             1,
             {560, 520}},
            {"rows-arrays-remove-check-small",
             {8, Order::Rows, Check::Arrays, Goal::First},
             makeEvent(EventType::Remove),
             1,
             {380, 300}},
            {"rows-scan-wide",
             {8, Order::Rows, Check::Scan, Goal::First},
             makeEvent(EventType::Try),
             0,
             {1000, 700}},
        };
        for (const auto &shot : shots) {
            PseudocodeView view;
            view.setOptions(shot.options);
            view.showEvent(&shot.event);
            view.tabs()->setCurrentIndex(shot.tab);
            view.resize(shot.size);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            QVERIFY(view.grab().save(
                QDir(dir).filePath(QString::fromLatin1(shot.name) + QStringLiteral(".png"))));
        }
    }
};

NQ_TEST_MAIN(TestPseudocodeView)
#include "tst_pseudocodeview.moc"
