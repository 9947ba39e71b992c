#pragma once

#include <QString>

#include <array>

// The speed slider's scale: notches at round speeds, six a decade (1, 1.5, 2, 3, 5, 7), from
// one step every 2 s to 100,000 steps a second, and the notch after the last one full speed
// (0 steps/s by convention). The presets (1, 10, 100 and 1,000 steps a second, full speed)
// are notches, so the slider shows them exactly.
class SpeedScale
{
public:
    static constexpr std::array<double, 33> kSpeeds = {
        0.5,  0.7,  1,    1.5,  2,     3,     5,     7,     10,    15,    20,
        30,   50,   70,   100,  150,   200,   300,   500,   700,   1000,  1500,
        2000, 3000, 5000, 7000, 10000, 15000, 20000, 30000, 50000, 70000, 100000};
    static constexpr int kNotches = int(kSpeeds.size()) - 1; // regular notches 0..kNotches
    static constexpr int kFullSpeedNotch = kNotches + 1;
    static constexpr double kSlowest = kSpeeds.front();
    static constexpr double kFastest = kSpeeds.back();
    static constexpr int kDefaultNotch = 4; // 2 steps a second, as a new lesson
    // The speeds keys 1 to 5 choose: 1, 10, 100, 1,000 steps a second and full speed (0).
    static constexpr std::array<double, 5> kPresets = {1, 10, 100, 1000, 0};

    static double stepsPerSecond(int notch);
    // The notch nearest to a speed (on the scale's logarithm); 0 or less: full speed.
    static int notchFor(double stepsPerSecond);
    static QString describe(double stepsPerSecond);
};
