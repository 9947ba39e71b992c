#include "searchtreeview.h"

#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QStyle>
#include <QToolTip>
#include <QVarLengthArray>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

using nq::SearchTree;

namespace {

constexpr qreal kMargin = 12;
// Leaf slots narrower than this make the candidate numbers unreadable: scroll instead.
constexpr qreal kMinUnit = 26;
constexpr qreal kMaxUnit = 72;
constexpr qreal kMinZoom = 0.15;
constexpr qreal kMaxZoom = 4.0;
// Opacity of the nodes placed after the current step but before the furthest step reached.
constexpr qreal kGhostOpacity = 0.25;

QColor mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t), float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

// The part of a segment inside a rectangle (Liang-Barsky), so that the long edges of a big
// tree are not stroked over thousands of pixels only to be clipped away.
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

bool hasBit(std::uint32_t bits, int candidate)
{
    return candidate >= 0 && candidate < 32 && (bits >> candidate) & 1u;
}

} // namespace

SearchTreeView::SearchTreeView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setFrameShape(QFrame::NoFrame);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    viewport()->setMouseTracking(false);
    setAccessibleName(tr("Search tree"));
    setAccessibleDescription(tr("The queens placed so far as a tree, one level per row of the board. "
                                "Arrow keys move between nodes, Enter jumps to the step that placed the queen, "
                                "plus and minus zoom."));
    updateColours();
    relayout();
}

void SearchTreeView::setTree(std::shared_ptr<const SearchTree> tree)
{
    if (tree == m_tree)
        return; // cheap to call with every snapshot
    m_tree = std::move(tree);
    m_layout = m_tree ? SearchTreeLayout(*m_tree) : SearchTreeLayout();
    m_focusNode = kNoNode;
    m_hasState = false; // the next state decides whether the tree applies
    m_treeMatches = false;
    m_reachedStep = 0;
    relayout();
    viewport()->update();
}

void SearchTreeView::setCurrent(const nq::StepperState &state)
{
    const bool stepChanged = !m_hasState || state.counters.steps != m_step || !(state.options == m_state.options);
    const bool matches = m_tree && state.options == m_tree->options() && state.fixedLevels == m_tree->fixedLevels();
    const bool modeChanged = !m_hasState || matches != m_treeMatches || state.options.n != m_state.options.n;
    m_state = state;
    m_hasState = true;
    m_treeMatches = matches;
    m_step = state.counters.steps;
    if (matches) {
        m_nodeCount = m_tree->nodeCountAt(m_step);
        m_markCount = m_tree->markCountAt(m_step);
        const std::uint64_t reached = std::max(m_step, m_reachedStep);
        m_ghostNodeCount = m_tree->nodeCountAt(reached);
        m_ghostMarkCount = m_tree->markCountAt(reached);
        const int current = m_tree->currentNode(state);
        m_currentNode = current >= 0 ? current : kStart;
        m_path.clear();
    } else {
        m_path = SearchTree::pathWindow(state);
        m_currentNode = kStart;
    }
    if (modeChanged) {
        m_focusNode = kNoNode;
        relayout();
    }
    // Follow the search only while it moves, so a teacher can scroll around a paused one.
    if (stepChanged)
        scrollToCurrent();
    viewport()->update();
}

void SearchTreeView::setReachedStep(quint64 step)
{
    if (step == m_reachedStep)
        return;
    m_reachedStep = step;
    if (m_treeMatches) {
        const std::uint64_t reached = std::max(m_step, m_reachedStep);
        m_ghostNodeCount = m_tree->nodeCountAt(reached);
        m_ghostMarkCount = m_tree->markCountAt(reached);
        viewport()->update();
    }
}

void SearchTreeView::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    updateColours();
    relayout(); // the legend carries the colours
    viewport()->update();
}

void SearchTreeView::updateColours()
{
    const QPalette pal = palette();
    Colours &c = m_colours;
    c.text = pal.color(QPalette::Text);
    c.base = pal.color(QPalette::Base);
    c.faintText = mix(c.base, c.text, 0.6);
    c.edge = mix(c.base, c.text, 0.4);
    c.exploredFill = mix(c.base, c.text, 0.13);
    c.exploredLine = mix(c.base, c.text, 0.5);
    c.stripBack = mix(c.base, c.text, 0.08);
    c.path = m_theme.candidate;
    c.conflict = m_theme.conflict;
    c.solution = m_theme.solution;
    c.lifted = m_theme.lifted;
    m_sprites.clear();
}

void SearchTreeView::changeEvent(QEvent *event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        updateColours();
        relayout();
    }
}

QSize SearchTreeView::sizeHint() const
{
    return {520, 380};
}

QSize SearchTreeView::minimumSizeHint() const
{
    return {160, 120};
}

QString SearchTreeView::levelName(int level) const
{
    if (level < 0)
        return tr("Start");
    return m_state.options.order == nq::Order::Columns ? tr("Column %1").arg(level) : tr("Row %1").arg(level);
}

QString SearchTreeView::shortLevelName(int level) const
{
    return m_state.options.order == nq::Order::Columns ? tr("C%1").arg(level) : tr("R%1").arg(level);
}

QString SearchTreeView::squareName(int level, int candidate) const
{
    const bool rows = m_state.options.order == nq::Order::Rows;
    return tr("Row %1, column %2").arg(rows ? level : candidate).arg(rows ? candidate : level);
}

// ---- geometry -------------------------------------------------------------------------

QSizeF SearchTreeView::layoutRoom() const
{
    // The layout must not depend on whether the scroll bars show: it would turn the tree or
    // rewrap the legend when one appears, which can make it go again, for ever. So it fits
    // the space left with both bars shown, whether or not they are.
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    const QSize most = maximumViewportSize();
    return QSizeF(std::max(1, most.width() - bar), std::max(1, most.height() - bar));
}

