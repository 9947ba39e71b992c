#pragma once

#include <QAbstractItemView>
#include <QAccessible>

// The solutions list: rows of one height, one under the other, painted by the item delegate.
// Unlike QListView, which keeps two ints per row for its layout (134 MB for the 14,772,512
// solutions of N=16), it computes every position from the row number, so showing a list costs
// no memory per row. Scrolls by pixel while the list's height fits in an int, else by row.
// Selection, keyboard and mouse behave as in a single-column QListView, and a screen reader
// reads its rows (SolutionListAccessible). GUI thread.
class SolutionListView : public QAbstractItemView
{
    Q_OBJECT

public:
    explicit SolutionListView(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    QRect visualRect(const QModelIndex &index) const override;
    void scrollTo(const QModelIndex &index, ScrollHint hint = EnsureVisible) override;
    QModelIndex indexAt(const QPoint &point) const override;
    // The height of every row, from the delegate's size hint.
    int rowHeight() const;

signals:
    // A row made current by a key, a click or the program (setCurrentIndex), not the first
    // row Qt makes current when the list gets the focus with none: Tab into the list is not a
    // choice, and switched the board to solution 1 without a word.
    void currentChosen(int row);

protected:
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    int horizontalOffset() const override { return 0; }
    int verticalOffset() const override;
    bool isIndexHidden(const QModelIndex &) const override { return false; }
    void setSelection(const QRect &rect, QItemSelectionModel::SelectionFlags command) override;
    QRegion visualRegionForSelection(const QItemSelection &selection) const override;
    void rowsInserted(const QModelIndex &parent, int start, int end) override;
    void updateGeometries() override;
    void scrollContentsBy(int dx, int dy) override;
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    // Tell a screen reader which row has the focus and which rows were (un)selected.
    void currentChanged(const QModelIndex &current, const QModelIndex &previous) override;
    void selectionChanged(const QItemSelection &selected,
                          const QItemSelection &deselected) override;

private:
    bool m_focusMakesCurrent = false; // inside focusInEvent: its current row is not chosen
    qint64 rowCount() const;
    // Whether the scroll bar counts pixels (else rows).
    bool scrollsByPixel() const;
    // The content's y at the top of the viewport.
    qint64 contentTop() const;
    void setContentTop(qint64 y);
    // The rows that `rect` (viewport coordinates) touches, clamped to the list.
    std::pair<qint64, qint64> rowsIn(const QRect &rect) const;
    QRect rowRect(qint64 row) const;
    // Sends a screen reader `type` about the list's row `row`.
    void tellScreenReader(QAccessible::Event type, int row);
    // Tells a screen reader that the rows changed (`type`, rows first to last).
    void tellRowsChanged(QAccessibleTableModelChangeEvent::ModelChangeType type, int first = -1,
                         int last = -1);

    mutable int m_rowHeight = 0; // 0: ask the delegate again
    bool m_byPixel = true; // the unit of the scroll bar's value
};
