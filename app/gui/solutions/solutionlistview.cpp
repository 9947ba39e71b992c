#include "solutionlistview.h"

#include "solutionlistaccessible.h"

#include <QEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>
#include <QStyleOptionFocusRect>
#include <QStylePainter>

#include <algorithm>
#include <climits>

SolutionListView::SolutionListView(QWidget *parent)
    : QAbstractItemView(parent)
{
    // Before anything asks for the list's accessible interface.
    SolutionListAccessible::install();
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // rows are as wide as the view
    setSelectionBehavior(SelectRows);
}

void SolutionListView::setModel(QAbstractItemModel *newModel)
{
    if (model())
        disconnect(model(), nullptr, this, nullptr);
    QAbstractItemView::setModel(newModel);
    m_rowHeight = 0;
    if (newModel) {
        // Rows that arrive are announced by rowsInserted(); for rows that leave the view has
        // no overridable hook, so the scroll range follows through the model's signal.
        connect(newModel, &QAbstractItemModel::rowsRemoved, this,
                [this](const QModelIndex &, int first, int last) {
                    scheduleDelayedItemsLayout();
                    tellRowsChanged(QAccessibleTableModelChangeEvent::RowsRemoved, first, last);
                });
        connect(newModel, &QAbstractItemModel::modelReset, this, [this] {
            m_rowHeight = 0;
            tellRowsChanged(QAccessibleTableModelChangeEvent::ModelReset);
        });
    }
    tellRowsChanged(QAccessibleTableModelChangeEvent::ModelReset);
}

void SolutionListView::tellRowsChanged(QAccessibleTableModelChangeEvent::ModelChangeType type,
                                       int first, int last)
{
    if (!QAccessible::isActive())
        return;
    QAccessibleTableModelChangeEvent event(this, type);
    event.setFirstRow(first);
    event.setLastRow(last);
    QAccessible::updateAccessibility(&event);
}

void SolutionListView::tellScreenReader(QAccessible::Event type, int row)
{
    if (!QAccessible::isActive() || row < 0)
        return;
    QAccessibleEvent event(this, type);
    event.setChild(row);
    QAccessible::updateAccessibility(&event);
}

void SolutionListView::currentChanged(const QModelIndex &current, const QModelIndex &previous)
{
    QAbstractItemView::currentChanged(current, previous);
    if (hasFocus() && current.isValid())
        tellScreenReader(QAccessible::Focus, current.row());
    if (current.isValid() && !m_focusMakesCurrent)
        emit currentChosen(current.row());
}

void SolutionListView::focusInEvent(QFocusEvent *event)
{
    m_focusMakesCurrent = true;
    QAbstractItemView::focusInEvent(event);
    m_focusMakesCurrent = false;
    viewport()->update(); // the empty list's focus frame
    if (currentIndex().isValid())
        tellScreenReader(QAccessible::Focus, currentIndex().row());
}

void SolutionListView::focusOutEvent(QFocusEvent *event)
{
    QAbstractItemView::focusOutEvent(event);
    viewport()->update();
}

void SolutionListView::selectionChanged(const QItemSelection &selected,
                                        const QItemSelection &deselected)
{
    QAbstractItemView::selectionChanged(selected, deselected);
    // Row by row, as QListView does, but a few at most: Ctrl+A selects millions.
    constexpr int kMostRowsTold = 16;
    const auto tell = [this](const QItemSelection &rows, QAccessible::Event type) {
        int told = 0;
        for (const QItemSelectionRange &range : rows) {
            for (int row = range.top(); row <= range.bottom() && told < kMostRowsTold;
                 ++row, ++told)
                tellScreenReader(type, row);
        }
    };
    tell(deselected, QAccessible::SelectionRemove);
    tell(selected, QAccessible::SelectionAdd);
}

