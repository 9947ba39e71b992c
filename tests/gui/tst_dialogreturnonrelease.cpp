#include "dialogreturnonrelease.h"
#include "testregistry.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QInputDialog>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

// Tests that a dialog answered with Return acts when the key comes up (Orca 48 then has the
// press before the result it says), and that Return elsewhere still acts on its press.
class TestDialogReturnOnRelease : public QObject
{
    Q_OBJECT

private slots:
    void aDialogAcceptsOnTheRelease_data()
    {
        QTest::addColumn<int>("key");
        QTest::newRow("Return") << int(Qt::Key_Return);
        QTest::newRow("Enter") << int(Qt::Key_Enter);
    }
    void aDialogAcceptsOnTheRelease()
    {
        QFETCH(int, key);
        const DialogReturnOnRelease onRelease(qApp);
        QInputDialog dialog;
        dialog.setInputMode(QInputDialog::IntInput);
        dialog.setIntValue(5);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus && focus->window() == &dialog);
        QSignalSpy accepted(&dialog, &QDialog::accepted);
        QTest::keyPress(focus, Qt::Key(key));
        QCOMPARE(accepted.count(), 0); // down: nothing yet
        QVERIFY(dialog.isVisible());
        QTest::keyRelease(focus, Qt::Key(key));
        QCOMPARE(accepted.count(), 1); // up: answered, once
        QCOMPARE(dialog.intValue(), 5);
    }
    void aHeldKeyAnswersOnce()
    {
        const DialogReturnOnRelease onRelease(qApp);
        QInputDialog dialog;
        dialog.setInputMode(QInputDialog::IntInput);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QWidget *focus = QApplication::focusWidget();
        QSignalSpy accepted(&dialog, &QDialog::accepted);
        QTest::keyPress(focus, Qt::Key_Return);
        QKeyEvent repeat(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier, QString(), true);
        QApplication::sendEvent(focus, &repeat);
        QCOMPARE(accepted.count(), 0);
        QTest::keyRelease(focus, Qt::Key_Return);
        QCOMPARE(accepted.count(), 1);
    }
    void returnOutsideADialogActsOnItsPress()
    {
        const DialogReturnOnRelease onRelease(qApp);
        QLineEdit edit;
        edit.show();
        QVERIFY(QTest::qWaitForWindowActive(&edit));
        QSignalSpy returned(&edit, &QLineEdit::returnPressed);
        QTest::keyPress(&edit, Qt::Key_Return);
        QCOMPARE(returned.count(), 1);
        QTest::keyRelease(&edit, Qt::Key_Return);
        QCOMPARE(returned.count(), 1);
    }
    void aFileDialogActsOnThePress()
    {
        // Its Return completes a typed path and opens folders, as Qt's own dialog does.
        const DialogReturnOnRelease onRelease(qApp);
        QFileDialog dialog;
        dialog.setOption(QFileDialog::DontUseNativeDialog);
        dialog.setDirectory(QDir::tempPath());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        auto *name = dialog.findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        QVERIFY(name);
        name->setFocus();
        QTRY_VERIFY(name->hasFocus());
        QTest::keyClicks(name, QStringLiteral("chosen.txt"));
        QSignalSpy accepted(&dialog, &QDialog::accepted);
        QTest::keyPress(name, Qt::Key_Return);
        QCOMPARE(accepted.count(), 1); // down: answered
    }
    void otherKeysInADialogActOnTheirPress()
    {
        const DialogReturnOnRelease onRelease(qApp);
        QInputDialog dialog;
        dialog.setInputMode(QInputDialog::TextInput);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QTest::keyPress(QApplication::focusWidget(), Qt::Key_A, Qt::NoModifier);
        QCOMPARE(dialog.textValue(), QStringLiteral("a"));
    }
};

NQ_TEST_MAIN(TestDialogReturnOnRelease)
#include "tst_dialogreturnonrelease.moc"
