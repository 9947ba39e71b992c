#include "tracenarrator.h"

#include "formats.h"
#include "plaintext.h"
#include "pluralcount.h"
#include "tracewording.h"

#include <QLocale>

using namespace nq;

namespace {

QString number(std::uint64_t value)
{
    return QLocale().toString(qulonglong(value));
}

QString arrayText(const Placement &board)
{
    return QString::fromStdString(formatArray(board));
}

// What the program wrote, as it wrote it (tracewording.h: the web page shows it the same).
QString written(const std::string &text)
{
    return QString::fromStdString(writtenByProgram(text));
}

// How each event is written, for a message about one written otherwise (the protocol's
// words, the same in every language).
QString eventForm(EventType type)
{
    switch (type) {
    case EventType::Try: return QStringLiteral("try r c");
    case EventType::Conflict: return QStringLiteral("conflict r c queen r c line");
    case EventType::Place: return QStringLiteral("place r c");
    case EventType::Solution: return QStringLiteral("solution k");
    case EventType::Remove: return QStringLiteral("remove r c");
    case EventType::Backtrack: return QStringLiteral("backtrack level");
    case EventType::Done: return QStringLiteral("done");
    }
    return {};
}

} // namespace

QString TraceNarrator::square(int row, int col)
{
    return tr("row %1, column %2").arg(row).arg(col);
}

QString TraceNarrator::along(Line line)
{
    switch (line) {
    case Line::Column: return tr("its column");
    case Line::Row: return tr("its row");
    case Line::Diagonal: return tr("a diagonal");
    case Line::AntiDiagonal: return tr("an anti-diagonal");
    case Line::None: break;
    }
    return tr("no line");
}

QString TraceNarrator::describeEvent(const Event &e)
{
    switch (e.type) {
    case EventType::Try: return tr("Your program tries %1").arg(square(e.row, e.col));
    case EventType::Conflict:
        if (e.attackerRow < 0)
            return tr("Your program finds %1 attacked").arg(square(e.row, e.col));
        return tr("Your program finds %1 attacked by the queen on %2 along %3")
            .arg(square(e.row, e.col), square(e.attackerRow, e.attackerCol), along(e.line));
    case EventType::Place: return tr("Your program places a queen on %1").arg(square(e.row, e.col));
    case EventType::Solution: return tr("Your program reports solution %1").arg(number(e.solution));
    case EventType::Remove:
        return tr("Your program lifts the queen from %1").arg(square(e.row, e.col));
    case EventType::Backtrack:
        return tr("Your program backtracks: level %1 has no square left").arg(e.level);
    case EventType::Done: break;
    }
    return tr("Your program says its search is done");
}

QString TraceNarrator::describeSnapshot(const RunnerSnapshot &snapshot)
{
    const TraceRun &run = *snapshot.trace;
    if (snapshot.step() > 0 && run.violationStep() == snapshot.step())
        return describeViolation(*run.violation, run.n, snapshot.isFinished());
    if (snapshot.isFinished()) {
        if (run.violation)
            return tr("The trace of %1 ends after %2 steps. Its first violation: %3")
                .arg(PlainText::oneLine(QString::fromStdString(run.name)), number(snapshot.step()),
                     describeViolation(*run.violation, run.n));
        return tr("The trace of %1 ends after %2 steps. %3")
            .arg(PlainText::oneLine(QString::fromStdString(run.name)), number(snapshot.step()),
                 describeHolds(run.summary));
    }
    if (!snapshot.hasEvent()) {
        if (snapshot.step() == 0)
            return tr("The trace of %1, %2 steps: press Play to watch your program's search, or "
                      "Step to go one step at a time")
                .arg(PlainText::oneLine(QString::fromStdString(run.name)), number(run.stepCount()));
        return {};
    }
    return describeEvent(snapshot.lastEvent());
}

