// nqueens: the window that shows backtracking solve the N-Queens puzzle.

#include "controlspanel.h"
#include "dialogtitlewidth.h"
#include "languagemanager.h"
#include "lessoncontroller.h"
#include "lessonpage.h"
#include "mainwindow.h"
#include "optionparser.h"
#include "pagecommand.h"
#include "speedscale.h"
#include "version.h"
#include "windowlessons.h"
#include "windowtraces.h"
#include "tracecontroller.h"

#include <QApplication>
#include <QCommandLineParser>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

// The window's remembered settings with the command line's choices on top.
struct StartSettings
{
    nq::SearchOptions options;
    int speedNotch = SpeedScale::kDefaultNotch;
    bool play = false;
    bool given = false; // the command line chose something
};

// What the command line chose; what it leaves out keeps the remembered setting.
struct StartChoices
{
    std::optional<int> n;
    std::optional<nq::Order> order;
    std::optional<nq::Check> check;
    std::optional<nq::Goal> goal;
    std::optional<int> speedNotch;
    bool play = false;
    bool help = false;
    bool helpAll = false;
    bool version = false;
    QString lessonPath; // a lesson file to open
    QString exportPage; // --export-page: the web page to write instead of opening the window
    QString language; // --language, for the page
    std::optional<std::pair<std::uint64_t, std::uint64_t>> steps; // --steps A-B, for the page

    void applyTo(StartSettings &settings) const
    {
        settings.options.n = n.value_or(settings.options.n);
        settings.options.order = order.value_or(settings.options.order);
        settings.options.check = check.value_or(settings.options.check);
        settings.options.goal = goal.value_or(settings.options.goal);
        settings.speedNotch = speedNotch.value_or(settings.speedNotch);
        settings.play = play;
        settings.given = n || order || check || goal || speedNotch || play;
    }
};

// The window's options in the shared parser's terms; StartCommandLine adds their help texts.
const std::vector<nq::OptionSpec> kStartOptions = {
    {"--size", true, "-n"},  {"--order", true},     {"--check", true},
    {"--goal", true},        {"--speed", true},     {"--play", false},
    {"--help", false, "-h"}, {"--help-all", false}, {"--version", false, "-v"},
    {"--export-page", true}, {"--language", true},  {"--steps", true}};

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
        choices.help |= name == "--help";
        choices.helpAll |= name == "--help-all";
        choices.version |= name == "--version";
    }
    return {};
}

// The program's arguments after the program's name (after QApplication took Qt's own out).
std::vector<std::string> argumentsOf(int argc, char *argv[])
{
    return std::vector<std::string>(argv + std::min(argc, 1), argv + argc);
}

// The arguments without the options QApplication takes for itself (Qt 6.4's QGuiApplication,
// QApplication and the xcb platform: -platform, -style, -reverse, …, with one dash or two,
// a value after a space or an "="), so that everything else can be decided before a display
// is opened: an unknown option is refused with one line also where there is none (it aborted
// in the platform plugin's loading).
std::vector<std::string> withoutQtOptions(const std::vector<std::string> &arguments)
{
    static const std::set<std::string, std::less<>> takesValue {"platform",
                                                                "platformpluginpath",
                                                                "platformtheme",
                                                                "plugin",
                                                                "qwindowgeometry",
                                                                "geometry",
                                                                "qwindowicon",
                                                                "icon",
                                                                "qwindowtitle",
                                                                "title",
                                                                "session",
                                                                "display",
                                                                "name",
                                                                "style",
                                                                "stylesheet"};
    static const std::set<std::string, std::less<>> flags {"reverse", "widgetcount", "nograb",
                                                           "dograb",  "sync",        "testability"};
    std::vector<std::string> kept;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        std::string_view name(arguments[i]);
        if (name.size() < 2 || name[0] != '-' || name == "--") {
            kept.push_back(arguments[i]);
            continue;
        }
        name.remove_prefix(name.substr(0, 2) == "--" ? 2 : 1);
        if (name.substr(0, std::min(name.find('='), name.size())) == "qmljsdebugger")
            continue;
        const std::size_t equals = name.find('=');
        const std::string_view bare = name.substr(0, equals);
        if (takesValue.count(bare)) {
            if (equals == std::string_view::npos)
                ++i; // its value
            continue;
        }
        if (flags.count(name))
            continue;
        kept.push_back(arguments[i]);
    }
    return kept;
}

// Prints a refusal on one line, in the style nqueens-cli prints its own.
int refuse(const std::string &message)
{
    std::fputs(nq::refusalLine("nqueens", message).c_str(), stderr);
    return 2;
}

// Whether the command line asks for a web page instead of the window: that needs no display
// either, so it is decided before any platform is loaded.
bool asksForPage(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i)
        if (std::string_view(argv[i]) == "--export-page")
            return true;
    return false;
}

