#include "checkcomparisonpanel.h"
#include "pluralcount.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QResizeEvent>
#include <QScrollBar>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

using nq::Check;
using nq::CheckComparisonRow;
using nq::ComparisonStop;

namespace {

// Item data of the relative-cost cell: the method's checks as a share of the most (0..1).
constexpr int BarShareRole = Qt::UserRole + 1;

// Paints a method's relative-cost cell as its ratio to the cheapest method ("24×") over a bar
// as long as its share of the most checks, so that the differences show from the back of the
// room in a column as narrow as a side panel's. Lives on the GUI thread, owned by the table.
class RelativeCostDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QString text = opt.text;
        opt.text.clear();
        QStyle *style = opt.widget ? opt.widget->style() : nullptr;
        if (style)
            style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

        const int margin = margins(opt.fontMetrics);
        const QRect area = opt.rect.adjusted(margin, margin, -margin, -margin);
        const QRect textRect(area.left(), area.top(), area.width(), opt.fontMetrics.height());
        const QRect track(area.left(), textRect.bottom() + 1 + margin, area.width(),
                          std::max(3, area.bottom() - textRect.bottom() - margin));

        painter->save();
        painter->setFont(opt.font);
        painter->setPen(opt.palette.color(QPalette::Text));
        painter->drawText(textRect, Qt::AlignRight | Qt::AlignVCenter, text);
        const QVariant share = index.data(BarShareRole);
        if (share.isValid() && track.width() > 0) {
            // A sliver stays visible for the cheapest method even beside a 50x bar.
            const int width = std::max(3, int(share.toDouble() * track.width() + 0.5));
            const QRect bar(track.left(), track.top(), width, track.height());
            QColor fill = opt.palette.color(QPalette::Highlight);
            painter->setRenderHint(QPainter::Antialiasing, false);
            painter->fillRect(bar, fill);
            fill.setAlpha(60);
            painter->setPen(fill);
            painter->drawRect(track.adjusted(0, 0, -1, -1));
        }
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const override
    {
        // The ratio's line, a bar half as high under it, and the margins around both.
        const QFontMetrics &metrics = option.fontMetrics;
        return {metrics.horizontalAdvance(QStringLiteral("000.0×")) + 2 * margins(metrics),
                metrics.height() * 3 / 2 + 3 * margins(metrics)};
    }

private:
    static int margins(const QFontMetrics &metrics) { return std::max(2, metrics.height() / 5); }
};

QString levelWord(nq::Order order)
{
    return order == nq::Order::Rows ? CheckComparisonPanel::tr("row")
                                    : CheckComparisonPanel::tr("column");
}

QString methodName(Check check)
{
    switch (check) {
    case Check::Scan: return CheckComparisonPanel::tr("Scan earlier queens");
    case Check::Arrays: return CheckComparisonPanel::tr("Occupancy arrays");
    case Check::Bitmask: return CheckComparisonPanel::tr("Bitmasks");
    }
    return {};
}

// A method's name for its column's header: a third of a side panel, 90 pixels at 1024x768.
QString shortMethodName(Check check)
{
    switch (check) {
    case Check::Scan: return CheckComparisonPanel::tr("Scan", "the scan check, short");
    case Check::Arrays: return CheckComparisonPanel::tr("Arrays", "the occupancy arrays, short");
    case Check::Bitmask: return CheckComparisonPanel::tr("Bitmasks", "the bitmask check, short");
    }
    return {};
}

// The table's row of a measure's name (spanning the methods' columns) and of its values.
int titleRow(CheckComparisonPanel::Measure measure)
{
    return 2 * measure;
}
int valueRow(CheckComparisonPanel::Measure measure)
{
    return 2 * measure + 1;
}

