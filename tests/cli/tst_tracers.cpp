#include "cliprocess.h"
#include "testregistry.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using nq::testing::CliRun;

namespace tracerstest {

QString tracers()
{
    return QStringLiteral(NQUEENS_TRACERS_DIR);
}

// Runs `program` for N=1..8 in both orders, each into check-trace N in a pipeline of one
// shell, and returns the pipelines that did not hold ("" when all did). `program` is a shell
// command to which N and the order are appended.
QByteArray pipelinesThatFail(const QString &program)
{
    const QString script = QStringLiteral(
                               "for n in 1 2 3 4 5 6 7 8; do for order in rows columns; do "
                               "out=$(%1 $n $order | '%2' check-trace $n); status=$?; "
                               "case \"$status $out\" in '0 holds: '*) ;; "
                               "*) echo \"N=$n $order: $status $out\";; esac; done; done")
                               .arg(program, QStringLiteral(NQUEENS_CLI_PATH));
    const CliRun run = nq::testing::runProgram(QStringLiteral("/bin/sh"),
                                               {QStringLiteral("-c"), script});
    return run.out + run.err + (run.status == 0 ? QByteArray() : QByteArray("shell failed"));
}

QString quoted(const QString &path)
{
    return QLatin1Char('\'') + path + QLatin1Char('\'');
}

// What one helper's program wrote: its standard output and, with NQTRACE_FILE set, that file.
struct Written
{
    QByteArray out;
    QByteArray file;
    int status = -1;
};

// Runs `program` with NQTRACE_HELPERS naming the helpers' folder, and NQTRACE_FILE naming
// `traceFile` unless it is empty.
Written runWith(const QString &program, const QStringList &arguments, const QString &traceFile)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("NQTRACE_HELPERS"), tracers());
    environment.remove(QStringLiteral("NQTRACE_FILE"));
    if (!traceFile.isEmpty())
        environment.insert(QStringLiteral("NQTRACE_FILE"), traceFile);
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    const CliRun run = nq::testing::finishRun(process);
    Written written;
    written.out = run.out;
    written.status = run.status;
    QFile file(traceFile);
    if (!traceFile.isEmpty() && file.open(QIODevice::ReadOnly))
        written.file = file.readAll();
    return written;
}

} // namespace tracerstest

using namespace tracerstest;

// Tests the helpers a student copies next to a program (resources/tracers: nqtrace.py,
// nqtrace.h, NQTrace.java) through their examples, the source texts' programs instrumented
// with them: their traces hold for N=1..8 in both orders, and the buggy one is caught on the
// line of its first wrong queen.
class TestTracers : public QObject
{
    Q_OBJECT

private slots:
    void thePythonExampleHolds()
    {
#ifdef NQUEENS_PYTHON
        QCOMPARE(pipelinesThatFail(quoted(QStringLiteral(NQUEENS_PYTHON)) + QLatin1Char(' ')
                                   + quoted(tracers() + QStringLiteral("/examples/queens.py"))),
                 QByteArray());
#else
        QSKIP("no python3 was found when the build was configured");
#endif
    }

    void theBuggyExampleIsCaught()
    {
#ifdef NQUEENS_PYTHON
        // Unbuffered too (PYTHONUNBUFFERED): its last print() then meets the closed pipe.
        const QString script = QStringLiteral("PYTHONUNBUFFERED=1 %1 %2 4 | '%3' check-trace 4")
                                   .arg(quoted(QStringLiteral(NQUEENS_PYTHON)),
                                        quoted(tracers()
                                               + QStringLiteral("/examples/queens_bug.py")),
                                        QStringLiteral(NQUEENS_CLI_PATH));
        const CliRun run = nq::testing::runProgram(QStringLiteral("/bin/sh"),
                                                   {QStringLiteral("-c"), script});
        QCOMPARE(run.status, 1);
        QCOMPARE(run.out, QByteArray("line 12: 'place 2 1': the queen on row 1, column 2 attacks "
                                     "that square along an anti-diagonal\n"));
        QCOMPARE(run.err, QByteArray()); // the program ends quietly when the checker stops reading
#else
        QSKIP("no python3 was found when the build was configured");
#endif
    }

    void theCppExampleHolds()
    {
        QCOMPARE(pipelinesThatFail(quoted(QStringLiteral(NQUEENS_TRACER_QUEENS))), QByteArray());
    }

    void theJavaExampleHolds()
    {
#ifdef NQUEENS_JAVA
        // Starting the JVM is most of the time: one compiler tier, one collector thread.
        QCOMPARE(pipelinesThatFail(
                     quoted(QStringLiteral(NQUEENS_JAVA)) + QStringLiteral(" -cp ")
                     + quoted(QStringLiteral(NQUEENS_JAVA_CLASSES))
                     + QStringLiteral(
                         " -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData Queens")),
                 QByteArray());
#else
        QSKIP("no JDK (javac) was found when the build was configured");
#endif
    }

