#include "solutionlistmodel.h"

#include "formats.h"

#include <QLocale>

#include <algorithm>
#include <limits>

SolutionListModel::SolutionListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int SolutionListModel::rowsFor(quint64 visibleSolutions, quint64 visibleClasses) const
{
    if (!m_store)
        return 0;
    const quint64 solutions = std::min<quint64>(visibleSolutions, m_store->size());
    const quint64 rows = m_mode == Mode::Fundamental
                             ? std::min<quint64>(visibleClasses, m_store->classCount())
                             : solutions;
    // A view holds at most INT_MAX rows.
    return int(std::min<quint64>(rows, quint64(std::numeric_limits<int>::max())));
}

void SolutionListModel::rebuildGroups()
{
    // A counting sort by class: members keep the order they were found in.
    m_groupOrder.reset();
    if (m_mode != Mode::GroupedByClass || !m_store)
        return;
    const quint64 solutions = std::min<quint64>(m_visibleSolutions, m_store->size());
    const quint64 classes = m_store->classCount();
    std::vector<std::uint32_t> start(classes + 1, 0);
    for (quint64 i = 0; i < solutions; ++i)
        ++start[m_store->classIdAt(i) + 1];
    for (quint64 c = 0; c < classes; ++c)
        start[c + 1] += start[c];
    auto order = std::make_shared<std::vector<std::uint32_t>>(solutions);
    for (quint64 i = 0; i < solutions; ++i)
        (*order)[start[m_store->classIdAt(i)]++] = std::uint32_t(i);
    m_groupOrder = std::move(order);
}

void SolutionListModel::setSource(std::shared_ptr<const nq::SolutionStore> store,
                                  quint64 visibleSolutions, quint64 visibleClasses)
{
    const bool sameStore = store == m_store;
    if (!sameStore || m_mode == Mode::GroupedByClass) {
        if (sameStore && visibleSolutions == m_visibleSolutions
            && visibleClasses == m_visibleClasses)
            return;
        // A new run, or a grouped list whose rows move: start the view afresh.
        beginResetModel();
        m_store = std::move(store);
        m_visibleSolutions = visibleSolutions;
        m_visibleClasses = visibleClasses;
        m_rows = rowsFor(visibleSolutions, visibleClasses);
        rebuildGroups();
        endResetModel();
        return;
    }
    m_visibleSolutions = visibleSolutions;
    m_visibleClasses = visibleClasses;
    const int rows = rowsFor(visibleSolutions, visibleClasses);
    if (rows > m_rows) {
        beginInsertRows({}, m_rows, rows - 1);
        m_rows = rows;
        endInsertRows();
    } else if (rows < m_rows) {
        beginRemoveRows({}, rows, m_rows - 1);
        m_rows = rows;
        endRemoveRows();
    }
}

void SolutionListModel::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    beginResetModel();
    m_mode = mode;
    m_rows = rowsFor(m_visibleSolutions, m_visibleClasses);
    rebuildGroups();
    endResetModel();
}

quint64 SolutionListModel::solutionIndexAt(int row) const
{
    switch (m_mode) {
    case Mode::All: return quint64(row);
    case Mode::Fundamental: return m_store->classAt(quint64(row)).firstSolution;
    case Mode::GroupedByClass: return (*m_groupOrder)[std::size_t(row)];
    }
    return quint64(row);
}

SolutionListModel::IndexMapping SolutionListModel::indexMapping() const
{
    switch (m_mode) {
    case Mode::All: break;
    case Mode::Fundamental:
        return [store = m_store](std::uint64_t row) { return store->classAt(row).firstSolution; };
    case Mode::GroupedByClass:
        return [order = m_groupOrder](std::uint64_t row) -> std::uint64_t {
            return (*order)[std::size_t(row)];
        };
    }
    return [](std::uint64_t row) { return row; };
}

int SolutionListModel::rowOfSolution(quint64 index) const
{
    if (!m_store || index >= std::min<quint64>(m_visibleSolutions, m_store->size()))
        return -1;
    switch (m_mode) {
    case Mode::All: return int(index);
    case Mode::Fundamental: {
        const std::uint32_t classId = m_store->classIdAt(index);
        return m_store->classAt(classId).firstSolution == index && int(classId) < m_rows
                   ? int(classId)
                   : -1;
    }
    case Mode::GroupedByClass: {
        if (!m_groupOrder)
            return -1;
        const auto it = std::find(m_groupOrder->begin(), m_groupOrder->end(), std::uint32_t(index));
        return it == m_groupOrder->end() ? -1 : int(it - m_groupOrder->begin());
    }
    }
    return -1;
}

nq::Placement SolutionListModel::placementAt(int row) const
{
    if (!m_store || row < 0 || row >= m_rows)
        return {};
    return m_store->at(solutionIndexAt(row));
}

int SolutionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant SolutionListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const quint64 solution = solutionIndexAt(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return tr("Solution %1: %2")
            .arg(QLocale().toString(solution + 1),
                 QString::fromStdString(nq::formatArray(m_store->at(solution))));
    case Qt::AccessibleTextRole:
        // What the row shows, and the symmetry class the picture and the grouping show.
        return tr("Solution %1: %2, symmetry class %3")
            .arg(QLocale().toString(solution + 1),
                 QString::fromStdString(nq::formatArray(m_store->at(solution))),
                 QLocale().toString(m_store->classIdAt(solution) + 1));
    case Qt::ToolTipRole:
        return QString::fromStdString(nq::formatBoard(m_store->at(solution), 'Q', '.', " "))
            .trimmed();
    case PlacementRole: {
        const nq::Placement p = m_store->at(solution);
        return QByteArray(reinterpret_cast<const char *>(p.cols.data()), p.n);
    }
    case NumberRole: return solution + 1;
    case ArrayTextRole: return QString::fromStdString(nq::formatArray(m_store->at(solution)));
    case ClassIdRole: return m_store->classIdAt(solution);
    case ClassTextRole: {
        const std::uint32_t classId = m_store->classIdAt(solution);
        // Its size is how many boards the class holds (8 for most of them), said as boards.
        return tr("class %1 · %n board(s)", "", int(m_store->classAt(classId).size))
            .arg(QLocale().toString(classId + 1));
    }
    case ClassStartRole:
        if (m_mode != Mode::GroupedByClass)
            return {};
        return index.row() == 0
               || m_store->classIdAt(solutionIndexAt(index.row() - 1))
                      != m_store->classIdAt(solution);
    default: return {};
    }
}

QHash<int, QByteArray> SolutionListModel::roleNames() const
{
    auto names = QAbstractListModel::roleNames();
    names.insert(PlacementRole, "placement");
    names.insert(NumberRole, "number");
    names.insert(ArrayTextRole, "arrayText");
    names.insert(ClassIdRole, "classId");
    names.insert(ClassTextRole, "classText");
    names.insert(ClassStartRole, "classStart");
    return names;
}
