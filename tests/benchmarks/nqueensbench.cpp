// nqueens-bench: measures the figures of resources/doc/design.md's "The numbers to reach" and prints a table of
// each figure, its target, the measured value and, for counts, the ratio to the yardstick
// (resources/doc/design.md's plain one-thread recursive bitmask counter, built -O3 -march=native and run in
// this same process).
//
//   nqueens-bench                  every row (several minutes: the yardstick alone needs about
//                                  40 s at N=17 and 5 min at N=18 on a 2.5 GHz core)
//   nqueens-bench --quick          the fast rows only (about 15 s)
//   nqueens-bench --rows count-16,list-14
//   nqueens-bench --list           the rows, with their figures and targets
//   nqueens-bench --repeat 5       runs per measured figure, the best one counts (default 3)
//   nqueens-bench --yardstick-repeat 2   the same for the yardstick (default 1: it is slow)
//   nqueens-bench --threads 2      threads for the counter and the lister (default: all cores)
//
// Use a Release build on an otherwise idle machine: the table shows the load average, and
// other work on the cores skews the ratios (more for two threads than for the one-thread
// yardstick). The notes give CPU seconds too: on a busy machine, the counter's CPU time
// over its thread count, against the yardstick's CPU time, shows what an idle run would.
// Exit status 0 when every row met its target.
//
// Adding a row: write `Outcome yourRow(Bench &bench)` and add a line to kRows.

#include "counter.h"
#include "guibench.h"
#include "knowncounts.h"
#include "solutionlister.h"
#include "solutionstore.h"
#include "stepper.h"
#include "tracechecker.h"
#include "eventwriter.h"
#include "tracereader.h"
#include "tracestore.h"
#include "tracereplay.h"
#include "tracerun.h"
#include "yardstick.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <sys/resource.h>
#include <unistd.h>

namespace {

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// CPU seconds of every thread of this process so far.
double processCpuSeconds()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
           + 1e-6 * double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
}

struct Timing
{
    double wall = 1e300;
    double cpu = 0;
};

template<typename Work>
Timing timedWithCpu(const Work &work)
{
    const double cpuBefore = processCpuSeconds();
    const auto start = std::chrono::steady_clock::now();
    work();
    return {secondsSince(start), processCpuSeconds() - cpuBefore};
}

template<typename Work>
double timed(const Work &work)
{
    return timedWithCpu(work).wall;
}

std::string format(const char *pattern, double value)
{
    char text[64];
    std::snprintf(text, sizeof text, pattern, value);
    return text;
}

// Peak resident memory of this process so far, in MB (VmHWM).
double peakResidentMegabytes()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmHWM:", 0) == 0)
            return std::strtod(line.c_str() + 6, nullptr) / 1024.0;
    }
    return -1.0;
}

std::string loadAverage()
{
    std::ifstream file("/proc/loadavg");
    std::string one;
    file >> one;
    return one.empty() ? "?" : one;
}

// What a row measured: the value shown, its ratio to the yardstick if it has one, whether
// it met the target, and anything worth a note.
struct Outcome
{
    std::string measured;
    std::string ratio;
    bool met = false;
    std::string note;
};

// The state shared by the rows of one run: options, and yardstick times measured once.
class Bench
{
public:
    int repeat = 3;
    int yardstickRepeat = 1;
    int threads = 0;
    std::string executable;

    double yardstickSeconds(int n) { return yardstick(n).wall; }
    Timing yardstick(int n)
    {
        const auto found = m_yardstick.find(n);
        if (found != m_yardstick.end())
            return found->second;
        unsigned long long total = 0;
        Timing timing;
        for (int i = 0; i < std::max(1, yardstickRepeat); ++i) {
            const Timing run = timedWithCpu([&] { total = yardstickCount(n); });
            if (run.wall < timing.wall)
                timing = run;
        }
        if (total != nq::known::kSolutions[n])
            std::fprintf(stderr, "yardstick miscounted N=%d: %llu\n", n, total);
        m_yardstick[n] = timing;
        return timing;
    }

