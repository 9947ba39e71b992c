#pragma once

#include "accessibletableitem.h"

#include <QAccessibleWidget>

class QAbstractItemView;

// What a screen reader finds in the solutions list: a list whose items are the model's rows,
// each named by the text the model gives it ("Solution 3: [1, 3, 0, 2], symmetry class 1"),
// selectable, the current one focused. An item is made when first asked for and kept,
// registered with Qt's accessibility cache, until the rows change under it (a new search, a
// new mode) or the list goes: a list of 14.7 million solutions costs nothing up front.
// Installed for every SolutionListView by SolutionListAccessible::install(). GUI thread.
class SolutionListAccessible : public QAccessibleWidget, public QAccessibleTableInterface
{
public:
    // `list` is a SolutionListView; only its QAbstractItemView side is read.
    explicit SolutionListAccessible(QAbstractItemView *list);
    ~SolutionListAccessible() override;

    // Makes Qt build a SolutionListAccessible for each SolutionListView (once per process).
    static void install();

    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    void *interface_cast(QAccessible::InterfaceType type) override;

    QAccessibleInterface *caption() const override { return nullptr; }
    QAccessibleInterface *summary() const override { return nullptr; }
    QAccessibleInterface *cellAt(int row, int column) const override;
    int columnCount() const override { return 1; }
    int rowCount() const override;
    int selectedCellCount() const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return selectedCellCount(); }
    QString columnDescription(int) const override { return {}; }
    QString rowDescription(int) const override { return {}; }
    QList<QAccessibleInterface *> selectedCells() const override;
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override;
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int row) const override;
    bool selectRow(int row) override;
    bool selectColumn(int) override { return false; }
    bool unselectRow(int row) override;
    bool unselectColumn(int) override { return false; }
    // The rows changed under the items made so far: they go (a screen reader asks again).
    void modelChange(QAccessibleTableModelChangeEvent *event) override;

private:
    QAbstractItemView *list() const;

    mutable AccessibleItemCache m_items; // by row
};
