#include "wholetreepainter.h"

#include "wholetreeview.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

using nq::SearchTree;
using searchtreegeometry::clipLine;
using searchtreegeometry::hasBit;

namespace {
// Opacity of the nodes placed after the current step but before the furthest step reached.
constexpr qreal kGhostOpacity = 0.25;
constexpr int kStart = WholeTreeView::kStart;
} // namespace

void WholeTreePainter::paint(QPainter &p, const WholeTreeView &view, const QRectF &exposed,
                             const QRectF &visible, const SearchTreeLook &look, int focusNode,
                             qreal devicePixelRatio)
{
    m_view = &view;
    m_look = look;
    m_focusNode = focusNode;
    if (devicePixelRatio != m_spriteRatio || view.geometry().node != m_spriteNode) {
        m_sprites.clear();
        m_spriteRatio = devicePixelRatio;
        m_spriteNode = view.geometry().node;
    }
    const std::size_t nodeCount = view.nodeCount();
    const std::size_t markCount = view.markCount();
    if (view.ghostNodeCount() > nodeCount || view.ghostMarkCount() > markCount) {
        p.setOpacity(kGhostOpacity);
        paintStrips(p, exposed, view.ghostNodeCount(), view.ghostMarkCount(), true);
        paintEdges(p, exposed, nodeCount, view.ghostNodeCount(), true);
        paintNodes(p, exposed, nodeCount, view.ghostNodeCount(), true);
        p.setOpacity(1.0);
    }
    paintStrips(p, exposed, nodeCount, markCount, false);
    paintEdges(p, exposed, 0, nodeCount, false);
    paintNodes(p, exposed, 0, nodeCount, false);
    paintPinnedPath(p, visible);
    paintTrying(p);
    m_view = nullptr;
}

// ---- strips -----------------------------------------------------------------------------

QRectF WholeTreePainter::stripCellBox(int parent, int candidate) const
{
    // Squares large enough to tell apart get a hairline gap between them.
    const qreal inset = m_view->geometry().cell >= 5 ? 0.75 : 0;
    return m_view->stripCellRect(parent, candidate).adjusted(inset, inset, -inset, -inset);
}

void WholeTreePainter::paintStrips(QPainter &p, const QRectF &exposed, std::size_t nodeCount,
                                   std::size_t markCount, bool ghost)
{
    const SearchTreeGeometry &g = m_view->geometry();
    const qreal grow = g.gap; // strips reach at most this far from their node
    const QRectF area = exposed.adjusted(-grow - g.unit * 2, -grow - g.unit * 2, grow, grow);
    Strips strips = collectStrips(area, nodeCount, ghost);
    paintStripBacks(p, strips);
    paintRejected(p, area, exposed, markCount, ghost);
    paintPlacedSquares(p, area, exposed, nodeCount, ghost);
    p.setRenderHint(QPainter::Antialiasing, true);
}

WholeTreePainter::Strips WholeTreePainter::collectStrips(const QRectF &area, std::size_t nodeCount,
                                                         bool ghost) const
{
    // Backgrounds: one per node that has a level below, the start included; the bitmask's
    // ruled-out squares are known from the moment the node is placed.
    const SearchTreeGeometry &g = m_view->geometry();
    const SearchTree &tree = *m_view->tree();
    const int n = tree.size();
    const bool bitmask = tree.options().check == nq::Check::Bitmask;
    Strips strips;
    const auto addStrip = [&](int node) {
        const QPointF centre = m_view->nodeCentre(node);
        if (!area.contains(centre))
            return;
        const QRectF strip = m_view->stripCellRect(node, 0).united(
            m_view->stripCellRect(node, n - 1));
        strips.backs.append(strip);
        const qreal r = g.node / 2;
        strips.stubs.append(g.topDown
                                ? QLineF(centre.x(), centre.y() + r, centre.x(), strip.top())
                                : QLineF(centre.x() + r, centre.y(), strip.left(), centre.y()));
        if (bitmask) {
            const std::uint32_t attacked = m_view->treeLayout().attackedBelow(node);
            for (int c = 0; c < n; ++c)
                if (hasBit(attacked, c))
                    strips.skipped.append(stripCellBox(node, c));
        }
    };
    // The user's queens hang straight below each other: only the deepest has a strip, the
    // level the search starts on.
    const int fixedLevels = tree.fixedLevels();
    if (!ghost && fixedLevels == 0)
        addStrip(kStart);
    const auto &nodes = tree.nodes();
    for (std::size_t i = ghost ? m_view->nodeCount() : 0; i < nodeCount; ++i)
        if (nodes[i].level < n - 1 && nodes[i].level >= fixedLevels - 1)
            addStrip(int(i));
    return strips;
}

