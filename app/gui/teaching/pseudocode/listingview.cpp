#include "listingview.h"

#include "boardtheme.h"
#include "fittedfont.h"

#include <QFontDatabase>
#include <QHelpEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocument>
#include <QToolTip>

#include <algorithm>
#include <cmath>

// The strip left of a listing with the line numbers and the marker of the current line.
// Paints what its ListingView tells it; owned by that view. GUI thread.
class ListingGutter : public QWidget
{
public:
    explicit ListingGutter(ListingView *listing)
        : QWidget(listing)
        , m_listing(listing)
    {
    }

    QSize sizeHint() const override { return {m_listing->gutterWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { m_listing->paintGutter(event); }

private:
    ListingView *m_listing;
};

ListingView::ListingView(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_gutter(new ListingGutter(this))
{
    setReadOnly(true);
    setUndoRedoEnabled(false);
    // Read-only, but the keyboard can still walk and select the lines (and copy them).
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setTabChangesFocus(true);
    setFocusPolicy(Qt::StrongFocus);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(listingFont(14));
    showCaret(false);

    // The marks of lines out of view sit still while the text scrolls under them: a scroll
    // repaints the whole viewport, not only the band the text moved into.
    connect(verticalScrollBar(), &QScrollBar::valueChanged, viewport(),
            qOverload<>(&QWidget::update));
    connect(this, &QPlainTextEdit::updateRequest, this, [this](const QRect &rect, int dy) {
        if (dy != 0)
            m_gutter->scroll(0, dy);
        else
            m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
    });
}

QFont ListingView::listingFont(qreal pointSize) const
{
    QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    f.setStyleHint(QFont::Monospace);
    f.setPointSizeF(pointSize * m_zoom);
    return f;
}

void ListingView::setLines(const QList<Pseudocode::ListingLine> &lines)
{
    m_lines = lines;
    m_line = -1;
    m_count = 0;

    // Comments on neighbouring lines start in one column; a lone comment follows its code.
    m_commentColumns.assign(lines.size(), 0);
    for (qsizetype first = 0; first < lines.size();) {
        qsizetype last = first;
        int column = 0;
        while (last < lines.size() && !lines[last].comment.isEmpty()) {
            column = std::max(column, lines[last].indent * 2 + int(lines[last].code.size()));
            ++last;
        }
        for (qsizetype i = first; i < last; ++i)
            m_commentColumns[i] = column;
        first = last == first ? first + 1 : last;
    }
    m_longestLine.clear();
    m_longestCode.clear();
    // The widest lines as drawn, not the ones with most characters: a Chinese character takes
    // about two columns of the fixed-width font.
    const QFontMetricsF metrics(listingFont(kMaxPointSize));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString code = QString(lines[i].indent * 2, QLatin1Char(' ')) + lines[i].code;
        const QString shown = code + commentText(int(i));
        if (metrics.horizontalAdvance(shown) > metrics.horizontalAdvance(m_longestLine))
            m_longestLine = shown;
        if (metrics.horizontalAdvance(code) > metrics.horizontalAdvance(m_longestCode))
            m_longestCode = code;
    }
    buildDocument();
    fitFont();
    applyHighlight();
}

void ListingView::buildDocument()
{
    // Comments are dimmer than the code but must stay readable on a washed-out projector.
    // Disabled (its search waits while the learner tries it), the code greys like any text.
    const QPalette::ColorGroup group = isEnabled() ? QPalette::Active : QPalette::Disabled;
    QTextCharFormat codeFormat;
    codeFormat.setForeground(palette().color(group, QPalette::Text));
    QTextCharFormat commentFormat;
    commentFormat.setForeground(mixColours(palette().color(group, QPalette::Text),
                                           palette().color(group, QPalette::Base), 0.45));

    document()->clear();
    m_wordsBroken = false;
    QTextCursor cursor(document());
    for (qsizetype i = 0; i < m_lines.size(); ++i) {
        const auto &line = m_lines[i];
        if (i > 0)
            cursor.insertBlock();
        const QString code = QString(line.indent * 2, QLatin1Char(' ')) + line.code;
        cursor.insertText(wrapped(code, line.indent * 2), codeFormat);
        if (m_showComments && !line.comment.isEmpty())
            cursor.insertText(commentText(int(i)), commentFormat);
    }
    moveCursor(QTextCursor::Start);
}

QString ListingView::wrapped(const QString &line, int indent) const
{
    if (m_wrapWidth <= 0)
        return line;
    const QFontMetricsF metrics(font());
    // A panel narrower than a few words (laid out, not yet sized) is not worth wrapping for.
    if (metrics.horizontalAdvance(line) <= m_wrapWidth
        || m_wrapWidth < metrics.horizontalAdvance(QLatin1Char('m')) * (indent + 10))
        return line;
    // A continuation starts two columns right of its line, as code is indented.
    const QString continuation = QString(indent + 2, QLatin1Char(' '));
    QString result;
    QString rest = line;
    QString lead;
    while (!rest.isEmpty() && metrics.horizontalAdvance(lead + rest) > m_wrapWidth) {
        // The last space that leaves the part before it inside the width, past the indent,
        // and not beside an operator: "r - 1" and "cols[r] = -1" stay whole.
        const auto besideOperator = [&rest](qsizetype space) {
            const QString operators = QStringLiteral("-+*/=<>");
            return operators.contains(rest[space - 1])
                   || (space + 1 < rest.size() && operators.contains(rest[space + 1]));
        };
        // Chinese has no spaces: a line may also break after a Chinese mark ("：", "，"), or
        // between Chinese and Latin text; between two Chinese characters only where nothing
        // else fits, since two of them may be one word ("皇后", a queen).
        const auto isChinese = [](QChar c) { return c.unicode() >= 0x2E80; };
        const auto isChineseMark = [](QChar c) {
            return (c.unicode() >= 0x3000 && c.unicode() <= 0x303F)
                   || (c.unicode() >= 0xFF00 && c.unicode() <= 0xFF0F)
                   || (c.unicode() >= 0xFF1A && c.unicode() <= 0xFF20);
        };
        const auto afterChinese = [&](qsizetype at, bool anyCharacter) {
            if (rest[at] == QLatin1Char(' ') || !isChinese(rest[at - 1]))
                return false;
            return anyCharacter || isChineseMark(rest[at - 1]) || !isChinese(rest[at]);
        };
        // Where no such space fits, a space before an operator ("diag[r - c + N - 1]" over
        // "= true"), as code is broken by hand; never one after it.
        const auto beforeOperator = [&rest](qsizetype space) {
            const QString operators = QStringLiteral("-+*/=<>");
            return !operators.contains(rest[space - 1])
                   && (space + 1 < rest.size() && operators.contains(rest[space + 1]));
        };
        qsizetype cut = -1;
        // Inside brackets only where nothing else fits: "safe(r, c)" and "cols[r]" stay
        // whole ("if not safe(r," over "c):" at 1024x768).
        QList<int> depth(rest.size() + 1, 0);
        for (qsizetype i = 0; i < rest.size(); ++i) {
            const QChar c = rest[i];
            const int opened = (c == QLatin1Char('(') || c == QLatin1Char('['))   ? 1
                               : (c == QLatin1Char(')') || c == QLatin1Char(']')) ? -1
                                                                                  : 0;
            depth[i + 1] = std::max(0, depth[i] + opened);
        }
        for (const int pass : {0, 1, 2}) {
            const bool operatorsToo = pass >= 1;
            for (qsizetype i = rest.size() - 1; i > 0 && cut < 0; --i) {
                const bool space = rest[i] == QLatin1Char(' ') && (pass == 2 || depth[i] == 0);
                const bool breakable = (space && !besideOperator(i)) || afterChinese(i, pass == 2)
                                       || (operatorsToo && space && beforeOperator(i));
                if (breakable && rest.left(i).trimmed().size() > 0
                    && metrics.horizontalAdvance(lead + rest.left(i)) <= m_wrapWidth)
                    cut = i;
            }
            if (cut >= 0)
                break;
        }
        if (cut < 0 && !lead.isEmpty()) {
            // The next word does not fit after the continuation's indent: a smaller indent
            // before a broken word ("weitersuc" over "hen" in German at 1024x768).
            const qsizetype wordEnd = rest.indexOf(QLatin1Char(' '));
            const QString word = wordEnd < 0 ? rest : rest.left(wordEnd);
            QString smaller = lead;
            while (!smaller.isEmpty() && metrics.horizontalAdvance(smaller + word) > m_wrapWidth)
                smaller.chop(1);
            if (smaller.size() < lead.size()) {
                lead = smaller;
                continue;
            }
        }
        if (cut < 0) { // one word wider than the panel: break it where the width ends
            m_wordsBroken = true;
            cut = std::max<qsizetype>(1, rest.size() - 1);
            while (cut > 1 && metrics.horizontalAdvance(lead + rest.left(cut)) > m_wrapWidth)
                --cut;
        }
        result += lead + rest.left(cut) + QChar::LineSeparator;
        rest = rest.mid(cut).trimmed();
        lead = continuation;
    }
    return result + lead + rest;
}

QString ListingView::commentText(int line) const
{
    const auto &l = m_lines[line];
    if (l.comment.isEmpty())
        return {};
    const int codeWidth = l.indent * 2 + int(l.code.size());
    return QString(std::max(2, m_commentColumns[line] + 2 - codeWidth), QLatin1Char(' '))
           + QStringLiteral("// ") + l.comment;
}

int ListingView::lineCount() const
{
    return int(m_lines.size());
}

QString ListingView::lineText(int line) const
{
    // As written, whether or not the panel wraps it.
    if (line < 0 || line >= lineCount())
        return {};
    const auto &l = m_lines[line];
    return QString(l.indent * 2, QLatin1Char(' ')) + l.code
           + (m_showComments ? commentText(line) : QString());
}

void ListingView::setHighlight(int line, const QColor &colour)
{
    if (line < 0 || line >= lineCount())
        line = -1;
    int count = 0;
    if (line >= 0) {
        // The lines after it that do the same step (the three updates of the arrays) go with it.
        count = 1;
        while (line + count < lineCount() && m_lines[line + count].role == m_lines[line].role)
            ++count;
    }
    if (line == m_line && count == m_count && (line < 0 || colour == m_colour))
        return; // the common case while animating: nothing to redraw
    m_line = line;
    m_count = count;
    m_colour = colour;
    applyHighlight();
    scrollToHighlight();
}

void ListingView::applyHighlight()
{
    QList<QTextEdit::ExtraSelection> selections;
    if (m_line >= 0) {
        // Strong enough to survive a projector that washes pale colours out.
        const QColor band = mixColours(palette().color(QPalette::Base), markColour(), 0.42);
        for (int i = m_line; i < m_line + m_count; ++i) {
            // The whole line selected with FullWidthSelection paints the band across the
            // panel, on each of its lines when it wraps.
            QTextEdit::ExtraSelection selection;
            const QTextBlock block = document()->findBlockByNumber(i);
            selection.cursor = QTextCursor(block);
            // Across the line's end: FullWidthSelection widens only the lines the selection
            // goes past the end of.
            selection.cursor.setPosition(block.position() + block.length()
                                             - (block.next().isValid() ? 0 : 1),
                                         QTextCursor::KeepAnchor);
            selection.format.setBackground(band);
            selection.format.setProperty(QTextFormat::FullWidthSelection, true);
            selections << selection;
        }
        const auto &line = m_lines[m_line];
        QString description = tr("Current line %1: %2").arg(m_line + 1).arg(line.code);
        if (!line.comment.isEmpty())
            description += QStringLiteral(" (%1)").arg(line.comment);
        if (description != accessibleDescription()) // each change is an event
            setAccessibleDescription(description);
    } else if (!accessibleDescription().isEmpty()) {
        setAccessibleDescription({});
    }
    setExtraSelections(selections);
    m_gutter->update();
}

QColor ListingView::markColour() const
{
    // Grey while disabled (its search waits while the learner tries it), like the text.
    return isEnabled() ? m_colour : palette().color(QPalette::Disabled, QPalette::Text);
}

void ListingView::scrollToHighlight()
{
    if (m_line < 0 || !isVisible())
        return;
    // The vertical scroll bar counts lines as shown (a wrapped line of the listing takes
    // several): keep the marked lines inside the view with some of their surroundings, and
    // move only when they would leave it.
    QScrollBar *bar = verticalScrollBar();
    const int spacing = std::max(1, QFontMetrics(font()).lineSpacing());
    const int visible = std::max(1, viewport()->height() / spacing);
    const QTextBlock top = document()->findBlockByNumber(m_line);
    const QTextBlock last = document()->findBlockByNumber(m_line + m_count - 1);
    const int from = top.firstLineNumber();
    const int count = last.firstLineNumber() + std::max(1, last.lineCount()) - from;
    const int first = bar->value();
    const int margin = visible > count + 2 ? 1 : 0;
    if (from - margin < first || from + count + margin > first + visible)
        bar->setValue(std::max(0, from - std::max(0, (visible - count) / 2)));
}

int ListingView::gutterWidth() const
{
    const QFontMetrics metrics(font());
    const int digits = int(QString::number(std::max(1, lineCount())).size());
    // marker, numbers, and the bar that joins the band
    return metrics.height() + metrics.horizontalAdvance(QLatin1Char('9')) * digits + 12;
}

bool ListingView::fits(qreal pointSize, const QString &longestLine) const
{
    return fits(listingFont(pointSize), longestLine);
}

qreal ListingView::textWidth(const QFont &font) const
{
    const QRect area = contentsRect();
    const qreal margin = 2 * document()->documentMargin() + 4;
    const int scrollBar = verticalScrollBar()->sizeHint().width();
    const int lines = std::max(1, lineCount());
    const QFontMetricsF metrics(font);
    const int digits = int(QString::number(lines).size());
    const qreal gutter = metrics.height() + metrics.horizontalAdvance(QLatin1Char('9')) * digits
                         + 12;
    return area.width() - gutter - margin - scrollBar;
}

int ListingView::widthForCode(qreal capPixels) const
{
    const QFont font = fontWithCapHeight(listingFont(kMinPointSize), capPixels * m_zoom);
    const qreal beside = contentsRect().width() - textWidth(font); // gutter, margins, scroll bar
    return int(std::ceil(QFontMetricsF(font).horizontalAdvance(m_longestCode) + beside)) + width()
           - contentsRect().width() + 1;
}

bool ListingView::fits(const QFont &font, const QString &longestLine, bool wholeHeight) const
{
    if (QFontMetricsF(font).horizontalAdvance(longestLine) > textWidth(font))
        return false;
    return !wholeHeight || heightForAllLines(font) - 2 * frameWidth() <= contentsRect().height();
}

void ListingView::setPresented(bool presented, qreal capPixels)
{
    capPixels = presented ? capPixels : 0;
    if (presented == m_presented && qFuzzyCompare(capPixels + 1, m_presentedCap + 1))
        return;
    m_presented = presented;
    m_presentedCap = capPixels;
    fitFont();
}

void ListingView::setTextZoom(qreal zoom)
{
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    m_fittedArea = QSize(); // fit again, at this size too
    fitFont();
    updateGeometry();
}

void ListingView::fitPresentedFont()
{
    // The smallest the code may be; larger while the whole listing still fits, with its
    // comments where they fit too.
    const QFont smallest = fontWithCapHeight(listingFont(kMinPointSize), m_presentedCap * m_zoom);
    const int least = smallest.pixelSize();
    const int commentedPixels = int(
        std::ceil(kMinPresentedPointSizeWithComments * logicalDpiY() / 72.0));
    QFont chosen = smallest;
    bool comments = false;
    bool wrap = true;
    for (int pixels = int(least * 1.5); pixels >= least; --pixels) {
        QFont font = smallest;
        font.setPixelSize(pixels);
        if (pixels >= commentedPixels && fits(font, m_longestLine)) {
            chosen = font;
            comments = true;
            wrap = false;
            break;
        }
        if (fits(font, m_longestCode)) {
            chosen = font;
            wrap = false;
            break;
        }
    }
    // Too tall even at the smallest size: the listing scrolls; too wide: its lines wrap.
    if (wrap && fits(smallest, m_longestCode, false))
        wrap = false;
    const qreal wrapWidth = wrap ? textWidth(smallest) : 0;
    const bool rebuild = comments != m_showComments
                         || !qFuzzyCompare(wrapWidth + 1, m_wrapWidth + 1)
                         || (wrap && chosen != font());
    m_showComments = comments;
    m_wrapWidth = wrapWidth;
    if (chosen != font())
        setFont(chosen);
    if (rebuild) {
        buildDocument();
        applyHighlight();
    }
}

void ListingView::fitFont()
{
    const QRect area = contentsRect();
    if (area.width() <= 0 || area.height() <= 0)
        return;
    if (m_presented && m_presentedCap > 0) {
        fitPresentedFont();
        m_fittedArea = area.size();
        const int gutter = gutterWidth();
        if (viewportMargins().left() != gutter)
            setViewportMargins(gutter, 0, 0, 0);
        m_gutter->setGeometry(area.left(), area.top(), gutter, area.height());
        scrollToHighlight();
        return;
    }
    // Decided on the widget's size alone (never the viewport's, which the choice changes),
    // so that a resize cannot swing between two answers.
    bool comments = false;
    qreal chosen = kMinPointSize;
    const qreal smallestWithComments = m_presented ? kMinPresentedPointSizeWithComments
                                                   : kMinPointSizeWithComments;
    for (qreal size = kMaxPointSize; size >= smallestWithComments; size -= 1) {
        if (fits(size, m_longestLine)) {
            comments = true;
            chosen = size;
            break;
        }
    }
    if (!comments) {
        for (qreal size = kMaxPointSize; size > kMinPointSize; size -= 1) {
            if (fits(size, m_longestCode)) {
                chosen = size;
                break;
            }
        }
    }
    const QFont chosenFont = listingFont(chosen); // zoomed
    // Too wide even at the smallest size (a narrow panel, a zoomed listing): the code wraps
    // between words, as presented, instead of scrolling sideways.
    const qreal wrapWidth = fits(chosenFont, m_longestCode, false) ? 0 : textWidth(chosenFont);
    if (comments != m_showComments || !qFuzzyCompare(wrapWidth + 1, m_wrapWidth + 1)) {
        m_showComments = comments;
        m_wrapWidth = wrapWidth;
        if (wrapWidth > 0)
            setFont(chosenFont); // wrapped() measures with the view's font
        buildDocument();
        applyHighlight();
    }
    if (!qFuzzyCompare(font().pointSizeF(), chosenFont.pointSizeF()))
        setFont(chosenFont);
    m_fittedArea = area.size();
    // Only a new width: setting the margins lays out the viewport and its scroll bars again,
    // whose resize comes back here.
    const int gutter = gutterWidth();
    if (viewportMargins().left() != gutter)
        setViewportMargins(gutter, 0, 0, 0);
    m_gutter->setGeometry(area.left(), area.top(), gutter, area.height());
}

void ListingView::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    // The viewport's resizes come here too (QAbstractScrollArea forwards them). They change
    // nothing the fitting depends on, and fitting at each of them set the margins again and
    // again while the scroll bars came and went: a recursion without end, once, in the monkey.
    if (contentsRect().size() != m_fittedArea)
        fitFont();
    scrollToHighlight();
}

void ListingView::showEvent(QShowEvent *event)
{
    QPlainTextEdit::showEvent(event);
    // While hidden (the other tab) the view does not know its height: scroll now.
    scrollToHighlight();
}

void ListingView::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if ((event->type() == QEvent::PaletteChange || event->type() == QEvent::EnabledChange)
        && !m_lines.isEmpty()) {
        const int line = m_line;
        const QColor colour = m_colour;
        setLines(m_lines);
        setHighlight(line, colour);
    }
}

