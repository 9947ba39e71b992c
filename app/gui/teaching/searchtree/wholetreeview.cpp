#include "wholetreeview.h"

#include "fittedfont.h"
#include "searchtreenames.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

using nq::SearchTree;

namespace {
// Leaf slots narrower than this make the candidate numbers unreadable: scroll instead.
constexpr qreal kMinUnit = 26;
constexpr qreal kMaxUnit = 72;
} // namespace

void WholeTreeView::setTree(std::shared_ptr<const SearchTree> tree)
{
    m_tree = std::move(tree);
    m_layout = m_tree ? SearchTreeLayout(*m_tree) : SearchTreeLayout();
    m_reachedStep = 0;
}

bool WholeTreeView::matches(const nq::StepperState &state) const
{
    return m_tree && state.options == m_tree->options()
           && state.fixedLevels == m_tree->fixedLevels();
}

void WholeTreeView::setState(const nq::StepperState &state)
{
    m_state = state;
    m_nodeCount = m_tree->nodeCountAt(step());
    m_markCount = m_tree->markCountAt(step());
    updateGhostCounts();
    const int current = m_tree->currentNode(state);
    m_currentNode = current >= 0 ? current : kStart;
}

void WholeTreeView::setReachedStep(std::uint64_t step, bool shown)
{
    m_reachedStep = step;
    if (shown)
        updateGhostCounts();
}

void WholeTreeView::updateGhostCounts()
{
    const std::uint64_t reached = std::max(step(), m_reachedStep);
    m_ghostNodeCount = m_tree->nodeCountAt(reached);
    m_ghostMarkCount = m_tree->markCountAt(reached);
}

int WholeTreeView::solutionLane(std::uint64_t solution) const
{
    return solution < m_solutionLane.size() ? m_solutionLane[std::size_t(solution)] : 0;
}

// ---- geometry -------------------------------------------------------------------------

const SearchTreeGeometry &WholeTreeView::layout(const QSizeF &view, qreal legend, const QFont &font,
                                                qreal zoom)
{
    SearchTreeGeometry g;
    g.legend = legend;
    const int n = m_tree->size();
    const QFontMetricsF fm(font);
    g.topDown = view.width() >= view.height();
    g.band = g.topDown ? std::ceil(
                 fm.horizontalAdvance(SearchTreeNames::level(m_state.options.order, n - 1))
                 + 2 * SearchTreeGeometry::kMargin)
                       : std::ceil(fm.height() + 10);
    const qreal breadthRoom = g.topDown ? view.width() - g.band : view.height() - g.band - g.legend;
    const qreal depthRoom = g.topDown ? view.height() - g.legend : view.width();
    const int leafSlots = m_layout.slotCount();
    g.unit = std::clamp((breadthRoom - 2 * SearchTreeGeometry::kMargin) / leafSlots, kMinUnit,
                        kMaxUnit)
             * zoom;
    g.unit = std::max<qreal>(g.unit, 3);
    g.node = std::clamp(g.unit * 0.7, 4.0, 34.0);
    // The strip under a node is a small picture of the level below it: as wide as a
    // leaf slot, so neighbouring strips never touch, and no taller than half a node.
    g.cell = std::clamp(g.unit * 0.88 / n, 1.5, g.node * 0.5);
    g.staggerLabels = placeSolutionLabels(font, g.unit, g.topDown);
    QFont labelFont = font;
    labelFont.setBold(true);
    const qreal labelRoom = g.node >= 8
                                ? (g.staggerLabels ? 2 : 1) * QFontMetricsF(labelFont).height() + 4
                                : 0;
    // Levels close up, down to a short edge, rather than let the start scroll out of view
    // when the search reaches the last row: the path from the start should fit.
    const qreal fitGap = (depthRoom - 2 * SearchTreeGeometry::kMargin - g.node - labelRoom) / n;
    const qreal tightGap = g.node + g.cell + std::max<qreal>(8, g.node * 0.45);
    const qreal maxGap = std::max({tightGap, g.node * 3.2, 60.0});
    g.gap = std::clamp(fitGap, tightGap, maxGap);
    const qreal breadthExtent = leafSlots * g.unit + 2 * SearchTreeGeometry::kMargin;
    const qreal depthExtent = n * g.gap + g.node + labelRoom + 2 * SearchTreeGeometry::kMargin;
    g.content = g.topDown ? QSizeF(breadthExtent, depthExtent) : QSizeF(depthExtent, breadthExtent);
    // A tree smaller than the view sits in its middle.
    const QSizeF room = g.scrolledRoom(view);
    g.origin = QPointF(g.topDown ? g.band : 0, g.topDown ? 0 : g.band)
               + QPointF(std::max<qreal>(0, (room.width() - g.content.width()) / 2),
                         std::max<qreal>(0, (room.height() - g.content.height()) / 2));
    m_geo = g;
    m_levelNamesFont = fitLevelNames(font);
    placeCentres();
    return m_geo;
}