int SolutionListView::rowHeight() const
{
    if (m_rowHeight == 0) {
        QStyleOptionViewItem option;
        initViewItemOption(&option);
        const QModelIndex first = model() ? model()->index(0, 0, rootIndex()) : QModelIndex();
        m_rowHeight = std::max(1,
                               itemDelegateForIndex(first)
                                   ? itemDelegateForIndex(first)->sizeHint(option, first).height()
                                   : fontMetrics().height());
    }
    return m_rowHeight;
}

qint64 SolutionListView::rowCount() const
{
    return model() ? model()->rowCount(rootIndex()) : 0;
}

bool SolutionListView::scrollsByPixel() const
{
    return rowCount() * rowHeight() <= INT_MAX;
}

qint64 SolutionListView::contentTop() const
{
    const qint64 value = verticalScrollBar()->value();
    return m_byPixel ? value : value * rowHeight();
}

void SolutionListView::setContentTop(qint64 y)
{
    y = std::max<qint64>(0, y);
    verticalScrollBar()->setValue(int(m_byPixel ? std::min<qint64>(y, INT_MAX) : y / rowHeight()));
}

int SolutionListView::verticalOffset() const
{
    return int(std::min<qint64>(contentTop(), INT_MAX));
}

QRect SolutionListView::rowRect(qint64 row) const
{
    // Far-away rows keep their side of the viewport without overflowing an int.
    const qint64 top = std::clamp<qint64>(row * rowHeight() - contentTop(), INT_MIN / 4,
                                          INT_MAX / 4);
    return {0, int(top), viewport()->width(), rowHeight()};
}

std::pair<qint64, qint64> SolutionListView::rowsIn(const QRect &rect) const
{
    const qint64 first = std::max<qint64>(0, (contentTop() + rect.top()) / rowHeight());
    const qint64 last = std::min<qint64>(rowCount() - 1,
                                         (contentTop() + rect.bottom()) / rowHeight());
    return {first, last};
}

QRect SolutionListView::visualRect(const QModelIndex &index) const
{
    if (!index.isValid() || index.parent() != rootIndex() || index.column() != 0)
        return {};
    return rowRect(index.row());
}

QModelIndex SolutionListView::indexAt(const QPoint &point) const
{
    if (!model() || point.y() < 0 || point.x() < 0 || point.x() >= viewport()->width())
        return {};
    const qint64 row = (contentTop() + point.y()) / rowHeight();
    return row < rowCount() ? model()->index(int(row), 0, rootIndex()) : QModelIndex();
}

void SolutionListView::scrollTo(const QModelIndex &index, ScrollHint hint)
{
    if (!index.isValid() || index.parent() != rootIndex())
        return;
    const qint64 height = rowHeight();
    const qint64 rowTop = index.row() * height;
    const qint64 top = contentTop();
    // Whole rows: by row, the viewport's top is always a row's top.
    const qint64 viewHeight = m_byPixel
                                  ? viewport()->height()
                                  : std::max<qint64>(1, viewport()->height() / height) * height;
    switch (hint) {
    case EnsureVisible:
        if (rowTop < top)
            setContentTop(rowTop);
        else if (rowTop + height > top + viewHeight)
            setContentTop(rowTop + height - viewHeight);
        break;
    case PositionAtTop: setContentTop(rowTop); break;
    case PositionAtBottom: setContentTop(rowTop + height - viewHeight); break;
    case PositionAtCenter: setContentTop(rowTop - (viewHeight - height) / 2); break;
    }
}

QModelIndex SolutionListView::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers)
{
    const qint64 rows = rowCount();
    if (rows == 0)
        return {};
    const QModelIndex current = currentIndex();
    const qint64 row = current.isValid() ? current.row() : -1;
    const qint64 page = std::max(1, viewport()->height() / rowHeight());
    qint64 next = row;
    switch (cursorAction) {
    case MoveUp:
    case MovePrevious: next = row - 1; break;
    case MoveDown:
    case MoveNext: next = row + 1; break;
    case MovePageUp: next = row - page; break;
    case MovePageDown: next = row + page; break;
    case MoveHome: next = 0; break;
    case MoveEnd: next = rows - 1; break;
    case MoveLeft:
    case MoveRight: break;
    }
    return model()->index(int(std::clamp<qint64>(next, 0, rows - 1)), 0, rootIndex());
}