void SearchTreeView::relayout()
{
    Geometry g;
    const QSizeF view = layoutRoom();
    const int n = std::max(1, m_hasState ? m_state.options.n : (m_tree ? m_tree->size() : 8));
    const QFontMetricsF fm(font());
    layoutLegend(); // its height depends only on the width
    g.legend = m_geo.legend;
    if (m_treeMatches) {
        g.topDown = view.width() >= view.height();
        g.band = g.topDown ? std::ceil(fm.horizontalAdvance(levelName(n - 1)) + 2 * kMargin)
                           : std::ceil(fm.height() + 10);
        const qreal breadthRoom = g.topDown ? view.width() - g.band : view.height() - g.band - g.legend;
        const qreal depthRoom = g.topDown ? view.height() - g.legend : view.width();
        const int leafSlots = m_layout.slotCount();
        g.unit = std::clamp((breadthRoom - 2 * kMargin) / leafSlots, kMinUnit, kMaxUnit) * m_zoom;
        g.unit = std::max<qreal>(g.unit, 3);
        g.node = std::clamp(g.unit * 0.7, 4.0, 34.0);
        // The strip under a node is a small picture of the level below it: as wide as a
        // leaf slot, so neighbouring strips never touch, and no taller than half a node.
        g.cell = std::clamp(g.unit * 0.88 / n, 1.5, g.node * 0.5);
        // Solution numbers go under the leaves; when "#92" is wider than a slot, neighbours
        // alternate between two lines instead of running into each other.
        QFont labelFont = font();
        labelFont.setBold(true);
        const QFontMetricsF lfm(labelFont);
        m_solutionLane.assign(std::size_t(m_tree->solutionCount() + 1), 0);
        g.staggerLabels = false;
        if (g.topDown) {
            // Solutions are found left to right: a label drops to the second line only
            // when it would run into its left neighbour's.
            qreal laneEnd[2] = {-1e9, -1e9};
            for (std::size_t i = 0; i < m_tree->nodes().size(); ++i) {
                const SearchTree::Node &node = m_tree->nodes()[i];
                if (!node.isSolution())
                    continue;
                const qreal half = (lfm.horizontalAdvance(tr("#%1").arg(node.solution)) + 6) / 2;
                const qreal x = m_layout.breadth(int(i)) * g.unit;
                const int lane = x - half >= laneEnd[0] ? 0 : 1;
                laneEnd[lane] = x + half;
                m_solutionLane[std::size_t(node.solution)] = std::uint8_t(lane);
                g.staggerLabels = g.staggerLabels || lane == 1;
            }
        }
        const qreal labelRoom = g.node >= 8 ? (g.staggerLabels ? 2 : 1) * lfm.height() + 4 : 0;
        const qreal minGap = g.node + g.cell + std::max<qreal>(14, g.node * 0.9);
        const qreal maxGap = std::max({minGap, g.node * 3.2, 60.0});
        g.gap = std::clamp((depthRoom - 2 * kMargin - g.node - labelRoom) / n, minGap, maxGap);
        const qreal breadthExtent = leafSlots * g.unit + 2 * kMargin;
        const qreal depthExtent = n * g.gap + g.node + labelRoom + 2 * kMargin;
        g.content = g.topDown ? QSizeF(breadthExtent, depthExtent) : QSizeF(depthExtent, breadthExtent);
    } else {
        // The path window: rows of cells like the board, with the step of each queen beside them.
        g.topDown = true;
        // Cells as large as fit both ways (rows are 1.3 cells apart), so a whole path shows.
        // In a narrow dock the level names shrink and the steps move to the tooltips rather
        // than the cells becoming too small to read.
        const auto layoutRows = [&](bool compact) {
            g.compact = compact;
            g.band = std::ceil(fm.horizontalAdvance(compact ? shortLevelName(n - 1) : levelName(n - 1)) + 2 * kMargin);
            g.info = compact ? 0 : fm.horizontalAdvance(tr("step %1").arg(99999999)) + 2 * kMargin;
            const qreal fitWidth = (view.width() - g.band - g.info - kMargin) / n;
            const qreal fitHeight = (view.height() - g.legend - 2 * kMargin) / (n * 1.3);
            return std::clamp(std::min(fitWidth, fitHeight), 10.0, 40.0);
        };
        g.unit = layoutRows(false);
        if (g.unit < 18)
            g.unit = layoutRows(true);
        g.unit = std::max<qreal>(g.unit * m_zoom, 6);
        g.gap = g.unit * 1.3;
        g.node = g.unit * 0.72;
        g.content = QSizeF(n * g.unit + kMargin + g.info, n * g.gap + 2 * kMargin);
    }
    const QSizeF room = g.topDown ? QSizeF(view.width() - g.band, view.height() - g.legend)
                                  : QSizeF(view.width(), view.height() - g.band - g.legend);
    g.origin = QPointF(g.topDown ? g.band : 0, g.topDown ? 0 : g.band);
    // A tree smaller than the view sits in its middle.
    if (m_treeMatches) {
        g.origin += QPointF(std::max<qreal>(0, (room.width() - g.content.width()) / 2),
                            std::max<qreal>(0, (room.height() - g.content.height()) / 2));
    }
    if (g.node != m_geo.node)
        m_sprites.clear();
    m_geo = g;
    // Every frame looks the centres up thousands of times (marks and edges hang off them).
    m_centres.clear();
    if (m_treeMatches) {
        const auto &nodes = m_tree->nodes();
        m_centres.reserve(nodes.size() + 1);
        m_centres.push_back(treePoint(0, m_layout.breadth(kStart)));
        for (std::size_t i = 0; i < nodes.size(); ++i)
            m_centres.push_back(treePoint(nodes[i].level + 1, m_layout.breadth(int(i))));
    }
    updateScrollBars();
}

void SearchTreeView::updateScrollBars()
{
    const QSizeF view = viewport()->size();
    const Geometry &g = m_geo;
    const QSizeF room = g.topDown ? QSizeF(view.width() - g.band, view.height() - g.legend)
                                  : QSizeF(view.width(), view.height() - g.band - g.legend);
    horizontalScrollBar()->setRange(0, std::max(0, int(std::ceil(g.content.width() - room.width()))));
    horizontalScrollBar()->setPageStep(std::max(1, int(room.width())));
    horizontalScrollBar()->setSingleStep(std::max(1, int(g.topDown ? g.unit : g.gap / 2)));
    verticalScrollBar()->setRange(0, std::max(0, int(std::ceil(g.content.height() - room.height()))));
    verticalScrollBar()->setPageStep(std::max(1, int(room.height())));
    verticalScrollBar()->setSingleStep(std::max(1, int(g.topDown ? g.gap / 2 : g.unit)));
}

void SearchTreeView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    relayout();
    scrollToCurrent();
}

QPointF SearchTreeView::scrollOffset() const
{
    return {qreal(horizontalScrollBar()->value()), qreal(verticalScrollBar()->value())};
}

QPointF SearchTreeView::treePoint(qreal depth, qreal breadth) const
{
    const Geometry &g = m_geo;
    const qreal along = kMargin + g.node / 2 + depth * g.gap;
    const qreal across = kMargin + (breadth + 0.5) * g.unit;
    return g.origin + (g.topDown ? QPointF(across, along) : QPointF(along, across));
}

QPointF SearchTreeView::nodeCentre(int node) const
{
    return m_centres[std::size_t(node + 1)];
}

QRectF SearchTreeView::stripCellRect(int parent, int candidate) const
{
    // Centred under the parent, a cell per candidate of the level below, in the order they
    // are tried; far enough below the node to leave room for the edge stub.
    const Geometry &g = m_geo;
    const int n = m_tree->size();
    const QPointF centre = nodeCentre(parent);
    const qreal across = (candidate - (n - 1) / 2.0) * g.cell;
    const qreal along = g.node / 2 + std::max<qreal>(3, g.gap * 0.12) + g.cell / 2;
    const QPointF c = centre + (g.topDown ? QPointF(across, along) : QPointF(along, across));
    return {c.x() - g.cell / 2, c.y() - g.cell / 2, g.cell, g.cell};
}

