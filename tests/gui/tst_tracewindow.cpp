#include "dropfile.h"
#include "guitesthelpers.h"
#include "animationexport.h"
#include "worksheetexport.h"
#include "worksheetwriter.h"
#include "exportframes.h"
#include "lessonbookmarks.h"
#include "lessoncontroller.h"
#include "lessonpage.h"
#include "pagedata.h"
#include "pagerangedialog.h"
#include "knowncounts.h"
#include "runstatuslabel.h"
#include "searchmetatypes.h"
#include "stepper.h"
#include "steptimeline.h"
#include "testfiles.h"
#include "testregistry.h"
#include "controlspanel.h"
#include "tracebanner.h"
#include "tracecontroller.h"
#include "tracefixtures.h"
#include "traceopendialog.h"
#include "tracewording.h"
#include "programpanel.h"
#include "programrunner.h"
#include "programrun.h"
#include "runprogramdialog.h"
#include "appsettings.h"
#include "settingssaver.h"
#include "startcommandline.h"
#include "testwindow.h"
#include "windowparts.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>

#include <sys/stat.h>

using namespace nq;

namespace {

// A program's trace for N=4 whose sixth line places a queen on (1, 1), which the queen on
// (0, 0) attacks along a diagonal: the first violation, at step 6.
const QByteArray kDiagonalBug = "try 0 0\n"
                                "place 0 0\n"
                                "try 1 0\n"
                                "conflict 1 0 queen 0 0 column\n"
                                "try 1 1\n"
                                "place 1 1\n"
                                "my own print\n"
                                "remove 1 1\n"
                                "remove 0 0\n"
                                "done\n";

// A lesson (format version 2) that holds kDiagonalBug, N=4, as `trace` (its name and any
// other fields) and opens on it at `step`.
QJsonObject diagonalBugLesson(QJsonObject trace, int step)
{
    trace.insert(QStringLiteral("n"), 4);
    trace.insert(QStringLiteral("text"), QString::fromUtf8(kDiagonalBug));
    const QJsonObject search {{QStringLiteral("n"), 4},
                              {QStringLiteral("order"), QStringLiteral("rows")},
                              {QStringLiteral("check"), QStringLiteral("scan")},
                              {QStringLiteral("goal"), QStringLiteral("all")},
                              {QStringLiteral("trace"), true}};
    return {{QStringLiteral("format"), QStringLiteral("nqueens-lesson")},
            {QStringLiteral("version"), 2},
            {QStringLiteral("search"), search},
            {QStringLiteral("step"), step},
            {QStringLiteral("trace"), trace}};
}

TraceController *traces(MainWindow &window)
{
    return parts::only<TraceController>(window);
}

// Answers the next open dialog with `path` for a board of `n`, from a timer (the dialog is
// modal).
void answerOpenDialog(QTimer &answerer, const QString &path, int n, bool *asked)
{
    QObject::connect(&answerer, &QTimer::timeout, [=] {
        auto *dialog = qobject_cast<TraceOpenDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        *asked = true;
        dialog->findChild<QLineEdit *>(QStringLiteral("tracePath"))->setText(path);
        dialog->findChild<QSpinBox *>(QStringLiteral("traceSize"))->setValue(n);
        dialog->accept();
    });
    answerer.start(10);
}

// Answers the next Run my program dialog with `command` in `folder` for a board of `n`.
void answerRunDialog(QTimer &answerer, const QString &command, const QString &folder, int n,
                     int timeLimit = 60)
{
    QObject::connect(&answerer, &QTimer::timeout, [=] {
        auto *dialog = qobject_cast<RunProgramDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        dialog->findChild<QLineEdit *>(QStringLiteral("programCommand"))->setText(command);
        dialog->findChild<QLineEdit *>(QStringLiteral("programFolder"))->setText(folder);
        dialog->findChild<QSpinBox *>(QStringLiteral("programSize"))->setValue(n);
        dialog->findChild<QSpinBox *>(QStringLiteral("programTimeLimit"))->setValue(timeLimit);
        dialog->accept();
    });
    answerer.start(10);
}

// A program that never ends and says its process group's id on standard error.
const QByteArray kForever = "echo \"group $$\" >&2\n"
                            "echo place 0 0\n"
                            "trap '' TERM\n"
                            "while :; do sleep 0.05; done\n";

// Runs `command` from the window's dialog, in `folder`.
void runFromTheDialog(MainWindow &window, const QString &command, const QString &folder, int n)
{
    QTimer answerer;
    answerRunDialog(answerer, command, folder, n);
    parts::action(window, QStringLiteral("runProgram"))->trigger();
}

// The process group the panel's standard error names ("group 1234"), once it is there.
qint64 groupNamedBy(const ProgramPanel *panel)
{
    const QString text = panel->outputText();
    const qsizetype at = text.indexOf(QStringLiteral("group "));
    return at < 0 ? 0 : text.mid(at + 6).section(u'\n', 0, 0).trimmed().toLongLong();
}

} // namespace

class TestTraceWindow : public QObject
{
    Q_OBJECT