    // The run with the best wall time of `repeat` runs.
    template<typename Work>
    Timing best(const Work &work) const
    {
        Timing fastest;
        for (int i = 0; i < std::max(1, repeat); ++i) {
            const Timing timing = timedWithCpu(work);
            if (timing.wall < fastest.wall)
                fastest = timing;
        }
        return fastest;
    }

private:
    std::map<int, Timing> m_yardstick;
};

// Two ratios, both against the yardstick run in this process: the wall time, and the CPU
// time of all the counter's threads together (what one core would need for the same count;
// the "CPU time per thread" target of resources/doc/performance.md is met when the threads do the yardstick's work in
// that share of its CPU time, however many there are). Targets: 0.10 wall, 0.15 CPU.
Outcome countAgainstYardstick(Bench &bench, int n, int threads)
{
    const Timing plain = bench.yardstick(n);
    nq::CountResult result;
    const Timing fast = bench.best([&] { result = nq::Counter::count(n, threads); });
    Outcome outcome;
    const double wallRatio = fast.wall / plain.wall;
    const double cpuRatio = fast.cpu / plain.cpu;
    const bool right = result.total == nq::known::kSolutions[n]
                       && result.fundamental == nq::known::kFundamental[n];
    outcome.measured = format("%.3f s", fast.wall) + format(", cpu %.2f s", fast.cpu);
    outcome.ratio = format("wall %.3f", wallRatio) + format(", cpu %.3f", cpuRatio)
                    + format(" (yardstick %.2f s)", plain.wall);
    outcome.met = wallRatio <= 0.10 && cpuRatio <= 0.15 && right;
    outcome.note = format("yardstick cpu %.2f s", plain.cpu)
                   + format(", forecast %.2f s", nq::Counter::estimatedSeconds(n, threads));
    if (!right)
        outcome.note += ", WRONG COUNT";
    return outcome;
}

Outcome count15(Bench &bench)
{
    return countAgainstYardstick(bench, 15, bench.threads);
}
Outcome count16(Bench &bench)
{
    return countAgainstYardstick(bench, 16, bench.threads);
}
Outcome count17(Bench &bench)
{
    return countAgainstYardstick(bench, 17, bench.threads);
}

Outcome count18(Bench &bench)
{
    return countAgainstYardstick(bench, 18, bench.threads);
}

// Not a target: the method's own gain over the yardstick, without the second core.
Outcome countOneThread(Bench &bench, int n)
{
    Outcome outcome = countAgainstYardstick(bench, n, 1);
    outcome.met = true;
    return outcome;
}
Outcome count16OneThread(Bench &bench)
{
    return countOneThread(bench, 16);
}
Outcome count17OneThread(Bench &bench)
{
    return countOneThread(bench, 17);
}
Outcome count18OneThread(Bench &bench)
{
    return countOneThread(bench, 18);
}

// One listing, as the child process of the memory rows runs it: prints seconds, peak memory
// and the counts on one line.
int listInThisProcess(int n, int threads)
{
    nq::SolutionStore store(n);
    nq::ListingResult result;
    const Timing timing = timedWithCpu(
        [&] { result = nq::SolutionLister::listAll(n, store, threads); });
    std::printf("%.6f %.6f %.1f %llu %llu %llu\n", timing.wall, timing.cpu, peakResidentMegabytes(),
                static_cast<unsigned long long>(result.found),
                static_cast<unsigned long long>(result.stored),
                static_cast<unsigned long long>(store.classCount()));
    return 0;
}

