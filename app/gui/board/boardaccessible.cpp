#include "boardaccessible.h"

#include <QCoreApplication>
#include <QWidget>
#include <QWindow>

namespace {

constexpr int kKeyStride = 64; // above any N

// One square of the board for a screen reader. Its text is asked of the board each time, so
// it always tells the step on screen. GUI thread.
class BoardCellAccessible : public AccessibleTableItem
{
public:
    BoardCellAccessible(QWidget *board, const AccessibleBoardSource *source, int row, int col)
        : m_board(board)
        , m_source(source)
        , m_row(row)
        , m_col(col)
    {
    }

    bool isValid() const override
    {
        return m_board && m_row < m_source->boardSize() && m_col < m_source->boardSize();
    }
    QWindow *window() const override
    {
        return m_board ? m_board->window()->windowHandle() : nullptr;
    }
    QAccessibleInterface *parent() const override
    {
        return QAccessible::queryAccessibleInterface(m_board.data());
    }
    // Its name only: a description repeating it was read twice.
    QString text(QAccessible::Text type) const override
    {
        if (!isValid() || type != QAccessible::Name)
            return {};
        return m_source->describeSquare(m_row, m_col);
    }
    QRect rect() const override
    {
        if (!isValid())
            return {};
        const QRect square = m_source->squareRect(m_row, m_col).toAlignedRect();
        return QRect(m_board->mapToGlobal(square.topLeft()), square.size());
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override
    {
        QAccessible::State state;
        if (!isValid())
            return state;
        state.focusable = m_source->cursorEnabled();
        state.focused = m_source->cursorEnabled() && m_board->hasFocus()
                        && m_source->cursorSquare() == QPoint(m_col, m_row);
        state.readOnly = !m_source->cursorEnabled();
        return state;
    }
    int columnIndex() const override { return m_col; }
    int rowIndex() const override { return m_row; }
    bool isSelected() const override { return false; }

private:
    QPointer<QWidget> m_board;
    const AccessibleBoardSource *m_source; // the same object as m_board: valid while it is
    int m_row;
    int m_col;
};

QAccessibleInterface *boardFactory(const QString &className, QObject *object)
{
    if (className != QLatin1String("BoardView") || !object || !object->isWidgetType())
        return nullptr;
    if (const auto *source = dynamic_cast<const AccessibleBoardSource *>(object))
        return new BoardAccessible(static_cast<QWidget *>(object), source);
    return nullptr;
}

} // namespace

BoardAccessible::BoardAccessible(QWidget *board, const AccessibleBoardSource *source)
    : QAccessibleWidget(board, QAccessible::Table)
    , m_source(source)
{
}

BoardAccessible::~BoardAccessible() = default;

void BoardAccessible::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

QString BoardAccessible::text(QAccessible::Text type) const
{
    if (type == QAccessible::Description)
        return m_source->accessibleText();
    const QString own = QAccessibleWidget::text(type);
    // Orca 43 and 48 say a focused table's name, then its role and size, then its description:
    // a result in the description came after "Board. table with 8 rows 8 columns" (Orca 48,
    // Lesson … opened, 2.7 s after the answer).
    if (type == QAccessible::Name)
        if (const QString result = m_source->resultBeforeName(); !result.isEmpty())
            return result + QLatin1Char(' ') + own;
    return own;
}

int BoardAccessible::rowCount() const
{
    return m_source->boardSize();
}

int BoardAccessible::columnCount() const
{
    return m_source->boardSize();
}

int BoardAccessible::childCount() const
{
    return rowCount() * columnCount();
}

QAccessibleInterface *BoardAccessible::cellAt(int row, int column) const
{
    if (row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return nullptr;
    return m_cells.item(row * kKeyStride + column,
                        [&] { return new BoardCellAccessible(widget(), m_source, row, column); });
}

QAccessibleInterface *BoardAccessible::child(int index) const
{
    const int n = columnCount();
    if (index < 0 || index >= childCount())
        return nullptr;
    return cellAt(index / n, index % n);
}

int BoardAccessible::indexOfSquare(int row, int col) const
{
    return row * columnCount() + col;
}

int BoardAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    const auto *cell = child ? const_cast<QAccessibleInterface *>(child)->tableCellInterface()
                             : nullptr;
    if (!cell || child->parent() != this)
        return -1;
    return indexOfSquare(cell->rowIndex(), cell->columnIndex());
}

QAccessibleInterface *BoardAccessible::childAt(int x, int y) const
{
    const QPoint square = m_source->squareAt(widget()->mapFromGlobal(QPoint(x, y)));
    return square.x() < 0 ? nullptr : cellAt(square.y(), square.x());
}

void *BoardAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface *>(this);
    return QAccessibleWidget::interface_cast(type);
}

QString BoardAccessible::columnDescription(int column) const
{
    return QCoreApplication::translate("BoardView", "Column %1").arg(column);
}

QString BoardAccessible::rowDescription(int row) const
{
    return QCoreApplication::translate("BoardView", "Row %1").arg(row);
}
