#include "cliprocess.h"
#include "testregistry.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using nq::testing::CliRun;
using nq::testing::runCli;

namespace checktracetest {

QString cli()
{
    return QStringLiteral(NQUEENS_CLI_PATH);
}

// nqueens-cli with `arguments`, `input` on its standard input.
CliRun runCliWithInput(const QStringList &arguments, const QByteArray &input)
{
    QProcess process;
    process.start(cli(), arguments);
    process.write(input);
    process.closeWriteChannel();
    return nq::testing::finishRun(process);
}

// A shell command line, its status and what it printed.
CliRun runShell(const QString &script)
{
    return nq::testing::runProgram(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script});
}

} // namespace checktracetest

using namespace checktracetest;

// Tests nqueens-cli check-trace as a course's autograder runs it: status 0 and one summary line
// when a trace holds, status 1 and the first violation as "line L: ..." when it does not, status
// 2 and one line on stderr for a bad command line or a trace that cannot be read; from a file,
// from standard input, and from nqueens-cli trace itself in every order, check and goal.
class TestCheckTrace : public QObject
{
    Q_OBJECT

private slots:
    // The built-in search's trace holds, piped from nqueens-cli trace: N=1..8, both orders, the
    // three checks, first and all. One shell runs the 96 pipelines and names those that fail.
    void theBuiltInTraceHolds()
    {
        const QString script =
            QStringLiteral("for n in 1 2 3 4 5 6 7 8; do for order in rows columns; do "
                           "for check in scan arrays bitmask; do for first in '' --first; do "
                           "out=$('%1' trace $n --order $order --check $check $first "
                           "| '%1' check-trace $n $first); status=$?; "
                           "case \"$status $out\" in '0 holds: '*) ;; "
                           "*) echo \"trace $n $order $check $first: $status $out\";; esac; "
                           "done; done; done; done")
                .arg(cli());
        const CliRun run = runShell(script);
        QCOMPARE(run.status, 0);
        QCOMPARE(run.out, QByteArray());
        QCOMPARE(run.err, QByteArray());
    }

