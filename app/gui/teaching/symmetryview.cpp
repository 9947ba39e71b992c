#include "symmetryview.h"

#include "formats.h"
#include "miniboard.h"
#include "symmetry.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>

using namespace nq;

SymmetryView::SymmetryView(QWidget *parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Symmetries of the selected solution"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize SymmetryView::sizeHint() const
{
    return {520, 300};
}

QSize SymmetryView::minimumSizeHint() const
{
    return {240, 140};
}

void SymmetryView::setSolution(const std::optional<Placement> &solution)
{
    m_solution = solution;
    setAccessibleDescription(summary());
    update();
}

void SymmetryView::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    update();
}

void SymmetryView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        update();
    QWidget::changeEvent(event);
}

QString SymmetryView::transformName(int transform)
{
    switch (static_cast<Transform>(transform)) {
    case Transform::Identity: return tr("as found");
    case Transform::Rotate90: return tr("turned 90°");
    case Transform::Rotate180: return tr("turned 180°");
    case Transform::Rotate270: return tr("turned 270°");
    case Transform::MirrorColumns: return tr("mirrored left-right");
    case Transform::MirrorRows: return tr("mirrored top-bottom");
    case Transform::Transpose: return tr("flipped on the main diagonal");
    case Transform::AntiTranspose: return tr("flipped on the anti-diagonal");
    }
    return {};
}

QString SymmetryView::summary() const
{
    if (!m_solution)
        return tr("Select a solution in the list to see its rotations and reflections.");
    switch (classSize(*m_solution)) {
    case 8: return tr("8 different boards: every rotation and reflection gives a new solution.");
    case 4: return tr("4 different boards: turning it half way round gives the same solution.");
    case 2: return tr("2 different boards: turning it a quarter round gives the same solution.");
    default: return tr("1 board: the single queen is its own image.");
    }
}

QStringList SymmetryView::imageTexts() const
{
    QStringList texts;
    if (!m_solution)
        return texts;
    const auto images = allTransforms(*m_solution);
    for (int t = 0; t < kTransformCount; ++t) {
        QString text = transformName(t) + QStringLiteral(": ")
                       + QString::fromStdString(formatArray(images[t]));
        for (int earlier = 0; earlier < t; ++earlier) {
            if (images[earlier] == images[t]) {
                text += tr(" (same as %1)").arg(transformName(earlier));
                break;
            }
        }
        texts << text;
    }
    return texts;
}

void SymmetryView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics metrics = fontMetrics();
    const QRect area = contentsRect().adjusted(6, 6, -6, -6);
    p.setPen(palette().color(QPalette::WindowText));
    const QRect summaryRect(area.left(), area.top(), area.width(), metrics.height() * 2 + 4);
    p.drawText(summaryRect, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, summary());
    if (!m_solution)
        return;
    const Placement &solution = *m_solution;
    const auto images = allTransforms(solution);
    const Placement canonical = canonicalForm(solution);
    const int n = solution.n;

    // Four images a row when wide, two when narrow.
    const int columns = area.width() >= area.height() * 1.2 ? 4 : 2;
    const int rows = kTransformCount / columns;
    const int top = summaryRect.bottom() + 6;
    const int cellW = area.width() / columns;
    const int cellH = (area.bottom() - top) / rows;
    const int labelH = metrics.height() * 2 + metrics.height() / 2
                       + 2; // room for taller CJK glyphs
    const int side = std::max(8, std::min(cellW - 10, cellH - labelH - 6));
    const int square = std::max(1, side / std::max(1, n));
    const int boardSide = square * n;
    bool canonicalMarked = false;
    for (int t = 0; t < kTransformCount; ++t) {
        const int cx = area.left() + (t % columns) * cellW;
        const int cy = top + (t / columns) * cellH;
        int sameAs = -1;
        for (int earlier = 0; earlier < t && sameAs < 0; ++earlier)
            if (images[earlier] == images[t])
                sameAs = earlier;
        const QRect board(cx + (cellW - boardSide) / 2, cy, boardSide, boardSide);
        p.setOpacity(sameAs >= 0 ? 0.35 : 1.0);
        MiniBoard picture(images[t], m_theme);
        picture.setMinimumDotRadius(1.0);
        picture.paint(&p, board.topLeft(), square);
        const bool isCanonical = sameAs < 0 && !canonicalMarked && images[t] == canonical;
        if (isCanonical) {
            canonicalMarked = true;
            p.setPen(QPen(m_theme.solution, 3));
            p.setBrush(Qt::NoBrush);
            p.drawRect(board.adjusted(-2, -2, 2, 2));
        }
        p.setOpacity(1.0);
        p.setPen(palette().color(sameAs >= 0 ? QPalette::PlaceholderText : QPalette::WindowText));
        QString label = transformName(t);
        if (sameAs >= 0)
            label += QLatin1Char('\n') + tr("= %1").arg(transformName(sameAs));
        else if (isCanonical)
            label += QLatin1Char('\n') + tr("fundamental form");
        p.drawText(QRect(cx, board.bottom() + 3, cellW, labelH), Qt::AlignHCenter | Qt::AlignTop,
                   label);
    }
}
