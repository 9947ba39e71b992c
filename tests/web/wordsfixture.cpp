// wordsfixture MESSAGES.json OUT.jsonl|-: what the window says at every step, in each of its five
// languages, for tests/web/wordscheck.js to compare with what the live page's words.js
// composes. For every language: how the window's QLocale writes numbers and which plural form
// its translator picks, and each of MESSAGES ([context, source] pairs) as its translator gives
// it; then, for searches of N=4, 5 and 6 in both orders, with the three safety
// checks, to the first solution and to all, and for four student's traces (one that holds, a
// queen placed on an attacked square, a line that is no event, a solution never reported):
// at each step the state as the page's module gives it (resources/doc/web.md, "The page's
// words") and the window's texts of that step, from the window's own widgets and classes: the
// narration label (NarrationLabel, the Narrator and TraceNarrator behind it), what the screen
// reader is sent (SpokenText), the pseudocode's lines and current lines (Pseudocode), the
// placement strip (PlacementArrayView), the counters (CountersPanel) and the event's square as
// the board names it (BoardView). One JSON object a line.

#include "boardview.h"
#include "counterspanel.h"
#include "languagemanager.h"
#include "narrationlabel.h"
#include "narrator.h"
#include "optionparser.h"
#include "placementarrayview.h"
#include "pseudocode.h"
#include "speedscale.h"
#include "spokentext.h"
#include "statejson.h"
#include "stepper.h"
#include "tracefixtures.h"
#include "tracenarrator.h"
#include "tracereplay.h"

#include <QApplication>
#include <QFile>
#include <QFormLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>

#include <optional>

#include <cstdio>

using namespace nq;

