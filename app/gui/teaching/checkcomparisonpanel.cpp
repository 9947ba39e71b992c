#include "checkcomparisonpanel.h"
#include "pluralcount.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
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

// Item data of the relative-cost cell: the row's checks as a share of the most checks (0..1).
constexpr int BarShareRole = Qt::UserRole + 1;

// Paints the relative-cost cell as a bar as long as the row's share of the most checks, with
// the ratio to the cheapest method beside it, so the differences show from the back of the
// room. Lives on the GUI thread, owned by the table.
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

        const int margin = opt.fontMetrics.height() / 4;
        const int textWidth = textReserve(opt.fontMetrics);
        const QRect area = opt.rect.adjusted(margin, margin, -margin, -margin);
        const QRect textRect(area.right() - textWidth + 1, area.top(), textWidth, area.height());
        const QRect track(area.left(), area.top(), std::max(0, area.width() - textWidth - margin),
                          area.height());

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

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        size.setWidth(std::max(size.width(),
                               textReserve(option.fontMetrics) + 12 * option.fontMetrics.height()));
        return size;
    }

private:
    static int textReserve(const QFontMetrics &metrics)
    {
        return metrics.horizontalAdvance(QStringLiteral("000.0×"));
    }
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
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column) {
        if (column != RelativeCostColumn)
            fitTable();
    });
    connect(m_table->verticalHeader(), &QHeaderView::sectionResized, this, [this] { fitTable(); });
    connect(m_comparison, &nq::CheckComparisonJob::rowReady, this, [this] { showRows(); });
    connect(m_comparison, &nq::CheckComparisonJob::finished, this, [this] { showStatus(); });
    connect(m_comparison, &nq::CheckComparisonJob::progressChanged, this,
            &CheckComparisonPanel::onProgress);
    retranslate();
}

void CheckComparisonPanel::createTable()
{
    m_table = new QTableWidget(int(nq::kComparedChecks.size()), ColumnCount, this);
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->setWordWrap(false);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_table->setItemDelegateForColumn(RelativeCostColumn, new RelativeCostDelegate(m_table));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(RelativeCostColumn, QHeaderView::Fixed);
    m_table->horizontalHeader()->setStretchLastSection(false);
    // The bar beside the checks: in a narrow panel what the table is about shows without
    // scrolling, and the tries, steps and times come after it.
    m_table->horizontalHeader()->moveSection(RelativeCostColumn, ChecksColumn + 1);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    for (int row = 0; row < m_table->rowCount(); ++row) {
        m_table->setVerticalHeaderItem(row, new QTableWidgetItem);
        for (int column = 0; column < ColumnCount; ++column) {
            auto *item = new QTableWidgetItem;
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, column, item);
        }
    }
    for (int column = 0; column < ColumnCount; ++column)
        m_table->setHorizontalHeaderItem(column, new QTableWidgetItem);
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

    const QStringList headers = {tr("Checks"),
                                 tr("Tries"),
                                 tr("Steps"),
                                 tr("Checks per\nplacement"),
                                 tr("Checks compared\nwith the cheapest"),
                                 tr("Time")};
    const QStringList headerTips = {
        tr("Safety checks done: what one check is differs per method (see the row's tooltip)"),
        tr("Candidate squares tried; the bitmask check never tries an attacked square"),
        tr("Events of the search: each try, conflict, placement, solution, removal and backtrack "
           "is one step"),
        tr("Checks divided by queens placed: the price of each queen that stays on the board for a "
           "while"),
        tr("The bar is the method's checks as a share of the most; the number is how many times "
           "the cheapest "
           "method's checks it needs"),
        tr("Wall time of this method alone, measured in the background (it varies with what else "
           "the computer "
           "does). It includes the step-by-step bookkeeping all three share, so times differ less "
           "than checks.")};
    for (int column = 0; column < ColumnCount; ++column) {
        m_table->horizontalHeaderItem(column)->setText(headers[column]);
        m_table->horizontalHeaderItem(column)->setToolTip(headerTips[column]);
    }
    fitTable(); // the bar column's header may have grown
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const Check check = nq::kComparedChecks[row];
        m_table->verticalHeaderItem(row)->setText(methodName(check));
        m_table->verticalHeaderItem(row)->setToolTip(methodTip(check, options.order));
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
    for (int row = 0; row < int(rows.size()); ++row) {
        if (rows[row])
            showRow(row, *rows[row], least, most);
        else
            showPendingRow(row);
    }
    showStatus();
}

