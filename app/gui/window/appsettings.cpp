#include "appsettings.h"

#include "appearance.h"
#include "languagemanager.h"
#include "speedscale.h"

#include <QCoreApplication>
#include <QSettings>

namespace {

QSettings openSettings()
{
    return QSettings(QSettings::IniFormat, QSettings::UserScope,
                     QCoreApplication::organizationName(), QCoreApplication::applicationName());
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

} // namespace

AppSettings::Values AppSettings::defaults()
{
    Values values;
    values.speedNotch = SpeedScale::kDefaultNotch;
    return values;
}

QString AppSettings::filePath()
{
    return openSettings().fileName();
}

AppSettings::Values AppSettings::load()
{
    Values values = defaults();
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

void AppSettings::save(const Values &values)
{
    QSettings settings = openSettings();
    settings.setValue(QStringLiteral("search/n"), values.options.n);
    settings.setValue(QStringLiteral("search/order"), int(values.options.order));
    settings.setValue(QStringLiteral("search/check"), int(values.options.check));
    settings.setValue(QStringLiteral("search/goal"), int(values.options.goal));
    settings.setValue(QStringLiteral("search/mode"), int(values.runMode));
    settings.setValue(QStringLiteral("view/speed"), values.speedNotch);
    settings.setValue(QStringLiteral("overlays/attacked"), values.overlays.attackedSquares);
    settings.setValue(QStringLiteral("overlays/counts"), values.overlays.attackCounts);
    settings.setValue(QStringLiteral("overlays/conflictLines"), values.overlays.conflictLines);
    settings.setValue(QStringLiteral("overlays/candidate"), values.overlays.candidate);
    settings.setValue(QStringLiteral("view/theme"), values.theme);
    settings.setValue(QStringLiteral("view/appearance"), values.appearance);
    settings.setValue(QStringLiteral("view/language"), values.language);
    settings.setValue(QStringLiteral("view/listMode"), values.listMode);
    settings.setValue(QStringLiteral("window/geometry"), values.geometry);
    settings.setValue(QStringLiteral("window/state"), values.windowState);
}

void AppSettings::clear()
{
    QSettings settings = openSettings();
    settings.clear();
}