QString TraceNarrator::malformedWhy(const TraceViolation &v, int n)
{
    const QString form = eventForm(v.eventType);
    const QString word = written(v.word);
    switch (v.reason) {
    case MalformedReason::MissingNumber:
        return tr("a number is missing (the event is written %1)").arg(form);
    case MalformedReason::NotANumber:
        return tr("%1 is not a whole number from 0 to %2").arg(word).arg(n - 1);
    case MalformedReason::OffTheBoard:
        return tr("%1 is off the board (0 to %2)").arg(word).arg(n - 1);
    case MalformedReason::ExtraWord:
        return tr("%1 is one word too many (the event is written %2)").arg(word, form);
    case MalformedReason::NotQueen:
        return tr("“queen” should follow the square, not %1 (the event is written %2)")
            .arg(word, form);
    case MalformedReason::MissingLine:
        return tr("the line the queen attacks along is missing (column, row, diagonal or "
                  "anti-diagonal)");
    case MalformedReason::UnknownLine:
        return tr("the line %1 is not column, row, diagonal or anti-diagonal").arg(word);
    case MalformedReason::TooLong:
    case MalformedReason::None: break;
    }
    return tr("the line is %1 bytes long, and an event takes a few words").arg(number(v.length));
}

QString TraceNarrator::describeViolation(const TraceViolation &v, int n, bool withStep)
{
    // The narration says its step itself ("Step 215 · …"): there the line is enough.
    const QString at = withStep
                           ? tr("Step %1 (line %2): %3").arg(number(v.step + 1), number(v.line))
                           : tr("Line %1: %2").arg(number(v.line));
    switch (v.kind) {
    case TraceViolationKind::Malformed:
        return tr("Line %1: your program wrote %2, which is not an event: %3")
            .arg(number(v.line), written(v.text), malformedWhy(v, n));
    case TraceViolationKind::PlaceOnQueen:
        return at.arg(tr("your program placed a queen on %1, where a queen already stands")
                          .arg(square(v.row, v.col)));
    case TraceViolationKind::PlaceAttacked:
        return at.arg(
            tr("your program placed a queen on %1, but the queen on %2 attacks it along %3")
                .arg(square(v.row, v.col), square(v.queenRow, v.queenCol), along(v.along)));
    case TraceViolationKind::RemoveWithoutQueen:
        return at.arg(tr("your program removed a queen from %1, where none stands")
                          .arg(square(v.row, v.col)));
    case TraceViolationKind::ConflictWithoutQueen:
        return at.arg(tr("your program says the queen on %1 attacks %2, but no queen stands there")
                          .arg(square(v.queenRow, v.queenCol), square(v.row, v.col)));
    case TraceViolationKind::ConflictWrongLine:
        if (v.actualLine == Line::None)
            return at.arg(tr("your program says the queen on %1 attacks %2, but it does not")
                              .arg(square(v.queenRow, v.queenCol), square(v.row, v.col)));
        return at.arg(tr("your program says the queen on %1 attacks %2 along %3, but it attacks "
                         "it along %4")
                          .arg(square(v.queenRow, v.queenCol), square(v.row, v.col), along(v.along),
                               along(v.actualLine)));
    case TraceViolationKind::ConflictNotAttacked:
        return at.arg(tr("your program says %1 is attacked, but no queen attacks it")
                          .arg(square(v.row, v.col)));
    case TraceViolationKind::SolutionIncomplete:
        return at.arg(tr("your program reported a solution with %n queen(s) on the board; a "
                         "solution has %1",
                         nullptr, v.queens)
                          .arg(n));
    case TraceViolationKind::SolutionRepeated:
        return at.arg(
            tr("your program reported the solution %1 again: it was solution %2, on "
               "line %3")
                .arg(arrayText(v.board), number(v.earlierSolution), number(v.earlierLine)));
    case TraceViolationKind::SolutionsMissed:
        if (v.line == 0)
            return tr("The trace is empty: N=%1 has %Ln solution(s), and your program reported "
                      "none",
                      nullptr, pluralCount(v.total))
                .arg(n);
        if (v.board.n == 0) // counted against the known total, not searched again
            return tr("At the end (line %1): the trace holds %2 of the %3 solutions; your program "
                      "missed %4 (too many to search for which)")
                .arg(number(v.line), number(v.found), number(v.total), number(v.missed));
        return tr("At the end (line %1): the trace holds %2 of the %3 solutions; your program "
                  "missed %4, the first of them %5")
            .arg(number(v.line), number(v.found), number(v.total), number(v.missed),
                 arrayText(v.board));
    case TraceViolationKind::NoSolution:
        if (v.board.n == 0)
            return tr("At the end (line %1): the trace holds no solution, but N=%2 has solutions")
                .arg(number(v.line))
                .arg(n);
        return tr("At the end (line %1): the trace holds no solution, but N=%2 has one, the first "
                  "%3")
            .arg(number(v.line))
            .arg(n)
            .arg(arrayText(v.board));
    }
    return {};
}