QRectF SearchTreeView::nodeRect(int node) const
{
    if (!m_treeMatches || node < kStart || (node >= 0 && std::size_t(node) >= m_tree->nodes().size()))
        return {};
    const QPointF c = nodeCentre(node) - scrollOffset();
    const qreal d = m_geo.node;
    return {c.x() - d / 2, c.y() - d / 2, d, d};
}

QRectF SearchTreeView::pathCellContentRect(int row, int candidate) const
{
    const Geometry &g = m_geo;
    return {g.origin.x() + kMargin + candidate * g.unit, g.origin.y() + kMargin + row * g.gap, g.unit, g.unit};
}

QRectF SearchTreeView::pathCellRect(int level, int candidate) const
{
    if (m_treeMatches)
        return {};
    return pathCellContentRect(level, candidate).translated(-scrollOffset());
}

// ---- hit testing ----------------------------------------------------------------------

int SearchTreeView::nodeAt(const QPointF &point) const
{
    if (!m_treeMatches)
        return kNoNode;
    const QPointF p = point + scrollOffset();
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

int SearchTreeView::markAt(const QPointF &point) const
{
    if (!m_treeMatches)
        return -1;
    const QPointF p = point + scrollOffset();
    const auto &marks = m_tree->marks();
    for (std::size_t i = 0; i < m_ghostMarkCount; ++i) {
        const QRectF cell = stripCellRect(marks[i].parent, marks[i].candidate);
        if (cell.adjusted(-1, -1, 1, 1).contains(p))
            return int(i);
    }
    return -1;
}

QPoint SearchTreeView::pathCellAt(const QPointF &point) const
{
    if (m_treeMatches)
        return {-1, -1};
    const QPointF p = point + scrollOffset();
    for (std::size_t row = 0; row < m_path.size(); ++row) {
        for (int c = 0; c < m_state.options.n; ++c) {
            if (pathCellContentRect(int(row), c).contains(p))
                return {c, int(row)};
        }
    }
    return {-1, -1};
}

// ---- scrolling --------------------------------------------------------------------------

void SearchTreeView::ensureVisible(const QRectF &contentRect)
{
    // contentRect is in unscrolled viewport coordinates; keep a share of the view as context.
    const QSizeF view = viewport()->size();
    const Geometry &g = m_geo;
    const QRectF room = g.topDown ? QRectF(g.band, 0, view.width() - g.band, view.height() - g.legend)
                                  : QRectF(0, g.band, view.width(), view.height() - g.band - g.legend);
    const auto fit = [](QScrollBar *bar, qreal low, qreal high, qreal roomLow, qreal roomHigh) {
        const qreal margin = std::min<qreal>((roomHigh - roomLow) * 0.2, 120);
        const qreal value = bar->value();
        if (high - low > roomHigh - roomLow - 2 * margin) {
            bar->setValue(int(std::round((low + high) / 2 - (roomLow + roomHigh) / 2)));
        } else if (low - value < roomLow + margin) {
            bar->setValue(int(std::floor(low - roomLow - margin)));
        } else if (high - value > roomHigh - margin) {
            bar->setValue(int(std::ceil(high - roomHigh + margin)));
        }
    };
    fit(horizontalScrollBar(), contentRect.left(), contentRect.right(), room.left(), room.right());
    fit(verticalScrollBar(), contentRect.top(), contentRect.bottom(), room.top(), room.bottom());
}

void SearchTreeView::scrollToNode(int node)
{
    if (!m_treeMatches) {
        if (node >= 0 && node < int(m_path.size()))
            ensureVisible(pathCellContentRect(node, 0).united(pathCellContentRect(node, m_state.options.n - 1)));
        return;
    }
    if (node < kStart)
        return;
    const QPointF c = nodeCentre(node);
    const qreal d = m_geo.node;
    // The node, its strip and a little of the level below, where the search goes next.
    QRectF area(c.x() - d / 2, c.y() - d / 2, d, d);
    const qreal below = m_geo.gap * 0.6;
    area = m_geo.topDown ? area.adjusted(-m_geo.unit, 0, m_geo.unit, below)
                         : area.adjusted(0, -m_geo.unit, below, m_geo.unit);
    ensureVisible(area);
}

void SearchTreeView::scrollToCurrent()
{
    if (!m_hasState)
        return;
    if (m_treeMatches)
        scrollToNode(m_currentNode);
    else if (!m_path.empty())
        scrollToNode(int(m_path.size()) - 1);
}

void SearchTreeView::setZoom(qreal zoom)
{
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    if (std::abs(zoom - m_zoom) < 1e-6)
        return;
    // Keep the point in the middle of the view where it is, as a share of the content.
    const QSizeF oldContent = m_geo.content;
    const QPointF middle = scrollOffset() + QPointF(viewport()->width(), viewport()->height()) / 2 - m_geo.origin;
    const QPointF share(oldContent.width() > 0 ? middle.x() / oldContent.width() : 0.5,
                        oldContent.height() > 0 ? middle.y() / oldContent.height() : 0.5);
    m_zoom = zoom;
    relayout();
    const QPointF target(share.x() * m_geo.content.width(), share.y() * m_geo.content.height());
    const QPointF value = target + m_geo.origin - QPointF(viewport()->width(), viewport()->height()) / 2;
    horizontalScrollBar()->setValue(int(std::round(value.x())));
    verticalScrollBar()->setValue(int(std::round(value.y())));
    viewport()->update();
}

void SearchTreeView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const int delta = event->angleDelta().y();
        if (delta != 0)
            setZoom(m_zoom * std::pow(1.25, delta / 120.0));
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

// ---- input ------------------------------------------------------------------------------

void SearchTreeView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    const QPointF pos = event->position();
    m_pressHandled = true;
    if (m_treeMatches) {
        const int node = nodeAt(pos);
        if (node != kNoNode) {
            m_focusNode = node;
            viewport()->update();
            emit jumpRequested(node < 0 ? 0 : m_tree->node(node).placeStep);
            return;
        }
        // A rejected square: the step it was rejected at.
        const int mark = markAt(pos);
        if (mark >= 0) {
            emit jumpRequested(m_tree->marks()[std::size_t(mark)].step);
            return;
        }
    } else {
        const QPoint cell = pathCellAt(pos);
        if (cell.y() >= 0) {
            const SearchTree::PathLevel &row = m_path[std::size_t(cell.y())];
            m_focusNode = cell.y();
            viewport()->update();
            if (row.candidate == cell.x())
                emit jumpRequested(row.fixed ? 0 : row.placedAtStep);
            return;
        }
    }
    m_pressHandled = false;
    QAbstractScrollArea::mousePressEvent(event);
}

void SearchTreeView::mouseReleaseEvent(QMouseEvent *event)
{
    // The press did the work; its release belongs to it.
    if (m_pressHandled) {
        m_pressHandled = false;
        event->accept();
        return;
    }
    QAbstractScrollArea::mouseReleaseEvent(event);
}

