#include "counterspanel.h"

#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QStyle>

CountersPanel::CountersPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *form = new QFormLayout(this);
    form->setLabelAlignment(Qt::AlignLeft);
    // Close rows and no margin above or below (the controls' margin parts the rows from them):
    // on a 768-pixel screen the rows in Chinese, whose characters take taller lines, need the
    // height to show whole above the solutions; with a desktop's fonts (Noto Sans CJK beside
    // Noto Sans and Noto Sans Mono) its boxes are taller still, and 4 pixels between the rows
    // left the last 12 pixels of the counters under the solutions at 1024x768 and 1366x768.
    const int side = style()->pixelMetric(QStyle::PM_LayoutLeftMargin);
    form->setContentsMargins(side, 0, side, 0);
    form->setVerticalSpacing(2);
    for (const char *name :
         {"steps", "tries", "checks", "places", "removes", "backtracks", "solutions", "elapsed"}) {
        Row row;
        row.name = QString::fromLatin1(name);
        row.title = new QLabel(this);
        row.value = new QLabel(QStringLiteral("0"), this);
        row.value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        row.value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        QFont mono = row.value->font();
        mono.setFamily(QStringLiteral("monospace"));
        mono.setStyleHint(QFont::Monospace);
        row.value->setFont(mono);
        form->addRow(row.title, row.value);
        m_rows << row;
    }
    retranslate();
}

void CountersPanel::retranslate()
{
    const QStringList titles = {
        tr("Steps:"),     tr("Tries:"),
        tr("Checks:"),    tr("Placements:"),
        tr("Removals:"),  tr("Backtracks:"),
        tr("Solutions:"), m_timingJob ? tr("Elapsed:") : tr("Time playing:")};
    const QStringList tips = {
        tr("Events of the search so far: each try, conflict, placement, solution, removal and "
           "backtrack is one step"),
        tr("Squares considered as candidates (the bitmask check never tries an attacked square)"),
        tr("Safety checks done: scan counts one per earlier queen compared, arrays one per "
           "candidate, bitmasks one "
           "per level"),
        tr("Queens put on the board"),
        tr("Queens lifted again"),
        tr("Levels left because no safe square remained"),
        tr("Solutions found so far"),
        m_timingJob
            ? tr("Time the count or listing has taken")
            : tr("Time the search spent running (Play, Run until); single steps take none")};
    const QString notCounted = tr(
        "Not counted: listing and counting run without steps, on all cores");
    for (int i = 0; i < m_rows.size(); ++i) {
        const QString tip = m_timingJob && i < kSolutionsRow ? notCounted : tips[i];
        m_rows[i].title->setText(titles[i]);
        m_rows[i].title->setToolTip(tip);
        m_rows[i].value->setToolTip(tip);
    }
}

void CountersPanel::showSnapshot(const nq::RunnerSnapshot &snapshot)
{
    const QLocale locale;
    const nq::Counters &c = snapshot.search.counters;
    const quint64 solutions = snapshot.solutionsFound();
    // Counting and listing have no steps; their time comes from the job. An animation counts
    // only the time it ran (Play, Run until), and says so.
    const bool timingJob = !snapshot.animates();
    if (timingJob != m_timingJob) {
        m_timingJob = timingJob;
        retranslate();
    }
    const double elapsed = timingJob ? snapshot.job.elapsedSeconds
                                     : double(snapshot.elapsedUs) / 1e6;
    const quint64 values[] = {c.steps,   c.tries,      c.checks, c.places,
                              c.removes, c.backtracks, solutions};
    // A listing or a count places queens too, but counts none of it: a dash, not a false 0;
    // and a student's trace says nothing of its safety checks.
    constexpr int kChecksRow = 2;
    for (int i = 0; i <= kSolutionsRow; ++i)
        m_rows[i].value->setText((timingJob && i < kSolutionsRow)
                                         || (snapshot.showsTrace() && i == kChecksRow)
                                     ? notCountedText()
                                     : locale.toString(qulonglong(values[i])));
    m_rows[7].value->setText(durationText(elapsed));
}

QString CountersPanel::durationText(double seconds)
{
    // Short runs in micro- or milliseconds: running to the first solution of N=8 takes some
    // tens of microseconds, which "0.000 s" would hide.
    const QLocale locale;
    if (seconds <= 0) // nothing played yet: "0 µs" read as a measurement of something
        return tr("%1 s").arg(locale.toString(0));
    if (seconds < 1e-3)
        return tr("%1 µs").arg(locale.toString(seconds * 1e6, 'f', 0));
    if (seconds < 1)
        return tr("%1 ms").arg(locale.toString(seconds * 1000, 'f', 1));
    return tr("%1 s").arg(locale.toString(seconds, 'f', seconds < 10 ? 3 : 1));
}

QString CountersPanel::valueText(const QString &name) const
{
    for (const Row &row : m_rows)
        if (row.name == name)
            return row.value->text();
    return {};
}

void CountersPanel::follow(nq::SnapshotFeed &feed)
{
    feed.subscribe(
        nq::SnapshotMoment::SearchTexts,
        [this](const nq::RunnerSnapshot &s, const nq::SnapshotChanges &) { showSnapshot(s); });
}
