#include "lesson.h"
#include "traceintake.h"
#include "smalldisk.h"
#include "testfiles.h"
#include "testregistry.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

// Tests `nqueens --export-page` as a user runs it in a terminal without a display: it writes
// the page and says nothing; a bad request is refused with one line and status 2, nothing
// written; a page that cannot be written is said in one line with status 1, the old file kept.
class TestPageCli : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int status = -1;
        QByteArray out;
        QByteArray err;
    };

    // nqueens with no display at all (no DISPLAY, no WAYLAND_DISPLAY, no platform chosen):
    // opening a window would abort.
    Run run(const QStringList &arguments) const
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            environment.remove(QString::fromLatin1(name));
        QFile::setPermissions(m_dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                                | QFileDevice::ExeOwner);
        environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_dir.path());
        QProcess process;
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(NQUEENS_GUI_PATH), arguments);
        if (!process.waitForFinished(60000)) {
            process.kill();
            process.waitForFinished();
            return {};
        }
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                process.readAllStandardOutput(), process.readAllStandardError()};
    }

    QString path(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

    static void verifyOneLine(const Run &run, int status, const QByteArray &mentions)
    {
        QVERIFY2(run.status == status, run.err.constData());
        QVERIFY2(run.out.isEmpty(), run.out.left(200).constData());
        QVERIFY2(run.err.startsWith("nqueens: "), run.err.left(300).constData());
        QVERIFY2(run.err.endsWith('\n') && run.err.count('\n') == 1, run.err.left(300).constData());
        QVERIFY2(run.err.contains(mentions), run.err.left(300).constData());
    }

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        nq::Lesson lesson;
        lesson.search.options = {6, nq::Order::Columns, nq::Check::Scan, nq::Goal::All};
        lesson.step = 30;
        lesson.bookmarks = {{lesson.search, 12, QStringLiteral("look at column 3")}};
        QFile file(path("class.nqueens"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(nq::LessonFormat::write(lesson));
        file.close();
        // "Find the bug": a lesson holding a program's trace for N=4 whose sixth event places a
        // queen on (1, 1), which the queen on (0, 0) attacks; it opens on that step, noted.
        const std::string_view bug = "try 0 0\nplace 0 0\ntry 1 0\nconflict 1 0 queen 0 0 column\n"
                                     "try 1 1\nplace 1 1\nmy own print\nremove 1 1\nremove 0 0\n"
                                     "done\n";
        nq::TraceIntake intake(4, false);
        intake.feed(bug);
        intake.finish();
        nq::Lesson traced;
        traced.trace.run = nq::TraceRun::make("bug.trace", intake);
        traced.search = nq::LessonSearch::ofTrace(*traced.trace.run);
        traced.step = 6;
        traced.bookmarks = {{traced.search, 6, QStringLiteral("which queen attacks it?")}};
        QVERIFY(nq::testing::writeFile(path("bug.nqueens"), nq::LessonFormat::write(traced)));
        QFile damaged(path("damaged.nqueens"));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write(R"({"format": "nqueens-lesson", "version": 1,
                          "search": {"n": 40, "order": "rows", "check": "arrays", "goal": "all"}})");
    }

    void writesThePageWithoutADisplay_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("mentions");
        QTest::newRow("a search") << QStringList {"--size", "5", "--goal", "all"}
                                  << QByteArray("Row 0: trying column 0");
        QTest::newRow("a range in German")
            << QStringList {"--size",  "8",         "--order",    "columns",
                            "--steps", "1000-1200", "--language", "de"}
            << QByteArray("lang=\"de\"");
        QTest::newRow("Qt's own options set aside")
            << QStringList {"-platform", "xcb", "--size", "4", "-style=fusion"}
            << QByteArray("Row 0: trying column 0");
        QTest::newRow("a lesson") << QStringList {path("class.nqueens")}
                                  << QByteArray("look at column 3");
    }
    void writesThePageWithoutADisplay()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, mentions);
        const QString page = path("page.html");
        QFile::remove(page);
        const Run done = run(QStringList {"--export-page", page} + arguments);
        QVERIFY2(done.status == 0, done.err.constData());
        QVERIFY(done.out.isEmpty());
        QVERIFY2(done.err.isEmpty(), done.err.constData());
        QFile file(page);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray html = file.readAll();
        QVERIFY2(html.contains(mentions), mentions.constData());
    }

    // A lesson that opens on the trace it holds: the page replays the trace (it was refused,
    // "a lesson's web page keeps the built-in search"), named after the program's trace, with
    // its first violation and the note on it, and none of the built-in search's pseudocode.
    void writesThePageOfALessonHoldingATrace()
    {
        const QString page = path("bug.html");
        const Run done = run({"--export-page", page, path("bug.nqueens")});
        QVERIFY2(done.status == 0, done.err.constData());
        QVERIFY2(done.err.isEmpty(), done.err.constData());
        QFile file(page);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray html = file.readAll();
        QVERIFY(
            html.contains("<title>bug.trace — your program's search, N=4: steps 0 to 9</title>"));
        const QByteArray start = "<script type=\"application/json\" id=\"nq-data\">";
        const qsizetype from = html.indexOf(start) + start.size();
        const QJsonObject data = QJsonDocument::fromJson(
                                     html.mid(from, html.indexOf("</script>", from) - from))
                                     .object();
        QCOMPARE(data["last"].toInteger(), 9);
        QCOMPARE(data["open"].toInteger(), 6);
        const QJsonObject trace = data["trace"].toObject();
        QCOMPARE(trace["violation"].toInteger(), 6);
        QVERIFY2(trace["headline"].toString().startsWith(
                     QStringLiteral("Step 6 (line 6): your program placed a queen on row 1, "
                                    "column 1")),
                 qPrintable(trace["headline"].toString()));
        QCOMPARE(data["marks"].toArray()[0].toArray()[1].toString(),
                 QStringLiteral("which queen attacks it?"));
        QVERIFY(data["algorithm"].toArray().isEmpty());
        // Step 6 says what the program did wrong.
        const QJsonArray atSix =
            data["events"].toArray()[data["se"].toArray()[6].toInt()].toArray();
        QVERIFY2(data["sentences"].toArray()[atSix[6].toInt()].toString().contains(
                     QStringLiteral("your program placed a queen on row 1, column 1, but the "
                                    "queen on row 0, column 0 attacks it")),
                 qPrintable(data["sentences"].toArray()[atSix[6].toInt()].toString()));
    }

    // The live page (--live): the page the build assembled, written through the one save path
    // with the language chosen preset in its root element and nothing else changed, so that
    // its policy's hashes still name its scripts; without --language the page follows the
    // browser's. A live page may be written again; what is not a page is kept.
    void writesTheLivePage()
    {
        QFile builtFile(QStringLiteral(NQ_WEB_PAGE_PATH));
        QVERIFY2(builtFile.open(QIODevice::ReadOnly), NQ_WEB_PAGE_PATH);
        const QByteArray built = builtFile.readAll();
        const QByteArray mark = "<html lang=\"en\" data-nq-language=\"\">";
        QCOMPARE(built.count(mark), 1);
        QVERIFY(built.size() < 1'000'000);
        QVERIFY(built.contains("default-src 'none'") && built.contains("'wasm-unsafe-eval'")
                && built.contains("connect-src 'none'"));
        const QString page = path("live.html");
        for (const char *language : {"de", "zh_CN", ""}) {
            QStringList arguments {"--export-page", page, "--live"};
            if (*language)
                arguments << "--language" << language;
            const Run done = run(arguments);
            QVERIFY2(done.status == 0, done.err.constData());
            QVERIFY(done.out.isEmpty());
            QVERIFY2(done.err.isEmpty(), done.err.constData());
            QFile file(page);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QByteArray expected = built;
            if (*language) {
                QByteArray tag(language);
                tag.replace('_', '-');
                expected.replace(mark, "<html lang=\"" + tag + "\" data-nq-language=\""
                                           + QByteArray(language) + "\">");
            }
            QVERIFY2(file.readAll() == expected, language);
        }
        verifyOneLine(run({"--export-page", page, "--live", "--size", "6"}), 2, "--live");
        verifyOneLine(run({"--export-page", page, "--live", path("class.nqueens")}), 2, "--live");
        verifyOneLine(run({"--live"}), 2, "--export-page");
        QVERIFY(nq::testing::writeFile(path("mine.html"), "my own page"));
        verifyOneLine(run({"--export-page", path("mine.html"), "--live"}), 2, "mine.html");
        QFile mine(path("mine.html"));
        QVERIFY(mine.open(QIODevice::ReadOnly));
        QCOMPARE(mine.readAll(), QByteArray("my own page"));
        verifyOneLine(run({"--export-page", path("no/such/folder/live.html"), "--live"}), 1,
                      "Cannot write");
    }

    void refusesABadRequest_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("mentions");
        const QString page = path("refused.html");
        const auto add = [&](const char *name, const QStringList &arguments, const char *mentions,
                             bool withPage = true) {
            QTest::newRow(name) << (withPage ? QStringList {"--export-page", page} + arguments
                                             : arguments)
                                << QByteArray(mentions);
        };
        add("steps reversed", {"--steps", "9-3"}, "--steps");
        add("steps word", {"--steps", "all"}, "--steps");
        add("steps without a page", {"--steps", "0-10"}, "--export-page", false);
        add("language unknown", {"--language", "xx"}, "--language");
        add("language without a page", {"--language", "de"}, "--export-page", false);
        add("goal count", {"--goal", "count"}, "--goal");
        add("speed", {"--speed", "4"}, "--speed");
        add("lesson and size", {path("class.nqueens"), "--size", "6"}, "not both");
        add("damaged lesson", {path("damaged.nqueens")}, "search.n");
        add("missing lesson", {path("none.nqueens")}, "no such file");
        add("beyond the end", {"--size", "4", "--steps", "0-999"}, "ends at step 154");
        add("too many steps", {"--size", "20", "--steps", "0-9999999"}, "too many");
        add("starting too late", {"--size", "20", "--steps", "999999999998-999999999999"},
            "at the latest");
        add("no page name", {"--export-page"}, "--export-page", false);
        add("empty page name", {"--export-page", "", "--size", "4"}, "--export-page", false);
        add("repeated", {"--export-page", page, "--size", "4"}, "--export-page");
    }
    void refusesABadRequest()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, mentions);
        const Run refused = run(arguments);
        verifyOneLine(refused, 2, mentions);
        QVERIFY(!QFile::exists(path("refused.html")));
    }

    void cannotWrite()
    {
        verifyOneLine(run({"--export-page", path("no/such/folder/page.html"), "--size", "4"}), 1,
                      "Cannot write");
        QVERIFY(QDir().mkdir(path("folder.html")));
        verifyOneLine(run({"--export-page", path("folder.html"), "--size", "4"}), 1,
                      "Cannot write");
        QVERIFY(QFileInfo(path("folder.html")).isDir());
    }

    // The page replaces only a page: `nqueens --export-page lesson.nqueens` replaced the lesson
    // with a web page (status 0). A lesson, the input itself or any file that is not a lesson's
    // page is refused with one line and status 2, and stays byte for byte; an earlier page is
    // replaced.
    void replacesOnlyAPage()
    {
        QFile lessonFile(path("class.nqueens"));
        QVERIFY(lessonFile.open(QIODevice::ReadOnly));
        const QByteArray lesson = lessonFile.readAll();
        lessonFile.close();
        verifyOneLine(run({"--export-page", path("class.nqueens")}), 2, "class.nqueens");
        verifyOneLine(run({"--export-page", path("class.nqueens"), "--language", "de"}), 2,
                      "class.nqueens");
        verifyOneLine(run({"--export-page", path("class.nqueens"), path("class.nqueens")}), 2,
                      "class.nqueens");
        QVERIFY(QFile::link(path("class.nqueens"), path("link.html")));
        verifyOneLine(run({"--export-page", path("link.html"), path("class.nqueens")}), 2,
                      "link.html");
        QVERIFY(lessonFile.open(QIODevice::ReadOnly));
        QCOMPARE(lessonFile.readAll(), lesson);
        lessonFile.close();
        QVERIFY(nq::testing::writeFile(path("notes.html"), "my own notes"));
        verifyOneLine(run({"--export-page", path("notes.html"), "--size", "4"}), 2, "notes.html");
        QFile notes(path("notes.html"));
        QVERIFY(notes.open(QIODevice::ReadOnly));
        QCOMPARE(notes.readAll(), QByteArray("my own notes"));

        const QString page = path("again.html");
        QCOMPARE(run({"--export-page", page, "--size", "4"}).status, 0);
        const Run again = run({"--export-page", page, "--size", "5"});
        QVERIFY2(again.status == 0, again.err.constData());
        QFile written(page);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.readAll().contains("N=5"));
    }

    // The window itself without a display: one line saying what works without one, status 1
    // (it died of SIGABRT after Qt's four lines).
    void theWindowWithoutADisplaySaysSo()
    {
        for (const QStringList &arguments :
             {QStringList {}, QStringList {"--size", "8"}, QStringList {path("class.nqueens")}})
            verifyOneLine(run(arguments), 1, "no display: use --export-page");
    }

    // What a file's name or a lesson holds cannot act on the terminal: its control characters
    // reach the message escaped.
    void messagesEscapeControlCharacters()
    {
        const QString name = path("bad\x1b]0;owned\x07.nqueens");
        QVERIFY(nq::testing::writeFile(name, "{\"format\": \"nqueens-lesson\", \"version\": 1, "
                                             "\"search\": {\"n\": 99}}"));
        const Run refused = run({"--export-page", path("escaped.html"), name});
        verifyOneLine(refused, 2, "bad\\x1b]0;owned\\x07.nqueens");
        QVERIFY(!refused.err.contains('\x1b') && !refused.err.contains('\x07'));
    }

    // A full disk: one line, status 1, the old page byte for byte, no temporary file left.
    void aFullDiskKeepsTheOldPage()
    {
        SmallDisk disk;
        if (!disk.isMounted())
            QSKIP("mounting a small tmpfs needs root");
        const QByteArray old =
            "<!DOCTYPE html><p>the old page</p><script type=\"application/json\" "
            "id=\"nq-data\">{}</script>";
        QVERIFY(disk.write(QStringLiteral("page.html"), old));
        QVERIFY(disk.fillAllBut(1024));
        verifyOneLine(run({"--export-page", disk.filePath(QStringLiteral("page.html")), "--size",
                           "8", "--steps", "0-2000"}),
                      1, "there is no space left on the disk");
        QCOMPARE(disk.read(QStringLiteral("page.html")), old);
        QCOMPARE(disk.files(), QStringList({"filler", "page.html"}));
    }
};

NQ_TEST_GUILESS_MAIN(TestPageCli)
#include "tst_pagecli.moc"
