#pragma once

#include "searchtreelook.h"

#include <QCoreApplication>
#include <QHash>
#include <QPixmap>
#include <QVarLengthArray>

class QPainter;
class WholeTreeView;

// Paints a WholeTreeView: under each node a strip of the level below with its rejected
// squares, the edges in three strengths, and the nodes (the path of the queens on the board
// and the solutions highlighted); what lies between the current and the furthest step
// reached, faintly. Owns the node sprites. Not a widget; GUI thread.
class WholeTreePainter
{
    Q_DECLARE_TR_FUNCTIONS(WholeTreePainter)

public:
    // Forget the sprites: the colours or the font changed.
    void clearSprites() { m_sprites.clear(); }
    // Paints in content coordinates what intersects exposed; focusNode gets a dotted frame.
    // The current path is kept inside visible (the part of the content in view).
    void paint(QPainter &p, const WholeTreeView &view, const QRectF &exposed, const QRectF &visible,
               const SearchTreeLook &look, int focusNode, qreal devicePixelRatio);

private:
    enum class NodeStyle : std::uint8_t { Lifted, JustLifted, OnBoard, Solution, SolutionOnBoard };
    // The strips of one pass (the current step, or the ghosts up to the reached step).
    struct Strips
    {
        QVarLengthArray<QRectF, 256> backs;
        QVarLengthArray<QRectF, 256> skipped;
        QVarLengthArray<QLineF, 256> stubs;
    };

    void paintStrips(QPainter &p, const QRectF &exposed, std::size_t nodeCount,
                     std::size_t markCount, bool ghost);
    Strips collectStrips(const QRectF &area, std::size_t nodeCount, bool ghost) const;
    void paintStripBacks(QPainter &p, Strips &strips) const;
    void paintRejected(QPainter &p, const QRectF &area, const QRectF &exposed,
                       std::size_t markCount, bool ghost) const;
    void paintPlacedSquares(QPainter &p, const QRectF &area, const QRectF &exposed,
                            std::size_t nodeCount, bool ghost) const;
    void paintTrying(QPainter &p) const;
    void paintPinnedPath(QPainter &p, const QRectF &visible);
    void paintPinMark(QPainter &p, const QPointF &shown, const QPointF &actual) const;
    QRectF stripCellBox(int parent, int candidate) const;
    void paintEdges(QPainter &p, const QRectF &exposed, std::size_t from, std::size_t to,
                    bool ghost) const;
    void paintNodes(QPainter &p, const QRectF &exposed, std::size_t from, std::size_t to,
                    bool ghost);
    void paintNode(QPainter &p, int node, bool ghost);
    // Paints the node centred on `centre` (where it belongs, or pinned to the view's edge).
    void paintNodeAt(QPainter &p, int node, bool ghost, const QPointF &centre);
    void paintStart(QPainter &p, const QRectF &box, bool ghost) const;
    void paintSolutionNumber(QPainter &p, int node, const QRectF &box) const;
    NodeStyle nodeStyle(int node, bool ghost) const;
    // Nodes are drawn from small pictures made once per look and size: a frame at N=8 draws
    // a hundred of them, and painting each circle and number afresh cost milliseconds.
    const QPixmap &nodeSprite(NodeStyle style, int candidate, bool fixed);
    QPixmap makeSprite(NodeStyle style, int candidate, bool fixed) const;

    // Set for the length of one paint().
    const WholeTreeView *m_view = nullptr;
    SearchTreeLook m_look;
    int m_focusNode = -2;

    QHash<quint32, QPixmap> m_sprites; // cleared whenever the node size or the colours change
    qreal m_spriteRatio = 0; // the device pixel ratio the sprites were made for
    qreal m_spriteNode = 0; // the node size the sprites were made for
};
