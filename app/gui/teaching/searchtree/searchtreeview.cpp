#include "searchtreeview.h"

#include "ownkeys.h"
#include "screenreaderspeech.h"

#include <QAccessible>
#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QStyle>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

using nq::SearchTree;

namespace {
constexpr qreal kMinZoom = 0.15;
constexpr qreal kMaxZoom = 4.0;
} // namespace

SearchTreeView::SearchTreeView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setFrameShape(QFrame::NoFrame);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    viewport()->setMouseTracking(false);
    m_type = TeachingType(font());
    describe();
    updateColours();
    relayout();
}

void SearchTreeView::setTree(std::shared_ptr<const SearchTree> tree)
{
    if (tree == m_whole.tree())
        return; // cheap to call with every snapshot
    m_whole.setTree(std::move(tree));
    m_focusNode = kNoNode;
    m_hasState = false; // the next state decides whether the tree applies
    m_treeMatches = false;
    relayout();
    viewport()->update();
}

void SearchTreeView::setCurrent(const nq::StepperState &state)
{
    const bool stepChanged = !m_hasState || state.counters.steps != m_state.counters.steps
                             || !(state.options == m_state.options);
    const bool matches = m_whole.matches(state);
    const bool modeChanged = !m_hasState || matches != m_treeMatches
                             || state.options.n != m_state.options.n;
    m_state = state;
    m_hasState = true;
    m_treeMatches = matches;
    if (matches)
        m_whole.setState(state);
    m_pathWindow.setState(state, !matches);
    if (modeChanged) {
        m_focusNode = kNoNode;
        relayout();
    }
    // Follow the search only while it moves, so a teacher can scroll around a paused one.
    if (stepChanged) {
        scrollToCurrent();
        describe();
    }
    viewport()->update();
}

void SearchTreeView::setReachedStep(quint64 step)
{
    if (step == m_whole.reachedStep())
        return;
    m_whole.setReachedStep(step, m_treeMatches);
    if (m_treeMatches)
        viewport()->update();
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
    m_colours = SearchTreeColours::from(palette(), m_theme);
    m_wholePainter.clearSprites();
}

void SearchTreeView::setTextZoom(qreal zoom)
{
    m_type.setZoom(zoom);
    setFont(m_type.font());
}

void SearchTreeView::setPresentationCaps(qreal capPixels)
{
    m_type.setPresentationCaps(capPixels);
    setFont(m_type.font());
}

void SearchTreeView::changeEvent(QEvent *event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        updateColours();
        relayout();
    } else if (event->type() == QEvent::LanguageChange) {
        describe();
        relayout(); // the legend's words are made at layout
        viewport()->update();
    }
}

void SearchTreeView::describe()
{
    // Each change is an event a screen reader hears: only real ones are sent.
    if (const QString name = tr("Search tree"); name != accessibleName())
        setAccessibleName(name);
    // How to use it, then the path from the start to where the search is, as the tree shows it
    // (worked out at each step only while a screen reader listens).
    const bool withPath = m_hasState && QAccessible::isActive();
    QStringList path;
    if (withPath) {
        const bool rows = m_state.options.order == nq::Order::Rows;
        for (const nq::SearchTree::PathLevel &level : nq::SearchTree::pathWindow(m_state)) {
            if (level.candidate >= 0)
                path.append(rows ? tr("row %1: column %2").arg(level.level).arg(level.candidate)
                                 : tr("column %1: row %2").arg(level.level).arg(level.candidate));
            else if (level.trying >= 0)
                path.append(
                    rows ? tr("row %1: trying column %2").arg(level.level).arg(level.trying)
                         : tr("column %1: trying row %2").arg(level.level).arg(level.trying));
        }
    }
    QString text = tr("The queens placed so far as a tree, one level per row of the board. "
                      "Arrow keys move between nodes, Enter jumps to the step that placed the "
                      "queen, plus and minus zoom.");
    if (withPath)
        text += QLatin1Char(' ')
                + (path.isEmpty()
                       ? tr("The board is empty.")
                       : tr("Path from the start: %1.").arg(path.join(QStringLiteral("; "))));
    if (text != accessibleDescription())
        setAccessibleDescription(text);
}

QSize SearchTreeView::sizeHint() const
{
    return {520, 380};
}