// Writes the web page the choices ask for (see PageCommand); returns the exit status.
int exportPage(const StartChoices &choices)
{
    if (choices.goal && !nq::animates(*choices.goal))
        return refuse("--export-page replays a search step by step: --goal must be first or all");
    if (choices.speedNotch || choices.play)
        return refuse("--speed and --play are for the window, not for --export-page");
    if (!choices.lessonPath.isEmpty()
        && (choices.n || choices.order || choices.check || choices.goal))
        return refuse("--export-page takes a lesson or --size, --check, --order and --goal, not "
                      "both");
    PageCommand command;
    command.output = choices.exportPage;
    command.lessonPath = choices.lessonPath;
    command.options.n = choices.n.value_or(command.options.n);
    command.options.order = choices.order.value_or(command.options.order);
    command.options.check = choices.check.value_or(command.options.check);
    command.options.goal = choices.goal.value_or(command.options.goal);
    command.language = choices.language;
    command.range = choices.steps;
    return command.run();
}

// Whether the command line asks for a text only (help, version): that needs no window, so it
// is answered without a display too (in a terminal, over ssh). Not --help-all: Qt's own
// options it lists are those of the display the application opens.
bool asksForTextOnly(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument(argv[i]);
        if (argument == "-h" || argument == "--help" || argument == "-v" || argument == "--version")
            return true;
    }
    return false;
}

// Qt's words while the application opens its display: a platform that cannot start prints
// four lines and aborts (qFatal). Caught here, it is one line and status 1 instead, saying what
// the user can do without a display. Main thread, only while QApplication is being made.
class DisplayOpening
{
public:
    DisplayOpening() { s_previous = qInstallMessageHandler(&DisplayOpening::handle); }
    ~DisplayOpening() { qInstallMessageHandler(s_previous); }
    DisplayOpening(const DisplayOpening &) = delete;
    DisplayOpening &operator=(const DisplayOpening &) = delete;

private:
    static void handle(QtMsgType type, const QMessageLogContext &context, const QString &text)
    {
        const bool platform = context.category
                              && std::string_view(context.category).starts_with("qt.qpa");
        if (type != QtFatalMsg) {
            if (platform && text.contains(QLatin1String("connect to display")))
                s_noDisplay = true;
            if (!platform && s_previous)
                s_previous(type, context, text);
            return;
        }
        const bool noDisplay = s_noDisplay
                               || (qEnvironmentVariableIsEmpty("DISPLAY")
                                   && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"));
        const std::string message =
            noDisplay
                ? "no display: use --export-page to write a lesson's web page, or "
                  "nqueens-cli to count, list and trace without one"
                : "cannot open the window: " + text.section(QLatin1Char('\n'), 0, 0).toStdString();
        std::fputs(nq::refusalLine("nqueens", message).c_str(), stderr);
        std::fflush(stderr);
        std::_Exit(1);
    }

    static inline QtMessageHandler s_previous = nullptr;
    static inline bool s_noDisplay = false;
};

// A student's trace named on the command line: its name ends in .trace.
bool isTracePath(const QString &path)
{
    return path.endsWith(QLatin1String(".trace"), Qt::CaseInsensitive);
}

void nameTheApplication()
{
    QApplication::setApplicationName(QStringLiteral("nqueens"));
    QApplication::setApplicationDisplayName(QStringLiteral("N-Queens Visualizer"));
    QApplication::setApplicationVersion(QStringLiteral(NQUEENS_VERSION));
    QApplication::setOrganizationName(QStringLiteral("nqueens-visualizer"));
    QApplication::setDesktopFileName(QStringLiteral("org.nqueens.Visualizer"));
}

// The window's command line: reads it with the shared option parser into start choices, and
// prints the help or the version (QCommandLineParser writes those texts, Qt's options
// included for --help-all). Main thread, before the window exists.
class StartCommandLine
{
public:
    StartCommandLine()
    {
        m_texts.setApplicationDescription(
            QStringLiteral("Shows step by step how backtracking solves the N-Queens puzzle."));
        m_texts.addHelpOption();
        m_texts.addVersionOption();
        m_texts.addOptions(
            {m_size, m_order, m_check, m_goal, m_speed, m_play, m_exportPage, m_language, m_steps});
        m_texts.addPositionalArgument(
            QStringLiteral("file"),
            QStringLiteral("A lesson file (.nqueens) to open, or the trace your program printed "
                           "(.trace), checked for the board of --size N."),
            QStringLiteral("[lesson | trace]"));
    }

    // Reads the arguments into `choices`; the first refusal they earn, or none.
    std::optional<nq::Refusal> read(const std::vector<std::string> &arguments,
                                    StartChoices &choices) const
    {
        const auto onOption = [&](std::string_view name, std::string_view value) {
            return readStartOption(name, value, choices);
        };
        const auto onArgument = [&choices](std::string_view argument) {
            if (!choices.lessonPath.isEmpty())
                return nq::unexpectedArgument(argument,
                                              "nqueens opens one lesson or trace file (see "
                                              "--help)");
            choices.lessonPath = fromArgument(argument);
            return std::string();
        };
        return nq::OptionParser("nqueens", kStartOptions).parse(arguments, onOption, onArgument);
    }

