#include "narrationlabel.h"

#include "fittedfont.h"
#include "narrator.h"
#include "wholewords.h"

#include <QApplication>
#include <QLocale>
#include <QPainter>
#include <QResizeEvent>
#include <QStyle>
#include <QTextLayout>

using namespace nq;

NarrationLabel::NarrationLabel(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("narration"));
    setWordWrap(true);
    setAlignment(Qt::AlignCenter);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    // A line that fills the width (Chinese wraps at any character) keeps off the tint's edges.
    setMargin(8);
    setTextFormat(Qt::PlainText);
    QFont narrationFont = font();
    narrationFont.setPointSizeF(narrationFont.pointSizeF() * 1.5);
    setFont(narrationFont);
    m_type = TeachingType(narrationFont);
}

int NarrationLabel::reservedHeight() const
{
    const QMargins frame = contentsMargins();
    // The longest step's sentence may be a pixel or two taller than as many lines of the sample
    // (a CJK line's height depends on the faces its characters come from): it has its room too,
    // or the sentence would be shrunk.
    const int lines = std::max(linesHigh(fontMetrics(), reservedLines()), m_longestStepHigh);
    return lines + 2 * margin() + frame.top() + frame.bottom();
}

int NarrationLabel::linesHigh(const QFontMetrics &metrics, int lines)
{
    // As the painter lays them out, not lines() times lineSpacing(): in some fonts the two
    // differ (three lines of Noto Sans at 18 px are 76 pixels, lineSpacing() 24), and the
    // label kept a line too many, or one too few pixels for its lines. Each line holds the
    // language's own words: Chinese is set in a CJK face whose lines are taller than the
    // Latin font's (its two-line sentences were counted as three).
    QStringList sample;
    for (int line = 0; line < std::max(1, lines); ++line)
        sample << QStringLiteral("\u00c1g") + stepTemplate();
    return metrics
        .boundingRect(QRect(0, 0, 100000, 100000), Qt::AlignLeft | Qt::AlignTop,
                      sample.join(QLatin1Char('\n')))
        .height();
}

QSize NarrationLabel::sizeHint() const
{
    return {QLabel::sizeHint().width(), reservedHeight()};
}

QSize NarrationLabel::minimumSizeHint() const
{
    return {QLabel::minimumSizeHint().width(), reservedHeight()};
}

QFont NarrationLabel::shownFont() const
{
    const QRect room = contentsRect().marginsRemoved(
        QMargins(margin(), margin(), margin(), margin()));
    QFont shown = font();
    // Presentation mode sizes its type in pixels (from the screen), the window in points.
    const bool pixels = shown.pixelSize() > 0;
    const qreal full = pixels ? shown.pixelSize() : shown.pointSizeF();
    // Down in steps of a tenth, to half the type at most: a sentence that long is rare.
    for (int tenths = 10; tenths >= 5; --tenths) {
        if (pixels)
            shown.setPixelSize(std::max(1, int(full * tenths / 10)));
        else
            shown.setPointSizeF(full * tenths / 10);
        const QRect needed = QFontMetrics(shown).boundingRect(
            room, Qt::TextWordWrap | int(alignment()), wholeWords(text()));
        if (needed.height() <= room.height() && needed.width() <= room.width())
            break;
    }
    return shown;
}

void NarrationLabel::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setFont(shownFont());
    painter.setPen(palette().color(QPalette::WindowText));
    const QRect room = contentsRect().marginsRemoved(
        QMargins(margin(), margin(), margin(), margin()));
    // No word broken between two lines ("anti-" over "diagonal", "的皇" over "后").
    painter.drawText(room, Qt::TextWordWrap | int(alignment()), wholeWords(text()));
}

QStringList NarrationLabel::paintedLines() const
{
    const QRect room = contentsRect().marginsRemoved(
        QMargins(margin(), margin(), margin(), margin()));
    // As QPainter::drawText lays out Qt::TextWordWrap.
    QTextLayout layout(wholeWords(text()), shownFont());
    QTextOption option(alignment());
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(room.width());
        lines << layout.text().mid(line.textStart(), line.textLength());
    }
    layout.endLayout();
    return lines;
}