void SolutionListView::setSelection(const QRect &rect, QItemSelectionModel::SelectionFlags command)
{
    QItemSelection selection;
    const auto [first, last] = rowsIn(rect.normalized());
    if (first <= last)
        selection.select(model()->index(int(first), 0, rootIndex()),
                         model()->index(int(last), 0, rootIndex()));
    selectionModel()->select(selection, command);
}

QRegion SolutionListView::visualRegionForSelection(const QItemSelection &selection) const
{
    const auto [firstShown, lastShown] = rowsIn(viewport()->rect());
    QRegion region;
    for (const QItemSelectionRange &range : selection) {
        if (range.parent() != rootIndex())
            continue;
        const qint64 first = std::max<qint64>(range.top(), firstShown);
        const qint64 last = std::min<qint64>(range.bottom(), lastShown);
        if (first <= last)
            region += rowRect(first).united(rowRect(last));
    }
    return region;
}

void SolutionListView::rowsInserted(const QModelIndex &parent, int start, int end)
{
    // The rows' height follows the board size (the picture grows with N): ask again when the
    // first rows of a list arrive.
    if (start == 0)
        m_rowHeight = 0;
    scheduleDelayedItemsLayout();
    QAbstractItemView::rowsInserted(parent, start, end);
    tellRowsChanged(QAccessibleTableModelChangeEvent::RowsInserted, start, end);
}

void SolutionListView::updateGeometries()
{
    const qint64 top = contentTop();
    m_byPixel = scrollsByPixel();
    const qint64 height = rowHeight();
    const qint64 viewHeight = viewport()->height();
    QScrollBar *bar = verticalScrollBar();
    if (m_byPixel) {
        bar->setRange(0, int(std::max<qint64>(0, rowCount() * height - viewHeight)));
        bar->setPageStep(int(viewHeight));
        bar->setSingleStep(int(height));
    } else {
        const qint64 page = std::max<qint64>(1, viewHeight / height);
        bar->setRange(0, int(std::max<qint64>(0, rowCount() - page)));
        bar->setPageStep(int(page));
        bar->setSingleStep(1);
    }
    setContentTop(top); // the same rows stay in view if the scroll unit changed
    QAbstractItemView::updateGeometries();
}

void SolutionListView::scrollContentsBy(int, int)
{
    viewport()->update(); // a dozen rows: painting them again costs less than keeping a cache
}

void SolutionListView::paintEvent(QPaintEvent *event)
{
    if (!model() || rowCount() == 0) {
        // No row to draw the focus on: the list shows it has the keys by a frame.
        if (hasFocus()) {
            QStylePainter painter(viewport());
            QStyleOptionFocusRect frame;
            frame.initFrom(viewport());
            frame.rect = viewport()->rect().adjusted(1, 1, -1, -1);
            frame.backgroundColor = palette().color(QPalette::Base);
            painter.drawPrimitive(QStyle::PE_FrameFocusRect, frame);
        }
        return;
    }
    QPainter painter(viewport());
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    const QStyle::State baseState = option.state;
    const QModelIndex current = currentIndex();
    const bool focus = (hasFocus() || viewport()->hasFocus()) && current.isValid();
    const auto [first, last] = rowsIn(event->rect());
    for (qint64 row = first; row <= last; ++row) {
        const QModelIndex index = model()->index(int(row), 0, rootIndex());
        option.rect = rowRect(row);
        option.state = baseState;
        option.state.setFlag(QStyle::State_Selected, selectionModel()->isSelected(index));
        option.state.setFlag(QStyle::State_HasFocus, focus && index == current);
        option.palette.setCurrentColorGroup(isEnabled() ? QPalette::Normal : QPalette::Disabled);
        itemDelegateForIndex(index)->paint(&painter, option, index);
    }
}

void SolutionListView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        m_rowHeight = 0;
        scheduleDelayedItemsLayout();
    }
    QAbstractItemView::changeEvent(event);
}
