#pragma once

#include "searchtypes.h"
#include "optionparser.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class LessonController;
class MainWindow;
class QCoreApplication;
class TraceController;

// What the window's command line chose (StartCommandLine::read); what it leaves out keeps the
// remembered setting. A plain value; main thread.
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
    QString lessonPath; // the lesson (or, ending in .trace, the trace) to open
    QString exportPage; // --export-page: the web page to write instead of opening the window
    QString language; // --language, for the page
    bool live = false; // --live: the live page, which runs any search in the browser
    std::optional<std::pair<std::uint64_t, std::uint64_t>> steps; // --steps A-B, for the page

    // The window starts with the settings chosen on top of those it remembered (nothing
    // changes when the command line chose none).
    void startIn(MainWindow &window) const;
    // Opens the file named, in a window made with the lessons and the traces attached: a
    // student's trace (a name ending in .trace) read and checked for the board's N (--size
    // chooses it) and goal, anything else as a lesson. A file that cannot be read is said in
    // the status bar (a trace) or a message (a lesson), with its name and why.
    void openFileIn(MainWindow &window, LessonController &lessons, TraceController &traces) const;
};

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
        m_texts.addOptions({m_size, m_order, m_check, m_goal, m_speed, m_play, m_exportPage, m_live,
                            m_language, m_steps});
        m_texts.addPositionalArgument(
            QStringLiteral("file"),
            QStringLiteral("A lesson file (.nqueens) to open, or the trace your program printed "
                           "(.trace), checked for the board of --size N."),
            QStringLiteral("[lesson | trace]"));
    }

    // Reads the arguments into `choices`; the first refusal they earn, or none.
    std::optional<nq::Refusal> read(const std::vector<std::string> &arguments,
                                    StartChoices &choices) const;

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
    const QCommandLineOption m_live {
        QStringLiteral("live"),
        QStringLiteral("With --export-page: write the live page instead, which runs any search "
                       "and checks any trace in a browser, offline, with the program's engine.")};
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
