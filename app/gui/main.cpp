// nqueens: the window that shows backtracking solve the N-Queens puzzle.

#include "controlspanel.h"
#include "mainwindow.h"
#include "speedscale.h"

#include <QApplication>
#include <QCommandLineParser>

#include <cstdio>

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

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("nqueens"));
    QApplication::setApplicationDisplayName(QStringLiteral("N-Queens Visualizer"));
    QApplication::setApplicationVersion(QStringLiteral(NQUEENS_VERSION));
    QApplication::setOrganizationName(QStringLiteral("nqueens-visualizer"));
    QApplication::setDesktopFileName(QStringLiteral("org.nqueens.Visualizer"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Shows step by step how backtracking solves the N-Queens puzzle."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption size({QStringLiteral("n"), QStringLiteral("size")}, QStringLiteral("Board size, 1 to 32."),
                                  QStringLiteral("N"));
    const QCommandLineOption order(QStringLiteral("order"), QStringLiteral("rows or columns."), QStringLiteral("order"));
    const QCommandLineOption check(QStringLiteral("check"), QStringLiteral("scan, arrays or bitmask."), QStringLiteral("check"));
    const QCommandLineOption goal(QStringLiteral("goal"),
                                  QStringLiteral("first or all (animated), list (every solution at once) or count."),
                                  QStringLiteral("goal"));
    const QCommandLineOption speed(QStringLiteral("speed"), QStringLiteral("Steps per second (0.5 to 100000) or full."),
                                   QStringLiteral("speed"));
    const QCommandLineOption play(QStringLiteral("play"), QStringLiteral("Start playing at once."));
    parser.addOptions({size, order, check, goal, speed, play});
    // An unknown option or a missing value is refused like a bad value (process() would exit 1).
    if (!parser.parse(QCoreApplication::arguments()))
        return refuse(parser.errorText());
    parser.process(app); // --help, --help-all and --version

    MainWindow window;
    StartSettings settings;
    settings.options = window.controlsPanel()->options();
    settings.speedNotch = window.controlsPanel()->speedNotch();
    settings.mode = window.controlsPanel()->runMode();
    if (const QString error = parseStartSettings(parser, settings, size, order, check, goal, speed, play); !error.isEmpty())
        return refuse(error);
    if (settings.given)
        window.startWith(settings.options, settings.speedNotch, settings.play, settings.mode);
    window.show();
    return app.exec();
}
