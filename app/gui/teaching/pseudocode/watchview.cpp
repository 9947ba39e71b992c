#include "watchview.h"

#include "fittedfont.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>

namespace {

constexpr int kMargin = 4;
constexpr qreal kLargestBox = 26;
constexpr qreal kSmallestBox = 9;

} // namespace

WatchView::WatchView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("watch"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    QFont mono = font();
    mono.setFamily(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    setFont(mono);
    retranslate();
}

void WatchView::setValues(const WatchValues &values)
{
    const bool rowsChanged = values.rows.size() != m_values.rows.size();
    m_values = values;
    setAccessibleDescription(m_values.summary());
    if (rowsChanged)
        updateGeometry();
    update();
}

void WatchView::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    update();
}

void WatchView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

void WatchView::retranslate()
{
    setAccessibleName(tr("Watch: the values the safety check reads"));
    setToolTip(tr("The variables of the safety check at this step: the entries it reads are "
                  "framed, red where they make the square unsafe, green where they leave it "
                  "free."));
}

int WatchView::maxCells() const
{
    int most = 1;
    for (const WatchValues::Row &row : m_values.rows)
        most = std::max(most, int(row.cells.size()));
    return most;
}

WatchView::Layout WatchView::layout() const
{
    Layout l;
    const QFontMetrics metrics(font());
    for (const WatchValues::Row &row : m_values.rows)
        l.nameWidth = std::max(l.nameWidth, metrics.horizontalAdvance(row.name + QLatin1Char(' ')));
    const qreal room = width() - 2 * kMargin - l.nameWidth;
    l.box = std::clamp(room / maxCells(), kSmallestBox, kLargestBox);
    l.indexHeight = QFontMetrics(scaledFont(font(), 0.75)).height();
    l.headerHeight = metrics.height() + 2;
    return l;
}

QSize WatchView::sizeHint() const
{
    const QFontMetrics metrics(font());
    const int rowHeight = QFontMetrics(scaledFont(font(), 0.75)).height() + int(kLargestBox) + 2;
    return {int(kLargestBox * maxCells()) + metrics.horizontalAdvance(QStringLiteral("colUsed "))
                + 2 * kMargin,
            metrics.height() + 2 + int(m_values.rows.size()) * rowHeight + 2 * kMargin};
}

QSize WatchView::minimumSizeHint() const
{
    return {120, sizeHint().height()};
}

void WatchView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const Layout l = layout();
    const QColor text = palette().color(QPalette::WindowText);
    p.setPen(text);
    p.drawText(QRect(kMargin, kMargin, width() - 2 * kMargin, l.headerHeight),
               Qt::AlignLeft | Qt::AlignVCenter, m_values.square);
    const QFont indexFont = scaledFont(font(), 0.75);
    const QFont valueFont = fittedFont(font(), {QStringLiteral("00")}, l.box * 0.9);
    qreal top = kMargin + l.headerHeight;
    for (const WatchValues::Row &row : m_values.rows) {
        const qreal boxTop = top + l.indexHeight;
        p.setFont(font());
        p.setPen(text);
        p.drawText(QRectF(kMargin, boxTop, l.nameWidth, l.box), Qt::AlignLeft | Qt::AlignVCenter,
                   row.name);
        for (qsizetype i = 0; i < row.cells.size(); ++i) {
            const WatchValues::Cell &cell = row.cells[i];
            const QRectF box(kMargin + l.nameWidth + i * l.box, boxTop, l.box, l.box);
            p.setFont(indexFont);
            p.setPen(palette().color(QPalette::PlaceholderText));
            p.drawText(QRectF(box.left(), top, box.width(), l.indexHeight), Qt::AlignCenter,
                       QString::number(i));
            QColor fill = palette().color(QPalette::Base);
            if (cell.looked)
                fill = cell.set ? m_theme.conflict.lighter(150) : m_theme.placed.lighter(160);
            else if (cell.set)
                fill = palette().color(QPalette::AlternateBase).darker(110);
            p.fillRect(box.adjusted(1, 1, -1, -1), fill);
            p.setPen(cell.looked ? QPen(cell.set ? m_theme.conflict : m_theme.placed, 2.5)
                                 : QPen(palette().color(QPalette::Mid), 1));
            p.drawRect(box.adjusted(1, 1, -1, -1));
            p.setFont(valueFont);
            p.setPen(cell.looked ? QColor(Qt::black) : text);
            p.drawText(box, Qt::AlignCenter, cell.text);
        }
        top = boxTop + l.box + 2;
    }
}
