#include "counterspanel.h"

#include <QFormLayout>
#include <QLabel>
#include <QLocale>

CountersPanel::CountersPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *form = new QFormLayout(this);
    form->setLabelAlignment(Qt::AlignLeft);
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
    const QStringList titles = {tr("Steps:"),      tr("Tries:"),    tr("Checks:"),
                                tr("Placements:"), tr("Removals:"), tr("Backtracks:"),
                                tr("Solutions:"),  tr("Elapsed:")};
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
        tr("Time spent running")};
    for (int i = 0; i < m_rows.size(); ++i) {
        m_rows[i].title->setText(titles[i]);
        m_rows[i].title->setToolTip(tips[i]);
        m_rows[i].value->setToolTip(tips[i]);
    }
}

void CountersPanel::showSnapshot(const nq::RunnerSnapshot &snapshot)
{
    const QLocale locale;
    const nq::Counters &c = snapshot.search.counters;
    const quint64 solutions = snapshot.solutionsFound();
    // Counting and listing have no steps; their time comes from the job.
    const double elapsed = snapshot.mode != nq::RunMode::Animate
                               ? snapshot.job.elapsedSeconds
                               : double(snapshot.elapsedMs) / 1000.0;
    const quint64 values[] = {c.steps,   c.tries,      c.checks, c.places,
                              c.removes, c.backtracks, solutions};
    for (int i = 0; i < 7; ++i)
        m_rows[i].value->setText(locale.toString(qulonglong(values[i])));
    m_rows[7].value->setText(tr("%1 s").arg(locale.toString(elapsed, 'f', elapsed < 10 ? 3 : 1)));
}

QString CountersPanel::valueText(const QString &name) const
{
    for (const Row &row : m_rows)
        if (row.name == name)
            return row.value->text();
    return {};
}
