#include "handoutprinter.h"

#include "fittedfont.h"
#include "formats.h"
#include "miniboard.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

HandoutPrinter::HandoutPrinter(QString title, QList<Board> boards, QDate date)
    : m_title(std::move(title))
    , m_boards(std::move(boards))
    , m_date(date)
{
}

QStringList HandoutPrinter::captionLines(const Board &board)
{
    return {QCoreApplication::translate("HandoutPrinter", "Solution %1")
                .arg(QLocale().toString(board.number)),
            QString::fromStdString(nq::formatArray(board.placement))};
}

int HandoutPrinter::pageCount() const
{
    return std::max<int>(1, int((m_boards.size() + boardsPerPage() - 1) / boardsPerPage()));
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
    // One caption size for the page, fitted to its widest caption.
    QStringList captions;
    for (int index = pageIndex * boardsPerPage();
         index < std::min<qsizetype>(m_boards.size(), (pageIndex + 1) * boardsPerPage()); ++index)
        captions += captionLines(m_boards[index]);
    const QFont pageCaptionFont = fittedFont(captionFont, captions, cellW * 0.88);
    for (int i = 0; i < boardsPerPage(); ++i) {
        const int index = pageIndex * boardsPerPage() + i;
        if (index >= m_boards.size())
            break;
        const QRectF area(grid.left() + (i % kColumns) * cellW, grid.top() + (i / kColumns) * cellH,
                          cellW, cellH);
        paintBoard(painter, area.adjusted(cellW * 0.06, cellH * 0.04, -cellW * 0.06, -cellH * 0.04),
                   m_boards[index], pageCaptionFont);
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