void WholeTreePainter::paintStripBacks(QPainter &p, Strips &strips) const
{
    const SearchTreeGeometry &g = m_view->geometry();
    const int n = m_view->tree()->size();
    const bool separate = g.cell >= 5;
    const qreal inset = separate ? 0.75 : 0;
    QPen stubPen(m_look.colours.edge, std::max<qreal>(1, g.node * 0.06));
    p.setPen(stubPen);
    p.drawLines(strips.stubs.constData(), int(strips.stubs.size()));
    p.setPen(Qt::NoPen);
    p.setBrush(m_look.colours.stripBack);
    // Squares need no antialiasing, and are much cheaper without it.
    p.setRenderHint(QPainter::Antialiasing, false);
    if (separate) {
        // Room enough for each square to show: the strip reads as a row of the board.
        for (const QRectF &r : strips.backs) {
            for (int c = 0; c < n; ++c) {
                const QPointF at = g.topDown ? QPointF(r.left() + c * g.cell, r.top())
                                             : QPointF(r.left(), r.top() + c * g.cell);
                p.drawRect(
                    QRectF(at, QSizeF(g.cell, g.cell)).adjusted(inset, inset, -inset, -inset));
            }
        }
    } else {
        for (QRectF &r : strips.backs)
            r.adjust(-1, -1, 1, 1);
        p.drawRects(strips.backs.constData(), int(strips.backs.size()));
    }
    if (!strips.skipped.isEmpty()) {
        p.setBrush(m_look.colours.exploredFill);
        p.drawRects(strips.skipped.constData(), int(strips.skipped.size()));
    }
}

void WholeTreePainter::paintRejected(QPainter &p, const QRectF &area, const QRectF &exposed,
                                     std::size_t markCount, bool ghost) const
{
    const SearchTreeColours &c = m_look.colours;
    const qreal cellSize = m_view->geometry().cell;
    QVarLengthArray<QRectF, 512> rejected;
    const auto &marks = m_view->tree()->marks();
    for (std::size_t i = ghost ? m_view->markCount() : 0; i < markCount; ++i) {
        if (!area.contains(m_view->nodeCentre(marks[i].parent)))
            continue;
        const QRectF cell = stripCellBox(marks[i].parent, marks[i].candidate);
        if (cell.intersects(exposed))
            rejected.append(cell);
    }
    p.setBrush(c.conflict);
    if (cellSize < 6) {
        p.drawRects(rejected.constData(), int(rejected.size()));
        return;
    }
    // Big enough for a cross, the board's sign for an attacked square.
    p.setBrush(mixColours(c.base, c.conflict, 0.25));
    p.drawRects(rejected.constData(), int(rejected.size()));
    p.setRenderHint(QPainter::Antialiasing, true);
    QPen cross(c.conflict, std::max<qreal>(1.5, cellSize * 0.14));
    cross.setCapStyle(Qt::RoundCap);
    p.setPen(cross);
    for (const QRectF &r : rejected) {
        const QRectF x = r.adjusted(r.width() * 0.25, r.height() * 0.25, -r.width() * 0.25,
                                    -r.height() * 0.25);
        p.drawLine(x.topLeft(), x.bottomRight());
        p.drawLine(x.topRight(), x.bottomLeft());
    }
    p.setPen(Qt::NoPen);
    p.setRenderHint(QPainter::Antialiasing, false);
}

void WholeTreePainter::paintPlacedSquares(QPainter &p, const QRectF &area, const QRectF &exposed,
                                          std::size_t nodeCount, bool ghost) const
{
    // Squares that became queens, in the colour of their edge.
    const SearchTreeColours &c = m_look.colours;
    const auto &nodes = m_view->tree()->nodes();
    const std::uint64_t step = m_view->step();
    for (std::size_t i = ghost ? m_view->nodeCount() : 0; i < nodeCount; ++i) {
        const SearchTree::Node &node = nodes[i];
        if (node.fixed || !area.contains(m_view->nodeCentre(node.parent)))
            continue;
        const QRectF cell = stripCellBox(node.parent < 0 ? kStart : node.parent, node.candidate);
        if (!cell.intersects(exposed))
            continue;
        const bool onBoard = !ghost && node.isOnBoardAt(step);
        const bool solved = !ghost && node.firstSolutionStep <= step;
        p.setBrush(onBoard ? c.path : solved ? c.solution : c.exploredLine);
        p.drawRect(cell);
    }
}