    // One program's calls (tests/cli/programs: calls.py, calls.c, Calls.java), every kind of
    // event with the arguments students pass (solution() and solution(0), a negative number, a
    // conflict naming its queen without the line), write the same trace through the three
    // helpers, on standard output among the program's own lines and into NQTRACE_FILE's file.
    void theHelpersWriteTheSameTrace()
    {
#if defined(NQUEENS_PYTHON) && defined(NQUEENS_C_COMPILER) && defined(NQUEENS_JAVA)
        const QString programs = QStringLiteral(NQUEENS_TEST_PROGRAMS_DIR);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString cProgram = dir.filePath(QStringLiteral("calls"));
        const CliRun compiled = nq::testing::runProgram(
            QStringLiteral(NQUEENS_C_COMPILER),
            {"-std=c99", "-Wall", "-Wextra", "-Werror", QStringLiteral("-I") + tracers(),
             programs + QStringLiteral("/calls.c"), "-o", cProgram});
        QCOMPARE(compiled.err, QByteArray());
        const QString java = QStringLiteral(NQUEENS_JAVA);
        const QStringList javaArguments {"-cp",
                                         QStringLiteral(NQUEENS_JAVA_CLASSES),
                                         "-XX:TieredStopAtLevel=1",
                                         "-XX:+UseSerialGC",
                                         "-XX:-UsePerfData",
                                         "Calls"};
        const QString python = QStringLiteral(NQUEENS_PYTHON);
        const QStringList pythonArguments {programs + QStringLiteral("/calls.py")};

        const Written py = runWith(python, pythonArguments, {});
        const Written c = runWith(cProgram, {}, {});
        const Written j = runWith(java, javaArguments, {});
        QCOMPARE(py.status, 0);
        QCOMPARE(c.out, py.out);
        QCOMPARE(j.out, py.out);
        QVERIFY(py.out.contains("\n@nq solution\n@nq solution\n@nq solution 3\n@nq solution\n"));
        QVERIFY(py.out.contains("\n@nq conflict 1 2 queen 0 0\n"));

        // NQTRACE_FILE: the events alone in the file, the program's own lines alone on
        // standard output.
        QByteArray events;
        QByteArray own;
        for (const QByteArray &line : py.out.split('\n')) {
            if (line.isEmpty())
                continue;
            (line.startsWith("@nq ") ? events : own) += line + '\n';
        }
        const QString file = dir.filePath(QStringLiteral("calls.trace"));
        for (const Written &w : {runWith(python, pythonArguments, file),
                                 runWith(cProgram, {}, file), runWith(java, javaArguments, file)}) {
            QCOMPARE(w.status, 0);
            QCOMPARE(w.file, events);
            QCOMPARE(w.out, own);
        }
#else
        QSKIP("python3, a C compiler and a JDK are needed");
#endif
    }

    // Programs written the way students write them (tests/programs: a prompt for N without a
    // newline, their own prints that start with events' words, "backtrack from row 5",
    // "solution found: [...]", solutions counted from 0) hold: N given at the prompt through a
    // pipe, their trace on standard output among the prints; and with NQTRACE_FILE, the trace
    // in its own file. Each was failed before ("malformed event 'backtrack from row 0'", and
    // the prompt ate the first event).
    void theStudentProgramsHold()
    {
#if defined(NQUEENS_PYTHON) && defined(NQUEENS_C_COMPILER) && defined(NQUEENS_JAVA)
        const QString programs = QStringLiteral(NQUEENS_TEST_PROGRAMS_DIR);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString cProgram = dir.filePath(QStringLiteral("student"));
        const CliRun compiled = nq::testing::runProgram(
            QStringLiteral(NQUEENS_C_COMPILER),
            {"-std=c99", "-Wall", "-Wextra", "-Werror", QStringLiteral("-I") + tracers(),
             programs + QStringLiteral("/student_queens.c"), "-o", cProgram});
        QCOMPARE(compiled.err, QByteArray());
        const QString java = quoted(QStringLiteral(NQUEENS_JAVA)) + QStringLiteral(" -cp ")
                             + quoted(QStringLiteral(NQUEENS_JAVA_CLASSES))
                             + QStringLiteral(" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC "
                                              "-XX:-UsePerfData StudentQueens");
        const QString python = quoted(QStringLiteral(NQUEENS_PYTHON)) + QLatin1Char(' ')
                               + quoted(programs + QStringLiteral("/student_queens.py"));
        // Each program with the sizes it is run for, one shell naming the runs that fail.
        const QString script =
            QStringLiteral(
                "export NQTRACE_HELPERS=%1; "
                "py() { %2 \"$@\"; }; c() { %3 \"$@\"; }; java() { %4 \"$@\"; }; "
                "check() { case \"$2\" in 'holds: '*) ;; *) echo \"$1: $2\";; esac; }; "
                "for run in 'py 1 2 4 5 6' 'c 1 4 6' 'java 4 6'; do set -- $run; prog=$1; shift; "
                "for n in \"$@\"; do "
                "check \"$prog N=$n piped\" \"$(echo $n | $prog | '%5' check-trace $n)\"; "
                "NQTRACE_FILE=%6 $prog $n > /dev/null; "
                "check \"$prog N=$n file\" \"$('%5' check-trace $n %6)\"; "
                "done; done")
                .arg(quoted(tracers()), python, quoted(cProgram), java,
                     QStringLiteral(NQUEENS_CLI_PATH), quoted(dir.filePath(QStringLiteral("t"))));
        const CliRun run = nq::testing::runProgram(QStringLiteral("/bin/sh"),
                                                   {QStringLiteral("-c"), script});
        QCOMPARE(run.err, QByteArray());
        QCOMPARE(run.out, QByteArray());
        QCOMPARE(run.status, 0);
#else
        QSKIP("python3, a C compiler and a JDK are needed");
#endif
    }

    // One header for C and C++: it compiles as C99 without a warning.
    void theHeaderIsC()
    {
#ifdef NQUEENS_C_COMPILER
        const CliRun run = nq::testing::runProgram(QStringLiteral(NQUEENS_C_COMPILER),
                                                   {"-std=c99", "-Wall", "-Wextra", "-Wpedantic",
                                                    "-Werror", "-fsyntax-only", "-x", "c",
                                                    tracers() + QStringLiteral("/nqtrace.h")});
        QCOMPARE(run.err, QByteArray());
        QCOMPARE(run.status, 0);
#else
        QSKIP("no C compiler was found when the build was configured");
#endif
    }
};

NQ_TEST_GUILESS_MAIN(TestTracers)
#include "tst_tracers.moc"
