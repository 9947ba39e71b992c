#include "cliprocess.h"
#include "testregistry.h"

#include <QProcess>
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
