#include "elidingcombobox.h"
#include "testregistry.h"

#include <QStyleOptionComboBox>
#include <QTest>

// The choice list of the narrow columns: the chosen text whole where it fits, else as much as
// fits ending in "…" (Qt's own box cut "Todas las soluciones, en el orden enco" in mid-word at
// 1024x768 in Spanish); wide enough for its longest item where the column has the room.
class TestElidingComboBox : public QObject
{
    Q_OBJECT

private:
    static int fieldWidth(const ElidingComboBox &box)
    {
        QStyleOptionComboBox option;
        option.initFrom(&box);
        option.editable = false;
        return box.style()
            ->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, &box)
            .width();
    }

private slots:
    void showsWholeOrElidedText()
    {
        ElidingComboBox box;
        const QString longest = QStringLiteral("Todas las soluciones, en el orden encontrado");
        box.addItems({QStringLiteral("Solo soluciones fundamentales"), longest});
        box.setCurrentIndex(1);
        // Wide enough for its longest item, and narrower at least.
        QVERIFY(box.sizeHint().width() > box.fontMetrics().horizontalAdvance(longest));
        QVERIFY(box.minimumSizeHint().width() < box.fontMetrics().horizontalAdvance(longest));

        box.resize(box.sizeHint());
        box.show();
        QVERIFY(QTest::qWaitForWindowExposed(&box));
        QCOMPARE(box.shownText(), longest);

        box.resize(box.minimumSizeHint());
        QCoreApplication::processEvents();
        const QString shown = box.shownText();
        QVERIFY2(shown.endsWith(QChar(0x2026)), qPrintable(shown));
        QVERIFY(longest.startsWith(shown.chopped(1)));
        QVERIFY(shown.size() >= ElidingComboBox::kShortestText / 2);
        QVERIFY(box.fontMetrics().horizontalAdvance(shown) <= fieldWidth(box));
        // The whole text stays what the box holds, for its popup and a screen reader.
        QCOMPARE(box.currentText(), longest);
    }

    // Another language's items: the wanted width follows them.
    void itsWidthFollowsItsItems()
    {
        ElidingComboBox box;
        box.addItems({QStringLiteral("Row by row"), QStringLiteral("Column by column")});
        const int before = box.sizeHint().width();
        box.setItemText(1, QStringLiteral("Spalte für Spalte, von links nach rechts"));
        QVERIFY(box.sizeHint().width() > before);
    }
};

NQ_TEST_MAIN(TestElidingComboBox)
#include "tst_elidingcombobox.moc"
