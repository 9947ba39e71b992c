#include "miniboard.h"

#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>

namespace {
// Dark enough to read on light and dark squares of every theme.
const QColor kDotColour(0x20, 0x21, 0x24);
} // namespace

MiniBoard::MiniBoard(const nq::Placement &placement, const BoardTheme &theme)
    : m_placement(placement)
    , m_theme(theme)
{
}

MiniBoard MiniBoard::fromBytes(const QByteArray &cols, const BoardTheme &theme)
{
    nq::Placement placement(int(std::min<qsizetype>(cols.size(), nq::kMaxN)));
    for (int r = 0; r < placement.n; ++r)
        placement.cols[r] = static_cast<std::int8_t>(cols.at(r));
    return MiniBoard(placement, theme);
}

void MiniBoard::paint(QPainter *painter, const QPoint &topLeft, int cell) const
{
    const int n = m_placement.n;
    painter->save();
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const QRect square(topLeft.x() + c * cell, topLeft.y() + r * cell, cell, cell);
            painter->fillRect(square, (r + c) % 2 ? m_theme.darkSquare : m_theme.lightSquare);
        }
    }
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(kDotColour);
    const qreal radius = std::max(m_minimumDotRadius, cell * 0.36);
    for (int r = 0; r < n; ++r) {
        const int c = m_placement.cols[r];
        if (c < 0)
            continue;
        const QRectF square(topLeft.x() + c * cell, topLeft.y() + r * cell, cell, cell);
        painter->drawEllipse(square.center(), radius, radius);
    }
    painter->restore();
}

void MiniBoard::paintScaled(QPainter *painter, const QRectF &square) const
{
    const int n = std::max(1, m_placement.n);
    const qreal side = square.width();
    const qreal cell = side / n;
    static QSvgRenderer queen(QStringLiteral(":/nqueens/queen.svg"));
    painter->save();
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const QRectF cellRect(square.left() + c * cell, square.top() + r * cell, cell, cell);
            painter->fillRect(cellRect, (r + c) % 2 ? m_theme.darkSquare : m_theme.lightSquare);
            if (m_placement.cols[r] == c)
                queen.render(painter, cellRect.adjusted(cell * 0.08, cell * 0.08, -cell * 0.08,
                                                        -cell * 0.08));
        }
    }
    painter->setPen(QPen(m_theme.frame, std::max<qreal>(1, side / 200)));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(square);
    painter->restore();
}
