#include "cliprocess.h"
#include "knowncounts.h"
#include "testregistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using nq::testing::CliRun;

using nq::testing::runCli;

// A copy of nqueens-cli alone in `folder` (a package's /usr/bin without nqueens-cli-mpi).
QString copyOfTheCli(const QTemporaryDir &folder)
{
    const QString copy = folder.filePath(QStringLiteral("nqueens-cli"));
    if (!QFile::copy(QStringLiteral(NQUEENS_CLI_PATH), copy))
        return {};
    return copy;
}

// A stand-in for nqueens-cli-mpi beside it: a shell script that prints its arguments, one a
// line, the variable NQ_HANDOVER and its process id, and ends with status 7.
bool writeStandIn(const QTemporaryDir &folder, QFileDevice::Permissions permissions)
{
    QFile script(folder.filePath(QStringLiteral("nqueens-cli-mpi")));
    if (!script.open(QIODevice::WriteOnly))
        return false;
    script.write("#!/bin/sh\nprintf '%s\\n' \"$@\"\necho \"env $NQ_HANDOVER\"\necho \"pid $$\"\n"
                 "exit 7\n");
    script.close();
    return script.setPermissions(permissions);
}

} // namespace

// Tests nqueens-cli as a user runs it: exact outputs and refusals, through QProcess.
class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void count_data()
    {
        QTest::addColumn<int>("n");
        for (int n : {1, 2, 3, 4, 5, 8, 10, 12})
            QTest::newRow(QByteArray::number(n).constData()) << n;
    }
    void count()
    {
        QFETCH(int, n);
        const CliRun run = runCli({"count", QString::number(n)});
        QCOMPARE(run.status, 0);
        QCOMPARE(run.out, QByteArray("solutions: " + QByteArray::number(nq::known::kSolutions[n])
                                     + "\nfundamental: "
                                     + QByteArray::number(nq::known::kFundamental[n]) + "\n"));
        QVERIFY(run.err.isEmpty());
    }

    void countWithThreads()
    {
        const CliRun run = runCli({"count", "11", "--threads", "1"});
        QCOMPARE(run.out, QByteArray("solutions: 2680\nfundamental: 341\n"));
        QCOMPARE(runCli({"count", "11", "--threads=3"}).out, run.out);
    }

    void solveShapes_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("array") << QStringList {"solve", "4"}
                               << QByteArray("[1, 3, 0, 2]\n[2, 0, 3, 1]\n");
        QTest::newRow("leetcode")
            << QStringList {"solve", "4", "--format", "leetcode"}
            << QByteArray(R"([[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]])"
                          "\n");
        QTest::newRow("dots") << QStringList {"solve", "4", "--format=dots"}
                              << QByteArray(".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n");
        QTest::newRow("grid") << QStringList {"solve", "4", "--format", "grid", "--first"}
                              << QByteArray("_ Q _ _\n_ _ _ Q\nQ _ _ _\n_ _ Q _\n");
        QTest::newRow("matrix") << QStringList {"solve", "4", "--limit", "1", "--format", "matrix"}
                                << QByteArray("0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0\n");
        QTest::newRow("numbered") << QStringList {"solve", "4", "--format", "numbered"}
                                  << QByteArray("Board 1\n. Q . .\n. . . Q\nQ . . .\n. . Q .\n\n"
                                                "Board 2\n. . Q .\nQ . . .\n. . . Q\n. Q . .\n");
        QTest::newRow("first of 8")
            << QStringList {"solve", "8", "--first"} << QByteArray("[0, 4, 7, 5, 2, 6, 1, 3]\n");
        QTest::newRow("first of 8 by columns")
            << QStringList {"solve", "8", "--first", "--order", "columns"}
            << QByteArray("[0, 6, 4, 7, 1, 3, 5, 2]\n");
        QTest::newRow("none for 3") << QStringList {"solve", "3"} << QByteArray();
        QTest::newRow("leetcode none for 2")
            << QStringList {"solve", "2", "--format", "leetcode"} << QByteArray("[]\n");
        QTest::newRow("one") << QStringList {"solve", "1", "--format", "dots"} << QByteArray("Q\n");
        QTest::newRow("first of 20")
            << QStringList {"solve", "20", "--first"}
            << QByteArray(
                   "[0, 2, 4, 1, 3, 12, 14, 11, 17, 19, 16, 8, 15, 18, 7, 9, 6, 13, 5, 10]\n");
    }
    void solveShapes()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, expected);
        const CliRun run = runCli(arguments);
        QCOMPARE(run.status, 0);
        QCOMPARE(run.out, expected);
        QVERIFY(run.err.isEmpty());
    }

    void solveAllOfEight()
    {
        const CliRun run = runCli({"solve", "8"});
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 92);
        QCOMPARE(lines.first(), QByteArray("[0, 4, 7, 5, 2, 6, 1, 3]"));
        QCOMPARE(lines.last(), QByteArray("[7, 3, 0, 2, 5, 1, 6, 4]"));
        QStringList sorted;
        for (const QByteArray &line : lines)
            sorted << QString::fromLatin1(line);
        QStringList copy = sorted;
        copy.sort();
        QCOMPARE(sorted, copy); // row order finds them in lexicographic order
        copy.removeDuplicates();
        QCOMPARE(copy.size(), 92);
    }

    void solveFundamental()
    {
        const CliRun run = runCli({"solve", "8", "--fundamental"});
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 12);
        QCOMPARE(lines.first(), QByteArray("[0, 4, 7, 5, 2, 6, 1, 3]"));
        QCOMPARE(lines.at(1), QByteArray("[0, 5, 7, 2, 6, 3, 1, 4]"));
        const CliRun ten = runCli({"solve", "10", "--fundamental", "--format", "leetcode"});
        QCOMPARE(ten.out.count("[\""), 92);
    }

    void trace()
    {
        const CliRun run = runCli({"trace", "4", "--check", "scan"});
        QCOMPARE(run.status, 0);
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 154);
        QCOMPARE(lines.at(0), QByteArray("try 0 0"));
        QCOMPARE(lines.at(3), QByteArray("conflict 1 0 queen 0 0 column"));
        QCOMPARE(lines.at(11), QByteArray("conflict 2 1 queen 1 2 anti-diagonal"));
        QCOMPARE(lines.at(16), QByteArray("backtrack 2"));
        QCOMPARE(lines.at(60), QByteArray("solution 1"));
        QCOMPARE(lines.last(), QByteArray("done"));
    }

    void traceOptions()
    {
        const CliRun bitmask = runCli({"trace", "4", "--check", "bitmask", "--first"});
        QCOMPARE(
            bitmask.out,
            QByteArray("place 0 0\nplace 1 2\nbacktrack 2\nremove 1 2\nplace 1 3\nplace 2 1\n"
                       "backtrack 3\nremove 2 1\nbacktrack 2\nremove 1 3\nbacktrack 1\nremove 0 0\n"
                       "place 0 1\nplace 1 3\nplace 2 0\nplace 3 2\nsolution 1\ndone\n"));
        const CliRun limited = runCli({"trace", "8", "--limit", "5", "--order", "columns"});
        QCOMPARE(limited.out,
                 QByteArray("try 0 0\nplace 0 0\ntry 0 1\nconflict 0 1 queen 0 0 row\ntry 1 1\n"));
        const CliRun eight = runCli({"trace", "8"});
        const QByteArray all = eight.out;
        QCOMPARE(all.count("\nplace "), 2056);
        QCOMPARE(all.count("\nremove "), 2056);
        QCOMPARE(all.count("\nsolution "), 92);
    }

    void helpAndVersion()
    {
        const CliRun help = runCli({"--help"});
        QCOMPARE(help.status, 0);
        QVERIFY(help.out.contains("nqueens-cli count N"));
        QVERIFY(help.out.contains("trace N"));
        QVERIFY(help.out.contains("check-trace N [--first] [FILE | -]"));
        QCOMPARE(runCli({"solve", "--help"}).status, 0);
        const CliRun version = runCli({"--version"});
        QCOMPARE(version.status, 0);
        QVERIFY(version.out.startsWith("nqueens-cli "));
    }

    void malformedIsRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("mentions");
        QTest::newRow("nothing") << QStringList {} << QByteArray("missing command");
        QTest::newRow("unknown command")
            << QStringList {"play", "8"} << QByteArray("count, solve, trace or check-trace");
        QTest::newRow("missing N") << QStringList {"count"} << QByteArray("missing board size");
        QTest::newRow("N zero") << QStringList {"count", "0"} << QByteArray("from 1 to 32");
        QTest::newRow("N 33") << QStringList {"solve", "33"} << QByteArray("from 1 to 32");
        QTest::newRow("N negative") << QStringList {"trace", "-4"} << QByteArray("from 1 to 32");
        QTest::newRow("N word") << QStringList {"count", "eight"} << QByteArray("'eight'");
        QTest::newRow("N float") << QStringList {"count", "8.5"} << QByteArray("from 1 to 32");
        QTest::newRow("N huge") << QStringList {"count", "99999999999999999999999"}
                                << QByteArray("from 1 to 32");
        QTest::newRow("N with sign") << QStringList {"count", "+8"} << QByteArray("from 1 to 32");
        QTest::newRow("two Ns") << QStringList {"count", "8", "9"}
                                << QByteArray("unexpected argument");
        QTest::newRow("unknown option")
            << QStringList {"solve", "8", "--fast"} << QByteArray("unknown option");
        QTest::newRow("option of another command")
            << QStringList {"count", "8", "--first"} << QByteArray("allowed: --threads");
        QTest::newRow("check on solve")
            << QStringList {"solve", "8", "--check", "scan"} << QByteArray("unknown option");
        QTest::newRow("bad order")
            << QStringList {"solve", "8", "--order", "diagonal"} << QByteArray("rows or columns");
        QTest::newRow("missing order value")
            << QStringList {"solve", "8", "--order"} << QByteArray("needs a value");
        QTest::newRow("bad format")
            << QStringList {"solve", "8", "--format", "json"} << QByteArray("leetcode");
        QTest::newRow("bad check") << QStringList {"trace", "8", "--check", "magic"}
                                   << QByteArray("scan, arrays or bitmask");
        QTest::newRow("threads zero")
            << QStringList {"count", "8", "--threads", "0"} << QByteArray("--threads");
        QTest::newRow("threads word")
            << QStringList {"count", "8", "--threads", "many"} << QByteArray("--threads");
        QTest::newRow("threads missing")
            << QStringList {"count", "8", "--threads"} << QByteArray("needs a value");
        QTest::newRow("batch timeout without mpi")
            << QStringList {"count", "8", "--batch-timeout", "5"}
            << QByteArray("--batch-timeout needs --mpi");
        QTest::newRow("batch timeout too short")
            << QStringList {"count", "8", "--mpi", "--batch-timeout", "0.05"}
            << QByteArray("--batch-timeout must be a number of seconds from 0.1 to 86400");
        QTest::newRow("batch timeout 1e308")
            << QStringList {"count", "8", "--mpi", "--batch-timeout", "1e308"}
            << QByteArray("got '1e308'");
        QTest::newRow("batch timeout of 300 digits")
            << QStringList {"count", "8", "--mpi", "--batch-timeout", QString(300, '9')}
            << QByteArray("got '" + QByteArray(64, '9') + "...'");
        QTest::newRow("limit zero")
            << QStringList {"trace", "8", "--limit", "0"} << QByteArray("--limit");
        QTest::newRow("limit negative")
            << QStringList {"solve", "8", "--limit", "-3"} << QByteArray("--limit");
        QTest::newRow("flag with value")
            << QStringList {"solve", "8", "--first=yes"} << QByteArray("takes no value");
        QTest::newRow("duplicate option")
            << QStringList {"solve", "8", "--order", "rows", "--order", "columns"}
            << QByteArray("given twice");
        QTest::newRow("too big to list") << QStringList {"solve", "17"} << QByteArray("--limit");
        QTest::newRow("version with extra")
            << QStringList {"--version", "8"} << QByteArray("--version");
        QTest::newRow("single dash") << QStringList {"count", "-x"} << QByteArray("unknown option");
        QTest::newRow("empty argument") << QStringList {"count", ""} << QByteArray("from 1 to 32");
        QTest::newRow("empty order")
            << QStringList {"solve", "8", "--order="} << QByteArray("rows or columns");
        // What the user typed is echoed escaped: a right-to-left override or an escape sequence
        // must not act on the terminal, and a 100 KB value is cut short.
        QTest::newRow("right-to-left override in a value")
            << QStringList {"solve", "8", "--order", QString::fromUtf8("\u202erows")}
            << QByteArray("got '\\u202erows'");
        QTest::newRow("CSI in an option")
            << QStringList {"count", "8", QString::fromUtf8("--\x1b[2J\u009b0m")}
            << QByteArray("'--\\x1b[2J\\u009b0m'");
        QTest::newRow("100 KB value")
            << QStringList {"solve", "8", "--format", QString(100000, 'q')}
            << QByteArray("got '" + QByteArray(64, 'q') + "...'");
    }
    void malformedIsRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, mentions);
        const CliRun run = runCli(arguments);
        QCOMPARE(run.status, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.startsWith("nqueens-cli: "), run.err.constData());
        QVERIFY2(run.err.endsWith('\n') && run.err.count('\n') == 1, run.err.constData());
        QVERIFY2(run.err.contains(mentions), run.err.constData());
        QVERIFY2(run.err.size() < 400, run.err.constData());
        for (const char c : run.err.chopped(1)) // nothing a terminal would act on
            QVERIFY2(static_cast<unsigned char>(c) >= 0x20 && c != 0x7f, run.err.constData());
        QVERIFY(!run.err.contains("\xe2\x80\xae") && !run.err.contains("\xc2\x9b"));
    }

    void largeListWithLimitIsAllowed()
    {
        const CliRun run = runCli({"solve", "17", "--limit", "3"});
        QCOMPARE(run.status, 0);
        QCOMPARE(run.out.count('\n'), 3);
    }

    // A full disk is an error, never a truncated success: status 1 and one line naming the
    // reason, whether the output fails at once (small outputs, at the final flush) or after
    // the first 64 KiB buffer (solve 11 prints 93,800 bytes).
    void outputThatCannotBeWritten_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("count 8") << QStringList {"count", "8"};
        QTest::newRow("solve 4") << QStringList {"solve", "4"};
        QTest::newRow("solve 11") << QStringList {"solve", "11"};
        QTest::newRow("solve 10 leetcode") << QStringList {"solve", "10", "--format", "leetcode"};
        QTest::newRow("trace 8") << QStringList {"trace", "8"};
        QTest::newRow("--help") << QStringList {"--help"};
        QTest::newRow("--version") << QStringList {"--version"};
    }
    void outputThatCannotBeWritten()
    {
        if (!QFile::exists("/dev/full"))
            QSKIP("this system has no /dev/full");
        QFETCH(QStringList, arguments);
        QProcess process;
        process.setStandardOutputFile(QStringLiteral("/dev/full"));
        process.start(QStringLiteral(NQUEENS_CLI_PATH), arguments);
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.readAllStandardError(),
                 QByteArray("nqueens-cli: cannot write the output: No space left on device\n"));
        QCOMPARE(process.exitCode(), 1);
    }

    // nqueens-cli is built without Open MPI (the window's package does not depend on it): it
    // hands count --mpi to nqueens-cli-mpi from its own folder, which replaces it (the same
    // process, arguments and environment, so mpirun's reach the MPI program). Here a stand-in
    // shows what it is given, also when nqueens-cli is started through a link from elsewhere.
    void mpiIsHandedToTheProgramBeside_data()
    {
        QTest::addColumn<bool>("throughLink");
        QTest::newRow("started from its folder") << false;
        QTest::newRow("started through a link") << true;
    }
    void mpiIsHandedToTheProgramBeside()
    {
        QFETCH(bool, throughLink);
        QTemporaryDir folder;
        QTemporaryDir elsewhere;
        const QString cli = copyOfTheCli(folder);
        QVERIFY(!cli.isEmpty());
        QVERIFY(writeStandIn(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                         | QFileDevice::ExeOwner | QFileDevice::ReadGroup
                                         | QFileDevice::ExeGroup));
        QString started = cli;
        if (throughLink) {
            started = elsewhere.filePath(QStringLiteral("nqueens-cli"));
            QVERIFY(QFile::link(cli, started));
        }
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("NQ_HANDOVER"), QStringLiteral("kept"));
        process.setProcessEnvironment(environment);
        process.start(started, {"count", "9", "--mpi", "--threads=1", "--batch-timeout", "5"});
        QVERIFY(process.waitForStarted());
        const qint64 pid = process.processId();
        const CliRun run = nq::testing::finishRun(process);
        QCOMPARE(run.out, "count\n9\n--mpi\n--threads=1\n--batch-timeout\n5\nenv kept\npid "
                              + QByteArray::number(pid) + "\n");
        QCOMPARE(run.status, 7);
        QVERIFY(run.err.isEmpty());
    }

    // Without nqueens-cli-mpi beside it (the window's package alone), count --mpi says which
    // package it needs in one line, status 2, nothing on stdout; a count without --mpi is
    // not affected. One there that cannot be started is named with the reason.
    void mpiWithoutTheMpiProgramIsRefused()
    {
        QTemporaryDir folder;
        const QString cli = copyOfTheCli(folder);
        QVERIFY(!cli.isEmpty());
        const CliRun refused = nq::testing::runProgram(cli, {"count", "8", "--mpi"});
        QCOMPARE(refused.status, 2);
        QVERIFY(refused.out.isEmpty());
        QCOMPARE(refused.err, QByteArray("nqueens-cli: --mpi needs the package "
                                         "nqueens-visualizer-mpi (nqueens-cli-mpi is not "
                                         "installed)\n"));
        const CliRun counted = nq::testing::runProgram(cli, {"count", "8"});
        QCOMPARE(counted.status, 0);
        QCOMPARE(counted.out, nq::testing::countOutput(8));

        QVERIFY(writeStandIn(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        const CliRun notExecutable = nq::testing::runProgram(cli, {"count", "8", "--mpi"});
        QCOMPARE(notExecutable.status, 2);
        QVERIFY(notExecutable.out.isEmpty());
        // The folder as the kernel names it (/proc/self/exe), its links resolved.
        const QString standIn = QDir(QFileInfo(folder.path()).canonicalFilePath())
                                    .filePath(QStringLiteral("nqueens-cli-mpi"));
        QCOMPARE(notExecutable.err, "nqueens-cli: --mpi cannot start " + QFile::encodeName(standIn)
                                        + ": Permission denied\n");
    }

    // A reader that stops early (`| head`) ends the program quietly: nothing on stderr, by
    // SIGPIPE or, where SIGPIPE is ignored, by the write failing with EPIPE.
    void closedPipeEndsQuietly_data()
    {
        QTest::addColumn<QString>("prefix");
        QTest::newRow("SIGPIPE") << QString();
        QTest::newRow("EPIPE") << QStringLiteral("trap '' PIPE; ");
    }
    void closedPipeEndsQuietly()
    {
        QFETCH(QString, prefix);
        QProcess shell;
        shell.start(QStringLiteral("/bin/sh"),
                    {"-c", prefix
                               + QStringLiteral("'%1' solve 12 | head -c 20 > /dev/null; exit 0")
                                     .arg(QStringLiteral(NQUEENS_CLI_PATH))});
        QVERIFY(shell.waitForFinished(120000));
        QCOMPARE(shell.exitCode(), 0);
        QCOMPARE(shell.readAllStandardError(), QByteArray());
    }
};

NQ_TEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
