#include "searchtreenames.h"

QString SearchTreeNames::level(nq::Order order, int level)
{
    if (level < 0)
        return tr("Start");
    return order == nq::Order::Columns ? tr("Column %1").arg(level) : tr("Row %1").arg(level);
}

QString SearchTreeNames::shortLevel(nq::Order order, int level)
{
    return order == nq::Order::Columns ? tr("C%1").arg(level) : tr("R%1").arg(level);
}

QString SearchTreeNames::square(nq::Order order, int level, int candidate)
{
    const bool rows = order == nq::Order::Rows;
    return tr("Row %1, column %2").arg(rows ? level : candidate).arg(rows ? candidate : level);
}
