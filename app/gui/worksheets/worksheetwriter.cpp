#include "worksheetwriter.h"

#include "pseudocode.h"

#include <QIODevice>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>

using namespace nq;

namespace {
constexpr qreal kMarginMm = 14;
constexpr qreal kCellPaddingMm = 2;
constexpr qreal kHeadingMm = 6; // "Step 12"
constexpr qreal kTextMm = 17; // the sentence, the question and its lines, or the answer
} // namespace

WorksheetWriter::WorksheetWriter(Options options)
    : m_options(std::move(options))
{
    m_board.setTheme(m_options.theme);
    m_board.setBackground(Qt::white);
    m_board.setLabelColour(m_options.theme.label);
    m_board.setFont(m_options.font);
    m_board.setQueenResolution(3); // 900 dpi queens: sharp when printed or zoomed into
}

QString WorksheetWriter::title() const
{
    // A student's trace is named as the program's, never as the built-in search.
    const QString search = !m_options.traceName.isEmpty()
                               ? tr("N-Queens, N = %1, the search of your program %2")
                                     .arg(m_options.search.n)
                                     .arg(m_options.traceName)
                               : tr("N-Queens, N = %1, %2, %3")
                                     .arg(m_options.search.n)
                                     .arg(m_options.search.order == Order::Rows
                                              ? tr("row by row")
                                              : tr("column by column"),
                                          Pseudocode::checkName(m_options.search.check));
    switch (m_options.sheet) {
    case Sheet::Teacher: return tr("Worksheet: %1").arg(search);
    case Sheet::Students: return tr("Worksheet for students: %1").arg(search);
    case Sheet::AnswerKey: return tr("Answer key: %1").arg(search);
    }
    return search;
}

QFont WorksheetWriter::font(qreal points, bool bold, bool italic) const
{
    QFont f = m_options.font;
    f.setPixelSize(int(std::lround(points * kDotsPerInch / 72.0)));
    f.setBold(bold);
    f.setItalic(italic);
    return f;
}

// Questions asked from the board as it stood before the step: the answer is the step.
QString WorksheetWriter::question(const ExportFrame &frame, const SearchOptions &options)
{
    if (!frame.frame.event)
        return tr("Where does the search start?");
    const Event &e = *frame.frame.event;
    const bool rows = options.order == Order::Rows;
    switch (e.type) {
    case EventType::Try: return tr("Which square is tried next?");
    case EventType::Conflict:
        return tr("Row %1, column %2 is tried. Which queen attacks it, and along which line?")
            .arg(e.row)
            .arg(e.col);
    case EventType::Place: return tr("Where does the next queen go?");
    case EventType::Solution: return tr("What has the search found now?");
    case EventType::Remove: return tr("Which queen is lifted next, and why?");
    case EventType::Backtrack:
        return rows ? tr("Row %1 has no column left to try. What does the search do now?")
                          .arg(e.level)
                    : tr("Column %1 has no row left to try. What does the search do now?")
                          .arg(e.level);
    case EventType::Done: break;
    }
    return tr("What happens next?");
}

QString WorksheetWriter::answer(const ExportFrame &frame)
{
    return tr("Answer: %1").arg(frame.narration);
}

int WorksheetWriter::write(QIODevice *device, const QList<ExportFrame> &frames,
                           const Progress &progress, const std::atomic<bool> *cancel)
{
    m_cancelled = false;
    QPdfWriter pdf(device); // writes the document as the painter goes and ends
    pdf.setTitle(title());
    pdf.setCreator(QCoreApplication::applicationName());
    pdf.setPageSize(QPageSize(m_options.pageSize));
    pdf.setPageMargins(QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm),
                       QPageLayout::Millimeter);
    pdf.setResolution(kDotsPerInch);
    QPainter p;
    if (!p.begin(&pdf))
        return 0;
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF page(0, 0, pdf.width(), pdf.height());
    const int pages = std::max(1, int((frames.size() + boardsPerPage() - 1) / boardsPerPage()));
    for (int pageIndex = 0; pageIndex < pages && !m_cancelled; ++pageIndex) {
        if (pageIndex > 0)
            pdf.newPage();
        const QRectF grid = paintHeader(p, page, pageIndex, pages);
        const QSizeF cell(grid.width() / kColumns, grid.height() / kRows);
        for (int i = 0; i < boardsPerPage(); ++i) {
            const qsizetype index = qsizetype(pageIndex) * boardsPerPage() + i;
            if (index >= frames.size())
                break;
            if (cancel && cancel->load()) {
                m_cancelled = true;
                break;
            }
            const QPointF corner(grid.left() + (i % kColumns) * cell.width(),
                                 grid.top() + (i / kColumns) * cell.height());
            paintCell(p, QRectF(corner, cell), frames[index]);
            if (progress)
                progress(int(index + 1));
        }
    }
    p.end();
    return m_cancelled ? 0 : pages;
}

