#pragma once

// The window's figures for nqueens-bench: measured in this process, offscreen.

#include <cstddef>
#include <cstdint>

namespace guibench {

struct WindowRun
{
    double windowSeconds = 0; // the animated search at full speed, through the window
    double bareSeconds = 0; // the same search on a bare Stepper
    double runnerSeconds = 0; // the runner's own running time (its clock)
    double guiCpuSeconds = 0; // CPU the window's thread used meanwhile
    double worstLatencyMs = 0; // the event loop's worst lateness meanwhile
    double p99LatencyMs = 0;
    bool finished = false;
};
WindowRun runThroughWindow(int n);

struct StepBack
{
    std::uint64_t steps = 0; // length of the run stepped back in
    double worstMs = 0;
    double meanMs = 0;
    std::size_t checkpoints = 0;
    std::size_t maxCheckpoints = 0;
    std::uint64_t historyBytes = 0;
};
StepBack stepBackAfterFullRun(int n, int samples);

struct WindowListing
{
    double seconds = 0; // from starting the listing to every stored solution in the list
    std::uint64_t shown = 0; // rows in the list at the end
    bool full = false; // the list reached its memory cap
};
// Lists N in the window (every solution, or up to the cap); the caller reads the peak memory.
WindowListing listThroughWindow(int n);

// From constructing the window to the board's first paint.
double secondsToFirstPaint();

// Ends the application the window rows made (before static destruction, where Qt cannot).
void finish();

} // namespace guibench