    // Exports the web page of the trace on the board through the window's command (its range
    // as offered, the name it suggests, `page`): the page replays the trace, opens on the
    // violation (step 6) with the notes of steps 2 and 6, and shows at each step the queens,
    // the narration and the cells' names of the window at that step.
    static void verifyThePageReplaysTheTrace(MainWindow &window, const QString &page,
                                             const QString &note)
    {
        QTimer answerer;
        QString refused;
        connect(&answerer, &QTimer::timeout, [&refused] {
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *range = qobject_cast<PageRangeDialog *>(modal)) {
                range->accept();
            } else if (auto *dialog = qobject_cast<QFileDialog *>(modal)) {
                QMetaObject::invokeMethod(dialog, "accept");
            } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                refused = box->text();
                box->reject();
            }
        });
        answerer.start(20);
        auto *lessons = window.findChild<LessonController *>();
        QSignalSpy messages(lessons, &LessonController::message);
        const quint64 before = parts::shown(window).step();
        parts::action(window, QStringLiteral("exportPage"))->trigger();
        answerer.stop();
        QVERIFY2(refused.isEmpty(), qPrintable(refused));
        QCOMPARE(messages.size(), 1);
        QVERIFY2(messages[0][0].toString().startsWith(QStringLiteral("Web page saved to ")),
                 qPrintable(messages[0][0].toString()));
        QFile file(page);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray html = file.readAll();
        const std::optional<QJsonObject> data = LessonPage::dataOf(html);
        QVERIFY(data);
        QVERIFY(html.contains("<title>diagonal.trace — your program's search"));
        QCOMPARE((*data)["first"].toInteger(), 0);
        QCOMPARE((*data)["last"].toInteger(), 9); // the whole trace
        QCOMPARE((*data)["open"].toInteger(), qint64(before));
        QCOMPARE((*data)["trace"].toObject()["violation"].toInteger(), 6);
        const QJsonArray marks = (*data)["marks"].toArray();
        QCOMPARE(marks.size(), 2);
        QCOMPARE(marks[0].toArray()[0].toInteger(), 2);
        QCOMPARE(marks[1].toArray()[0].toInteger(), 6);
        QCOMPARE(marks[1].toArray()[1].toString(), note);
        for (const int at : {0, 2, 5, 6, 7, 9}) {
            const quint64 step = quint64(at);
            window.goToStep(step);
            QTRY_COMPARE(parts::shown(window).step(), step);
            const QJsonArray event = test::pageEvent(*data, step);
            QTRY_COMPARE(test::pageNarration(*data, event, step), parts::narration(window));
            const std::vector<std::uint32_t> bits = test::pageSquaresAt(*data, step);
            for (int row = 0; row < 4; ++row) {
                QCOMPARE(bits[std::size_t(row)],
                         parts::shown(window).traceSquares[std::size_t(row)]);
                for (int col = 0; col < 4; ++col)
                    QCOMPARE(test::pageCellName(*data, event, bits, row, col),
                             parts::boardView(window)->describeSquare(row, col));
            }
        }
    }