QString TraceNarrator::describeHolds(const TraceSummary &s)
{
    if (s.cut)
        return tr("Your program's search breaks no rule as far as it went; it was cut before its "
                  "end, so its %Ln solution(s) are not compared with all of N's.",
                  nullptr, pluralCount(s.distinctSolutions));
    if (s.firstOnly)
        return tr("Your program's search breaks no rule and reports %Ln solution(s) (the first "
                  "was asked for).",
                  nullptr, pluralCount(s.distinctSolutions));
    if (s.reference.ran || s.reference.countCompared)
        return tr("Your program's search breaks no rule and reports all %Ln solution(s).", nullptr,
                  pluralCount(s.reference.solutions));
    return tr("Your program's search breaks no rule and reports %Ln solution(s).", nullptr,
              pluralCount(s.distinctSolutions));
}

QString TraceNarrator::ratio(std::uint64_t value, std::uint64_t reference)
{
    if (reference == 0)
        return number(value);
    return tr("%1 (×%2)")
        .arg(number(value), QLocale().toString(double(value) / double(reference), 'f', 2));
}

QString TraceNarrator::describeComparison(const TraceSummary &s)
{
    const TraceReference &r = s.reference;
    if (!r.ran)
        return tr("Not compared with the reference search: it is far longer than this trace");
    if (s.counts.tries == 0)
        return tr("Against the reference search: placements %1; the trace reports no tries")
            .arg(ratio(s.counts.places, r.places));
    return tr("Against the reference search: tries %1, placements %2")
        .arg(ratio(s.counts.tries, r.tries), ratio(s.counts.places, r.places));
}

QString TraceNarrator::headline(const TraceRun &run)
{
    // A program that failed before its search could end (a prompt that read the end of its
    // empty input) is the headline, unless it broke a rule before.
    if (run.failure && !run.violation) {
        const QString error = run.failure->lastErrorLine.empty()
                                  ? tr("it wrote nothing on standard error")
                                  : written(run.failure->lastErrorLine);
        if (run.failure->exitStatus < 0)
            return tr("Your program was ended by a signal before its search ended: %1").arg(error);
        return tr("Your program ended with exit status %1 before its search ended: %2")
            .arg(run.failure->exitStatus)
            .arg(error);
    }
    if (!run.violation)
        return describeHolds(run.summary);
    const TraceViolation &v = *run.violation;
    QString text = describeViolation(v, run.n);
    if (v.kind == TraceViolationKind::SolutionsMissed && run.missedPath) {
        // Why that solution is missing: how far the program came along it.
        const TraceRun::MissedPath &path = *run.missedPath;
        text += QLatin1Char(' ')
                + (path.queensHeld == 0
                       ? tr("Your program never placed its queen on %1.")
                             .arg(square(path.row, path.col))
                       : tr("Your program held at most %n of its queens together, and never placed "
                            "its queen on %1 with them.",
                            nullptr, path.queensHeld)
                             .arg(square(path.row, path.col)));
    }
    if (v.eventAfterTextLine > 0 && v.eventAfterTextLine < v.line)
        text += QLatin1Char(' ')
                + tr("Line %1 (%2) ends with an event after your program's own text, so it was "
                     "read as the program's output: a prompt without a newline? The helpers mark "
                     "their events so that they are read there.")
                      .arg(number(v.eventAfterTextLine), written(v.eventAfterText));
    return text;
}
