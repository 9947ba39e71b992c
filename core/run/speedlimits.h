#pragma once

// The speeds (steps a second) at which the runner and the window change how they show a run,
// named once so that both agree. Plain constants with no threading includes: the window's
// widgets include this header without pulling in the runner.
namespace nq::speed {

// One frame of the window: the runner publishes at most one snapshot per frame.
inline constexpr int kFrameMs = 16;
// The stepsPerSecond value meaning "as fast as possible".
inline constexpr double kFullSpeed = 0;
// Up to this speed each step is animated on the board; above it the board jumps to the
// newest state, since nobody can follow the moves.
inline constexpr double kAnimatedLimit = 12;
// Up to this speed every step gets a frame of its own (62.5 at 16 ms frames); above it the
// runner batches steps per frame and the window refreshes its text panels ten times a second.
inline constexpr double kOneStepPerFrame = 1000.0 / kFrameMs;

// True when a run at this speed is faster than one step a frame (full speed included).
constexpr bool isBatched(double stepsPerSecond)
{
    return stepsPerSecond <= kFullSpeed || stepsPerSecond >= kOneStepPerFrame;
}

} // namespace nq::speed
