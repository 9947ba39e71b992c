#pragma once

#include "boardtheme.h"
#include "searchtypes.h"

#include <QFont>
#include <QList>
#include <QRectF>
#include <QString>
#include <QStringList>

class QPagedPaintDevice;
class QPainter;

// Lays out a handout: a title, then boards in a grid, several to a page, each with its
// number and array (for example the 12 fundamental solutions of N=8 on one page). Paints on
// any paged device: a printer, a print preview or a PDF writer. GUI thread.
class HandoutPrinter
{
public:
    struct Board
    {
        quint64 number = 0;
        nq::Placement placement;
    };

    HandoutPrinter(QString title, QList<Board> boards, BoardTheme theme = BoardTheme::classic());

    // Paints every page; returns the number of pages.
    int print(QPagedPaintDevice *device) const;
    static int boardsPerPage() { return kColumns * kRows; }
    // The caption under a board: its number, then its array.
    static QStringList captionLines(const Board &board);

private:
    void paintBoard(QPainter &painter, const QRectF &area, const Board &board,
                    const QFont &captionFont) const;

    static constexpr int kColumns = 3;
    static constexpr int kRows = 4;
    QString m_title;
    QList<Board> m_boards;
    BoardTheme m_theme;
};
