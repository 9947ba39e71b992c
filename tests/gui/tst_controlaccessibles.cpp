#include "controlaccessibles.h"
#include "testregistry.h"

#include <QAccessible>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QTest>
#include <QWidget>

// What a screen reader gets from a combo box (every one in the window and its dialogs): named
// by its label, its item as its value and at the start of its description (Orca 43 says
// "Goal: combo box." and the description on focus, and finds no item of Qt 6.4's); and a
// screen reader's "grab focus" gives it the keys.
class TestControlAccessibles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { ControlAccessibles::install(); }

    void aComboBoxSaysItsItem_data()
    {
        QTest::addColumn<QString>("toolTip");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("description");
        QTest::newRow("no tool tip") << QString() << 0 << QStringLiteral("Find all solutions");
        QTest::newRow("another item") << QString() << 1 << QStringLiteral("Stop at the first");
        QTest::newRow("the tool tip after the item")
            << QStringLiteral("What the search looks for") << 1
            << QStringLiteral("Stop at the first\nWhat the search looks for");
    }

    void aComboBoxSaysItsItem()
    {
        QFETCH(QString, toolTip);
        QFETCH(int, index);
        QFETCH(QString, description);
        QWidget window;
        auto *form = new QFormLayout(&window);
        auto *box = new QComboBox(&window);
        box->addItems({QStringLiteral("Find all solutions"), QStringLiteral("Stop at the first")});
        box->setToolTip(toolTip);
        form->addRow(QStringLiteral("&Goal"), box);
        QAccessibleInterface *combo = QAccessible::queryAccessibleInterface(box);
        QVERIFY(combo);
        QCOMPARE(combo->role(), QAccessible::ComboBox);
        box->setCurrentIndex(index);
        QCOMPARE(combo->text(QAccessible::Name), QStringLiteral("Goal"));
        QCOMPARE(combo->text(QAccessible::Value), box->currentText());
        QCOMPARE(combo->text(QAccessible::Description), description);
    }

    void grabbingTheFocusGivesTheKeys()
    {
        QWidget window;
        auto *form = new QFormLayout(&window);
        auto *before = new QComboBox(&window);
        auto *box = new QComboBox(&window);
        box->addItem(QStringLiteral("Rows"));
        form->addRow(QStringLiteral("Safety &check:"), before);
        form->addRow(QStringLiteral("&Order:"), box);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        before->setFocus();
        QAccessibleActionInterface *actions =
            QAccessible::queryAccessibleInterface(box)->actionInterface();
        QVERIFY(actions);
        QVERIFY(actions->actionNames().contains(QAccessibleActionInterface::setFocusAction()));
        QVERIFY(actions->actionNames().contains(QAccessibleActionInterface::showMenuAction()));
        actions->doAction(QAccessibleActionInterface::setFocusAction());
        QTRY_VERIFY(box->hasFocus());
    }
};

NQ_TEST_MAIN(TestControlAccessibles)
#include "tst_controlaccessibles.moc"