void WholeTreePainter::paintTrying(QPainter &p) const
{
    // The square tried at this step: framed in its strip, and repeated beside it as a disc
    // with its number, as large as a node (a strip cell is a few pixels wide).
    const auto tried = m_view->triedSquare(m_look.font);
    if (!tried)
        return;
    const QColor colour = tried->attacked ? m_look.colours.conflict : m_look.colours.path;
    const QRectF cell = m_view->stripCellRect(tried->parent, tried->candidate);
    const QRectF &disc = tried->disc;
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(colour, std::max<qreal>(2, m_view->geometry().cell * 0.2)));
    p.drawRect(cell.adjusted(-1.5, -1.5, 1.5, 1.5));
    const QPointF towards = disc.center() - cell.center();
    const qreal length = std::hypot(towards.x(), towards.y());
    if (length > 0) {
        const QPointF unit = towards / length;
        p.drawLine(cell.center() + unit * (cell.width() / 2 + 1.5),
                   disc.center() - unit * disc.width() / 2);
    }
    p.setPen(QPen(colour.darker(130), 1.5));
    p.setBrush(tried->attacked ? mixColours(m_look.colours.base, colour, 0.25) : colour);
    p.drawEllipse(disc);
    QFont f = m_look.font;
    f.setBold(true);
    f.setPixelSize(std::max(8, int(disc.height() * 0.6)));
    p.setFont(f);
    p.setPen(tried->attacked ? colour.darker(140) : QColor(Qt::white));
    p.drawText(disc, Qt::AlignCenter, QString::number(tried->candidate));
    p.setPen(Qt::NoPen);
}

void WholeTreePainter::paintPinnedPath(QPainter &p, const QRectF &visible)
{
    // The nodes of the current path that lie beside the view are drawn at its edge, joined
    // by the path's line, with an arrow towards where they really are.
    const auto path = m_view->currentPath();
    QVarLengthArray<QPointF, 34> shown;
    bool moved = false;
    for (int node : path) {
        shown.append(m_view->pinnedCentre(node, visible));
        moved = moved || shown.back() != m_view->nodeCentre(node);
    }
    if (!moved)
        return;
    const qreal r = m_view->geometry().node / 2;
    QPen pathPen(m_look.colours.path, std::max<qreal>(2.5, r * 0.2), Qt::DashLine);
    pathPen.setCapStyle(Qt::RoundCap);
    p.setPen(pathPen);
    for (qsizetype i = 0; i + 1 < shown.size(); ++i) {
        const bool pinned = shown[i] != m_view->nodeCentre(path[i])
                            || shown[i + 1] != m_view->nodeCentre(path[i + 1]);
        QLineF line(shown[i], shown[i + 1]);
        if (!pinned || line.length() <= 2 * r)
            continue;
        const QPointF inset = (line.p2() - line.p1()) * (r / line.length());
        p.drawLine(line.p1() + inset, line.p2() - inset);
    }
    for (qsizetype i = 0; i < shown.size(); ++i) {
        if (shown[i] == m_view->nodeCentre(path[i]))
            continue;
        paintNodeAt(p, path[i], false, shown[i]);
        paintPinMark(p, shown[i], m_view->nodeCentre(path[i]));
    }
}

void WholeTreePainter::paintPinMark(QPainter &p, const QPointF &shown, const QPointF &actual) const
{
    // A small filled triangle beside the node, pointing the way the node really lies.
    const qreal r = m_view->geometry().node / 2;
    const QPointF way = actual - shown;
    const qreal length = std::hypot(way.x(), way.y());
    if (length <= 0)
        return;
    const QPointF unit = way / length;
    const QPointF normal(-unit.y(), unit.x());
    const QPointF tip = shown + unit * (r + 7);
    const qreal size = std::max<qreal>(4, r * 0.45);
    const QPointF back = tip - unit * size;
    const QPolygonF arrow {tip, back + normal * size * 0.7, back - normal * size * 0.7};
    p.setPen(Qt::NoPen);
    p.setBrush(m_look.colours.path);
    p.drawPolygon(arrow);
}

// ---- edges and nodes --------------------------------------------------------------------

