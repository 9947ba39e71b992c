#include "speedscale.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

double SpeedScale::stepsPerSecond(int notch)
{
    if (notch >= kFullSpeedNotch)
        return 0;
    return kSpeeds[std::size_t(std::clamp(notch, 0, kNotches))];
}

int SpeedScale::notchFor(double stepsPerSecond)
{
    if (stepsPerSecond <= 0)
        return kFullSpeedNotch;
    int nearest = 0;
    double distance = std::abs(std::log(stepsPerSecond / kSpeeds[0]));
    for (int notch = 1; notch <= kNotches; ++notch) {
        const double d = std::abs(std::log(stepsPerSecond / kSpeeds[std::size_t(notch)]));
        if (d < distance) {
            nearest = notch;
            distance = d;
        }
    }
    return nearest;
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
