#include "searchtreegeometry.h"

#include <algorithm>

namespace searchtreegeometry {

bool clipLine(QLineF &line, const QRectF &rect)
{
    const qreal dx = line.dx();
    const qreal dy = line.dy();
    qreal t0 = 0;
    qreal t1 = 1;
    const qreal p[4] = {-dx, dx, -dy, dy};
    const qreal q[4] = {line.x1() - rect.left(), rect.right() - line.x1(), line.y1() - rect.top(),
                        rect.bottom() - line.y1()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0)
                return false;
            continue;
        }
        const qreal t = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1)
            return false;
    }
    line = QLineF(line.pointAt(t0), line.pointAt(t1));
    return true;
}

} // namespace searchtreegeometry
