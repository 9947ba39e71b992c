// nqueens: the window that shows backtracking solve the N-Queens puzzle.

#include "dialogreturnonrelease.h"
#include "dialogtitlewidth.h"
#include "lessoncontroller.h"
#include "mainwindow.h"
#include "pagecommand.h"
#include "programparts.h"
#include "startcommandline.h"
#include "version.h"
#include "tracecontroller.h"

#include <QApplication>

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
    if (choices.live
        && (!choices.lessonPath.isEmpty() || choices.n || choices.order || choices.check
            || choices.goal || choices.steps))
        return refuse("--live writes the live page, where the student chooses the search: not "
                      "with a lesson, --size, --check, --order, --goal or --steps");
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
    command.live = choices.live;
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

void nameTheApplication()
{
    QApplication::setApplicationName(QStringLiteral("nqueens"));
    QApplication::setApplicationDisplayName(QStringLiteral("N-Queens Visualizer"));
    QApplication::setApplicationVersion(QStringLiteral(NQUEENS_VERSION));
    QApplication::setOrganizationName(QStringLiteral("nqueens-visualizer"));
    QApplication::setDesktopFileName(QStringLiteral("org.nqueens.Visualizer"));
}

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
    if (!choices.language.isEmpty() || choices.steps || choices.live)
        return refuse("--language, --steps and --live go with --export-page");
    std::optional<DisplayOpening> opening(std::in_place);
    QApplication app(argc, argv);
    opening.reset();
    choices = {};
    if (const auto refusal = commandLine.read(argumentsOf(argc, argv), choices))
        return refuse(refusal->message);
    commandLine.answerHelpAndVersion(choices, app);

    const DialogTitleWidth dialogTitles(&app); // every dialog shows its whole title
    const DialogReturnOnRelease dialogReturn(&app); // Orca hears Return before the result
    ProgramParts parts;
    MainWindow window(nullptr, [&parts](MainWindow &made) { parts = attachProgramParts(made); });
    choices.startIn(window);
    window.show();
    choices.openFileIn(window, *parts.lessons, *parts.traces);
    return app.exec();
}