// Lists N in a fresh child process, so that its peak memory is the listing's whole process
// and nothing this benchmark did before. Best time of `repeat` runs, highest peak.
Outcome listInChild(Bench &bench, int n, double secondsTarget, double megabytesTarget)
{
    double bestSeconds = 1e300;
    double cpuOfBest = 0;
    double peak = 0;
    bool countsRight = true;
    for (int i = 0; i < std::max(1, bench.repeat); ++i) {
        const std::string command = bench.executable + " --child-list " + std::to_string(n)
                                    + " --threads " + std::to_string(bench.threads);
        FILE *child = popen(command.c_str(), "r");
        double seconds = 0;
        double cpu = 0;
        double megabytes = 0;
        unsigned long long found = 0, stored = 0, classes = 0;
        const int fields = child ? std::fscanf(child, "%lf %lf %lf %llu %llu %llu", &seconds, &cpu,
                                               &megabytes, &found, &stored, &classes)
                                 : 0;
        if (child)
            pclose(child);
        if (fields != 6)
            return {"failed", "", false, "the child process gave no result"};
        if (seconds < bestSeconds) {
            bestSeconds = seconds;
            cpuOfBest = cpu;
        }
        peak = std::max(peak, megabytes);
        countsRight = countsRight && found == nq::known::kSolutions[n] && stored == found
                      && classes == nq::known::kFundamental[n];
    }
    Outcome outcome;
    outcome.measured = format("%.3f s", bestSeconds);
    outcome.met = bestSeconds < secondsTarget && countsRight;
    if (megabytesTarget > 0) {
        outcome.measured += format(", %.0f MB peak", peak);
        outcome.met = outcome.met && peak < megabytesTarget;
    }
    outcome.ratio = format("%.3f", bestSeconds / bench.yardstickSeconds(n)) + " of yardstick";
    outcome.note = format("cpu %.2f s, ", cpuOfBest)
                   + (countsRight ? "counts and classes checked" : "WRONG COUNT");
    return outcome;
}

Outcome list14(Bench &bench)
{
    return listInChild(bench, 14, 0.5, 0);
}
Outcome list16(Bench &bench)
{
    return listInChild(bench, 16, 6.0, 300.0);
}

// The listing in the window, as the child process of the window-list row runs it: prints
// seconds, the process's peak memory in MiB and the rows shown.
int listInWindowInThisProcess(int n)
{
    const guibench::WindowListing listing = guibench::listThroughWindow(n);
    std::printf("%.6f %.1f %llu\n", listing.seconds, peakResidentMegabytes(),
                static_cast<unsigned long long>(listing.shown));
    guibench::finish();
    return 0;
}

// All of N=16 listed in the window, offscreen, in a fresh process: the memory the user meets.
Outcome windowList16(Bench &bench)
{
    const std::string command = bench.executable + " --child-window-list 16";
    FILE *child = popen(command.c_str(), "r");
    double seconds = 0;
    double peakMiB = 0;
    unsigned long long shown = 0;
    const int fields = child ? std::fscanf(child, "%lf %lf %llu", &seconds, &peakMiB, &shown) : 0;
    if (child)
        pclose(child);
    if (fields != 3)
        return {"failed", "", false, "the child process gave no result"};
    const double peakMB = peakMiB * 1.048576;
    Outcome outcome;
    outcome.measured = format("%.0f MB peak", peakMB);
    outcome.ratio = format("%.1f s", seconds) + " to the list's end";
    const bool complete = shown == nq::known::kSolutions[16];
    outcome.met = peakMB < 300 && complete;
    outcome.note = complete ? "whole process, every solution in the list" : "LIST INCOMPLETE";
    return outcome;
}

// The window's rows (offscreen): animation through the window, stepping back, first paint.
Outcome windowRun12(Bench &)
{
    const guibench::WindowRun run = guibench::runThroughWindow(12);
    Outcome outcome;
    if (!run.finished)
        return {"did not finish", "", false, ""};
    const double ratio = run.windowSeconds / run.bareSeconds;
    outcome.measured = format("%.2f s", run.windowSeconds)
                       + format(", worst input wait %.0f ms", run.worstLatencyMs);
    outcome.ratio = format("%.2f x bare stepper", ratio) + format(" (%.2f s)", run.bareSeconds);
    outcome.met = ratio <= 1.5 && run.worstLatencyMs <= 50;
    outcome.note = format("99%% of input waits under %.1f ms", run.p99LatencyMs)
                   + format("; the runner's own clock %.2f s", run.runnerSeconds)
                   + format("; window thread cpu %.2f s", run.guiCpuSeconds);
    return outcome;
}