QString methodTip(Check check, nq::Order order)
{
    switch (check) {
    case Check::Scan:
        return CheckComparisonPanel::tr(
                   "One check compares the candidate with one earlier queen: same %1, or "
                   "|Δrow| = |Δcol|. A candidate costs up to one check per queen "
                   "already placed.")
            .arg(order == nq::Order::Rows ? CheckComparisonPanel::tr("column")
                                          : CheckComparisonPanel::tr("row"));
    case Check::Arrays:
        return CheckComparisonPanel::tr(
                   "One check looks up the candidate's three lines (its %1 and both diagonals) "
                   "in occupancy arrays: one check per candidate tried, however many queens "
                   "stand on the board.")
            .arg(order == nq::Order::Rows ? CheckComparisonPanel::tr("column")
                                          : CheckComparisonPanel::tr("row"));
    case Check::Bitmask:
        return CheckComparisonPanel::tr(
                   "One check computes cols | ld | rd once per %1 entered: it gives every safe "
                   "square at once, so no attacked square is ever tried (0 tries).")
            .arg(levelWord(order));
    }
    return {};
}

QString formatDuration(double milliseconds, const QLocale &locale)
{
    if (milliseconds < 0.01) // tiny boards: "0.00 ms" would read as "free"
        return CheckComparisonPanel::tr("< %1 ms").arg(locale.toString(0.01, 'f', 2));
    if (milliseconds < 1)
        return CheckComparisonPanel::tr("%1 ms").arg(locale.toString(milliseconds, 'f', 2));
    if (milliseconds < 10)
        return CheckComparisonPanel::tr("%1 ms").arg(locale.toString(milliseconds, 'f', 1));
    if (milliseconds < 1000)
        return CheckComparisonPanel::tr("%1 ms").arg(locale.toString(milliseconds, 'f', 0));
    return CheckComparisonPanel::tr("%1 s").arg(locale.toString(milliseconds / 1000.0, 'f', 2));
}

QString formatRatio(double ratio, const QLocale &locale)
{
    return CheckComparisonPanel::tr("%1×").arg(locale.toString(ratio, 'f', ratio < 10 ? 1 : 0));
}

} // namespace