namespace {

QString latin(std::string_view text)
{
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

QJsonArray placementJson(const Placement &placement)
{
    QJsonArray queens;
    for (int row = 0; row < placement.n; ++row)
        queens.append(placement.cols[std::size_t(row)]);
    return queens;
}

// The run's part of the states of its steps, in the shape of the module's nqw_state(): what
// no step changes.
QJsonObject baseStateJson(const SearchOptions &options, bool trace, std::uint64_t furthest)
{
    return {{"n", options.n},
            {"order", latin(toString(options.order))},
            {"check", latin(toString(options.check))},
            {"goal", latin(toString(options.goal))},
            {"source", trace ? "trace" : "search"},
            {"furthest", qint64(furthest)},
            {"ended", true}};
}

// A step's part of its state, as one array (wordscheck.js puts the state together): the step,
// the event (type, row, col, attackerRow, attackerCol, line, level, solution), the queens,
// the counters (steps, tries, checks, places, removes, backtracks, solutions) and, for a
// trace, the columns of each row's queens.
QJsonArray stepStateJson(const RunnerSnapshot &snapshot)
{
    const Event *event = snapshot.hasEvent() ? &snapshot.lastEvent() : nullptr;
    const Counters &c = snapshot.search.counters;
    QJsonArray squares;
    if (snapshot.showsTrace())
        for (int row = 0; row < snapshot.search.options.n; ++row) {
            QJsonArray columns;
            for (int col = 0; col < snapshot.search.options.n; ++col)
                if ((snapshot.traceSquares[std::size_t(row)] >> col) & 1u)
                    columns.append(col);
            squares.append(columns);
        }
    return {qint64(snapshot.step()),
            event ? QJsonArray {latin(toString(event->type)), event->row, event->col,
                                event->attackerRow, event->attackerCol,
                                latin(toString(event->line)), event->level, qint64(event->solution)}
                  : QJsonArray {"none", -1, -1, -1, -1, "none", -1, 0},
            placementJson(snapshot.placement()),
            QJsonArray {qint64(c.steps), qint64(c.tries), qint64(c.checks), qint64(c.places),
                        qint64(c.removes), qint64(c.backtracks), qint64(c.solutions)},
            squares};
}

// The narration's tint as words.js names it.
QString toneName(NarrationLabel::Tone tone)
{
    using Tone = NarrationLabel::Tone;
    switch (tone) {
    case Tone::Attempt: return QStringLiteral("try");
    case Tone::Conflict: return QStringLiteral("conflict");
    case Tone::Place: return QStringLiteral("place");
    case Tone::Solution: return QStringLiteral("solution");
    case Tone::Lift: return QStringLiteral("lift");
    case Tone::Backtrack: return QStringLiteral("backtrack");
    case Tone::Caution: return QStringLiteral("caution");
    case Tone::Plain: break;
    }
    return QStringLiteral("plain");
}

// The window's widgets of one step, their texts read as the window shows them.
class WindowTexts
{
public:
    // The step's texts, after its state: the narration, what the screen reader is sent, the
    // strip's boxes and its text, the counters, the event's square as the board names it
    // (row, column, words), the pseudocode's current lines (algorithm, check), for a trace
    // every cell as the board names it, what is said when a run is paused there (null where
    // not asked) and the narration's tint.
    QJsonArray of(const RunnerSnapshot &snapshot)
    {
        m_narration.showSnapshot(snapshot, snapshot.solutionsFound() > 0);
        const Event *event = snapshot.hasEvent() ? &snapshot.lastEvent() : nullptr;
        BoardScene scene = BoardScene::fromEvent(snapshot.placement(), event,
                                                 snapshot.search.options.order);
        if (snapshot.showsTrace())
            scene.showProgramsQueens(snapshot.traceSquares);
        m_strip.setScene(scene);
        QJsonArray strip;
        for (int level = 0; level < scene.n; ++level)
            strip.append(m_strip.shownAt(level));
        m_counters.showSnapshot(snapshot);
        QJsonArray counters;
        for (const char *name : {"steps", "tries", "checks", "places", "removes", "backtracks",
                                 "solutions", "elapsed"})
            counters.append(m_counters.valueText(QString::fromLatin1(name)));
        QJsonArray square;
        if (event && event->row >= 0 && event->col >= 0)
            square = {event->row, event->col,
                      BoardView::squareDescription(scene, event->row, event->col)};
        // The window's panel follows a trace's events too, in the listings of its options.
        const Pseudocode::Highlight highlight = event ? m_pseudocode.lineFor(*event)
                                                      : Pseudocode::Highlight {};
        const QJsonArray lines {highlight.algorithm, highlight.check};
        // A trace's board may hold two queens on a row: every cell as the board names it.
        QJsonArray cells;
        if (snapshot.showsTrace())
            for (int row = 0; row < scene.n; ++row)
                for (int col = 0; col < scene.n; ++col)
                    cells.append(BoardView::squareDescription(scene, row, col));
        // What the board says when the user pauses a run on this step (BoardView): the step
        // alone at step 0. One rule on top of the step's sentence: every seventh step.
        QJsonValue paused;
        if (snapshot.step() % 7 == 0)
            paused = snapshot.step() == 0
                         ? SpokenText::clean(m_narration.text())
                         : SpokenText::join(
                             BoardView::tr("Paused at step %1")
                                 .arg(QLocale().toString(qulonglong(snapshot.step()))),
                             m_narration.text());
        QJsonArray step = stepStateJson(snapshot);
        for (const QJsonValue &text :
             {QJsonValue(m_narration.text()), QJsonValue(SpokenText::clean(m_narration.text())),
              QJsonValue(strip), QJsonValue(m_strip.text()), QJsonValue(counters),
              QJsonValue(square), QJsonValue(lines), QJsonValue(cells), paused,
              QJsonValue(toneName(m_narration.tone()))})
            step.append(text);
        return step;
    }

    // What a run's steps share: the counters' titles and the strip's caption.
    QJsonObject shared(Order order)
    {
        BoardScene scene;
        scene.order = order;
        m_strip.setScene(scene);
        return {{"counterNames", counterNames()}, {"stripCaption", m_strip.indexCaption()}};
    }

    void setOptions(const SearchOptions &options) { m_pseudocode = Pseudocode(options); }
    // After a change of language: the counters' titles, as the window retranslates them.
    void retranslate() { m_counters.retranslate(); }

    QJsonObject listings() const
    {
        const auto listing = [](const QList<Pseudocode::ListingLine> &lines) {
            QJsonArray texts;
            for (const Pseudocode::ListingLine &line : lines)
                texts.append(Pseudocode::text(line));
            return texts;
        };
        return {{"algorithm", listing(m_pseudocode.algorithm())},
                {"check", listing(m_pseudocode.check())},
                {"checkName", Pseudocode::checkName(m_pseudocode.options().check)}};
    }

private:
    QJsonArray counterNames() const
    {
        auto *form = static_cast<QFormLayout *>(m_counters.layout());
        QJsonArray names;
        for (int row = 0; row < form->rowCount(); ++row)
            names.append(
                static_cast<QLabel *>(form->itemAt(row, QFormLayout::LabelRole)->widget())->text());
        return names;
    }

    NarrationLabel m_narration;
    PlacementArrayView m_strip;
    CountersPanel m_counters;
    Pseudocode m_pseudocode;
};

class Output
{
public:
    // "-": standard output, which wordscheck.js reads as the lines come.
    explicit Output(const QString &path)
        : m_file(path)
    {
        m_ok = path == QLatin1String("-") ? m_file.open(stdout, QIODevice::WriteOnly)
                                          : m_file.open(QIODevice::WriteOnly);
    }
    bool finish() { return m_ok && m_file.flush(); }
    void write(const QJsonObject &object) { writeDocument(QJsonDocument(object)); }
    void write(const QJsonArray &array) { writeDocument(QJsonDocument(array)); }

private:
    void writeDocument(const QJsonDocument &document)
    {
        m_ok = m_ok && m_file.write(document.toJson(QJsonDocument::Compact)) > 0
               && m_file.write("\n") == 1;
    }

    QFile m_file;
    bool m_ok = false;
};

// Every step of the built-in search with these options, from step 0 to its end. The state
// says the search has ended at its last step, as the page's is when it has run to the end and
// is stepped back: the window's narration of the end only there.
void writeSearch(Output &out, WindowTexts &texts, const QString &language,
                 const SearchOptions &options)
{
    std::uint64_t total = 0;
    for (Stepper counter(options); !counter.isFinished(); counter.next())
        ++total;
    texts.setOptions(options);
    out.write({{"run", "search"},
               {"language", language},
               {"listings", texts.listings()},
               {"shared", texts.shared(options.order)},
               {"state", baseStateJson(options, false, total)}});
    Stepper stepper(options);
    std::optional<Event> event;
    while (true) {
        RunnerSnapshot snapshot;
        snapshot.search = stepper.state();
        if (event)
            snapshot.recentEvents = {*event};
        if (stepper.isFinished())
            snapshot.runState = RunState::Finished;
        out.write(texts.of(snapshot));
        if (stepper.isFinished())
            break;
        event = stepper.next();
    }
}

QString lineName(Line line)
{
    return latin(toString(line));
}

// What the program wrote, as the window shows it (TraceNarrator's written()): nqueens-cli's
// escaping, cut after 60 bytes. The module gives these forms, so that the page needs no
// escaping of its own.
QString written(const std::string &text)
{
    constexpr std::size_t kShown = 60;
    QString shown = QString::fromStdString(
        quoteArgument(text.size() > kShown ? text.substr(0, kShown) : text));
    if (text.size() > kShown)
        shown += QStringLiteral("…");
    return shown;
}

// The trace's parts the page's narration and banner need, as the module gives them.
QJsonObject traceJson(const TraceRun &run)
{
    const TraceSummary &s = run.summary;
    QJsonObject trace {
        {"name", QString::fromStdString(run.name)},
        {"steps", qint64(run.stepCount())},
        {"summary",
         QJsonObject {{"cut", s.cut},
                      {"firstOnly", s.firstOnly},
                      {"distinctSolutions", qint64(s.distinctSolutions)},
                      {"tries", qint64(s.counts.tries)},
                      {"places", qint64(s.counts.places)},
                      {"reference", QJsonObject {{"ran", s.reference.ran},
                                                 {"countCompared", s.reference.countCompared},
                                                 {"solutions", qint64(s.reference.solutions)},
                                                 {"tries", qint64(s.reference.tries)},
                                                 {"places", qint64(s.reference.places)}}}}}};
    if (run.missedPath)
        trace["missedPath"] = QJsonObject {{"queensHeld", run.missedPath->queensHeld},
                                           {"row", run.missedPath->row},
                                           {"col", run.missedPath->col}};
    return trace;
}

QJsonObject violationJson(const TraceRun &run)
{
    const TraceViolation &v = *run.violation;
    return {{"step", qint64(run.violationStep().value_or(0))},
            {"line", qint64(v.line)},
            {"text", QString()}, // the CLI's English words; the test composes them all
            {"kind", latin(web::violationKindName(v.kind))},
            {"eventType", latin(toString(v.eventType))},
            {"row", v.row},
            {"col", v.col},
            {"queenRow", v.queenRow},
            {"queenCol", v.queenCol},
            {"along", lineName(v.along)},
            {"actualLine", lineName(v.actualLine)},
            {"queens", v.queens},
            {"earlierSolution", qint64(v.earlierSolution)},
            {"earlierLine", qint64(v.earlierLine)},
            {"board", v.board.n > 0 ? placementJson(v.board) : QJsonArray()},
            {"missed", qint64(v.missed)},
            {"found", qint64(v.found)},
            {"total", qint64(v.total)},
            {"reason", latin(web::malformedReasonName(v.reason))},
            {"writtenWord", written(v.word)},
            {"writtenText", written(v.text)},
            {"length", qint64(v.length)},
            {"eventAfterTextLine", qint64(v.eventAfterTextLine)},
            {"writtenEventAfterText", written(v.eventAfterText)}};
}

// Every step of a student's trace as the window's trace run shows it (TraceReplay), and the
// banner's headline and comparison.
void writeTrace(Output &out, WindowTexts &texts, const QString &language,
                const std::shared_ptr<const TraceRun> &run)
{
    const SearchOptions options {run->n, run->order, Check::Scan,
                                 run->firstOnly ? Goal::First : Goal::All};
    texts.setOptions(options);
    QJsonObject state = baseStateJson(options, true, run->stepCount());
    state["trace"] = traceJson(*run);
    if (run->violation)
        state["violation"] = violationJson(*run);
    out.write({{"run", "trace"},
               {"language", language},
               {"headline", TraceNarrator::headline(*run)},
               {"comparison", TraceNarrator::describeComparison(run->summary)},
               {"listings", texts.listings()},
               {"shared", texts.shared(run->order)},
               {"state", state}});
    TraceReplay replay;
    replay.reset(run);
    for (std::uint64_t step = 0; step <= run->stepCount(); ++step) {
        replay.jumpTo(step);
        RunnerSnapshot snapshot;
        replay.describe(snapshot);
        snapshot.runState = replay.isFinished() ? RunState::Finished : RunState::Paused;
        out.write(texts.of(snapshot));
    }
}

std::shared_ptr<const TraceRun> traceOf(const char *name, int n,
                                        const std::vector<std::string> &lines)
{
    TraceIntake intake(n, false);
    intake.feed(test::joinLines(lines));
    intake.finish();
    return TraceRun::make(name, intake);
}

// Every message of `messages` ([context, source] pairs: what words.json holds) as the window's
// translator gives it in the language, and its forms for the counts 0, 1, 2 and 21.
QJsonObject messagesJson(const QString &language, const QJsonArray &messages)
{
    QJsonArray texts;
    for (const QJsonValue &message : messages) {
        const QByteArray context = message[0].toString().toUtf8();
        const QByteArray source = message[1].toString().toUtf8();
        QJsonArray forms;
        for (const int count : {-1, 0, 1, 2, 21})
            forms.append(QCoreApplication::translate(context.constData(), source.constData(),
                                                     nullptr, count));
        texts.append(forms);
    }
    return {{"run", "messages"}, {"language", language}, {"texts", texts}};
}

// How the language writes numbers and picks plural forms, as the window does.
QJsonObject localeJson(const QString &language)
{
    const QLocale locale;
    QJsonArray numbers;
    for (const qulonglong value : {0ULL, 7ULL, 999ULL, 1000ULL, 1234ULL, 12345ULL, 123456ULL,
                                   1234567ULL, 12345678ULL, 21977356ULL, 1234567890123ULL})
        numbers.append(QJsonArray {qint64(value), locale.toString(value)});
    QJsonArray durations;
    for (const double seconds : {0.0, 0.0000042, 0.0123, 0.5, 1.5, 9.87654, 12.34, 1234.5})
        durations.append(QJsonArray {seconds, CountersPanel::durationText(seconds)});
    QJsonArray speeds;
    for (const double speed : {0.0, 0.5, 2.0, 2.5, 10.0, 1000.0, 100000.0})
        speeds.append(QJsonArray {speed, SpeedScale::describe(speed)});
    QJsonArray plurals;
    for (const int count : {0, 1, 2, 3, 5, 11, 21, 101, 1000000})
        plurals.append(
            QJsonArray {count, Narrator::tr("All %1 solutions found in %2 steps", nullptr, count)
                                   .arg(locale.toString(count), QStringLiteral("9"))});
    return {{"run", "locale"},        {"language", language}, {"numbers", numbers},
            {"durations", durations}, {"speeds", speeds},     {"plurals", plurals}};
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    if (argc != 3) {
        std::fputs("usage: wordsfixture MESSAGES.json OUT.jsonl|-\n", stderr);
        return 2;
    }
    QFile messagesFile(QString::fromLocal8Bit(argv[1]));
    if (!messagesFile.open(QIODevice::ReadOnly)) {
        std::fputs("wordsfixture: cannot read the messages\n", stderr);
        return 1;
    }
    const QJsonArray messages = QJsonDocument::fromJson(messagesFile.readAll()).array();
    Output out(QString::fromLocal8Bit(argv[2]));
    LanguageManager languages;
    WindowTexts texts;

    // A student's traces: one that holds, one that places a queen on an attacked square, one
    // with a line that is no event (a row off the board), one that never reports its last
    // solution.
    const SearchOptions four {4, Order::Rows, Check::Scan, Goal::All};
    std::vector<std::string> malformed = test::traceLines(four);
    malformed.insert(malformed.begin() + 9, "place 9 1");
    std::vector<std::string> missing = test::traceLines(four);
    const std::uint64_t lastSolution = test::lineStarting(missing, "solution 2");
    missing.erase(missing.begin() + std::ptrdiff_t(lastSolution - 1));
    const std::vector<std::shared_ptr<const TraceRun>> traces {
        traceOf("queens.trace", 4, test::traceLines(four)),
        traceOf("bug.trace", 5, test::ignoredConflictTrace(5)),
        traceOf("typo.trace", 4, malformed),
        traceOf("missing.trace", 4, missing),
    };

    for (const QString language : {"en", "de", "es", "fr", "zh_CN"}) {
        languages.setLanguage(language);
        texts.retranslate();
        out.write(localeJson(language));
        out.write(messagesJson(language, messages));
        for (const int n : {4, 5, 6})
            for (const Order order : {Order::Rows, Order::Columns})
                for (const Check check : {Check::Scan, Check::Arrays, Check::Bitmask})
                    for (const Goal goal : {Goal::First, Goal::All})
                        writeSearch(out, texts, language, {n, order, check, goal});
        for (const std::shared_ptr<const TraceRun> &run : traces)
            writeTrace(out, texts, language, run);
    }
    if (!out.finish()) {
        std::fputs("wordsfixture: cannot write the output\n", stderr);
        return 1;
    }
    return 0;
}
