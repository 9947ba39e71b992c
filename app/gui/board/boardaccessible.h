#pragma once

#include "accessibletableitem.h"

#include <QAccessibleWidget>
#include <QPointer>

// What BoardAccessible reads of a board widget (BoardView is one), so that the two need not
// include each other: its size, what a square holds and where it is, the keyboard cursor, and
// the description a screen reader gets. GUI thread.
class AccessibleBoardSource
{
public:
    virtual ~AccessibleBoardSource() = default;
    virtual int boardSize() const = 0;
    // "Row 3, column 4: queen"
    virtual QString describeSquare(int row, int col) const = 0;
    // In the widget's coordinates.
    virtual QRectF squareRect(int row, int col) const = 0;
    // The square under a point as (col, row), or (-1, -1).
    virtual QPoint squareAt(const QPointF &point) const = 0;
    virtual bool cursorEnabled() const = 0;
    virtual QPoint cursorSquare() const = 0; // (col, row)
    virtual QString accessibleText() const = 0;
    // A result to say before the board's name when the board is read with the focus ("Lesson
    // … opened"), or empty.
    virtual QString resultBeforeName() const = 0;
};

// What a screen reader finds in the board: a table of N×N cells, each named by its square and
// what stands on it in the user's language ("Row 3, column 4: queen"), the candidate's cell
// saying what attacks it. Cells are made when first asked for and kept, registered with Qt's
// accessibility cache, until the board goes. Installed for every BoardView by
// BoardAccessible::install(). GUI thread.
class BoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface
{
public:
    // `board` is the widget, `source` the same object read as a board (a BoardView).
    BoardAccessible(QWidget *board, const AccessibleBoardSource *source);
    ~BoardAccessible() override;

    // Makes Qt build a BoardAccessible for each BoardView, or any widget that is an
    // AccessibleBoardSource (once per process).
    static void install();

    QAccessible::Role role() const override { return QAccessible::Table; }
    // The description is the board's accessibleText(), read when asked (it follows every step).
    QString text(QAccessible::Text type) const override;
    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    void *interface_cast(QAccessible::InterfaceType type) override;

    QAccessibleInterface *caption() const override { return nullptr; }
    QAccessibleInterface *summary() const override { return nullptr; }
    QAccessibleInterface *cellAt(int row, int column) const override;
    int columnCount() const override;
    int rowCount() const override;
    int selectedCellCount() const override { return 0; }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    QList<QAccessibleInterface *> selectedCells() const override { return {}; }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent *) override { }

    // The index of the cell of (row, col) among the children, for events about it.
    int indexOfSquare(int row, int col) const;

private:
    const AccessibleBoardSource *m_source;

    mutable AccessibleItemCache m_cells; // by row * 64 + col: they survive a new N
};