    void printsOneLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("out");
        QTest::newRow("holds")
            << QStringList {"check-trace", "4"}
            << QByteArray("place 0 1\nplace 1 3\nplace 2 0\nplace 3 2\nsolution 1\n"
                          "remove 3 2\nremove 2 0\nremove 1 3\nremove 0 1\n"
                          "place 0 2\nplace 1 0\nplace 2 3\nplace 3 1\nsolution 2\ndone\n")
            << 0
            << QByteArray("holds: 15 events in 15 lines, 2 of 2 solutions, row order; tries not "
                          "reported, places 8 (\u00d70.50 the reference)\n");
        QTest::newRow("the program's own output")
            << QStringList {"check-trace", "1", "-"}
            << QByteArray("N=1\nplace 0 0\nsolution\nQ\nremove 0 0\nbacktrack 0\ndone\n") << 0
            << QByteArray("holds: 5 events in 7 lines (2 of the program's own output), 1 of 1 "
                          "solution; tries not reported, places 1 (\u00d71.00 the reference)\n");
        QTest::newRow("first asked")
            << QStringList {"check-trace", "4", "--first"}
            << QByteArray("place 0 1\r\nplace 1 3\r\nplace 2 0\r\nplace 3 2\r\nsolution") << 0
            << QByteArray("holds: 5 events in 5 lines, 1 solution (first asked), row order; tries "
                          "not reported, places 4 (\u00d70.50 the reference)\n");
        QTest::newRow("attacked")
            << QStringList {"check-trace", "8"}
            << QByteArray("Searching...\nplace 0 0\nplace 1 1\n") << 1
            << QByteArray("line 3: 'place 1 1': the queen on row 0, column 0 attacks that square "
                          "along a diagonal\n");
        QTest::newRow("malformed")
            << QStringList {"check-trace", "8"} << QByteArray("place 0 0\n@nq place 3\n") << 1
            << QByteArray("line 2: malformed event 'place 3': the column is missing (place r c)\n");
        QTest::newRow("missed")
            << QStringList {"check-trace", "4"}
            << QByteArray("place 0 1\nplace 1 3\nplace 2 0\nplace 3 2\nsolution 1\ndone\n") << 1
            << QByteArray("line 6: the trace ends with 1 of the 2 solutions; 1 is missing, the "
                          "first [2, 0, 3, 1]. Your program never placed its queen on row 0, "
                          "column 2.\n");
        // The missed solution explained as the window's headline explains it: the most of its
        // queens the program held together (none other), and the first it never placed with
        // them.
        QTest::newRow("missed, one queen held")
            << QStringList {"check-trace", "4"}
            << QByteArray("place 0 2\nremove 0 2\nplace 0 1\nplace 1 3\nplace 2 0\nplace 3 2\n"
                          "solution 1\ndone\n")
            << 1
            << QByteArray("line 8: the trace ends with 1 of the 2 solutions; 1 is missing, the "
                          "first [2, 0, 3, 1]. Your program held only 1 of its queens, and never "
                          "placed its queen on row 1, column 0 with it.\n");
        QTest::newRow("missed, three queens held")
            << QStringList {"check-trace", "4"}
            << QByteArray("place 0 2\nplace 1 0\nplace 2 3\nremove 2 3\nremove 1 0\nremove 0 2\n"
                          "place 0 1\nplace 1 3\nplace 2 0\nplace 3 2\nsolution 1\ndone\n")
            << 1
            << QByteArray("line 12: the trace ends with 1 of the 2 solutions; 1 is missing, the "
                          "first [2, 0, 3, 1]. Your program held at most 3 of its queens together, "
                          "and never placed its queen on row 3, column 1 with them.\n");
        QTest::newRow("missed in column order")
            << QStringList {"check-trace", "4"}
            << QByteArray("place 1 0\nplace 3 1\nplace 0 2\nplace 2 3\nsolution 1\ndone\n") << 1
            << QByteArray("line 6: the trace ends with 1 of the 2 solutions; 1 is missing, the "
                          "first [1, 3, 0, 2]. Your program never placed its queen on row 2, "
                          "column 0.\n");
        QTest::newRow("nothing") << QStringList {"check-trace", "4"} << QByteArray() << 1
                                 << QByteArray(
                                        "the trace is empty: the trace ends with 0 of the 2 "
                                        "solutions; 2 are missing, the first [1, 3, 0, 2]. Your "
                                        "program never placed its queen on row 0, column 1.\n");
        QTest::newRow("control characters escaped")
            << QStringList {"check-trace", "4"} << QByteArray("@nq remove 0 0\x1b[2J\n") << 1
            << QByteArray("line 1: malformed event 'remove 0 0\\x1b[2J': the column '0\\x1b[2J' is "
                          "not a whole number from 0 to 3\n");
    }
    void printsOneLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, input);
        QFETCH(int, status);
        QFETCH(QByteArray, out);
        const CliRun run = runCliWithInput(arguments, input);
        QCOMPARE(run.out, out);
        QCOMPARE(run.status, status);
        QCOMPARE(run.err, QByteArray());
    }

    // A file, standard input as '-' and standard input by default read the same.
    void readsAFileOrStandardInput()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("trace.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QByteArray trace = runCli({"trace", "6", "--check", "scan"}).out;
        file.write(trace + "place 0 0\nplace 0 0\n");
        file.close();
        const CliRun fromFile = runCli({"check-trace", "6", path});
        QCOMPARE(fromFile.status, 1);
        const QByteArray expected = "line " + QByteArray::number(trace.count('\n') + 2)
                                    + ": 'place 0 0': a queen already stands on row 0, column 0\n";
        QCOMPARE(fromFile.out, expected);
        QCOMPARE(runCliWithInput({"check-trace", "6", "-"}, trace + "place 0 0\nplace 0 0\n").out,
                 expected);
        QCOMPARE(runCliWithInput({"check-trace", "6"}, trace + "place 0 0\nplace 0 0\n").out,
                 expected);
    }

    // A program that stops at its first solution when asked for all is caught at any N up to
    // 27, however short its trace beside the search (N=15: not searched again, the count is
    // known); a trace that finds all of a small N still holds.
    void theCountIsComparedForEveryKnownN()
    {
        const CliRun first = runShell(
            QStringLiteral("'%1' trace 15 --first | '%1' check-trace 15").arg(cli()));
        QCOMPARE(first.status, 1);
        QVERIFY2(first.out.endsWith(": the trace ends with 1 of the 2279184 solutions; 2279183 are "
                                    "missing (too many to search for which)\n"),
                 first.out.constData());
        const CliRun asked = runShell(
            QStringLiteral("'%1' trace 15 --first | '%1' check-trace 15 --first").arg(cli()));
        QCOMPARE(asked.status, 0);
        QVERIFY2(asked.out.contains("1 solution (first asked)"), asked.out.constData());
        const CliRun none = runCliWithInput({"check-trace", "27"}, "place 0 0\nremove 0 0\n");
        QCOMPARE(none.status, 1);
        QVERIFY2(none.out.startsWith("line 2: the trace ends with 0 of the 234907967154122528 "),
                 none.out.constData());
        const CliRun unknown = runCliWithInput({"check-trace", "28"}, "place 0 0\nremove 0 0\n");
        QCOMPARE(unknown.status, 0);
        QVERIFY2(unknown.out.contains("N=28 has no known count of solutions"),
                 unknown.out.constData());
    }

    // The first violation ends the reading: a program printing for ever is not waited for.
    void stopsAtTheFirstViolation()
    {
        const CliRun run = runShell(
            QStringLiteral("yes 'place 0 0' | '%1' check-trace 8").arg(cli()));
        QCOMPARE(run.status, 1);
        QCOMPARE(run.out, QByteArray("line 2: 'place 0 0': a queen already stands on row 0, "
                                     "column 0\n"));
    }

    void refusesABadRequest_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("mentions");
        QTest::newRow("no N") << QStringList {"check-trace"} << QByteArray("missing board size N");
        QTest::newRow("N 0") << QStringList {"check-trace", "0"} << QByteArray("from 1 to 32");
        QTest::newRow("two files") << QStringList {"check-trace", "8", "a", "b"}
                                   << QByteArray("one board size N and one FILE");
        QTest::newRow("option of trace")
            << QStringList {"check-trace", "8", "--order", "rows"} << QByteArray("unknown option");
        QTest::newRow("empty file name")
            << QStringList {"check-trace", "8", ""} << QByteArray("FILE must be a file name");
        QTest::newRow("missing file")
            << QStringList {"check-trace", "8", "/nonexistent/trace.txt"}
            << QByteArray("the trace '/nonexistent/trace.txt' cannot be read: No such file");
        QTest::newRow("folder") << QStringList {"check-trace", "8", "/"}
                                << QByteArray("cannot be read: it is a folder");
        QTest::newRow("device") << QStringList {"check-trace", "8", "/dev/zero"}
                                << QByteArray("cannot be read: it is a device");
    }
    void refusesABadRequest()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, mentions);
        const CliRun run = runCli(arguments);
        QCOMPARE(run.status, 2);
        QCOMPARE(run.out, QByteArray());
        QVERIFY2(run.err.startsWith("nqueens-cli: ") && run.err.count('\n') == 1,
                 run.err.constData());
        QVERIFY2(run.err.contains(mentions), run.err.constData());
    }

    // A FIFO given as the trace, or a process substitution (bash's <(...), a pipe under
    // /dev/fd), is read as standard input is: the program's trace as it is written. (It was
    // refused as "a FIFO".)
    void readsAFifoAsStandardInput()
    {
        QTemporaryDir folder;
        const QString fifo = folder.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const CliRun named = runShell(
            QStringLiteral("'%1' trace 6 > '%2' & '%1' check-trace 6 '%2'; status=$?; wait; "
                           "exit $status")
                .arg(cli(), fifo));
        QCOMPARE(named.status, 0);
        QVERIFY2(named.out.startsWith("holds: ") && named.out.contains("4 of 4 solutions"),
                 named.out.constData());
        if (QFile::exists(QStringLiteral("/bin/bash"))) {
            QProcess bash;
            bash.start(
                QStringLiteral("/bin/bash"),
                {"-c", QStringLiteral("'%1' check-trace 6 <('%1' trace 6 --first)").arg(cli())});
            const CliRun substituted = nq::testing::finishRun(bash);
            QCOMPARE(substituted.status, 1); // all asked, the first given
            QVERIFY2(substituted.out.contains("1 of the 4 solutions"), substituted.out.constData());
        }
    }

    // A trace saved on Windows: a UTF-8 byte order mark (it made line 1 output, then "line 66:
    // no queen stands on row 0, column 0"), and UTF-16 with its mark (PowerShell 5's `>`; it
    // gave "0 of the 4 solutions") read as the same trace.
    void readsATraceSavedOnWindows()
    {
        const QByteArray trace = runCli({"trace", "6"}).out;
        QByteArray crlf = trace;
        crlf.replace("\n", "\r\n");
        QByteArray utf16 = "\xFF\xFE";
        for (const char c : std::as_const(crlf)) {
            utf16 += c;
            utf16 += '\0';
        }
        for (const QByteArray &bytes : {"\xEF\xBB\xBF" + trace, utf16}) {
            const CliRun run = runCliWithInput({"check-trace", "6"}, bytes);
            QVERIFY2(run.status == 0, run.out.constData());
            QVERIFY2(run.out.startsWith("holds: ") && run.out.contains("4 of 4 solutions"),
                     run.out.constData());
        }
    }

    // The one line that cannot be written is an error, as for every command.
    void anOutputThatCannotBeWritten()
    {
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("this system has no /dev/full");
        for (const QByteArray &input : {QByteArray("done\n"), QByteArray("place 9 9\n")}) {
            QProcess process;
            process.setStandardOutputFile(QStringLiteral("/dev/full"));
            process.start(cli(), {"check-trace", "2"});
            process.write(input);
            process.closeWriteChannel();
            QVERIFY(process.waitForFinished(60000));
            QCOMPARE(process.readAllStandardError(),
                     QByteArray("nqueens-cli: cannot write the output: No space left on device\n"));
            QCOMPARE(process.exitCode(), 1);
        }
    }
};

NQ_TEST_GUILESS_MAIN(TestCheckTrace)
#include "tst_checktrace.moc"