CheckComparisonPanel::CheckComparisonPanel(QWidget *parent)
    : QWidget(parent)
    , m_comparison(new nq::CheckComparisonJob(this))
{
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("comparisonTitle"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    // A long title ("Cost of the safety check: 8 queens, all solutions, row by row") wraps
    // rather than widen the panel past its dock.
    m_title->setWordWrap(true);

    m_explanation = new QLabel(this);
    m_explanation->setObjectName(QStringLiteral("comparisonExplanation"));
    m_explanation->setWordWrap(true);

    createTable();

    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("comparisonLegend"));
    m_legend->setWordWrap(true);
    m_legend->setForegroundRole(QPalette::PlaceholderText);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("comparisonStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_explanation);
    layout->addWidget(m_table);
    layout->addWidget(m_status);
    layout->addWidget(m_legend);
    layout->addStretch(1);

    m_table->viewport()->installEventFilter(this);
    connect(m_table->verticalHeader(), &QHeaderView::sectionResized, this, [this] { fitTable(); });
    connect(m_comparison, &nq::CheckComparisonJob::rowReady, this, [this] { showRows(); });
    connect(m_comparison, &nq::CheckComparisonJob::finished, this, [this] { showStatus(); });
    connect(m_comparison, &nq::CheckComparisonJob::progressChanged, this,
            &CheckComparisonPanel::onProgress);
    retranslate();
}

void CheckComparisonPanel::createTable()
{
    // Each measure is a row of its name across the three methods' columns, then a row of their
    // values: in a side panel's width, numbers need the room a column of names would take.
    const int methods = int(nq::kComparedChecks.size());
    m_table = new QTableWidget(2 * MeasureCount, methods, this);
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    // "0 (only safe squares)" and the longer names wrap instead of being cut.
    m_table->setWordWrap(true);
    m_table->setShowGrid(false);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_table->setItemDelegateForRow(valueRow(RelativeCost), new RelativeCostDelegate(m_table));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->hide();
    for (int measure = 0; measure < MeasureCount; ++measure) {
        auto *title = new QTableWidgetItem;
        title->setTextAlignment(Qt::AlignLeft | Qt::AlignBottom);
        m_table->setItem(titleRow(Measure(measure)), 0, title);
        m_table->setSpan(titleRow(Measure(measure)), 0, 1, methods);
        for (int method = 0; method < methods; ++method) {
            auto *item = new QTableWidgetItem;
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(valueRow(Measure(measure)), method, item);
        }
    }
    for (int method = 0; method < methods; ++method) {
        auto *header = new QTableWidgetItem;
        header->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setHorizontalHeaderItem(method, header);
    }
}

CheckComparisonPanel::~CheckComparisonPanel()
{
    // Cancel and wait (well under a millisecond) before the widgets it reports to go away.
    delete m_comparison;
    m_comparison = nullptr;
    // The table's headers may still resize while QWidget deletes the children; this object
    // is half gone by then.
    m_table->viewport()->removeEventFilter(this);
    disconnect(m_table->horizontalHeader(), nullptr, this, nullptr);
    disconnect(m_table->verticalHeader(), nullptr, this, nullptr);
}

void CheckComparisonPanel::setOptions(const nq::SearchOptions &options)
{
    nq::SearchOptions compared = options;
    compared.check = Check::Scan;
    const bool complete = std::all_of(m_comparison->rows().begin(), m_comparison->rows().end(),
                                      [](const auto &row) { return row.has_value(); });
    // The window restarts its run for a new check or a reset too; the comparison stays valid.
    if (m_hasOptions && compared == m_comparison->options()
        && (m_comparison->isRunning() || complete))
        return;
    m_hasOptions = true;
    m_progressSteps = 0;
    m_progressCheck = Check::Scan;
    m_comparison->start(compared);
    retranslate();
}

void CheckComparisonPanel::setBudget(const nq::ComparisonBudget &budget)
{
    m_comparison->setBudget(budget);
}

bool CheckComparisonPanel::isComputing() const
{
    return m_comparison->isRunning();
}

void CheckComparisonPanel::retranslate()
{
    const nq::SearchOptions &options = m_comparison->options();
    const QLocale locale;
    m_table->setAccessibleName(tr("The three safety checks compared"));
    if (m_hasOptions) {
        const QString goal = options.goal == nq::Goal::First ? tr("first solution")
                                                             : tr("all solutions");
        const QString order = options.order == nq::Order::Rows ? tr("row by row")
                                                               : tr("column by column");
        m_title->setText(tr("Cost of the safety check: %1 queens, %2, %3")
                             .arg(locale.toString(options.n), goal, order));
    } else {
        m_title->setText(tr("Cost of the safety check"));
    }
    m_explanation->setText(tr("Same search, same solutions: only the cost of asking \u201cis this "
                              "square safe?\u201d differs."));

    // In the order of Measure (on one line: they span the table).
    const QStringList titles = {tr("Checks"),
                                tr("Checks compared\nwith the cheapest"),
                                tr("Checks per\nplacement"),
                                tr("Tries"),
                                tr("Steps"),
                                tr("Time")};
    const QStringList headerTips = {
        tr("Safety checks done: what one check is differs per method (see the row's tooltip)"),
        tr("The bar is the method's checks as a share of the most; the number is how many times "
           "the cheapest "
           "method's checks it needs"),
        tr("Checks divided by queens placed: the price of each queen that stays on the board for a "
           "while"),
        tr("Candidate squares tried; the bitmask check never tries an attacked square"),
        tr("Events of the search: each try, conflict, placement, solution, removal and backtrack "
           "is one step"),
        tr("Wall time of this method alone, measured in the background (it varies with what else "
           "the computer "
           "does). It includes the step-by-step bookkeeping all three share, so times differ less "
           "than checks.")};
    for (int measure = 0; measure < MeasureCount; ++measure) {
        QTableWidgetItem *title = m_table->item(titleRow(Measure(measure)), 0);
        title->setText(QString(titles[measure]).replace(u'\n', u' '));
        title->setToolTip(headerTips[measure]);
    }
    for (int method = 0; method < m_table->columnCount(); ++method) {
        const Check check = nq::kComparedChecks[method];
        QTableWidgetItem *header = m_table->horizontalHeaderItem(method);
        header->setText(shortMethodName(check));
        header->setToolTip(methodName(check) + u'\n' + methodTip(check, options.order));
        header->setData(Qt::AccessibleTextRole, methodName(check));
        nameCells(method);
    }
    m_legend->setText(
        tr("One check: scan = one earlier queen compared \u00b7 arrays = one square looked up "
           "\u00b7 bitmasks = one %1 entered.\nTimes include the bookkeeping of the step-by-step "
           "search, the same for all three, so they differ less than the checks.")
            .arg(levelWord(options.order)));
    showRows();
    showStatus();
}

void CheckComparisonPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CheckComparisonPanel::showRows()
{
    const auto &rows = m_comparison->rows();
    const bool complete = std::all_of(rows.begin(), rows.end(),
                                      [](const auto &row) { return row.has_value(); });
    quint64 least = 0;
    quint64 most = 0;
    if (complete) {
        least = rows[0]->counters.checks;
        for (const auto &row : rows) {
            least = std::min<quint64>(least, row->counters.checks);
            most = std::max<quint64>(most, row->counters.checks);
        }
    }
    for (int method = 0; method < int(rows.size()); ++method) {
        if (rows[method])
            showMethod(method, *rows[method], least, most);
        else
            showPendingMethod(method);
    }
    fitTable(); // the texts' lines decide the rows' heights
    showStatus();
}

void CheckComparisonPanel::showMethod(int method, const CheckComparisonRow &data,
                                      quint64 leastChecks, quint64 mostChecks)
{
    const QLocale locale;
    const nq::Counters &c = data.counters;
    const bool partial = data.isPartial();
    // A "+" says: the whole search needs more than this; the ratios stay exact for the part run.
    const auto count = [&](quint64 value) {
        const QString text = locale.toString(qulonglong(value));
        return partial && value > 0 ? tr("%1+").arg(text) : text; // 0 tries stay 0 to the end
    };
    const bool ratiosKnown = mostChecks > 0;

    QStringList texts(MeasureCount);
    texts[Checks] = count(c.checks);
    texts[Tries] = count(c.tries);
    // Bitmasks try nothing by design: a bare 0 beside thousands of placements reads as a fault.
    const bool neverTries = nq::kComparedChecks[method] == Check::Bitmask && c.tries == 0;
    if (neverTries)
        texts[Tries] = tr("0 (only safe squares)");
    texts[Steps] = count(c.steps);
    texts[ChecksPerPlacement] = c.places > 0
                                    ? locale.toString(double(c.checks) / double(c.places), 'f', 1)
                                    : tr("\u2014");
    if (!ratiosKnown)
        texts[RelativeCost] = tr("\u2026");
    else if (c.checks == leastChecks)
        texts[RelativeCost] = formatRatio(1.0, locale);
    else if (leastChecks == 0)
        texts[RelativeCost] = tr("\u2014");
    else
        texts[RelativeCost] = formatRatio(double(c.checks) / double(leastChecks), locale);
    texts[Time] = formatDuration(data.milliseconds, locale);

    const QString tip =
        partial
            ? tr("Stopped after %1 steps, right after placement %2: the whole search needs more.")
                  .arg(locale.toString(qulonglong(c.steps)), locale.toString(qulonglong(c.places)))
            : tr("The whole search: steps %1, placements %2, solutions %3.")
                  .arg(locale.toString(qulonglong(c.steps)), locale.toString(qulonglong(c.places)),
                       locale.toString(qulonglong(c.solutions)));
    for (int measure = 0; measure < MeasureCount; ++measure) {
        QTableWidgetItem *item = m_table->item(valueRow(Measure(measure)), method);
        item->setText(texts[measure]);
        item->setToolTip(tip);
        item->setFont(cellFont(Measure(measure), partial));
    }
    if (neverTries)
        m_table->item(valueRow(Tries), method)
            ->setToolTip(tr("The bitmask check never tries an attacked square: one expression, "
                            "~(cols | ld | rd), gives every safe square of the %1 at once, so "
                            "there is nothing to try and reject.")
                             .arg(levelWord(m_comparison->options().order))
                         + u'\n' + tip);
    QTableWidgetItem *bar = m_table->item(valueRow(RelativeCost), method);
    bar->setData(BarShareRole,
                 ratiosKnown ? QVariant(double(c.checks) / double(mostChecks)) : QVariant());
    nameCells(method);
}

void CheckComparisonPanel::nameCells(int method)
{
    // A screen reader reads a cell alone: the number needs its method and its measure ("46,752"
    // said nothing of what it counts).
    const QString check =
        m_table->horizontalHeaderItem(method)->data(Qt::AccessibleTextRole).toString();
    for (int measure = 0; measure < MeasureCount; ++measure) {
        QTableWidgetItem *item = m_table->item(valueRow(Measure(measure)), method);
        const QString title = m_table->item(titleRow(Measure(measure)), 0)->text();
        const QString value = item->text().isEmpty() ? tr("not computed") : item->text();
        item->setData(Qt::AccessibleTextRole, tr("%1, %2: %3").arg(check, title, value));
    }
}

QFont CheckComparisonPanel::cellFont(Measure measure, bool partial) const
{
    // Checks are what the table is about; italics mark the counts of a search cut short.
    QFont font = m_table->font();
    font.setBold(measure == Checks);
    font.setItalic(partial);
    return font;
}

void CheckComparisonPanel::fitTable()
{
    if (m_fitting) // resizing the rows below reports each row's new height
        return;
    m_fitting = true;
    // Each method's column is at least as wide as its longest word and the longest line of its
    // header: narrower, the table scrolls sideways instead of cutting a number.
    QHeaderView *header = m_table->horizontalHeader();
    const QFontMetrics headerMetrics(header->font());
    const int margin = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    int widest = 0;
    for (int method = 0; method < m_table->columnCount(); ++method) {
        if (const QTableWidgetItem *title = m_table->horizontalHeaderItem(method))
            for (const QString &line : title->text().split(QLatin1Char('\n')))
                widest = std::max(widest, headerMetrics.horizontalAdvance(line) + margin + 2);
        for (int measure = 0; measure < MeasureCount; ++measure) {
            const QTableWidgetItem *item = m_table->item(valueRow(Measure(measure)), method);
            // Wrapped into a pixel's width, a text is as wide as the widest piece it cannot
            // break (a word; in Chinese, a character or a number).
            const QRect narrowest = QFontMetrics(item->font())
                                        .boundingRect(QRect(0, 0, 1, 100000), Qt::TextWordWrap,
                                                      item->text());
            widest = std::max(widest, narrowest.width() + margin + 2);
        }
    }
    header->setMinimumSectionSize(widest);
    // As tall as its rows, each as many lines as its texts need at its column's width: no
    // empty band under them, room for the scroll bar if shown.
    m_table->resizeRowsToContents();
    // A measure's name spans the three columns, which the rows' own fitting does not know.
    const int span = m_table->viewport()->width();
    for (int measure = 0; measure < MeasureCount; ++measure) {
        const QTableWidgetItem *title = m_table->item(titleRow(Measure(measure)), 0);
        const QRect lines = QFontMetrics(title->font())
                                .boundingRect(QRect(0, 0, std::max(1, span - margin - 8), 100000),
                                              Qt::TextWordWrap, title->text());
        m_table->setRowHeight(titleRow(Measure(measure)), lines.height() + margin);
    }
    int height = header->sizeHint().height() + m_table->verticalHeader()->length()
                 + 2 * m_table->frameWidth();
    if (widest * m_table->columnCount() + m_table->verticalHeader()->width()
            + 2 * m_table->frameWidth()
        > m_table->width())
        height += m_table->horizontalScrollBar()->sizeHint().height();
    if (m_table->height() != height)
        m_table->setFixedHeight(height);
    m_fitting = false;
}

bool CheckComparisonPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Only a new width changes how the texts wrap. Refitting at a new height too made a loop
    // with the dock's scroll area (the table's fixed height resized the panel, which resized
    // the table), once deep enough to overflow the stack (tst_monkey, seed 1, in a CI run).
    if (watched == m_table->viewport() && event->type() == QEvent::Resize) {
        const auto *resize = static_cast<const QResizeEvent *>(event);
        if (resize->size().width() != resize->oldSize().width())
            fitTable();
    }
    return QWidget::eventFilter(watched, event);
}