QSize SearchTreeView::minimumSizeHint() const
{
    return {160, 120};
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
    const QSizeF view = layoutRoom();
    SearchTreeLegend::Contents contents;
    contents.wholeTree = m_treeMatches;
    contents.bitmask = m_hasState && m_state.options.check == nq::Check::Bitmask;
    contents.columns = m_hasState && m_state.options.order == nq::Order::Columns;
    const qreal legend = m_legend.layout(contents, look(),
                                         view.width()); // its height depends only on the width
    if (m_treeMatches) {
        m_geo = m_whole.layout(view, legend, font(), m_zoom * m_type.scale());
    } else {
        const auto &tree = m_whole.tree();
        const int n = std::max(1, m_hasState ? m_state.options.n : (tree ? tree->size() : 8));
        m_geo = m_pathWindow.layout(n, view, legend, font(), m_zoom * m_type.scale());
    }
    updateScrollBars();
}

void SearchTreeView::updateScrollBars()
{
    const SearchTreeGeometry &g = m_geo;
    const QSizeF room = g.scrolledRoom(viewport()->size());
    horizontalScrollBar()->setRange(0,
                                    std::max(0, int(std::ceil(g.content.width() - room.width()))));
    horizontalScrollBar()->setPageStep(std::max(1, int(room.width())));
    horizontalScrollBar()->setSingleStep(std::max(1, int(g.topDown ? g.unit : g.gap / 2)));
    verticalScrollBar()->setRange(0,
                                  std::max(0, int(std::ceil(g.content.height() - room.height()))));
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

QRectF SearchTreeView::nodeRect(int node) const
{
    if (!m_treeMatches || !m_whole.hasNode(node))
        return {};
    const QPointF c = m_whole.nodeCentre(node) - scrollOffset();
    const qreal d = m_geo.node;
    return {c.x() - d / 2, c.y() - d / 2, d, d};
}

QRectF SearchTreeView::shownNodeRect(int node) const
{
    const QRectF actual = nodeRect(node);
    if (actual.isEmpty())
        return actual;
    const QPointF offset = scrollOffset();
    const QPointF shown = m_whole.pinnedCentre(node, scrolledRoomRect().translated(offset));
    return actual.translated(shown - m_whole.nodeCentre(node));
}

QRectF SearchTreeView::tryingRect() const
{
    if (!m_treeMatches)
        return {};
    const auto tried = m_whole.triedSquare(font());
    return tried ? tried->disc.translated(-scrollOffset()) : QRectF();
}

QRectF SearchTreeView::scrolledRoomRect() const
{
    const QSizeF view = viewport()->size();
    const SearchTreeGeometry &g = m_geo;
    return g.topDown ? QRectF(g.band, 0, view.width() - g.band, view.height() - g.legend)
                     : QRectF(0, g.band, view.width(), view.height() - g.band - g.legend);
}

QRectF SearchTreeView::pathCellRect(int level, int candidate) const
{
    if (m_treeMatches)
        return {};
    return m_pathWindow.cellRect(level, candidate).translated(-scrollOffset());
}

int SearchTreeView::nodeAt(const QPointF &point) const
{
    if (!m_treeMatches)
        return kNoNode;
    return m_whole.nodeAt(point + scrollOffset());
}

// ---- scrolling --------------------------------------------------------------------------

void SearchTreeView::ensureVisible(const QRectF &contentRect)
{
    // contentRect is in unscrolled viewport coordinates; keep a share of the view as context.
    const QRectF room = scrolledRoomRect();
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
        if (node >= 0 && node < int(m_pathWindow.path().size()))
            ensureVisible(m_pathWindow.rowRect(node));
        return;
    }
    if (node < kStart)
        return;
    // Down the levels the view reaches back to the start whenever the depth fits in it (the
    // start's side of the path is kept in view across the levels by pinning, in paint).
    QRectF area = m_whole.nodeArea(node);
    const QRectF start = m_whole.nodeBox(kStart).adjusted(-4, -4, 4, 4);
    const QRectF room = scrolledRoomRect();
    if (m_geo.topDown && area.bottom() - start.top() <= room.height())
        area.setTop(std::min(area.top(), start.top()));
    else if (!m_geo.topDown && area.right() - start.left() <= room.width())
        area.setLeft(std::min(area.left(), start.left()));
    ensureVisible(area);
}

