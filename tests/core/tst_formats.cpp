#include "formats.h"
#include "knowncounts.h"
#include "searchfixtures.h"
#include "solutionexport.h"
#include "solutionwriter.h"
#include "stepper.h"
#include "symmetryclassifier.h"
#include "testregistry.h"
#include "eventwriter.h"

#include <QTest>

#include <sstream>
#include <vector>

using namespace nq;
using nq::test::allSolutions;

Q_DECLARE_METATYPE(nq::Format)
Q_DECLARE_METATYPE(nq::Event)
Q_DECLARE_METATYPE(nq::ExportFormat)

namespace {
Placement four()
{
    Placement p(4);
    p.cols[0] = 1;
    p.cols[1] = 3;
    p.cols[2] = 0;
    p.cols[3] = 2;
    return p;
}

Event makeEvent(EventType type, int row = -1, int col = -1)
{
    Event e;
    e.type = type;
    e.row = std::int8_t(row);
    e.col = std::int8_t(col);
    return e;
}

Event conflict(int row, int col, int attackerRow, int attackerCol, Line line)
{
    Event e = makeEvent(EventType::Conflict, row, col);
    e.attackerRow = std::int8_t(attackerRow);
    e.attackerCol = std::int8_t(attackerCol);
    e.line = line;
    return e;
}

// The whole listing SolutionWriter joins, as nqueens-cli writes it.
QString listing(const std::vector<Placement> &solutions, Format format)
{
    SolutionWriter writer(format);
    std::string text = writer.opening();
    for (const Placement &solution : solutions)
        text += writer.next(solution, writer.written() + 1);
    return QString::fromStdString(text + writer.closing());
}

QStringList arraysOf(const std::vector<Placement> &solutions)
{
    QStringList arrays;
    for (const Placement &solution : solutions)
        arrays << QString::fromStdString(formatArray(solution));
    return arrays;
}
} // namespace

