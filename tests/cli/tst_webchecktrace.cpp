#include "cliprocess.h"
#include "nqueensweb.h"
#include "testregistry.h"
#include "tracefixtures.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <memory>
#include <string>

using nq::testing::CliRun;

namespace webchecktracetest {

// What `nqueens-cli check-trace <arguments> -` printed for `input`: its status, and its
// standard output then its standard error (the order the web page's answer gives them in).
CliRun checkedByTheCli(const QStringList &arguments, const QByteArray &input)
{
    QProcess process;
    process.start(QStringLiteral(NQUEENS_CLI_PATH), arguments);
    process.write(input);
    process.closeWriteChannel();
    return nq::testing::finishRun(process);
}

struct ModuleAnswer
{
    int status = -1;
    QByteArray output;
};

ModuleAnswer checkedByTheModule(const QByteArray &input, double length, int n, bool first)
{
    const QJsonObject answer = QJsonDocument::fromJson(
                                   QByteArray(nqw_check_trace(input.constData(), length, n,
                                                              first ? 1 : 0)))
                                   .object();
    return {answer[QLatin1String("status")].toInt(-1),
            answer[QLatin1String("output")].toString().toUtf8()};
}

QByteArray linesOf(const std::vector<std::string> &lines)
{
    return QByteArray::fromStdString(nq::test::joinLines(lines));
}

QByteArray builtInTrace(int n, nq::Order order, nq::Check check, nq::Goal goal)
{
    return linesOf(nq::test::traceLines({n, order, check, goal}));
}

} // namespace webchecktracetest

using namespace webchecktracetest;

// Tests the web page's check of a trace (nqw_check_trace, core/web) against nqueens-cli
// check-trace itself, which runs here on the same text: the same status and the same bytes, for
// a trace that holds, for buggy ones, a trace of another N, bytes that are not text, Windows'
// encodings and a bad board size; and the trace too big for the page, refused with its limit.
class TestWebCheckTrace : public QObject
{
    Q_OBJECT

private slots:
    void printsWhatTheCliPrints_data()
    {
        using namespace nq;
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("first");
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("holds: N=6 rows scan all")
            << 6 << false << builtInTrace(6, Order::Rows, Check::Scan, Goal::All);
        QTest::newRow("holds: N=7 columns bitmask, first")
            << 7 << true << builtInTrace(7, Order::Columns, Check::Bitmask, Goal::First);
        QTest::newRow("holds, with the program's own output")
            << 1 << false
            << QByteArray("N=1\nplace 0 0\nsolution\nQ\nremove 0 0\nbacktrack 0\ndone\n");
        // Three programs with bugs: a conflict ignored (a queen placed on an attacked square),
        // a solution reported twice, solutions missed (the search stops early).
        QTest::newRow("buggy: a conflict ignored")
            << 6 << false << linesOf(nq::test::ignoredConflictTrace(6));
        {
            std::vector<std::string> lines = nq::test::traceLines(
                {6, Order::Rows, Check::Arrays, Goal::All});
            const std::uint64_t at = nq::test::lineStarting(lines, "solution ");
            lines.insert(lines.begin() + std::ptrdiff_t(at), lines[at - 1]);
            QTest::newRow("buggy: a solution reported twice") << 6 << false << linesOf(lines);
        }
        {
            std::vector<std::string> lines = nq::test::traceLines(
                {6, Order::Rows, Check::Scan, Goal::All});
            lines.resize(std::size_t(nq::test::lineStarting(lines, "solution 3")));
            QTest::newRow("buggy: solutions missed") << 6 << false << linesOf(lines);
        }
        QTest::newRow("buggy: a malformed event")
            << 8 << false << QByteArray("place 0 0\n@nq place 3\n");
        QTest::newRow("a trace of another N")
            << 6 << false << builtInTrace(8, Order::Rows, Check::Scan, Goal::All);
        QByteArray binary;
        for (int i = 0; i < 3000; ++i)
            binary.append(char((i * 37 + 11) % 256));
        QTest::newRow("not text") << 6 << false << binary;
        QTest::newRow("nothing") << 4 << false << QByteArray();
        QTest::newRow("control characters") << 4 << false << QByteArray("@nq remove 0 0\x1b[2J\n");
        QByteArray utf16("\xff\xfe", 2);
        for (const char c : builtInTrace(4, Order::Rows, Check::Scan, Goal::All)) {
            utf16.append(c);
            utf16.append('\0');
        }
        QTest::newRow("UTF-16 from Windows") << 4 << false << utf16;
        QTest::newRow("CRLF, first") << 4 << true
                                     << QByteArray("place 0 1\r\nplace 1 3\r\nplace 2 0\r\n"
                                                   "place 3 2\r\nsolution");
    }
    void printsWhatTheCliPrints()
    {
        QFETCH(int, n);
        QFETCH(bool, first);
        QFETCH(QByteArray, input);
        QStringList arguments {QStringLiteral("check-trace"), QString::number(n)};
        if (first)
            arguments << QStringLiteral("--first");
        arguments << QStringLiteral("-");
        const CliRun cli = checkedByTheCli(arguments, input);
        QVERIFY(cli.status == 0 || cli.status == 1);
        const ModuleAnswer module = checkedByTheModule(input, double(input.size()), n, first);
        QCOMPARE(module.output, cli.out + cli.err);
        QCOMPARE(module.status, cli.status);
    }

    // A board size the CLI refuses, the module refuses in the CLI's words.
    void refusesABoardSizeAsTheCliDoes()
    {
        for (const int n : {0, 33, -1}) {
            const CliRun cli = checkedByTheCli(
                {QStringLiteral("check-trace"), QString::number(n), QStringLiteral("-")},
                QByteArray("place 0 0\n"));
            const ModuleAnswer module = checkedByTheModule("place 0 0\n", 10, n, false);
            if (n >= 0) { // "-1" is an option to the CLI: its refusal names the option
                QCOMPARE(module.output, cli.out + cli.err);
            } else {
                QVERIFY(module.output.startsWith("nqueens-cli: N must be a whole number"));
            }
            QCOMPARE(module.status, 2);
            QCOMPARE(cli.status, 2);
        }
    }

    // A trace longer than the page holds is refused at once, its limit said, without reading it:
    // the length alone (the page could not even hold the text), or the text itself.
    void refusesATraceTooBigForThePage()
    {
        const double limit = nqw_max_trace_bytes();
        QCOMPARE(limit, double(256 << 20));
        const ModuleAnswer withoutText = checkedByTheModule(QByteArray(), limit + 1, 8, false);
        QCOMPARE(withoutText.status, 2);
        QCOMPARE(withoutText.output,
                 QByteArray("the trace is 268,435,457 bytes, more than the 268,435,456 bytes "
                            "(256 MiB) this page can hold: check it with nqueens-cli "
                            "check-trace, which reads a trace of any length\n"));
        // The text itself, one byte over: memory the system maps lazily, never touched.
        const auto big = std::make_unique_for_overwrite<char[]>(std::size_t(limit) + 1);
        const QJsonObject answer = QJsonDocument::fromJson(
                                       QByteArray(nqw_check_trace(big.get(), limit + 1, 8, 0)))
                                       .object();
        QCOMPARE(answer[QLatin1String("status")].toInt(), 2);
        QCOMPARE(answer[QLatin1String("output")].toString().toUtf8(), withoutText.output);
    }
};

NQ_TEST_APPLESS_MAIN(TestWebCheckTrace)
#include "tst_webchecktrace.moc"
