#pragma once

#include <QString>

// The speed slider's logarithmic scale: notch 0 is one step every 2 s, the last regular
// notch 100,000 steps a second, and the notch after it full speed (0 steps/s by convention).
class SpeedScale
{
public:
    static constexpr int kNotches = 40; // regular notches 0..kNotches
    static constexpr int kFullSpeedNotch = kNotches + 1;
    static constexpr double kSlowest = 0.5;
    static constexpr double kFastest = 100000.0;
    static constexpr int kDefaultNotch = 5; // about 2.3 steps a second

    static double stepsPerSecond(int notch);
    static int notchFor(double stepsPerSecond);
    static QString describe(double stepsPerSecond);
};