Outcome stepBack13(Bench &)
{
    const guibench::StepBack result = guibench::stepBackAfterFullRun(13, 200);
    Outcome outcome;
    outcome.measured = format("worst %.1f ms", result.worstMs)
                       + format(", mean %.1f ms", result.meanMs);
    outcome.met = result.worstMs < 50 && result.checkpoints <= result.maxCheckpoints;
    outcome.note = format("after a run of %.0f M steps", double(result.steps) / 1e6)
                   + format("; history %.0f checkpoints", double(result.checkpoints))
                   + format(" (cap %.0f", double(result.maxCheckpoints))
                   + format(", %.1f MB)", double(result.historyBytes) / 1048576.0);
    return outcome;
}

Outcome firstPaint(Bench &)
{
    const double seconds = guibench::secondsToFirstPaint();
    Outcome outcome;
    outcome.measured = format("%.3f s", seconds);
    outcome.met = seconds < 0.5;
    outcome.note = "offscreen, from constructing the window";
    return outcome;
}

// Not a target: the stepper's own pace (million events per CPU second of the best of `repeat`
// runs, so that a loaded machine skews it less), through next() as the runner calls it and
// through skip() as jumps and the tests do, for each check.
Outcome stepperPace(Bench &bench)
{
    Outcome outcome;
    outcome.met = true;
    for (nq::Check check : {nq::Check::Scan, nq::Check::Arrays, nq::Check::Bitmask}) {
        nq::SearchOptions options;
        options.n = 12;
        options.check = check;
        options.goal = nq::Goal::All;
        std::uint64_t events = 0;
        const Timing next = bench.best([&] {
            nq::Stepper stepper(options);
            std::uint64_t seen = 0;
            while (!stepper.isFinished()) {
                stepper.next();
                ++seen;
            }
            events = seen;
        });
        const Timing skip = bench.best([&] { nq::Stepper(options).skip(~std::uint64_t {0}); });
        const std::string name(nq::toString(check));
        outcome.note += (outcome.note.empty() ? "" : "; ") + name
                        + format(" next %.0f", double(events) / next.cpu / 1e6)
                        + format(", skip %.0f", double(events) / skip.cpu / 1e6);
    }
    outcome.measured = "M events/cpu s: note";
    return outcome;
}

// A student's trace as nqueens-cli trace 12 --check scan prints it (417 MB, 21.9 million
// events), made once in memory for the trace rows: writing it to disk would measure the disk.
const std::string &traceOfTwelve()
{
    static const std::string trace = [] {
        nq::SearchOptions options;
        options.n = 12;
        options.check = nq::Check::Scan;
        nq::Stepper stepper(options);
        std::string text;
        text.reserve(std::size_t(420) << 20);
        while (!stepper.isFinished()) {
            text += nq::eventLine(stepper.next());
            text += '\n';
        }
        return text;
    }();
    return trace;
}

// Reads the trace in 1 MB chunks, as check-trace reads a file, into the checker and, if
// given, the store; returns the lines read.
std::uint64_t readTrace(const std::string &trace, nq::TraceChecker &checker, nq::TraceStore *store)
{
    constexpr std::size_t kChunk = std::size_t(1) << 20;
    nq::TraceReader reader(12);
    nq::TraceLine line;
    for (std::size_t at = 0; at < trace.size(); at += kChunk) {
        reader.feed(std::string_view(trace).substr(at, kChunk));
        while (reader.next(line)) {
            checker.take(line);
            if (store)
                store->append(line);
        }
    }
    reader.finish();
    while (reader.next(line)) {
        checker.take(line);
        if (store)
            store->append(line);
    }
    checker.finish();
    return reader.linesRead();
}