void SearchTreeView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        setZoom(m_zoom * 1.25);
        return;
    case Qt::Key_Minus:
        setZoom(m_zoom / 1.25);
        return;
    case Qt::Key_0:
        setZoom(1.0);
        return;
    case Qt::Key_Home:
        m_focusNode = m_treeMatches ? m_currentNode : int(m_path.size()) - 1;
        scrollToNode(m_focusNode);
        viewport()->update();
        return;
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Left:
    case Qt::Key_Right:
        moveFocus(event->key());
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        activateFocus();
        return;
    default:
        break;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

void SearchTreeView::moveFocus(int key)
{
    if (!m_hasState)
        return;
    if (!m_treeMatches) {
        const int rows = int(m_path.size());
        if (rows == 0)
            return;
        int row = m_focusNode >= 0 ? std::min(m_focusNode, rows - 1) : rows - 1;
        if (key == Qt::Key_Up)
            row = std::max(0, row - 1);
        else if (key == Qt::Key_Down)
            row = std::min(rows - 1, row + 1);
        m_focusNode = row;
        scrollToNode(row);
        viewport()->update();
        return;
    }
    // Towards the start, away from it, or along the level, whichever way the tree grows.
    const bool topDown = m_geo.topDown;
    const int up = topDown ? Qt::Key_Up : Qt::Key_Left;
    const int down = topDown ? Qt::Key_Down : Qt::Key_Right;
    const int back = topDown ? Qt::Key_Left : Qt::Key_Up;
    int node = m_focusNode == kNoNode ? m_currentNode : m_focusNode;
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
            if (pick == kNoNode || m_tree->node(child).isOnBoardAt(m_step))
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
    m_focusNode = node;
    scrollToNode(node);
    viewport()->update();
}

void SearchTreeView::activateFocus()
{
    if (!m_hasState)
        return;
    if (m_treeMatches) {
        const int node = m_focusNode == kNoNode ? m_currentNode : m_focusNode;
        emit jumpRequested(node < 0 ? 0 : m_tree->node(node).placeStep);
    } else if (m_focusNode >= 0 && m_focusNode < int(m_path.size())) {
        const SearchTree::PathLevel &row = m_path[std::size_t(m_focusNode)];
        if (row.candidate >= 0)
            emit jumpRequested(row.fixed ? 0 : row.placedAtStep);
    }
}

bool SearchTreeView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        QString text;
        if (m_treeMatches) {
            const int node = nodeAt(help->pos());
            if (node != kNoNode) {
                text = nodeToolTip(node);
            } else if (const int mark = markAt(help->pos()); mark >= 0) {
                text = markToolTip(mark);
            }
        } else if (m_hasState) {
            const QPoint cell = pathCellAt(help->pos());
            if (cell.y() >= 0)
                text = pathCellToolTip(cell.y(), cell.x());
        }
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, viewport());
        }
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

QString SearchTreeView::nodeToolTip(int node) const
{
    if (node < 0)
        return tr("The empty board: step 0");
    const SearchTree::Node &n = m_tree->node(node);
    QString text = tr("%1: placed at step %2").arg(squareName(n.level, n.candidate)).arg(n.placeStep);
    if (n.fixed)
        text = tr("%1: your queen, there from the start").arg(squareName(n.level, n.candidate));
    if (n.placeStep > m_step)
        text += QLatin1Char('\n') + tr("ahead of the current step");
    else if (n.removeStep <= m_step)
        text += QLatin1Char('\n') + tr("lifted at step %1").arg(n.removeStep);
    else
        text += QLatin1Char('\n') + tr("on the board");
    if (n.isSolution() && n.solutionStep <= std::max(m_step, m_reachedStep))
        text += QLatin1Char('\n') + tr("completes solution %1").arg(n.solution);
    return text;
}

QString SearchTreeView::markToolTip(int index) const
{
    const SearchTree::Mark &mark = m_tree->marks()[std::size_t(index)];
    QString text = tr("%1: rejected at step %2").arg(squareName(mark.level, mark.candidate)).arg(mark.step);
    int attacker = mark.parent;
    while (attacker >= 0 && m_tree->node(attacker).level > mark.attackerLevel)
        attacker = m_tree->node(attacker).parent;
    if (attacker >= 0) {
        const SearchTree::Node &a = m_tree->node(attacker);
        QString line;
        switch (mark.line) {
        case nq::Line::Column: line = tr("same column"); break;
        case nq::Line::Row: line = tr("same row"); break;
        case nq::Line::Diagonal: line = tr("same diagonal"); break;
        case nq::Line::AntiDiagonal: line = tr("same anti-diagonal"); break;
        case nq::Line::None: break;
        }
        const bool rows = m_state.options.order == nq::Order::Rows;
        text += QLatin1Char('\n') + tr("attacked by the queen in row %1, column %2 (%3)")
                                       .arg(rows ? a.level : a.candidate)
                                       .arg(rows ? a.candidate : a.level)
                                       .arg(line);
    }
    return text;
}

SearchTreeView::CellState SearchTreeView::pathCellState(const SearchTree::PathLevel &row, int candidate) const
{
    const bool bitmask = m_state.options.check == nq::Check::Bitmask;
    if (candidate == row.candidate)
        return CellState::Queen;
    if (candidate == row.trying)
        return CellState::Trying;
    if (hasBit(row.explored, candidate))
        return hasBit(row.attacked, candidate) ? (bitmask ? CellState::Skipped : CellState::Rejected)
                                               : CellState::Lifted;
    // The bitmask rules attacked squares out as soon as it enters the level.
    if (bitmask && !row.fixed && hasBit(row.attacked, candidate))
        return CellState::Skipped;
    return CellState::Untried;
}

QString SearchTreeView::pathCellToolTip(int rowIndex, int candidate) const
{
    const SearchTree::PathLevel &row = m_path[std::size_t(rowIndex)];
    const QString square = squareName(row.level, candidate);
    switch (pathCellState(row, candidate)) {
    case CellState::Queen:
        if (row.fixed)
            return tr("%1: your queen, there from the start").arg(square);
        return tr("%1: placed at step %2").arg(square).arg(row.placedAtStep);
    case CellState::Trying: return tr("%1: being tried now").arg(square);
    case CellState::Lifted: return tr("%1: explored, its queen lifted again").arg(square);
    case CellState::Rejected: return tr("%1: rejected, attacked by a queen above").arg(square);
    case CellState::Skipped: return tr("%1: attacked, never tried by the bitmask").arg(square);
    case CellState::Untried: return tr("%1: not tried yet").arg(square);
    }
    return {};
}

// ---- painting ---------------------------------------------------------------------------

