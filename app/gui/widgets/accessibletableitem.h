#pragma once

#include <QAccessible>
#include <QHash>

#include <optional>

// What every leaf of an accessible table or list made by this program shares: no QObject of
// its own, no children, text that cannot be set, a table cell interface of one row and one
// column whose table is its parent. A board's square (BoardAccessible) and a solution's row
// (SolutionListAccessible) derive from it. GUI thread.
class AccessibleTableItem : public QAccessibleInterface, public QAccessibleTableCellInterface
{
public:
    QObject *object() const override { return nullptr; }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    void setText(QAccessible::Text, const QString &) override { }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::TableCellInterface
                   ? static_cast<QAccessibleTableCellInterface *>(this)
                   : nullptr;
    }

    int columnExtent() const override { return 1; }
    QList<QAccessibleInterface *> columnHeaderCells() const override { return {}; }
    int rowExtent() const override { return 1; }
    QList<QAccessibleInterface *> rowHeaderCells() const override { return {}; }
    QAccessibleInterface *table() const override { return parent(); }
};

// The items of an accessible table, made when a screen reader first asks for one and kept,
// registered with Qt's accessibility cache, until forgotten (or the cache goes): a table of
// millions of rows costs nothing up front. GUI thread.
class AccessibleItemCache
{
public:
    AccessibleItemCache() = default;
    AccessibleItemCache(const AccessibleItemCache &) = delete;
    AccessibleItemCache &operator=(const AccessibleItemCache &) = delete;
    ~AccessibleItemCache() { forget(); }

    // The item of `key`, made by `make()` the first time.
    template<typename Make>
    QAccessibleInterface *item(int key, Make make)
    {
        if (const auto found = m_ids.constFind(key); found != m_ids.cend())
            return QAccessible::accessibleInterface(*found);
        QAccessibleInterface *made = make();
        m_ids.insert(key, QAccessible::registerAccessibleInterface(made));
        return made;
    }
    // The largest key made so far, if any.
    std::optional<int> largestKey() const
    {
        std::optional<int> largest;
        for (auto it = m_ids.cbegin(); it != m_ids.cend(); ++it)
            largest = std::max(largest.value_or(it.key()), it.key());
        return largest;
    }
    void forget()
    {
        for (const QAccessible::Id id : std::as_const(m_ids))
            QAccessible::deleteAccessibleInterface(id);
        m_ids.clear();
    }

private:
    QHash<int, QAccessible::Id> m_ids;
};