NarrationLabel::LongestStep NarrationLabel::longestStep() const
{
    // A conflict, said with the board's largest squares at a step with as many digits as its
    // search reaches (N=8's has 15,720 steps; a board of nine or more, millions), is the
    // longest sentence a step has in every language; the line named is the longest name.
    const QRect room = contentsRect().marginsRemoved(
        QMargins(margin(), margin(), margin(), margin()));
    if (room.width() <= 0)
        return {};
    const int n = std::clamp(m_sampleN, 4, int(nq::kMaxN));
    nq::Event conflict;
    conflict.type = nq::EventType::Conflict;
    conflict.row = std::int8_t(n - 1);
    conflict.col = std::int8_t(n - 2);
    conflict.attackerRow = std::int8_t(n - 2);
    conflict.attackerCol = std::int8_t(n - 3);
    const qulonglong largestStep = n <= 8 ? 99'999 : 9'999'999;
    LongestStep longest {1, 0};
    const QFontMetrics metrics(font());
    for (const nq::Line line : {nq::Line::Column, nq::Line::Diagonal, nq::Line::AntiDiagonal})
        for (const nq::Order order : {nq::Order::Rows, nq::Order::Columns}) {
            conflict.line = line;
            nq::SearchOptions options {n};
            options.order = order;
            const QString sentence = wholeWords(stepTemplate().arg(
                QLocale().toString(largestStep), Narrator::describeEvent(conflict, options)));
            // Lines are counted as the painter breaks them, not from pixel heights: a CJK
            // sentence's two lines were once 103 px where two lines of the sample were 102,
            // and counted as three (the board lost a line's height at 1024x768).
            QTextLayout layout(sentence, font());
            QTextOption wrapping(alignment());
            wrapping.setWrapMode(QTextOption::WordWrap);
            layout.setTextOption(wrapping);
            int lines = 0;
            layout.beginLayout();
            for (QTextLine made = layout.createLine(); made.isValid(); made = layout.createLine()) {
                made.setLineWidth(room.width());
                ++lines;
            }
            layout.endLayout();
            const int high = metrics
                                 .boundingRect(room.adjusted(0, 0, 0, 100000),
                                               Qt::TextWordWrap | int(alignment()), sentence)
                                 .height();
            longest.lines = std::max(longest.lines, std::min(lines, 8));
            longest.high = std::max(longest.high, high);
        }
    return longest;
}

void NarrationLabel::fitReservedLines()
{
    const LongestStep longest = longestStep();
    const int step = longest.lines;
    // Presenting, the reason a run paused stands with the counters: the sentence's own lines
    // only (a third line kept empty under two-line sentences took the board 41-48 px at
    // 1024x768, and with a bookmark's note the squares were 50% of the screen's height).
    const int lines = std::min(5, m_type.presenting() ? std::max(2, step) : std::max(2, step) + 1);
    const int longestHigh = lines >= step ? longest.high : 0;
    if (lines == m_reservedLines && longestHigh == m_longestStepHigh)
        return;
    m_reservedLines = lines;
    m_longestStepHigh = longestHigh;
    updateGeometry();
}

void NarrationLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        fitReservedLines();
}

QString NarrationLabel::stepTemplate()
{
    return tr("Step %1 · %2");
}

NarrationLabel::Tone NarrationLabel::toneFor(nq::EventType type)
{
    switch (type) {
    case nq::EventType::Try: return Tone::Attempt;
    case nq::EventType::Conflict: return Tone::Conflict;
    case nq::EventType::Place: return Tone::Place;
    case nq::EventType::Solution: return Tone::Solution;
    case nq::EventType::Remove: return Tone::Lift;
    case nq::EventType::Backtrack: return Tone::Backtrack;
    case nq::EventType::Done: break;
    }
    return Tone::Plain;
}

void NarrationLabel::showSnapshot(const RunnerSnapshot &snapshot, bool foundAny)
{
    if (snapshot.search.options.n != m_sampleN) { // the longest sentence of this board's search
        m_sampleN = snapshot.search.options.n;
        fitReservedLines();
    }
    const QString sentence = Narrator::describeSnapshot(snapshot);
    if (sentence.isEmpty())
        return;
    QString text = sentence;
    if (snapshot.step() > 0 && !snapshot.isFinished())
        text = stepTemplate().arg(QLocale().toString(qulonglong(snapshot.step())), sentence);
    // While presenting, the reason a run paused stands in the counters line (BoardArea): a
    // third line here made the sentence's type smaller at every run-until stop.
    if (const QString stop = stopReasonText(snapshot); !stop.isEmpty() && !m_type.presenting())
        text = stop + QLatin1Char('\n') + text;
    // The colour says at a glance what kind of step it was; a student's program breaking a
    // rule, that it did. Set before the narration: the board's voice reads the kind of step
    // from it (BoardArea).
    if (snapshot.showsTrace() && snapshot.step() > 0
        && snapshot.trace->violationStep() == snapshot.step())
        setTone(Tone::Caution);
    else if (snapshot.hasEvent() && !snapshot.isFinished())
        setTone(toneFor(snapshot.lastEvent().type));
    else if (snapshot.isFinished())
        setTone(foundAny ? Tone::Solution : Tone::Conflict);
    else
        setTone(Tone::Plain);
    setNarration(text);
}

