#include "levelchart.h"

#include "fittedfont.h"

#include <QAccessible>

#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

using namespace nq;

namespace {
const QColor kPlaces(0x2e, 0x7d, 0x32);
const QColor kBacktracks(0x6a, 0x1b, 0x9a);
} // namespace

LevelChart::LevelChart(QWidget *parent)
    : QWidget(parent)
{
    retranslate();
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize LevelChart::sizeHint() const
{
    return {320, 260};
}

QSize LevelChart::minimumSizeHint() const
{
    return {160, 120};
}

void LevelChart::showState(const StepperState &state)
{
    if (state.placesAtLevel == m_state.placesAtLevel
        && state.backtracksAtLevel == m_state.backtracksAtLevel && state.options == m_state.options)
        return;
    m_state = state;
    describe();
    update();
}

int LevelChart::levelAt(const QPoint &point) const
{
    const int n = m_state.options.n;
    const int legend = fontMetrics().height() + 6;
    const qreal rowHeight = qreal(height() - legend) / std::max(1, n);
    const int level = int((point.y() - legend) / rowHeight);
    return point.y() >= legend && level >= 0 && level < n ? level : -1;
}

bool LevelChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int level = levelAt(help->pos());
        if (level >= 0) {
            QToolTip::showText(help->globalPos(), levelText(level), this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    return QWidget::event(event);
}

QString LevelChart::levelText(int level) const
{
    const QLocale locale;
    const QString name = m_state.options.order == Order::Rows ? tr("Row %1").arg(level)
                                                              : tr("Column %1").arg(level);
    return tr("%1 \u2014 placements: %2, backtracks: %3")
        .arg(name, locale.toString(qulonglong(m_state.placesAtLevel[level])),
             locale.toString(qulonglong(m_state.backtracksAtLevel[level])));
}

void LevelChart::retranslate()
{
    setAccessibleName(tr("Placements and backtracks by level"));
    describe();
}

void LevelChart::describe()
{
    // What the bars show, level by level, for a screen reader: worked out at each step only
    // while one listens, and sent only when it changed.
    if (!QAccessible::isActive())
        return;
    QStringList levels;
    for (int level = 0; level < m_state.options.n; ++level)
        levels.append(levelText(level));
    if (const QString text = levels.join(QStringLiteral("; ")); text != accessibleDescription())
        setAccessibleDescription(text);
}

void LevelChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    if (!isEnabled()) // greyed, like the text panels, while its search waits
        p.setOpacity(0.35);
    const int n = m_state.options.n;
    const QFontMetrics metrics = fontMetrics();
    const int legend = metrics.height() + 6;
    // Legend.
    int x = 4;
    for (const auto &[colour, text] :
         {std::pair {kPlaces, tr("placements")}, std::pair {kBacktracks, tr("backtracks")}}) {
        p.fillRect(QRect(x, 4, 12, metrics.height() - 4), colour);
        x += 16;
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QPoint(x, metrics.ascent() + 2), text);
        x += metrics.horizontalAdvance(text) + 14;
    }
    if (n <= 0)
        return;
    std::uint64_t most = 1;
    for (int level = 0; level < n; ++level)
        most = std::max({most, m_state.placesAtLevel[level], m_state.backtracksAtLevel[level]});
    const qreal rowHeight = qreal(height() - legend) / n;
    const QLocale locale;
    // Tall rows give each bar its number; rows with room for one line of text show both on it,
    // "placements / backtracks" as the legend orders them (at 1366x768 the rows of N=8 are too
    // short for two lines, and the chart showed no number at all).
    // Rows lower than a line of the panel's type still say their counts, in type cut to the
    // row: how many lines fit depends on the font's line spacing, not only on its size (Noto
    // Sans's lines are a sixth taller than DejaVu Sans's, and its rows showed no number).
    const bool numberPerBar = rowHeight >= 2.2 * metrics.height();
    const bool numberPerRow = !numberPerBar;
    QFont numberFont = font();
    if (numberPerRow)
        numberFont = fontWithLineHeight(numberFont, rowHeight, kSmallestNumberPixels);
    const QFontMetrics numberMetrics(numberFont);
    const QString widest = locale.toString(qulonglong(most));
    const int labelWidth = metrics.horizontalAdvance(QStringLiteral("00")) + 8;
    const int numberWidth = numberMetrics.horizontalAdvance(
                                numberPerRow ? rowNumbers(widest, widest) : widest)
                            + 8;
    const qreal barSpace = std::max(10, width() - labelWidth - numberWidth - 4);
    for (int level = 0; level < n; ++level) {
        const qreal top = legend + level * rowHeight;
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRectF(0, top, labelWidth - 4, rowHeight), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(level));
        const qreal barHeight = std::clamp<qreal>((rowHeight - 3) / 2, 1, metrics.height() * 1.2);
        const std::uint64_t values[2] = {m_state.placesAtLevel[level],
                                         m_state.backtracksAtLevel[level]};
        const QColor colours[2] = {kPlaces, kBacktracks};
        for (int i = 0; i < 2; ++i) {
            const qreal w = barSpace * double(values[i]) / double(most);
            const QRectF bar(labelWidth, top + 1 + i * barHeight, w, barHeight - 1);
            p.fillRect(bar, colours[i]);
            if (values[i] > 0 && numberPerBar) {
                p.setPen(palette().color(QPalette::WindowText));
                p.drawText(QRectF(bar.right() + 3, bar.top(), numberWidth, barHeight),
                           Qt::AlignLeft | Qt::AlignVCenter,
                           locale.toString(qulonglong(values[i])));
            }
        }
        if (numberPerRow && (values[0] > 0 || values[1] > 0)) {
            const qreal longest = barSpace * double(std::max(values[0], values[1])) / double(most);
            const QString places = locale.toString(qulonglong(values[0]));
            p.setPen(palette().color(QPalette::WindowText));
            p.setFont(numberFont);
            p.drawText(QRectF(labelWidth + longest + 3, top, numberWidth, rowHeight),
                       Qt::AlignLeft | Qt::AlignVCenter,
                       values[1] > 0 ? rowNumbers(places, locale.toString(qulonglong(values[1])))
                                     : places);
        }
    }
}

QString LevelChart::rowNumbers(const QString &places, const QString &backtracks)
{
    return tr("%1 / %2", "placements / backtracks of a level").arg(places, backtracks);
}
