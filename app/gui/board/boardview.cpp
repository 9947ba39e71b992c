#include "boardview.h"

#include "ownkeys.h"

#include "boardaccessible.h"
#include "fittedfont.h"
#include "screenreaderspeech.h"
#include "spokentext.h"

#include <QAccessible>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

using Mark = BoardScene::Mark;

BoardView::BoardView(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    // Before anything asks for the board's accessible interface (setAccessibleName() does when
    // a screen reader is listening): Qt keeps the first one made.
    BoardAccessible::install();
    setAccessibleName(tr("Board"));
    // Back from a dialog its focus announcement reads the result (accessibleText).
    setProperty(ScreenReaderSpeech::kReadsResultOnFocus, true);
    m_clock.start();
    m_voiceFree.setSingleShot(true);
    connect(&m_voiceFree, &QTimer::timeout, this, &BoardView::speakWaitingStep);
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_animation.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        m_painter.setProgress(value.toReal());
        update();
    });
}

void BoardView::setScene(const BoardScene &scene, int animationMs)
{
    const BoardScene &old = m_painter.scene();
    const bool queensChanged = !(scene.queens == old.queens) || scene.mark != old.mark;
    const bool sizeChanged = scene.n != old.n;
    m_painter.setScene(scene);
    if (sizeChanged && QAccessible::isActive()) {
        QAccessibleTableModelChangeEvent event(this, QAccessibleTableModelChangeEvent::ModelReset);
        QAccessible::updateAccessibility(&event);
    }
    // Stepping, the step's narration tells a screen reader (speakStep); trying it yourself, the
    // board itself changed.
    if (queensChanged && scene.practice)
        announce();
    m_animation.stop();
    if (animationMs > 0
        && (scene.mark == Mark::Placed || scene.mark == Mark::Lifted || scene.mark == Mark::Conflict
            || scene.mark == Mark::Candidate)) {
        m_painter.setProgress(0);
        m_animation.setDuration(animationMs);
        m_animation.start();
    } else {
        m_painter.setProgress(1.0);
    }
    update();
}

QString BoardView::spokenDescription() const
{
    const BoardScene &s = m_painter.scene();
    QStringList queens;
    for (int r = 0; r < s.n; ++r)
        if (s.queens.cols[r] >= 0)
            queens << tr("row %1 column %2").arg(r).arg(s.queens.cols[r]);
    QString text = tr("%1 by %1 board.").arg(s.n) + QLatin1Char(' ');
    text += queens.isEmpty() ? tr("No queens.")
                             : tr("Queens at %1.").arg(queens.join(QStringLiteral(", ")));
    if (s.mark == Mark::Solution)
        text += QLatin1Char(' ') + tr("This is a solution.");
    return text;
}

QString BoardView::describeSquare(int row, int col) const
{
    return squareDescription(m_painter.scene(), row, col);
}

QString BoardView::plainSquareTemplate(bool queen)
{
    // One pass of arg(): the "%1" and "%2" the square's words bring stay for the page to fill.
    return tr("%1: %2").arg(tr("Row %1, column %2"), queen ? tr("queen") : tr("empty"));
}

QString BoardView::squareDescription(const BoardScene &s, int row, int col)
{
    const QString square = tr("Row %1, column %2").arg(row).arg(col);
    const bool marked = s.row == row && s.col == col;
    QString what;
    if (marked && s.mark == Mark::Conflict && s.attackerRow >= 0) {
        QString line;
        switch (s.line) {
        case nq::Line::Column: line = tr("along its column"); break;
        case nq::Line::Row: line = tr("along its row"); break;
        case nq::Line::Diagonal: line = tr("along a diagonal"); break;
        case nq::Line::AntiDiagonal: line = tr("along an anti-diagonal"); break;
        case nq::Line::None: break;
        }
        what = tr("candidate, attacked by the queen in row %1, column %2 %3")
                   .arg(s.attackerRow)
                   .arg(s.attackerCol)
                   .arg(line)
                   .trimmed();
    } else if ((row < s.queens.n && s.queens.cols[row] == col)
               // a student's program may leave a second queen on a row: a queen all the same
               || std::find(s.extraQueens.begin(), s.extraQueens.end(), std::pair(row, col))
                      != s.extraQueens.end()) {
        what = marked && s.mark == Mark::Placed ? tr("queen, just placed") : tr("queen");
    } else if (marked && s.mark == Mark::Candidate) {
        what = tr("candidate, being tried");
    } else if (marked && s.mark == Mark::Lifted) {
        what = tr("empty, its queen just lifted");
    } else if (s.practice && s.hintRow == row && s.hintCol == col) {
        what = tr("empty, the hint");
    } else {
        what = tr("empty");
    }
    return tr("%1: %2").arg(square, what);
}

