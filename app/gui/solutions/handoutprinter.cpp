#include "handoutprinter.h"

#include "fittedfont.h"
#include "formats.h"
#include "miniboard.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

HandoutPrinter::HandoutPrinter(QString title, QList<Board> boards, QDate date)
    : m_title(std::move(title))
    , m_boards(std::move(boards))
    , m_date(date)
{
    QString heading;
    for (int index = 0; index < m_boards.size(); ++index) {
        const QString &starts = m_boards[index].heading;
        m_grouped = m_grouped || !starts.isEmpty();
        if (!starts.isEmpty())
            heading = starts;
        // A class begins a new row.
        if (m_rows.isEmpty() || m_rows.last().boards.size() == kColumns || !starts.isEmpty())
            m_rows.append({{}, heading, !starts.isEmpty()});
        m_rows.last().boards.append(index);
    }
}

QStringList HandoutPrinter::captionLines(const Board &board)
{
    return {QCoreApplication::translate("HandoutPrinter", "Solution %1")
                .arg(QLocale().toString(board.number)),
            QString::fromStdString(nq::formatArray(board.placement))};
}

int HandoutPrinter::pageCount() const
{
    return std::max<int>(1, int((m_rows.size() + kRows - 1) / kRows));
}

QString HandoutPrinter::headingOfRow(int row) const
{
    const Row &shown = m_rows[row];
    if (shown.startsClass)
        return shown.heading;
    if (row % kRows == 0 && !shown.heading.isEmpty()) // a class goes on from the page before
        return QCoreApplication::translate("HandoutPrinter", "%1 (continued)").arg(shown.heading);
    return {};
}

QStringList HandoutPrinter::headingTexts(int pageIndex) const
{
    QStringList headings;
    for (int r = pageIndex * kRows; r < std::min<int>(int(m_rows.size()), (pageIndex + 1) * kRows);
         ++r)
        if (const QString heading = headingOfRow(r); !heading.isEmpty())
            headings << heading;
    return headings;
}

QStringList HandoutPrinter::footerTexts(int pageIndex) const
{
    return {QLocale().toString(m_date, QLocale::LongFormat),
            QCoreApplication::translate("HandoutPrinter", "Page %1 of %2")
                .arg(QLocale().toString(pageIndex + 1), QLocale().toString(pageCount()))};
}

int HandoutPrinter::print(QPagedPaintDevice *device) const
{
    const QMarginsF set = device->pageLayout().margins(QPageLayout::Millimeter);
    device->setPageMargins(
        QMarginsF(std::max(set.left(), kMinMarginMm), std::max(set.top(), kMinMarginMm),
                  std::max(set.right(), kMinMarginMm), std::max(set.bottom(), kMinMarginMm)),
        QPageLayout::Millimeter);
    QPainter painter;
    if (!painter.begin(device))
        return 0;
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF page = QRectF(0, 0, device->width(), device->height());
    for (int pageIndex = 0; pageIndex < pageCount(); ++pageIndex) {
        if (pageIndex > 0)
            device->newPage();
        paintPage(painter, page, pageIndex);
    }
    painter.end();
    return pageCount();
}

void HandoutPrinter::paintPage(QPainter &painter, const QRectF &page, int pageIndex) const
{
    QFont titleFont = painter.font();
    titleFont.setPixelSize(std::max(12, int(page.height() / 40)));
    titleFont.setBold(true);
    QFont captionFont = painter.font();
    captionFont.setPixelSize(std::max(8, int(page.height() / 80)));
    painter.setPen(Qt::black);
    const QRectF titleRect(page.left(), page.top(), page.width(), titleFont.pixelSize() * 2.0);
    painter.setFont(fittedFont(titleFont, {m_title}, page.width()));
    painter.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter, m_title);
    // The foot: the date on the left, the page on the right.
    const QStringList footer = footerTexts(pageIndex);
    painter.setFont(captionFont);
    const qreal footerHeight = painter.fontMetrics().height() * 1.6;
    const QRectF footerRect(page.left(), page.bottom() - footerHeight, page.width(), footerHeight);
    painter.drawText(footerRect, Qt::AlignLeft | Qt::AlignBottom, footer.at(0));
    painter.drawText(footerRect, Qt::AlignRight | Qt::AlignBottom, footer.at(1));
    const QRectF grid(page.left(), titleRect.bottom() + 8, page.width(),
                      footerRect.top() - titleRect.bottom() - 16);
    const qreal cellW = grid.width() / kColumns;
    const qreal cellH = grid.height() / kRows;
    const int firstRow = pageIndex * kRows;
    const int lastRow = std::min<int>(int(m_rows.size()), firstRow + kRows);
    // One caption size for the page, fitted to its widest caption.
    QStringList captions;
    for (int r = firstRow; r < lastRow; ++r)
        for (int index : m_rows[r].boards)
            captions += captionLines(m_boards[index]);
    const QFont pageCaptionFont = fittedFont(captionFont, captions, cellW * 0.88);
    QFont headingFont = captionFont;
    headingFont.setBold(true);
    const qreal headingH = m_grouped ? QFontMetricsF(headingFont).height() * 1.5 : 0;
    for (int r = firstRow; r < lastRow; ++r) {
        const Row &row = m_rows[r];
        const qreal top = grid.top() + (r - firstRow) * cellH;
        if (const QString heading = headingOfRow(r); !heading.isEmpty()) {
            painter.setFont(fittedFont(headingFont, {heading}, grid.width()));
            painter.setPen(Qt::black);
            painter.drawText(QRectF(grid.left(), top, grid.width(), headingH),
                             Qt::AlignLeft | Qt::AlignVCenter, heading);
        }
        for (int column = 0; column < row.boards.size(); ++column) {
            const QRectF area(grid.left() + column * cellW, top + headingH, cellW,
                              cellH - headingH);
            paintBoard(painter,
                       area.adjusted(cellW * 0.06, cellH * 0.04, -cellW * 0.06, -cellH * 0.04),
                       m_boards[row.boards[column]], pageCaptionFont);
        }
    }
}

void HandoutPrinter::paintBoard(QPainter &painter, const QRectF &area, const Board &board,
                                const QFont &captionFont) const
{
    painter.setFont(captionFont);
    const qreal captionH = painter.fontMetrics().height() * 2.4;
    const qreal side = std::min(area.width(), area.height() - captionH);
    const QRectF square(area.left() + (area.width() - side) / 2, area.top(), side, side);
    MiniBoard(board.placement, m_theme).paintScaled(&painter, square);
    painter.setPen(Qt::black);
    const QRectF caption(area.left(), square.bottom() + 2, area.width(), captionH);
    painter.drawText(caption, Qt::AlignHCenter | Qt::AlignTop,
                     captionLines(board).join(QLatin1Char('\n')));
}
