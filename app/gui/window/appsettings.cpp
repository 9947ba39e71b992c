#include "appsettings.h"

#include "appearance.h"
#include "filetexts.h"
#include "languagemanager.h"
#include "savedevice.h"
#include "speedscale.h"
#include "textzoom.h"

#include <QCoreApplication>
#include <QDebug>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cmath>
#include <optional>

namespace {

// Where the settings live: the user's configuration folder, or the one a test chose.
QString &settingsFolder()
{
    static QString folder;
    return folder;
}

// Ours hold a few kilobytes; anything far bigger is not ours to parse (it would block the
// start and the close for seconds).
constexpr qint64 kMaxFileSize = 1024 * 1024;

// QSettings over a private copy of the settings file, so that the file itself is read through
// the one read path and written back whole through the one save path (QSettings would open it
// itself, and write it through its own QSaveFile, putting a plain file in place of a link).
// A file that cannot be read (missing, damaged, not a regular file, too large) gives an empty
// copy. One per load or change; GUI thread.
class SettingsCopy
{
public:
    SettingsCopy()
    {
        const nq::FileReading file = nq::readRegularFile(AppSettings::filePath().toStdString(),
                                                         kMaxFileSize);
        QFile copy(copyPath());
        if (m_folder.isValid() && copy.open(QIODevice::WriteOnly) && file.ok())
            nq::writeFully(&copy, file.bytes.data(), qint64(file.bytes.size()));
        copy.close();
        m_settings.emplace(copyPath(), QSettings::IniFormat);
        m_settings->allKeys(); // parsed now, so that status() knows
        if (m_settings->status() == QSettings::FormatError) {
            // A damaged file is read as the defaults and replaced whole on the next save
            // (QSettings would refuse to write over it).
            // Another name: QSettings keeps what it parsed of a file, by name, for the process.
            m_damaged = true;
            m_settings.reset();
            m_copyName = QStringLiteral("fresh.ini");
            m_settings.emplace(copyPath(), QSettings::IniFormat);
        }
    }

    QSettings &settings() { return *m_settings; }
    bool isDamaged() const { return m_damaged; }

    // Puts the changed settings in place: "" once saved, else why not (the old file kept).
    QString saveBack()
    {
        m_settings->sync();
        if (!m_folder.isValid() || m_settings->status() != QSettings::NoError)
            return QCoreApplication::translate("AppSettings", "no temporary copy could be made");
        QFile copy(copyPath());
        if (!copy.open(QIODevice::ReadOnly))
            return copy.errorString();
        const QString path = AppSettings::filePath();
        if (!QDir().mkpath(QFileInfo(path).path()))
            return QCoreApplication::translate("AppSettings", "cannot create the folder %1")
                .arg(QFileInfo(path).path());
        return FileTexts::reason(nq::saveWholeFile(path, copy.readAll()));
    }

private:
    QString copyPath() const { return m_folder.filePath(m_copyName); }

