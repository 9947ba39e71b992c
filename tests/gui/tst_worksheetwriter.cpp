#include "testfiles.h"
#include "animationdialog.h"
#include "exportfixtures.h"
#include "exportframes.h"
#include "smalldisk.h"
#include "stepframes.h"
#include "stepsourcebox.h"
#include "testregistry.h"
#include "worksheetdialog.h"
#include "worksheetexport.h"
#include "worksheetwriter.h"

#include <QBuffer>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace nq;
using nq::test::framesOf;
using nq::test::searchOptions;

namespace {

WorksheetRequest worksheetRequest(int n, quint64 from, quint64 to)
{
    WorksheetRequest request;
    request.options = searchOptions(n);
    request.source.from = from;
    request.source.to = to;
    request.font = QApplication::font();
    return request;
}

using nq::testing::readFile;
using nq::testing::writeFile;

// The pages of a PDF as Qt writes it: one "/Type /Page" object each (and one "/Pages").
int pageCount(const QByteArray &pdf)
{
    return int(pdf.count("/Type /Page\n") + pdf.count("/Type /Page ") + pdf.count("/Type /Page/"));
}

// The page's size in points, from its first MediaBox.
QSizeF mediaBox(const QByteArray &pdf)
{
    static const QRegularExpression box(QStringLiteral("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"));
    const QRegularExpressionMatch match = box.match(QString::fromLatin1(pdf));
    return match.hasMatch() ? QSizeF(match.captured(1).toDouble(), match.captured(2).toDouble())
                            : QSizeF();
}

// The document's title as Qt stores it in the PDF's information: UTF-16, big end first.
bool hasTitle(const QByteArray &pdf, const QString &title)
{
    QByteArray utf16;
    for (const QChar c : title)
        utf16 += char(c.unicode() >> 8), utf16 += char(c.unicode() & 0xff);
    return pdf.contains(utf16);
}

QByteArray writeSheet(WorksheetWriter::Options options, const QList<ExportFrame> &frames,
                      int *pages = nullptr)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    WorksheetWriter writer(std::move(options));
    const int written = writer.write(&buffer, frames);
    if (pages)
        *pages = written;
    return bytes;
}

WorksheetWriter::Options sheetOptions(WorksheetWriter::Sheet sheet, int n,
                                      QPageSize::PageSizeId size = QPageSize::A4)
{
    WorksheetWriter::Options options;
    options.sheet = sheet;
    options.pageSize = size;
    options.font = QApplication::font();
    options.search = searchOptions(n);
    options.subtitle = QStringLiteral("Steps");
    return options;
}

// Marks every text of one context, to see which texts follow the installed language.
class MarkingTranslator : public QTranslator
{
public:
    explicit MarkingTranslator(const char *context)
        : m_context(context)
    {
    }
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (qstrcmp(context, m_context) != 0)
            return {};
        return QStringLiteral("<<") + QString::fromUtf8(source) + QStringLiteral(">>");
    }

private:
    const char *m_context;
};

} // namespace

