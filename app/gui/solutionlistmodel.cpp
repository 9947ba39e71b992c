#include "solutionlistmodel.h"

#include "formats.h"

#include <QLocale>

#include <algorithm>
#include <limits>

SolutionListModel::SolutionListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void SolutionListModel::setSource(std::shared_ptr<const nq::SolutionStore> store, quint64 visibleCount)
{
    // A view holds at most INT_MAX rows; the store never holds more than it can show.
    const int rows = store ? int(std::min<quint64>({visibleCount, store->size(), quint64(std::numeric_limits<int>::max())}))
                           : 0;
    if (store != m_store) {
        beginResetModel();
        m_store = std::move(store);
        m_rows = rows;
        endResetModel();
        return;
    }
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

nq::Placement SolutionListModel::placementAt(int row) const
{
    if (!m_store || row < 0 || row >= m_rows)
        return {};
    return m_store->at(quint64(row));
}

int SolutionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant SolutionListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return tr("Solution %1: %2").arg(QLocale().toString(row + 1), QString::fromStdString(nq::formatArray(placementAt(row))));
    case Qt::ToolTipRole:
        return QString::fromStdString(nq::formatBoard(placementAt(row), 'Q', '.', " ")).trimmed();
    case PlacementRole: {
        const nq::Placement p = placementAt(row);
        return QByteArray(reinterpret_cast<const char *>(p.cols.data()), p.n);
    }
    case NumberRole:
        return quint64(row) + 1;
    case ArrayTextRole:
        return QString::fromStdString(nq::formatArray(placementAt(row)));
    case ClassIdRole:
        return m_store->classIdAt(quint64(row));
    default:
        return {};
    }
}

QHash<int, QByteArray> SolutionListModel::roleNames() const
{
    auto names = QAbstractListModel::roleNames();
    names.insert(PlacementRole, "placement");
    names.insert(NumberRole, "number");
    names.insert(ArrayTextRole, "arrayText");
    names.insert(ClassIdRole, "classId");
    return names;
}
