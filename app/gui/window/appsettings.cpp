#include "appsettings.h"

#include "appearance.h"
#include "atomicwrite.h"
#include "languagemanager.h"
#include "speedscale.h"

#include <QCoreApplication>
#include <QDebug>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace {

// Where the settings live: the user's configuration folder, or the one a test chose.
QString &settingsFolder()
{
    static QString folder;
    return folder;
}

// Opens the file by name: QSettings' own lookup would open (and, on a FIFO, block) before
// fileProblem() could look at what is there.
QSettings openSettings()
{
    return QSettings(AppSettings::filePath(), QSettings::IniFormat);
}

int readInt(const QSettings &settings, const QString &key, int fallback, int low, int high)
{
    bool ok = false;
    const int value = settings.value(key).toInt(&ok);
    return ok && value >= low && value <= high ? value : fallback;
}

bool readBool(const QSettings &settings, const QString &key, bool fallback)
{
    const QVariant value = settings.value(key);
    if (value.typeId() == QMetaType::Bool)
        return value.toBool();
    const QString text = value.toString();
    if (text == QLatin1String("true"))
        return true;
    if (text == QLatin1String("false"))
        return false;
    return fallback;
}

QString readChoice(const QSettings &settings, const QString &key, const QString &fallback,
                   const QStringList &allowed)
{
    const QString value = settings.value(key).toString();
    return allowed.contains(value) ? value : fallback;
}

// Ours hold a few kilobytes; anything far bigger is not ours to parse (it would block the
// start and the close for seconds).
constexpr qint64 kMaxFileSize = 1024 * 1024;

// Why the last save failed: QSettings says only that it did, so the same kind of write is
// tried again through the one save path, never committed, which names the reason (a full
// disk, no permission). The settings file itself is not touched.
QString reasonSavingFails(const QString &path)
{
    nq::SaveDevice probe(path);
    if (!probe.open(QIODevice::WriteOnly))
        return probe.errorString();
    const QByteArray bytes(16 * 1024, ' ');
    const bool written = nq::writeFully(&probe, bytes.constData(), bytes.size());
    const QString reason = written ? QString() : probe.errorString();
    probe.cancelWriting();
    return reason;
}

} // namespace

QString AppSettings::fileProblem()
{
    const QFileInfo file(filePath());
    if (!file.exists())
        return {}; // nothing saved yet
    if (!file.isFile()) // a FIFO, a device, a folder, or a link to one of them
        return QCoreApplication::translate("AppSettings", "%1 is not a regular file")
            .arg(file.filePath());
    if (file.size() > kMaxFileSize)
        return QCoreApplication::translate("AppSettings",
                                           "%1 is too large to be a settings file (%2 bytes)")
            .arg(file.filePath())
            .arg(file.size());
    return {};
}

AppSettings::Values AppSettings::defaults()
{
    Values values;
    values.speedNotch = SpeedScale::kDefaultNotch;
    return values;
}

void AppSettings::setFolder(const QString &folder)
{
    settingsFolder() = folder;
}

// The file QSettings would choose for the application in INI format: <folder>/<org>/<app>.ini.
QString AppSettings::filePath()
{
    const QString folder = settingsFolder().isEmpty() ? QStandardPaths::writableLocation(
                               QStandardPaths::GenericConfigLocation)
                                                      : settingsFolder();
    return folder + u'/' + QCoreApplication::organizationName() + u'/'
           + QCoreApplication::applicationName() + QStringLiteral(".ini");
}