    QTemporaryDir m_folder;
    std::optional<QSettings> m_settings;
    bool m_damaged = false;
    QString m_copyName = QStringLiteral("settings.ini");
};

int readInt(const QSettings &settings, const QString &key, int fallback, int low, int high)
{
    bool ok = false;
    const int value = settings.value(key).toInt(&ok);
    return ok && value >= low && value <= high ? value : fallback;
}

// A speed in steps a second (0: full speed) as its notch; a missing or bad value gives
// `fallback`. Kept as the speed, not the notch: the slider's scale may change between versions.
int readSpeedNotch(const QSettings &settings, const QString &key, int fallback)
{
    bool ok = false;
    const double value = settings.value(key).toDouble(&ok);
    return ok && std::isfinite(value) && value >= 0 && value <= 1e7 ? SpeedScale::notchFor(value)
                                                                    : fallback;
}

// View ▸ Zoom's factor as its nearest step; a missing or bad value gives `fallback`.
qreal readTextZoom(const QSettings &settings, const QString &key, qreal fallback)
{
    bool ok = false;
    const double value = settings.value(key).toDouble(&ok);
    return ok && value >= TextZoom::kSteps.front() / 2 && value <= TextZoom::kSteps.back() * 2
               ? TextZoom::nearest(value)
               : fallback;
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
    SettingsCopy copy;
    const QSettings &settings = copy.settings();
    if (copy.isDamaged())
        return values; // a damaged file: start from the defaults, never fail
    values.options.n = readInt(settings, QStringLiteral("search/n"), values.options.n, nq::kMinN,
                               nq::kMaxN);
    values.options.order = static_cast<nq::Order>(
        readInt(settings, QStringLiteral("search/order"), int(values.options.order), 0, 1));
    values.options.check = static_cast<nq::Check>(
        readInt(settings, QStringLiteral("search/check"), int(values.options.check), 0, 2));
    // The file keeps the goal in two keys, as before one enum held it: the stepper's goal
    // (0 first, 1 all) and the mode (0 animate, 1 list, 2 count).
    const int stepperGoal = readInt(settings, QStringLiteral("search/goal"),
                                    values.options.goal == nq::Goal::First ? 0 : 1, 0, 1);
    const int mode = readInt(settings, QStringLiteral("search/mode"), 0, 0, 2);
    values.options.goal = mode == 1   ? nq::Goal::List
                          : mode == 2 ? nq::Goal::Count
                                      : (stepperGoal == 0 ? nq::Goal::First : nq::Goal::All);
    values.speedNotch = readSpeedNotch(settings, QStringLiteral("view/stepsPerSecond"),
                                       values.speedNotch);
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
    values.presentedPanel = readInt(settings, QStringLiteral("presentation/panel"),
                                    values.presentedPanel, 0, 2);
    QStringList themes;
    for (const BoardTheme &theme : BoardTheme::all())
        themes << theme.id;
    values.theme = readChoice(settings, QStringLiteral("view/theme"), values.theme, themes);
    values.appearance = readChoice(settings, QStringLiteral("view/appearance"), values.appearance,
                                   Appearance::ids());
    values.language = readChoice(settings, QStringLiteral("view/language"), values.language,
                                 LanguageManager::codes());
    values.listMode = readInt(settings, QStringLiteral("view/listMode"), values.listMode, 0, 2);
    values.textZoom = readTextZoom(settings, QStringLiteral("view/textZoom"), values.textZoom);
    values.simpleView = readBool(settings, QStringLiteral("view/simple"), values.simpleView);
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
    // A file far too large is not ours (load() ignored it): replaced, not parsed.
    SettingsCopy copy;
    QSettings &settings = copy.settings();
    settings.setValue(QStringLiteral("search/n"), values.options.n);
    settings.setValue(QStringLiteral("search/order"), int(values.options.order));
    settings.setValue(QStringLiteral("search/check"), int(values.options.check));
    const nq::Goal goal = values.options.goal;
    settings.setValue(QStringLiteral("search/goal"), goal == nq::Goal::First ? 0 : 1);
    settings.setValue(QStringLiteral("search/mode"), goal == nq::Goal::List    ? 1
                                                     : goal == nq::Goal::Count ? 2
                                                                               : 0);
    settings.setValue(QStringLiteral("view/stepsPerSecond"),
                      SpeedScale::stepsPerSecond(values.speedNotch));
    settings.setValue(QStringLiteral("overlays/attacked"), values.overlays.attackedSquares);
    settings.setValue(QStringLiteral("presentation/pseudocode"), values.pseudocodeWhilePresenting);
    settings.setValue(QStringLiteral("presentation/panel"), values.presentedPanel);
    settings.setValue(QStringLiteral("overlays/counts"), values.overlays.attackCounts);
    settings.setValue(QStringLiteral("overlays/conflictLines"), values.overlays.conflictLines);
    settings.setValue(QStringLiteral("overlays/candidate"), values.overlays.candidate);
    settings.setValue(QStringLiteral("view/theme"), values.theme);
    settings.setValue(QStringLiteral("view/appearance"), values.appearance);
    settings.setValue(QStringLiteral("view/language"), values.language);
    settings.setValue(QStringLiteral("view/listMode"), values.listMode);
    settings.setValue(QStringLiteral("view/textZoom"), values.textZoom);
    settings.setValue(QStringLiteral("view/simple"), values.simpleView);
    settings.setValue(QStringLiteral("window/geometry"), values.geometry);
    settings.setValue(QStringLiteral("window/state"), values.windowState);
    const QString reason = copy.saveBack();
    if (reason.isEmpty())
        return {};
    return QCoreApplication::translate("AppSettings", "Cannot save the settings to %1").arg(path)
           + QStringLiteral(": ") + reason;
}

QStringList AppSettings::recentLessons()
{
    if (!fileProblem().isEmpty())
        return {};
    QStringList paths;
    SettingsCopy copy;
    // toStringList(): an INI file keeps a list of one as a plain string.
    for (const QString &path :
         copy.settings().value(QStringLiteral("lessons/recent")).toStringList())
        if (!path.isEmpty() && !paths.contains(path))
            paths << path;
    return paths.mid(0, kMaxRecentLessons);
}

void AppSettings::setRecentLessons(const QStringList &paths)
{
    if (!fileProblem().isEmpty())
        return; // neither parsed nor written through
    SettingsCopy copy;
    copy.settings().setValue(QStringLiteral("lessons/recent"),
                             QVariant(paths.mid(0, kMaxRecentLessons)));
    if (const QString reason = copy.saveBack(); !reason.isEmpty())
        qWarning().noquote() << QCoreApplication::translate("AppSettings",
                                                            "Cannot save the settings to %1")
                                    .arg(filePath())
                             << ':' << reason;
}

AppSettings::ProgramChoice AppSettings::programChoice()
{
    ProgramChoice choice;
    if (!fileProblem().isEmpty())
        return choice;
    SettingsCopy copy;
    QSettings &settings = copy.settings();
    choice.command = settings.value(QStringLiteral("program/command")).toString();
    choice.folder = settings.value(QStringLiteral("program/folder")).toString();
    bool ok = false;
    const int limit = settings.value(QStringLiteral("program/timeLimit")).toInt(&ok);
    if (ok && limit >= 1 && limit <= kMaxTimeLimitSeconds)
        choice.timeLimitSeconds = limit;
    choice.firstOnly = settings.value(QStringLiteral("program/firstOnly")).toBool();
    return choice;
}

void AppSettings::setProgramChoice(const ProgramChoice &choice)
{
    if (!fileProblem().isEmpty())
        return; // neither parsed nor written through
    SettingsCopy copy;
    QSettings &settings = copy.settings();
    settings.setValue(QStringLiteral("program/command"), choice.command);
    settings.setValue(QStringLiteral("program/folder"), choice.folder);
    settings.setValue(QStringLiteral("program/timeLimit"), choice.timeLimitSeconds);
    settings.setValue(QStringLiteral("program/firstOnly"), choice.firstOnly);
    if (const QString reason = copy.saveBack(); !reason.isEmpty())
        qWarning().noquote() << QCoreApplication::translate("AppSettings",
                                                            "Cannot save the settings to %1")
                                    .arg(filePath())
                             << ':' << reason;
}

void AppSettings::clear()
{
    if (!fileProblem().isEmpty())
        return; // neither parsed nor written through; load() ignores it anyway
    if (!QFileInfo::exists(filePath()))
        return; // nothing saved: nothing to forget
    SettingsCopy copy;
    copy.settings().clear();
    if (const QString reason = copy.saveBack(); !reason.isEmpty())
        qWarning().noquote() << QCoreApplication::translate("AppSettings",
                                                            "Cannot save the settings to %1")
                                    .arg(filePath())
                             << ':' << reason;
}
