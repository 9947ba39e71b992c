#include "callstackview.h"

#include <QEvent>
#include <QFontMetrics>
#include <QRegularExpression>
#include <QScrollBar>

#include <bit>

using namespace nq;
using Phase = StepperState::Phase;

CallStackView::CallStackView(QWidget *parent)
    : QListWidget(parent)
{
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::TabFocus);
    // A frame wider than the panel (presentation mode's large type) wraps between words
    // instead of running out at the right.
    setWordWrap(true);
    setResizeMode(QListView::Adjust);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    QFont mono = font();
    mono.setFamily(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    mono.setPointSizeF(mono.pointSizeF() * 1.15);
    setFont(mono);
    m_type = TeachingType(mono);
    setAccessibleName(tr("Call stack"));
}

void CallStackView::setTextZoom(qreal zoom)
{
    m_type.setZoom(zoom);
    setFont(m_type.font());
}

void CallStackView::setPresentationCaps(qreal capPixels)
{
    m_type.setPresentationCaps(capPixels);
    setFont(m_type.font());
}

void CallStackView::changeEvent(QEvent *event)
{
    QListWidget::changeEvent(event);
    // The frames' colours are taken from the palette when they are set: a new palette (the
    // appearance switched to dark or light) recolours them at once, not at the next step.
    switch (event->type()) {
    case QEvent::LanguageChange:
        setAccessibleName(tr("Call stack"));
        showState(m_state);
        break;
    case QEvent::PaletteChange:
    case QEvent::FontChange:
        if (count() > 0) // once it shows a state
            showState(m_state);
        break;
    default: break;
    }
}

void CallStackView::resizeEvent(QResizeEvent *event)
{
    QListWidget::resizeEvent(event);
    if (count() > 0) // once it shows a state: the frames are laid out for the width
        showState(m_state);
}

int CallStackView::room() const
{
    // Decided on the widget's width less a scroll bar, shown or not: a choice that changed the
    // scroll bar could otherwise swing between the two.
    return contentsRect().width() - verticalScrollBar()->sizeHint().width() - 8;
}

QFontMetrics CallStackView::frameMetrics() const
{
    // Measured in the bold of the top frame, the widest a frame is drawn.
    QFont bold = font();
    bold.setBold(true);
    return QFontMetrics(bold);
}

QString CallStackView::keptTogether(const QString &phrase)
{
    // No break between its words (no-break spaces) nor between its Chinese characters (a
    // word joiner between them, which Qt's line breaking honours and draws as nothing).
    QString kept;
    for (qsizetype i = 0; i < phrase.size(); ++i) {
        const QChar c = phrase.at(i);
        if (i > 0 && c.script() == QChar::Script_Han
            && phrase.at(i - 1).script() == QChar::Script_Han)
            kept += kWordJoiner;
        kept += c == QLatin1Char(' ') ? QChar(QChar::Nbsp) : c;
    }
    return kept;
}

QString CallStackView::oneLineText(const QString &head, const QString &candidates)
{
    return QStringLiteral("%1 · %2").arg(head, candidates);
}

QString CallStackView::frameText(const QString &head, const QString &candidates, bool oneLine) const
{
    if (oneLine)
        return oneLineText(head, candidates);
    // The candidates go below, indented, broken after a comma where a line would overflow.
    const QFontMetrics metrics = frameMetrics();
    const int width = room();
    const QString indent(4, QLatin1Char(' '));
    QStringList lines {head};
    QString line = indent;
    for (const QString &word : candidates.split(QLatin1Char(' '))) {
        const QString longer = line.trimmed().isEmpty() ? line + word : line + u' ' + word;
        if (metrics.horizontalAdvance(longer) > width && !line.trimmed().isEmpty()) {
            lines << line;
            line = indent + word;
        } else {
            line = longer;
        }
    }
    lines << line;
    return lines.join(QLatin1Char('\n'));
}

QString CallStackView::candidatesText(const SearchOptions &options, std::uint32_t candidates) const
{
    QStringList list;
    while (candidates) {
        list << QString::number(std::countr_zero(candidates));
        candidates &= candidates - 1;
    }
    if (list.isEmpty())
        return tr("none left");
    return options.order == Order::Rows
               ? tr("columns left: %1").arg(list.join(QStringLiteral(", ")))
               : tr("rows left: %1").arg(list.join(QStringLiteral(", ")));
}

