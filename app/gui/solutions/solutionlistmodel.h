#pragma once

#include "solutionstore.h"

#include <QAbstractListModel>

#include <functional>
#include <memory>
#include <vector>

// A list model over the run's SolutionStore: one row per solution found up to the current
// step (or per symmetry class, or all solutions grouped by class), read straight from the
// store with no copy per row. Rows arrive and leave in batches as the runner's snapshots say
// how many are visible. GUI thread; the worker appends to the store at the same time.
class SolutionListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        PlacementRole = Qt::UserRole + 1, // the cols as a QByteArray
        NumberRole, // k, counted from 1, in the order found
        ArrayTextRole, // "[1, 3, 0, 2]"
        ClassIdRole, // the class number, from 0
        ClassTextRole, // "class 3 · 8 images"
        // Grouped by class: true on the first row of each class (the delegate draws the
        // class's heading there), false on the others; no value in the other modes.
        ClassStartRole,
    };
    enum class Mode { All, Fundamental, GroupedByClass };

    explicit SolutionListModel(QObject *parent = nullptr);

    void setSource(std::shared_ptr<const nq::SolutionStore> store, quint64 visibleSolutions,
                   quint64 visibleClasses);
    void setMode(Mode mode);
    Mode mode() const { return m_mode; }
    const nq::SolutionStore *store() const { return m_store.get(); }
    // The index in the store (the order found) of a row.
    quint64 solutionIndexAt(int row) const;
    // The same for the rows as listed now, as a function another thread may call while this
    // model changes (an export's job): it shares the store and the group order, copies nothing.
    using IndexMapping = std::function<std::uint64_t(std::uint64_t row)>;
    IndexMapping indexMapping() const;
    // The row showing a solution index, or -1 if it is not listed in this mode.
    int rowOfSolution(quint64 index) const;
    nq::Placement placementAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    int rowsFor(quint64 visibleSolutions, quint64 visibleClasses) const;
    void rebuildGroups();

    std::shared_ptr<const nq::SolutionStore> m_store;
    Mode m_mode = Mode::All;
    int m_rows = 0;
    quint64 m_visibleSolutions = 0;
    quint64 m_visibleClasses = 0;
    // Grouped mode: solution indices by class, then found order; shared with exports, so
    // rebuilt as a new vector, never changed in place.
    std::shared_ptr<const std::vector<std::uint32_t>> m_groupOrder;
};
