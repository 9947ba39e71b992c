#include "searchtypes.h"
#include "testregistry.h"

#include <QTest>

using namespace nq;

// Tests the one enum of what a run does (first|all|list|count): which goals animate the
// search, and the names the command line and the goal box use.
class TestGoal : public QObject
{
    Q_OBJECT

private slots:
    void firstAndAllAnimateListAndCountDoNot()
    {
        QVERIFY(animates(Goal::First));
        QVERIFY(animates(Goal::All));
        QVERIFY(!animates(Goal::List));
        QVERIFY(!animates(Goal::Count));
    }

    void commandLineSpellings()
    {
        const std::pair<std::string_view, Goal> spellings[] = {{"first", Goal::First},
                                                               {"all", Goal::All},
                                                               {"list", Goal::List},
                                                               {"count", Goal::Count}};
        for (const auto &[text, goal] : spellings) {
            Goal parsed = Goal::All;
            QVERIFY(parseGoal(text, parsed));
            QVERIFY(parsed == goal);
            QVERIFY(toString(goal) == text);
        }
        Goal untouched = Goal::Count;
        for (const std::string_view bad : {"", "First", "animate", "counts", " all"})
            QVERIFY(!parseGoal(bad, untouched));
        QVERIFY(untouched == Goal::Count);
    }
};

NQ_TEST_GUILESS_MAIN(TestGoal)
#include "tst_goal.moc"