void CheckComparisonPanel::showPendingMethod(int method)
{
    for (int measure = 0; measure < MeasureCount; ++measure) {
        QTableWidgetItem *item = m_table->item(valueRow(Measure(measure)), method);
        item->setText(m_hasOptions ? tr("\u2026") : QString());
        item->setToolTip({});
        item->setFont(cellFont(Measure(measure), false));
    }
    m_table->item(valueRow(RelativeCost), method)->setData(BarShareRole, QVariant());
    nameCells(method);
}

void CheckComparisonPanel::showStatus()
{
    const QLocale locale;
    const auto &rows = m_comparison->rows();
    if (!m_hasOptions) {
        m_status->setText(tr("Choose a board to compare the checks."));
        return;
    }
    if (m_comparison->isRunning()) {
        m_status->setText(m_progressSteps > 0
                              ? tr("Computing in the background\u2026 %1: %2 steps so far")
                                    .arg(methodName(m_progressCheck),
                                         locale.toString(qulonglong(m_progressSteps)))
                              : tr("Computing in the background\u2026"));
        return;
    }
    if (!rows[0]) {
        m_status->clear();
        return;
    }
    const nq::Counters &c = rows[0]->counters;
    const QString places = locale.toString(qulonglong(c.places));
    const QString solutions = locale.toString(qulonglong(c.solutions));
    if (rows[0]->isPartial()) {
        const QString why =
            rows[0]->stop == ComparisonStop::TimeBudget
                ? tr("Stopped at the budget: scanning used its %1, so every method stopped right "
                     "after the same "
                     "first %2 placements.")
                      .arg(formatDuration(double(m_comparison->budget().maxMillisecondsPerMethod),
                                          locale),
                           places)
                : tr("Stopped at the budget: every method stopped right after the same first %1 "
                     "placements (the "
                     "limit).")
                      .arg(places);
        m_status->setText(tr("%1 Counts marked + cover only that part of the search (%2 solutions "
                             "so far); the whole "
                             "search needs more.",
                             nullptr, pluralCount(c.solutions))
                              .arg(why, solutions));
        return;
    }
    if (c.solutions == 0)
        m_status->setText(
            tr("Done. Every method made the same %1 placements and found no solution.")
                .arg(places));
    else if (m_comparison->options().goal == nq::Goal::First)
        m_status->setText(
            tr("Done. Every method found the same first solution after the same %1 placements.",
               nullptr, pluralCount(c.places))
                .arg(places));
    else
        m_status->setText(tr("Done. Every method found the same %1 solutions with the same number "
                             "of placements: %2.",
                             nullptr, pluralCount(c.solutions))
                              .arg(solutions, places));
}

void CheckComparisonPanel::onProgress(Check check, quint64 stepsSoFar, double fractionDone)
{
    Q_UNUSED(fractionDone) // the per-method step count says more to a class than a percentage
    m_progressCheck = check;
    m_progressSteps = stepsSoFar;
    showStatus();
}

QString CheckComparisonPanel::cellText(int method, Measure measure) const
{
    const QTableWidgetItem *item = m_table->item(valueRow(measure), method);
    return item ? item->text() : QString();
}

QString CheckComparisonPanel::cellToolTip(int method, Measure measure) const
{
    const QTableWidgetItem *item = m_table->item(valueRow(measure), method);
    return item ? item->toolTip() : QString();
}

QString CheckComparisonPanel::statusText() const
{
    return m_status->text();
}

QString CheckComparisonPanel::titleText() const
{
    return m_title->text();
}