void BoardView::speakStep(const QString &narration, bool matters)
{
    m_newestStep = narration;
    if (m_sayAfterPause)
        return; // m_stoppedPlaying says it
    // A step by key: its key press has silenced the voice already (Orca stops speaking on a
    // press; ShortcutPressForwarder hands it the presses the window takes as shortcuts).
    if (m_pacer.offer(narration, m_clock.elapsed(), !m_playing, matters))
        say(narration);
    else
        speakWaitingStep();
}

void BoardView::setPlaying(bool playing, quint64 pausedAtStep)
{
    if (playing == m_playing)
        return;
    m_playing = playing;
    m_pausedAtStep = pausedAtStep;
    m_voiceFree.stop();
    m_pacer.dropWaiting();
    if (!playing)
        m_sayAfterPause = true;
}

void BoardView::snapshotHandedOut()
{
    if (!m_sayAfterPause)
        return;
    m_sayAfterPause = false;
    if (!m_newestStep.isEmpty() && !m_playing) {
        // Pause by the user: that the search paused, and where, before the step (it was
        // said as any step, and nothing told that the search had stopped).
        const QString sentence =
            m_pausedAtStep == 0
                ? m_newestStep
                : SpokenText::join(tr("Paused at step %1").arg(QLocale().toString(m_pausedAtStep)),
                                   m_newestStep);
        m_pacer.offer(sentence, m_clock.elapsed(), true);
        say(sentence);
    }
}

void BoardView::speakWaitingStep()
{
    const qint64 now = m_clock.elapsed();
    const QString due = m_pacer.takeDue(now);
    if (!due.isEmpty())
        say(due);
    else if (m_pacer.hasWaiting())
        m_voiceFree.start(int(std::max<qint64>(0, m_pacer.dueMs() - now)));
}

void BoardView::sayNextStepAsResult()
{
    m_stepAsResultUntilMs = m_clock.elapsed() + kStepAsResultMs;
}

void BoardView::say(const QString &sentence)
{
    m_spokenStep = sentence;
    if (!m_playing && m_clock.elapsed() < m_stepAsResultUntilMs) {
        m_stepAsResultUntilMs = -1;
        ScreenReaderSpeech::sayFromFocus(sentence);
        return;
    }
    // Heard while the board (or its cursor cell) has the focus: Orca speaks its locus of focus.
    // Then the sentence is the one event: Qt 6.8's bridge (not 6.4's) puts the board's whole
    // description (accessibleText(): the step and where every queen stands) into a
    // description-changed event, and Orca said the step twice, the second time with the board.
    // A client that reads the description asks accessibleText(), which has the step already.
    if (hasFocus() && ScreenReaderSpeech::say(this, sentence))
        return;
    announce(); // the description, for clients that read it
}

void BoardView::sayCursorSquare()
{
    // From the board, which a screen reader follows while trying it yourself too: moved onto
    // a cell of another row, Orca read that whole row (readFullRowInGUITable, 8 cells, about
    // 16 s) without saying which cell was the cursor's. The cursor's square alone is said.
    if (m_cursorEnabled && hasFocus())
        ScreenReaderSpeech::say(this, describeSquare(m_cursor.y(), m_cursor.x()));
}

