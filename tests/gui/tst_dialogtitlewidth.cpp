#include "dialogtitlewidth.h"
#include "testregistry.h"

#include <QApplication>
#include <QFontMetrics>
#include <QInputDialog>
#include <QMessageBox>
#include <QTest>
#include <QTimer>

// Tests that every dialog shown is as wide as its title bar's text: a short question with a
// long title, asked the way the window asks it, in a QInputDialog and a QMessageBox.
class TestDialogTitleWidth : public QObject
{
    Q_OBJECT

private slots:
    void aDialogIsAsWideAsItsTitle_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("input dialog") << QStringLiteral("input");
        QTest::newRow("message box") << QStringLiteral("message");
    }
    void aDialogIsAsWideAsItsTitle()
    {
        QFETCH(QString, kind);
        QApplication::setApplicationDisplayName(QStringLiteral("N-Queens Visualizer"));
        const DialogTitleWidth fitting(qApp);
        // The German title that was cut to "Laufen bis zu e… n-Visualisierer".
        const QString title = QStringLiteral("Laufen bis zu einer Ebene des Suchbaums");
        QDialog *dialog = nullptr;
        if (kind == QLatin1String("input")) {
            auto *input = new QInputDialog;
            input->setInputMode(QInputDialog::IntInput);
            input->setLabelText(QStringLiteral("Zeile:"));
            dialog = input;
        } else {
            dialog = new QMessageBox(QMessageBox::Question, QString(), QStringLiteral("Ja?"),
                                     QMessageBox::Yes | QMessageBox::No);
        }
        dialog->setWindowTitle(title);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QFont bold = dialog->font();
        bold.setBold(true);
        const int text = QFontMetrics(bold).horizontalAdvance(
            title + QStringLiteral(" \u2014 N-Queens Visualizer"));
        QCOMPARE(DialogTitleWidth::neededWidth(*dialog),
                 std::min(text + 130, dialog->screen()->availableGeometry().width() * 9 / 10));
        QTRY_VERIFY2(dialog->width() >= DialogTitleWidth::neededWidth(*dialog),
                     qPrintable(QStringLiteral("%1 < %2")
                                    .arg(dialog->width())
                                    .arg(DialogTitleWidth::neededWidth(*dialog))));
        delete dialog;
    }

    // Without the filter the same dialog is narrower than its title: what the test proves.
    void withoutItTheDialogIsNarrower()
    {
        QInputDialog input;
        input.setInputMode(QInputDialog::IntInput);
        input.setLabelText(QStringLiteral("Zeile:"));
        input.setWindowTitle(QStringLiteral("Laufen bis zu einer Ebene des Suchbaums"));
        input.show();
        QVERIFY(QTest::qWaitForWindowExposed(&input));
        QVERIFY(input.width() < DialogTitleWidth::neededWidth(input));
    }
};

NQ_TEST_MAIN(TestDialogTitleWidth)
#include "tst_dialogtitlewidth.moc"
