#include "appsettings.h"
#include "guitesthelpers.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "settingssaver.h"
#include "smalldisk.h"
#include "speedscale.h"
#include "testregistry.h"
#include "programparts.h"

#include <QComboBox>
#include <QRegularExpression>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace nq;

// Tests the remembered settings without a window: a round trip, the defaults, and that only
// the known themes, appearances and languages are read back.
class TestAppSettings : public QObject
{
    Q_OBJECT

private slots:
    void init() { nq::testing::isolateSettings(nq::testing::Start::FirstStart); }
    void cleanup() { QFile::remove(AppSettings::filePath()); }

    // A FIFO in place of the file used to hang the start (QSettings opens it to read); a link
    // to a device was written through on close. Neither is read nor written now: the defaults
    // and one warning line.
    void onlyARegularFileIsReadOrWritten_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("fifo") << "fifo";
        QTest::newRow("link to a device") << "device";
    }
    void onlyARegularFileIsReadOrWritten()
    {
        QFETCH(QString, kind);
        const QString path = AppSettings::filePath();
        QVERIFY(QDir().mkpath(QFileInfo(path).path()));
        if (kind == "fifo")
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        else
            QVERIFY(QFile::link("/dev/null", path));
        QTest::ignoreMessage(QtWarningMsg, qPrintable("Settings not read: " + path
                                                      + " is not a regular file; using the "
                                                        "defaults"));
        QCOMPARE(AppSettings::load().speedNotch, SpeedScale::kDefaultNotch);
        AppSettings::Values values = AppSettings::defaults();
        values.speedNotch = 3;
        QCOMPARE(AppSettings::save(values),
                 "Settings not saved: " + path + " is not a regular file");
        const QFileInfo after(path);
        QVERIFY(kind == "fifo" ? !after.isSymLink() && !after.isFile() : after.isSymLink());
    }

    // Settings kept elsewhere through a link (a dotfiles folder) stay there: the save goes
    // through the one save path, which updates the file the link points to (QSettings' own
    // save put a plain file in place of the link, and the linked file kept the old values).
    void aLinkToTheSettingsIsSavedWhereItPoints()
    {
        const QString path = AppSettings::filePath();
        QVERIFY(QDir().mkpath(QFileInfo(path).path()));
        QTemporaryDir elsewhere;
        const QString real = elsewhere.filePath(QStringLiteral("kept.ini"));
        QFile file(real);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[view]\nstepsPerSecond=2\n"); // the speed, kept in steps a second
        file.close();
        QVERIFY(QFile::link(real, path));
        QCOMPARE(AppSettings::load().speedNotch, 4);
        AppSettings::Values values = AppSettings::load();
        values.speedNotch = 7;
        QCOMPARE(AppSettings::save(values), QString());
        QVERIFY(QFileInfo(path).isSymLink());
        QCOMPARE(AppSettings::load().speedNotch, 7);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("stepsPerSecond=7")); // notch 7: 7 steps a second
        AppSettings::setRecentLessons({QStringLiteral("/a/b.nqueens")});
        QVERIFY(QFileInfo(path).isSymLink());
        QCOMPARE(AppSettings::recentLessons(), QStringList {QStringLiteral("/a/b.nqueens")});
        QFile::remove(path);
    }

    // A 2 MB file is not ours: not parsed (a 50 MB one blocked the start and the close for
    // seconds), and replaced by a small one on the next save.
    void aHugeFileIsIgnoredThenReplaced()
    {
        const QString path = AppSettings::filePath();
        QVERIFY(QDir().mkpath(QFileInfo(path).path()));
        QFile huge(path);
        QVERIFY(huge.open(QIODevice::WriteOnly));
        huge.write(QByteArray(2 * 1024 * 1024, '#'));
        huge.close();
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression("^Settings not read: .* is too large to be a "
                                                "settings file \\(2097152 bytes\\); using"));
        QCOMPARE(AppSettings::load().speedNotch, SpeedScale::kDefaultNotch);
        AppSettings::Values values = AppSettings::defaults();
        values.speedNotch = 5;
        QCOMPARE(AppSettings::save(values), QString());
        QVERIFY(QFileInfo(path).size() < 4096);
        QCOMPARE(AppSettings::load().speedNotch, 5);
    }

    // On a full disk the save fails, says where and why, and the old file stays as it was.
    void fullDiskKeepsTheOldSettingsAndSaysWhy()
    {
        SmallDisk disk;
        if (!disk.isMounted())
            QSKIP("cannot mount a small tmpfs here (needs root)");
        AppSettings::setFolder(disk.path());
        AppSettings::Values values = AppSettings::defaults();
        values.speedNotch = 4;
        QCOMPARE(AppSettings::save(values), QString());
        const auto readSettingsFile = [] {
            QFile file(AppSettings::filePath());
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        };
        const QByteArray saved = readSettingsFile();
        QVERIFY2(saved.contains("stepsPerSecond=2"), saved.constData()); // notch 4
        QVERIFY(disk.fillAllBut(0));
        values.speedNotch = 9;
        values.geometry = QByteArray(8192, 'g');
        const QString error = AppSettings::save(values);
        QVERIFY2(error.startsWith("Cannot save the settings to " + AppSettings::filePath() + ": "),
                 qPrintable(error));
        QVERIFY2(error.contains("space", Qt::CaseInsensitive), qPrintable(error));
        // (This process's QSettings keeps the new values in memory; the file is what counts.)
        QCOMPARE(readSettingsFile(), saved);
        QStringList files = disk.files(); // no temporary file left behind
        files.removeAll(QStringLiteral("filler"));
        QCOMPARE(files, QStringList({QFileInfo(AppSettings::filePath()).fileName()}));

        // The saver says a failure once, not at every save, and again after one has worked.
        SettingsSaver saver([&] { return values; }, nullptr);
        QSignalSpy failed(&saver, &SettingsSaver::failed);
        QCOMPARE(saver.saveNow(), error);
        QCOMPARE(saver.saveNow(), error);
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.first().first().toString(), error);
        QVERIFY(disk.removeFiller());
        QCOMPARE(saver.saveNow(), QString());
        QVERIFY(disk.fillAllBut(0));
        values.geometry = QByteArray(16384, 'h');
        QVERIFY(!saver.saveNow().isEmpty());
        QCOMPARE(failed.size(), 2);

        // In the window, a changed setting is saved a moment later, and the failure shown in
        // the status bar.
        values.geometry.clear();
        MainWindow window(nullptr, attachProgramParts);
        window.findChild<QComboBox *>(QStringLiteral("listMode"))->setCurrentIndex(1);
        QTRY_VERIFY(window.statusBar()->currentMessage().startsWith("Cannot save the settings to "
                                                                    + AppSettings::filePath()));
        QVERIFY(disk.removeFiller());
        nq::testing::isolateSettings(); // before the disk goes
    }

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
        values.options.goal = Goal::List;
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
        QVERIFY(back.options.goal == Goal::List);
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

NQ_TEST_MAIN(TestAppSettings)
#include "tst_appsettings.moc"