// check-trace's work: lines read and checked a CPU second (one thread), the end's comparison
// with the true set and the reference search included.
Outcome traceCheck(Bench &bench)
{
    const std::string &trace = traceOfTwelve();
    std::uint64_t lines = 0;
    bool holds = false;
    const Timing timing = bench.best([&] {
        nq::TraceChecker checker(12, false);
        lines = readTrace(trace, checker, nullptr);
        holds = checker.holds();
    });
    const double perSecond = double(lines) / timing.cpu;
    Outcome outcome;
    outcome.measured = format("%.1f M lines/s", perSecond / 1e6);
    outcome.ratio = format("%.2f s cpu", timing.cpu)
                    + format(" for %.1f M lines", double(lines) / 1e6);
    outcome.met = perSecond >= 5e6 && holds && lines == 21920114;
    outcome.note = format("%.0f MB of text", double(trace.size()) / 1e6)
                   + (holds ? ", holds" : ", DOES NOT HOLD");
    return outcome;
}

// What the window does with the trace: read, check and store it; the store's size.
Outcome traceStore(Bench &bench)
{
    const std::string &trace = traceOfTwelve();
    std::uint64_t lines = 0;
    std::uint64_t events = 0;
    std::uint64_t bytes = 0;
    const Timing timing = bench.best([&] {
        nq::TraceChecker checker(12, false);
        nq::TraceStore store(12);
        lines = readTrace(trace, checker, &store);
        events = store.stepCount();
        bytes = store.memoryBytes();
    });
    const double perSecond = double(lines) / timing.cpu;
    const double perEvent = double(bytes) / double(events);
    Outcome outcome;
    outcome.measured = format("%.1f M lines/s", perSecond / 1e6);
    outcome.ratio = format("%.2f bytes/event", perEvent) + format(", %.1f MB", double(bytes) / 1e6);
    outcome.met = perSecond >= 5e6 && perEvent <= 4 && bytes < 100e6;
    outcome.note = format("%.2f s cpu", timing.cpu)
                   + format(" for %.1f M events", double(events) / 1e6);
    return outcome;
}

// Stepping back from the end of the stored N=12 trace, one step at a time, as a teacher does
// (each step back is a position rebuilt from a checkpoint), and far jumps back.
Outcome traceStepBack(Bench &)
{
    const std::string &trace = traceOfTwelve();
    nq::TraceChecker checker(12, false);
    nq::TraceStore store(12);
    readTrace(trace, checker, &store);
    const std::uint64_t end = store.stepCount();
    double worst = 0;
    double total = 0;
    int measured = 0;
    std::uint64_t queens = 0;
    for (std::uint64_t back = 1; back <= 200; ++back) {
        const auto start = std::chrono::steady_clock::now();
        const nq::TracePosition position = store.positionAfter(end - back);
        const nq::TraceStep step = store.stepAt(end - back);
        const double ms = secondsSince(start) * 1e3;
        queens += std::uint64_t(position.board.queenCount()) + step.line;
        worst = std::max(worst, ms);
        total += ms;
        ++measured;
    }
    for (std::uint64_t to : {end / 2, end / 3, std::uint64_t(1)}) {
        const auto start = std::chrono::steady_clock::now();
        queens += std::uint64_t(store.positionAfter(to).board.queenCount());
        worst = std::max(worst, secondsSince(start) * 1e3);
    }
    Outcome outcome;
    outcome.measured = format("worst %.3f ms", worst) + format(", mean %.3f ms", total / measured);
    outcome.met = worst < 50;
    outcome.note = format("200 single steps back from step %.0f and 3 jumps", double(end))
                   + (queens > 0 ? "" : " (nothing read)");
    return outcome;
}