void SearchTreeView::paintEvent(QPaintEvent *)
{
    QPainter p(viewport());
    p.fillRect(viewport()->rect(), m_colours.base);
    if (!m_hasState && !m_tree)
        return;
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF exposed = QRectF(viewport()->rect()).translated(scrollOffset());
    p.save();
    p.translate(-scrollOffset());
    if (m_treeMatches)
        paintTree(p, exposed);
    else if (m_hasState)
        paintPathWindow(p, exposed);
    p.restore();
    paintLevelBand(p);
    paintLegend(p);
}

void SearchTreeView::paintTree(QPainter &p, const QRectF &exposed)
{
    if (m_ghostNodeCount > m_nodeCount || m_ghostMarkCount > m_markCount) {
        p.setOpacity(kGhostOpacity);
        paintStrips(p, exposed, m_ghostNodeCount, m_ghostMarkCount, true);
        paintEdges(p, exposed, m_nodeCount, m_ghostNodeCount, true);
        paintNodes(p, exposed, m_nodeCount, m_ghostNodeCount, true);
        p.setOpacity(1.0);
    }
    paintStrips(p, exposed, m_nodeCount, m_markCount, false);
    paintEdges(p, exposed, 0, m_nodeCount, false);
    paintNodes(p, exposed, 0, m_nodeCount, false);
}

void SearchTreeView::paintStrips(QPainter &p, const QRectF &exposed, std::size_t nodeCount, std::size_t markCount,
                                 bool ghost)
{
    const Geometry &g = m_geo;
    const int n = m_tree->size();
    const bool bitmask = m_tree->options().check == nq::Check::Bitmask;
    const auto &nodes = m_tree->nodes();
    const std::size_t firstNode = ghost ? m_nodeCount : 0;
    const qreal grow = g.gap; // strips reach at most this far from their node
    const QRectF area = exposed.adjusted(-grow - g.unit * 2, -grow - g.unit * 2, grow, grow);
    // Squares large enough to tell apart get a hairline gap between them.
    const bool separate = g.cell >= 5;
    const qreal inset = separate ? 0.75 : 0;
    const auto cellBox = [&](int parent, int candidate) {
        return stripCellRect(parent, candidate).adjusted(inset, inset, -inset, -inset);
    };

    // Backgrounds: one per node that has a level below, the start included; the bitmask's
    // ruled-out squares are known from the moment the node is placed.
    QVarLengthArray<QRectF, 256> backs;
    QVarLengthArray<QRectF, 256> skipped;
    QVarLengthArray<QLineF, 256> stubs;
    const auto addStrip = [&](int node) {
        const QPointF centre = nodeCentre(node);
        if (!area.contains(centre))
            return;
        const QRectF first = stripCellRect(node, 0);
        const QRectF strip = first.united(stripCellRect(node, n - 1));
        backs.append(strip);
        const qreal r = g.node / 2;
        stubs.append(g.topDown ? QLineF(centre.x(), centre.y() + r, centre.x(), strip.top())
                               : QLineF(centre.x() + r, centre.y(), strip.left(), centre.y()));
        if (bitmask) {
            const std::uint32_t attacked = m_layout.attackedBelow(node);
            for (int c = 0; c < n; ++c)
                if (hasBit(attacked, c))
                    skipped.append(cellBox(node, c));
        }
    };
    // The user's queens hang straight below each other: only the deepest has a strip, the
    // level the search starts on.
    const int fixedLevels = m_tree->fixedLevels();
    if (!ghost && fixedLevels == 0)
        addStrip(kStart);
    for (std::size_t i = firstNode; i < nodeCount; ++i)
        if (nodes[i].level < n - 1 && nodes[i].level >= fixedLevels - 1)
            addStrip(int(i));

    QPen stubPen(m_colours.edge, std::max<qreal>(1, g.node * 0.06));
    p.setPen(stubPen);
    p.drawLines(stubs.constData(), int(stubs.size()));
    p.setPen(Qt::NoPen);
    p.setBrush(m_colours.stripBack);
    // Squares need no antialiasing, and are much cheaper without it.
    p.setRenderHint(QPainter::Antialiasing, false);
    if (separate) {
        // Room enough for each square to show: the strip reads as a row of the board.
        for (const QRectF &r : backs) {
            for (int c = 0; c < n; ++c) {
                const QPointF at = g.topDown ? QPointF(r.left() + c * g.cell, r.top()) : QPointF(r.left(), r.top() + c * g.cell);
                p.drawRect(QRectF(at, QSizeF(g.cell, g.cell)).adjusted(inset, inset, -inset, -inset));
            }
        }
    } else {
        for (QRectF &r : backs)
            r.adjust(-1, -1, 1, 1);
        p.drawRects(backs.constData(), int(backs.size()));
    }
    if (!skipped.isEmpty()) {
        p.setBrush(m_colours.exploredFill);
        p.drawRects(skipped.constData(), int(skipped.size()));
    }

    // Rejected squares.
    QVarLengthArray<QRectF, 512> rejected;
    const auto &marks = m_tree->marks();
    for (std::size_t i = ghost ? m_markCount : 0; i < markCount; ++i) {
        if (!area.contains(nodeCentre(marks[i].parent)))
            continue;
        const QRectF cell = cellBox(marks[i].parent, marks[i].candidate);
        if (cell.intersects(exposed))
            rejected.append(cell);
    }
    p.setBrush(m_colours.conflict);
    if (g.cell >= 6) {
        // Big enough for a cross, the board's sign for an attacked square.
        p.setBrush(mix(m_colours.base, m_colours.conflict, 0.25));
        p.drawRects(rejected.constData(), int(rejected.size()));
        p.setRenderHint(QPainter::Antialiasing, true);
        QPen cross(m_colours.conflict, std::max<qreal>(1.5, g.cell * 0.14));
        cross.setCapStyle(Qt::RoundCap);
        p.setPen(cross);
        for (const QRectF &r : rejected) {
            const QRectF x = r.adjusted(r.width() * 0.25, r.height() * 0.25, -r.width() * 0.25, -r.height() * 0.25);
            p.drawLine(x.topLeft(), x.bottomRight());
            p.drawLine(x.topRight(), x.bottomLeft());
        }
        p.setPen(Qt::NoPen);
        p.setRenderHint(QPainter::Antialiasing, false);
    } else {
        p.drawRects(rejected.constData(), int(rejected.size()));
    }

    // Squares that became queens, in the colour of their edge.
    for (std::size_t i = firstNode; i < nodeCount; ++i) {
        const SearchTree::Node &node = nodes[i];
        if (node.fixed || !area.contains(nodeCentre(node.parent)))
            continue;
        const QRectF cell = cellBox(node.parent < 0 ? kStart : node.parent, node.candidate);
        if (!cell.intersects(exposed))
            continue;
        const bool onBoard = !ghost && node.isOnBoardAt(m_step);
        const bool solved = !ghost && node.firstSolutionStep <= m_step;
        p.setBrush(onBoard ? m_colours.path : solved ? m_colours.solution : m_colours.exploredLine);
        p.drawRect(cell);
    }

    p.setRenderHint(QPainter::Antialiasing, true);

    // The square being tried right now, between its try and its conflict or place event.
    const auto phase = m_state.phase;
    if (!ghost && (phase == nq::StepperState::Phase::Conflict || phase == nq::StepperState::Phase::Place)
        && m_state.pendingCandidate >= 0) {
        const QRectF cell = stripCellRect(m_currentNode, m_state.pendingCandidate);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(m_colours.path, std::max<qreal>(2, g.cell * 0.2)));
        p.drawRect(cell.adjusted(-1.5, -1.5, 1.5, 1.5));
        p.setPen(Qt::NoPen);
    }
}

