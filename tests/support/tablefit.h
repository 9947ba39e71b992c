#pragma once

// What a table shows cut: for the widget tests of tables that must fit their panel whole.

#include <QFontMetrics>
#include <QHeaderView>
#include <QStringList>
#include <QStyle>
#include <QTableWidget>

#include <algorithm>

namespace nq::test {

// Every header line, cell text and column of `table` that does not show whole: a column past
// the viewport's right edge, a header line wider than its section or headers too low for their
// lines, a word wider than its column, or a text that needs more lines than its row holds at
// its column's width (texts wrap when the table does). Empty when everything shows.
inline QStringList cutTableTexts(const QTableWidget &table)
{
    QStringList cut;
    const QHeaderView *columns = table.horizontalHeader();
    const QHeaderView *rows = table.verticalHeader();
    const int margin = 2 * columns->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, columns);
    const QFontMetrics headerMetrics(columns->font());
    for (int column = 0; column < table.columnCount(); ++column) {
        const int right = columns->sectionViewportPosition(column) + columns->sectionSize(column);
        if (right > table.viewport()->width())
            cut << QStringLiteral("column %1 ends at %2 of %3")
                       .arg(column)
                       .arg(right)
                       .arg(table.viewport()->width());
        if (const QTableWidgetItem *title = table.horizontalHeaderItem(column)) {
            const QStringList lines = title->text().split(QLatin1Char('\n'));
            for (const QString &line : lines)
                if (headerMetrics.horizontalAdvance(line) + margin > columns->sectionSize(column))
                    cut << QStringLiteral("header “%1”: %2 pixels for %3")
                               .arg(line)
                               .arg(columns->sectionSize(column))
                               .arg(headerMetrics.horizontalAdvance(line) + margin);
            if (columns->height() < int(lines.size()) * headerMetrics.lineSpacing())
                cut << QStringLiteral("header “%1”: %2 pixels high")
                           .arg(title->text())
                           .arg(columns->height());
        }
    }
    for (int row = 0; row < table.rowCount(); ++row) {
        if (const QTableWidgetItem *title = table.verticalHeaderItem(row);
            title && !rows->isHidden()) {
            const QStringList lines = title->text().split(QLatin1Char('\n'));
            for (const QString &line : lines)
                if (QFontMetrics(rows->font()).horizontalAdvance(line) + margin > rows->width())
                    cut << QStringLiteral("row header “%1”: %2 pixels wide")
                               .arg(line)
                               .arg(rows->width());
            if (rows->sectionSize(row)
                < int(lines.size()) * QFontMetrics(rows->font()).lineSpacing())
                cut << QStringLiteral("row header “%1”: %2 pixels high")
                           .arg(title->text())
                           .arg(rows->sectionSize(row));
        }
        for (int column = 0; column < table.columnCount(); ++column) {
            const QTableWidgetItem *item = table.item(row, column);
            if (!item || item->text().isEmpty())
                continue;
            const QFontMetrics metrics(item->font());
            const QRect cell = table.visualItemRect(item); // a spanning cell's whole width
            const int width = cell.width() - margin;
            // Wrapped at the cell's width: a piece it cannot break (a word; in Chinese, a
            // character or a number) makes it wider, too many lines make it taller.
            const QRect text = table.wordWrap()
                                   ? metrics.boundingRect(QRect(0, 0, std::max(1, width), 100000),
                                                          Qt::TextWordWrap, item->text())
                                   : metrics.boundingRect(item->text());
            if (text.width() > width || text.height() > cell.height())
                cut << QStringLiteral("cell “%1”: %2 x %3 pixels for %4 x %5")
                           .arg(item->text())
                           .arg(cell.width())
                           .arg(cell.height())
                           .arg(text.width() + margin)
                           .arg(text.height());
        }
    }
    return cut;
}

} // namespace nq::test
