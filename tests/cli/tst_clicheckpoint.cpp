#include "cliprocess.h"
#include "countledger.h"
#include "countplan.h"
#include "smalldisk.h"
#include "testfiles.h"
#include "testregistry.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <sys/stat.h>
#include <unistd.h>

namespace {

using nq::testing::CliRun;
using nq::testing::countOutput;
using nq::testing::finishRun;

using nq::testing::runCli;

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

// Tests `nqueens-cli count N --checkpoint FILE` as a user meets it: killed at random moments
// by every signal a user or a machine sends, and started again until it ends, it prints the
// totals of an uninterrupted count; bad files are refused with one line and left alone; the
// progress line shows on a terminal only.
using namespace nq;

class TestCliCheckpoint : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_folder.isValid()); }

    void killedAndResumedToTheExactTotals_data()
    {
        QTest::addColumn<int>("signalNumber");
        QTest::newRow("SIGINT (Ctrl+C)") << int(SIGINT);
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGKILL (-9)") << int(SIGKILL);
    }
    void killedAndResumedToTheExactTotals()
    {
        QFETCH(int, signalNumber);
        // About 0.3 s of counting on one thread (0.45 s under AddressSanitizer).
        const int n = 15;
        const QString file = m_folder.filePath("resume-" + QString::number(signalNumber));
        const QStringList arguments = {
            "count", QString::number(n),      "--threads", "1", "--checkpoint",
            file,    "--checkpoint-interval", "0.01"};
        // Each run is stopped after 5% to 33% of an uninterrupted count's time (from its first
        // save, which comes after the program has loaded, to its end), so that every build
        // (the sanitizers' are slower) sees several interruptions before the end.
        qint64 wholeMs = std::max<qint64>(countingMs(arguments, file + ".whole"), 20);
        QRandomGenerator random(20261125u + quint32(signalNumber));
        // The time is measured once, on a shared machine: when the runs go faster than the
        // measure (the sanitizers' workflows running side by side, then one of them ending),
        // the count may end before two interruptions; it is started again from nothing with
        // the waits halved, up to four times.
        for (int attempt = 0; attempt < 4; ++attempt) {
            QFile::remove(file);
            bool completed = false;
            runAndInterrupt(arguments, file, n, signalNumber, wholeMs, random, completed);
            if (completed || QTest::currentTestFailed())
                return;
            wholeMs = std::max<qint64>(wholeMs / 2, 20);
        }
        QFAIL("the count ended before two interruptions, four times");
    }

private:
    // Runs the count, stopping it with `signalNumber` at random moments until it ends;
    // `completed` when it ended after at least two interruptions with the exact totals (left
    // false when it ended too soon; a failed check fails the test).
    void runAndInterrupt(const QStringList &arguments, const QString &file, int n, int signalNumber,
                         qint64 wholeMs, QRandomGenerator &random, bool &completed)
    {
        const int expectedStatus = signalNumber == SIGKILL ? -1 : 128 + signalNumber;
        int interruptions = 0;
        for (int round = 0; round < 60; ++round) {
            QProcess process;
            startAndWaitForFirstSave(process, arguments, file);
            // At least a few saves apart, so that a -9 loses only part of a run's work.
            QTest::qWait(int(random.bounded(std::max<qint64>(wholeMs / 20, 30),
                                            std::max<qint64>(wholeMs / 3, 60))));
            nq::testing::signalIfRunning(process, signalNumber);
            const CliRun run = finishRun(process);
            // Ended before the signal, or killed after printing while it saved the last time.
            if (run.status == 0 || !run.out.isEmpty()) {
                QCOMPARE(run.out, countOutput(n));
                if (interruptions < 2)
                    return;
                // The finished checkpoint answers at once, with the same totals.
                QCOMPARE(runCli(arguments).out, countOutput(n));
                completed = true;
                return;
            }
            QCOMPARE(run.status, expectedStatus);
            QVERIFY(run.out.isEmpty());
            if (signalNumber != SIGKILL) {
                QVERIFY2(run.err.contains("interrupted at ")
                             && run.err.contains("keeps the progress"),
                         run.err.constData());
            }
            // Whatever the moment of the kill, the file is a whole checkpoint or not there.
            const QByteArray saved = contents(file);
            QVERIFY(saved.isEmpty() || saved.endsWith("\n"));
            // Nothing else is left beside it, but after a -9 its unlocked FILE.lock and at most
            // one half-saved temporary file (.FILE.<random>.saving; the next count removes it).
            const QString name = QFileInfo(file).fileName();
            QStringList beside = QDir(m_folder.path())
                                     .entryList({"*" + name + "*"},
                                                QDir::AllEntries | QDir::Hidden | QDir::System);
            beside.removeAll(name);
            if (signalNumber == SIGKILL) {
                beside.removeAll(name + ".lock");
                if (beside.size() == 1 && beside.front().startsWith("." + name + ".")
                    && beside.front().endsWith(".saving"))
                    beside.clear();
            }
            QVERIFY2(beside.isEmpty(), qPrintable(beside.join(' ')));
            ++interruptions;
        }
        QFAIL("the count never ended");
    }

