#include "jobprogressdialog.h"
#include "job.h"
#include "lessoncontroller.h"
#include "plaintext.h"
#include "programpanel.h"
#include "runprogramdialog.h"
#include "runstatuslabel.h"
#include "testfiles.h"
#include "testregistry.h"
#include "testwindow.h"
#include "tracecontroller.h"
#include "windowparts.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QScreen>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextEdit>
#include <QTimer>
#include <QTreeWidget>

#include <atomic>
#include <chrono>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace nq;

namespace {

// A FIFO that records whether anything opened it: a thread waits in open() for a reader (the
// GUI thread, should a label load "<img src=FIFO>"), then closes at once so that the reader
// reads an empty file instead of blocking for good. release() ends the wait.
class WatchedFifo
{
public:
    explicit WatchedFifo(QString path)
        : m_path(std::move(path))
    {
        m_made = ::mkfifo(QFile::encodeName(m_path).constData(), 0600) == 0;
        if (m_made)
            m_writer = std::thread([this] {
                while (!m_releasing) { // every open, however many times a label loads it
                    const int fd = ::open(QFile::encodeName(m_path).constData(), O_WRONLY);
                    if (!m_releasing)
                        m_opened = true;
                    if (fd >= 0)
                        ::close(fd);
                }
                m_done = true;
            });
    }
    ~WatchedFifo() { release(); }
    bool made() const { return m_made; }
    bool opened() const { return m_opened; }
    void release()
    {
        if (!m_writer.joinable())
            return;
        m_releasing = true;
        while (!m_done) { // a reader for the writer's open, until it has seen the flag
            const int fd = ::open(QFile::encodeName(m_path).constData(), O_RDONLY | O_NONBLOCK);
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
            if (fd >= 0)
                ::close(fd);
        }
        m_writer.join();
    }

private:
    QString m_path;
    bool m_made = false;
    std::atomic<bool> m_opened {false};
    std::atomic<bool> m_releasing {false};
    std::atomic<bool> m_done {false};
    std::thread m_writer;
};

// Whether `text` holds one of the hostile strings as markup (not escaped); the program's own
// rich text ("<b>Scan the earlier queens.</b>") holds neither.
bool holdsMarkup(const QString &text)
{
    return text.contains(QLatin1String("<img")) || text.contains(QLatin1String("<b>bold"));
}

// Every string an item view shows or gives as a tooltip, to a depth that covers the window's
// lists and trees (the solutions list has at most a few rows here).
void itemTexts(const QAbstractItemModel *model, const QModelIndex &parent, QStringList &display,
               QStringList &tips)
{
    const int rows = std::min(model->rowCount(parent), 200);
    for (int row = 0; row < rows; ++row)
        for (int column = 0; column < model->columnCount(parent); ++column) {
            const QModelIndex index = model->index(row, column, parent);
            display << index.data(Qt::DisplayRole).toString();
            tips << index.data(Qt::ToolTipRole).toString();
            if (column == 0)
                itemTexts(model, index, display, tips);
        }
}

// What no widget may do with text from outside: read it as HTML (a label not plain, a text
// edit holding an image, a tooltip with the markup unescaped), grow past the screen, or keep
// control characters in a title. Returns the problems found, one a line.
QStringList misreadings()
{
    QStringList found;
    const QSize screen = QGuiApplication::primaryScreen()->availableGeometry().size();
    const auto name = [](const QWidget *w) {
        return QStringLiteral("%1 \"%2\"")
            .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName());
    };
    const auto checkTip = [&](const QString &tip, const QString &where) {
        if (Qt::mightBeRichText(tip) && holdsMarkup(tip))
            found << where + QStringLiteral(": tooltip read as HTML: ") + tip.left(120);
    };
    for (QWidget *w : QApplication::allWidgets()) {
        if (auto *label = qobject_cast<QLabel *>(w)) {
            if (holdsMarkup(label->text()) && label->textFormat() != Qt::PlainText)
                found << name(w) + QStringLiteral(": label not plain: ") + label->text().left(120);
        }
        if (auto *edit = qobject_cast<QTextEdit *>(w)) {
            for (QTextBlock block = edit->document()->begin(); block.isValid();
                 block = block.next())
                for (auto it = block.begin(); !it.atEnd(); ++it)
                    if (it.fragment().charFormat().isImageFormat())
                        found << name(w) + QStringLiteral(": an image in its text");
        }
        if (auto *view = qobject_cast<QAbstractItemView *>(w); view && view->model()) {
            QStringList display;
            QStringList tips;
            itemTexts(view->model(), view->rootIndex(), display, tips);
            for (const QString &tip : std::as_const(tips))
                checkTip(tip, name(w) + QStringLiteral(" item"));
        }
        checkTip(w->toolTip(), name(w));
        checkTip(w->whatsThis(), name(w) + QStringLiteral(" (What's This)"));
        if (w->isVisible()
            && (w->width() > screen.width() * 2 || w->height() > screen.height() * 2
                || w->sizeHint().width() > screen.width() * 2
                || w->sizeHint().height() > screen.height() * 2))
            found << name(w)
                         + QStringLiteral(": %1 × %2 px (hint %3 × %4) on a screen of %5 × %6")
                               .arg(w->width())
                               .arg(w->height())
                               .arg(w->sizeHint().width())
                               .arg(w->sizeHint().height())
                               .arg(screen.width())
                               .arg(screen.height());
        if (w->isWindow()) {
            const QString title = w->windowTitle();
            for (const QChar c : title)
                if (c.unicode() < 0x20 || (c.unicode() >= 0x202A && c.unicode() <= 0x202E)
                    || (c.unicode() >= 0x2066 && c.unicode() <= 0x2069))
                    found << name(w) + QStringLiteral(": a control character in the title: ")
                                 + title.toUtf8().toPercentEncoding();
        }
    }
    found.removeDuplicates();
    return found;
}