bool WholeTreeView::placeSolutionLabels(const QFont &font, qreal unit, bool topDown)
{
    // When "#92" is wider than a slot, neighbours alternate between two lines instead of
    // running into each other.
    QFont labelFont = font;
    labelFont.setBold(true);
    const QFontMetricsF lfm(labelFont);
    m_solutionLane.assign(std::size_t(m_tree->solutionCount() + 1), 0);
    if (!topDown)
        return false;
    // Solutions are found left to right: a label drops to the second line only when it
    // would run into its left neighbour's.
    bool stagger = false;
    qreal laneEnd[2] = {-1e9, -1e9};
    for (std::size_t i = 0; i < m_tree->nodes().size(); ++i) {
        const SearchTree::Node &node = m_tree->nodes()[i];
        if (!node.isSolution())
            continue;
        const qreal half = (lfm.horizontalAdvance(tr("#%1").arg(node.solution)) + 6) / 2;
        const qreal x = m_layout.breadth(int(i)) * unit;
        const int lane = x - half >= laneEnd[0] ? 0 : 1;
        laneEnd[lane] = x + half;
        m_solutionLane[std::size_t(node.solution)] = std::uint8_t(lane);
        stagger = stagger || lane == 1;
    }
    return stagger;
}

void WholeTreeView::placeCentres()
{
    // Every frame looks the centres up thousands of times (marks and edges hang off them).
    const auto &nodes = m_tree->nodes();
    m_centres.clear();
    m_centres.reserve(nodes.size() + 1);
    m_centres.push_back(treePoint(0, m_layout.breadth(kStart)));
    for (std::size_t i = 0; i < nodes.size(); ++i)
        m_centres.push_back(treePoint(nodes[i].level + 1, m_layout.breadth(int(i))));
}

QPointF WholeTreeView::treePoint(qreal depth, qreal breadth) const
{
    const SearchTreeGeometry &g = m_geo;
    const qreal along = SearchTreeGeometry::kMargin + g.node / 2 + depth * g.gap;
    const qreal across = SearchTreeGeometry::kMargin + (breadth + 0.5) * g.unit;
    return g.origin + (g.topDown ? QPointF(across, along) : QPointF(along, across));
}

QRectF WholeTreeView::stripCellRect(int parent, int candidate) const
{
    // Centred under the parent, a cell per candidate of the level below, in the order they
    // are tried; far enough below the node to leave room for the edge stub.
    const SearchTreeGeometry &g = m_geo;
    const int n = m_tree->size();
    const QPointF centre = nodeCentre(parent);
    const qreal across = (candidate - (n - 1) / 2.0) * g.cell;
    const qreal along = g.node / 2 + std::max<qreal>(3, g.gap * 0.12) + g.cell / 2;
    const QPointF c = centre + (g.topDown ? QPointF(across, along) : QPointF(along, across));
    return {c.x() - g.cell / 2, c.y() - g.cell / 2, g.cell, g.cell};
}

QVarLengthArray<int, 34> WholeTreeView::currentPath() const
{
    QVarLengthArray<int, 34> path;
    for (int node = m_currentNode; node >= 0; node = m_tree->node(node).parent)
        path.append(node);
    path.append(kStart);
    std::reverse(path.begin(), path.end());
    return path;
}

QPointF WholeTreeView::pinnedCentre(int node, const QRectF &visible) const
{
    const QPointF centre = nodeCentre(node);
    // Far enough from the edge for the node, its halo and the arrow that says it was moved.
    const qreal margin = m_geo.node * 0.75 + 6;
    if (m_geo.topDown && visible.width() > 2 * margin)
        return {std::clamp(centre.x(), visible.left() + margin, visible.right() - margin),
                centre.y()};
    if (!m_geo.topDown && visible.height() > 2 * margin)
        return {centre.x(),
                std::clamp(centre.y(), visible.top() + margin, visible.bottom() - margin)};
    return centre;
}

