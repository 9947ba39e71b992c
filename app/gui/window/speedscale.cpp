#include "speedscale.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

double SpeedScale::stepsPerSecond(int notch)
{
    if (notch >= kFullSpeedNotch)
        return 0;
    notch = std::clamp(notch, 0, kNotches);
    return kSlowest * std::pow(kFastest / kSlowest, double(notch) / kNotches);
}

int SpeedScale::notchFor(double stepsPerSecond)
{
    if (stepsPerSecond <= 0)
        return kFullSpeedNotch;
    const double position = std::log(stepsPerSecond / kSlowest) / std::log(kFastest / kSlowest)
                            * kNotches;
    return std::clamp(int(std::lround(position)), 0, kNotches);
}

QString SpeedScale::describe(double stepsPerSecond)
{
    const QLocale locale;
    if (stepsPerSecond <= 0)
        return QCoreApplication::translate("SpeedScale", "Full speed");
    if (stepsPerSecond < 1)
        return QCoreApplication::translate("SpeedScale", "One step every %1 s")
            .arg(locale.toString(1.0 / stepsPerSecond, 'f', 1));
    if (stepsPerSecond < 10)
        return QCoreApplication::translate("SpeedScale", "%1 steps/s")
            .arg(locale.toString(stepsPerSecond, 'f', 1));
    return QCoreApplication::translate("SpeedScale", "%1 steps/s")
        .arg(locale.toString(qlonglong(std::llround(stepsPerSecond))));
}