// The title, the sheet's steps (and a name line for students), the page number at the
// bottom; returns the rectangle left for the boards.
QRectF WorksheetWriter::paintHeader(QPainter &p, const QRectF &page, int pageIndex, int pages) const
{
    p.setPen(Qt::black);
    const QFont titleFont = font(13, true);
    const qreal titleHeight = QFontMetricsF(titleFont).lineSpacing() * 1.2;
    drawFitted(p, QRectF(page.left(), page.top(), page.width(), titleHeight), title(), titleFont);
    const QFont small = font(9);
    const qreal lineHeight = QFontMetricsF(small).lineSpacing() * 1.3;
    const QRectF second(page.left(), page.top() + titleHeight, page.width(), lineHeight);
    p.setFont(small);
    p.drawText(second, Qt::AlignLeft | Qt::AlignVCenter, m_options.subtitle);
    if (m_options.sheet == Sheet::Students)
        p.drawText(second, Qt::AlignRight | Qt::AlignVCenter,
                   tr("Name: %1").arg(QString(24, QLatin1Char('_'))));
    const qreal rule = second.bottom() + pixels(1.5);
    p.setPen(QPen(Qt::gray, pixels(0.2)));
    p.drawLine(QPointF(page.left(), rule), QPointF(page.right(), rule));
    const QRectF footer(page.left(), page.bottom() - lineHeight, page.width(), lineHeight);
    p.setPen(Qt::darkGray);
    const QStringList foot = footerTexts(pageIndex, pages);
    p.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter, foot.at(0));
    p.drawText(footer, Qt::AlignRight | Qt::AlignVCenter, foot.at(1));
    return QRectF(page.left(), rule + pixels(2), page.width(), footer.top() - rule - pixels(3));
}

QStringList WorksheetWriter::footerTexts(int pageIndex, int pages) const
{
    return {QLocale().toString(m_options.date, QLocale::LongFormat),
            tr("Page %1 of %2").arg(pageIndex + 1).arg(pages)};
}

BoardScene WorksheetWriter::boardFor(const ExportFrame &frame) const
{
    if (m_options.sheet != Sheet::Students)
        return frame.scene(m_options.search.order);
    // The students see the board before the step, without its marks.
    BoardScene scene;
    scene.n = m_options.search.n;
    scene.order = m_options.search.order;
    scene.queens = m_options.studentsSeeQueens ? frame.queensBefore() : Placement(scene.n);
    return scene;
}

void WorksheetWriter::paintCell(QPainter &p, const QRectF &cell, const ExportFrame &frame)
{
    const QRectF inner = cell.adjusted(pixels(kCellPaddingMm), pixels(kCellPaddingMm),
                                       -pixels(kCellPaddingMm), -pixels(kCellPaddingMm));
    const QRectF heading(inner.left(), inner.top(), inner.width(), pixels(kHeadingMm));
    p.setPen(Qt::black);
    p.setFont(font(10.5, true));
    p.drawText(heading, Qt::AlignLeft | Qt::AlignVCenter,
               tr("Step %1").arg(QLocale().toString(qulonglong(frame.frame.step))));
    const qreal text = pixels(kTextMm);
    const qreal side = std::min(inner.width(), inner.height() - heading.height() - text);
    const QRect board(int(inner.center().x() - side / 2), int(heading.bottom()), int(side),
                      int(side));
    m_board.setScene(boardFor(frame));
    m_board.paint(p, board);
    paintTexts(p, QRectF(inner.left(), board.bottom() + pixels(1), inner.width(), text - pixels(1)),
               frame);
}

void WorksheetWriter::paintTexts(QPainter &p, const QRectF &area, const ExportFrame &frame) const
{
    p.setPen(Qt::black);
    switch (m_options.sheet) {
    case Sheet::Teacher: {
        const bool noted = !frame.note.isEmpty();
        const QRectF sentence = noted ? area.adjusted(0, 0, 0, -area.height() * 0.4) : area;
        const qreal used = drawFitted(p, sentence, frame.narration, font(9.5));
        if (noted) {
            p.setPen(QColor(0x30, 0x30, 0x90));
            drawFitted(p, area.adjusted(0, used + pixels(0.8), 0, 0),
                       tr("Note: %1").arg(frame.note), font(9, false, true));
        }
        break;
    }
    case Sheet::Students: {
        const qreal used = drawFitted(p, area.adjusted(0, 0, 0, -area.height() * 0.45),
                                      question(frame, m_options.search), font(9.5, true));
        // Two lines to write the answer on.
        p.setPen(QPen(Qt::gray, pixels(0.2)));
        const qreal free = area.height() - used;
        for (int line = 1; line <= 2; ++line) {
            const qreal y = area.top() + used + free * line / 2.0 - pixels(0.5);
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
        }
        break;
    }
    case Sheet::AnswerKey: {
        const qreal used = drawFitted(p, area.adjusted(0, 0, 0, -area.height() * 0.5),
                                      question(frame, m_options.search), font(9, false, true));
        drawFitted(p, area.adjusted(0, used + pixels(0.8), 0, 0), answer(frame), font(9.5, true));
        break;
    }
    }
}

qreal WorksheetWriter::drawFitted(QPainter &p, const QRectF &area, const QString &text,
                                  QFont font) const
{
    const int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
    const int smallest = int(std::lround(5.5 * kDotsPerInch / 72.0));
    QRectF needed;
    for (;;) {
        needed = QFontMetricsF(font).boundingRect(area, flags, text);
        if (needed.height() <= area.height() || font.pixelSize() <= smallest)
            break;
        font.setPixelSize(std::max(smallest, int(font.pixelSize() * 0.9)));
    }
    p.setFont(font);
    p.drawText(area, flags, text);
    return std::min(needed.height(), area.height());
}