void WholeTreePainter::paintEdges(QPainter &p, const QRectF &exposed, std::size_t from,
                                  std::size_t to, bool ghost) const
{
    const SearchTreeGeometry &g = m_view->geometry();
    const auto &nodes = m_view->tree()->nodes();
    const std::uint64_t step = m_view->step();
    // Three strengths, drawn weakest first so the current path is never hidden.
    QVarLengthArray<QLineF, 512> plain;
    QVarLengthArray<QLineF, 128> solved;
    QVarLengthArray<QLineF, 16> path;
    const qreal r = g.node / 2;
    const QRectF clip = exposed.adjusted(-8, -8, 8, 8);
    for (std::size_t i = from; i < to; ++i) {
        const SearchTree::Node &node = nodes[i];
        if (node.fixed) {
            QLineF line(m_view->nodeCentre(node.parent), m_view->nodeCentre(int(i)));
            if (clipLine(line, clip))
                path.append(line);
            continue;
        }
        const int parent = node.parent < 0 ? kStart : node.parent;
        const QRectF cell = m_view->stripCellRect(parent, node.candidate);
        const QPointF start = g.topDown ? QPointF(cell.center().x(), cell.bottom())
                                        : QPointF(cell.right(), cell.center().y());
        const QPointF centre = m_view->nodeCentre(int(i));
        const QPointF end = g.topDown ? QPointF(centre.x(), centre.y() - r)
                                      : QPointF(centre.x() - r, centre.y());
        QLineF line(start, end);
        if (!clipLine(line, clip))
            continue;
        if (!ghost && node.isOnBoardAt(step))
            path.append(line);
        else if (!ghost && node.firstSolutionStep <= step)
            solved.append(line);
        else
            plain.append(line);
    }
    // Whole-pixel widths keep the raster engine on its fast path for thin lines.
    const qreal width = std::round(std::clamp(g.node * 0.08, 1.0, 2.0));
    p.setPen(QPen(m_look.colours.edge, width));
    p.drawLines(plain.constData(), int(plain.size()));
    p.setPen(QPen(m_look.colours.solution, width * 1.6));
    p.drawLines(solved.constData(), int(solved.size()));
    QPen pathPen(m_look.colours.path, std::max<qreal>(2.5, width * 2.2));
    pathPen.setCapStyle(Qt::RoundCap);
    p.setPen(pathPen);
    p.drawLines(path.constData(), int(path.size()));
}

void WholeTreePainter::paintNodes(QPainter &p, const QRectF &exposed, std::size_t from,
                                  std::size_t to, bool ghost)
{
    const qreal d = m_view->geometry().node;
    const QRectF area = exposed.adjusted(-d, -d, d, d + QFontMetricsF(m_look.font).height());
    if (!ghost && area.contains(m_view->nodeCentre(kStart)))
        paintNode(p, kStart, false);
    for (std::size_t i = from; i < to; ++i) {
        if (area.contains(m_view->nodeCentre(int(i))))
            paintNode(p, int(i), ghost);
    }
}

WholeTreePainter::NodeStyle WholeTreePainter::nodeStyle(int index, bool ghost) const
{
    const SearchTree::Node &node = m_view->tree()->node(index);
    const std::uint64_t step = m_view->step();
    const bool onBoard = !ghost && node.isOnBoardAt(step);
    const bool solution = !ghost && node.isSolution() && node.solutionStep <= step;
    if (solution)
        return onBoard ? NodeStyle::SolutionOnBoard : NodeStyle::Solution;
    if (onBoard)
        return NodeStyle::OnBoard;
    if (!ghost && node.removeStep == step)
        return NodeStyle::JustLifted;
    return NodeStyle::Lifted;
}

void WholeTreePainter::paintNode(QPainter &p, int index, bool ghost)
{
    paintNodeAt(p, index, ghost, m_view->nodeCentre(index));
}