// A lesson (format version 2) holding a trace for N=4 named `name`, whose own lines (not
// events) are `lines`, with notes `note` on steps 2 and 4; it opens at step 4.
QByteArray hostileLesson(const QString &name, const QStringList &lines, const QString &note)
{
    QString text = QStringLiteral("try 0 0\nplace 0 0\n");
    for (const QString &line : lines)
        text += line + QLatin1Char('\n');
    text += QStringLiteral("try 1 0\nconflict 1 0 queen 0 0 column\nremove 0 0\ndone\n");
    const QJsonObject search {{QStringLiteral("n"), 4},
                              {QStringLiteral("order"), QStringLiteral("rows")},
                              {QStringLiteral("check"), QStringLiteral("scan")},
                              {QStringLiteral("goal"), QStringLiteral("all")},
                              {QStringLiteral("trace"), true}};
    QJsonArray bookmarks;
    for (int step : {2, 4})
        bookmarks.append(QJsonObject {{QStringLiteral("search"), search},
                                      {QStringLiteral("step"), step},
                                      {QStringLiteral("note"), note}});
    const QJsonObject root {
        {QStringLiteral("format"), QStringLiteral("nqueens-lesson")},
        {QStringLiteral("version"), 2},
        {QStringLiteral("search"), search},
        {QStringLiteral("step"), 4},
        {QStringLiteral("bookmarks"), bookmarks},
        {QStringLiteral("trace"), QJsonObject {{QStringLiteral("name"), name},
                                               {QStringLiteral("n"), 4},
                                               {QStringLiteral("text"), text}}}};
    return QJsonDocument(root).toJson();
}

} // namespace