QString BoardView::resultBeforeName() const
{
    // Back from a dialog, the result comes first, alone: Orca reads the name with the focus, in
    // front of anything said after (ScreenReaderSpeech::sayFromFocus).
    const QString result = ScreenReaderSpeech::resultOnFocus();
    return result.isEmpty() ? result : SpokenText::clean(result);
}

QString BoardView::accessibleText() const
{
    // The result is read with the name (resultBeforeName): nothing after it then.
    if (!ScreenReaderSpeech::resultOnFocus().isEmpty())
        return {};
    // Just back in the window (a dialog or a menu closed), Orca reads the focused board again:
    // the step and its note then, not where every queen stands (a result said meanwhile
    // queued behind 19 to 24 s of it). Where Am I, later, reads it all.
    if (m_activatedAtMs >= 0 && m_clock.elapsed() - m_activatedAtMs < kShortAfterActivationMs
        && !m_newestStep.isEmpty()) {
        // The window's name has said the result (the step itself, after Go to step): the
        // note alone, else the step would be said twice.
        if (!ScreenReaderSpeech::resultOnActivation().isEmpty())
            return m_note.isEmpty() ? QString() : SpokenText::clean(m_note);
        return SpokenText::join(m_newestStep, m_note);
    }
    // Read aloud on focus: sentences without the symbols a voice names ("middle dot").
    return SpokenText::join(m_newestStep, SpokenText::join(m_note, spokenDescription()));
}

void BoardView::setSpokenNote(const QString &note)
{
    if (note == m_note)
        return;
    m_note = note;
    // After the step's sentence (the voice queues it): the teacher's note on the step reached,
    // as the one event (see say()).
    if (!note.isEmpty() && hasFocus() && ScreenReaderSpeech::say(this, note))
        return;
    announce();
}

void BoardView::announce()
{
    // One event; the text is asked of accessibleText() when a screen reader reads it.
    if (QAccessible::isActive()) {
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}

void BoardView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Board"));
        announce();
    }
    if (event->type() == QEvent::ActivationChange && isActiveWindow())
        m_activatedAtMs = m_clock.elapsed();
    QWidget::changeEvent(event);
}

void BoardView::setOverlays(const Overlays &overlays)
{
    m_painter.setOverlays(overlays);
    update();
}

void BoardView::setBreakpoints(const nq::SquareSet &breakpoints)
{
    if (breakpoints == m_painter.breakpoints())
        return;
    m_painter.setBreakpoints(breakpoints);
    update();
}

void BoardView::setCursorEnabled(bool enabled)
{
    m_cursorEnabled = enabled;
    const int last = scene().n - 1;
    m_cursor = QPoint(std::clamp(m_cursor.x(), 0, last), std::clamp(m_cursor.y(), 0, last));
    update();
    // A screen reader stays on the board: the practice's status says the board, and each
    // move of the cursor says its square (sayCursorSquare).
}

int BoardView::attackCount(int row, int col) const
{
    return m_painter.attackCount(row, col);
}