std::optional<WholeTreeView::TriedSquare> WholeTreeView::triedSquare(const QFont &font) const
{
    TriedSquare tried;
    const auto phase = m_state.phase;
    const auto &marks = m_tree->marks();
    if ((phase == nq::StepperState::Phase::Conflict || phase == nq::StepperState::Phase::Place)
        && m_state.pendingCandidate >= 0) {
        tried.parent = m_currentNode;
        tried.candidate = m_state.pendingCandidate;
    } else if (m_markCount > 0 && marks[m_markCount - 1].step == step()) {
        const SearchTree::Mark &mark = marks[m_markCount - 1];
        tried.parent = mark.parent < 0 ? kStart : mark.parent;
        tried.candidate = mark.candidate;
        tried.attacked = true;
    } else {
        return std::nullopt;
    }
    const QRectF cell = stripCellRect(tried.parent, tried.candidate);
    const qreal d = std::max(m_geo.node, std::ceil(QFontMetricsF(font).height() * 1.2));
    // Past the strip, on the side of the level below, where the queen would hang.
    const QPointF centre = cell.center()
                           + (m_geo.topDown ? QPointF(0, cell.height() / 2 + 3 + d / 2)
                                            : QPointF(cell.width() / 2 + 3 + d / 2, 0));
    tried.disc = QRectF(centre.x() - d / 2, centre.y() - d / 2, d, d);
    return tried;
}

bool WholeTreeView::hasNode(int node) const
{
    return m_tree && node >= kStart && (node < 0 || std::size_t(node) < m_tree->nodes().size());
}

QRectF WholeTreeView::nodeBox(int node) const
{
    const QPointF c = nodeCentre(node);
    const qreal d = m_geo.node;
    return {c.x() - d / 2, c.y() - d / 2, d, d};
}

QRectF WholeTreeView::nodeArea(int node) const
{
    const QRectF area = nodeBox(node);
    // Room for the disc of the square being tried, which hangs below the strip.
    const qreal below = m_geo.gap * 0.6 + m_geo.node;
    return m_geo.topDown ? area.adjusted(-m_geo.unit, 0, m_geo.unit, below)
                         : area.adjusted(0, -m_geo.unit, below, m_geo.unit);
}

// ---- hit testing ----------------------------------------------------------------------

int WholeTreeView::nodeAt(const QPointF &p) const
{
    // Small nodes get a target of at least 12 pixels.
    const qreal reach = std::max<qreal>(m_geo.node / 2 + 1, 6);
    int best = kNoNode;
    qreal bestDistance = reach * reach;
    const auto consider = [&](int node) {
        const QPointF d = nodeCentre(node) - p;
        const qreal distance = d.x() * d.x() + d.y() * d.y();
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = node;
        }
    };
    consider(kStart);
    for (std::size_t i = 0; i < m_ghostNodeCount; ++i)
        consider(int(i));
    return best;
}

int WholeTreeView::markAt(const QPointF &p) const
{
    const auto &marks = m_tree->marks();
    for (std::size_t i = 0; i < m_ghostMarkCount; ++i) {
        const QRectF cell = stripCellRect(marks[i].parent, marks[i].candidate);
        if (cell.adjusted(-1, -1, 1, 1).contains(p))
            return int(i);
    }
    return -1;
}

QString WholeTreeView::nodeToolTip(int node) const
{
    if (node < 0)
        return tr("The empty board: step 0");
    const nq::Order order = m_state.options.order;
    const SearchTree::Node &n = m_tree->node(node);
    QString text = tr("%1: placed at step %2")
                       .arg(SearchTreeNames::square(order, n.level, n.candidate))
                       .arg(n.placeStep);
    if (n.fixed)
        text = tr("%1: your queen, there from the start")
                   .arg(SearchTreeNames::square(order, n.level, n.candidate));
    if (n.placeStep > step())
        text += QLatin1Char('\n') + tr("ahead of the current step");
    else if (n.removeStep <= step())
        text += QLatin1Char('\n') + tr("lifted at step %1").arg(n.removeStep);
    else
        text += QLatin1Char('\n') + tr("on the board");
    if (n.isSolution() && n.solutionStep <= std::max(step(), m_reachedStep))
        text += QLatin1Char('\n') + tr("completes solution %1").arg(n.solution);
    return text;
}

