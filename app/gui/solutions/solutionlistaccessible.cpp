#include "solutionlistaccessible.h"

#include <QAbstractItemView>
#include <QItemSelectionModel>
#include <QPointer>
#include <QWindow>

#include <algorithm>
#include <climits>

namespace {

// One row of the solutions list for a screen reader. Its text and state are asked of the view
// each time, so they always tell what is on screen. GUI thread.
class SolutionRowAccessible : public AccessibleTableItem
{
public:
    SolutionRowAccessible(QAbstractItemView *list, int row)
        : m_list(list)
        , m_row(row)
    {
    }

    bool isValid() const override
    {
        return m_list && m_list->model() && m_row < m_list->model()->rowCount();
    }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_list ? m_list->window()->windowHandle() : nullptr; }
    QAccessibleInterface *parent() const override
    {
        return QAccessible::queryAccessibleInterface(m_list.data());
    }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text type) const override
    {
        if (!isValid() || type != QAccessible::Name)
            return {};
        const QModelIndex index = modelIndex();
        const QString spoken = index.data(Qt::AccessibleTextRole).toString();
        return spoken.isEmpty() ? index.data(Qt::DisplayRole).toString() : spoken;
    }
    QRect rect() const override
    {
        if (!isValid())
            return {};
        const QRect row = m_list->visualRect(modelIndex());
        return QRect(m_list->viewport()->mapToGlobal(row.topLeft()), row.size());
    }
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    QAccessible::State state() const override
    {
        QAccessible::State state;
        if (!isValid())
            return state;
        const QModelIndex index = modelIndex();
        state.selectable = true;
        state.focusable = true;
        state.selected = m_list->selectionModel()->isSelected(index);
        state.focused = m_list->hasFocus() && m_list->currentIndex() == index;
        state.offscreen = !m_list->viewport()->rect().intersects(m_list->visualRect(index));
        state.readOnly = true;
        return state;
    }
    int columnIndex() const override { return 0; }
    int rowIndex() const override { return m_row; }
    bool isSelected() const override { return isValid() && state().selected; }

private:
    QModelIndex modelIndex() const { return m_list->model()->index(m_row, 0); }

    QPointer<QAbstractItemView> m_list;
    int m_row;
};

QAccessibleInterface *listFactory(const QString &className, QObject *object)
{
    if (className == QLatin1String("SolutionListView") && object && object->isWidgetType())
        return new SolutionListAccessible(static_cast<QAbstractItemView *>(object));
    return nullptr;
}

} // namespace

SolutionListAccessible::SolutionListAccessible(QAbstractItemView *list)
    : QAccessibleWidget(list, QAccessible::List)
{
}

SolutionListAccessible::~SolutionListAccessible() = default;

void SolutionListAccessible::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(listFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

QAbstractItemView *SolutionListAccessible::list() const
{
    return static_cast<QAbstractItemView *>(widget());
}

void SolutionListAccessible::modelChange(QAccessibleTableModelChangeEvent *event)
{
    // Rows appended below every item made so far leave them true; anything else may not.
    if (event->modelChangeType() == QAccessibleTableModelChangeEvent::RowsInserted
        && event->firstRow() > m_items.largestKey().value_or(-1))
        return;
    m_items.forget();
}

int SolutionListAccessible::rowCount() const
{
    return list()->model() ? list()->model()->rowCount() : 0;
}

int SolutionListAccessible::childCount() const
{
    return rowCount();
}

QAccessibleInterface *SolutionListAccessible::cellAt(int row, int column) const
{
    if (row < 0 || column != 0 || row >= rowCount())
        return nullptr;
    return m_items.item(row, [&] { return new SolutionRowAccessible(list(), row); });
}

QAccessibleInterface *SolutionListAccessible::child(int index) const
{
    return cellAt(index, 0);
}

int SolutionListAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    const auto *item = child ? const_cast<QAccessibleInterface *>(child)->tableCellInterface()
                             : nullptr;
    if (!item || child->parent() != this)
        return -1;
    return item->rowIndex();
}

QAccessibleInterface *SolutionListAccessible::childAt(int x, int y) const
{
    const QModelIndex index = list()->indexAt(list()->viewport()->mapFromGlobal(QPoint(x, y)));
    return index.isValid() ? cellAt(index.row(), 0) : nullptr;
}

void *SolutionListAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface *>(this);
    return QAccessibleWidget::interface_cast(type);
}

QList<int> SolutionListAccessible::selectedRows() const
{
    // A selection of all 14.7 million rows is a few ranges: read them, never the whole list.
    constexpr int kMostRowsListed = 1000;
    QList<int> rows;
    if (!list()->selectionModel())
        return rows;
    for (const QItemSelectionRange &range : list()->selectionModel()->selection()) {
        for (int row = range.top(); row <= range.bottom() && rows.size() < kMostRowsListed; ++row)
            rows.append(row);
    }
    return rows;
}

int SolutionListAccessible::selectedCellCount() const
{
    if (!list()->selectionModel())
        return 0;
    qint64 count = 0;
    for (const QItemSelectionRange &range : list()->selectionModel()->selection())
        count += range.height();
    return int(std::min<qint64>(count, INT_MAX));
}

QList<QAccessibleInterface *> SolutionListAccessible::selectedCells() const
{
    QList<QAccessibleInterface *> cells;
    for (const int row : selectedRows())
        cells.append(cellAt(row, 0));
    return cells;
}

bool SolutionListAccessible::isRowSelected(int row) const
{
    return list()->selectionModel() && row >= 0 && row < rowCount()
           && list()->selectionModel()->isRowSelected(row, {});
}

bool SolutionListAccessible::selectRow(int row)
{
    if (!list()->selectionModel() || row < 0 || row >= rowCount())
        return false;
    list()->setCurrentIndex(list()->model()->index(row, 0));
    return true;
}

bool SolutionListAccessible::unselectRow(int row)
{
    if (!isRowSelected(row))
        return false;
    list()->selectionModel()->select(list()->model()->index(row, 0), QItemSelectionModel::Deselect);
    return true;
}