void BoardView::mousePressEvent(QMouseEvent *event)
{
    const QPoint square = squareAt(event->position());
    if (square.x() < 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    if (event->button() == Qt::LeftButton) {
        m_cursor = square;
        update();
        emit squareActivated(square.y(), square.x());
    }
}

void BoardView::contextMenuEvent(QContextMenuEvent *event)
{
    QPoint square = squareAt(event->pos());
    if (event->reason() == QContextMenuEvent::Keyboard && m_cursorEnabled)
        square = m_cursor;
    if (square.x() < 0)
        return;
    emit squareContextRequested(square.y(), square.x(), event->globalPos());
}

bool BoardView::event(QEvent *event)
{
    if (m_cursorEnabled
        && OwnKeys::claim(event, {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down,
                                  Qt::Key_Return, Qt::Key_Enter, Qt::Key_Space}))
        return true;
    return QWidget::event(event);
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    if (!m_cursorEnabled) {
        QWidget::keyPressEvent(event);
        return;
    }
    const int last = scene().n - 1;
    switch (event->key()) {
    case Qt::Key_Left: m_cursor.rx() = std::max(0, m_cursor.x() - 1); break;
    case Qt::Key_Right: m_cursor.rx() = std::min(last, m_cursor.x() + 1); break;
    case Qt::Key_Up: m_cursor.ry() = std::max(0, m_cursor.y() - 1); break;
    case Qt::Key_Down: m_cursor.ry() = std::min(last, m_cursor.y() + 1); break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        // The practice's status says what the queen placed or lifted does.
        emit squareActivated(m_cursor.y(), m_cursor.x());
        update();
        return;
    default: QWidget::keyPressEvent(event); return;
    }
    sayCursorSquare();
    update();
}

void BoardView::setTheme(const BoardTheme &theme)
{
    m_painter.setTheme(theme);
    update();
}

void BoardView::setMinimumLabelCaps(qreal capPixels)
{
    m_minimumLabelCaps = capPixels;
    applyLabelSizes();
}

void BoardView::setTextZoom(qreal zoom)
{
    m_zoom = zoom;
    applyLabelSizes();
}

void BoardView::applyLabelSizes()
{
    m_painter.setMinimumLabelPixels(
        m_minimumLabelCaps > 0
            ? fontWithCapHeight(m_painter.font(), m_minimumLabelCaps * m_zoom).pixelSize()
            : 0);
    m_painter.setLabelScale(m_zoom);
    m_background = QPixmap(); // the labels and the squares move
    update();
}

int BoardView::labelPixels() const
{
    return BoardPainter::labelPixels(m_painter.geometry(contentsRect()));
}

qreal BoardView::labelBand() const
{
    const BoardPainter::Geometry g = m_painter.geometry(contentsRect());
    return g.labelBand + BoardPainter::labelGap(g.cell);
}

QSize BoardView::sizeHint() const
{
    return {560, 560};
}

QSize BoardView::minimumSizeHint() const
{
    return {200, 200};
}

QRectF BoardView::squareRect(int row, int col) const
{
    return m_painter.squareRect(contentsRect(), row, col);
}

QPoint BoardView::squareAt(const QPointF &point) const
{
    return m_painter.squareAt(contentsRect(), point);
}

const QPixmap &BoardView::background()
{
    // The squares and labels change only with the size, the theme or the palette: painted
    // once, then copied, so a flat-out run costs the window little.
    const qreal dpr = devicePixelRatioF();
    const BoardTheme &theme = m_painter.theme();
    const QString key = QStringLiteral("%1x%2@%3 n%4 %5 %6 %7 %8")
                            .arg(width())
                            .arg(height())
                            .arg(dpr)
                            .arg(scene().n)
                            .arg(theme.lightSquare.name(), theme.darkSquare.name(),
                                 palette().window().color().name(),
                                 palette().windowText().color().name())
                        + font().key() + QString::number(m_minimumLabelCaps)
                        + QString::number(m_zoom);
    if (key != m_backgroundKey || m_background.isNull()) {
        m_background = QPixmap((size() * dpr).expandedTo(QSize(1, 1)));
        m_background.setDevicePixelRatio(dpr);
        m_background.fill(palette().window().color());
        QPainter p(&m_background);
        p.setRenderHint(QPainter::Antialiasing);
        m_painter.paintBackground(p, contentsRect());
        m_backgroundKey = key;
    }
    return m_background;
}

void BoardView::paintEvent(QPaintEvent *)
{
    m_painter.setBackground(palette().window().color());
    m_painter.setLabelColour(palette().color(QPalette::WindowText));
    m_painter.setFont(font());
    m_painter.setCursor(m_cursorEnabled && hasFocus() ? std::optional(m_cursor) : std::nullopt,
                        palette().color(QPalette::Highlight));
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.drawPixmap(0, 0, background());
    m_painter.paintForeground(p, contentsRect());
    if (hasFocus()) {
        // Every Tab stop shows that it has the keys: a frame in the highlight colour.
        QPen frame(palette().color(QPalette::Highlight), 2, Qt::DashLine);
        p.setPen(frame);
        p.setBrush(Qt::NoBrush);
        p.setRenderHint(QPainter::Antialiasing, false);
        p.drawRect(rect().adjusted(1, 1, -2, -2));
    }
}
