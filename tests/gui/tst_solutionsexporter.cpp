#include "boardtheme.h"
#include "fittedfont.h"
#include "handoutprinter.h"
#include "searchfixtures.h"
#include "smalldisk.h"
#include "solutionexport.h"
#include "solutionlistmodel.h"
#include "solutionsexporter.h"
#include "solutionlistview.h"
#include "solutionspanel.h"
#include "testregistry.h"

#include <QApplication>
#include <QImage>
#include <QLocale>
#include <QItemSelectionModel>
#include <QPdfWriter>
#include <QPainter>
#include <QBuffer>
#include <QElapsedTimer>
#include <QFontMetricsF>
#include <QMessageBox>
#include <QProgressDialog>
#include <QTimer>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

using namespace nq;
using namespace nq::test;

namespace {

// What an export reported to its caller.
struct Outcome
{
    bool finished = false;
    bool ok = false;
    QString error;
};

// The 92 solutions of N=8 listed in a solutions panel, as a finished run leaves them.
class ListedSolutions
{
public:
    ListedSolutions()
        : m_store(storeOfAllSolutions(8))
    {
        RunnerSnapshot snapshot;
        snapshot.store = m_store;
        snapshot.visibleSolutions = m_store->size();
        snapshot.visibleClasses = m_store->classCount();
        m_panel.showStore(snapshot);
    }
    SolutionsPanel &panel() { return m_panel; }
    std::shared_ptr<const SolutionStore> store() const { return m_store; }

private:
    std::shared_ptr<const SolutionStore> m_store;
    SolutionsPanel m_panel;
};

void exportAndWait(SolutionsExporter &exporter, ListedSolutions &list, const QString &path,
                   ExportFormat format, Outcome &outcome)
{
    exporter.exportSolutions(list.store(), path, format, [&](bool ok, QString error) {
        outcome = {true, ok, error};
    });
    QTRY_VERIFY(outcome.finished);
}

} // namespace

