#pragma once

#include "pseudocode.h"

#include <QColor>
#include <QPlainTextEdit>

#include <vector>

class ListingGutter;

// One read-only pseudocode listing with its current line marked by a coloured band and a
// marker in the line-number gutter; keeps that line scrolled into view and picks the
// largest font (up to a projector size) that fits the whole listing in the widget. When
// the comments would make the text too small they leave the listing and become tooltips.
// The text caret shows only while the keyboard walks the lines (focus by Tab, a key press),
// so a click does not make the listing look editable.
// Owns its gutter; holds no search state. GUI thread.
class ListingView : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit ListingView(QWidget *parent = nullptr);

    void setLines(const QList<Pseudocode::ListingLine> &lines);
    // Marks `line` and the lines after it with the same role (one step of the listing may
    // span several lines); -1 clears the mark. Cheap when nothing changes.
    void setHighlight(int line, const QColor &colour);

    int highlightedLine() const { return m_line; }
    int highlightedCount() const { return m_count; }
    QColor highlightColour() const { return m_colour; }
    int lineCount() const;
    QString lineText(int line) const;
    bool commentsShown() const { return m_showComments; }
    bool caretShown() const { return cursorWidth() > 0; }
    // The height that shows every line at this font size, frame included.
    int heightForAllLines(qreal pointSize) const;

    // Font sizes the fitting chooses between, in points.
    static constexpr qreal kMinPointSize = 11;
    static constexpr qreal kMaxPointSize = 26;
    // Below this size the comments go to tooltips, so the code itself stays large.
    static constexpr qreal kMinPointSizeWithComments = 14;
    // Where the listing is read from the back of a room (presentation mode): the comments
    // only where they leave the code at least this large.
    static constexpr qreal kMinPresentedPointSizeWithComments = 22;
    // Presented, with capPixels > 0 (presentation mode gives a share of the screen's height),
    // the code's capital letters are at least capPixels high whatever the panel's size: the
    // comments go first, then lines too long for the panel wrap, their continuation indented
    // below their start, and what is still too tall scrolls with the marked line.
    void setPresented(bool presented, qreal capPixels = 0);
    bool linesWrapped() const { return m_wrapWidth > 0; }
    // Lines of the listing wholly or partly out of view above and below, while it scrolls to
    // keep the marked line in view (a wrapped line counts once). The view says so where the
    // class sees it: an arrow with the count in the corner on that side.
    int linesHiddenAbove() const;
    int linesHiddenBelow() const;
    // Whether a word had to be broken where the width ended: one word wider than the panel.
    bool wordsBroken() const { return m_wordsBroken; }
    // The width that shows the code without wrapping, with capital letters capPixels high
    // (times the zoom).
    int widthForCode(qreal capPixels) const;
    // View ▸ Zoom: every size the listing chooses between, and the presented capitals, `zoom`
    // times as large.
    void setTextZoom(qreal zoom);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    friend class ListingGutter;
    void paintGutter(QPaintEvent *event);
    void paintEvent(QPaintEvent *event) override;
    // The arrow and count of lines out of view on one side, in the viewport's corner.
    void paintHiddenLines(QPainter &painter, int count, bool above) const;
    int gutterWidth() const;
    void fitFont();
    void buildDocument();
    QString commentText(int line) const; // the gap and the comment, or nothing
    bool fits(qreal pointSize, const QString &longestLine) const;
    bool fits(const QFont &font, const QString &longestLine, bool wholeHeight = true) const;
    void fitPresentedFont();
    // The width the code may take beside the gutter at this font.
    qreal textWidth(const QFont &font) const;
    // The line as shown: broken at spaces, with U+2028 and an indent, where it is wider than
    // m_wrapWidth.
    QString wrapped(const QString &line, int indent) const;
    int heightForAllLines(const QFont &font) const;
    void applyHighlight();
    QColor markColour() const;
    void scrollToHighlight();
    QFont listingFont(qreal pointSize) const;
    void showCaret(bool shown);

    ListingGutter *m_gutter = nullptr;
    QList<Pseudocode::ListingLine> m_lines;
    QString m_longestLine; // as shown with comments
    QString m_longestCode; // as shown without them
    std::vector<int> m_commentColumns; // where each line's comment starts
    bool m_showComments = true;
    bool m_presented = false;
    qreal m_presentedCap = 0; // the smallest capital letters presented, in pixels; 0: by points
    qreal m_zoom = 1;
    qreal m_wrapWidth = 0; // lines wider than this wrap; 0: none
    mutable bool m_wordsBroken = false; // set by wrapped() do
    QSize m_fittedArea; // the contents' size the font was last fitted to
    int m_line = -1;
    int m_count = 0;
    QColor m_colour;
};
