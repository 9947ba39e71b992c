#include "controlspanel.h"
#include "speedscale.h"
#include "testregistry.h"

#include <QAction>
#include <QComboBox>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

using namespace nq;

// Tests the controls on their own: options in and out, which knobs apply to which mode, and
// the speed signal.
class TestControlsPanel : public QObject
{
    Q_OBJECT

private:
    QAction m_play, m_step, m_back, m_reset;

    ControlsPanel::RunActions actions() { return {&m_play, &m_step, &m_back, &m_reset}; }

private slots:
    void buttonsShowTheRunActions()
    {
        ControlsPanel panel(actions());
        QList<QAction *> shown;
        for (QToolButton *button : panel.findChildren<QToolButton *>())
            shown << button->defaultAction();
        QCOMPARE(shown.size(), 4);
        for (QAction *a : {&m_play, &m_step, &m_back, &m_reset})
            QVERIFY(shown.contains(a));
    }

    // Enter in the board size or a closed list gives the keys back to the board (a screen
    // reader's user was left in the Safety check box after choosing with the arrows).
    void enterInAControlIsDoneWithTheKeys()
    {
        ControlsPanel panel(actions());
        QSignalSpy done(&panel, &ControlsPanel::doneWithKeys);
        QTest::keyClick(panel.findChild<QSpinBox *>(), Qt::Key_Return);
        QCOMPARE(done.size(), 1);
        const QList<QComboBox *> lists = panel.findChildren<QComboBox *>();
        QCOMPARE(lists.size(), 3); // goal, order, safety check
        for (QComboBox *list : lists)
            QTest::keyClick(list, Qt::Key_Return);
        QCOMPARE(done.size(), 4);
    }

    void optionsRoundTripWithoutASignal()
    {
        ControlsPanel panel(actions());
        QSignalSpy changed(&panel, &ControlsPanel::optionsChanged);
        SearchOptions options;
        options.n = 12;
        options.order = Order::Columns;
        options.check = Check::Bitmask;
        options.goal = Goal::First;
        panel.setOptions(options);
        QCOMPARE(changed.size(), 0);
        const SearchOptions back = panel.options();
        QCOMPARE(back.n, 12);
        QVERIFY(back.order == Order::Columns);
        QVERIFY(back.check == Check::Bitmask);
        QVERIFY(back.goal == Goal::First);
        QVERIFY(animates(back.goal));
    }

    void editingEmitsTheNewOptions()
    {
        ControlsPanel panel(actions());
        QSignalSpy changed(&panel, &ControlsPanel::optionsChanged);
        panel.findChild<QSpinBox *>()->setValue(5);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(panel.options().n, 5);
    }

    void countingDisablesOrderCheckAndSpeed()
    {
        ControlsPanel panel(actions());
        panel.setOptions(SearchOptions {8, Order::Rows, Check::Arrays, Goal::Count});
        QVERIFY(panel.options().goal == Goal::Count);
        QVERIFY(!panel.findChild<QSlider *>()->isEnabled());
        panel.setOptions(SearchOptions {});
        QVERIFY(panel.findChild<QSlider *>()->isEnabled());
    }

    void speedNotchesAreSignalledInStepsPerSecond()
    {
        ControlsPanel panel(actions());
        QSignalSpy speed(&panel, &ControlsPanel::speedChanged);
        panel.setSpeedNotch(SpeedScale::kFullSpeedNotch);
        QCOMPARE(panel.speedNotch(), SpeedScale::kFullSpeedNotch);
        QCOMPARE(speed.size(), 1);
        QCOMPARE(speed.first().first().toDouble(), 0.0);
    }
};

NQ_TEST_MAIN(TestControlsPanel)
#include "tst_controlspanel.moc"