    // Prints the version or the help and exits when the choices ask for one.
    void answerHelpAndVersion(const StartChoices &choices, QCoreApplication &app)
    {
        if (choices.version)
            m_texts.showVersion();
        if (choices.help)
            m_texts.showHelp();
        if (choices.helpAll)
            m_texts.process(app);
    }

private:
    QCommandLineParser m_texts;
    const QCommandLineOption m_size {{QStringLiteral("n"), QStringLiteral("size")},
                                     QStringLiteral("Board size, 1 to 32."),
                                     QStringLiteral("N")};
    const QCommandLineOption m_order {QStringLiteral("order"), QStringLiteral("rows or columns."),
                                      QStringLiteral("order")};
    const QCommandLineOption m_check {QStringLiteral("check"),
                                      QStringLiteral("scan, arrays or bitmask."),
                                      QStringLiteral("check")};
    const QCommandLineOption m_goal {
        QStringLiteral("goal"),
        QStringLiteral("first or all (animated), list (every solution at once) or count."),
        QStringLiteral("goal")};
    const QCommandLineOption m_speed {QStringLiteral("speed"),
                                      QStringLiteral("Steps per second (0.5 to 100000) or full."),
                                      QStringLiteral("speed")};
    const QCommandLineOption m_play {QStringLiteral("play"),
                                     QStringLiteral("Start playing at once.")};
    const QCommandLineOption m_exportPage {
        QStringLiteral("export-page"),
        QStringLiteral("Write the lesson (or the search --size, --check, --order and --goal "
                       "choose) as one web page that replays it in a browser, and exit; needs "
                       "no display."),
        QStringLiteral("page.html")};
    const QCommandLineOption m_language {
        QStringLiteral("language"),
        QStringLiteral("The web page's language: de, en, es, fr or zh_CN (default: the "
                       "system's)."),
        QStringLiteral("code")};
    const QCommandLineOption m_steps {
        QStringLiteral("steps"),
        QStringLiteral("The steps the web page holds, A-B (default: from 0 to the end, or 20000 "
                       "steps past the furthest step the lesson names)."),
        QStringLiteral("A-B")};
};

} // namespace

int main(int argc, char *argv[])
{
    nameTheApplication();
    StartCommandLine commandLine;
    StartChoices choices;
    if (asksForTextOnly(argc, argv)) {
        QCoreApplication textOnly(argc, argv);
        if (const auto refusal = commandLine.read(argumentsOf(argc, argv), choices))
            return refuse(refusal->message);
        commandLine.answerHelpAndVersion(choices, textOnly);
        // Only a refusal gets here: the help or version flag was taken as another option's value.
        return refuse("--help and --version take no value");
    }

    // A web page needs no window: decided before any platform is loaded (Qt's own options mean
    // nothing there and are set aside).
    if (asksForPage(argc, argv)) {
        QCoreApplication pageOnly(argc, argv);
        if (const auto refusal = commandLine.read(withoutQtOptions(argumentsOf(argc, argv)),
                                                  choices))
            return refuse(refusal->message);
        return exportPage(choices);
    }

    // Decides the whole command line before the application exists, so that no refusal needs
    // a display; Qt's own options are left to QApplication, which takes them out.
    if (const auto refusal = commandLine.read(withoutQtOptions(argumentsOf(argc, argv)), choices))
        return refuse(refusal->message);
    if (!choices.language.isEmpty() || choices.steps)
        return refuse("--language and --steps go with --export-page");
    std::optional<DisplayOpening> opening(std::in_place);
    QApplication app(argc, argv);
    opening.reset();
    choices = {};
    if (const auto refusal = commandLine.read(argumentsOf(argc, argv), choices))
        return refuse(refusal->message);
    commandLine.answerHelpAndVersion(choices, app);

    const DialogTitleWidth dialogTitles(&app); // every dialog shows its whole title
    LessonController *lessons = nullptr;
    TraceController *traces = nullptr;
    MainWindow window(nullptr, [&lessons, &traces](MainWindow &made) {
        lessons = attachLessons(made);
        traces = attachTraces(made); // after the lessons: a dropped trace is the traces'
    });
    StartSettings settings;
    settings.options = window.controlsPanel()->options();
    settings.speedNotch = window.controlsPanel()->speedNotch();
    choices.applyTo(settings);
    if (settings.given)
        window.startWith(settings.options, settings.speedNotch, settings.play);
    window.show();
    // A trace is only read, for the board's N (--size chooses another); anything else is a lesson.
    if (isTracePath(choices.lessonPath))
        traces->open(choices.lessonPath, settings.options.n,
                     settings.options.goal == nq::Goal::First);
    else if (!choices.lessonPath.isEmpty())
        lessons->open(choices.lessonPath);
    return app.exec();
}