// Tests SolutionsExporter's file handling: the export replaces a file only once the whole list
// is written; a full disk or a cancel leaves the old file as it was and says so truthfully.
class TestSolutionsExporter : public QObject
{
    Q_OBJECT

private slots:
    // A failed export's message stays usable: no progress dialog shows over it, however long
    // it is left open (one did, half a second after it, and held its OK button until the
    // dialog's Cancel was pressed). Real time: the dialog's own delay must pass.
    void aFailureIsNeverCoveredByAProgressDialog()
    {
        ListedSolutions list;
        list.panel().show();
        SolutionsExporter exporter(&list.panel(), list.panel().model(), list.panel().list());
        bool progressShown = false;
        bool messageClosed = false;
        QElapsedTimer messageShown;
        QTimer watcher;
        connect(&watcher, &QTimer::timeout, [&] {
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                if (auto *dialog = qobject_cast<QProgressDialog *>(widget);
                    dialog && dialog->isVisible()) {
                    progressShown = true;
                    dialog->cancel(); // as the user had to
                }
                auto *box = qobject_cast<QMessageBox *>(widget);
                if (!box || !box->isVisible())
                    continue;
                if (!messageShown.isValid())
                    messageShown.start();
                else if (messageShown.elapsed() > 1000) {
                    box->accept();
                    messageClosed = true;
                }
            }
        });
        watcher.start(20);
        exporter.exportSolutions(list.store(), QStringLiteral("/no/such/folder/solutions.txt"),
                                 ExportFormat::Array);
        QTRY_VERIFY_WITH_TIMEOUT(messageClosed, 20000);
        QVERIFY(!progressShown);
    }

    void replacesTheFileWithTheWholeList()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("solutions.json");
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("an older list, longer than nothing");
        old.close();
        ListedSolutions list;
        SolutionsExporter exporter(&list.panel(), list.panel().model(), list.panel().list());
        QSignalSpy messages(&exporter, &SolutionsExporter::message);
        Outcome outcome;
        exportAndWait(exporter, list, path, ExportFormat::Array, outcome);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QFile written(path);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = written.readAll().split('\n');
        QCOMPARE(lines.size(), 93); // 92 lines and the empty rest after the last newline
        QCOMPARE(lines.first(), QByteArray("[0, 4, 7, 5, 2, 6, 1, 3]"));
        QCOMPARE(messages.size(), 1);
        QCOMPARE(messages.first().first().toString(), "Solutions saved to " + path);
    }

    void fullDiskKeepsTheOldFileAndSaysWhy()
    {
        SmallDisk disk;
        if (!disk.isMounted())
            QSKIP("cannot mount a small tmpfs here (needs root)");
        const QByteArray old("{\"n\": 4, \"solutions\": []}\n");
        QVERIFY(disk.write("solutions.json", old));
        // A kilobyte left: the 92 solutions as JSON take about seven.
        QVERIFY(disk.fillAllBut(1024));
        ListedSolutions list;
        SolutionsExporter exporter(&list.panel(), list.panel().model(), list.panel().list());
        QSignalSpy messages(&exporter, &SolutionsExporter::message);
        Outcome outcome;
        const QString path = disk.filePath("solutions.json");
        exportAndWait(exporter, list, path, ExportFormat::Json, outcome);
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.startsWith("Cannot write " + path + ": "),
                 qPrintable(outcome.error));
        QVERIFY2(outcome.error.contains("space", Qt::CaseInsensitive), qPrintable(outcome.error));
        QCOMPARE(disk.read("solutions.json"), old);
        QCOMPARE(disk.files(), QStringList({"filler", "solutions.json"}));
        QCOMPARE(messages.size(), 0); // no "saved", no "cancelled"
    }

    // Cancelled before it wrote anything (the pool is held busy until the cancel is in): the
    // old file stays, nothing is left behind, and the status bar says the file was not written.
    void cancelKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("solutions.txt");
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("kept\n");
        old.close();
        ListedSolutions list;
        SolutionsExporter exporter(&list.panel(), list.panel().model(), list.panel().list());
        QSignalSpy messages(&exporter, &SolutionsExporter::message);

        QThreadPool *pool = QThreadPool::globalInstance();
        QSemaphore release;
        const int workers = pool->maxThreadCount();
        for (int i = 0; i < workers; ++i)
            pool->start([&release] { release.acquire(); });
        Outcome outcome;
        exporter.exportSolutions(list.store(), path, ExportFormat::Array,
                                 [&](bool ok, QString error) {
                                     outcome = {true, ok, error};
                                 });
        exporter.cancelExport();
        release.release(workers);
        QTRY_VERIFY(outcome.finished);
        QVERIFY(!outcome.ok);
        QCOMPARE(outcome.error, "Export cancelled: " + path + " was not written");
        QCOMPARE(messages.size(), 1);
        QCOMPARE(messages.first().first().toString(), outcome.error);
        QFile after(path);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), QByteArray("kept\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList({"solutions.txt"}));
    }

    // The handout as a PDF: the 92 boards of N=8, twelve to a page.
    void handoutTextsFitThePage()
    {
        // A4 at 300 dpi, as the PDF writer lays it out: the title's font is a 40th of the page
        // height, the captions' an 80th; a caption has a third of the width, less margins.
        const qreal pageWidth = 2480;
        const qreal pageHeight = 3508;
        const auto advance = [](const QFont &font, const QString &text) {
            return QFontMetricsF(font).horizontalAdvance(text);
        };
        QFont title;
        title.setBold(true);
        title.setPixelSize(int(pageHeight / 40));
        const QString longTitle = QStringLiteral(
            "Solutions of the 8-queens puzzle, grouped by symmetry (page 1 of 2)");
        QVERIFY(advance(title, longTitle) > pageWidth); // it was cut ("…8-queens pu…")
        const QFont fittedTitle = fittedFont(title, {longTitle}, pageWidth);
        QVERIFY(advance(fittedTitle, longTitle) <= pageWidth);
        QVERIFY(fittedTitle.pixelSize() >= title.pixelSize() / 2);
        // The captions of N=14.
        HandoutPrinter::Board board;
        board.number = 365596;
        board.placement = Placement(14);
        const int cols[14] = {0, 2, 4, 6, 8, 10, 12, 1, 3, 5, 7, 9, 11, 13};
        for (int r = 0; r < 14; ++r)
            board.placement.cols[r] = static_cast<std::int8_t>(cols[r]);
        const QStringList caption = HandoutPrinter::captionLines(board);
        QCOMPARE(caption.size(), 2);
        QFont captionFont;
        captionFont.setPixelSize(int(pageHeight / 80));
        const qreal cell = pageWidth / 3 * 0.88;
        QVERIFY(advance(captionFont, caption[1]) > cell); // it was cut
        const QFont fittedCaption = fittedFont(captionFont, caption, cell);
        for (const QString &line : caption)
            QVERIFY(advance(fittedCaption, line) <= cell);
        // What fits keeps its size.
        QCOMPARE(fittedFont(title, {QStringLiteral("8 queens")}, pageWidth).pixelSize(),
                 title.pixelSize());
    }

    void savesTheHandoutAsPdf()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("handout.pdf");
        ListedSolutions list;
        SolutionsExporter exporter(&list.panel(), list.panel().model(), list.panel().list());
        QString error;
        QCOMPARE(exporter.saveHandout(path, 8, &error), 8);
        QFile pdf(path);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        const QByteArray bytes = pdf.readAll();
        QVERIFY(bytes.startsWith("%PDF"));
        QVERIFY(bytes.trimmed().endsWith("%%EOF"));
        QCOMPARE(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r")
                     + bytes.count("/Type /Page "),
                 8);
    }

    // A handout is for paper whatever the screen shows: grey boards on white, nothing within
    // 12 mm of the edge, the date and the page at the foot of every page.
    void theHandoutIsGreyOnWhiteWithinMargins()
    {
        const auto store = storeOfAllSolutions(8);
        QList<HandoutPrinter::Board> boards;
        for (quint64 i = 0; i < 13; ++i)
            boards.append({i + 1, store->at(i)});
        const QDate date(2026, 11, 26);
        const HandoutPrinter handout(QStringLiteral("Solutions of the 8-queens puzzle"), boards,
                                     date);
        QCOMPARE(handout.pageCount(), 2);
        QCOMPARE(handout.footerTexts(1), QStringList({QLocale().toString(date, QLocale::LongFormat),
                                                      QStringLiteral("Page 2 of 2")}));
        // An A4 page at 100 dots an inch, painted inside margins of 12 mm.
        QImage sheet(827, 1169, QImage::Format_RGB32);
        sheet.fill(Qt::white);
        const qreal margin = HandoutPrinter::kMinMarginMm / 25.4 * 100;
        const QRectF inside = QRectF(sheet.rect()).adjusted(margin, margin, -margin, -margin);
        {
            QPainter painter(&sheet);
            painter.translate(inside.topLeft());
            handout.paintPage(painter, QRectF(QPointF(0, 0), inside.size()), 0);
        }
        int inked = 0;
        for (int y = 0; y < sheet.height(); ++y) {
            for (int x = 0; x < sheet.width(); ++x) {
                const QColor c = sheet.pixelColor(x, y);
                if (c == Qt::white)
                    continue;
                ++inked;
                QVERIFY2(std::abs(c.red() - c.green()) <= 8 && std::abs(c.green() - c.blue()) <= 8,
                         qPrintable(QStringLiteral("%1 at %2,%3").arg(c.name()).arg(x).arg(y)));
                QVERIFY2(inside.adjusted(-1, -1, 1, 1).contains(QPointF(x, y)),
                         qPrintable(QStringLiteral("ink at %1,%2, in the margin").arg(x).arg(y)));
            }
        }
        QVERIFY(inked > 10000); // boards, not a blank page
        // On a device whose margins are narrower, they are widened; wider ones are kept.
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter narrow(&buffer);
        narrow.setPageMargins(QMarginsF(5, 20, 5, 0), QPageLayout::Millimeter);
        QCOMPARE(handout.print(&narrow), 2);
        const QMarginsF kept = narrow.pageLayout().margins(QPageLayout::Millimeter);
        QCOMPARE(kept, QMarginsF(12, 20, 12, 12));
    }

    // A handout of a list grouped by symmetry class puts each class in rows of its own under
    // its heading, and names a class that goes on from the page before (it had no headings:
    // the classes ran into each other).
    void theGroupedHandoutHasClassHeadings()
    {
        const auto store = storeOfAllSolutions(8);
        QList<HandoutPrinter::Board> boards;
        const QStringList classes = {QStringLiteral("Class 1 · 8 boards"),
                                     QStringLiteral("Class 2 · 4 boards"),
                                     QStringLiteral("Class 3 · 8 boards")};
        for (int c = 0; c < 3; ++c)
            for (int i = 0; i < (c == 1 ? 4 : 8); ++i)
                boards.append({quint64(boards.size() + 1), store->at(std::uint64_t(boards.size())),
                               i == 0 ? classes[c] : QString()});
        const HandoutPrinter handout(QStringLiteral("Grouped"), boards);
        // Rows: 3 + 3 + 2 of the first class, 3 + 1 of the second, 3 + 3 + 2 of the third.
        QCOMPARE(handout.pageCount(), 2);
        QCOMPARE(handout.headingTexts(0), QStringList({classes[0], classes[1]}));
        QCOMPARE(handout.headingTexts(1),
                 QStringList({classes[1] + QStringLiteral(" (continued)"), classes[2]}));
        // Through the exporter: N=8 grouped is 11 classes of 8 boards (3 rows each) and one of 4
        // (2 rows), 35 rows on 9 pages; in the order found, 92 boards fill 8.
        QTemporaryDir dir;
        ListedSolutions list;
        SolutionsExporter exporter(&list.panel(), list.panel().model(), list.panel().list());
        QString error;
        QCOMPARE(exporter.saveHandout(dir.filePath(QStringLiteral("found.pdf")), 8, &error), 8);
        list.panel().model()->setMode(SolutionListModel::Mode::GroupedByClass);
        QCOMPARE(exporter.saveHandout(dir.filePath(QStringLiteral("grouped.pdf")), 8, &error), 9);
    }

    // The dialogs say which solutions a handout holds.
    void theHandoutSaysWhichSolutionsItHolds()
    {
        ListedSolutions list;
        SolutionsExporter exporter(&list.panel(), list.panel().model(), list.panel().list());
        QCOMPARE(exporter.handoutScope(), QStringLiteral("all 92 listed solutions"));
        auto *selection = list.panel().list()->selectionModel();
        selection->select(
            QItemSelection(list.panel().model()->index(3), list.panel().model()->index(5)),
            QItemSelectionModel::ClearAndSelect);
        QCOMPARE(exporter.handoutScope(), QStringLiteral("the 3 selected solutions"));
        selection->clearSelection();
        QCOMPARE(exporter.handoutScope(), QStringLiteral("all 92 listed solutions"));
    }

    void fullDiskKeepsTheOldHandout()
    {
        SmallDisk disk;
        if (!disk.isMounted())
            QSKIP("cannot mount a small tmpfs here (needs root)");
        const QByteArray old("%PDF-1.4 an older handout");
        QVERIFY(disk.write("handout.pdf", old));
        QVERIFY(disk.fillAllBut(1024));
        ListedSolutions list;
        SolutionsExporter exporter(&list.panel(), list.panel().model(), list.panel().list());
        const QString path = disk.filePath("handout.pdf");
        QString error;
        QCOMPARE(exporter.saveHandout(path, 8, &error), 0);
        QVERIFY2(error.startsWith("Cannot write " + path + ": "), qPrintable(error));
        QVERIFY2(error.contains("space", Qt::CaseInsensitive), qPrintable(error));
        QCOMPARE(disk.read("handout.pdf"), old);
        QCOMPARE(disk.files(), QStringList({"filler", "handout.pdf"}));
    }
};

NQ_TEST_MAIN(TestSolutionsExporter)
#include "tst_solutionsexporter.moc"