// Tests every output rule of the engine against exact text: the shapes of one solution, a
// listing's joining, the trace line of each event, the fundamental filter and the export.
class TestFormats : public QObject
{
    Q_OBJECT

private slots:
    void shapes_data()
    {
        QTest::addColumn<nq::Format>("format");
        QTest::addColumn<QString>("expected");
        QTest::newRow("array") << Format::Array << "[1, 3, 0, 2]\n";
        QTest::newRow("dots") << Format::Dots << ".Q..\n...Q\nQ...\n..Q.\n";
        QTest::newRow("grid") << Format::Grid << "_ Q _ _\n_ _ _ Q\nQ _ _ _\n_ _ Q _\n";
        QTest::newRow("matrix") << Format::Matrix << "0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0\n";
        QTest::newRow("numbered") << Format::Numbered
                                  << "Board 3\n. Q . .\n. . . Q\nQ . . .\n. . Q .\n";
        QTest::newRow("leetcode") << Format::LeetCode << R"([".Q..","...Q","Q...","..Q."])";
    }
    void shapes()
    {
        QFETCH(nq::Format, format);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(formatSolution(four(), format, 3)), expected);
    }

    void partialBoards()
    {
        Placement p(4);
        p.cols[0] = 2;
        QCOMPARE(QString::fromStdString(formatArray(p)), QStringLiteral("[2, -1, -1, -1]"));
        p.cols[1] = 0;
        QCOMPARE(QString::fromStdString(formatArray(p, "·")), QStringLiteral("[2, 0, ·, ·]"));
        p.cols[1] = -1;
        QCOMPARE(QString::fromStdString(formatBoard(p, 'Q', '.', "")),
                 QStringLiteral("..Q.\n....\n....\n....\n"));
    }

    void traceLines_data()
    {
        QTest::addColumn<nq::Event>("event");
        QTest::addColumn<QString>("expected");
        Event solution = makeEvent(EventType::Solution);
        solution.solution = 92;
        Event backtrack = makeEvent(EventType::Backtrack);
        backtrack.level = 3;
        Event firstLevel = makeEvent(EventType::Backtrack);
        firstLevel.level = 0;
        QTest::newRow("try") << makeEvent(EventType::Try, 0, 0) << "try 0 0";
        QTest::newRow("place") << makeEvent(EventType::Place, 1, 3) << "place 1 3";
        QTest::newRow("remove") << makeEvent(EventType::Remove, 31, 30) << "remove 31 30";
        QTest::newRow("conflict column")
            << conflict(1, 0, 0, 0, Line::Column) << "conflict 1 0 queen 0 0 column";
        QTest::newRow("conflict row")
            << conflict(0, 1, 0, 0, Line::Row) << "conflict 0 1 queen 0 0 row";
        QTest::newRow("conflict diagonal")
            << conflict(1, 1, 0, 0, Line::Diagonal) << "conflict 1 1 queen 0 0 diagonal";
        QTest::newRow("conflict anti-diagonal")
            << conflict(2, 1, 1, 2, Line::AntiDiagonal) << "conflict 2 1 queen 1 2 anti-diagonal";
        QTest::newRow("solution") << solution << "solution 92";
        QTest::newRow("backtrack") << backtrack << "backtrack 3";
        QTest::newRow("backtrack 0") << firstLevel << "backtrack 0";
        QTest::newRow("done") << makeEvent(EventType::Done) << "done";
    }
    void traceLines()
    {
        QFETCH(nq::Event, event);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(eventLine(event)), expected);
    }

    // The example of resources/doc/command-line.md: the first events of N=4 with the scanning check.
    void traceOfFour()
    {
        SearchOptions options;
        options.n = 4;
        options.check = Check::Scan;
        Stepper stepper(options);
        QStringList lines;
        for (int i = 0; i < 6; ++i)
            lines << QString::fromStdString(eventLine(stepper.next()));
        QCOMPARE(lines,
                 QStringList({"try 0 0", "place 0 0", "try 1 0", "conflict 1 0 queen 0 0 column",
                              "try 1 1", "conflict 1 1 queen 0 0 diagonal"}));
    }

    void listings_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<nq::Format>("format");
        QTest::addColumn<QString>("expected");
        QTest::newRow("leetcode 4")
            << 4 << Format::LeetCode
            << R"([[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]])"
               "\n";
        QTest::newRow("leetcode 1") << 1 << Format::LeetCode
                                    << R"([["Q"]])"
                                       "\n";
        QTest::newRow("leetcode none") << 3 << Format::LeetCode << "[]\n";
        QTest::newRow("array 4") << 4 << Format::Array << "[1, 3, 0, 2]\n[2, 0, 3, 1]\n";
        QTest::newRow("array none") << 2 << Format::Array << "";
        QTest::newRow("dots 4") << 4 << Format::Dots
                                << ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n";
        QTest::newRow("dots none") << 3 << Format::Dots << "";
        QTest::newRow("grid 1") << 1 << Format::Grid << "Q\n";
        QTest::newRow("matrix 4") << 4 << Format::Matrix
                                  << "0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0\n\n"
                                     "0 0 1 0\n1 0 0 0\n0 0 0 1\n0 1 0 0\n";
        QTest::newRow("numbered 4") << 4 << Format::Numbered
                                    << "Board 1\n. Q . .\n. . . Q\nQ . . .\n. . Q .\n\n"
                                       "Board 2\n. . Q .\nQ . . .\n. . . Q\n. Q . .\n";
    }
    void listings()
    {
        QFETCH(int, n);
        QFETCH(nq::Format, format);
        QFETCH(QString, expected);
        QCOMPARE(listing(allSolutions(n), format), expected);
    }

    void fundamentalFilter_data()
    {
        QTest::addColumn<int>("n");
        for (int n = 1; n <= 10; ++n)
            QTest::newRow(QByteArray::number(n).constData()) << n;
    }
    void fundamentalFilter()
    {
        QFETCH(int, n);
        for (Order order : {Order::Rows, Order::Columns}) {
            FundamentalFilter filter;
            std::vector<Placement> kept;
            for (const Placement &solution : allSolutions(n, order))
                if (filter.keeps(solution))
                    kept.push_back(solution);
            QCOMPARE(kept.size(), std::size_t(known::kFundamental[n]));
        }
    }

    // The first-found member of each class, in the order of the search.
    void fundamentalOfEight()
    {
        FundamentalFilter filter;
        std::vector<Placement> kept;
        for (const Placement &solution : allSolutions(8))
            if (filter.keeps(solution))
                kept.push_back(solution);
        QCOMPARE(arraysOf(kept),
                 QStringList({"[0, 4, 7, 5, 2, 6, 1, 3]", "[0, 5, 7, 2, 6, 3, 1, 4]",
                              "[1, 3, 5, 7, 2, 0, 6, 4]", "[1, 4, 6, 0, 2, 7, 5, 3]",
                              "[1, 4, 6, 3, 0, 7, 5, 2]", "[1, 5, 0, 6, 3, 7, 2, 4]",
                              "[1, 5, 7, 2, 0, 3, 6, 4]", "[1, 6, 2, 5, 7, 4, 0, 3]",
                              "[1, 6, 4, 7, 0, 3, 5, 2]", "[2, 4, 1, 7, 0, 6, 3, 5]",
                              "[2, 4, 7, 3, 0, 6, 1, 5]", "[2, 5, 1, 4, 7, 0, 6, 3]"}));
        QCOMPARE(
            listing({kept.front()}, Format::LeetCode),
            QStringLiteral(
                R"([["Q.......","....Q...",".......Q",".....Q..","..Q.....","......Q.",".Q......","...Q...."]])"
                "\n"));
    }

    void exports_data()
    {
        QTest::addColumn<nq::ExportFormat>("format");
        QTest::addColumn<QString>("expected");
        QTest::newRow("array") << ExportFormat::Array << "[1, 3, 0, 2]\n[2, 0, 3, 1]\n";
        QTest::newRow("dots") << ExportFormat::Dots
                              << ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n";
        QTest::newRow("numbered") << ExportFormat::Numbered
                                  << "Board 1\n. Q . .\n. . . Q\nQ . . .\n. . Q .\n\n"
                                     "Board 2\n. . Q .\nQ . . .\n. . . Q\n. Q . .\n";
        QTest::newRow("leetcode")
            << ExportFormat::LeetCode
            << R"([[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]])"
               "\n";
        QTest::newRow("csv") << ExportFormat::Csv
                             << "solution,class,row0,row1,row2,row3\n1,1,1,3,0,2\n2,1,2,0,3,1\n";
        QTest::newRow("json") << ExportFormat::Json
                              << "{\"n\": 4, \"solutions\": [\n  {\"number\": 1, \"class\": 1, "
                                 "\"cols\": [1, 3, 0, 2]},\n"
                                 "  {\"number\": 2, \"class\": 1, \"cols\": [2, 0, 3, 1]}\n]}\n";
    }
    void exports()
    {
        QFETCH(nq::ExportFormat, format);
        QFETCH(QString, expected);
        SolutionStore store(4);
        for (const Placement &solution : allSolutions(4))
            QVERIFY(store.append(solution, 0));
        std::ostringstream out;
        QVERIFY(SolutionExport::write(
                    out, store, store.size(), [](std::uint64_t k) { return k; }, format)
                == ExportOutcome::Written);
        QCOMPARE(QString::fromStdString(out.str()), expected);
    }

    // An empty list still makes a well-formed file.
    void emptyExports()
    {
        SolutionStore store(3);
        for (const auto &[format, expected] : std::vector<std::pair<ExportFormat, std::string>> {
                 {ExportFormat::Json, "{\"n\": 3, \"solutions\": []}\n"},
                 {ExportFormat::LeetCode, "[]\n"},
                 {ExportFormat::Csv, "solution,class,row0,row1,row2\n"},
                 {ExportFormat::Dots, ""}}) {
            std::ostringstream out;
            QVERIFY(SolutionExport::write(
                        out, store, 0, [](std::uint64_t k) { return k; }, format)
                    == ExportOutcome::Written);
            QCOMPARE(out.str(), expected);
        }
    }

    // A cancel or a failing stream stops the export at once, and says which it was.
    void exportStopsWhenCancelledOrTheStreamFails()
    {
        SolutionStore store(6);
        for (const Placement &solution : allSolutions(6))
            QVERIFY(store.append(solution, 0));
        const auto identity = [](std::uint64_t k) { return k; };
        std::uint64_t progressCalls = 0;
        const auto countProgress = [&](std::uint64_t) { ++progressCalls; };

        const std::atomic<bool> cancelled(true);
        std::ostringstream out;
        QVERIFY(SolutionExport::write(out, store, store.size(), identity, ExportFormat::Json,
                                      &cancelled, countProgress)
                == ExportOutcome::Cancelled);
        QCOMPARE(progressCalls, std::uint64_t(0));
        QCOMPARE(out.str(), std::string("{\"n\": 6, \"solutions\": ["));

        std::ostringstream failing;
        failing.setstate(std::ios::badbit);
        QVERIFY(SolutionExport::write(failing, store, store.size(), identity, ExportFormat::Csv,
                                      nullptr, countProgress)
                == ExportOutcome::StreamFailed);
        QCOMPARE(progressCalls, std::uint64_t(0));
    }

    void namesRoundTrip()
    {
        for (Format f : {Format::Array, Format::Dots, Format::Grid, Format::Matrix,
                         Format::Numbered, Format::LeetCode}) {
            Format parsed = Format::Array;
            QVERIFY(parseFormat(toString(f), parsed));
            QVERIFY(parsed == f);
        }
        Format unused;
        QVERIFY(!parseFormat("json", unused));
        QVERIFY(!parseFormat("", unused));
        QVERIFY(!isMultiLine(Format::Array));
        QVERIFY(isMultiLine(Format::Grid));
    }
};

NQ_TEST_APPLESS_MAIN(TestFormats)
#include "tst_formats.moc"