void SearchTreeView::paintEdges(QPainter &p, const QRectF &exposed, std::size_t from, std::size_t to, bool ghost)
{
    const Geometry &g = m_geo;
    const auto &nodes = m_tree->nodes();
    // Three strengths, drawn weakest first so the current path is never hidden.
    QVarLengthArray<QLineF, 512> plain;
    QVarLengthArray<QLineF, 128> solved;
    QVarLengthArray<QLineF, 16> path;
    const qreal r = g.node / 2;
    const QRectF clip = exposed.adjusted(-8, -8, 8, 8);
    for (std::size_t i = from; i < to; ++i) {
        const SearchTree::Node &node = nodes[i];
        if (node.fixed) {
            QLineF line(nodeCentre(node.parent), nodeCentre(int(i)));
            if (clipLine(line, clip))
                path.append(line);
            continue;
        }
        const int parent = node.parent < 0 ? kStart : node.parent;
        const QRectF cell = stripCellRect(parent, node.candidate);
        const QPointF start = g.topDown ? QPointF(cell.center().x(), cell.bottom()) : QPointF(cell.right(), cell.center().y());
        const QPointF centre = nodeCentre(int(i));
        const QPointF end = g.topDown ? QPointF(centre.x(), centre.y() - r) : QPointF(centre.x() - r, centre.y());
        QLineF line(start, end);
        if (!clipLine(line, clip))
            continue;
        if (!ghost && node.isOnBoardAt(m_step))
            path.append(line);
        else if (!ghost && node.firstSolutionStep <= m_step)
            solved.append(line);
        else
            plain.append(line);
    }
    // Whole-pixel widths keep the raster engine on its fast path for thin lines.
    const qreal width = std::round(std::clamp(g.node * 0.08, 1.0, 2.0));
    p.setPen(QPen(m_colours.edge, width));
    p.drawLines(plain.constData(), int(plain.size()));
    p.setPen(QPen(m_colours.solution, width * 1.6));
    p.drawLines(solved.constData(), int(solved.size()));
    QPen pathPen(m_colours.path, std::max<qreal>(2.5, width * 2.2));
    pathPen.setCapStyle(Qt::RoundCap);
    p.setPen(pathPen);
    p.drawLines(path.constData(), int(path.size()));
}

void SearchTreeView::paintNodes(QPainter &p, const QRectF &exposed, std::size_t from, std::size_t to, bool ghost)
{
    const qreal d = m_geo.node;
    const QRectF area = exposed.adjusted(-d, -d, d, d + QFontMetricsF(font()).height());
    if (!ghost && area.contains(nodeCentre(kStart)))
        paintNode(p, kStart, false);
    for (std::size_t i = from; i < to; ++i) {
        if (area.contains(nodeCentre(int(i))))
            paintNode(p, int(i), ghost);
    }
}

const QPixmap &SearchTreeView::nodeSprite(NodeStyle style, int candidate, bool fixed)
{
    const qreal dpr = devicePixelRatioF();
    if (dpr != m_spriteRatio) {
        m_sprites.clear();
        m_spriteRatio = dpr;
    }
    const quint32 key = quint32(style) | quint32(candidate) << 8 | quint32(fixed) << 16;
    const auto found = m_sprites.constFind(key);
    if (found != m_sprites.constEnd())
        return *found;

    const Colours &c = m_colours;
    const qreal d = m_geo.node;
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

    QColor fill = c.exploredFill;
    QColor outline = c.exploredLine;
    QColor label = c.faintText;
    qreal width = line;
    switch (style) {
    case NodeStyle::Lifted: break;
    case NodeStyle::JustLifted:
        outline = c.lifted;
        width = line * 1.8;
        break;
    case NodeStyle::OnBoard:
        fill = c.path;
        outline = c.path.darker(130);
        label = Qt::white;
        break;
    case NodeStyle::Solution:
    case NodeStyle::SolutionOnBoard:
        fill = c.solution;
        outline = c.solution.darker(130);
        label = Qt::white;
        break;
    }
    p.setPen(QPen(outline, width));
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
        QFont f = font();
        f.setPixelSize(std::max(7, int(d * 0.6)));
        f.setBold(style != NodeStyle::Lifted && style != NodeStyle::JustLifted);
        p.setFont(f);
        p.setPen(label);
        p.drawText(box, Qt::AlignCenter, QString::number(candidate));
    }
    p.end();
    return *m_sprites.insert(key, sprite);
}

