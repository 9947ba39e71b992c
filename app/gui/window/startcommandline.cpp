#include "startcommandline.h"

#include "controlspanel.h"
#include "languagemanager.h"
#include "lesson.h"
#include "lessoncontroller.h"
#include "lessonpage.h"
#include "mainwindow.h"
#include "speedscale.h"
#include "tracecontroller.h"

#include <QCoreApplication>

#include <string_view>

namespace {

// The window's options in the shared parser's terms; StartCommandLine adds their help texts.
const std::vector<nq::OptionSpec> kStartOptions = {
    {"--size", true, "-n"},  {"--order", true},     {"--check", true},
    {"--goal", true},        {"--speed", true},     {"--play", false},
    {"--help", false, "-h"}, {"--help-all", false}, {"--version", false, "-v"},
    {"--export-page", true}, {"--language", true},  {"--steps", true},
    {"--live", false}};

QString fromArgument(std::string_view value)
{
    return QString::fromLocal8Bit(value.data(), qsizetype(value.size()));
}

std::string readGoal(std::string_view value, StartChoices &choices)
{
    nq::Goal goal = nq::Goal::All;
    if (!nq::parseGoal(value, goal))
        return nq::mustBe("--goal", "first, all, list or count", value);
    choices.goal = goal;
    return {};
}

std::string readSpeed(std::string_view value, StartChoices &choices)
{
    bool ok = false;
    const double stepsPerSecond = fromArgument(value).toDouble(&ok);
    if (value == "full")
        choices.speedNotch = SpeedScale::kFullSpeedNotch;
    else if (ok && stepsPerSecond >= SpeedScale::kSlowest && stepsPerSecond <= SpeedScale::kFastest)
        choices.speedNotch = SpeedScale::notchFor(stepsPerSecond);
    else
        return nq::mustBe("--speed", "steps per second from 0.5 to 100000, or full", value);
    return {};
}

// Takes one start option; returns the refusal for a bad value, or "".
std::string readStartOption(std::string_view name, std::string_view value, StartChoices &choices)
{
    if (name == "--size") {
        bool ok = false;
        const int n = fromArgument(value).toInt(&ok);
        if (!ok || n < nq::kMinN || n > nq::kMaxN)
            return nq::mustBe(name, "a whole number from 1 to 32", value);
        choices.n = n;
    } else if (name == "--order") {
        nq::Order order = nq::Order::Rows;
        if (!nq::parseOrder(value, order))
            return nq::mustBe(name, "rows or columns", value);
        choices.order = order;
    } else if (name == "--check") {
        nq::Check check = nq::Check::Arrays;
        if (!nq::parseCheck(value, check))
            return nq::mustBe(name, "scan, arrays or bitmask", value);
        choices.check = check;
    } else if (name == "--goal") {
        return readGoal(value, choices);
    } else if (name == "--speed") {
        return readSpeed(value, choices);
    } else if (name == "--export-page") {
        if (value.empty())
            return nq::mustBe(name, "the name of the web page to write", value);
        choices.exportPage = fromArgument(value);
    } else if (name == "--language") {
        const QString code = fromArgument(value);
        if (code.isEmpty() || !LanguageManager::codes().contains(code))
            return nq::mustBe(name, "de, en, es, fr or zh_CN", value);
        choices.language = code;
    } else if (name == "--steps") {
        std::uint64_t first = 0;
        std::uint64_t last = 0;
        if (!LessonPage::parseRange(fromArgument(value), first, last))
            return nq::mustBe(name, "a range of steps A-B with A <= B, such as 0-2000", value);
        choices.steps = std::pair(first, last);
    } else {
        choices.play |= name == "--play";
        choices.live |= name == "--live";
        choices.help |= name == "--help";
        choices.helpAll |= name == "--help-all";
        choices.version |= name == "--version";
    }
    return {};
}

} // namespace

std::optional<nq::Refusal> StartCommandLine::read(const std::vector<std::string> &arguments,
                                                  StartChoices &choices) const
{
    const auto onOption = [&](std::string_view name, std::string_view value) {
        return readStartOption(name, value, choices);
    };
    const auto onArgument = [&choices](std::string_view argument) {
        if (!choices.lessonPath.isEmpty())
            return nq::unexpectedArgument(argument, "nqueens opens one lesson or trace file (see "
                                                    "--help)");
        choices.lessonPath = fromArgument(argument);
        return std::string();
    };
    return nq::OptionParser("nqueens", kStartOptions).parse(arguments, onOption, onArgument);
}

void StartChoices::startIn(MainWindow &window) const
{
    if (!n && !order && !check && !goal && !speedNotch && !play)
        return;
    nq::SearchOptions options = window.controlsPanel()->options();
    options.n = n.value_or(options.n);
    options.order = order.value_or(options.order);
    options.check = check.value_or(options.check);
    options.goal = goal.value_or(options.goal);
    window.startWith(options, speedNotch.value_or(window.controlsPanel()->speedNotch()), play);
}

void StartChoices::openFileIn(MainWindow &window, LessonController &lessons,
                              TraceController &traces) const
{
    // A trace (told by what the file holds) is only read, for the board's N (--size chooses
    // another); a lesson is opened.
    const nq::SearchOptions shown = window.controlsPanel()->options();
    if (!lessonPath.isEmpty() && !nq::LessonFormat::holdsALesson(lessonPath))
        traces.open(lessonPath, shown.n, shown.goal == nq::Goal::First);
    else if (!lessonPath.isEmpty())
        lessons.open(lessonPath);
}