private slots:

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QByteArray>("message");
        QTest::addColumn<int>("status");
        const QByteArray ofNine = runCliCheckpointOf(9);
        QTest::newRow("another N") << ofNine << QByteArray("is for N=9, not N=10") << 2;
        QByteArray damaged = ofNine;
        damaged.replace("done ", "done 1");
        QTest::newRow("damaged") << damaged << QByteArray("is damaged: its checksum does not match")
                                 << 2;
        QByteArray later = ofNine;
        later.replace("format 2", "format 7");
        QTest::newRow("another version")
            << later << QByteArray("was written by another version of nqueens-cli") << 2;
        QTest::newRow("not a checkpoint")
            << QByteArray("my notes\n") << QByteArray("is not a checkpoint of nqueens-cli count")
            << 2;
        QTest::newRow("empty") << QByteArray() << QByteArray("is not a checkpoint") << 2;
        // Made by hand with a checksum that holds: the numbers are bounded before they are used.
        QTest::newRow("2^64-1 tasks")
            << withChecksum("nqueens-count-checkpoint\nformat 2\nn 10\ntasks "
                            "18446744073709551615\nfingerprint 0123456789abcdef\ndone 0\n"
                            "solutions 0\neightfold-classes 0\ndone-tasks \n")
            << QByteArray("is damaged: its numbers do not fit together") << 2;
        // Re-sealed by hand (its checksum made anew): more solutions than N=10 has in all
        // (724), and a whole count with another total, are refused, not counted on.
        const CountPlan ten(10);
        CountLedger more(ten);
        more.record(0, {725, 730, false});
        QTest::newRow("more solutions than N=10 has")
            << QByteArray::fromStdString(more.toText())
            << QByteArray("more solutions than the whole count (N=10 has 724 solutions") << 2;
        std::size_t dropped = 0; // the first task that finds a solution counts none
        while (dropped + 1 < ten.taskCount() && ten.run(dropped).total == 0)
            ++dropped;
        QVERIFY(ten.run(dropped).total > 0);
        CountLedger wrong(ten);
        for (std::size_t task = 0; task < ten.taskCount(); ++task)
            wrong.record(task, task == dropped ? CountShare {0, 0, false} : ten.run(task));
        QTest::newRow("a whole count of N=10 short of 724")
            << QByteArray::fromStdString(wrong.toText())
            << QByteArray("its tasks are all done but its totals are not the whole count's") << 2;
    }
    void refusals()
    {
        QFETCH(QByteArray, contents);
        QFETCH(QByteArray, message);
        QFETCH(int, status);
        const QString path = m_folder.filePath("refused");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(contents);
        file.close();
        const CliRun run = runCli({"count", "10", "--checkpoint", path});
        QCOMPARE(run.status, status);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY2(run.err.startsWith("nqueens-cli: the checkpoint '" + path.toUtf8() + "' "),
                 run.err.constData());
        QVERIFY2(run.err.contains(message), run.err.constData());
        QCOMPARE(::contents(path), contents); // left as it was
    }

    // A checkpoint that is a link to a regular file is updated where it points, the link
    // kept; a temporary name someone prepared beside it (FILE.saving, a link to another file,
    // which the old fixed name truncated and wrote through) is never written through.
    void linksAreFollowedOnlyToARegularFile()
    {
        const QString real = m_folder.filePath("linked-real");
        const QString link = m_folder.filePath("linked");
        const QString victim = m_folder.filePath("linked-victim");
        QCOMPARE(runCli({"count", "10", "--checkpoint", real}).out, countOutput(10));
        QVERIFY(QFile::link(real, link));
        QFile precious(victim);
        QVERIFY(precious.open(QIODevice::WriteOnly));
        precious.write("precious\n");
        precious.close();
        QVERIFY(QFile::link(victim, link + ".saving"));
        QVERIFY(QFile::link(victim, real + ".saving"));
        // A second name for the file as it is: a save makes a new file, which this one is not.
        const QString before = m_folder.filePath("linked-before");
        QCOMPARE(::link(QFile::encodeName(real).constData(), QFile::encodeName(before).constData()),
                 0);
        const CliRun run = runCli({"count", "10", "--checkpoint", link});
        QCOMPARE(run.status, 0);
        QCOMPARE(run.out, countOutput(10));
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(QFileInfo(link).symLinkTarget(), real);
        QVERIFY(nq::testing::inodeOf(real)
                != nq::testing::inodeOf(before)); // saved where it points
        QVERIFY(contents(real).startsWith("nqueens-count-checkpoint\n"));
        QCOMPARE(contents(victim), QByteArray("precious\n"));
    }

    // How a count is cut follows from its checkpoint, not from the machine: one cut by start
    // constellations at N=16 (as a machine with little memory cuts it; this one picks half
    // boards) continues to the exact totals (it was refused as "another version").
    void aCheckpointIsContinuedTheWayItWasCut()
    {
        const CountPlan plan(16, nullptr, {}, CountMethod::Constellations);
        QCOMPARE(plan.method(), CountMethod::Constellations);
        CountLedger ledger(plan);
        for (std::size_t task = 0; task < 3; ++task)
            QVERIFY(ledger.record(task, plan.run(task)));
        const QString checkpoint = m_folder.filePath("cut-by-constellations");
        QVERIFY(nq::testing::writeFile(checkpoint, QByteArray::fromStdString(ledger.toText())));
        const CliRun run = runCli({"count", "16", "--checkpoint", checkpoint});
        QVERIFY2(run.status == 0, run.err.constData());
        QCOMPARE(run.out, countOutput(16));
    }

    // A running count's checkpoint swapped for a link to another file: the saves after it are
    // refused and said, and neither the link nor the other file is written (it replaced that
    // file at 81 of 94 swaps). The count goes on and prints its exact totals, with status 1:
    // the file does not hold them.
    void aLinkSwappedInDuringACountIsNotFollowed()
    {
        const QString checkpoint = m_folder.filePath("swapped");
        const QString victim = m_folder.filePath("swapped-victim");
        QVERIFY(nq::testing::writeFile(victim, "precious\n"));
        QProcess process;
        startAndWaitForFirstSave(process,
                                 {"count", "15", "--threads", "1", "--checkpoint", checkpoint,
                                  "--checkpoint-interval", "0.05"},
                                 checkpoint);
        QVERIFY(QFile::remove(checkpoint));
        QVERIFY(QFile::link(victim, checkpoint));
        const CliRun run = finishRun(process);
        QCOMPARE(run.status, 1);
        QCOMPARE(run.out, countOutput(15));
        QVERIFY2(run.err.contains("has become a link"), run.err.constData());
        QVERIFY2(run.err.contains("the totals above are right"), run.err.constData());
        QCOMPARE(contents(victim), QByteArray("precious\n"));
        QVERIFY(QFileInfo(checkpoint).isSymLink());
    }

    // A FIFO, a device (also behind a link) and a folder given as the checkpoint: one line,
    // status 2, at once (a FIFO hung the count in open()), and nothing written anywhere.
    void aCheckpointThatIsNoFileIsRefusedAtOnce_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QByteArray>("reason");
        QTest::newRow("FIFO") << "fifo" << QByteArray("it is a FIFO");
        QTest::newRow("link to a device") << "devicelink" << QByteArray("it is a device");
        QTest::newRow("device") << "device" << QByteArray("it is a device");
        QTest::newRow("folder") << "folder" << QByteArray("it is a folder");
    }
    void aCheckpointThatIsNoFileIsRefusedAtOnce()
    {
        QFETCH(QString, kind);
        QFETCH(QByteArray, reason);
        QString path = m_folder.filePath("special-" + kind);
        const QByteArray encoded = QFile::encodeName(path);
        if (kind == "fifo")
            QCOMPARE(::mkfifo(encoded.constData(), 0600), 0);
        else if (kind == "devicelink")
            QVERIFY(QFile::link("/dev/zero", path));
        else if (kind == "folder")
            QVERIFY(QDir().mkdir(path));
        else
            path = "/dev/zero"; // read-only here: refused before any save is tried
        QProcess process;
        QElapsedTimer clock;
        clock.start();
        process.start(QStringLiteral(NQUEENS_CLI_PATH), {"count", "10", "--checkpoint", path});
        if (!process.waitForFinished(10000)) {
            process.kill();
            process.waitForFinished();
            QFAIL("the count did not refuse its checkpoint within 10 s");
        }
        const CliRun run = finishRun(process);
        qInfo("refused in %lld ms", clock.elapsed());
        QCOMPARE(run.status, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY2(run.err.startsWith("nqueens-cli: the checkpoint '" + path.toUtf8() + "' "),
                 run.err.constData());
        QVERIFY2(run.err.contains(reason), run.err.constData());
        if (kind == "devicelink")
            QVERIFY(QFileInfo(path).isSymLink());
        if (kind != "device") {
            const QStringList beside = QDir(m_folder.path())
                                           .entryList({"*special-" + kind + "*"},
                                                      QDir::AllEntries | QDir::Hidden
                                                          | QDir::System);
            QCOMPARE(beside, QStringList {QFileInfo(path).fileName()});
        }
    }

    // Two counts on one checkpoint: the second is refused at once (status 2, one line naming
    // the process that holds it), the first goes on to its totals, and its lock file goes with it.
    // N=18: on one thread it runs long enough (several seconds) for the second count to meet it.
    void aCheckpointHasOneCountAtATime()
    {
        const QString file = m_folder.filePath("shared");
        const QStringList arguments = {"count", "18", "--threads", "1", "--checkpoint", file};
        QProcess first;
        startAndWaitForFirstSave(first, arguments, file);
        QVERIFY(first.state() == QProcess::Running);
        QVERIFY(QFileInfo::exists(file + ".lock"));
        const CliRun second = runCli(arguments);
        QCOMPARE(second.status, 2);
        QVERIFY(second.out.isEmpty());
        QCOMPARE(second.err.count('\n'), 1);
        QVERIFY2(second.err.startsWith("nqueens-cli: the checkpoint '" + file.toUtf8() + "' "),
                 second.err.constData());
        QVERIFY2(second.err.contains("in use by another count (process "
                                     + QByteArray::number(first.processId()) + ")"),
                 second.err.constData());
        // The same file through a link is the same checkpoint.
        const QString link = m_folder.filePath("shared-link");
        QVERIFY(QFile::link(file, link));
        const CliRun throughLink = runCli({"count", "18", "--checkpoint", link});
        QCOMPARE(throughLink.status, 2);
        QVERIFY2(throughLink.err.contains("in use by another count"), throughLink.err.constData());
        nq::testing::signalIfRunning(first, SIGTERM);
        const CliRun firstRun = finishRun(first);
        QVERIFY2(firstRun.status == 128 + SIGTERM || firstRun.status == 0,
                 firstRun.err.constData());
        QVERIFY(!QFileInfo::exists(file + ".lock"));
        // Free again: the next count takes it over and ends with the totals.
        const CliRun resumed = runCli({"count", "18", "--checkpoint", file});
        QCOMPARE(resumed.status, 0);
        QCOMPARE(resumed.out, countOutput(18));
        QVERIFY(!QFileInfo::exists(file + ".lock"));
    }

    void aFolderThatCannotTakeTheFileIsSaidAtOnce()
    {
        const CliRun run = runCli({"count", "10", "--checkpoint", m_folder.filePath("no/such")});
        QCOMPARE(run.status, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains("cannot write the checkpoint")
                     && run.err.contains("No such file or directory"),
                 run.err.constData());
    }

    // A folder whose name holds a newline and an escape sequence, or is very long: the refusal
    // stays one line, nothing a terminal acts on, the names escaped and cut.
    void aHostileFolderNameStaysOnOneLine_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::newRow("newline and escape") << QString::fromUtf8("no\nsuch\x1b[2J");
        QTest::newRow("200 characters") << QString(200, 'f');
    }
    void aHostileFolderNameStaysOnOneLine()
    {
        QFETCH(QString, folder);
        const CliRun run = runCli(
            {"count", "10", "--checkpoint", m_folder.filePath(folder + "/x")});
        QCOMPARE(run.status, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.count('\n') == 1 && run.err.endsWith('\n'), run.err.constData());
        QVERIFY2(run.err.contains("No such file or directory"), run.err.constData());
        QVERIFY2(run.err.size() < 400, run.err.constData());
        for (const char c : run.err.chopped(1))
            QVERIFY2(static_cast<unsigned char>(c) >= 0x20 && c != 0x7f, run.err.constData());
    }

    // A full disk: the first save fails before any counting, says why, and keeps the old file.
    void aFullDiskIsSaidAndTheOldCheckpointKept()
    {
        SmallDisk disk;
        if (!disk.isMounted())
            QSKIP("mounting a small disk needs root");
        const QByteArray old = runCliCheckpointOf(10);
        QVERIFY(disk.write("count.checkpoint", old));
        QVERIFY(disk.fillAllBut(0));
        const CliRun run = runCli(
            {"count", "10", "--checkpoint", disk.filePath("count.checkpoint")});
        QCOMPARE(run.status, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains("cannot write the checkpoint")
                     && run.err.contains("No space left on device"),
                 run.err.constData());
        QCOMPARE(disk.read("count.checkpoint"), old);
        QCOMPARE(disk.files(), QStringList({"count.checkpoint", "filler"}));
    }

    void anIntervalNeedsACheckpoint()
    {
        const CliRun run = runCli({"count", "10", "--checkpoint-interval", "5"});
        QCOMPARE(run.status, 2);
        QCOMPARE(run.err,
                 QByteArray("nqueens-cli: --checkpoint-interval needs --checkpoint FILE\n"));
        QCOMPARE(runCli({"count", "10", "--checkpoint", "x", "--checkpoint-interval", "0"}).status,
                 2);
        QCOMPARE(
            runCli({"count", "10", "--checkpoint", "x", "--checkpoint-interval", "1e3"}).status, 2);
    }

    // On a terminal (a pseudo-terminal made by script(1)) the progress line shows and is erased
    // at the end; through a pipe stderr stays empty.
    void progressOnATerminalOnly()
    {
        const QString command = QStringLiteral(NQUEENS_CLI_PATH) + " count 15 --threads 1";
        QProcess terminal;
        terminal.start("script", {"-qec", command, "/dev/null"});
        const CliRun shown = finishRun(terminal);
        QCOMPARE(shown.status, 0);
        QVERIFY2(shown.out.contains("\rcount 15: ") && shown.out.contains(" left\x1b[K"),
                 shown.out.constData());
        QVERIFY(shown.out.endsWith("\r\x1b[K" + countOutput(15).replace("\n", "\r\n")));
        const CliRun piped = runCli({"count", "15", "--threads", "1"});
        QCOMPARE(piped.out, countOutput(15));
        QVERIFY(piped.err.isEmpty());
    }

