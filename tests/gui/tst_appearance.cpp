#include "appearance.h"
#include "testregistry.h"

#include <QApplication>
#include <QStyle>
#include <QTest>

// Tests the appearance switch: the three ids, the palettes they set, and the way back to the
// system's palette.
class TestAppearance : public QObject
{
    Q_OBJECT

private slots:
    void idsAndNames()
    {
        QCOMPARE(Appearance::ids(), (QStringList {QStringLiteral("system"), QStringLiteral("light"),
                                                  QStringLiteral("dark")}));
        QCOMPARE(Appearance::displayName(QStringLiteral("dark")), QStringLiteral("Dark"));
        QCOMPARE(Appearance::displayName(QStringLiteral("light")), QStringLiteral("Light"));
        QCOMPARE(Appearance::displayName(QStringLiteral("system")),
                 QStringLiteral("Follow the system"));
    }

    void switchesThePaletteAndBack()
    {
        const QPalette system = QApplication::palette();
        const Appearance appearance;
        QCOMPARE(appearance.apply(QStringLiteral("dark")), QStringLiteral("dark"));
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(0x2b, 0x2b, 0x2b));
        QCOMPARE(QApplication::palette().color(QPalette::Disabled, QPalette::Text),
                 QColor(0x80, 0x80, 0x80));
        QCOMPARE(appearance.apply(QStringLiteral("light")), QStringLiteral("light"));
        QCOMPARE(QApplication::palette().color(QPalette::Window),
                 QApplication::style()->standardPalette().color(QPalette::Window));
        QCOMPARE(appearance.apply(QStringLiteral("no such thing")), QStringLiteral("system"));
        QCOMPARE(QApplication::palette().color(QPalette::Window), system.color(QPalette::Window));
    }
};

NQ_TEST_MAIN(TestAppearance)
#include "tst_appearance.moc"