// What the window does with that trace as a run: taken in (read, checked, stored, compared
// with the reference), made a TraceRun (its solutions listed, the level counts' checkpoints)
// and stepped back from its end by the runner's TraceReplay, each step back a whole snapshot
// described as the window is handed it.
Outcome traceWindow(Bench &)
{
    const std::string &trace = traceOfTwelve();
    constexpr std::size_t kChunk = std::size_t(1) << 20;
    nq::TraceIntake intake(12, false);
    std::shared_ptr<const nq::TraceRun> run;
    // One thread: its CPU time is the load's on one core, whatever else the machine runs.
    const Timing load = timedWithCpu([&] {
        for (std::size_t at = 0; at < trace.size(); at += kChunk)
            intake.feed(std::string_view(trace).substr(at, kChunk));
        intake.finish();
        run = nq::TraceRun::make("n12.trace", intake);
    });
    const double linesPerSecond = double(intake.reader().linesRead()) / load.cpu;
    nq::TraceReplay replay;
    replay.reset(run);
    const std::uint64_t end = run->stepCount();
    replay.jumpTo(end);
    double worst = 0;
    std::uint64_t seen = 0;
    for (std::uint64_t back = 1; back <= 200; ++back) {
        const auto start = std::chrono::steady_clock::now();
        replay.jumpTo(end - back);
        nq::RunnerSnapshot snapshot;
        replay.describe(snapshot);
        worst = std::max(worst, secondsSince(start) * 1e3);
        seen += snapshot.visibleSolutions + std::uint64_t(snapshot.placement().queenCount());
    }
    const std::uint64_t bytes = run->store->memoryBytes() + run->solutions->memoryBytes()
                                + run->levelCheckpoints.size() * sizeof(nq::TraceRun::LevelCounts);
    Outcome outcome;
    outcome.measured = format("load %.2f s", load.wall)
                       + format(" (%.1f M lines/cpu s)", linesPerSecond / 1e6)
                       + format(", step back worst %.3f ms", worst);
    outcome.ratio = format("%.2f bytes/event", double(bytes) / double(end))
                    + format(", %.1f MB", double(bytes) / 1e6);
    outcome.met = worst < 50 && double(bytes) / double(end) <= 4 && run->solutions->size() == 14200
                  && !run->violation && linesPerSecond >= 5e6;
    outcome.note = format("%.0f solutions listed", double(run->solutions->size()))
                   + (seen > 0 ? "" : " (nothing shown)");
    return outcome;
}

struct Row
{
    const char *name;
    const char *figure;
    const char *target;
    bool quick;
    Outcome (*run)(Bench &);
};

const Row kRows[] = {
    {"count-15", "count N=15 (total + fundamental)", "wall <= 0.10, cpu <= 0.15", true, count15},
    {"count-16", "count N=16 (total + fundamental)", "wall <= 0.10, cpu <= 0.15", false, count16},
    {"count-17", "count N=17 (total + fundamental)", "wall <= 0.10, cpu <= 0.15", false, count17},
    {"count-18", "count N=18 (total + fundamental)", "wall <= 0.10, cpu <= 0.15", false, count18},
    {"count-16-1t", "count N=16 with one thread", "(for information)", false, count16OneThread},
    {"count-17-1t", "count N=17 with one thread", "(for information)", false, count17OneThread},
    {"count-18-1t", "count N=18 with one thread", "(for information)", false, count18OneThread},
    {"list-14", "list all N=14 with classes", "< 0.5 s", true, list14},
    {"list-16", "list all N=16 with classes", "< 6 s, < 300 MB", false, list16},
    {"window-list", "list all N=16 in the window", "< 300 MB peak", false, windowList16},
    {"window-12", "N=12 animated at full speed through the window", "<= 1.5 x bare, input < 50 ms",
     true, windowRun12},
    {"step-back", "step back anywhere after a full N=13 run", "< 50 ms, bounded history", true,
     stepBack13},
    {"stepper-12", "stepper pace at N=12, each check", "(for information)", true, stepperPace},
    {"first-paint", "window painted after start", "< 0.5 s", true, firstPaint},
    {"trace-check", "read + check N=12 scan trace (1 core)", ">= 5 M lines/s", false, traceCheck},
    {"trace-store", "read + check + store that trace", ">= 5 M/s, <= 4 B/event", false, traceStore},
    {"trace-back", "step back from the stored trace's end", "< 50 ms", false, traceStepBack},
    {"trace-window", "that trace as the window's run, stepped back",
     ">= 5 M/s, < 50 ms, <= 4 B/event", false, traceWindow},
};

