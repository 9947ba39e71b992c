#include "handoutprinter.h"

#include "fittedfont.h"
#include "formats.h"
#include "miniboard.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

HandoutPrinter::HandoutPrinter(QString title, QList<Board> boards, BoardTheme theme)
    : m_title(std::move(title))
    , m_boards(std::move(boards))
    , m_theme(std::move(theme))
{
}

QStringList HandoutPrinter::captionLines(const Board &board)
{
    return {QCoreApplication::translate("HandoutPrinter", "Solution %1")
                .arg(QLocale().toString(board.number)),
            QString::fromStdString(nq::formatArray(board.placement))};
}

int HandoutPrinter::print(QPagedPaintDevice *device) const
{
    QPainter painter;
    if (!painter.begin(device))
        return 0;
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF page = QRectF(0, 0, device->width(), device->height());
    const int pages = std::max<int>(1,
                                    int((m_boards.size() + boardsPerPage() - 1) / boardsPerPage()));
    QFont titleFont = painter.font();
    titleFont.setPixelSize(std::max(12, int(page.height() / 40)));
    titleFont.setBold(true);
    QFont captionFont = painter.font();
    captionFont.setPixelSize(std::max(8, int(page.height() / 80)));
    for (int pageIndex = 0; pageIndex < pages; ++pageIndex) {
        if (pageIndex > 0)
            device->newPage();
        painter.setFont(titleFont);
        painter.setPen(Qt::black);
        const QRectF titleRect(page.left(), page.top(), page.width(), titleFont.pixelSize() * 2.0);
        QString title = m_title;
        if (pages > 1)
            title += QCoreApplication::translate("HandoutPrinter", " (page %1 of %2)")
                         .arg(pageIndex + 1)
                         .arg(pages);
        painter.setFont(fittedFont(titleFont, {title}, page.width()));
        painter.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter, title);
        const QRectF grid(page.left(), titleRect.bottom() + 8, page.width(),
                          page.height() - titleRect.height() - 8);
        const qreal cellW = grid.width() / kColumns;
        const qreal cellH = grid.height() / kRows;
        // One caption size for the page, fitted to its widest caption.
        QStringList captions;
        for (int index = pageIndex * boardsPerPage();
             index < std::min<qsizetype>(m_boards.size(), (pageIndex + 1) * boardsPerPage());
             ++index)
            captions += captionLines(m_boards[index]);
        const QFont pageCaptionFont = fittedFont(captionFont, captions, cellW * 0.88);
        for (int i = 0; i < boardsPerPage(); ++i) {
            const int index = pageIndex * boardsPerPage() + i;
            if (index >= m_boards.size())
                break;
            const QRectF area(grid.left() + (i % kColumns) * cellW,
                              grid.top() + (i / kColumns) * cellH, cellW, cellH);
            paintBoard(painter,
                       area.adjusted(cellW * 0.06, cellH * 0.04, -cellW * 0.06, -cellH * 0.04),
                       m_boards[index], pageCaptionFont);
        }
    }
    painter.end();
    return pages;
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