int ListingView::heightForAllLines(qreal pointSize) const
{
    return heightForAllLines(listingFont(pointSize));
}

int ListingView::heightForAllLines(const QFont &font) const
{
    // Laid out, not counted: a line with Chinese characters takes the taller line height of
    // the font that draws them, which the fixed-width font's line spacing does not know (the
    // Chinese listing was cut at its last line where it was said to fit).
    QTextDocument measured;
    measured.setDefaultFont(font);
    measured.setDocumentMargin(document()->documentMargin());
    QStringList texts;
    for (int i = 0; i < lineCount(); ++i)
        texts << QString(m_lines[i].indent * 2, QLatin1Char(' ')) + m_lines[i].code
                     + commentText(i);
    measured.setPlainText(texts.isEmpty() ? QStringLiteral(" ") : texts.join(QLatin1Char('\n')));
    measured.setTextWidth(-1); // no wrapping: one line of the listing, one line of text
    return int(std::ceil(measured.size().height() + 4)) + 2 * frameWidth();
}

bool ListingView::viewportEvent(QEvent *event)
{
    // The comment of the line under the mouse, whether the listing shows it or not.
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int line = cursorForPosition(help->pos()).blockNumber();
        if (line >= 0 && line < lineCount() && !m_lines[line].comment.isEmpty())
            QToolTip::showText(help->globalPos(), m_lines[line].comment, viewport());
        else
            QToolTip::hideText();
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

void ListingView::focusInEvent(QFocusEvent *event)
{
    showCaret(event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason);
    QPlainTextEdit::focusInEvent(event);
}

void ListingView::keyPressEvent(QKeyEvent *event)
{
    showCaret(true);
    QPlainTextEdit::keyPressEvent(event);
}

void ListingView::mousePressEvent(QMouseEvent *event)
{
    showCaret(false);
    QPlainTextEdit::mousePressEvent(event);
}

void ListingView::showCaret(bool shown)
{
    // Two pixels wide when shown: a one-pixel caret vanishes on a projector.
    setCursorWidth(shown ? 2 : 0);
}

QSize ListingView::sizeHint() const
{
    const QFontMetrics metrics(listingFont(16));
    return {gutterWidth() + metrics.horizontalAdvance(m_longestLine) + 40,
            metrics.lineSpacing() * std::max(8, lineCount()) + 16};
}

QSize ListingView::minimumSizeHint() const
{
    const QFontMetrics metrics(listingFont(kMinPointSize));
    return {200, metrics.lineSpacing() * 5 + 16};
}

int ListingView::linesHiddenAbove() const
{
    QTextBlock block = firstVisibleBlock();
    if (!block.isValid())
        return 0;
    const qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
    // The first block shown only in part (its first lines scrolled away) counts as hidden.
    return block.blockNumber() + (top < -0.5 ? 1 : 0);
}

int ListingView::linesHiddenBelow() const
{
    const qreal bottom = viewport()->height();
    QTextBlock block = firstVisibleBlock();
    qreal top = block.isValid() ? blockBoundingGeometry(block).translated(contentOffset()).top()
                                : 0;
    while (block.isValid() && top + blockBoundingRect(block).height() <= bottom + 0.5) {
        top += blockBoundingRect(block).height();
        block = block.next();
    }
    return block.isValid() ? lineCount() - block.blockNumber() : 0;
}

void ListingView::paintEvent(QPaintEvent *event)
{
    QPlainTextEdit::paintEvent(event);
    const int above = linesHiddenAbove();
    const int below = linesHiddenBelow();
    if (above == 0 && below == 0)
        return;
    QPainter painter(viewport());
    painter.setRenderHint(QPainter::Antialiasing);
    if (above > 0)
        paintHiddenLines(painter, above, true);
    if (below > 0)
        paintHiddenLines(painter, below, false);
}

void ListingView::paintHiddenLines(QPainter &painter, int count, bool above) const
{
    // A solid arrow and the count in the line numbers' colour on the page's own colour, in
    // the corner where the listing goes on: seen from the back of the room, and covering
    // little (the listing's lines are short on their right).
    QFont countFont = font();
    countFont.setBold(true);
    const QFontMetrics metrics(countFont);
    const QString text = QStringLiteral("+%1").arg(count);
    const int arrow = metrics.height() * 6 / 10;
    const int padding = metrics.height() / 5;
    const QSize size(padding * 3 + arrow + metrics.horizontalAdvance(text),
                     metrics.height() + padding);
    const QRect inside = viewport()->rect();
    const QRect badge(QPoint(inside.right() - size.width() + 1,
                             above ? inside.top() : inside.bottom() - size.height() + 1),
                      size);
    const QColor ink = mixColours(palette().color(QPalette::Text), palette().color(QPalette::Base),
                                  0.25);
    painter.setPen(QPen(ink, 1));
    painter.setBrush(palette().color(QPalette::Base));
    painter.drawRoundedRect(QRectF(badge).adjusted(0.5, 0.5, -0.5, -0.5), padding, padding);
    const qreal middle = badge.center().y() + 0.5;
    const qreal left = badge.left() + padding;
    const qreal half = arrow / 2.0;
    const QPolygonF triangle = above ? QPolygonF {QPointF(left, middle + half * 0.6),
                                                  QPointF(left + arrow, middle + half * 0.6),
                                                  QPointF(left + half, middle - half * 0.8)}
                                     : QPolygonF {QPointF(left, middle - half * 0.6),
                                                  QPointF(left + arrow, middle - half * 0.6),
                                                  QPointF(left + half, middle + half * 0.8)};
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    painter.drawPolygon(triangle);
    painter.setPen(ink);
    painter.setFont(countFont);
    painter.drawText(QRect(int(left) + arrow + padding, badge.top(),
                           badge.right() - int(left) - arrow - padding, badge.height()),
                     Qt::AlignLeft | Qt::AlignVCenter, text);
}

void ListingView::paintGutter(QPaintEvent *event)
{
    QPainter p(m_gutter);
    p.fillRect(event->rect(), palette().color(QPalette::AlternateBase));
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics metrics(font());
    const int markerSize = metrics.height();
    const int barWidth = 5;
    const QColor number = mixColours(palette().color(QPalette::Text),
                                     palette().color(QPalette::Base), 0.5);

    QTextBlock block = firstVisibleBlock();
    qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
    while (block.isValid() && top <= event->rect().bottom()) {
        const qreal height = blockBoundingRect(block).height();
        const int index = block.blockNumber();
        const bool marked = m_line >= 0 && index >= m_line && index < m_line + m_count;
        const QRectF row(0, top, m_gutter->width(), height);
        if (marked) {
            p.fillRect(QRectF(row.right() - barWidth + 1, top, barWidth, height), markColour());
            if (index == m_line) {
                // A solid triangle: visible from the back of the room, and no font needed.
                const qreal s = markerSize * 0.62;
                const QPointF tip(3 + s, top + height / 2);
                const QPolygonF triangle {QPointF(3, tip.y() - s * 0.6), tip,
                                          QPointF(3, tip.y() + s * 0.6)};
                p.setPen(Qt::NoPen);
                p.setBrush(markColour());
                p.drawPolygon(triangle);
            }
        }
        QFont numberFont = font();
        numberFont.setBold(marked);
        p.setFont(numberFont);
        p.setPen(marked ? palette().color(QPalette::Text) : number);
        p.drawText(QRectF(markerSize, top, m_gutter->width() - markerSize - barWidth - 4, height),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(index + 1));
        block = block.next();
        top += height;
    }
}
