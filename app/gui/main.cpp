// nqueens: the window that shows backtracking solve the N-Queens puzzle.

#include "controlspanel.h"
#include "mainwindow.h"
#include "speedscale.h"

#include <QApplication>
#include <QCommandLineParser>

#include <cstdio>
#include <string_view>

namespace {

// The window's remembered settings with the command line's choices on top.
struct StartSettings
{
    nq::SearchOptions options;
    int speedNotch = SpeedScale::kDefaultNotch;
    nq::RunMode mode = nq::RunMode::Animate;
    bool play = false;
    bool given = false; // the command line chose something
};

// Reads the start settings; returns an error message for a bad value.
QString parseStartSettings(const QCommandLineParser &parser, StartSettings &settings, const QCommandLineOption &size,
                           const QCommandLineOption &order, const QCommandLineOption &check,
                           const QCommandLineOption &goal, const QCommandLineOption &speed, const QCommandLineOption &play)
{
    if (parser.isSet(size)) {
        bool ok = false;
        const int n = parser.value(size).toInt(&ok);
        if (!ok || n < nq::kMinN || n > nq::kMaxN)
            return QStringLiteral("--size must be a whole number from 1 to 32, got '%1'").arg(parser.value(size));
        settings.options.n = n;
    }
    if (parser.isSet(order) && !nq::parseOrder(parser.value(order).toStdString(), settings.options.order))
        return QStringLiteral("--order must be rows or columns, got '%1'").arg(parser.value(order));
    if (parser.isSet(check) && !nq::parseCheck(parser.value(check).toStdString(), settings.options.check))
        return QStringLiteral("--check must be scan, arrays or bitmask, got '%1'").arg(parser.value(check));
    if (parser.isSet(goal)) {
        const QString value = parser.value(goal);
        settings.mode = nq::RunMode::Animate;
        if (value == QLatin1String("first"))
            settings.options.goal = nq::Goal::First;
        else if (value == QLatin1String("all"))
            settings.options.goal = nq::Goal::All;
        else if (value == QLatin1String("list"))
            settings.mode = nq::RunMode::List;
        else if (value == QLatin1String("count"))
            settings.mode = nq::RunMode::Count;
        else
            return QStringLiteral("--goal must be first, all, list or count, got '%1'").arg(value);
    }
    if (parser.isSet(speed)) {
        const QString value = parser.value(speed);
        bool ok = false;
        const double stepsPerSecond = value.toDouble(&ok);
        if (value == QLatin1String("full"))
            settings.speedNotch = SpeedScale::kFullSpeedNotch;
        else if (ok && stepsPerSecond >= SpeedScale::kSlowest && stepsPerSecond <= SpeedScale::kFastest)
            settings.speedNotch = SpeedScale::notchFor(stepsPerSecond);
        else
            return QStringLiteral("--speed must be steps per second from 0.5 to 100000, or full, got '%1'").arg(value);
    }
    settings.play = parser.isSet(play);
    settings.given = parser.isSet(size) || parser.isSet(order) || parser.isSet(check) || parser.isSet(goal) ||
                     parser.isSet(speed) || settings.play;
    if (!parser.positionalArguments().isEmpty())
        return QStringLiteral("unexpected argument '%1': nqueens takes only options (see --help)")
            .arg(parser.positionalArguments().constFirst());
    return {};
}

// Prints a refusal on one line whatever the user typed (a newline in a value must not split it).
int refuse(QString error)
{
    for (QChar &c : error)
        if (c.category() == QChar::Other_Control)
            c = QLatin1Char('?');
    std::fprintf(stderr, "nqueens: %s\n", qPrintable(error));
    return 2;
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

void nameTheApplication()
{
    QApplication::setApplicationName(QStringLiteral("nqueens"));
    QApplication::setApplicationDisplayName(QStringLiteral("N-Queens Visualizer"));
    QApplication::setApplicationVersion(QStringLiteral(NQUEENS_VERSION));
    QApplication::setOrganizationName(QStringLiteral("nqueens-visualizer"));
    QApplication::setDesktopFileName(QStringLiteral("org.nqueens.Visualizer"));
}

// The window's command line: its options, their help, and reading them into start settings.
// Main thread, before the window exists.
class StartCommandLine
{
public:
    StartCommandLine()
    {
        m_parser.setApplicationDescription(QStringLiteral("Shows step by step how backtracking solves the N-Queens puzzle."));
        m_parser.addHelpOption();
        m_parser.addVersionOption();
        m_parser.addOptions({m_size, m_order, m_check, m_goal, m_speed, m_play});
    }

    // Reads the running application's arguments: prints the help or the version and exits
    // when they are asked for; returns a one-line error for anything it cannot take.
    QString read(QCoreApplication &app)
    {
        // An unknown option or a missing value is refused like a bad value (process() would exit 1).
        if (!m_parser.parse(QCoreApplication::arguments()))
            return m_parser.errorText();
        m_parser.process(app); // --help, --help-all and --version
        return valueError();
    }

    // Checks the values before the application exists (so a refusal needs no display either).
    // An option it does not know may be one of Qt's (-platform, -style): read() decides later.
    QString checkValues(int argc, char *argv[])
    {
        QStringList arguments;
        for (int i = 0; i < argc; ++i)
            arguments << QString::fromLocal8Bit(argv[i]);
        if (!m_parser.parse(arguments))
            return m_parser.unknownOptionNames().isEmpty() ? m_parser.errorText() : QString();
        return valueError();
    }

    // Puts the command line's choices on top of `settings`; returns an error for a bad value.
    QString apply(StartSettings &settings) const
    {
        return parseStartSettings(m_parser, settings, m_size, m_order, m_check, m_goal, m_speed, m_play);
    }

private:
    // The first bad value the parsed command line holds, or nothing.
    QString valueError() const
    {
        StartSettings unused;
        return apply(unused);
    }

    QCommandLineParser m_parser;
    const QCommandLineOption m_size{{QStringLiteral("n"), QStringLiteral("size")}, QStringLiteral("Board size, 1 to 32."),
                                    QStringLiteral("N")};
    const QCommandLineOption m_order{QStringLiteral("order"), QStringLiteral("rows or columns."), QStringLiteral("order")};
    const QCommandLineOption m_check{QStringLiteral("check"), QStringLiteral("scan, arrays or bitmask."),
                                     QStringLiteral("check")};
    const QCommandLineOption m_goal{QStringLiteral("goal"),
                                    QStringLiteral("first or all (animated), list (every solution at once) or count."),
                                    QStringLiteral("goal")};
    const QCommandLineOption m_speed{QStringLiteral("speed"), QStringLiteral("Steps per second (0.5 to 100000) or full."),
                                     QStringLiteral("speed")};
    const QCommandLineOption m_play{QStringLiteral("play"), QStringLiteral("Start playing at once.")};
};

} // namespace

int main(int argc, char *argv[])
{
    nameTheApplication();
    StartCommandLine commandLine;
    if (asksForTextOnly(argc, argv)) {
        QCoreApplication textOnly(argc, argv);
        const QString error = commandLine.read(textOnly);
        // Only a refusal gets here: the help or version flag was taken as another option's value.
        return refuse(error.isEmpty() ? QStringLiteral("--help and --version take no value") : error);
    }

    if (const QString error = commandLine.checkValues(argc, argv); !error.isEmpty())
        return refuse(error);
    QApplication app(argc, argv);
    if (const QString error = commandLine.read(app); !error.isEmpty())
        return refuse(error);

    MainWindow window;
    StartSettings settings;
    settings.options = window.controlsPanel()->options();
    settings.speedNotch = window.controlsPanel()->speedNotch();
    settings.mode = window.controlsPanel()->runMode();
    commandLine.apply(settings); // read() checked every value
    if (settings.given)
        window.startWith(settings.options, settings.speedNotch, settings.play, settings.mode);
    window.show();
    return app.exec();
}