void CheckComparisonPanel::showRow(int row, const CheckComparisonRow &data, quint64 leastChecks,
                                   quint64 mostChecks)
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

    QStringList texts(ColumnCount);
    texts[ChecksColumn] = count(c.checks);
    texts[TriesColumn] = count(c.tries);
    // Bitmasks try nothing by design: a bare 0 beside thousands of placements reads as a fault.
    const bool neverTries = nq::kComparedChecks[row] == Check::Bitmask && c.tries == 0;
    if (neverTries)
        texts[TriesColumn] = tr("0 (only safe squares)");
    texts[StepsColumn] = count(c.steps);
    texts[ChecksPerPlacementColumn] = c.places > 0 ? locale.toString(
                                          double(c.checks) / double(c.places), 'f', 1)
                                                   : tr("\u2014");
    if (!ratiosKnown)
        texts[RelativeCostColumn] = tr("\u2026");
    else if (c.checks == leastChecks)
        texts[RelativeCostColumn] = formatRatio(1.0, locale);
    else if (leastChecks == 0)
        texts[RelativeCostColumn] = tr("\u2014");
    else
        texts[RelativeCostColumn] = formatRatio(double(c.checks) / double(leastChecks), locale);
    texts[TimeColumn] = formatDuration(data.milliseconds, locale);

    const QString tip =
        partial
            ? tr("Stopped after %1 steps, right after placement %2: the whole search needs more.")
                  .arg(locale.toString(qulonglong(c.steps)), locale.toString(qulonglong(c.places)))
            : tr("The whole search: steps %1, placements %2, solutions %3.")
                  .arg(locale.toString(qulonglong(c.steps)), locale.toString(qulonglong(c.places)),
                       locale.toString(qulonglong(c.solutions)));
    for (int column = 0; column < ColumnCount; ++column) {
        QTableWidgetItem *item = m_table->item(row, column);
        item->setText(texts[column]);
        item->setToolTip(tip);
        item->setFont(cellFont(column, partial));
    }
    if (neverTries)
        m_table->item(row, TriesColumn)
            ->setToolTip(tr("The bitmask check never tries an attacked square: one expression, "
                            "~(cols | ld | rd), gives every safe square of the %1 at once, so "
                            "there is nothing to try and reject.")
                             .arg(levelWord(m_comparison->options().order))
                         + u'\n' + tip);
    QTableWidgetItem *bar = m_table->item(row, RelativeCostColumn);
    bar->setData(BarShareRole,
                 ratiosKnown ? QVariant(double(c.checks) / double(mostChecks)) : QVariant());
}

QFont CheckComparisonPanel::cellFont(int column, bool partial) const
{
    // Checks are what the table is about; italics mark the counts of a search cut short.
    QFont font = m_table->font();
    font.setBold(column == ChecksColumn);
    font.setItalic(partial);
    return font;
}

void CheckComparisonPanel::fitTable()
{
    // The bar column takes the room the numbers leave, but never less than a readable bar:
    // below that the table scrolls sideways instead of squeezing the bars away.
    QHeaderView *header = m_table->horizontalHeader();
    int others = 0;
    for (int column = 0; column < ColumnCount; ++column)
        if (column != RelativeCostColumn)
            others += header->sectionSize(column);
    // Never narrower than its header either ("Prüfungen im Vergleich / zur günstigsten" was
    // cut in German at 1366x768).
    const QFontMetrics headerMetrics(header->font());
    const int headerMargin = 2
                             * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr,
                                                            header);
    int headerWidth = 0;
    if (const QTableWidgetItem *title = m_table->horizontalHeaderItem(RelativeCostColumn))
        for (const QString &line : title->text().split(QLatin1Char('\n')))
            headerWidth = std::max(headerWidth, headerMetrics.horizontalAdvance(line));
    // A few pixels more than the margins: the header's frame and sort indicator space.
    const int minimumBar = std::max(10 * fontMetrics().height(), headerWidth + headerMargin + 8);
    const int width = std::max(minimumBar, m_table->viewport()->width() - others);
    if (header->sectionSize(RelativeCostColumn) != width)
        header->resizeSection(RelativeCostColumn, width);

    // Exactly three rows tall: no empty band under them, room for the scroll bar if shown.
    int height = header->height() + m_table->verticalHeader()->length() + 2 * m_table->frameWidth();
    if (others + width > m_table->viewport()->width())
        height += m_table->horizontalScrollBar()->sizeHint().height();
    if (m_table->height() != height)
        m_table->setFixedHeight(height);
}

bool CheckComparisonPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitTable();
    return QWidget::eventFilter(watched, event);
}

void CheckComparisonPanel::showPendingRow(int row)
{
    for (int column = 0; column < ColumnCount; ++column) {
        QTableWidgetItem *item = m_table->item(row, column);
        item->setText(m_hasOptions ? tr("\u2026") : QString());
        item->setToolTip({});
        item->setFont(cellFont(column, false));
    }
    m_table->item(row, RelativeCostColumn)->setData(BarShareRole, QVariant());
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

QString CheckComparisonPanel::cellText(int row, Column column) const
{
    const QTableWidgetItem *item = m_table->item(row, column);
    return item ? item->text() : QString();
}

QString CheckComparisonPanel::statusText() const
{
    return m_status->text();
}

QString CheckComparisonPanel::titleText() const
{
    return m_title->text();
}