std::vector<std::string> split(const std::string &text)
{
    std::vector<std::string> parts;
    std::stringstream stream(text);
    std::string part;
    while (std::getline(stream, part, ','))
        parts.push_back(part);
    return parts;
}

int usage(const char *problem)
{
    std::fprintf(
        stderr,
        "nqueens-bench: %s\nusage: nqueens-bench [--quick] [--rows a,b] [--list] [--repeat K] "
        "[--yardstick-repeat K] [--threads T]\n",
        problem);
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    Bench bench;
    // popen runs a shell, for which /proc/self/exe would be the shell: resolve it here.
    char path[4096] = {};
    const ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
    bench.executable = length > 0 ? std::string(path, std::size_t(length)) : std::string(argv[0]);
    bool quick = false;
    std::vector<std::string> chosen;
    int childList = 0;
    int childWindowList = 0;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--quick") {
            quick = true;
        } else if (arg == "--list") {
            for (const Row &row : kRows)
                std::printf("%-12s %-36s %s%s\n", row.name, row.figure, row.target,
                            row.quick ? "  (quick)" : "");
            return 0;
        } else if (arg == "--rows" && hasValue) {
            chosen = split(argv[++i]);
        } else if (arg == "--repeat" && hasValue) {
            bench.repeat = std::atoi(argv[++i]);
        } else if (arg == "--yardstick-repeat" && hasValue) {
            bench.yardstickRepeat = std::atoi(argv[++i]);
        } else if (arg == "--threads" && hasValue) {
            bench.threads = std::atoi(argv[++i]);
        } else if (arg == "--child-list" && hasValue) {
            childList = std::atoi(argv[++i]);
        } else if (arg == "--child-window-list" && hasValue) {
            childWindowList = std::atoi(argv[++i]);
        } else {
            return usage(("unknown or incomplete option " + arg).c_str());
        }
    }
    if (childList > 0)
        return listInThisProcess(childList, bench.threads);
    if (childWindowList > 0)
        return listInWindowInThisProcess(childWindowList);
    if (bench.threads <= 0)
        bench.threads = nq::Counter::defaultThreadCount();
    for (const std::string &name : chosen) {
        if (std::none_of(std::begin(kRows), std::end(kRows),
                         [&](const Row &row) { return name == row.name; }))
            return usage(("no row named " + name + " (see --list)").c_str());
    }

    std::printf("nqueens-bench: %d threads, best of %d runs, load average %s at start\n\n",
                bench.threads, bench.repeat, loadAverage().c_str());
    std::printf("%-12s %-36s %-22s %-24s %-34s %s\n", "row", "figure", "target", "measured",
                "ratio", "met");
    bool allMet = true;
    for (const Row &row : kRows) {
        const bool wanted = chosen.empty()
                                ? (!quick || row.quick)
                                : std::find(chosen.begin(), chosen.end(), row.name) != chosen.end();
        if (!wanted)
            continue;
        const Outcome outcome = row.run(bench);
        allMet = allMet && outcome.met;
        std::printf("%-12s %-36s %-22s %-24s %-34s %s%s%s\n", row.name, row.figure, row.target,
                    outcome.measured.c_str(), outcome.ratio.c_str(), outcome.met ? "yes" : "NO",
                    outcome.note.empty() ? "" : "  ", outcome.note.c_str());
        std::fflush(stdout);
    }
    std::printf("\nload average %s at the end\n", loadAverage().c_str());
    guibench::finish();
    return allMet ? 0 : 1;
}