QString NarrationLabel::stopReasonText(const RunnerSnapshot &snapshot)
{
    switch (snapshot.stoppedBy) {
    case StopReason::Breakpoint: return tr("Paused at a breakpoint");
    case StopReason::NextSolution: return tr("Paused at the next solution");
    case StopReason::NextBacktrack: return tr("Paused at the next backtrack");
    case StopReason::LevelReached:
        return snapshot.search.options.order == Order::Rows
                   ? tr("Paused: a queen was placed in row %1").arg(snapshot.untilLevel)
                   : tr("Paused: a queen was placed in column %1").arg(snapshot.untilLevel);
    case StopReason::StepReached: // paused there as by the user: no reason to give
    case StopReason::SolutionReached:
    case StopReason::None: break;
    }
    return {};
}

void NarrationLabel::setNarration(const QString &text)
{
    if (text == this->text())
        return;
    setText(text);
    // The sentence itself, not a label for it; Qt tells screen readers of the new name.
    setAccessibleName(text);
    emit narrationChanged(text);
}

QColor NarrationLabel::tint() const
{
    const BoardTheme::NarrationTints &tints = m_theme.narration;
    switch (m_tone) {
    case Tone::Attempt: return tints.attempt;
    case Tone::Conflict: return tints.conflict;
    case Tone::Place: return tints.place;
    case Tone::Solution: return tints.solution;
    case Tone::Lift: return tints.lift;
    case Tone::Backtrack: return tints.backtrack;
    case Tone::Caution: return tints.caution;
    case Tone::Plain: break;
    }
    // The label's own palette holds the last tint: the plain background is its parent's.
    return (parentWidget() ? parentWidget()->palette() : QApplication::palette())
        .color(QPalette::Window);
}

void NarrationLabel::setTone(Tone tone)
{
    m_tone = tone;
    const QColor background = tint();
    QPalette narrationPalette = palette();
    narrationPalette.setColor(QPalette::Window, background);
    narrationPalette.setColor(QPalette::WindowText,
                              background.lightness() > 128 ? QColor(Qt::black) : QColor(Qt::white));
    setAutoFillBackground(true);
    setPalette(narrationPalette);
}

void NarrationLabel::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    setTone(m_tone);
}

void NarrationLabel::setPresentationCaps(qreal capPixels)
{
    m_type.setPresentationCaps(capPixels);
    // Presenting, the tint's edge is 2 px above and below the lines (8 px beside them): the
    // lines' own leading parts them from it, and the board wants the height (with a
    // bookmark's note at 1920x1080 in French its squares were 54.8% of the screen's height).
    const bool presenting = capPixels > 0;
    setMargin(presenting ? 0 : 8);
    setContentsMargins(presenting ? QMargins(8, 2, 8, 2) : QMargins());
    applyFont();
    // The stop reason is the sentence's first line in the window only: say the step again.
    if (m_feed && !m_feed->shownInstead().practicing && !m_feed->shownInstead().viewingSolution)
        showSnapshot(m_feed->shown(), m_feed->shown().solutionsFound() > 0);
}

void NarrationLabel::setTextZoom(qreal zoom)
{
    m_type.setZoom(zoom);
    applyFont();
}

void NarrationLabel::applyFont()
{
    setFont(m_type.font());
    fitReservedLines();
    updateGeometry();
}

void NarrationLabel::follow(SnapshotFeed &feed)
{
    m_feed = &feed;
    for (const SnapshotMoment moment : {SnapshotMoment::SearchTexts, SnapshotMoment::Theme})
        feed.subscribe(moment, [this](const RunnerSnapshot &s, const SnapshotChanges &) {
            showSnapshot(s, s.solutionsFound() > 0);
        });
}
