#include "narrator.h"

#include "tracenarrator.h"
#include "pluralcount.h"

#include <QLocale>

using namespace nq;

QString Narrator::lineName(Line line)
{
    switch (line) {
    case Line::Column: return tr("same column");
    case Line::Row: return tr("same row");
    case Line::Diagonal: return tr("same diagonal");
    case Line::AntiDiagonal: return tr("same anti-diagonal");
    case Line::None: break;
    }
    return {};
}

QString Narrator::levelName(const SearchOptions &options, int level)
{
    return options.order == Order::Rows ? tr("Row %1").arg(level) : tr("Column %1").arg(level);
}

QString Narrator::describeEvent(const Event &e, const SearchOptions &options)
{
    const bool rows = options.order == Order::Rows;
    // The level is the row in row order, the column in column order; the candidate the other.
    const int level = rows ? e.row : e.col;
    const int candidate = rows ? e.col : e.row;
    const QString where = levelName(options, level);
    const QString square = rows ? tr("column %1").arg(candidate) : tr("row %1").arg(candidate);
    switch (e.type) {
    case EventType::Try: return tr("%1: trying %2").arg(where, square);
    case EventType::Conflict:
        return tr("%1: %2 is attacked by the queen in row %3, column %4 (%5)")
            .arg(where, square)
            .arg(e.attackerRow)
            .arg(e.attackerCol)
            .arg(lineName(e.line));
    case EventType::Place:
        if (options.check == Check::Bitmask)
            return tr("%1: %2 is the lowest free square of the bitmask: queen placed")
                .arg(where, square);
        return tr("%1: %2 is safe: queen placed").arg(where, square);
    case EventType::Solution:
        return tr("Solution %1 found: all %n queens are placed and none attacks another", nullptr,
                  options.n)
            .arg(QLocale().toString(qulonglong(e.solution)));
    case EventType::Remove:
        return tr("%1: lifting the queen from %2 to try the next square").arg(where, square);
    case EventType::Backtrack:
        if (e.level == 0)
            return rows ? tr("Row 0 has no column left to try: the search is over")
                        : tr("Column 0 has no row left to try: the search is over");
        return rows ? tr("Row %1 has no safe column left: back to row %2")
                          .arg(e.level)
                          .arg(e.level - 1)
                    : tr("Column %1 has no safe row left: back to column %2")
                          .arg(e.level)
                          .arg(e.level - 1);
    case EventType::Done: break;
    }
    return tr("The search has ended");
}

QString Narrator::describeFinish(const RunnerSnapshot &snapshot)
{
    const QLocale locale;
    const SearchOptions &options = snapshot.search.options;
    const Counters &c = snapshot.search.counters;
    const QString steps = locale.toString(qulonglong(c.steps));
    if (snapshot.fixedLevels > 0) // continued from the user's queens: only what extends them
        return describeFinishFromQueens(snapshot);
    if (c.solutions == 0) {
        if (options.n == 2)
            return tr("No solution exists for N=2: any two squares in different rows and columns "
                      "of a 2×2 board "
                      "share a diagonal (the search checked every placement in %1 steps)")
                .arg(steps);
        if (options.n == 3 && options.order == Order::Rows)
            return tr("No solution exists for N=3: wherever the first queen stands, at most one "
                      "more fits, so the last row never has a safe square (the search checked "
                      "every placement in %1 steps)")
                .arg(steps);
        if (options.n == 3)
            return tr("No solution exists for N=3: wherever the first queen stands, at most one "
                      "more fits, so the last column never has a safe square (the search checked "
                      "every placement in %1 steps)")
                .arg(steps);
        return tr("No solution exists for N=%1 (the search checked every placement in %2 steps)")
            .arg(options.n)
            .arg(steps);
    }
    if (options.goal == Goal::First) // found at the step before the final "done", as Steps counts
        return tr("First solution found at step %1; the search stopped there, after %2 steps")
            .arg(locale.toString(qulonglong(c.steps - 1)), steps);
    return tr("All %1 solutions found in %2 steps", nullptr, pluralCount(c.solutions))
        .arg(locale.toString(qulonglong(c.solutions)), steps);
}

QString Narrator::describeFinishFromQueens(const RunnerSnapshot &snapshot)
{
    const QLocale locale;
    const Counters &c = snapshot.search.counters;
    const int queens = snapshot.fixedLevels;
    const QString steps = locale.toString(qulonglong(c.steps));
    if (c.solutions == 0)
        return tr("No solution extends these %n queens (the search checked every placement in "
                  "%1 steps)",
                  nullptr, queens)
            .arg(steps);
    if (snapshot.search.options.goal == Goal::First)
        return tr("A solution extends these %n queens: found at step %1", nullptr, queens)
            .arg(locale.toString(qulonglong(c.steps - 1)));
    return tr("%1 solutions extend these queens, found in %2 steps", nullptr,
              pluralCount(c.solutions))
        .arg(locale.toString(qulonglong(c.solutions)), steps);
}

