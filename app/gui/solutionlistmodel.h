#pragma once

#include "solutionstore.h"

#include <QAbstractListModel>

#include <memory>

// A list model over the run's SolutionStore: one row per solution found up to the current
// step, read straight from the store (no copy per row). Rows arrive and leave in batches as
// the runner's snapshots say how many are visible. GUI thread; the store is appended to by
// the worker at the same time.
class SolutionListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        PlacementRole = Qt::UserRole + 1, // QVariant holding the cols as a QByteArray
        NumberRole,                       // k, counted from 1
        ArrayTextRole,                    // "[1, 3, 0, 2]"
        ClassIdRole,
    };

    explicit SolutionListModel(QObject *parent = nullptr);

    void setSource(std::shared_ptr<const nq::SolutionStore> store, quint64 visibleCount);
    const nq::SolutionStore *store() const { return m_store.get(); }
    nq::Placement placementAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    std::shared_ptr<const nq::SolutionStore> m_store;
    int m_rows = 0;
};