private slots:
    void initTestCase() { testing::isolateSettings(); }

    // The window opens a trace and lands on its first violation: the board as the program
    // left it, the narration and the banner naming the attacker, the timeline's red mark, the
    // title and the status naming the file, never the built-in search.
    void opensATraceAndLandsOnTheViolation()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("diagonal.trace"));
        QVERIFY(testing::writeFile(path, kDiagonalBug));
        const auto window = testing::openWindow();
        QVERIFY(window);
        traces(*window)->open(path, 4, false);
        QTRY_VERIFY(parts::shown(*window).showsTrace());
        const RunnerSnapshot &shown = parts::shown(*window);
        QTRY_COMPARE(parts::shown(*window).step(), quint64(6));
        QCOMPARE(shown.search.options.n, 4);
        // The controls show the trace's N, not the board size before it (8).
        QCOMPARE(window->controlsPanel()->options().n, 4);
        QCOMPARE(shown.trace->name, std::string("diagonal.trace"));
        Placement board(4);
        board.cols[0] = 0;
        board.cols[1] = 1;
        QVERIFY(shown.placement() == board);
        QVERIFY(shown.lastEvent().type == EventType::Place);
        const QString narration = parts::narration(*window);
        QVERIFY2(narration.contains(QStringLiteral("Line 6")), qPrintable(narration));
        QVERIFY2(narration.contains(QStringLiteral("row 0, column 0")), qPrintable(narration));
        QVERIFY2(narration.contains(QStringLiteral("diagonal")), qPrintable(narration));
        QVERIFY(parts::narrationLabel(*window)->tone() == NarrationLabel::Tone::Caution);
        auto *banner = window->findChild<TraceBanner *>();
        QVERIFY(banner && banner->isVisible());
        QVERIFY2(banner->headline().startsWith(QStringLiteral("Step 6 (line 6): your program "
                                                              "placed a queen on row 1, column 1")),
                 qPrintable(banner->headline()));
        QVERIFY2(banner->comparison().contains(QStringLiteral("the reference search")),
                 qPrintable(banner->comparison()));
        QCOMPARE(parts::boardArea(*window)->timeline()->violationStep(), std::optional<quint64>(6));
        QVERIFY2(window->windowTitle().contains(QStringLiteral("diagonal.trace")),
                 qPrintable(window->windowTitle()));
        const QString status = window->findChild<RunStatusLabel *>()->text();
        QVERIFY2(status.contains(QStringLiteral("diagonal.trace"))
                     && status.contains(QStringLiteral("your program")),
                 qPrintable(status));
        // The program's own print is counted, not an error.
        QCOMPARE(shown.trace->store->counts().outputLines, quint64(1));
        // The panel "Your program" says what the file tells, and nothing of a run it never saw.
        const auto *panel = window->findChild<ProgramPanel *>();
        QTRY_VERIFY2(panel->statusText().contains(QStringLiteral("trace file “diagonal.trace”")),
                     qPrintable(panel->statusText()));
        QVERIFY2(panel->statusText().contains(QStringLiteral("without running the program")),
                 qPrintable(panel->statusText()));
        QVERIFY2(!panel->statusText().contains(QStringLiteral("status")),
                 qPrintable(panel->statusText()));
        QVERIFY2(panel->outputText().contains(QStringLiteral("line 7: my own print")),
                 qPrintable(panel->outputText()));
    }

    // The trace plays like the search: step back and forward anywhere, the key to the first
    // violation, and Reset goes back to the built-in search (title and banner too).
    void stepsBackAndForthAndGoesBackToTheSearch()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("diagonal.trace"));
        QVERIFY(testing::writeFile(path, kDiagonalBug));
        const auto window = testing::openWindow();
        QVERIFY(window);
        const QString titleBefore = window->windowTitle();
        traces(*window)->open(path, 4, false);
        QTRY_COMPARE(parts::shown(*window).step(), quint64(6));
        parts::action(*window, QStringLiteral("stepBack"))->trigger();
        QTRY_COMPARE(parts::shown(*window).step(), quint64(5));
        QVERIFY(parts::shown(*window).lastEvent().type == EventType::Try);
        QCOMPARE(parts::shown(*window).placement().queenCount(), 1);
        QVERIFY(parts::narration(*window).contains(QStringLiteral("Your program tries row 1, "
                                                                  "column 1")));
        window->goToStep(9);
        QTRY_COMPARE(parts::shown(*window).step(), quint64(9));
        QVERIFY(parts::shown(*window).isFinished());
        QCOMPARE(parts::shown(*window).placement().queenCount(), 0);
        QAction *toViolation = parts::action(*window, QStringLiteral("goToViolation"));
        QVERIFY(toViolation && toViolation->isEnabled());
        QCOMPARE(toViolation->shortcut(), QKeySequence(Qt::Key_F8));
        toViolation->trigger();
        QTRY_COMPARE(parts::shown(*window).step(), quint64(6));
        parts::action(*window, QStringLiteral("reset"))->trigger();
        QTRY_VERIFY(!parts::shown(*window).showsTrace());
        QTRY_VERIFY(!window->findChild<TraceBanner *>()->isVisible());
        QCOMPARE(window->windowTitle(), titleBefore);
        QVERIFY(!toViolation->isEnabled());
        QVERIFY(!window->findChild<RunStatusLabel *>()->text().contains(QStringLiteral("trace")));
    }

    // The window's title is the trace's while it is shown, in a new language as soon as the
    // window has the language change (the lessons' title and the traces' are parts of one
    // WindowFrame, composed in whichever order they come: a zero-timer used to put the traces'
    // back after the lessons' had overwritten it), and the lessons' again after Reset.
    void theTitleNamesTheTraceInANewLanguageAtOnce()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("diagonal.trace"));
        QVERIFY(testing::writeFile(path, kDiagonalBug));
        const auto window = testing::openWindow();
        QVERIFY(window);
        traces(*window)->open(path, 4, false);
        QTRY_COMPARE(window->windowTitle(),
                     QStringLiteral("diagonal.trace — your program's search"));
        window->setLanguage(QStringLiteral("de"));
        // The language change posted (to the application, which sends it to the window), and
        // nothing else: no queued call or timer has run.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        const QString german = window->windowTitle();
        parts::action(*window, QStringLiteral("reset"))->trigger();
        QTRY_VERIFY(!parts::shown(*window).showsTrace());
        const QString back = window->windowTitle();
        window->setLanguage(QStringLiteral("en"));
        QCOMPARE(german, QStringLiteral("diagonal.trace — Suche Ihres Programms"));
        QCOMPARE(back, QStringLiteral("N-Damen-Visualisierer"));
    }

    // A trace that holds: the built-in search's own trace opens at step 0, says it holds,
    // and at its end lists its solutions and counts what the search counts.
    void aTraceThatHoldsListsItsSolutions_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<Order>("order");
        QTest::newRow("N=6 rows") << 6 << Order::Rows;
        QTest::newRow("N=5 columns") << 5 << Order::Columns;
    }
    void aTraceThatHoldsListsItsSolutions()
    {
        QFETCH(int, n);
        QFETCH(Order, order);
        const SearchOptions options {n, order, Check::Scan, Goal::All};
        const std::vector<std::string> lines = test::traceLines(options);
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("mine.trace"));
        QVERIFY(testing::writeFile(path, QByteArray::fromStdString(test::joinLines(lines))));
        const auto window = testing::openWindow();
        QVERIFY(window);
        traces(*window)->open(path, n, false);
        QTRY_VERIFY(parts::shown(*window).showsTrace());
        QCOMPARE(parts::shown(*window).step(), quint64(0));
        QVERIFY(parts::shown(*window).search.options.order == order);
        auto *banner = window->findChild<TraceBanner *>();
        QTRY_VERIFY(banner->isVisible());
        const QString reports = QStringLiteral("breaks no rule and reports all %1 solutions")
                                    .arg(known::kSolutions[std::size_t(n)]);
        QVERIFY2(banner->headline().contains(reports), qPrintable(banner->headline()));
        // Reset goes back to the built-in search from the trace's first step too.
        QVERIFY(parts::action(*window, QStringLiteral("reset"))->isEnabled());
        QVERIFY2(banner->comparison().contains(QStringLiteral("×1.00")),
                 qPrintable(banner->comparison()));
        QVERIFY(!parts::action(*window, QStringLiteral("goToViolation"))->isEnabled());
        window->goToStep(lines.size());
        QTRY_COMPARE(parts::shown(*window).step(), quint64(lines.size()));
        Stepper reference(options);
        while (!reference.isFinished())
            reference.next();
        const Counters &counters = parts::shown(*window).search.counters;
        QCOMPARE(counters.places, reference.counters().places);
        QCOMPARE(counters.solutions, reference.counters().solutions);
        QTRY_COMPARE(quint64(parts::solutionModel(*window)->rowCount()),
                     reference.counters().solutions);
        QCOMPARE(parts::boardArea(*window)->timeline()->solutionMarkCount() > 0, true);
    }

    // A file that cannot be read is said with its name and reason; nothing is shown of it.
    void anUnreadableTraceIsSaid()
    {
        QTemporaryDir folder;
        const QString fifo = folder.filePath(QStringLiteral("pipe.trace"));
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        const auto window = testing::openWindow();
        QVERIFY(window);
        traces(*window)->open(fifo, 8, false);
        QTRY_VERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("pipe.trace")));
        QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("FIFO")),
                 qPrintable(window->statusBar()->currentMessage()));
        QVERIFY(!parts::shown(*window).showsTrace());
    }

    // Why a trace cannot be read is said in the window's language (the engine's reader gives
    // the kind of problem, the window words it): German here, never the engine's English.
    void anUnreadableTraceIsSaidInTheWindowsLanguage()
    {
        QTemporaryDir folder;
        const QString fifo = folder.filePath(QStringLiteral("pipe.trace"));
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        const QString missing = folder.filePath(QStringLiteral("missing.trace"));
        const QString directory = folder.filePath(QStringLiteral("folder.trace"));
        QVERIFY(QDir().mkdir(directory));
        const auto window = testing::openWindow();
        QVERIFY(window);
        window->setLanguage(QStringLiteral("de"));
        QCoreApplication::sendPostedEvents();
        // What the status bar says of `path`, once it names it.
        const auto said = [&window](const QString &path) {
            window->statusBar()->clearMessage();
            traces(*window)->open(path, 8, false);
            const QString name = QFileInfo(path).fileName();
            if (!QTest::qWaitFor(
                    [&] { return window->statusBar()->currentMessage().contains(name); }))
                return QStringLiteral("(nothing said of %1)").arg(name);
            return window->statusBar()->currentMessage();
        };
        const QString pipe = said(fifo);
        QVERIFY2(pipe.startsWith(QStringLiteral("Das Protokoll „pipe.trace“"))
                     && pipe.contains(QStringLiteral("ein FIFO (benannte Pipe)")),
                 qPrintable(pipe));
        const QString absent = said(missing);
        QVERIFY2(absent.contains(QStringLiteral("„missing.trace“"))
                     && absent.contains(QStringLiteral("existiert nicht")),
                 qPrintable(absent));
        const QString inFolder = said(directory);
        QVERIFY2(inFolder.contains(QStringLiteral("„folder.trace“"))
                     && inFolder.contains(QStringLiteral("ein Ordner")),
                 qPrintable(inFolder));
        QVERIFY(!parts::shown(*window).showsTrace());
        window->setLanguage(QStringLiteral("en"));
    }

    // `nqueens --size 4 diagonal.trace`: the window's command line, read and carried out as
    // main() does, opens the trace for the board of --size and lands on its violation.
    // Told from a lesson by what it holds, not by its name: a trace saved as "diagonal.txt" is
    // opened as a trace (it was read as a lesson: "not JSON").
    void theCommandLineOpensATraceForItsSize_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow(".trace") << QStringLiteral("diagonal.trace");
        QTest::newRow(".txt") << QStringLiteral("diagonal.txt");
    }
    void theCommandLineOpensATraceForItsSize()
    {
        QFETCH(QString, name);
        QTemporaryDir folder;
        const QString path = folder.filePath(name);
        QVERIFY(testing::writeFile(path, kDiagonalBug));
        StartChoices choices;
        const auto refusal = StartCommandLine().read({"--size", "4", path.toStdString()}, choices);
        QVERIFY2(!refusal, refusal ? refusal->message.c_str() : "");
        const auto window = testing::openWindow();
        QVERIFY(window);
        choices.startIn(*window);
        choices.openFileIn(*window, *parts::only<LessonController>(*window), *traces(*window));
        QTRY_VERIFY(parts::shown(*window).showsTrace());
        QCOMPARE(parts::shown(*window).trace->n, 4);
        QCOMPARE(parts::shown(*window).trace->name, name.toStdString());
        QTRY_COMPARE(parts::shown(*window).step(), quint64(6));
        QVERIFY(parts::shown(*window).trace->violation);
        QCOMPARE(window->controlsPanel()->options().n, 4);
    }

    // A trace named on the command line that cannot be read is said with its name and why, and
    // nothing is shown in its place (it is not taken for a lesson either).
    void aBadTraceOnTheCommandLineIsSaid()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("nowhere/missing.trace"));
        StartChoices choices;
        QVERIFY(!StartCommandLine().read({"--size", "6", path.toStdString()}, choices));
        const auto window = testing::openWindow();
        QVERIFY(window);
        choices.startIn(*window);
        choices.openFileIn(*window, *parts::only<LessonController>(*window), *traces(*window));
        QTRY_VERIFY(
            window->statusBar()->currentMessage().contains(QStringLiteral("missing.trace")));
        const QString message = window->statusBar()->currentMessage();
        QVERIFY2(message.startsWith(QStringLiteral("Cannot open the trace “missing.trace”: "))
                     && message.contains(QStringLiteral("no such file")),
                 qPrintable(message));
        QVERIFY(!parts::shown(*window).showsTrace());
        // The runner hands the new search over on its own time: under load it came after the message.
        QTRY_COMPARE(parts::shown(*window).search.options.n, 6);
        QVERIFY(!QApplication::activeModalWidget());
    }

    // A .trace file dropped on the window asks its N in the open dialog and opens it.
    void aDroppedTraceOpens()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("dropped.trace"));
        QVERIFY(testing::writeFile(path, kDiagonalBug));
        const auto window = testing::openWindow();
        QVERIFY(window);
        QTimer answerer;
        bool asked = false;
        answerOpenDialog(answerer, path, 4, &asked);
        QVERIFY(testing::dropFile(*window, path));
        QVERIFY(asked);
        QTRY_VERIFY(parts::shown(*window).showsTrace());
        QTRY_COMPARE(parts::shown(*window).step(), quint64(6));
        QCOMPARE(parts::shown(*window).trace->name, std::string("dropped.trace"));
    }

    // A lesson of N queens (rows, arrays, all solutions) at `step`, written to `path`.
    static bool writeLesson(const QString &path, int n, quint64 step)
    {
        Lesson lesson;
        lesson.search.options = {n, Order::Rows, Check::Arrays, Goal::All};
        lesson.step = step;
        return testing::writeFile(path, LessonFormat::write(lesson));
    }

    // A dropped file opens as what it holds, whatever its name, as on the command line: a trace
    // named x.lesson asks its N and opens as a trace; a lesson named y.trace opens as a lesson
    // (each went by its name before: the trace to the lessons, "not JSON", the lesson to the
    // traces' dialog).
    void aDroppedFileOpensAsWhatItHolds()
    {
        QTemporaryDir folder;
        const QString tracePath = folder.filePath(QStringLiteral("x.lesson"));
        QVERIFY(testing::writeFile(tracePath, kDiagonalBug));
        const QString lessonPath = folder.filePath(QStringLiteral("y.trace"));
        QVERIFY(writeLesson(lessonPath, 6, 17));
        const auto window = testing::openWindow();
        QVERIFY(window);
        auto *lessons = window->findChild<LessonController *>();
        QSignalSpy opened(lessons, &LessonController::lessonOpened);
        QTimer answerer;
        bool asked = false;
        answerOpenDialog(answerer, tracePath, 4, &asked);
        QVERIFY(testing::dropFile(*window, tracePath));
        QVERIFY(asked);
        QTRY_VERIFY(parts::shown(*window).showsTrace());
        QCOMPARE(parts::shown(*window).trace->name, std::string("x.lesson"));
        QCOMPARE(opened.size(), 0);
        answerer.stop();

        QVERIFY(testing::dropFile(*window, lessonPath));
        QTRY_COMPARE(opened.size(), 1);
        QCOMPARE(opened.first().first().toString(), lessonPath);
        QTRY_VERIFY(!parts::shown(*window).showsTrace());
        QTRY_COMPARE(parts::shown(*window).step(), quint64(17));
        QCOMPARE(parts::shown(*window).search.options.n, 6);
    }

    // Either Open opens what the file holds, as a drop does: a trace chosen in File ▸ Open
    // lesson (or the recent lessons) asks its N and opens as a trace; a lesson chosen in Open a
    // trace opens as a lesson (they were read as a lesson, "not JSON", and as a trace).
    void eitherOpenOpensWhatTheFileHolds()
    {
        QTemporaryDir folder;
        const QString tracePath = folder.filePath(QStringLiteral("x.nqueens"));
        QVERIFY(testing::writeFile(tracePath, kDiagonalBug));
        const QString lessonPath = folder.filePath(QStringLiteral("y.trace"));
        QVERIFY(writeLesson(lessonPath, 5, 12));
        const auto window = testing::openWindow();
        QVERIFY(window);
        auto *lessons = window->findChild<LessonController *>();
        QSignalSpy opened(lessons, &LessonController::lessonOpened);
        QTimer answerer;
        bool asked = false;
        answerOpenDialog(answerer, tracePath, 4, &asked);
        lessons->open(tracePath);
        QVERIFY(asked);
        QTRY_VERIFY(parts::shown(*window).showsTrace());
        QCOMPARE(parts::shown(*window).trace->name, std::string("x.nqueens"));
        QCOMPARE(opened.size(), 0);

        answerer.stop();
        QTimer lessonAnswerer;
        asked = false;
        answerOpenDialog(lessonAnswerer, lessonPath, 4, &asked);
        traces(*window)->askAndOpen();
        QVERIFY(asked);
        lessonAnswerer.stop();
        QTRY_COMPARE(opened.size(), 1);
        QCOMPARE(opened.first().first().toString(), lessonPath);
        QTRY_VERIFY(!parts::shown(*window).showsTrace());
        QTRY_COMPARE(parts::shown(*window).step(), quint64(12));
        QCOMPARE(parts::shown(*window).search.options.n, 5);
    }

    // A student's program (tests/programs/student_queens.py: a prompt, its own prints that start
    // with events' words, solutions counted from 0) run from the window: the helper writes the
    // trace to NQTRACE_FILE, the prints stay the program's, and the search holds. Without N on
    // its command line its prompt reads the end of the empty standard input: the banner's
    // headline says so with the exit status and the last line of standard error (it said
    // "missed 4 solutions").
    void aStudentsProgramRunFromTheDialog()
    {
#ifdef NQUEENS_PYTHON
        qputenv("NQTRACE_HELPERS", NQUEENS_TRACERS_DIR);
        const auto window = testing::openWindow();
        QVERIFY(window);
        const QString python = QStringLiteral("\"%1\" ").arg(QStringLiteral(NQUEENS_PYTHON));
        runFromTheDialog(*window, python + QStringLiteral("student_queens.py {N}"),
                         QStringLiteral(NQUEENS_TEST_PROGRAMS_DIR), 6);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(*window).showsTrace(), 30000);
        QVERIFY(!parts::shown(*window).trace->violation);
        auto *banner = window->findChild<TraceBanner *>();
        QVERIFY2(banner->headline().contains(QStringLiteral("reports all 4 solutions")),
                 qPrintable(banner->headline()));
        const auto *panel = window->findChild<ProgramPanel *>();
        QVERIFY2(panel->outputText().contains(QStringLiteral("backtrack from row")),
                 qPrintable(panel->outputText()));

        runFromTheDialog(*window, python + QStringLiteral("student_queens.py"),
                         QStringLiteral(NQUEENS_TEST_PROGRAMS_DIR), 6);
        QTRY_VERIFY_WITH_TIMEOUT(
            parts::shown(*window).showsTrace() && parts::shown(*window).trace->failure, 30000);
        QTRY_VERIFY(banner->headline().contains(QStringLiteral("exit status 1")));
        QVERIFY2(banner->headline().contains(QStringLiteral("EOFError: EOF when reading a line")),
                 qPrintable(banner->headline()));
        QVERIFY2(panel->statusText().contains(QStringLiteral("standard input is empty")),
                 qPrintable(panel->statusText()));
