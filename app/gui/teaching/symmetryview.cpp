#include "symmetryview.h"

#include "fittedfont.h"
#include "formats.h"
#include "miniboard.h"
#include "symmetry.h"

#include <QEvent>
#include <QPainter>
#include <QRegularExpression>

#include <algorithm>

using namespace nq;

SymmetryView::SymmetryView(QWidget *parent)
    : QWidget(parent)
{
    retranslate();
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
    if (solution == m_solution)
        return; // called with every step: a screen reader hears only a new solution
    m_solution = solution;
    retranslate();
    update();
}

void SymmetryView::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    update();
}

void SymmetryView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        update();
    }
    QWidget::changeEvent(event);
}

void SymmetryView::retranslate()
{
    setAccessibleName(tr("Symmetries of the selected solution"));
    // The summary, then each image as the panel shows it.
    QStringList lines {summary()};
    lines += imageTexts();
    setAccessibleDescription(lines.join(QStringLiteral("; ")));
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

QList<SymmetryView::Caption> SymmetryView::captions() const
{
    QList<Caption> result;
    if (!m_solution)
        return result;
    const auto images = allTransforms(*m_solution);
    const Placement canonical = canonicalForm(*m_solution);
    bool canonicalMarked = false;
    for (int t = 0; t < kTransformCount; ++t) {
        Caption caption;
        caption.text = transformName(t);
        for (int earlier = 0; earlier < t && caption.sameAs < 0; ++earlier)
            if (images[earlier] == images[t])
                caption.sameAs = earlier;
        caption.fundamental = caption.sameAs < 0 && !canonicalMarked && images[t] == canonical;
        canonicalMarked = canonicalMarked || caption.fundamental;
        if (caption.sameAs >= 0)
            caption.text += QLatin1Char('\n') + tr("= %1").arg(transformName(caption.sameAs));
        else if (caption.fundamental)
            caption.text += QLatin1Char('\n') + tr("fundamental form");
        result << caption;
    }
    // The arrangement (8, 4 or 2 boards a row) that gives the largest boards in the panel's
    // shape: a fixed 4 a row left the boards 40 pixels high in a panel 410 wide, and half a
    // tall panel empty.
    const QFontMetrics metrics = fontMetrics();
    const QRect area = contentsRect().adjusted(6, 6, -6, -6);
    const int top = area.top() + metrics.height() * 2 + 4 + 6; // under the summary
    // Captioned boards come first: the class reads which image is which.
    QList<Caption> best;
    std::pair<bool, int> bestScore {false, -1};
    for (const int columns : {8, 4, 2}) {
        QList<Caption> laidOut = result;
        const int side = layOut(laidOut, QRect(area.left(), top, area.width(), area.bottom() - top),
                                columns);
        const std::pair<bool, int> score {!laidOut.first().text.isEmpty(), side};
        if (score > bestScore) {
            bestScore = score;
            best = laidOut;
        }
    }
    return best;
}

int SymmetryView::layOut(QList<Caption> &cells, const QRect &area, int columns) const
{
    const int cellW = area.width() / columns;
    const int cellH = area.height() / (kTransformCount / columns);
    // Captions wrap at spaces within their cell ("flipped on the main diagonal" ran into its
    // neighbours), in smaller type where a word is wider than the cell.
    QStringList words;
    for (const Caption &caption : std::as_const(cells))
        words += caption.text.split(QRegularExpression(QStringLiteral("\\s+")));
    const int textWidth = std::max(1, cellW - 4);
    QFont font = fittedFont(this->font(), words, textWidth, kMinCaptionPixels);
    const auto captionHeight = [&](const QFont &captionFont) {
        const QFontMetrics metrics(captionFont);
        int most = 0;
        for (const Caption &caption : std::as_const(cells)) {
            const QRect needed = metrics.boundingRect(QRect(0, 0, textWidth, 10000), kCaptionFlags,
                                                      caption.text);
            most = std::max(most, needed.height() + 2); // room for taller CJK glyphs
        }
        return most;
    };
    int captionH = captionHeight(font);
    // Captions taller than their boards are set smaller, down to kMinCaptionPixels: how tall
    // three lines are depends on the font's line spacing (Noto Sans's lines are a sixth taller
    // than DejaVu Sans's, and its captions left the boards 24 pixels in the dock at 1366x768).
    // Only where the height limits the boards: in a narrow cell smaller captions win nothing.
    const auto captionsTakeTheBoardsRoom = [&] {
        const int n = std::max(1, m_solution->n); // boards of whole squares
        const int boardRoom = (cellH - captionH - 6) / n * n;
        return captionH > boardRoom && boardRoom < cellW - 10;
    };
    while (captionsTakeTheBoardsRoom() && font.pixelSize() > kMinCaptionPixels) {
        font.setPixelSize(font.pixelSize() - 1);
        captionH = captionHeight(font);
    }
    const QFontMetrics fitted(font);
    // Where a word does not fit even then (the panel at its smallest), the boards go without
    // captions rather than with cut ones: the summary and the tooltips still name them.
    bool captioned = std::all_of(words.cbegin(), words.cend(), [&](const QString &word) {
        return fitted.horizontalAdvance(word) <= textWidth;
    });
    // Nor where they would leave their boards no room above them.
    constexpr int kSmallestCaptionedBoard = 16;
    captioned = captioned && cellH - captionH - 6 >= kSmallestCaptionedBoard;
    if (!captioned) {
        captionH = 0;
        for (Caption &caption : cells)
            caption.text.clear();
    }
    const int gap = captioned ? 6 : 0;
    const int side = std::max(8, std::min(cellW - 10, cellH - captionH - gap));
    const int square = std::max(1, side / std::max(1, m_solution->n));
    const int boardSide = square * m_solution->n;
    for (int t = 0; t < kTransformCount; ++t) {
        const int cx = area.left() + (t % columns) * cellW;
        const int cy = area.top() + (t / columns) * cellH;
        Caption &caption = cells[t];
        caption.board = QRect(cx + (cellW - boardSide) / 2, cy, boardSide, boardSide);
        caption.rect = QRect(cx + 2, caption.board.bottom() + 3, textWidth, captionH);
        caption.font = font;
    }
    return boardSide;
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
    const auto images = allTransforms(*m_solution);
    const QList<Caption> cells = captions();
    for (int t = 0; t < kTransformCount; ++t) {
        const Caption &cell = cells[t];
        const int square = cell.board.width() / m_solution->n;
        p.setOpacity(cell.sameAs >= 0 ? 0.35 : 1.0);
        MiniBoard picture(images[t], m_theme);
        // Dots wider than a tiny square, so that the queens show at N=12 and above.
        picture.setMinimumDotRadius(2.0);
        picture.paint(&p, cell.board.topLeft(), square);
        if (cell.fundamental) {
            p.setPen(QPen(m_theme.solution, 3));
            p.setBrush(Qt::NoBrush);
            p.drawRect(cell.board.adjusted(-2, -2, 2, 2));
        }
        p.setOpacity(1.0);
        p.setPen(
            palette().color(cell.sameAs >= 0 ? QPalette::PlaceholderText : QPalette::WindowText));
        p.setFont(cell.font);
        p.drawText(cell.rect, kCaptionFlags, cell.text);
    }
}
