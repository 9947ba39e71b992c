#include "guibench.h"

#include "boardview.h"
#include "mainwindow.h"
#include "windowparts.h"
#include "solutionlistmodel.h"
#include "solverrunner.h"
#include "speedscale.h"
#include "programparts.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>

#include <sys/resource.h>
#include <memory>
#include <random>
#include <vector>

namespace guibench {

namespace {

std::unique_ptr<QApplication> app;
std::unique_ptr<QTemporaryDir> settings;

// One offscreen application for every window row, with settings kept out of the user's.
void ensureApplication()
{
    if (app)
        return;
    settings = std::make_unique<QTemporaryDir>();
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "nqueens-bench";
    static char *argv[] = {name, nullptr};
    app = std::make_unique<QApplication>(argc, argv);
    AppSettings::setFolder(settings->path());
}

// Records how late a 5 ms timer fires while work runs: the window's answer time to input.
class LatencyProbe
{
public:
    LatencyProbe()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(5);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const double late = double(m_clock.nsecsElapsed()) / 1e6 - 5.0;
            m_lateness.push_back(std::max(0.0, late));
            m_clock.restart();
        });
        m_clock.start();
        m_timer.start();
    }
    double worst() const
    {
        return m_lateness.empty() ? 0 : *std::max_element(m_lateness.begin(), m_lateness.end());
    }
    double percentile(double p) const
    {
        if (m_lateness.empty())
            return 0;
        std::vector<double> sorted = m_lateness;
        std::sort(sorted.begin(), sorted.end());
        return sorted[std::size_t(p * double(sorted.size() - 1))];
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    std::vector<double> m_lateness;
};

// CPU seconds of the calling thread.
double threadCpuSeconds()
{
    rusage usage {};
    getrusage(RUSAGE_THREAD, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
           + 1e-6 * double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
}

} // namespace

void finish()
{
    app.reset();
    settings.reset();
}

WindowRun runThroughWindow(int n)
{
    ensureApplication();
    WindowRun run;
    nq::SearchOptions options;
    options.n = n;
    options.check = nq::Check::Arrays;
    {
        QElapsedTimer bare;
        bare.start();
        nq::Stepper stepper(options);
        while (!stepper.isFinished())
            stepper.next();
        run.bareSeconds = double(bare.nsecsElapsed()) / 1e9;
    }
    MainWindow window(nullptr, attachProgramParts);
    window.show();
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < 300)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    LatencyProbe probe;
    const double guiCpuBefore = threadCpuSeconds();
    QElapsedTimer clock;
    clock.start();
    window.startWith(options, SpeedScale::kFullSpeedNotch, true);
    // A real event loop that sleeps between events, as the program's own does.
    QEventLoop loop;
    QTimer check;
    QObject::connect(&check, &QTimer::timeout, &loop, [&] {
        const nq::RunnerSnapshot &s = parts::shown(window);
        if ((s.isFinished() && s.search.options.n == n) || clock.elapsed() > 600000)
            loop.quit();
    });
    check.start(5);
    loop.exec();
    if (!parts::shown(window).isFinished())
        return run;
    run.windowSeconds = double(clock.nsecsElapsed()) / 1e9;
    run.runnerSeconds = double(parts::shown(window).elapsedUs) / 1e6;
    run.guiCpuSeconds = threadCpuSeconds() - guiCpuBefore;
    run.finished = true;
    run.worstLatencyMs = probe.worst();
    run.p99LatencyMs = probe.percentile(0.99);
    return run;
}

StepBack stepBackAfterFullRun(int n, int samples)
{
    ensureApplication();
    nq::SolverRunner runner;
    nq::SearchOptions options;
    options.n = n;
    options.check = nq::Check::Arrays;
    runner.restart(options, 1);
    runner.setSpeed(nq::SolverRunner::kFullSpeed);
    runner.play();
    QEventLoop loop;
    QTimer check;
    QObject::connect(&check, &QTimer::timeout, &loop, [&] {
        if (runner.takeSnapshot().isFinished())
            loop.quit();
    });
    check.start(20);
    loop.exec();
    StepBack result;
    result.steps = runner.takeSnapshot().step();
    std::mt19937_64 random(42);
    double total = 0;
    for (int i = 0; i < samples; ++i) {
        // Half the samples jump to a random point, half step back one from there.
        const std::uint64_t target = random() % result.steps;
        QElapsedTimer timer;
        timer.start();
        if (i % 2 == 0)
            runner.jumpToStep(target);
        else
            runner.stepBack();
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        total += ms;
        result.worstMs = std::max(result.worstMs, ms);
    }
    result.meanMs = total / std::max(1, samples);
    result.checkpoints = runner.history().size();
    result.maxCheckpoints = runner.history().maxCheckpoints();
    result.historyBytes = runner.history().memoryBytes();
    return result;
}

WindowListing listThroughWindow(int n)
{
    ensureApplication();
    MainWindow window(nullptr, attachProgramParts);
    window.show();
    nq::SearchOptions options;
    options.n = n;
    options.check = nq::Check::Bitmask;
    options.goal = nq::Goal::List;
    QElapsedTimer clock;
    clock.start();
    window.startWith(options, SpeedScale::kFullSpeedNotch, true);
    // Done when the job has finished (or filled the list) and the list shows every row.
    const auto listed = [&] {
        const nq::RunnerSnapshot &s = parts::shown(window);
        return s.search.options.n == n && (s.isFinished() || s.storeFull) && s.store
               && quint64(parts::solutionModel(window)->rowCount()) == s.store->size();
    };
    while (!listed() && clock.elapsed() < 600000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    WindowListing listing;
    listing.seconds = double(clock.nsecsElapsed()) / 1e9;
    listing.shown = quint64(parts::solutionModel(window)->rowCount());
    listing.full = parts::shown(window).storeFull;
    return listing;
}

double secondsToFirstPaint()
{
    ensureApplication();
    QElapsedTimer clock;
    clock.start();
    MainWindow window(nullptr, attachProgramParts);
    bool painted = false;
    struct PaintWatch : QObject
    {
        bool *painted;
        explicit PaintWatch(bool *flag)
            : painted(flag)
        {
        }
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::Paint)
                *painted = true;
            return false;
        }
    } watch(&painted);
    parts::boardView(window)->installEventFilter(&watch);
    window.show();
    while (!painted && clock.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    parts::boardView(window)->removeEventFilter(&watch);
    return double(clock.nsecsElapsed()) / 1e9;
}

} // namespace guibench