void SearchTreeView::scrollToCurrent()
{
    if (!m_hasState)
        return;
    if (m_treeMatches)
        scrollToNode(m_whole.currentNode());
    else if (!m_pathWindow.path().empty())
        scrollToNode(int(m_pathWindow.path().size()) - 1);
}

void SearchTreeView::setZoom(qreal zoom)
{
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    if (std::abs(zoom - m_zoom) < 1e-6)
        return;
    // Keep the point in the middle of the view where it is, as a share of the content.
    const QSizeF oldContent = m_geo.content;
    const QPointF middle = scrollOffset() + QPointF(viewport()->width(), viewport()->height()) / 2
                           - m_geo.origin;
    const QPointF share(oldContent.width() > 0 ? middle.x() / oldContent.width() : 0.5,
                        oldContent.height() > 0 ? middle.y() / oldContent.height() : 0.5);
    m_zoom = zoom;
    relayout();
    const QPointF target(share.x() * m_geo.content.width(), share.y() * m_geo.content.height());
    const QPointF value = target + m_geo.origin
                          - QPointF(viewport()->width(), viewport()->height()) / 2;
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
    m_pressHandled = m_treeMatches ? pressTree(pos) : pressPathWindow(pos);
    if (!m_pressHandled)
        QAbstractScrollArea::mousePressEvent(event);
}

bool SearchTreeView::pressTree(const QPointF &pos)
{
    const int node = nodeAt(pos);
    if (node != kNoNode) {
        m_focusNode = node;
        viewport()->update();
        emit jumpRequested(node < 0 ? 0 : m_whole.tree()->node(node).placeStep);
        return true;
    }
    // A rejected square: the step it was rejected at.
    const int mark = m_whole.markAt(pos + scrollOffset());
    if (mark >= 0) {
        emit jumpRequested(m_whole.tree()->marks()[std::size_t(mark)].step);
        return true;
    }
    return false;
}

