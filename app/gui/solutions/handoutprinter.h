#pragma once

#include "boardtheme.h"
#include "searchtypes.h"

#include <QDate>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QString>
#include <QStringList>

class QPagedPaintDevice;
class QPainter;

// Lays out a handout: a title, then boards in a grid, several to a page, each with its
// number and array (for example the 12 fundamental solutions of N=8 on one page), and at the
// foot of every page the date and "Page 2 of 3". Boards of a list grouped by symmetry class
// come in rows of their class under its heading ("Class 3 · 8 boards", "(continued)" at the
// top of a page). Made for paper whatever the screen shows:
// grey boards on white (BoardTheme::forPrinting()), margins of at least kMinMarginMm. Paints
// on any paged device: a printer, a print preview or a PDF writer. GUI thread.
class HandoutPrinter
{
public:
    struct Board
    {
        quint64 number = 0;
        nq::Placement placement;
        // Where a symmetry class begins in a grouped list: its heading; empty otherwise.
        QString heading {};
    };

    HandoutPrinter(QString title, QList<Board> boards, QDate date = QDate::currentDate());

    static constexpr qreal kMinMarginMm = 12;
    // Widens the device's margins to kMinMarginMm where they are narrower, then paints every
    // page; returns the number of pages.
    int print(QPagedPaintDevice *device) const;
    int pageCount() const;
    // Paints one page into `page` (the device's paintable rectangle).
    void paintPage(QPainter &painter, const QRectF &page, int pageIndex) const;
    // The foot of a page: the date (the locale's long form), then "Page 2 of 3".
    QStringList footerTexts(int pageIndex) const;
    static int boardsPerPage() { return kColumns * kRows; }
    // The headings on a page (the class heads, and a class continued from the page before).
    QStringList headingTexts(int pageIndex) const;
    // The caption under a board: its number, then its array.
    static QStringList captionLines(const Board &board);

private:
    // A row of the grid: up to kColumns boards (indices into m_boards), of one class when the
    // boards are grouped.
    struct Row
    {
        QList<int> boards;
        QString heading; // the class's, on every row of it
        bool startsClass = false;
    };
    // The heading over a row: its class's where the class begins, "… (continued)" where it
    // goes on at the top of a page, else nothing.
    QString headingOfRow(int row) const;
    void paintBoard(QPainter &painter, const QRectF &area, const Board &board,
                    const QFont &captionFont) const;

    static constexpr int kColumns = 3;
    static constexpr int kRows = 4;
    QString m_title;
    QList<Board> m_boards;
    QDate m_date;
    QList<Row> m_rows;
    bool m_grouped = false; // some board begins a class: every row keeps room for a heading
    BoardTheme m_theme = BoardTheme::forPrinting();
};