private:
    static void startAndWaitForFirstSave(QProcess &process, const QStringList &arguments,
                                         const QString &file)
    {
        nq::testing::startAndWaitForFirstSave(process, QStringLiteral(NQUEENS_CLI_PATH), arguments,
                                              file);
    }

    // How long the count of `arguments` runs from its first save to its end, uninterrupted,
    // with its checkpoint in `scratch` instead.
    static qint64 countingMs(QStringList arguments, const QString &scratch)
    {
        arguments[arguments.indexOf("--checkpoint") + 1] = scratch;
        QProcess process;
        startAndWaitForFirstSave(process, arguments, scratch);
        QElapsedTimer clock;
        clock.start();
        const CliRun run = finishRun(process);
        const qint64 ms = clock.elapsed();
        QFile::remove(scratch);
        return run.status == 0 ? ms : 0;
    }

    // `body` and its checksum line: FNV-1a (64 bits) of every byte of it, as CountLedger writes.
    static QByteArray withChecksum(const QByteArray &body)
    {
        quint64 hash = 0xcbf29ce484222325ULL;
        for (const char c : body) {
            hash ^= static_cast<unsigned char>(c);
            hash *= 0x100000001b3ULL;
        }
        return body + "checksum " + QByteArray::number(hash, 16).rightJustified(16, '0') + "\n";
    }

    // A fresh checkpoint of a finished count of N, as nqueens-cli writes it.
    QByteArray runCliCheckpointOf(int n)
    {
        const QString path = m_folder.filePath("of-" + QString::number(n));
        runCli({"count", QString::number(n), "--checkpoint", path});
        return contents(path);
    }

    QTemporaryDir m_folder;
};

NQ_TEST_GUILESS_MAIN(TestCliCheckpoint)
#include "tst_clicheckpoint.moc"
