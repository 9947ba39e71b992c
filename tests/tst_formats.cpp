#include "formats.h"

#include <QTest>

using namespace nq;

Q_DECLARE_METATYPE(nq::Format)

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
} // namespace

// Tests every output shape of the source texts against exact text.
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
        QTest::newRow("numbered") << Format::Numbered << "Board 3\n. Q . .\n. . . Q\nQ . . .\n. . Q .\n";
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
        QCOMPARE(QString::fromStdString(formatBoard(p, 'Q', '.', "")), QStringLiteral("..Q.\n....\n....\n....\n"));
    }

    void namesRoundTrip()
    {
        for (Format f : {Format::Array, Format::Dots, Format::Grid, Format::Matrix, Format::Numbered, Format::LeetCode}) {
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

QTEST_APPLESS_MAIN(TestFormats)
#include "tst_formats.moc"