QString WholeTreeView::markToolTip(int index) const
{
    const SearchTree::Mark &mark = m_tree->marks()[std::size_t(index)];
    const nq::Order order = m_state.options.order;
    QString text = tr("%1: rejected at step %2")
                       .arg(SearchTreeNames::square(order, mark.level, mark.candidate))
                       .arg(mark.step);
    int attacker = mark.parent;
    while (attacker >= 0 && m_tree->node(attacker).level > mark.attackerLevel)
        attacker = m_tree->node(attacker).parent;
    if (attacker < 0)
        return text;
    const SearchTree::Node &a = m_tree->node(attacker);
    QString line;
    switch (mark.line) {
    case nq::Line::Column: line = tr("same column"); break;
    case nq::Line::Row: line = tr("same row"); break;
    case nq::Line::Diagonal: line = tr("same diagonal"); break;
    case nq::Line::AntiDiagonal: line = tr("same anti-diagonal"); break;
    case nq::Line::None: break;
    }
    const bool rows = order == nq::Order::Rows;
    return text + QLatin1Char('\n')
           + tr("attacked by the queen in row %1, column %2 (%3)")
                 .arg(rows ? a.level : a.candidate)
                 .arg(rows ? a.candidate : a.level)
                 .arg(line);
}

int WholeTreeView::moveFocus(int from, int key) const
{
    const bool topDown = m_geo.topDown;
    const int up = topDown ? Qt::Key_Up : Qt::Key_Left;
    const int down = topDown ? Qt::Key_Down : Qt::Key_Right;
    const int back = topDown ? Qt::Key_Left : Qt::Key_Up;
    int node = from == kNoNode ? m_currentNode : from;
    const int drawn = int(m_ghostNodeCount);
    if (key == up) {
        if (node >= 0)
            node = m_tree->node(node).parent;
    } else if (key == down) {
        // The child on the board if there is one, else the first one drawn.
        int pick = kNoNode;
        for (int child : m_tree->children(node)) {
            if (child >= drawn)
                break;
            if (pick == kNoNode || m_tree->node(child).isOnBoardAt(step()))
                pick = child;
        }
        if (pick != kNoNode)
            node = pick;
    } else if (node >= 0) {
        const auto level = m_layout.nodesOnLevel(m_tree->node(node).level);
        const auto here = std::lower_bound(level.begin(), level.end(), node);
        if (key == back && here != level.begin())
            node = *(here - 1);
        else if (key != back && here + 1 != level.end() && *(here + 1) < drawn)
            node = *(here + 1);
    }
    return node;
}

QFont WholeTreeView::fitLevelNames(const QFont &font) const
{
    if (m_geo.topDown)
        return font;
    // Sideways the levels are one gap apart: short names (spelt out in the tooltips), in a
    // type small enough that neighbours never run into each other (presented, "行0 行1"
    // ran together and "起点" was cut at the panel's edge). Fitted at layout, not per paint.
    const nq::Order order = m_state.options.order;
    QStringList shortest = {SearchTreeNames::level(order, -1)};
    for (int level = 0; level < m_state.options.n; ++level)
        shortest << SearchTreeNames::shortLevel(order, level);
    return fittedFont(font, shortest, m_geo.gap - 4, 8);
}

WholeTreeView::LevelNames WholeTreeView::levelNames(const QPointF &offset) const
{
    const SearchTreeGeometry &g = m_geo;
    const int n = m_state.options.n;
    const nq::Order order = m_state.options.order;
    LevelNames names {
        m_levelNamesFont, {}, {}, g.topDown ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignCenter};
    const QFontMetricsF metrics(names.font);
    const qreal h = metrics.height();
    for (int depth = 0; depth <= n; ++depth) {
        const QPointF at = treePoint(depth, 0) - offset;
        QString name = SearchTreeNames::level(order, depth - 1);
        if (!g.topDown && depth > 0 && metrics.horizontalAdvance(name) > g.gap - 4)
            name = SearchTreeNames::shortLevel(order, depth - 1);
        names.texts << name;
        QRectF rect = g.topDown ? QRectF(0, at.y() - h / 2, g.band - SearchTreeGeometry::kMargin, h)
                                : QRectF(at.x() - g.gap / 2, 0, g.gap, g.band);
        // The start, near the panel's edge, is named inside it while its node shows.
        if (!g.topDown && depth == 0 && at.x() >= 0 && rect.left() < 0)
            rect.moveLeft(0);
        names.rects << rect;
    }
    return names;
}

void WholeTreeView::paintLevelNames(QPainter &p, const QPointF &offset) const
{
    const LevelNames names = levelNames(offset);
    p.save();
    p.setFont(names.font);
    for (qsizetype i = 0; i < names.texts.size(); ++i)
        p.drawText(names.rects[i], int(names.alignment), names.texts[i]);
    p.restore();
}