// Text from outside the program (a lesson's file name, its trace's name, notes and lines, a
// program's command line, output and errors) is shown as the words it is, everywhere: Qt's
// guess of rich text made a label load "<img src=FIFO>" on the GUI thread (the window froze
// for good), "<img width=30000>" made the window 30,000 px wide, and "<b>" bold.
class TestPlainText : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { testing::isolateSettings(); }

    // Titles and one-line labels show control characters visibly and drop bidi overrides.
    void oneLineShowsControlCharacters()
    {
        QCOMPARE(PlainText::oneLine(QStringLiteral("a\x1b[31mb\nc\td")),
                 QStringLiteral("a␛[31mb c d"));
        QCOMPARE(PlainText::oneLine(QStringLiteral("x\u202Eevil\u2066y\u2069\u202Cz")),
                 QStringLiteral("xevilyz"));
        QCOMPARE(PlainText::oneLine(QStringLiteral("del\x7f, c1\u0085, ok é 😀")),
                 QStringLiteral("del␡, c1\uFFFD, ok é 😀"));
    }

    // The guard the window installs: a label nobody made plain is plain once polished, one
    // made rich on purpose stays rich, a title loses its control characters.
    void theGuardMakesLabelsPlainAndTitlesOneLine()
    {
        const auto window = testing::openWindow();
        QVERIFY(window);
        QWidget dialog(window.get(), Qt::Dialog);
        auto *guessing = new QLabel(QStringLiteral("<b>bold</b>"), &dialog);
        auto *rich = new QLabel(&dialog);
        rich->setTextFormat(Qt::RichText);
        rich->setText(QStringLiteral("<b>ours</b>"));
        dialog.setWindowTitle(QStringLiteral("a\x1b[2Jb\u202Ec"));
        QCOMPARE(dialog.windowTitle(), QStringLiteral("a␛[2Jbc"));
        dialog.ensurePolished();
        QCOMPARE(guessing->textFormat(), Qt::PlainText);
        QCOMPARE(rich->textFormat(), Qt::RichText);
    }

    // The program's own rich text stays rich where it was chosen: the About box.
    void theAboutBoxIsRichOnPurpose()
    {
        const auto window = testing::openWindow();
        QVERIFY(window);
        Qt::TextFormat format = Qt::AutoText;
        QString text;
        QTimer::singleShot(0, [&] {
            QTRY_VERIFY(qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            format = box->textFormat();
            if (auto *label = box->findChild<QLabel *>(QStringLiteral("qt_msgbox_label")))
                text = label->text();
            box->accept();
        });
        parts::action(*window, QStringLiteral("about"))->trigger();
        QCOMPARE(format, Qt::RichText);
        QVERIFY2(text.startsWith(QStringLiteral("<h3>")), qPrintable(text));
    }

    // The window, a lesson, its trace and a program run whose every name, note, line of
    // output and error is hostile markup: no widget reads it as HTML, none opens the FIFO
    // it names, none grows past the screen, and the words are shown as they are.
    void hostileTextIsShownAsText()
    {
        QTemporaryDir folder;
        WatchedFifo fifo(folder.filePath(QStringLiteral("fifo")));
        QVERIFY(fifo.made());
        const QString img =
            QStringLiteral("<img src=\"%1\">").arg(folder.filePath(QStringLiteral("fifo")));
        const QString huge = QStringLiteral("<img src=x width=30000 height=30000>");
        const QString bold = QStringLiteral("<b>bold</b>");
        const QString all = img + huge + bold;

        const auto window = testing::openWindow(QSize(1000, 700));
        QVERIFY(window);
        // The lesson: its file, trace, notes and the trace's own lines, all hostile; the
        // trace's name carries an escape sequence, a newline and a bidi override as well.
        const QString lessonPath = folder.filePath(
            QStringLiteral("<b>x<img src=x width=3000 height=3000>.nqueens"));
        const QString traceName = all + QStringLiteral("\x1b[2J\n\u202Eeman");
        const QString note = all + QStringLiteral("\nsecond line \u202Eeton");
        QVERIFY(
            testing::writeFile(lessonPath, hostileLesson(traceName, {img, huge, bold, all}, note)));
        auto *lessons = window->findChild<LessonController *>();
        QSignalSpy opened(lessons, &LessonController::lessonOpened);
        lessons->open(lessonPath);
        QTRY_COMPARE(opened.size(), 1);
        QTRY_VERIFY(parts::shown(*window).showsTrace());
        QTRY_COMPARE(parts::shown(*window).step(), quint64(4));
        QApplication::processEvents();
        QTest::qWait(50); // laid out and painted
        QStringList found = misreadings();
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
        QVERIFY(!fifo.opened());
        // Shown as words: the title with the escape visible, the status bar's label, the note.
        const QString title = window->windowTitle();
        QVERIFY2(title.contains(QStringLiteral("<b>bold</b>")) && title.contains(u'␛')
                     && !title.contains(u'\x1b') && !title.contains(u'\n')
                     && !title.contains(u'\u202E'),
                 qPrintable(title));
        auto *status = window->findChild<RunStatusLabel *>();
        QVERIFY(status);
        QVERIFY2(status->text().contains(huge) && status->text().contains(u'␛'),
                 qPrintable(status->text()));
        QTRY_VERIFY2(parts::boardArea(*window)->bookmarkNote().contains(all),
                     qPrintable(parts::boardArea(*window)->bookmarkNote()));
        const auto *panel = window->findChild<ProgramPanel *>();
        QVERIFY2(panel->outputText().contains(huge), qPrintable(panel->outputText()));
        // The bookmarks list shows each note on its one line, turned around by nothing.
        auto *list = window->findChild<QTreeWidget *>(QStringLiteral("bookmarkList"));
        QVERIFY(list && list->topLevelItemCount() == 2);
        const QString row = list->topLevelItem(0)->text(1);
        QVERIFY2(row.startsWith(all) && !row.contains(u'\n') && !row.contains(u'\u202E'),
                 qPrintable(row));

        // A program whose command line, output and errors are the same markup.
        QVERIFY(testing::writeFile(
            folder.filePath(QStringLiteral("prints.sh")),
            QStringLiteral("echo 'place 0 0'\necho \"$1\"\ncat <<'END'\n%1\nEND\n"
                           "cat >&2 <<'END'\n%1\nEND\n")
                .arg(all)
                .toUtf8()));
        QTimer answerer;
        const QString command = QStringLiteral("sh prints.sh \"%1\" {N}").arg(huge + bold);
        QObject::connect(&answerer, &QTimer::timeout, [&] {
            auto *dialog = qobject_cast<RunProgramDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            dialog->findChild<QLineEdit *>(QStringLiteral("programCommand"))->setText(command);
            dialog->findChild<QLineEdit *>(QStringLiteral("programFolder"))->setText(folder.path());
            dialog->findChild<QSpinBox *>(QStringLiteral("programSize"))->setValue(4);
            dialog->accept();
        });
        answerer.start(10);
        parts::action(*window, QStringLiteral("runProgram"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(panel->statusText().contains(QStringLiteral("exit status 0")),
                                 20000);
        answerer.stop();
        QTRY_VERIFY(parts::shown(*window).showsTrace());
        QTRY_VERIFY2(panel->outputText().count(huge) >= 3 && panel->outputText().contains(img),
                     qPrintable(panel->outputText()));
        QVERIFY2(panel->statusText().contains(huge), qPrintable(panel->statusText()));
        QApplication::processEvents();
        QTest::qWait(50);
        found = misreadings();
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
        QVERIFY(!fifo.opened());

        // A trace file named with markup (no '/' needed: it made the window 3,528 px tall),
        // whose own lines are the same.
        const QString tracePath = folder.filePath(
            QStringLiteral("<img src=x width=3000 height=3000>.trace"));
        QVERIFY(testing::writeFile(
            tracePath,
            QStringLiteral("try 0 0\nplace 0 0\n%1\nremove 0 0\ndone\n").arg(all).toUtf8()));
        parts::only<TraceController>(*window)->open(tracePath, 4, false);
        QTRY_COMPARE(parts::shown(*window).trace->name,
                     std::string("<img src=x width=3000 height=3000>.trace"));
        QApplication::processEvents();
        QTest::qWait(50);
        found = misreadings();
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
        QVERIFY(!fifo.opened());
        QVERIFY2(window->windowTitle().startsWith(
                     QStringLiteral("<img src=x width=3000 height=3000>.trace")),
                 qPrintable(window->windowTitle()));

        // A progress dialog and a message box quoting the names, as they are shown.
        Job job;
        JobProgressDialog::follow(&job, window.get(),
                                  QStringLiteral("Opening “%1”…").arg(traceName), 0);
        auto *progress = window->findChild<QWidget *>(QStringLiteral("jobProgressDialog"));
        QVERIFY(progress);
        progress->show(); // as its delay or the job's first progress would
        QTRY_VERIFY(progress->isVisible());
        QApplication::processEvents();
        found = misreadings();
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
        QStringList inTheBox;
        QTimer::singleShot(0, [&inTheBox] {
            QTRY_VERIFY(QApplication::activeModalWidget() != nullptr);
            QApplication::processEvents();
            inTheBox = misreadings();
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                box->accept();
        });
        PlainText::warn(window.get(), traceName, QStringLiteral("Cannot open “%1”").arg(all));
        QVERIFY2(inTheBox.isEmpty(), qPrintable(inTheBox.join(u'\n')));
        QVERIFY(!fifo.opened());
        fifo.release();
        QVERIFY(!fifo.opened());
    }
};

NQ_TEST_MAIN(TestPlainText)
#include "tst_plaintext.moc"