void CallStackView::showState(const StepperState &state)
{
    m_state = state;
    const SearchOptions &options = state.options;
    const bool rows = options.order == Order::Rows;
    const int depth = state.level;
    // The frame of the level being worked on exists while the search is inside it.
    const bool working = depth < options.n && state.phase != Phase::Done
                         && state.phase != Phase::Finished && state.phase != Phase::Solution
                         && state.phase != Phase::Remove;
    const int frames = depth + (working ? 1 : 0);
    const QFontMetrics metrics = frameMetrics();
    const int width = room();
    QStringList heads;
    QStringList candidates;
    for (int level = frames - 1; level >= 0; --level) {
        // The frame is a call of the pseudocode's function, named as the listing names it
        // (code: the same in every language).
        const QString call = QStringLiteral("solve(%1 = %2%3)")
                                 .arg(rows ? QStringLiteral("r") : QStringLiteral("c"))
                                 .arg(level)
                                 .arg(options.check == Check::Bitmask ? QStringLiteral(", ...")
                                                                      : QString());
        QString status;
        if (level < depth) {
            const int candidate = state.candidate[level];
            status = rows ? tr("queen in column %1").arg(candidate)
                          : tr("queen in row %1").arg(candidate);
            if (level < state.fixedLevels)
                status += tr(" (yours)");
        } else if (state.phase == Phase::Conflict || state.phase == Phase::Place) {
            const int candidate = state.pendingCandidate;
            status = rows ? tr("trying column %1").arg(candidate)
                          : tr("trying row %1").arg(candidate);
        } else {
            status = tr("choosing the next square");
        }
        // The phrase is never broken ("queen in column / 4", "正在选择下 / 一格"): where the
        // frame is too wide for one line, it goes whole on the line below the call.
        // Indented under it where it fits so, else from the line's start; a phrase wider
        // than a whole line (large type in a narrow panel) still breaks between its words,
        // its number kept with the word before it.
        const QString whole = keptTogether(status);
        const QString indent(4, QLatin1Char(' '));
        const QString head = QStringLiteral("%1  %2").arg(call, whole);
        if (metrics.horizontalAdvance(head) <= width)
            heads << head;
        else if (metrics.horizontalAdvance(indent + whole) <= width)
            heads << call + u'\n' + indent + whole;
        else if (metrics.horizontalAdvance(whole) <= width)
            heads << call + u'\n' + whole;
        else
            heads << call + u'\n'
                         + QString(status).replace(QRegularExpression(QStringLiteral(" (\\d)")),
                                                   QStringLiteral("\u00a0\\1"));
        candidates << candidatesText(options, state.remaining[level]);
    }
    // One layout for the whole stack: every frame on one line where all of them fit, else
    // every frame's candidates on the lines below its call (a stack of some one-line and some
    // two-line frames read as frames of two kinds).
    bool oneLine = true;
    for (qsizetype i = 0; i < heads.size() && oneLine; ++i)
        oneLine = metrics.horizontalAdvance(oneLineText(heads[i], candidates[i])) <= width;
    QStringList texts;
    for (qsizetype i = 0; i < heads.size(); ++i)
        texts << frameText(heads[i], candidates[i], oneLine);
    if (state.phase == Phase::Solution)
        texts.prepend(tr("report solution %1").arg(state.counters.solutions + 1));

    while (count() > texts.size())
        delete takeItem(count() - 1);
    while (count() < texts.size())
        addItem(QString());
    for (int i = 0; i < texts.size(); ++i) {
        QListWidgetItem *it = item(i);
        if (it->text() != texts[i])
            it->setText(texts[i]);
        QFont f = font();
        f.setBold(i == 0);
        it->setFont(f);
        it->setBackground(i == 0 ? palette().brush(QPalette::Highlight) : QBrush());
        it->setForeground(i == 0 ? palette().brush(QPalette::HighlightedText)
                                 : palette().brush(QPalette::Text));
    }
    if (texts.isEmpty()) {
        addItem(tr("(empty: the search has not started or has ended)"));
        item(0)->setForeground(palette().brush(QPalette::PlaceholderText));
    }
}

QStringList CallStackView::frameTexts() const
{
    QStringList texts;
    for (int i = 0; i < count(); ++i)
        texts
            << QString(item(i)->text()).remove(kWordJoiner).replace(QChar::Nbsp, QLatin1Char(' '));
    return texts;
}