// Tests the worksheet PDF: pages and page sizes as Qt writes them, the students' sheet and
// its answer key, the questions, failures and cancels that keep the old files, the language,
// and the dialog, offscreen.
class TestWorksheetWriter : public QObject
{
    Q_OBJECT

private slots:
    void pagesHoldSixBoards_data()
    {
        QTest::addColumn<int>("boards");
        QTest::addColumn<int>("pages");
        QTest::newRow("1 board") << 1 << 1;
        QTest::newRow("6 boards") << 6 << 1;
        QTest::newRow("7 boards") << 7 << 2;
        QTest::newRow("30 boards") << 30 << 5;
    }
    void pagesHoldSixBoards()
    {
        QFETCH(int, boards);
        QFETCH(int, pages);
        int written = 0;
        const QByteArray pdf = writeSheet(sheetOptions(WorksheetWriter::Sheet::Teacher, 6),
                                          framesOf(6, 1, quint64(boards)), &written);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.trimmed().endsWith("%%EOF"));
        QCOMPARE(written, pages);
        QCOMPARE(pageCount(pdf), pages);
        QVERIFY(pdf.contains("/Count " + QByteArray::number(pages)));
    }

    // Every page's foot says when the sheet was made, as the handout's does (it had only the
    // page number).
    void theFootHasTheDate()
    {
        WorksheetWriter::Options options = sheetOptions(WorksheetWriter::Sheet::Teacher, 6);
        options.date = QDate(2026, 12, 1);
        const WorksheetWriter writer(options);
        QCOMPARE(writer.footerTexts(1, 3),
                 QStringList({QLocale().toString(QDate(2026, 12, 1), QLocale::LongFormat),
                              QStringLiteral("Page 2 of 3")}));
        QCOMPARE(WorksheetWriter::Options().date, QDate::currentDate());
    }

    void pageSizeIsA4OrLetter_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QSizeF>("points");
        QTest::newRow("A4") << int(QPageSize::A4) << QSizeF(595, 842);
        QTest::newRow("Letter") << int(QPageSize::Letter) << QSizeF(612, 792);
    }
    void pageSizeIsA4OrLetter()
    {
        QFETCH(int, size);
        QFETCH(QSizeF, points);
        const QByteArray pdf = writeSheet(
            sheetOptions(WorksheetWriter::Sheet::Teacher, 5, QPageSize::PageSizeId(size)),
            framesOf(5, 1, 8));
        QCOMPARE(mediaBox(pdf), points);
    }

    // The students' sheet and the answer key: two PDFs with the same pages, titled apart; the
    // teacher's sheet is a third document.
    void studentsSheetAndAnswerKey()
    {
        QTemporaryDir dir;
        WorksheetRequest request = worksheetRequest(6, 1, 14);
        request.forStudents = true;
        const QString sheet = dir.filePath(QStringLiteral("lesson.pdf"));
        const QString key = WorksheetDialog::answerKeyPathFor(sheet);
        QCOMPARE(key, dir.filePath(QStringLiteral("lesson-answers.pdf")));
        const ExportJob::Outcome outcome = WorksheetExport::run(request, sheet, key, {});
        QVERIFY2(outcome.ok, qPrintable(outcome.message));
        QVERIFY(outcome.message.contains(sheet) && outcome.message.contains(key));
        const QByteArray students = readFile(sheet);
        const QByteArray answers = readFile(key);
        QCOMPARE(pageCount(students), 3);
        QCOMPARE(pageCount(answers), 3);
        QVERIFY(hasTitle(students, QStringLiteral("Worksheet for students")));
        QVERIFY(!hasTitle(students, QStringLiteral("Answer key")));
        QVERIFY(hasTitle(answers, QStringLiteral("Answer key")));

        request.forStudents = false;
        const QString teacher = dir.filePath(QStringLiteral("teacher.pdf"));
        QVERIFY(WorksheetExport::run(request, teacher, {}, {}).ok);
        QVERIFY(hasTitle(readFile(teacher), QStringLiteral("Worksheet: N-Queens, N = 6")));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 3);

        // The key needs a file of its own.
        request.forStudents = true;
        const ExportJob::Outcome same = WorksheetExport::run(request, sheet, sheet, {});
        QVERIFY(!same.ok);
        QCOMPARE(readFile(sheet), students);
    }

    // Each kind of step gets its own question; the key answers it with the narration.
    void questionsFitTheStep_data()
    {
        QTest::addColumn<int>("type"); // EventType, or -1 for step 0
        QTest::addColumn<QString>("question");
        QTest::newRow("start") << -1 << "Where does the search start?";
        QTest::newRow("try") << int(EventType::Try) << "Which square is tried next?";
        QTest::newRow("conflict") << int(EventType::Conflict)
                                  << "Row 1, column 0 is tried. Which queen attacks it, and along "
                                     "which line?";
        QTest::newRow("place") << int(EventType::Place) << "Where does the next queen go?";
        QTest::newRow("remove") << int(EventType::Remove) << "Which queen is lifted next, and why?";
        QTest::newRow("backtrack") << int(EventType::Backtrack)
                                   << "Row 2 has no column left to try. What does the search do "
                                      "now?";
        QTest::newRow("solution") << int(EventType::Solution) << "What has the search found now?";
    }
    void questionsFitTheStep()
    {
        QFETCH(int, type);
        QFETCH(QString, question);
        const QList<ExportFrame> frames = framesOf(4, 0, 70); // solution 1 at step 61
        const auto found = std::find_if(frames.begin(), frames.end(), [type](const ExportFrame &f) {
            return type < 0 ? !f.frame.event : f.frame.event && int(f.frame.event->type) == type;
        });
        QVERIFY(found != frames.end());
        QCOMPARE(WorksheetWriter::question(*found, searchOptions(4)), question);
        QCOMPARE(WorksheetWriter::answer(*found), QStringLiteral("Answer: ") + found->narration);
        QVERIFY(!found->narration.isEmpty());
    }

    // Students see the board before the step: a queen being placed is not there yet, a queen
    // being lifted still is.
    void studentsSeeTheBoardBeforeTheStep()
    {
        const QList<ExportFrame> frames = framesOf(5, 1, 60);
        int placed = 0;
        int lifted = 0;
        for (const ExportFrame &f : frames) {
            const Event &e = *f.frame.event;
            const Placement before = f.queensBefore();
            if (e.type == EventType::Place) {
                QCOMPARE(f.frame.queens.cols[e.row], e.col);
                QCOMPARE(before.cols[e.row], std::int8_t(-1));
                ++placed;
            } else if (e.type == EventType::Remove) {
                QCOMPARE(f.frame.queens.cols[e.row], std::int8_t(-1));
                QCOMPARE(before.cols[e.row], e.col);
                ++lifted;
            } else {
                QCOMPARE(before, f.frame.queens);
            }
        }
        QVERIFY(placed > 0 && lifted > 0);
    }

    void unwritablePathSaysWhy()
    {
        const QString path = QStringLiteral("/nonexistent-folder-%1/sheet.pdf")
                                 .arg(QCoreApplication::applicationPid());
        const ExportJob::Outcome outcome = WorksheetExport::run(worksheetRequest(4, 1, 5), path, {},
                                                                {});
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.message.startsWith(QStringLiteral("Cannot write ") + path + ": "),
                 qPrintable(outcome.message));
    }

    // The answer key cannot be written: the students' sheet is not replaced either.
    void failedAnswerKeyKeepsTheOldSheet()
    {
        QTemporaryDir dir;
        const QString sheet = dir.filePath(QStringLiteral("sheet.pdf"));
        QVERIFY(writeFile(sheet, "old sheet"));
        WorksheetRequest request = worksheetRequest(5, 1, 6);
        request.forStudents = true;
        const QString key = dir.filePath(QStringLiteral("missing-folder/key.pdf"));
        const ExportJob::Outcome outcome = WorksheetExport::run(request, sheet, key, {});
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.message.startsWith(QStringLiteral("Cannot write ") + key),
                 qPrintable(outcome.message));
        QCOMPARE(readFile(sheet), QByteArray("old sheet"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList({QStringLiteral("sheet.pdf")}));
    }

    // A full disk (a small tmpfs; needs root): the old file stays as it was.
    void fullDiskKeepsTheOldFile()
    {
        SmallDisk disk;
        if (!disk.isMounted())
            QSKIP("cannot mount a small tmpfs here (needs root)");
        const QByteArray old(2048, 'o');
        QVERIFY(disk.write(QStringLiteral("sheet.pdf"), old));
        QVERIFY(disk.fillAllBut(8192));
        const QString path = disk.filePath(QStringLiteral("sheet.pdf"));
        const ExportJob::Outcome outcome = WorksheetExport::run(worksheetRequest(8, 1, 30), path,
                                                                {}, {});
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.message.startsWith(QStringLiteral("Cannot write ") + path + ": "),
                 qPrintable(outcome.message));
        QVERIFY(outcome.message.endsWith(QStringLiteral("The old file is kept.")));
        QCOMPARE(disk.read(QStringLiteral("sheet.pdf")), old);
        QCOMPARE(disk.files(),
                 QStringList({QStringLiteral("filler"), QStringLiteral("sheet.pdf")}));
    }

    void cancelMidWayKeepsTheOldFiles()
    {
        QTemporaryDir dir;
        const QString sheet = dir.filePath(QStringLiteral("sheet.pdf"));
        const QString key = dir.filePath(QStringLiteral("key.pdf"));
        QVERIFY(writeFile(sheet, "old sheet"));
        QVERIFY(writeFile(key, "old key"));
        WorksheetRequest request = worksheetRequest(6, 1, 24);
        request.forStudents = true;
        std::atomic<bool> cancel {false};
        int lastDone = 0;
        // Half way through the answer key, after the whole students' sheet.
        const ExportJob::Control control {[&](int done, int total) {
                                              lastDone = done;
                                              if (done == total * 3 / 4)
                                                  cancel = true;
                                          },
                                          &cancel};
        const ExportJob::Outcome outcome = WorksheetExport::run(request, sheet, key, control);
        QVERIFY(outcome.cancelled);
        QCOMPARE(lastDone, 36);
        QCOMPARE(readFile(sheet), QByteArray("old sheet"));
        QCOMPARE(readFile(key), QByteArray("old key"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 2);
    }

    void refusesTooManyBoardsAndMissingSteps()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
        ExportJob::Outcome outcome = WorksheetExport::run(
            worksheetRequest(8, 1, kMaxWorksheetBoards + 1), path, {}, {});
        QVERIFY(!outcome.ok);
        QVERIFY(outcome.message.contains(QStringLiteral("200")));
        WorksheetRequest path12 = worksheetRequest(4, 1, 1);
        path12.source.kind = StepSource::Kind::Solution;
        path12.source.solution = 3; // N=4 has two
        outcome = WorksheetExport::run(path12, path, {}, {});
        QVERIFY(!outcome.ok);
        QCOMPARE(outcome.message, QStringLiteral("The search has no solution number 3"));
        QVERIFY(!QFileInfo::exists(path));
    }

    // Bookmarked steps come with their notes; the path to a solution has one board a queen.
    void bookmarksAndSolutionPaths()
    {
        StepSource bookmarks;
        bookmarks.kind = StepSource::Kind::Bookmarks;
        bookmarks.bookmarks = {
            {3, QStringLiteral("look here")}, {9, {}}, {9, QStringLiteral("twice")}};
        const ExportFrames marked = ExportFrames::collect(searchOptions(6), Placement(), bookmarks,
                                                          nullptr);
        QVERIFY(marked.ok());
        QCOMPARE(marked.frames.size(), 3);
        QCOMPARE(marked.frames[0].frame.step, quint64(3));
        QCOMPARE(marked.frames[0].note, QStringLiteral("look here"));
        QCOMPARE(marked.frames[2].note, QStringLiteral("twice"));

        StepSource path;
        path.kind = StepSource::Kind::Solution;
        path.solution = 2;
        const ExportFrames frames = ExportFrames::collect(searchOptions(6), Placement(), path,
                                                          nullptr);
        QVERIFY(frames.ok());
        QCOMPARE(frames.frames.size(), 7);
        QVERIFY(frames.frames.back().narration.startsWith(QStringLiteral("Solution 2 found")));
        QTemporaryDir dir;
        WorksheetRequest request = worksheetRequest(6, 1, 1);
        request.source = path;
        QVERIFY(WorksheetExport::run(request, dir.filePath(QStringLiteral("p.pdf")), {}, {}).ok);
        QCOMPARE(pageCount(readFile(dir.filePath(QStringLiteral("p.pdf")))), 2);
    }

    // The texts come from tr(): another language, other words.
    void textsFollowTheLanguage()
    {
        const QList<ExportFrame> frames = framesOf(4, 1, 2);
        MarkingTranslator translator("WorksheetWriter");
        QVERIFY(QCoreApplication::installTranslator(&translator));
        const QString question = WorksheetWriter::question(frames[0], searchOptions(4));
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(question, QStringLiteral("<<Which square is tried next?>>"));
        MarkingTranslator narration("Narrator");
        QVERIFY(QCoreApplication::installTranslator(&narration));
        const QString sentence = ExportFrames::narrationOf(frames[0].frame, searchOptions(4));
        QCoreApplication::removeTranslator(&narration);
        QVERIFY2(sentence.startsWith(QStringLiteral("<<")), qPrintable(sentence));
    }

    void dialogChoosesAndRefuses()
    {
        ExportContext context;
        context.options = searchOptions(6);
        context.currentStep = 500;
        context.solutionsFound = 4;
        context.bookmarks = {{12, QStringLiteral("first conflict")}, {40, {}}};
        WorksheetDialog dialog(context);
        StepSourceBox *source = dialog.sourceBox();
        // 500 steps is more than a usual sheet: the last 12, up to the current step (the
        // last 200, the most a sheet holds, were offered before).
        QCOMPARE(source->fromBox()->value(), 489.0);
        QCOMPARE(source->toBox()->value(), 500.0);
        QVERIFY(dialog.problem().isEmpty());
        // What Save will write is said before it is written.
        QCOMPARE(dialog.outcomeShown(), QStringLiteral("Boards on the worksheet: 12"));
        auto *save = dialog.findChild<QPushButton *>(QStringLiteral("save"));
        QVERIFY(save && save->isEnabled());
        source->fromBox()->setValue(1);
        QVERIFY2(dialog.problem().contains(QStringLiteral("at most 200")),
                 qPrintable(dialog.problem()));
        QVERIFY(!save->isEnabled());
        QVERIFY(dialog.outcomeShown().isEmpty()); // the problem instead
        source->fromBox()->setValue(490);
        QVERIFY(save->isEnabled());

        QVERIFY(source->solutionButton()->isEnabled());
        QCOMPARE(source->solutionBox()->maximum(), 4);
        QVERIFY(source->bookmarksButton()->isEnabled());
        source->bookmarksButton()->setChecked(true);
        QCOMPARE(source->bookmarkList()->count(), 2);
        source->bookmarkList()->item(0)->setCheckState(Qt::Unchecked);
        WorksheetRequest request = dialog.request();
        QCOMPARE(request.source.kind, StepSource::Kind::Bookmarks);
        QCOMPARE(request.source.bookmarks.size(), 1);
        QCOMPARE(request.source.bookmarks[0].first, quint64(40));
        source->bookmarkList()->item(1)->setCheckState(Qt::Unchecked);
        QVERIFY(!dialog.problem().isEmpty());
        QVERIFY(!save->isEnabled());
        source->bookmarkList()->item(0)->setCheckState(Qt::Checked);

        QVERIFY(!dialog.showQueensBox()->isEnabled()); // a teacher's sheet has no students
        dialog.sheetBox()->setCurrentIndex(1);
        QVERIFY(dialog.showQueensBox()->isEnabled());
        dialog.pageSizeBox()->setCurrentIndex(
            dialog.pageSizeBox()->findText(QStringLiteral("Letter")));
        request = dialog.request();
        QVERIFY(request.forStudents);
        QCOMPARE(request.pageSize, QPageSize::Letter);
        // Grey boards for paper by default, as the handout's (they came in the window's brown);
        // the window's colours when asked for.
        QCOMPARE(request.theme.id, BoardTheme::forPrinting().id);
        dialog.boardColoursBox()->setCurrentIndex(1);
        QCOMPARE(dialog.request().theme.id, context.theme.id);
        QVERIFY(dialog.boardColoursBox()->currentText().contains(context.theme.displayName()));
        dialog.boardColoursBox()->setCurrentIndex(0);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.pdf"));
        const ExportJob::Outcome outcome = WorksheetDialog::exportTo(
            &dialog, request, path, WorksheetDialog::answerKeyPathFor(path));
        QVERIFY2(outcome.ok, qPrintable(outcome.message));
        QCOMPARE(mediaBox(readFile(path)), QSizeF(612, 792));
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("w-answers.pdf"))));
    }

    // A lesson reopened on an earlier step than its bookmarks: the search has found no
    // solution yet, but a bookmark shows one. The dialog runs the search to the bookmarks on a
    // job and offers the path to that solution, chosen (it said "no solution found yet").
    void aBookmarkedSolutionPastTheCurrentStepCanBeExported()
    {
        ExportContext context;
        context.options = searchOptions(6);
        const auto second = nq::solutionPathSteps(context.options, {}, 2);
        QVERIFY(second && second->size() > 1);
        const quint64 secondSolution = second->back();
        context.currentStep = 12;
        context.solutionsFound = 0;
        context.bookmarks = {{12, QStringLiteral("here")},
                             {secondSolution, QStringLiteral("the second solution")},
                             {secondSolution + 5, {}}};
        for (bool worksheet : {true, false}) {
            std::unique_ptr<ExportDialog> dialog;
            if (worksheet)
                dialog = std::make_unique<WorksheetDialog>(context);
            else
                dialog = std::make_unique<AnimationDialog>(context);
            StepSourceBox *source = dialog->sourceBox();
            auto *note = source->findChild<QLabel *>(QStringLiteral("solutionsFound"));
            QVERIFY(note);
            QTRY_VERIFY(!source->bookmarksCount().isRunning());
            QVERIFY(source->solutionButton()->isEnabled());
            QCOMPARE(source->solutionBox()->maximum(), 2);
            QCOMPARE(source->solutionBox()->value(), 2);
            QVERIFY2(note->text().contains(QStringLiteral("solution 2 is bookmarked")),
                     qPrintable(note->text()));
            QCOMPARE(note->accessibleName(), note->text());
            source->solutionButton()->setChecked(true);
            QCOMPARE(source->source().kind, StepSource::Kind::Solution);
            QCOMPARE(source->source().solution, quint64(2));
            QVERIFY(source->problem().isEmpty());
        }
        // Bookmarks only up to the current step: nothing to count, no solution offered.
        context.bookmarks = {{5, {}}, {12, {}}};
        WorksheetDialog before(context);
        QVERIFY(!before.sourceBox()->bookmarksCount().isRunning());
        QVERIFY(!before.sourceBox()->solutionButton()->isEnabled());
    }

    void noSolutionsNoBookmarksDisablesThem()
    {
        ExportContext context;
        context.currentStep = 0;
        WorksheetDialog dialog(context);
        QVERIFY(!dialog.sourceBox()->solutionButton()->isEnabled());
        QVERIFY(!dialog.sourceBox()->bookmarksButton()->isEnabled());
        QCOMPARE(dialog.sourceBox()->toBox()->value(), 1.0);
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("noBookmarks")));
        int named = 0;
        for (QWidget *widget : dialog.findChildren<QWidget *>()) {
            if (!qobject_cast<QAbstractButton *>(widget)
                && !qobject_cast<QAbstractSpinBox *>(widget) && !qobject_cast<QComboBox *>(widget)
                && !qobject_cast<QGroupBox *>(widget) && !qobject_cast<QLabel *>(widget)
                && !qobject_cast<QListWidget *>(widget))
                continue;
            const QString name = widget->metaObject()->className() + QStringLiteral(" ")
                                 + widget->objectName();
            QVERIFY2(!widget->objectName().isEmpty(), qPrintable(name));
            QVERIFY2(!widget->accessibleName().isEmpty(), qPrintable(name));
            ++named;
        }
        QVERIFY(named >= 20);
    }
};

NQ_TEST_MAIN(TestWorksheetWriter)
#include "tst_worksheetwriter.moc"
