#include "processmemory.h"
#include "solutiondelegate.h"
#include "solutionlistmodel.h"
#include "solutionlistview.h"
#include "testregistry.h"

#include <QAbstractListModel>
#include <QApplication>
#include <QFontMetricsF>
#include <QScrollBar>
#include <QStandardItemModel>
#include <QTest>

using namespace nq::testing;

namespace {

// Any number of rows, each "row k", with no storage per row.
class CountingModel : public QAbstractListModel
{
public:
    explicit CountingModel(int rows)
        : m_rows(rows)
    {
    }
    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : m_rows;
    }
    QVariant data(const QModelIndex &index, int role) const override
    {
        return role == Qt::DisplayRole ? QVariant(QStringLiteral("row %1").arg(index.row()))
                                       : QVariant();
    }

private:
    int m_rows;
};

} // namespace

// Tests the solutions list's view: every position computed from the row number, so that a
// list of millions of rows costs no memory per row (QListView kept two ints per row), while
// keys, clicks, scrolling and selection behave as in a one-column list.
class TestSolutionListView : public QObject
{
    Q_OBJECT

private:
    static bool shown(SolutionListView &view, const QSize &size)
    {
        view.resize(size);
        view.show();
        return QTest::qWaitForWindowExposed(&view);
    }

private slots:
    // A row's array is shown whole up to N=16 in the list's usual width (250 px of text):
    // smaller type, then without spaces; only longer ones are cut, and say so with "…".
    void arraysFitTheirRow_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("whole");
        QTest::newRow("N=8") << 8 << true;
        QTest::newRow("N=16") << 16 << true;
        QTest::newRow("N=32") << 32 << false;
    }
    void arraysFitTheirRow()
    {
        QFETCH(int, n);
        QFETCH(bool, whole);
        QStringList cols;
        for (int r = 0; r < n; ++r)
            cols << QString::number((r * 7 + 3) % n);
        const QString array = QLatin1Char('[') + cols.join(QStringLiteral(", ")) + QLatin1Char(']');
        const QFont font = QApplication::font();
        const auto shown = SolutionDelegate::arrayToShow(array, font, 250);
        QVERIFY(QFontMetricsF(shown.font).horizontalAdvance(shown.text) <= 250);
        QVERIFY(QFontInfo(shown.font).pixelSize() * 5 >= QFontInfo(font).pixelSize() * 4);
        QCOMPARE(!shown.text.contains(QStringLiteral("…")), whole);
        if (whole)
            QCOMPARE(QString(shown.text).remove(QLatin1Char(' ')),
                     QString(array).remove(QLatin1Char(' ')));
        if (n == 8)
            QCOMPARE(shown.text, array); // nothing to change where it fits
    }

    // A row's picture has squares of at least 6 pixels, so that the queens show at N=12 (its
    // 44-pixel picture gave 3-pixel squares): the rows grow with the board, up to 96 pixels.
    void picturesGrowWithTheBoard()
    {
        QCOMPARE(SolutionDelegate::pictureSide(6), SolutionDelegate::kPictureSide);
        QCOMPARE(SolutionDelegate::pictureSide(12), 72);
        QCOMPARE(SolutionDelegate::pictureSide(32), SolutionDelegate::kLargestPicture);
        QStandardItemModel model;
        auto *row = new QStandardItem;
        QByteArray cols(12, 0);
        for (int r = 0; r < 12; ++r)
            cols[r] = char((r * 5) % 12);
        row->setData(cols, SolutionListModel::PlacementRole);
        model.appendRow(row);
        SolutionDelegate delegate;
        QStyleOptionViewItem option;
        option.fontMetrics = QFontMetrics(QApplication::font());
        QVERIFY(delegate.sizeHint(option, model.index(0, 0)).height() >= 72 + 8);
        // The list asks again when the first rows of a list arrive.
        SolutionListView view;
        view.setItemDelegate(&delegate);
        QStandardItemModel empty;
        view.setModel(&empty);
        const int before = view.rowHeight();
        auto *late = new QStandardItem;
        late->setData(cols, SolutionListModel::PlacementRole);
        empty.appendRow(late);
        QVERIFY2(view.rowHeight() >= 80 && view.rowHeight() > before,
                 qPrintable(QStringLiteral("%1 then %2").arg(before).arg(view.rowHeight())));
    }

    void keysMoveTheCurrentRowAndKeepItInView()
    {
        CountingModel model(1000);
        SolutionListView view;
        view.setModel(&model);
        QVERIFY(shown(view, QSize(300, 200)));
        view.setCurrentIndex(model.index(0));
        const int page = view.viewport()->height() / view.rowHeight();
        QTest::keyClick(&view, Qt::Key_Down);
        QCOMPARE(view.currentIndex().row(), 1);
        QTest::keyClick(&view, Qt::Key_PageDown);
        QCOMPARE(view.currentIndex().row(), 1 + page);
        QTest::keyClick(&view, Qt::Key_End);
        QCOMPARE(view.currentIndex().row(), 999);
        QVERIFY(view.viewport()->rect().contains(view.visualRect(model.index(999))));
        QCOMPARE(view.verticalScrollBar()->value(), view.verticalScrollBar()->maximum());
        QTest::keyClick(&view, Qt::Key_Home);
        QCOMPARE(view.currentIndex().row(), 0);
        QCOMPARE(view.verticalScrollBar()->value(), 0);
        QTest::keyClick(&view, Qt::Key_Up);
        QCOMPARE(view.currentIndex().row(), 0); // stays at the top
    }

    void aClickChoosesTheRowUnderTheMouse()
    {
        CountingModel model(50);
        SolutionListView view;
        view.setModel(&model);
        QVERIFY(shown(view, QSize(300, 400)));
        view.scrollTo(model.index(20), QAbstractItemView::PositionAtTop);
        const QRect row22 = view.visualRect(model.index(22));
        QCOMPARE(row22.top(), 2 * view.rowHeight());
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, row22.center());
        QCOMPARE(view.currentIndex().row(), 22);
        QVERIFY(view.selectionModel()->isSelected(model.index(22)));
        // Below the last row there is nothing.
        QVERIFY(!view.indexAt(QPoint(5, view.visualRect(model.index(49)).bottom() + 2)).isValid());
    }

    void aHundredMillionRowsCostNoMemoryPerRow()
    {
        // Taller than an int of pixels: the scroll bar counts rows.
        constexpr int kRows = 100'000'000;
        CountingModel model(kRows);
        SolutionListView view;
        QVERIFY(shown(view, QSize(300, 400)));
        const qint64 before = statusKiB("VmRSS:");
        view.setModel(&model);
        QApplication::processEvents(); // the delayed layout
        const QModelIndex last = model.index(kRows - 1);
        view.scrollTo(last, QAbstractItemView::PositionAtCenter);
        QVERIFY(view.viewport()->rect().contains(view.visualRect(last)));
        QCOMPARE(view.indexAt(view.visualRect(last).center()), last);
        view.selectAll();
        view.viewport()->repaint();
        const qint64 grownKiB = statusKiB("VmRSS:") - before;
        qInfo("100,000,000 rows shown and all selected: RSS grew by %lld KiB", grownKiB);
        QVERIFY2(grownKiB < 16 * 1024, qPrintable(QStringLiteral("%1 KiB").arg(grownKiB)));
        // Back to a pixel-scrolled list when the rows fit again.
        CountingModel small(10);
        view.setModel(&small);
        QApplication::processEvents();
        QCOMPARE(view.verticalScrollBar()->maximum(),
                 std::max(0, 10 * view.rowHeight() - view.viewport()->height()));
    }
};

NQ_TEST_MAIN(TestSolutionListView)
#include "tst_solutionlistview.moc"