void WholeTreePainter::paintNodeAt(QPainter &p, int index, bool ghost, const QPointF &centre)
{
    const SearchTreeColours &c = m_look.colours;
    const qreal d = m_view->geometry().node;
    const QRectF box(centre.x() - d / 2, centre.y() - d / 2, d, d);
    if (index < 0) {
        paintStart(p, box, ghost);
    } else {
        const SearchTree::Node &node = m_view->tree()->node(index);
        if (!ghost && index == m_view->currentNode()) {
            // A halo marks the newest queen: where the search stands.
            QColor halo = c.path;
            halo.setAlphaF(0.25f);
            p.setPen(Qt::NoPen);
            p.setBrush(halo);
            const qreal grow = std::max<qreal>(3, d * 0.3);
            p.drawEllipse(box.adjusted(-grow, -grow, grow, grow));
        }
        const QPixmap &sprite = nodeSprite(nodeStyle(index, ghost), node.candidate, node.fixed);
        const QSizeF size = sprite.deviceIndependentSize();
        p.drawPixmap(QPointF(centre.x() - size.width() / 2, centre.y() - size.height() / 2),
                     sprite);
        const bool solution = !ghost && node.isSolution() && node.solutionStep <= m_view->step();
        if (node.isSolution() && (ghost || solution) && d >= 8)
            paintSolutionNumber(p, index, box);
    }
    if (index == m_focusNode) {
        p.setPen(QPen(c.text, 1, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(box.adjusted(-4, -4, 4, 4));
    }
}

void WholeTreePainter::paintStart(QPainter &p, const QRectF &box, bool ghost) const
{
    // The start: the empty board, a small square.
    const SearchTreeColours &c = m_look.colours;
    const qreal d = box.width();
    const qreal line = std::clamp(d * 0.08, 1.0, 2.5);
    p.setPen(QPen(c.text, line));
    p.setBrush(c.base);
    const QRectF square = box.adjusted(d * 0.1, d * 0.1, -d * 0.1, -d * 0.1);
    p.drawRoundedRect(square, d * 0.12, d * 0.12);
    if (m_view->currentNode() == kStart && !ghost) {
        p.setPen(QPen(c.path, line * 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(square.adjusted(-line * 2, -line * 2, line * 2, line * 2), d * 0.2,
                          d * 0.2);
    }
}

void WholeTreePainter::paintSolutionNumber(QPainter &p, int index, const QRectF &box) const
{
    const SearchTree::Node &node = m_view->tree()->node(index);
    const QPointF centre = box.center();
    QFont f = m_look.font;
    f.setBold(true);
    p.setFont(f);
    p.setPen(m_look.colours.solution);
    const QFontMetricsF fm(f);
    const QString text = tr("#%1").arg(node.solution);
    const qreal w = fm.horizontalAdvance(text) + 2;
    const qreal below = m_view->solutionLane(node.solution) * fm.height();
    const QRectF where = m_view->geometry().topDown
                             ? QRectF(centre.x() - w / 2, box.bottom() + 2 + below, w, fm.height())
                             : QRectF(box.right() + 3, centre.y() - fm.height() / 2, w,
                                      fm.height());
    p.drawText(where, Qt::AlignCenter, text);
}

// ---- sprites ----------------------------------------------------------------------------

const QPixmap &WholeTreePainter::nodeSprite(NodeStyle style, int candidate, bool fixed)
{
    const quint32 key = quint32(style) | quint32(candidate) << 8 | quint32(fixed) << 16;
    const auto found = m_sprites.constFind(key);
    if (found != m_sprites.constEnd())
        return *found;
    return *m_sprites.insert(key, makeSprite(style, candidate, fixed));
}

QPixmap WholeTreePainter::makeSprite(NodeStyle style, int candidate, bool fixed) const
{
    const SearchTreeColours &c = m_look.colours;
    const qreal dpr = m_spriteRatio;
    const qreal d = m_view->geometry().node;
    const qreal line = std::clamp(d * 0.08, 1.0, 2.5);
    const qreal pad = line * 3;
    const int side = int(std::ceil((d + 2 * pad) * dpr));
    QPixmap sprite(side, side);
    sprite.fill(Qt::transparent);
    sprite.setDevicePixelRatio(dpr);
    QPainter p(&sprite);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const QRectF box(pad, pad, d, d);
    const bool lifted = style == NodeStyle::Lifted || style == NodeStyle::JustLifted;
    const bool solution = style == NodeStyle::Solution || style == NodeStyle::SolutionOnBoard;
    const QColor fill = lifted ? c.exploredFill : solution ? c.solution : c.path;
    const QColor outline = style == NodeStyle::Lifted       ? c.exploredLine
                           : style == NodeStyle::JustLifted ? c.lifted
                                                            : fill.darker(130);
    p.setPen(QPen(outline, style == NodeStyle::JustLifted ? line * 1.8 : line));
    p.setBrush(fill);
    // The user's queens are squares: they were given, not searched for.
    if (fixed)
        p.drawRoundedRect(box, d * 0.2, d * 0.2);
    else
        p.drawEllipse(box);
    if (style == NodeStyle::SolutionOnBoard) {
        p.setPen(QPen(c.path, line * 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(box.adjusted(-line * 2, -line * 2, line * 2, line * 2));
    }
    if (d >= 11) {
        QFont f = m_look.font;
        f.setPixelSize(std::max(7, int(d * 0.6)));
        f.setBold(!lifted);
        p.setFont(f);
        p.setPen(lifted ? c.faintText : QColor(Qt::white));
        p.drawText(box, Qt::AlignCenter, QString::number(candidate));
    }
    p.end();
    return sprite;
}