#else
        QSKIP("no python3 was found when the build was configured");
#endif
    }

    // A missed solution is explained in the banner's headline: how far the program came along
    // it (it was only named), in nqueens-cli check-trace's words.
    void aMissedSolutionIsExplained()
    {
        const auto window = testing::openWindow();
        QVERIFY(window);
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("givesup.trace"));
        QVERIFY(testing::writeFile(path, "place 0 1\nplace 1 3\nplace 2 0\nplace 3 2\nsolution\n"
                                         "remove 3 2\nremove 2 0\nremove 1 3\nremove 0 1\n"
                                         "place 0 2\nremove 0 2\ndone\n"));
        traces(*window)->open(path, 4, false);
        QTRY_VERIFY(parts::shown(*window).showsTrace());
        auto *banner = window->findChild<TraceBanner *>();
        QTRY_VERIFY2(banner->headline().contains(QStringLiteral(" 1 of its queens"))
                         && banner->headline().contains(
                             QStringLiteral("never placed its queen on row 1, column 0")),
                     qPrintable(banner->headline()));
        // In the words nqueens-cli check-trace says it in (tst_checktrace): one wording.
        const nq::TraceRun &run = *parts::shown(*window).trace;
        QVERIFY(run.missedPath);
        const QString cli = QString::fromStdString(describeMissedPath(
            run.missedPath->queensHeld, run.missedPath->row, run.missedPath->col));
        QCOMPARE(cli, QStringLiteral("Your program held only 1 of its queens, and never placed its "
                                     "queen on row 1, column 0 with it."));
        QVERIFY2(banner->headline().endsWith(QLatin1Char(' ') + cli),
                 qPrintable(banner->headline()));
    }

    // Opening a trace never changes the search options saved: a column-order trace of N=5
    // sets the controls to its own (it was saved as the user's order and size).
    void openingATraceKeepsTheSavedOptions()
    {
        const auto window = testing::openWindow();
        QVERIFY(window);
        auto *saver = window->findChild<SettingsSaver *>();
        QVERIFY(saver);
        QCOMPARE(saver->saveNow(), QString());
        const nq::SearchOptions before = AppSettings::load().options;
        QVERIFY(before.order == Order::Rows);
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("columns.trace"));
        QVERIFY(testing::writeFile(path, "place 0 0\nremove 0 0\nplace 1 0\nplace 0 2\n"));
        traces(*window)->open(path, 5, false);
        QTRY_VERIFY(parts::shown(*window).showsTrace());
        QVERIFY(parts::shown(*window).trace->order == Order::Columns);
        QCOMPARE(saver->saveNow(), QString());
        QVERIFY(AppSettings::load().options.order == before.order);
        QCOMPARE(AppSettings::load().options.n, before.n);
    }

    // The buggy example (resources/tracers), run from Run ▸ Run your own program, lands on its
    // violation: the anti-diagonal test with a sign error places a queen under attack.
    void theBuggyExampleRunFromTheDialogLandsOnItsViolation()
    {
#ifdef NQUEENS_PYTHON
        const auto window = testing::openWindow();
        QVERIFY(window);
        const QString command =
            QStringLiteral("\"%1\" queens_bug.py {N}").arg(QStringLiteral(NQUEENS_PYTHON));
        runFromTheDialog(*window, command,
                         QStringLiteral(NQUEENS_TRACERS_DIR) + QStringLiteral("/examples"), 4);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(*window).showsTrace(), 30000);
        const RunnerSnapshot &shown = parts::shown(*window);
        QVERIFY(shown.trace->violation);
        QVERIFY(shown.trace->violation->kind == TraceViolationKind::PlaceAttacked);
        QTRY_COMPARE(parts::shown(*window).step(), *shown.trace->violationStep());
        QCOMPARE(shown.trace->name.find("queens_bug.py 4") != std::string::npos, true);
        auto *banner = window->findChild<TraceBanner *>();
        QVERIFY2(banner->headline().contains(QStringLiteral("anti-diagonal")),
                 qPrintable(banner->headline()));
        const auto *panel = window->findChild<ProgramPanel *>();
        QVERIFY2(panel->statusText().contains(QStringLiteral("ended with exit status 0")),
                 qPrintable(panel->statusText()));
        QVERIFY(panel->dock()->isVisible());
        QVERIFY2(window->windowTitle().contains(QStringLiteral("queens_bug.py 4")),
                 qPrintable(window->windowTitle()));