void SearchTreeView::paintNode(QPainter &p, int index, bool ghost)
{
    const Geometry &g = m_geo;
    const Colours &c = m_colours;
    const QPointF centre = nodeCentre(index);
    const qreal d = g.node;
    const QRectF box(centre.x() - d / 2, centre.y() - d / 2, d, d);
    const bool focused = hasFocus() && index == m_focusNode;
    const qreal line = std::clamp(d * 0.08, 1.0, 2.5);

    if (index < 0) {
        // The start: the empty board, a small square.
        p.setPen(QPen(c.text, line));
        p.setBrush(c.base);
        const QRectF square = box.adjusted(d * 0.1, d * 0.1, -d * 0.1, -d * 0.1);
        p.drawRoundedRect(square, d * 0.12, d * 0.12);
        if (m_currentNode == kStart && !ghost) {
            p.setPen(QPen(c.path, line * 1.5));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(square.adjusted(-line * 2, -line * 2, line * 2, line * 2), d * 0.2, d * 0.2);
        }
    } else {
        const SearchTree::Node &node = m_tree->node(index);
        const bool onBoard = !ghost && node.isOnBoardAt(m_step);
        const bool solution = !ghost && node.isSolution() && node.solutionStep <= m_step;
        NodeStyle style = NodeStyle::Lifted;
        if (solution)
            style = onBoard ? NodeStyle::SolutionOnBoard : NodeStyle::Solution;
        else if (onBoard)
            style = NodeStyle::OnBoard;
        else if (!ghost && node.removeStep == m_step)
            style = NodeStyle::JustLifted;
        if (!ghost && index == m_currentNode) {
            // A halo marks the newest queen: where the search stands.
            QColor halo = c.path;
            halo.setAlphaF(0.25f);
            p.setPen(Qt::NoPen);
            p.setBrush(halo);
            const qreal grow = std::max<qreal>(3, d * 0.3);
            p.drawEllipse(box.adjusted(-grow, -grow, grow, grow));
        }
        const QPixmap &sprite = nodeSprite(style, node.candidate, node.fixed);
        const QSizeF size = sprite.deviceIndependentSize();
        p.drawPixmap(QPointF(centre.x() - size.width() / 2, centre.y() - size.height() / 2), sprite);
        if (node.isSolution() && (ghost || solution) && d >= 8) {
            QFont f = font();
            f.setBold(true);
            p.setFont(f);
            p.setPen(c.solution);
            const QFontMetricsF fm(f);
            const QString text = tr("#%1").arg(node.solution);
            const qreal w = fm.horizontalAdvance(text) + 2;
            const std::size_t k = std::size_t(node.solution);
            const qreal below = k < m_solutionLane.size() ? m_solutionLane[k] * fm.height() : 0;
            const QRectF where = g.topDown ? QRectF(centre.x() - w / 2, box.bottom() + 2 + below, w, fm.height())
                                           : QRectF(box.right() + 3, centre.y() - fm.height() / 2, w, fm.height());
            p.drawText(where, Qt::AlignCenter, text);
        }
    }
    if (focused) {
        p.setPen(QPen(c.text, 1, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(box.adjusted(-4, -4, 4, 4));
    }
}

void SearchTreeView::paintPathWindow(QPainter &p, const QRectF &)
{
    const Geometry &g = m_geo;
    const Colours &c = m_colours;
    const int n = m_state.options.n;
    const qreal s = g.unit;
    QFont numberFont = font();
    numberFont.setPixelSize(std::max(7, int(s * 0.5)));
    numberFont.setBold(true);

    // The current path first, under the cells' marks: a line through the queens, row to row.
    QVarLengthArray<QPointF, nq::kMaxN + 1> path;
    for (std::size_t row = 0; row < m_path.size(); ++row) {
        const SearchTree::PathLevel &level = m_path[row];
        const int at = level.candidate >= 0 ? level.candidate : level.trying;
        if (at >= 0)
            path.append(pathCellContentRect(int(row), at).center());
    }
    for (std::size_t row = 0; row < m_path.size(); ++row) {
        const SearchTree::PathLevel &level = m_path[row];
        if (level.candidate < 0) {
            // The level being searched: a tinted band, so the eye finds where the search is.
            QColor tint = c.path;
            tint.setAlphaF(0.1f);
            const QRectF all = pathCellContentRect(int(row), 0).united(pathCellContentRect(int(row), n - 1));
            p.setPen(Qt::NoPen);
            p.setBrush(tint);
            p.drawRoundedRect(all.adjusted(-4, -4, 4, 4), 4, 4);
            if (!g.compact) {
                p.setFont(font());
                p.setPen(c.path);
                const QRectF info(g.origin.x() + kMargin + n * s + kMargin, all.top(), g.info, s);
                p.drawText(info, Qt::AlignLeft | Qt::AlignVCenter, tr("searching"));
            }
        }
        for (int cand = 0; cand < n; ++cand) {
            const QRectF cell = pathCellContentRect(int(row), cand).adjusted(1, 1, -1, -1);
            const CellState state = pathCellState(level, cand);
            p.setPen(QPen(c.exploredLine, 1));
            switch (state) {
            case CellState::Untried: p.setBrush(c.base); break;
            case CellState::Lifted: p.setBrush(c.exploredFill); break;
            case CellState::Rejected: p.setBrush(mix(c.base, c.conflict, 0.2)); break;
            case CellState::Skipped: p.setBrush(c.stripBack); break;
            case CellState::Queen:
            case CellState::Trying: p.setBrush(c.base); break;
            }
            p.setRenderHint(QPainter::Antialiasing, false);
            p.drawRect(cell);
            p.setRenderHint(QPainter::Antialiasing, true);
            if (state == CellState::Rejected) {
                QPen cross(c.conflict, std::max<qreal>(1.5, s * 0.08));
                cross.setCapStyle(Qt::RoundCap);
                p.setPen(cross);
                const QRectF x = cell.adjusted(s * 0.25, s * 0.25, -s * 0.25, -s * 0.25);
                p.drawLine(x.topLeft(), x.bottomRight());
                p.drawLine(x.topRight(), x.bottomLeft());
            } else if (state == CellState::Skipped) {
                p.setPen(Qt::NoPen);
                p.setBrush(QBrush(c.exploredLine, Qt::BDiagPattern));
                p.drawRect(cell);
            }
        }
    }
    QPen pathPen(c.path, std::max<qreal>(2.5, s * 0.1));
    pathPen.setCapStyle(Qt::RoundCap);
    pathPen.setJoinStyle(Qt::RoundJoin);
    p.setPen(pathPen);
    p.setBrush(Qt::NoBrush);
    p.drawPolyline(path.constData(), int(path.size()));

    for (std::size_t row = 0; row < m_path.size(); ++row) {
        const SearchTree::PathLevel &level = m_path[row];
        if (level.candidate >= 0) {
            const QRectF cell = pathCellContentRect(int(row), level.candidate);
            const QRectF dot = cell.adjusted(s * 0.14, s * 0.14, -s * 0.14, -s * 0.14);
            const bool newest = int(row) == int(m_path.size()) - 1 || m_path[row + 1].candidate < 0;
            if (newest) {
                QColor halo = c.path;
                halo.setAlphaF(0.25f);
                p.setPen(Qt::NoPen);
                p.setBrush(halo);
                p.drawEllipse(cell.adjusted(-s * 0.12, -s * 0.12, s * 0.12, s * 0.12));
            }
            p.setPen(QPen(c.path.darker(130), 1.5));
            p.setBrush(c.path);
            if (level.fixed)
                p.drawRoundedRect(dot, s * 0.15, s * 0.15);
            else
                p.drawEllipse(dot);
            p.setFont(numberFont);
            p.setPen(Qt::white);
            p.drawText(dot, Qt::AlignCenter, QString::number(level.candidate));
            // The step that placed the queen: what a click on it jumps to.
            if (!g.compact) {
                p.setFont(font());
                p.setPen(c.faintText);
                const QRectF info(g.origin.x() + kMargin + n * s + kMargin, cell.top(), g.info, s);
                p.drawText(info, Qt::AlignLeft | Qt::AlignVCenter,
                           level.fixed ? tr("your queen") : tr("step %1").arg(level.placedAtStep));
            }
        } else if (level.trying >= 0) {
            const QRectF cell = pathCellContentRect(int(row), level.trying).adjusted(1, 1, -1, -1);
            p.setPen(QPen(c.path, std::max<qreal>(2.5, s * 0.12)));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(cell.adjusted(s * 0.14, s * 0.14, -s * 0.14, -s * 0.14));
        }
        if (hasFocus() && m_focusNode == int(row)) {
            const QRectF all = pathCellContentRect(int(row), 0).united(pathCellContentRect(int(row), n - 1));
            p.setPen(QPen(c.text, 1, Qt::DotLine));
            p.setBrush(Qt::NoBrush);
            p.drawRect(all.adjusted(-3, -3, 3, 3));
        }
    }
}

void SearchTreeView::paintLevelBand(QPainter &p)
{
    // The level names stay in view whichever way the tree is scrolled.
    const Geometry &g = m_geo;
    const QSizeF view = viewport()->size();
    const int n = m_hasState ? m_state.options.n : (m_tree ? m_tree->size() : 0);
    const QRectF band = g.topDown ? QRectF(0, 0, g.band, view.height() - g.legend) : QRectF(0, 0, view.width(), g.band);
    p.fillRect(band, m_colours.base);
    p.setPen(QPen(m_colours.stripBack, 1));
    if (g.topDown)
        p.drawLine(band.topRight(), band.bottomRight());
    else
        p.drawLine(band.bottomLeft(), band.bottomRight());
    p.setFont(font());
    p.setPen(m_colours.faintText);
    p.setClipRect(band);
    const QPointF offset = scrollOffset();
    const qreal h = QFontMetricsF(font()).height();
    if (m_treeMatches) {
        for (int depth = 0; depth <= n; ++depth) {
            const QPointF at = treePoint(depth, 0) - offset;
            QString name = levelName(depth - 1);
            if (!g.topDown && depth > 0 && QFontMetricsF(font()).horizontalAdvance(name) > g.gap - 4) {
                // Sideways the levels are one gap apart: short names, spelt out in the tooltips.
                name = shortLevelName(depth - 1);
            }
            if (g.topDown)
                p.drawText(QRectF(0, at.y() - h / 2, g.band - kMargin, h), Qt::AlignRight | Qt::AlignVCenter, name);
            else
                p.drawText(QRectF(at.x() - g.gap / 2, 0, g.gap, g.band), Qt::AlignCenter, name);
        }
    } else {
        for (std::size_t row = 0; row < m_path.size(); ++row) {
            const QRectF cell = pathCellContentRect(int(row), 0).translated(-offset);
            p.drawText(QRectF(0, cell.top(), g.band - kMargin, cell.height()), Qt::AlignRight | Qt::AlignVCenter,
                       g.compact ? shortLevelName(m_path[row].level) : levelName(m_path[row].level));
        }
    }
    p.setClipping(false);
}

void SearchTreeView::layoutLegend()
{
    // Wraps onto as many lines as the width needs, so a narrow dock still explains every colour.
    using Shape = LegendItem::Shape;
    const Colours &c = m_colours;
    m_legend.clear();
    const bool bitmask = m_hasState && m_state.options.check == nq::Check::Bitmask;
    const bool columns = m_hasState && m_state.options.order == nq::Order::Columns;
    m_legend.push_back({Shape::Dot, c.path, tr("on the board"), {}});
    if (m_treeMatches) {
        m_legend.push_back({Shape::Dot, c.exploredFill, tr("lifted"), {}});
        m_legend.push_back({Shape::Ring, c.lifted, tr("just lifted"), {}});
        m_legend.push_back({Shape::Dot, c.solution, tr("solution"), {}});
    } else {
        m_legend.push_back({Shape::Ring, c.path, tr("trying"), {}});
        m_legend.push_back({Shape::Square, c.exploredFill, tr("explored"), {}});
    }
    if (bitmask)
        m_legend.push_back({m_treeMatches ? Shape::Square : Shape::Hatched, c.exploredFill, tr("ruled out by the mask"), {}});
    else
        m_legend.push_back({Shape::Cross, c.conflict, tr("rejected"), {}});
    m_legend.push_back({Shape::None, {}, columns ? tr("numbers: rows") : tr("numbers: columns"), {}});

    const QFontMetricsF fm(font());
    const qreal lineHeight = std::ceil(fm.height() + 6);
    const qreal swatch = std::round(fm.height() * 0.7);
    const qreal width = layoutRoom().width();
    qreal x = kMargin;
    int line = 0;
    for (LegendItem &item : m_legend) {
        const qreal itemWidth = (item.shape == Shape::None ? 0 : swatch + 5) + fm.horizontalAdvance(item.text) + 14;
        if (x > kMargin && x + itemWidth > width - kMargin / 2) {
            x = kMargin;
            ++line;
        }
        item.box = QRectF(x, 4 + line * lineHeight + (lineHeight - swatch) / 2, item.shape == Shape::None ? 0 : swatch,
                          swatch);
        x += itemWidth;
    }
    m_geo.legend = (line + 1) * lineHeight + 6;
}

void SearchTreeView::paintLegend(QPainter &p)
{
    using Shape = LegendItem::Shape;
    const Colours &c = m_colours;
    const QSizeF view = viewport()->size();
    const QRectF band(0, view.height() - m_geo.legend, view.width(), m_geo.legend);
    p.fillRect(band, c.base);
    p.setPen(QPen(c.stripBack, 1));
    p.drawLine(band.topLeft(), band.topRight());
    if (!m_hasState)
        return;
    const QFontMetricsF fm(font());
    p.setFont(font());
    for (const LegendItem &item : m_legend) {
        const QRectF box = item.box.translated(0, band.top());
        const qreal swatch = box.height();
        switch (item.shape) {
        case Shape::Dot:
            p.setPen(QPen(item.colour == c.exploredFill ? c.exploredLine : item.colour.darker(130), 1));
            p.setBrush(item.colour);
            p.drawEllipse(box);
            break;
        case Shape::Ring:
            p.setPen(QPen(item.colour, 2));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(box.adjusted(1, 1, -1, -1));
            break;
        case Shape::Square:
            p.setPen(QPen(c.exploredLine, 1));
            p.setBrush(item.colour);
            p.drawRect(box);
            break;
        case Shape::Hatched:
            p.setPen(QPen(c.exploredLine, 1));
            p.setBrush(c.stripBack);
            p.drawRect(box);
            p.setPen(Qt::NoPen);
            p.setBrush(QBrush(c.exploredLine, Qt::BDiagPattern));
            p.drawRect(box);
            break;
        case Shape::Cross: {
            p.setPen(Qt::NoPen);
            p.setBrush(mix(c.base, c.conflict, 0.25));
            p.drawRect(box);
            QPen cross(c.conflict, 2);
            cross.setCapStyle(Qt::RoundCap);
            p.setPen(cross);
            const QRectF x = box.adjusted(swatch * 0.22, swatch * 0.22, -swatch * 0.22, -swatch * 0.22);
            p.drawLine(x.topLeft(), x.bottomRight());
            p.drawLine(x.topRight(), x.bottomLeft());
            break;
        }
        case Shape::None: break;
        }
        p.setPen(item.shape == Shape::None ? c.faintText : c.text);
        const qreal textLeft = box.right() + (item.shape == Shape::None ? 0 : 5);
        p.drawText(QRectF(textLeft, box.center().y() - fm.height() / 2, fm.horizontalAdvance(item.text) + 4, fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, item.text);
    }
}