QString Narrator::duration(double seconds)
{
    const QLocale locale;
    if (seconds < 1)
        return tr("less than a second");
    if (seconds < 100)
        return tr("%1 s").arg(locale.toString(seconds, 'f', seconds < 10 ? 1 : 0));
    if (seconds < 3600 * 2)
        return tr("%1 min").arg(locale.toString(seconds / 60, 'f', 0));
    if (seconds < 86400 * 2)
        return tr("%1 hours").arg(locale.toString(seconds / 3600, 'f', 0));
    if (seconds < 86400 * 365 * 2)
        return tr("%1 days").arg(locale.toString(seconds / 86400, 'f', 0));
    return tr("%1 years").arg(locale.toString(seconds / (86400 * 365), 'g', 2));
}

QString Narrator::approximately(double seconds)
{
    return seconds < 1 ? duration(seconds) : tr("about %1").arg(duration(seconds));
}

QString Narrator::describeJob(const RunnerSnapshot &snapshot)
{
    const QLocale locale;
    const int n = snapshot.search.options.n;
    const JobStatus &job = snapshot.job;
    const QString percent = locale.toString(job.fractionDone * 100, 'f', 0);
    if (snapshot.goal() == Goal::Count) {
        if (!job.running && !job.finished)
            return tr("Count the solutions of N=%1 on all cores: press Start. Expected time: %2")
                .arg(n)
                .arg(approximately(snapshot.estimatedSeconds));
        if (job.running)
            return tr("Counting the solutions of N=%1… %2% done, %3 left")
                .arg(n)
                .arg(percent, approximately(job.secondsLeft));
        if (job.cancelled && job.fractionDone > 0 && job.checkpointProblem.empty()
            && job.checkpointSaveProblem.ok())
            return tr("Count of N=%1 cancelled after %2, %3% done: its next Start offers to "
                      "continue it")
                .arg(n)
                .arg(duration(job.elapsedSeconds), locale.toString(job.fractionDone * 100, 'f', 1));
        if (job.cancelled)
            return tr("Count of N=%1 cancelled after %2").arg(n).arg(duration(job.elapsedSeconds));
        if (job.resumedFrom >= 0)
            return tr("N=%1 has %2 solutions, %3 of them fundamental (continued from %4%, the "
                      "rest counted in %5)")
                .arg(n)
                .arg(locale.toString(qulonglong(job.count.total)),
                     locale.toString(qulonglong(job.count.fundamental)),
                     locale.toString(job.resumedFrom * 100, 'f', 1), duration(job.elapsedSeconds));
        return tr("N=%1 has %2 solutions, %3 of them fundamental (counted in %4)", nullptr,
                  pluralCount(job.count.total))
            .arg(n)
            .arg(locale.toString(qulonglong(job.count.total)),
                 locale.toString(qulonglong(job.count.fundamental)), duration(job.elapsedSeconds));
    }
    if (!job.running && !job.finished)
        return tr("List every solution of N=%1 with its symmetry class, without animation: press "
                  "Start")
            .arg(n);
    if (job.running)
        return tr("Listing the solutions of N=%1… %2 so far (%3%)")
            .arg(n)
            .arg(locale.toString(qulonglong(snapshot.visibleSolutions)), percent);
    if (job.cancelled)
        return tr("Listing cancelled: the list holds the %1 solutions found so far", nullptr,
                  pluralCount(snapshot.visibleSolutions))
            .arg(locale.toString(qulonglong(snapshot.visibleSolutions)));
    QString text = tr("All %1 solutions of N=%2 listed with their symmetry classes in %3", nullptr,
                      pluralCount(job.listing.found))
                       .arg(locale.toString(qulonglong(job.listing.found)))
                       .arg(n)
                       .arg(duration(job.elapsedSeconds));
    if (job.listing.stored < job.listing.found)
        text += tr(". The list holds the first %1: more would not fit in memory")
                    .arg(locale.toString(qulonglong(job.listing.stored)));
    return text;
}

QString Narrator::describeSnapshot(const RunnerSnapshot &snapshot)
{
    if (snapshot.showsTrace()) // a student's program: what it did, never what the search does
        return TraceNarrator::describeSnapshot(snapshot);
    if (!snapshot.animates())
        return describeJob(snapshot);
    if (snapshot.isFinished())
        return describeFinish(snapshot);
    if (!snapshot.hasEvent()) {
        if (snapshot.step() == 0)
            return tr("Ready: press Play to watch the search, or Step to go one step at a time");
        return {};
    }
    return describeEvent(snapshot.lastEvent(), snapshot.search.options);
}