#else
        QSKIP("no python3 was found when the build was configured");
#endif
    }

    // Stop in the panel ends the program and everything in its group, however it behaves.
    void stopInThePanelEndsTheProgramsGroup()
    {
        QTemporaryDir folder;
        QVERIFY(testing::writeFile(folder.filePath(QStringLiteral("forever.sh")), kForever));
        const auto window = testing::openWindow();
        QVERIFY(window);
        runFromTheDialog(*window, QStringLiteral("sh forever.sh {N}"), folder.path(), 5);
        auto *panel = window->findChild<ProgramPanel *>();
        QTRY_VERIFY_WITH_TIMEOUT(groupNamedBy(panel) > 0, 20000);
        const qint64 group = groupNamedBy(panel);
        QVERIFY(ProgramRun::groupExists(group));
        auto *stop = panel->findChild<QPushButton *>(QStringLiteral("stopProgramButton"));
        QVERIFY(stop->isEnabled());
        stop->click();
        QTRY_VERIFY_WITH_TIMEOUT(panel->statusText().contains(QStringLiteral("was stopped")),
                                 20000);
        QVERIFY(!ProgramRun::groupExists(group));
        QVERIFY(!stop->isEnabled());
        // What it printed before it was stopped is shown as its trace.
        QTRY_VERIFY(parts::shown(*window).showsTrace());
        QCOMPARE(parts::shown(*window).trace->stepCount(), quint64(1));
    }

    // Closing the window stops the program's group before the window is gone.
    void closingTheWindowStopsTheProgram()
    {
        QTemporaryDir folder;
        QVERIFY(testing::writeFile(folder.filePath(QStringLiteral("forever.sh")), kForever));
        const auto window = testing::openWindow();
        QVERIFY(window);
        runFromTheDialog(*window, QStringLiteral("sh forever.sh {N}"), folder.path(), 5);
        auto *panel = window->findChild<ProgramPanel *>();
        QTRY_VERIFY_WITH_TIMEOUT(groupNamedBy(panel) > 0, 20000);
        const qint64 group = groupNamedBy(panel);
        QVERIFY(ProgramRun::groupExists(group));
        window->close();
        QVERIFY(!ProgramRun::groupExists(group));
    }

    // A program that cannot be started is said, with why; nothing is shown of it.
    void aProgramThatCannotStartIsSaid()
    {
        QTemporaryDir folder;
        const auto window = testing::openWindow();
        QVERIFY(window);
        runFromTheDialog(*window, QStringLiteral("./no-such-program {N}"), folder.path(), 5);
        QTRY_VERIFY_WITH_TIMEOUT(
            window->statusBar()->currentMessage().contains(QStringLiteral("could not be started")),
            20000);
        QVERIFY(!parts::shown(*window).showsTrace());
        // Why, in the window's words (FileTexts, translated), not Qt's English "execvp: …".
        const QString said = window->findChild<ProgramPanel *>()->statusText();
        QVERIFY2(said.contains(QStringLiteral("there is no such file or folder"))
                     && !said.contains(QStringLiteral("execvp")),
                 qPrintable(said));
        window->setLanguage(QStringLiteral("de"));
        QCoreApplication::sendPostedEvents();
        window->statusBar()->clearMessage();
        runFromTheDialog(*window, QStringLiteral("./no-such-program {N}"), folder.path(), 5);
        QTRY_VERIFY_WITH_TIMEOUT(window->statusBar()->currentMessage().contains(
                                     QStringLiteral("konnte nicht gestartet werden")),
                                 20000);
        const QString german = window->findChild<ProgramPanel *>()->statusText();
        window->setLanguage(QStringLiteral("en"));
        QVERIFY2(german.contains(QStringLiteral("existiert nicht")), qPrintable(german));
    }

    // A lesson holds the trace ("find the bug"): the teacher bookmarks the violation with a
    // note and saves; the lesson opened in a fresh window, the trace's file gone, lands on the
    // trace at that step with the note, the timeline marks the notes and the bookmark keys go
    // through them. Its web page (File ▸ Export lesson as web page) replays the trace, as the
    // window shows it at each step; Edit ▸ Undo after going back does not bring the trace back
    // as a search.
    void aLessonHoldsTheTraceAndItsNotes()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("diagonal.trace"));
        const QString lessonPath = folder.filePath(QStringLiteral("class.nqueens"));
        QVERIFY(testing::writeFile(path, kDiagonalBug));
        const QString note = QStringLiteral("Which queen attacks row 1, column 1?");
        {
            const auto window = testing::openWindow();
            QVERIFY(window);
            traces(*window)->open(path, 4, false);
            QTRY_COMPARE(parts::shown(*window).step(), quint64(6));
            auto *lessons = window->findChild<LessonController *>();
            QTRY_VERIFY(parts::action(*window, QStringLiteral("addBookmark"))->isEnabled());
            window->goToStep(2);
            QTRY_COMPARE(parts::shown(*window).step(), quint64(2));
            QVERIFY(lessons->bookmarks()->add(QStringLiteral("the first queen")));
            traces(*window)->goToViolation();
            QTRY_COMPARE(parts::shown(*window).step(), quint64(6));
            QVERIFY(lessons->bookmarks()->add(note));
            QTRY_COMPARE(parts::boardArea(*window)->timeline()->bookmarkSteps(),
                         (QList<quint64> {2, 6}));
            QString error;
            QVERIFY2(lessons->saveTo(lessonPath, &error), qPrintable(error));
            verifyThePageReplaysTheTrace(*window, folder.filePath(QStringLiteral("class.html")),
                                         note);
            if (QTest::currentTestFailed())
                return;
            parts::action(*window, QStringLiteral("reset"))->trigger();
            QTRY_VERIFY(!parts::shown(*window).showsTrace());
            QVERIFY(!parts::action(*window, QStringLiteral("undo"))->isEnabled());
        }
        QVERIFY(QFile::remove(path)); // the lesson holds the trace itself

        const auto window = testing::openWindow();
        QVERIFY(window);
        auto *lessons = window->findChild<LessonController *>();
        QSignalSpy opened(lessons, &LessonController::lessonOpened);
        lessons->open(lessonPath);
        QTRY_COMPARE(opened.size(), 1);
        QTRY_VERIFY(parts::shown(*window).showsTrace());
        QTRY_COMPARE(parts::shown(*window).step(), quint64(6));
        const RunnerSnapshot &shown = parts::shown(*window);
        QCOMPARE(QString::fromStdString(shown.trace->name), QStringLiteral("diagonal.trace"));
        QVERIFY(shown.trace->violation);
        QCOMPARE(shown.traceBoard.cols[1], std::int8_t(1)); // the queen the program misplaced
        QTRY_COMPARE(parts::boardArea(*window)->bookmarkNote(),
                     QStringLiteral("Bookmark: ") + note);
        QTRY_COMPARE(parts::boardArea(*window)->timeline()->bookmarkSteps(),
                     (QList<quint64> {2, 6}));
        QVERIFY(window->windowTitle().contains(QStringLiteral("diagonal.trace")));
        // The panel "Your program" shows what the lesson's trace holds: its name and the
        // program's own lines, no command line or exit status (the lesson knows none).
        const auto *panel = window->findChild<ProgramPanel *>();
        QTRY_VERIFY2(panel->statusText().contains(QStringLiteral("“diagonal.trace” the lesson "
                                                                 "holds")),
                     qPrintable(panel->statusText()));
        QVERIFY2(!panel->statusText().contains(QStringLiteral("status")),
                 qPrintable(panel->statusText()));
        QVERIFY2(panel->outputText().contains(QStringLiteral("line 7: my own print")),
                 qPrintable(panel->outputText()));
        parts::action(*window, QStringLiteral("previousBookmark"))->trigger();
        QTRY_COMPARE(parts::shown(*window).step(), quint64(2));
        QTRY_COMPARE(parts::boardArea(*window)->bookmarkNote(),
                     QStringLiteral("Bookmark: the first queen"));
        // From the built-in search, the next bookmark goes back onto the trace.
        parts::action(*window, QStringLiteral("reset"))->trigger();
        QTRY_VERIFY(!parts::shown(*window).showsTrace());
        QTRY_VERIFY(parts::boardArea(*window)->timeline()->bookmarkSteps().isEmpty());
        parts::action(*window, QStringLiteral("nextBookmark"))->trigger();
        QTRY_VERIFY(parts::shown(*window).showsTrace());
        QTRY_COMPARE(parts::shown(*window).step(), quint64(2));
        parts::action(*window, QStringLiteral("nextBookmark"))->trigger();
        QTRY_COMPARE(parts::shown(*window).step(), quint64(6));
        QTRY_COMPARE(parts::boardArea(*window)->bookmarkNote(),
                     QStringLiteral("Bookmark: ") + note);
    }

    // After a program ran from the window, a lesson's trace shown takes the panel "Your
    // program": the lesson's name and own lines, not the exit status or output of the program
    // run before it.
    void aLessonsTraceAfterAProgramRunTakesThePanel()
    {
        QTemporaryDir folder;
        QVERIFY(testing::writeFile(folder.filePath(QStringLiteral("prints.sh")),
                                   "printf 'place 0 0\\nhello from the program\\n'\n"));
        const auto window = testing::openWindow();
        QVERIFY(window);
        runFromTheDialog(*window, QStringLiteral("sh prints.sh {N}"), folder.path(), 4);
        const auto *panel = window->findChild<ProgramPanel *>();
        QTRY_VERIFY_WITH_TIMEOUT(panel->statusText().contains(QStringLiteral("exit status 0")),
                                 20000);
        QTRY_VERIFY(parts::shown(*window).showsTrace());
        QVERIFY2(panel->outputText().contains(QStringLiteral("hello from the program")),
                 qPrintable(panel->outputText()));
        const QJsonObject root = diagonalBugLesson(
            {{QStringLiteral("name"), QStringLiteral("diagonal.trace")}}, 6);
        const QString lessonPath = folder.filePath(QStringLiteral("bug.nqueens"));
        QVERIFY(testing::writeFile(lessonPath, QJsonDocument(root).toJson()));
        auto *lessons = window->findChild<LessonController *>();
        QSignalSpy opened(lessons, &LessonController::lessonOpened);
        lessons->open(lessonPath);
        QTRY_COMPARE(opened.size(), 1);
        QTRY_COMPARE(parts::shown(*window).trace->name, std::string("diagonal.trace"));
        QTRY_VERIFY2(panel->statusText().contains(QStringLiteral("“diagonal.trace” the lesson "
                                                                 "holds")),
                     qPrintable(panel->statusText()));
        QVERIFY2(!panel->statusText().contains(QStringLiteral("exit status")),
                 qPrintable(panel->statusText()));
        QVERIFY2(panel->outputText().contains(QStringLiteral("line 7: my own print"))
                     && !panel->outputText().contains(QStringLiteral("hello from the program")),
                 qPrintable(panel->outputText()));
    }

    // A lesson never starts a program: one whose trace names a command (as its name, and in
    // fields of its own) shows the trace it holds and runs nothing.
    void aLessonThatNamesACommandNeverRunsIt()
    {
        QTemporaryDir folder;
        const QString marker = folder.filePath(QStringLiteral("ran"));
        const QString command = QStringLiteral("touch %1").arg(marker);
        QJsonObject root = diagonalBugLesson(
            {{QStringLiteral("name"), command},
             {QStringLiteral("command"), command},
             {QStringLiteral("program"), QJsonArray {"sh", "-c", command}}},
            4);
        root.insert(QStringLiteral("command"), command);
        const QString lessonPath = folder.filePath(QStringLiteral("bug.nqueens"));
        QVERIFY(testing::writeFile(lessonPath, QJsonDocument(root).toJson()));
        const auto window = testing::openWindow();
        QVERIFY(window);
        auto *lessons = window->findChild<LessonController *>();
        QSignalSpy opened(lessons, &LessonController::lessonOpened);
        lessons->open(lessonPath);
        QTRY_COMPARE(opened.size(), 1);
        QTRY_VERIFY(parts::shown(*window).showsTrace());
        QTRY_COMPARE(parts::shown(*window).step(), quint64(4));
        QCOMPARE(QString::fromStdString(parts::shown(*window).trace->name), command);
        QVERIFY(!traces(*window)->programRunner()->isRunning());
        QVERIFY(!QFile::exists(marker));
    }

    // File ▸ Export animation works from a shown trace: its steps as the program made them,
    // narrated as the window narrates them, saved as a GIF.
    void anAnimationShowsTheTracesSteps()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("diagonal.trace"));
        QVERIFY(testing::writeFile(path, kDiagonalBug));
        const auto window = testing::openWindow();
        QVERIFY(window);
        traces(*window)->open(path, 4, false);
        QTRY_COMPARE(parts::shown(*window).step(), quint64(6));
        const ExportContext context = window->findChild<LessonController *>()->exportContext();
        QVERIFY(context.trace == parts::shown(*window).trace);
        StepSource source;
        source.from = 5;
        source.to = 6;
        const ExportFrames frames = ExportFrames::collectFromTrace(*context.trace, source, nullptr);
        QVERIFY2(frames.ok(), qPrintable(frames.error));
        QCOMPARE(frames.frames.size(), 2);
        QCOMPARE(frames.frames[1].narration,
                 QStringLiteral("Your program places a queen on row 1, column 1"));
        QCOMPARE(frames.frames[1].frame.queens.queenCount(), 2);
        source.to = 11;
        QVERIFY(ExportFrames::collectFromTrace(*context.trace, source, nullptr)
                    .error.contains(QStringLiteral("ends at step 9")));
        AnimationRequest request;
        request.options = context.options;
        request.trace = context.trace;
        source.from = 1;
        source.to = 9;
        request.source = source;
        request.side = 120;
        const QString gif = folder.filePath(QStringLiteral("trace.gif"));
        const ExportJob::Outcome outcome = AnimationExport::run(request, gif, {});
        QVERIFY2(outcome.ok, qPrintable(outcome.message));
        QVERIFY(QFileInfo(gif).size() > 0);
    }

    // File ▸ Export worksheet works from a shown trace too, named as the program's search.
    void aWorksheetShowsTheTracesSteps()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("diagonal.trace"));
        QVERIFY(testing::writeFile(path, kDiagonalBug));
        const auto window = testing::openWindow();
        QVERIFY(window);
        traces(*window)->open(path, 4, false);
        QTRY_COMPARE(parts::shown(*window).step(), quint64(6));
        const ExportContext context = window->findChild<LessonController *>()->exportContext();
        WorksheetRequest request;
        request.options = context.options;
        request.trace = context.trace;
        request.source.from = 1;
        request.source.to = 6;
        const QString pdf = folder.filePath(QStringLiteral("trace.pdf"));
        const ExportJob::Outcome outcome = WorksheetExport::run(request, pdf, QString(), {});
        QVERIFY2(outcome.ok, qPrintable(outcome.message));
        QVERIFY(QFileInfo(pdf).size() > 0);
        WorksheetWriter::Options options;
        options.search = context.options;
        options.traceName = QStringLiteral("diagonal.trace");
        const QString title = WorksheetWriter(options).title();
        QVERIFY2(title.contains(QStringLiteral("your program diagonal.trace"))
                     && !title.contains(QStringLiteral("arrays")),
                 qPrintable(title));
    }

    // The path to a solution of a trace is the steps that placed its queens, then its
    // solution line: for the built-in search's own trace, the built-in path.
    void aTracesSolutionPathIsTheSearchsPath()
    {
        const SearchOptions options {6, Order::Rows, Check::Scan, Goal::All};
        TraceIntake intake(6, false);
        const std::string text = test::joinLines(test::traceLines(options));
        intake.feed(text);
        intake.finish();
        const auto run = TraceRun::make("mine.trace", intake);
        for (std::uint64_t k = 1; k <= 4; ++k) {
            StepSource source;
            source.kind = StepSource::Kind::Solution;
            source.solution = k;
            const ExportFrames frames = ExportFrames::collectFromTrace(*run, source, nullptr);
            QVERIFY2(frames.ok(), qPrintable(frames.error));
            const auto path = solutionPathSteps(options, Placement(6), k);
            QVERIFY(path);
            QCOMPARE(frames.frames.size(), qsizetype(path->size()));
            for (std::size_t i = 0; i < path->size(); ++i)
                QCOMPARE(frames.frames[qsizetype(i)].frame.step, (*path)[i]);
            QVERIFY(frames.frames.last().frame.event->type == EventType::Solution);
        }
        StepSource fifth;
        fifth.kind = StepSource::Kind::Solution;
        fifth.solution = 5;
        QVERIFY(!ExportFrames::collectFromTrace(*run, fifth, nullptr).ok());
    }

    // File ▸ Open a trace asks for the file and N, defaulting to the board's N.
    void openATraceAsksForTheBoardSize()
    {
        TraceOpenDialog dialog({QString(), 7, true});
        QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("traceSize"))->value(), 7);
        QVERIFY(dialog.findChild<QCheckBox *>(QStringLiteral("traceFirstOnly"))->isChecked());
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled()); // no file yet
        dialog.findChild<QLineEdit *>(QStringLiteral("tracePath"))->setText(QStringLiteral("a"));
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.request().n, 7);
        QVERIFY(dialog.request().firstOnly);
    }
};

NQ_TEST_MAIN(TestTraceWindow)
#include "tst_tracewindow.moc"