AppSettings::Values AppSettings::load()
{
    Values values = defaults();
    const QString problem = fileProblem();
    if (!problem.isEmpty()) {
        qWarning().noquote() << QCoreApplication::translate(
                                    "AppSettings", "Settings not read: %1; using the defaults")
                                    .arg(problem);
        return values;
    }
    const QSettings settings = openSettings();
    if (settings.status() == QSettings::FormatError)
        return values; // a damaged file: start from the defaults, never fail
    values.options.n = readInt(settings, QStringLiteral("search/n"), values.options.n, nq::kMinN,
                               nq::kMaxN);
    values.options.order = static_cast<nq::Order>(
        readInt(settings, QStringLiteral("search/order"), int(values.options.order), 0, 1));
    values.options.check = static_cast<nq::Check>(
        readInt(settings, QStringLiteral("search/check"), int(values.options.check), 0, 2));
    values.options.goal = static_cast<nq::Goal>(
        readInt(settings, QStringLiteral("search/goal"), int(values.options.goal), 0, 1));
    values.runMode = static_cast<nq::RunMode>(
        readInt(settings, QStringLiteral("search/mode"), int(values.runMode), 0, 2));
    values.speedNotch = readInt(settings, QStringLiteral("view/speed"), values.speedNotch, 0,
                                SpeedScale::kFullSpeedNotch);
    values.overlays.attackedSquares = readBool(settings, QStringLiteral("overlays/attacked"),
                                               values.overlays.attackedSquares);
    values.overlays.attackCounts = readBool(settings, QStringLiteral("overlays/counts"),
                                            values.overlays.attackCounts);
    values.overlays.conflictLines = readBool(settings, QStringLiteral("overlays/conflictLines"),
                                             values.overlays.conflictLines);
    values.overlays.candidate = readBool(settings, QStringLiteral("overlays/candidate"),
                                         values.overlays.candidate);
    values.pseudocodeWhilePresenting = readBool(settings, QStringLiteral("presentation/pseudocode"),
                                                values.pseudocodeWhilePresenting);
    QStringList themes;
    for (const BoardTheme &theme : BoardTheme::all())
        themes << theme.id;
    values.theme = readChoice(settings, QStringLiteral("view/theme"), values.theme, themes);
    values.appearance = readChoice(settings, QStringLiteral("view/appearance"), values.appearance,
                                   Appearance::ids());
    values.language = readChoice(settings, QStringLiteral("view/language"), values.language,
                                 LanguageManager::codes());
    values.listMode = readInt(settings, QStringLiteral("view/listMode"), values.listMode, 0, 2);
    values.geometry = settings.value(QStringLiteral("window/geometry")).toByteArray();
    values.windowState = settings.value(QStringLiteral("window/state")).toByteArray();
    return values;
}

QString AppSettings::save(const Values &values)
{
    const QString path = filePath();
    const QFileInfo file(path);
    if (file.exists() && !file.isFile()) // never written through to a FIFO or a device
        return QCoreApplication::translate("AppSettings", "Settings not saved: %1")
            .arg(fileProblem());
    if (file.size() > kMaxFileSize)
        QFile::remove(path); // not ours (load() ignored it): replaced, not parsed
    QSettings settings = openSettings();
    settings.setValue(QStringLiteral("search/n"), values.options.n);
    settings.setValue(QStringLiteral("search/order"), int(values.options.order));
    settings.setValue(QStringLiteral("search/check"), int(values.options.check));
    settings.setValue(QStringLiteral("search/goal"), int(values.options.goal));
    settings.setValue(QStringLiteral("search/mode"), int(values.runMode));
    settings.setValue(QStringLiteral("view/speed"), values.speedNotch);
    settings.setValue(QStringLiteral("overlays/attacked"), values.overlays.attackedSquares);
    settings.setValue(QStringLiteral("presentation/pseudocode"), values.pseudocodeWhilePresenting);
    settings.setValue(QStringLiteral("overlays/counts"), values.overlays.attackCounts);
    settings.setValue(QStringLiteral("overlays/conflictLines"), values.overlays.conflictLines);
    settings.setValue(QStringLiteral("overlays/candidate"), values.overlays.candidate);
    settings.setValue(QStringLiteral("view/theme"), values.theme);
    settings.setValue(QStringLiteral("view/appearance"), values.appearance);
    settings.setValue(QStringLiteral("view/language"), values.language);
    settings.setValue(QStringLiteral("view/listMode"), values.listMode);
    settings.setValue(QStringLiteral("window/geometry"), values.geometry);
    settings.setValue(QStringLiteral("window/state"), values.windowState);
    settings.sync();
    if (settings.status() == QSettings::NoError)
        return {};
    const QString reason = reasonSavingFails(path);
    const QString message =
        QCoreApplication::translate("AppSettings", "Cannot save the settings to %1").arg(path);
    return reason.isEmpty() ? message : message + QStringLiteral(": ") + reason;
}

QStringList AppSettings::recentLessons()
{
    if (!fileProblem().isEmpty())
        return {};
    QStringList paths;
    for (const QVariant &value : openSettings().value(QStringLiteral("lessons/recent")).toList())
        if (const QString path = value.toString(); !path.isEmpty() && !paths.contains(path))
            paths << path;
    return paths.mid(0, kMaxRecentLessons);
}

void AppSettings::setRecentLessons(const QStringList &paths)
{
    if (!fileProblem().isEmpty())
        return; // neither parsed nor written through
    QSettings settings = openSettings();
    settings.setValue(QStringLiteral("lessons/recent"), QVariant(paths.mid(0, kMaxRecentLessons)));
}

void AppSettings::clear()
{
    if (!fileProblem().isEmpty())
        return; // neither parsed nor written through; load() ignores it anyway
    QSettings settings = openSettings();
    settings.clear();
}
