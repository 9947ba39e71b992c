#include "appsettings.h"
#include "guitesthelpers.h"
#include "languagemanager.h"
#include "speedscale.h"

#include <QSettings>
#include <QTest>

using namespace nq;

// Tests the remembered settings without a window: a round trip, the defaults, and that only
// the known themes, appearances and languages are read back.
class TestAppSettings : public QObject
{
    Q_OBJECT

private slots:
    void init() { nq::testing::isolateSettings(); }

    void nothingSavedGivesTheDefaults()
    {
        const AppSettings::Values values = AppSettings::load();
        QCOMPARE(values.speedNotch, SpeedScale::kDefaultNotch);
        QCOMPARE(values.theme, QStringLiteral("classic"));
        QCOMPARE(values.appearance, QStringLiteral("system"));
        QVERIFY(values.language.isEmpty());
        QCOMPARE(values.options.n, AppSettings::defaults().options.n);
    }

    void valuesRoundTrip()
    {
        AppSettings::Values values;
        values.options.n = 11;
        values.options.order = Order::Columns;
        values.options.check = Check::Bitmask;
        values.runMode = RunMode::List;
        values.speedNotch = 17;
        values.overlays.attackedSquares = true;
        values.theme = QStringLiteral("colour-blind");
        values.appearance = QStringLiteral("dark");
        values.language = QStringLiteral("zh_CN");
        values.listMode = 2;
        values.geometry = QByteArray("geometry");
        AppSettings::save(values);
        const AppSettings::Values back = AppSettings::load();
        QCOMPARE(back.options.n, 11);
        QVERIFY(back.options.order == Order::Columns);
        QVERIFY(back.options.check == Check::Bitmask);
        QVERIFY(back.runMode == RunMode::List);
        QCOMPARE(back.speedNotch, 17);
        QVERIFY(back.overlays.attackedSquares);
        QCOMPARE(back.theme, QStringLiteral("colour-blind"));
        QCOMPARE(back.appearance, QStringLiteral("dark"));
        QCOMPARE(back.language, QStringLiteral("zh_CN"));
        QCOMPARE(back.listMode, 2);
        QCOMPARE(back.geometry, QByteArray("geometry"));
        AppSettings::clear();
        QCOMPARE(AppSettings::load().language, QString());
    }

    void everyKnownLanguageIsReadBackAndNoOther()
    {
        QSettings settings(AppSettings::filePath(), QSettings::IniFormat);
        for (const QString &code : LanguageManager::codes()) {
            settings.setValue(QStringLiteral("view/language"), code);
            settings.sync();
            QCOMPARE(AppSettings::load().language, code);
        }
        settings.setValue(QStringLiteral("view/language"), QStringLiteral("tlh"));
        settings.setValue(QStringLiteral("view/appearance"), QStringLiteral("sepia"));
        settings.setValue(QStringLiteral("view/theme"), QStringLiteral("neon"));
        settings.sync();
        const AppSettings::Values values = AppSettings::load();
        QVERIFY(values.language.isEmpty());
        QCOMPARE(values.appearance, QStringLiteral("system"));
        QCOMPARE(values.theme, QStringLiteral("classic"));
    }
};

QTEST_MAIN(TestAppSettings)
#include "tst_appsettings.moc"