bool SearchTreeView::pressPathWindow(const QPointF &pos)
{
    const QPoint cell = m_pathWindow.cellAt(pos + scrollOffset());
    if (cell.y() < 0)
        return false;
    const SearchTree::PathLevel &row = m_pathWindow.path()[std::size_t(cell.y())];
    m_focusNode = cell.y();
    viewport()->update();
    if (row.candidate == cell.x())
        emit jumpRequested(row.fixed ? 0 : row.placedAtStep);
    return true;
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
    case Qt::Key_Equal: setZoom(m_zoom * 1.25); return;
    case Qt::Key_Minus: setZoom(m_zoom / 1.25); return;
    case Qt::Key_0: setZoom(1.0); return;
    case Qt::Key_Home:
        m_focusNode = m_treeMatches ? m_whole.currentNode() : int(m_pathWindow.path().size()) - 1;
        scrollToNode(m_focusNode);
        viewport()->update();
        sayFocusNode();
        return;
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Left:
    case Qt::Key_Right: moveFocus(event->key()); return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: activateFocus(); return;
    default: break;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

bool SearchTreeView::event(QEvent *event)
{
    if (OwnKeys::claim(event,
                       {Qt::Key_Plus, Qt::Key_Equal, Qt::Key_Minus, Qt::Key_0, Qt::Key_Home,
                        Qt::Key_Up, Qt::Key_Down, Qt::Key_Left, Qt::Key_Right, Qt::Key_Return,
                        Qt::Key_Enter, Qt::Key_Space},
                       Qt::ShiftModifier))
        return true;
    return QAbstractScrollArea::event(event);
}

void SearchTreeView::moveFocus(int key)
{
    if (!m_hasState)
        return;
    if (m_treeMatches) {
        m_focusNode = m_whole.moveFocus(m_focusNode, key);
    } else {
        const std::optional<int> row = m_pathWindow.moveFocus(m_focusNode, key);
        if (!row)
            return;
        m_focusNode = *row;
    }
    scrollToNode(m_focusNode);
    viewport()->update();
    sayFocusNode();
}

void SearchTreeView::sayFocusNode()
{
    // The words of the node's tool tip ("row 2, column 4: placed at step 12").
    QString text;
    if (m_treeMatches && m_focusNode != kNoNode) {
        text = m_whole.nodeToolTip(m_focusNode);
    } else if (!m_treeMatches && m_focusNode >= 0
               && m_focusNode < int(m_pathWindow.path().size())) {
        const SearchTree::PathLevel &row = m_pathWindow.path()[std::size_t(m_focusNode)];
        const int candidate = row.candidate >= 0 ? row.candidate : row.trying;
        if (candidate >= 0)
            text = m_pathWindow.cellToolTip(m_focusNode, candidate);
    }
    ScreenReaderSpeech::say(this, text);
}

void SearchTreeView::activateFocus()
{
    if (!m_hasState)
        return;
    if (m_treeMatches) {
        const int node = m_focusNode == kNoNode ? m_whole.currentNode() : m_focusNode;
        emit jumpRequested(node < 0 ? 0 : m_whole.tree()->node(node).placeStep);
    } else if (m_focusNode >= 0 && m_focusNode < int(m_pathWindow.path().size())) {
        const SearchTree::PathLevel &row = m_pathWindow.path()[std::size_t(m_focusNode)];
        if (row.candidate >= 0)
            emit jumpRequested(row.fixed ? 0 : row.placedAtStep);
    }
}

bool SearchTreeView::viewportEvent(QEvent *event)
{
    if (event->type() != QEvent::ToolTip)
        return QAbstractScrollArea::viewportEvent(event);
    const auto *help = static_cast<QHelpEvent *>(event);
    const QString text = toolTipAt(help->pos());
    if (text.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
    } else {
        QToolTip::showText(help->globalPos(), text, viewport());
    }
    return true;
}

QString SearchTreeView::toolTipAt(const QPoint &pos) const
{
    if (m_treeMatches) {
        if (const int node = nodeAt(pos); node != kNoNode)
            return m_whole.nodeToolTip(node);
        if (const int mark = m_whole.markAt(pos + scrollOffset()); mark >= 0)
            return m_whole.markToolTip(mark);
    } else if (m_hasState) {
        const QPoint cell = m_pathWindow.cellAt(pos + scrollOffset());
        if (cell.y() >= 0)
            return m_pathWindow.cellToolTip(cell.y(), cell.x());
    }
    return {};
}

// ---- painting ---------------------------------------------------------------------------

void SearchTreeView::paintEvent(QPaintEvent *)
{
    QPainter p(viewport());
    p.fillRect(viewport()->rect(), m_colours.base);
    if (!m_hasState && !m_whole.tree())
        return;
    if (!isEnabled()) // greyed, like the text panels, while its search waits
        p.setOpacity(0.35);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF exposed = QRectF(viewport()->rect()).translated(scrollOffset());
    const int focus = hasFocus() ? m_focusNode : kNoNode;
    p.save();
    p.translate(-scrollOffset());
    if (m_treeMatches)
        m_wholePainter.paint(p, m_whole, exposed, scrolledRoomRect().translated(scrollOffset()),
                             look(), focus, devicePixelRatioF());
    else if (m_hasState)
        m_pathWindow.paint(p, look(), focus);
    p.restore();
    paintLevelBand(p);
    paintLegend(p);
}

void SearchTreeView::paintLevelBand(QPainter &p)
{
    // The level names stay in view whichever way the tree is scrolled.
    const SearchTreeGeometry &g = m_geo;
    const QSizeF view = viewport()->size();
    const QRectF band = g.topDown ? QRectF(0, 0, g.band, view.height() - g.legend)
                                  : QRectF(0, 0, view.width(), g.band);
    p.fillRect(band, m_colours.base);
    p.setPen(QPen(m_colours.stripBack, 1));
    if (g.topDown)
        p.drawLine(band.topRight(), band.bottomRight());
    else
        p.drawLine(band.bottomLeft(), band.bottomRight());
    p.setFont(font());
    p.setPen(m_colours.faintText);
    p.setClipRect(band);
    if (m_treeMatches)
        m_whole.paintLevelNames(p, scrollOffset());
    else
        m_pathWindow.paintLevelNames(p, scrollOffset());
    p.setClipping(false);
}

void SearchTreeView::paintLegend(QPainter &p)
{
    const QSizeF view = viewport()->size();
    const QRectF band(0, view.height() - m_geo.legend, view.width(), m_geo.legend);
    p.fillRect(band, m_colours.base);
    p.setPen(QPen(m_colours.stripBack, 1));
    p.drawLine(band.topLeft(), band.topRight());
    if (m_hasState)
        m_legend.paint(p, band, look());
}
