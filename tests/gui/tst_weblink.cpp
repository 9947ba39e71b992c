#include "runnersnapshot.h"
#include "testregistry.h"
#include "weblink.h"

#include <QTest>

using namespace nq;

// Tests the address that opens the web page at the window's search and step: what the page
// reads after '#' (its names for the order, check and goal), the step only where the page runs
// the same search, and none for a student's trace.
class TestWebLink : public QObject
{
    Q_OBJECT

private slots:
    void theFragmentNamesTheSearchAndTheStep_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<Order>("order");
        QTest::addColumn<Check>("check");
        QTest::addColumn<Goal>("goal");
        QTest::addColumn<quint64>("step");
        QTest::addColumn<QString>("expected");
        QTest::newRow("8 rows scan all")
            << 8 << Order::Rows << Check::Scan << Goal::All << quint64(1234)
            << "#n=8&order=rows&check=scan&goal=all&step=1234";
        QTest::newRow("12 columns bitmask first")
            << 12 << Order::Columns << Check::Bitmask << Goal::First << quint64(5)
            << "#n=12&order=columns&check=bitmask&goal=first&step=5";
        QTest::newRow("6 arrays all")
            << 6 << Order::Rows << Check::Arrays << Goal::All << quint64(0)
            << "#n=6&order=rows&check=arrays&goal=all&step=0";
        // The page has no listing nor count: it runs the search of all solutions, from step 0.
        QTest::newRow("a listing") << 10 << Order::Rows << Check::Scan << Goal::List << quint64(0)
                                   << "#n=10&order=rows&check=scan&goal=all&step=0";
        QTest::newRow("a count") << 16 << Order::Rows << Check::Arrays << Goal::Count << quint64(77)
                                 << "#n=16&order=rows&check=arrays&goal=all&step=0";
    }
    void theFragmentNamesTheSearchAndTheStep()
    {
        QFETCH(int, n);
        QFETCH(Order, order);
        QFETCH(Check, check);
        QFETCH(Goal, goal);
        QFETCH(quint64, step);
        QFETCH(QString, expected);
        QCOMPARE(WebLink::fragment(SearchOptions {n, order, check, goal}, step), expected);
    }

    void theLinkEndsWithTheFragment()
    {
        RunnerSnapshot snapshot;
        snapshot.search.options = SearchOptions {7, Order::Columns, Check::Scan, Goal::All};
        snapshot.search.counters.steps = 42;
        const QString link = WebLink::to(snapshot);
        QVERIFY2(link.endsWith(QStringLiteral("#n=7&order=columns&check=scan&goal=all&step=42")),
                 qPrintable(link));
        // Beside the page when there is one (the build tree's web/nqueens.html, installed:
        // share/nqueens-visualizer/web/nqueens.html), a file address the browser opens.
        if (!WebLink::page().isEmpty())
            QVERIFY2(link.startsWith(QStringLiteral("file:///"))
                         && link.contains(QStringLiteral("nqueens.html#")),
                     qPrintable(link));
    }
};

NQ_TEST_MAIN(TestWebLink)
#include "tst_weblink.moc"
