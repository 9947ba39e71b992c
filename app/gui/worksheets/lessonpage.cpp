#include "lessonpage.h"

#include "boardview.h"
#include "narrationlabel.h"
#include "narrator.h"
#include "pseudocode.h"
#include "speechpacer.h"
#include "tracenarrator.h"
#include "stepper.h"
#include "walkfactory.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <limits>
#include <map>
#include <tuple>

using namespace nq;

namespace {

constexpr std::uint64_t kCancelPoll = 4096;
constexpr std::uint64_t kNoStep = std::numeric_limits<std::uint64_t>::max();
constexpr auto kDataStart = "<script type=\"application/json\" id=\"nq-data\">";

QString fromView(std::string_view text)
{
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

std::array<qint64, 7> countersOf(const Counters &c)
{
    return {qint64(c.steps),   qint64(c.tries),      qint64(c.checks),   qint64(c.places),
            qint64(c.removes), qint64(c.backtracks), qint64(c.solutions)};
}

QJsonArray jsonOf(const std::array<qint64, 7> &values)
{
    QJsonArray array;
    for (const qint64 value : values)
        array.append(value);
    return array;
}

QJsonArray listingOf(const QList<Pseudocode::ListingLine> &lines)
{
    QJsonArray listing;
    for (const Pseudocode::ListingLine &line : lines)
        listing.append(QJsonArray {line.indent, line.code, line.comment});
    return listing;
}

QString escapedHtml(const QString &text)
{
    return text.toHtmlEscaped();
}

// The page's texts that are not the search's: titles, buttons, labels, in the current language.
// A student's trace has no safety check of ours to name: its program checks in its own way.
// `toViolation`: the page holds the step of the trace's first violation, which F8 goes to.
QJsonObject interfaceTexts(const SearchOptions &options, bool trace, bool toViolation)
{
    const bool rows = options.order == Order::Rows;
    const QString order = rows ? LessonPage::tr("row by row") : LessonPage::tr("column by column");
    const QString goal = options.goal == Goal::First ? LessonPage::tr("first solution")
                                                     : LessonPage::tr("all solutions");
    return {
        {QStringLiteral("heading"),
         trace ? LessonPage::tr("N=%1 · %2 · %3").arg(options.n).arg(order, goal)
               : LessonPage::tr("N=%1 · %2 · %3 · %4")
                     .arg(options.n)
                     .arg(order, Pseudocode::checkName(options.check), goal)},
        {QStringLiteral("range"), LessonPage::tr("Steps %1 to %2")},
        {QStringLiteral("board"), LessonPage::tr("Board")},
        // The cells in the window's board's words (the page named an empty one otherwise in
        // Chinese).
        {QStringLiteral("queen"), BoardView::plainSquareTemplate(true)},
        {QStringLiteral("empty"), BoardView::plainSquareTemplate(false)},
        {QStringLiteral("narration"), LessonPage::tr("What the step did")},
        {QStringLiteral("controls"), LessonPage::tr("Controls")},
        {QStringLiteral("reset"), LessonPage::tr("Reset")},
        {QStringLiteral("back"), LessonPage::tr("Step back")},
        {QStringLiteral("play"), LessonPage::tr("Play")},
        {QStringLiteral("pause"), LessonPage::tr("Pause")},
        {QStringLiteral("step"), LessonPage::tr("Step")},
        {QStringLiteral("slower"), LessonPage::tr("Slower")},
        {QStringLiteral("faster"), LessonPage::tr("Faster")},
        {QStringLiteral("speed"), LessonPage::tr("%1 steps a second")},
        {QStringLiteral("previousMark"), LessonPage::tr("Previous bookmark")},
        {QStringLiteral("nextMark"), LessonPage::tr("Next bookmark")},
        {QStringLiteral("pseudocode"), LessonPage::tr("Pseudocode")},
        {QStringLiteral("check"), LessonPage::tr("Safety check")},
        {QStringLiteral("counters"), LessonPage::tr("Counters")},
        {QStringLiteral("counterNames"),
         QJsonArray {LessonPage::tr("Steps"), LessonPage::tr("Tries"), LessonPage::tr("Checks"),
                     LessonPage::tr("Placements"), LessonPage::tr("Removals"),
                     LessonPage::tr("Backtracks"), LessonPage::tr("Solutions")}},
        {QStringLiteral("strip"), rows ? LessonPage::tr("The placement, cols[row] = col")
                                       : LessonPage::tr("The placement, rows[col] = row")},
        {QStringLiteral("marks"), LessonPage::tr("Bookmarks")},
        {QStringLiteral("mark"), LessonPage::tr("Step %1")},
        {QStringLiteral("noMarks"), LessonPage::tr("No bookmarks in these steps")},
        {QStringLiteral("note"), LessonPage::tr("Note:")},
        {QStringLiteral("keys"),
         toViolation
             ? LessonPage::tr("Keys: Right step, Left step back, Space play or pause, Home reset, "
                              "+ and - speed, . and , next and previous bookmark, F8 the first "
                              "violation")
             : LessonPage::tr("Keys: Right step, Left step back, Space play or pause, Home reset, "
                              "+ and - speed, . and , next and previous bookmark")},
        {QStringLiteral("toViolation"), LessonPage::tr("Go to the first violation (F8)")},
        {QStringLiteral("whoseTrace"), LessonPage::tr("Whose search is shown")},
        {QStringLiteral("boardKeys"),
         LessonPage::tr("On the board (one Tab stop): the arrow keys go from square to square, "
                        "Home and End to the ends of a row, Ctrl+Home and Ctrl+End to the "
                        "corners, without moving the search")},
        {QStringLiteral("made"),
         LessonPage::tr("Made with the N-Queens Visualizer: this page replays the search "
                        "without a network.")},
    };
}

// What one step shows besides the board: the event, its sentence and its pseudocode lines.
// The key of the table that keeps each distinct one once.
struct EventKey
{
    int kind;
    int row, col, attackerRow, attackerCol, level, line;
    std::uint64_t solution;
    bool finished;
    bool violation = false; // a trace's first violation is shown at this step
    bool squareHoldsQueen = false; // after the event (a trace may try a square with a queen)

    static EventKey of(const Event &event, bool finished, bool violation, bool squareHoldsQueen)
    {
        return {int(event.type),   event.row,   event.col,       event.attackerRow,
                event.attackerCol, event.level, int(event.line), event.solution,
                finished,          violation,   squareHoldsQueen};
    }

    auto operator<=>(const EventKey &) const = default;
};

// Gathers the page's tables while the search (or a student's trace) runs. Plain value; the
// building thread.
class PageTables
{
public:
    PageTables(const SearchOptions &options, int fixedLevels,
               std::shared_ptr<const TraceRun> trace = nullptr)
        : m_options(options)
        , m_pseudocode(options)
        , m_fixedLevels(fixedLevels)
        , m_trace(std::move(trace))
    {
    }

    // The narration of step 0 (no event yet): the window's "Ready" sentence, or what it says
    // of a trace before its first step.
    int readyEntry()
    {
        RunnerSnapshot snapshot;
        snapshot.search.options = m_options;
        snapshot.fixedLevels = m_fixedLevels;
        snapshot.trace = m_trace;
        const bool finished = m_trace && m_trace->stepCount() == 0;
        if (finished)
            snapshot.runState = RunState::Finished;
        return entry({-1, -1, -1, -1, -1, -1, 0, 0, finished},
                     [&] { return Narrator::describeSnapshot(snapshot); });
    }

    // The entry of the step `walk` stands on, reached by an event: the window's narration of
    // that step (the Narrator's of the search; a trace's, TraceNarrator's through the Narrator
    // as the window calls it), the violation's sentence where a trace breaks its first rule.
    int stepEntry(const StepWalk &walk)
    {
        const Event &event = *walk.event();
        const bool finished = walk.isFinished();
        const bool violation = walk.step() > 0 && walk.violationStep() == walk.step();
        const bool onBoard = event.row >= 0 && event.col >= 0;
        const bool holdsQueen = onBoard && walk.holdsQueen(event.row, event.col);
        const EventKey key = EventKey::of(event, finished, violation, holdsQueen);
        return entry(key, [&] {
            RunnerSnapshot snapshot;
            walk.describe(snapshot);
            snapshot.recentEvents = {event};
            snapshot.runState = finished ? RunState::Finished : RunState::Paused;
            return Narrator::describeSnapshot(snapshot);
        });
    }

    // The queens of a trace's board that attack each other, as the window's board joins them
    // (BoardScene::showProgramsQueens): their entry in the table of pairs.
    int pairsEntry(const StepWalk &walk)
    {
        BoardScene scene;
        scene.n = m_options.n;
        scene.queens = walk.queens();
        scene.showProgramsQueens(walk.squares());
        std::vector<int> flat;
        for (const BoardScene::QueenPair &pair : scene.attackingPairs)
            flat.insert(flat.end(), {pair.row1, pair.col1, pair.row2, pair.col2});
        const auto [it, added] = m_pairsIndex.try_emplace(flat, int(m_pairs.size()));
        if (added) {
            QJsonArray values;
            for (const int value : flat)
                values.append(value);
            m_pairs.append(values);
        }
        return it->second;
    }

    int deltaEntry(const std::array<qint64, 7> &delta)
    {
        const auto [it, added] = m_deltaIndex.try_emplace(delta, int(m_deltas.size()));
        if (added)
            m_deltas.append(jsonOf(delta));
        return it->second;
    }

    QJsonArray events() const { return m_events; }
    QJsonArray sentences() const { return m_sentences; }
    QJsonArray deltas() const { return m_deltas; }
    QJsonArray pairs() const { return m_pairs; }
    const Pseudocode &pseudocode() const { return m_pseudocode; }

private:
    template<typename Describe>
    int entry(const EventKey &key, Describe describe)
    {
        if (const auto found = m_eventIndex.find(key); found != m_eventIndex.end())
            return found->second;
        const int sentenceAt = sentenceEntry(describe());
        Pseudocode::Highlight lines;
        int squareAt = -1; // what the event's square says, as the window's board cell says it
        if (key.kind >= 0) {
            Event event;
            event.type = EventType(key.kind);
            event.row = std::int8_t(key.row);
            event.col = std::int8_t(key.col);
            event.attackerRow = std::int8_t(key.attackerRow);
            event.attackerCol = std::int8_t(key.attackerCol);
            event.level = std::int8_t(key.level);
            event.line = Line(key.line);
            event.solution = key.solution;
            // A student's program keeps its own code: no line of ours is its.
            if (!m_trace)
                lines = m_pseudocode.lineFor(event);
            if (event.type == EventType::Try || event.type == EventType::Conflict
                || event.type == EventType::Place || event.type == EventType::Remove) {
                // Only the square's own queen counts: the event says what stands there.
                Placement queens(m_options.n);
                if (key.squareHoldsQueen)
                    queens.cols[std::size_t(key.row)] = std::int8_t(key.col);
                squareAt = sentenceEntry(BoardView::squareDescription(
                    BoardScene::fromEvent(queens, &event, m_options.order), key.row, key.col));
            }
        }
        // A finished run's sentence and the "Ready" one stand alone; the others follow "Step k".
        const bool numbered = key.kind >= 0 && !key.finished;
        m_events.append(QJsonArray {key.kind, key.row, key.col, key.attackerRow, key.attackerCol,
                                    key.level, sentenceAt, numbered ? 1 : 0, lines.algorithm,
                                    lines.check, squareAt});
        const int index = int(m_eventIndex.size());
        m_eventIndex.emplace(key, index);
        return index;
    }

    // The index of `text` in the sentences, added once.
    int sentenceEntry(const QString &text)
    {
        const auto [at, added] = m_sentenceIndex.try_emplace(text, int(m_sentences.size()));
        if (added)
            m_sentences.append(text);
        return at->second;
    }

    SearchOptions m_options;
    Pseudocode m_pseudocode;
    int m_fixedLevels = 0;
    std::shared_ptr<const TraceRun> m_trace;
    std::map<EventKey, int> m_eventIndex;
    std::map<QString, int> m_sentenceIndex;
    std::map<std::array<qint64, 7>, int> m_deltaIndex;
    std::map<std::vector<int>, int> m_pairsIndex;
    QJsonArray m_events;
    QJsonArray m_sentences;
    QJsonArray m_deltas;
    QJsonArray m_pairs;
};

// Puts `value` in place of the first `token` of `page`.
void fill(QByteArray &page, const QByteArray &token, const QByteArray &value)
{
    const qsizetype at = page.indexOf(token);
    if (at >= 0)
        page.replace(at, token.size(), value);
}

// The data as it may stand inside its script element whatever the notes hold: '<' '>' and '&'
// appear in JSON only inside strings, where "\u003c" reads as the same text, so no "</script",
// "<!--" or "<script" can change how the browser reads the rest of the page.
QByteArray embeddable(const QByteArray &json)
{
    QByteArray out;
    out.reserve(json.size());
    for (const char c : json) {
        switch (c) {
        case '<': out += "\\u003c"; break;
        case '>': out += "\\u003e"; break;
        case '&': out += "\\u0026"; break;
        default: out += c;
        }
    }
    return out;
}

// The text between the first `open` tag and its closing `close` tag of `page`.
QByteArray elementText(const QByteArray &page, const QByteArray &open, const QByteArray &close)
{
    const qsizetype start = page.indexOf(open);
    if (start < 0)
        return {};
    const qsizetype from = start + open.size();
    const qsizetype end = page.indexOf(close, from);
    return end < 0 ? QByteArray() : page.mid(from, end - from);
}

// The page's Content-Security-Policy: nothing from anywhere, only the page's own script and
// style (by their SHA-256, so that no script a note could smuggle in would run).
QByteArray policyFor(const QByteArray &page)
{
    const auto hashOf = [](const QByteArray &text) {
        return "'sha256-" + QCryptographicHash::hash(text, QCryptographicHash::Sha256).toBase64()
               + "'";
    };
    return "default-src 'none'; script-src " + hashOf(elementText(page, "<script>", "</script>"))
           + "; style-src " + hashOf(elementText(page, "<style>", "</style>"))
           + "; base-uri 'none'; form-action 'none'";
}

QByteArray resourceText(const QString &name)
{
    QFile file(name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The page's template with the board parts it shares with the live page put in: their style
// (the colours, the board, the buttons) first in its style, their script (the grid, its keys,
// the paced live region) in its script, before the policy hashes the two.
QByteArray pageTemplate()
{
    QByteArray page = resourceText(QStringLiteral(":/web/lessonpage.html"));
    const QByteArray style = resourceText(QStringLiteral(":/web/boardparts.css"));
    const QByteArray parts = resourceText(QStringLiteral(":/web/boardparts.js"));
    if (style.isEmpty() || parts.isEmpty())
        return {};
    fill(page, "__BOARDSTYLE__", style);
    fill(page, "__BOARDPARTS__", parts);
    return page;
}

} // namespace

PageRequest PageRequest::fromLesson(const Lesson &lesson)
{
    PageRequest request;
    request.search = lesson.search;
    // A lesson that opens on the trace it holds: the page replays the trace.
    if (lesson.search.isTrace())
        request.trace = lesson.trace.run;
    // The page replays a listing's or a count's search step by step, as the file names it.
    if (!animates(request.search.options.goal))
        request.search.options.goal = Goal::All;
    request.openAt = animates(lesson.search.options.goal) ? lesson.step : 0;
    for (const LessonBookmark &bookmark : lesson.bookmarks)
        if (bookmark.search == request.search)
            request.bookmarks.append({bookmark.step, bookmark.note});
    std::sort(request.bookmarks.begin(), request.bookmarks.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    return request;
}

std::pair<std::uint64_t, std::uint64_t> LessonPage::defaultRange(const PageRequest &request)
{
    std::uint64_t furthest = std::max<std::uint64_t>(request.first, request.openAt);
    for (const auto &bookmark : request.bookmarks)
        furthest = std::max<std::uint64_t>(furthest, bookmark.first);
    // A trace is known to its end: a page goes no further (nor before its first step).
    const auto upToTheEnd = [&request](std::uint64_t last) {
        return request.trace ? std::max(request.first, std::min(last, request.trace->stepCount()))
                             : last;
    };
    const std::uint64_t last = request.last.value_or(upToTheEnd(furthest + kDefaultSteps));
    if (last - request.first < kMaxSteps)
        return {request.first, last};
    const std::uint64_t first = request.openAt > kDefaultSteps / 2
                                    ? request.openAt - kDefaultSteps / 2
                                    : 0;
    return {first, upToTheEnd(first + kDefaultSteps)};
}

bool LessonPage::parseRange(const QString &text, std::uint64_t &first, std::uint64_t &last)
{
    static const QRegularExpression range(QStringLiteral("^([0-9]{1,12})-([0-9]{1,12})$"));
    const QRegularExpressionMatch match = range.match(text);
    if (!match.hasMatch())
        return false;
    first = match.captured(1).toULongLong();
    last = match.captured(2).toULongLong();
    return first <= last;
}

namespace {

// What one pass of the search gathered for a page: each step's entries in the tables, where
// the page starts, and where it ended. The building thread.
struct PageSteps
{
    QJsonArray events; // per step, its entry in the tables' events
    QJsonArray deltas; // per step but the first, its entry in the tables' counter changes
    QJsonArray pairs; // a trace's: per step, its entry in the tables' attacking pairs
    Placement start;
    SquareSet startSquares {}; // a trace's board at the first step, two queens on a row too
    std::array<qint64, 7> startCounters {};
    std::uint64_t last = 0; // the last step the page holds
    bool ended = false; // the search ended there
    bool cancelled = false;
    bool missingFirst = false; // the search ends before the first step
    std::uint64_t searchEnd = 0; // where it ended, when it did
};

// Walks the run (the search, or a student's trace) from its start to `last`: to the first
// step at once (far into a search, in pieces: the long part of such a page), then step by
// step into `tables`, polling `cancel` and reporting. A trace's board may break the rules: its
// queens that attack each other are kept for each step too, as the window joins them.
PageSteps walkSteps(StepWalk &walk, const PageRequest &request, std::uint64_t last,
                    PageTables &tables, const std::atomic<bool> *cancel,
                    const std::function<void(std::uint64_t, std::uint64_t)> &progress)
{
    PageSteps steps;
    const bool pairs = walk.trace() != nullptr;
    // Step `first` itself: the board and counters there, and the event that led to it.
    if (request.first > 0) {
        const auto reached = [&](std::uint64_t step) {
            if (progress)
                progress(step, last);
        };
        if (!walk.skipTo(request.first, cancel, reached)) {
            steps.cancelled = walk.cancelled();
            steps.missingFirst = !steps.cancelled;
            steps.searchEnd = walk.step();
            return steps;
        }
        steps.events.append(tables.stepEntry(walk));
    } else {
        steps.events.append(tables.readyEntry());
    }
    steps.start = walk.queens();
    steps.startSquares = walk.squares();
    steps.startCounters = countersOf(walk.counters());
    int pairsAt = pairs ? tables.pairsEntry(walk) : 0;
    if (pairs)
        steps.pairs.append(pairsAt);
    std::array<qint64, 7> before = steps.startCounters;
    while (walk.step() < last && !walk.isFinished()) {
        if (walk.step() % kCancelPoll == 0) {
            if ((steps.cancelled = cancel && cancel->load()))
                return steps;
            if (progress)
                progress(walk.step(), last);
        }
        walk.next();
        const std::array<qint64, 7> after = countersOf(walk.counters());
        std::array<qint64, 7> delta {};
        for (std::size_t i = 0; i < delta.size(); ++i)
            delta[i] = after[i] - before[i];
        before = after;
        steps.events.append(tables.stepEntry(walk));
        steps.deltas.append(tables.deltaEntry(delta));
        if (pairs) {
            // The queens attacking each other change only with the board.
            const EventType type = walk.event()->type;
            if (type == EventType::Place || type == EventType::Remove)
                pairsAt = tables.pairsEntry(walk);
            steps.pairs.append(pairsAt);
        }
    }
    steps.last = walk.step();
    steps.ended = walk.isFinished();
    steps.searchEnd = walk.step();
    return steps;
}

// What the page says of a trace, as the window's banner does: whose it is, the headline of
// checking it (its first violation, or that it holds), how it compares with the reference
// search, and the step of that violation.
QJsonObject traceData(const TraceRun &run)
{
    const std::optional<std::uint64_t> violation = run.violationStep();
    return {
        {QStringLiteral("name"), QString::fromStdString(run.name)},
        {QStringLiteral("whose"),
         LessonPage::tr("The search of your program: %1 (N=%2), not the built-in search")
             .arg(QString::fromStdString(run.name))
             .arg(run.n)},
        {QStringLiteral("headline"), TraceNarrator::headline(run)},
        {QStringLiteral("comparison"), TraceNarrator::describeComparison(run.summary)},
        {QStringLiteral("violation"), violation ? qint64(*violation) : qint64(-1)},
    };
}

// The data the page's script reads.
QJsonObject pageData(const PageRequest &request, const PageSteps &steps, const PageTables &tables)
{
    const SearchOptions &options = request.search.options;
    const QLocale locale;
    QJsonArray queens;
    for (int row = 0; row < options.n; ++row)
        queens.append(steps.start.cols[std::size_t(row)]);
    QJsonArray marks;
    for (const auto &[markStep, note] : request.bookmarks)
        if (markStep >= request.first && markStep <= steps.last)
            marks.append(QJsonArray {qint64(markStep), note});
    const std::uint64_t openAt = request.openAt >= request.first && request.openAt <= steps.last
                                     ? request.openAt
                                     : request.first;
    const std::uint64_t violation = request.trace ? request.trace->violationStep().value_or(kNoStep)
                                                  : kNoStep;
    QJsonObject data {
        {QStringLiteral("format"), 1},
        {QStringLiteral("n"), options.n},
        {QStringLiteral("order"), fromView(toString(options.order))},
        {QStringLiteral("first"), qint64(request.first)},
        {QStringLiteral("last"), qint64(steps.last)},
        {QStringLiteral("open"), qint64(openAt)},
        {QStringLiteral("ended"), steps.ended},
        {QStringLiteral("group"), locale.groupSeparator()},
        {QStringLiteral("decimal"), locale.decimalPoint()},
        {QStringLiteral("stepText"), NarrationLabel::stepTemplate()},
        // The window's pace of speech, which the page's screen-reader sentences keep.
        {QStringLiteral("pace"),
         QJsonArray {SpeechPacer::kCharactersPerSecond, qint64(SpeechPacer::kPauseMs)}},
        {QStringLiteral("ui"),
         interfaceTexts(options, request.trace != nullptr,
                        violation >= request.first && violation <= steps.last)},
        {QStringLiteral("queens"), queens},
        {QStringLiteral("counters"), jsonOf(steps.startCounters)},
        {QStringLiteral("events"), tables.events()},
        {QStringLiteral("sentences"), tables.sentences()},
        {QStringLiteral("deltas"), tables.deltas()},
        {QStringLiteral("se"), steps.events},
        {QStringLiteral("sd"), steps.deltas},
        // The built-in search's code, which a student's trace does not run.
        {QStringLiteral("algorithm"),
         request.trace ? QJsonArray() : listingOf(tables.pseudocode().algorithm())},
        {QStringLiteral("check"),
         request.trace ? QJsonArray() : listingOf(tables.pseudocode().check())},
        {QStringLiteral("marks"), marks},
    };
    if (request.trace) {
        QJsonArray squares;
        for (int row = 0; row < options.n; ++row)
            squares.append(qint64(steps.startSquares[std::size_t(row)]));
        data.insert(QStringLiteral("squares"), squares);
        data.insert(QStringLiteral("pairs"), tables.pairs());
        data.insert(QStringLiteral("sp"), steps.pairs);
        data.insert(QStringLiteral("trace"), traceData(*request.trace));
    }
    return data;
}

// The page: our template with its policy, language, title and data filled in; empty when the
// template is missing from the program.
QByteArray assembledPage(const QJsonObject &data, const QString &title)
{
    QByteArray page = pageTemplate();
    if (page.isEmpty())
        return page;
    // The page's language for the browser (its fonts, its screen reader's voice); the C
    // locale speaks the program's source language, English.
    QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    if (language.isEmpty() || language == QLatin1String("C"))
        language = QStringLiteral("en");
    fill(page, "__POLICY__", policyFor(page));
    fill(page, "__LANG__", language.toUtf8());
    fill(page, "__TITLE__", escapedHtml(title).toUtf8());
    // Last: the data may hold any text.
    fill(page, "__DATA__", embeddable(QJsonDocument(data).toJson(QJsonDocument::Compact)));
    return page;
}

} // namespace

QString LessonPage::refusal(const PageRequest &request)
{
    const QLocale locale;
    const auto number = [&locale](std::uint64_t value) {
        return locale.toString(qulonglong(value));
    };
    const std::uint64_t first = request.first;
    const std::uint64_t last = request.last.value_or(first);
    if (!request.trace && request.search.hasStartQueens()
        && Stepper::prefixLength(request.search.startQueens, request.search.options.order) < 0)
        return tr("The lesson's queens are not a start the search can continue from");
    if (first > kLatestFirstStep)
        return tr("A page starts at step %1 at the latest, not at step %2")
            .arg(number(kLatestFirstStep), number(first));
    if (last < first)
        return tr("The range of steps %1-%2 is empty").arg(first).arg(last);
    if (last - first >= kMaxSteps)
        return tr("Steps %1 to %2 are too many for one page: it holds at most %3 steps (%4)")
            .arg(number(first), number(last), number(kMaxSteps),
                 locale.formattedDataSize(kMaxBytes, 0, QLocale::DataSizeSIFormat));
    return {};
}

LessonPage::Result LessonPage::build(
    const PageRequest &requested, const std::atomic<bool> *cancel,
    const std::function<void(std::uint64_t, std::uint64_t)> &progress)
{
    // Without a range, the default one: a lesson far into a search gets the steps around the
    // step it opens on, not a range too long for a page.
    PageRequest request = requested;
    if (!request.last)
        std::tie(request.first, request.last) = defaultRange(requested);
    Result result;
    if ((result.error = refusal(request)); !result.error.isEmpty())
        return result;
    const QLocale locale;
    const auto number = [&locale](std::uint64_t value) {
        return locale.toString(qulonglong(value));
    };
    const SearchOptions &options = request.search.options;
    const int fixedLevels = request.search.hasStartQueens()
                                ? Stepper::prefixLength(request.search.startQueens, options.order)
                                : 0;
    PageTables tables(options, fixedLevels, request.trace);
    // refusal() checked the lesson's queens already.
    const std::unique_ptr<StepWalk> walk = walkOf(options, request.search.startQueens,
                                                  request.trace);
    if (!walk) {
        result.error = tr("The lesson's queens are not a start the search can continue from");
        return result;
    }
    const PageSteps steps = walkSteps(*walk, request, *request.last, tables, cancel, progress);
    result.cancelled = steps.cancelled;
    const bool shortOfTheLast = requested.last && !requested.lastMayPassTheEnd
                                && steps.last < *requested.last;
    if (steps.missingFirst || (!steps.cancelled && shortOfTheLast)) {
        const QString missing = number(steps.missingFirst ? request.first : *requested.last);
        result.error = request.trace ? tr("The trace ends at step %1: there is no step %2")
                                           .arg(number(steps.searchEnd), missing)
                                     : tr("The search ends at step %1: there is no step %2")
                                           .arg(number(steps.searchEnd), missing);
        return result;
    }
    if (steps.cancelled)
        return result;
    // Whose search it is, in the title too: a student's is never called ours.
    const QString title = request.trace ? tr("%1 — your program's search, N=%2: steps %3 to %4")
                                              .arg(QString::fromStdString(request.trace->name))
                                              .arg(options.n)
                                              .arg(number(request.first), number(steps.last))
                                        : tr("N-Queens, N=%1: steps %2 to %3")
                                              .arg(options.n)
                                              .arg(number(request.first), number(steps.last));
    const QByteArray page = assembledPage(pageData(request, steps, tables), title);
    if (page.isEmpty()) {
        result.error = tr("The page's template is missing from the program");
        return result;
    }
    if (page.size() > kMaxBytes) {
        result.error =
            tr("Steps %1 to %2 make a page of %3, more than the %4 a page may have: choose fewer "
               "steps")
                .arg(number(request.first), number(steps.last),
                     locale.formattedDataSize(page.size(), 1, QLocale::DataSizeSIFormat),
                     locale.formattedDataSize(kMaxBytes, 0, QLocale::DataSizeSIFormat));
        return result;
    }
    result.html = page;
    result.first = request.first;
    result.last = steps.last;
    return result;
}

std::optional<QJsonObject> LessonPage::dataOf(const QByteArray &html)
{
    const qsizetype start = html.indexOf(kDataStart);
    if (start < 0)
        return std::nullopt;
    const qsizetype from = start + qsizetype(qstrlen(kDataStart));
    const qsizetype end = html.indexOf("</script>", from);
    if (end < 0)
        return std::nullopt;
    const QJsonDocument document = QJsonDocument::fromJson(html.mid(from, end - from));
    if (!document.isObject())
        return std::nullopt;
    return document.object();
}
