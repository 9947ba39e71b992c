#include "rungoal.h"

#include <QTest>

using namespace nq;

// Tests the one mapping between the user's choice (first|all|list|count) and the runner's
// mode with the stepper's goal.
class TestRunGoal : public QObject
{
    Q_OBJECT

private slots:
    void partsOfEachChoice()
    {
        QVERIFY(runModeOf(RunGoal::First) == RunMode::Animate);
        QVERIFY(runModeOf(RunGoal::All) == RunMode::Animate);
        QVERIFY(runModeOf(RunGoal::List) == RunMode::List);
        QVERIFY(runModeOf(RunGoal::Count) == RunMode::Count);
        QVERIFY(stepperGoalOf(RunGoal::First) == Goal::First);
        QVERIFY(stepperGoalOf(RunGoal::All) == Goal::All);
        QVERIFY(!stepperGoalOf(RunGoal::List).has_value());
        QVERIFY(!stepperGoalOf(RunGoal::Count).has_value());
    }

    void choiceOfItsParts()
    {
        for (const RunGoal goal : {RunGoal::First, RunGoal::All, RunGoal::List, RunGoal::Count})
            QVERIFY(runGoalOf(runModeOf(goal), stepperGoalOf(goal).value_or(Goal::All)) == goal);
        // A listing or a count is that whatever the stepper's goal.
        QVERIFY(runGoalOf(RunMode::List, Goal::First) == RunGoal::List);
        QVERIFY(runGoalOf(RunMode::Count, Goal::First) == RunGoal::Count);
    }

    void commandLineSpellings()
    {
        const std::pair<std::string_view, RunGoal> spellings[] = {{"first", RunGoal::First},
                                                                  {"all", RunGoal::All},
                                                                  {"list", RunGoal::List},
                                                                  {"count", RunGoal::Count}};
        for (const auto &[text, goal] : spellings) {
            RunGoal parsed = RunGoal::All;
            QVERIFY(parseRunGoal(text, parsed));
            QVERIFY(parsed == goal);
            QVERIFY(toString(goal) == text);
        }
        RunGoal untouched = RunGoal::Count;
        for (const std::string_view bad : {"", "First", "animate", "counts", " all"})
            QVERIFY(!parseRunGoal(bad, untouched));
        QVERIFY(untouched == RunGoal::Count);
    }
};

QTEST_GUILESS_MAIN(TestRunGoal)
#include "tst_rungoal.moc"
