#include "boardarea.h"

#include "boardscene.h"
#include "boardview.h"
#include "fittedfont.h"
#include "narrationlabel.h"
#include "placementarrayview.h"
#include "speedlimits.h"
#include "stepper.h"
#include "steptimeline.h"
#include "viewingbanner.h"

#include <QApplication>
#include <QEvent>
#include <QLocale>
#include <QLabel>
#include <QHBoxLayout>
#include <QProgressBar>
#include <QRegularExpression>
#include <QVBoxLayout>

using namespace nq;

namespace {

// The counters while presenting. Beside the board it asks for the width of the largest
// counters (`wantedWidth`, so that the board does not move as they grow) without insisting
// on it: a fixed width there made the window wider than the screen as a dock came in.
class CountersLabel : public QLabel
{
public:
    using QLabel::QLabel;
    int wantedWidth = 0; // beside the board; 0 over it

    QSize sizeHint() const override
    {
        const QSize hint = QLabel::sizeHint();
        return wantedWidth > 0 ? QSize(wantedWidth, hint.height()) : hint;
    }
    QSize minimumSizeHint() const override
    {
        const QSize hint = QLabel::minimumSizeHint();
        return wantedWidth > 0 ? QSize(0, hint.height()) : hint;
    }
};

} // namespace

BoardArea::BoardArea(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(kMargin, kMargin, kMargin, kMargin);
    m_banner = new ViewingBanner(this);
    layout->addWidget(m_banner);
    m_narration = new NarrationLabel(this);
    layout->addWidget(m_narration);
    // The lines under the narration: centred plain text that wraps (in large type a line may
    // be wider than the board's side of the screen, with the pseudocode beside it), hidden
    // until wanted.
    const auto addLine = [this, layout](QLabel *line, const QString &name) {
        line->setObjectName(name);
        line->setWordWrap(true);
        line->setTextFormat(Qt::PlainText);
        line->setAlignment(Qt::AlignHCenter);
        line->hide();
        layout->addWidget(line);
        return line;
    };
    m_note = addLine(new QLabel(this), QStringLiteral("bookmarkNote"));
    m_counters = addLine(new CountersLabel(this), QStringLiteral("presentationCounters"));
    // While presenting with the counters beside the board, the reason a run paused may stand
    // over the board instead of under them (where the column has no room for it).
    m_stopLine = addLine(new QLabel(this), QStringLiteral("presentationStopReason"));
    followNarrationFont();
    m_narration->installEventFilter(this); // the note's type follows the narration's
    m_note->installEventFilter(this); // and its height the width it is given
    m_jobProgress = new QProgressBar(this);
    m_jobProgress->setObjectName(QStringLiteral("jobProgress"));
    m_jobProgress->setRange(0, 1000);
    m_jobProgress->setTextVisible(false);
    m_jobProgress->hide();
    layout->addWidget(m_jobProgress);
    m_board = new BoardView(this);
    m_board->setObjectName(QStringLiteral("board"));
    // With the board focused, as it is while stepping, a screen reader hears each step.
    // During Play a placement, a removal or a solution is said before the tries after it (the
    // label's tone, set before its narration, is the kind of step).
    connect(m_narration, &NarrationLabel::narrationChanged, m_board, [this](const QString &text) {
        using T = NarrationLabel::Tone;
        const T tone = m_narration->tone();
        m_board->speakStep(text, tone == T::Place || tone == T::Lift || tone == T::Solution
                                     || tone == T::Backtrack);
    });
    // While presenting, the counters may stand beside the board (placeCounters).
    m_boardRow = new QHBoxLayout;
    m_boardRow->setContentsMargins(0, 0, 0, 0);
    m_boardRow->addWidget(m_board, 1);
    layout->addLayout(m_boardRow, 1);
    m_array = new PlacementArrayView(this);
    m_array->setObjectName(QStringLiteral("placementArray"));
    layout->addWidget(m_array);
    m_timeline = new StepTimeline(this);
    m_timeline->setObjectName(QStringLiteral("timeline"));
    connect(m_timeline, &StepTimeline::jumpRequested, this, &BoardArea::jumpRequested);
    layout->addWidget(m_timeline);
    retranslate();
}

void BoardArea::addStrip(QWidget *strip)
{
    static_cast<QVBoxLayout *>(layout())->insertWidget(1, strip);
}

void BoardArea::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

bool BoardArea::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_narration && event->type() == QEvent::FontChange)
        followNarrationFont();
    else if (watched == m_note && event->type() == QEvent::Resize)
        showNoteLine(); // the notes wrap at the line's new width
    return QWidget::eventFilter(watched, event);
}

void BoardArea::followNarrationFont()
{
    // Nearly as large as the narration (readable from the back of the room), set apart by
    // italics.
    QFont font = m_narration->font();
    font.setItalic(true);
    if (font.pixelSize() > 0) // presenting: sized in pixels from the screen
        font.setPixelSize(std::max(1, int(font.pixelSize() * 0.85)));
    else
        font.setPointSizeF(font.pointSizeF() * 0.85);
    m_note->setFont(font);
    showNoteLine(); // the line reserved in the new type
}

void BoardArea::setBookmarkNote(const QString &note, bool bookmarked)
{
    m_noteShown = bookmarked;
    m_note->setText(bookmarked ? noteLine(note) : QString());
    // Heard on the board as well as seen (a screen reader never read it there).
    m_board->setSpokenNote(bookmarked && !note.isEmpty() ? m_note->text() : QString());
    showNoteLine();
}

QString BoardArea::noteLine(const QString &note) const
{
    return note.isEmpty() ? tr("Bookmarked step") : tr("Bookmark: %1").arg(note);
}

void BoardArea::setBookmarkSteps(const QList<quint64> &steps, const QStringList &notes)
{
    m_timeline->setBookmarkSteps(steps);
    m_reserveNote = !steps.isEmpty();
    m_reservedNotes = notes;
    showNoteLine();
}

void BoardArea::showNoteLine()
{
    // While the search shown has bookmarks, the note's line stays (empty between them), so
    // that the board does not move as the class steps onto a bookmark and off it.
    m_note->setVisible(m_noteShown || m_reserveNote);
    // A line as the note is painted in the language shown, not lineSpacing() of its font: in
    // Chinese the words before the note are set in a CJK face with taller lines, and the board
    // moved 8-9 px at every bookmarked step. And as tall as the tallest note of the search
    // wraps at the line's width, as QLabel lays out a plain text: a narrow board area, the
    // large type of the back of the room or German's longer words wrap a note (with Debian
    // 13's fonts a short German note took two lines, and the board moved 18 px).
    int line = 0;
    if (m_reserveNote) {
        const QFontMetrics metrics(m_note->font());
        const QMargins frame = m_note->contentsMargins();
        const int width = m_note->width() - 2 * m_note->margin() - frame.left() - frame.right();
        const QRect room(0, 0, width > 0 ? width : QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
        QStringList lines {noteLine({}), noteLine(QStringLiteral("\u00c1g"))};
        for (const QString &note : m_reservedNotes)
            lines << noteLine(note);
        for (const QString &text : lines) {
            line = std::max(line, metrics.boundingRect(text).height());
            line = std::max(
                line, metrics.boundingRect(room, int(m_note->alignment()) | Qt::TextWordWrap, text)
                          .height());
        }
        line += 2 * m_note->margin() + frame.top() + frame.bottom();
    }
    m_note->setMinimumHeight(line);
}

QString BoardArea::bookmarkNote() const
{
    return m_noteShown ? m_note->text() : QString();
}

void BoardArea::retranslate()
{
    m_narration->setAccessibleDescription(tr("What the last step did"));
    m_array->setAccessibleName(tr("The placement as the array cols"));
    // Help ▸ What's this? on each part of the board area.
    m_board->setWhatsThis(
        tr("The board at the step the panels show. The queen just placed, the square being "
           "tried and the line of the queen that attacks it are marked (View ▸ Overlays adds "
           "the attacked squares and how many queens attack each one). Right-click a square to "
           "set a breakpoint there."));
    m_narration->setWhatsThis(tr("What the last step did and why, in one sentence."));
    // As the strip draws them (PlacementArrayView::shownAt): "·" for a row not filled yet,
    // the column being tried and "?" for the row being filled; the indices above the boxes.
    m_array->setWhatsThis(
        tr("The queens as the program keeps them: the array cols, where cols[r] is the column of "
           "the queen in row r (in column order rows[c], the row of the queen in column c). A "
           "box with %1 is a row not filled yet; one like %2 is the row being filled, with the "
           "column being tried. The indices r stand above the boxes.")
            .arg(QStringLiteral("·"), QStringLiteral("3?")));
    m_timeline->setWhatsThis(
        tr("The steps the search has run so far, with the solutions and bookmarks marked. Click "
           "or drag to go back to any of them; the arrow keys move it when it has the focus."));
    showCounters();
    fitCounters(); // the longest reason to pause, in this language
}

int BoardArea::lineHeight(const QString &text) const
{
    // As the counters' label lays it out: wrapped at its width, with its margins.
    const int width = std::max(1, m_counters->contentsRect().width() - 2 * m_counters->margin());
    return QFontMetrics(m_counters->font())
               .boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, text)
               .height()
           + 2 * m_counters->margin();
}

QString BoardArea::countersText(const nq::Counters &c)
{
    const QLocale locale;
    // Each name keeps its number on its line: the line breaks between the counters only.
    QString line = tr("Steps %1 · placements %2 · backtracks %3 · solutions %4");
    line.replace(QRegularExpression(QStringLiteral(" (%\\d)")), QStringLiteral("\u00a0\\1"));
    return line.arg(locale.toString(qulonglong(c.steps)), locale.toString(qulonglong(c.places)),
                    locale.toString(qulonglong(c.backtracks)),
                    locale.toString(qulonglong(c.solutions)));
}

QString BoardArea::asColumn(const QString &line, CountersShape shape)
{
    // Every language keeps the counters apart with " · " (the line breaks only there), and
    // each name from its number with a no-break space.
    QString column = QString(line).replace(QStringLiteral(" · "), QStringLiteral("\n"));
    if (shape == CountersShape::NamesOverNumbers)
        column.replace(QChar(0xa0), QLatin1Char('\n'));
    return column;
}

void BoardArea::showCounters()
{
    // While presenting, the reason a run paused opens the counters' line (not a third
    // narration line); beside the board it comes under the counters, which stay where they
    // are, or over the board. Only the texts: their room is kept by fitCounters (at a new
    // size, type, language or search), not at every snapshot.
    const QString counters = countersText(m_shownCounters);
    m_countersLine = m_stopReason.isEmpty() ? counters : tr("%1 · %2").arg(m_stopReason, counters);
    const bool reasonUnder = m_reasonWithCounters && !m_stopReason.isEmpty();
    if (m_countersShape == CountersShape::Line)
        m_counters->setText(m_reasonInCountersPlace && !m_stopReason.isEmpty()
                                    && lineHeight(m_countersLine) > m_lineRoom
                                ? m_stopReason
                                : m_countersLine);
    else
        m_counters->setText(asColumn(counters, m_countersShape)
                            + (reasonUnder ? QLatin1Char('\n') + m_stopReason : QString()));
    m_stopLine->setText(m_reasonWithCounters ? QString() : m_stopReason);
}

int BoardArea::heightBesideTheBoard() const
{
    // The height the parts above and below the board take at this width (all but the board's
    // row and the counters): what is left is the board's, and the counters' over it.
    const int width = contentsRect().width();
    int taken = 0;
    for (int i = 0; i < layout()->count(); ++i) {
        const QWidget *part = layout()->itemAt(i)->widget();
        if (!part || part == m_counters || part == m_stopLine || part->isHidden())
            continue;
        const int hinted = part->hasHeightForWidth() ? part->heightForWidth(width)
                                                     : part->sizeHint().height();
        taken += std::max({hinted, part->minimumHeight(), part->minimumSizeHint().height()});
    }
    return taken;
}

void BoardArea::fitCounters()
{
    // The counters keep the room of a long search's counters and of the longest reason to
    // pause, whatever they say now: the board must not move under way. Over the board they
    // are a line with the reason, as many lines high as those take at this width; beside it
    // a column, one counter a line (or its name over its number), as wide as the widest,
    // the reason under them or in a line over the board: whichever leaves the board the
    // largest side.
    if (m_counters->isHidden()) {
        m_counters->setMinimumSize(0, 0);
        m_counters->setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
        static_cast<CountersLabel *>(m_counters)->wantedWidth = 0;
        m_stopLine->hide();
        return;
    }
    if (m_largestFor != m_searchOptions) {
        m_largestFor = m_searchOptions;
        m_largest = largestCounters(m_searchOptions);
    }
    const QString largest = countersText(m_largest);
    const QString reason = longestStopReason(m_searchOptions.n);
    const QFontMetrics metrics(m_counters->font());
    const int margins = 2 * m_counters->margin();
    const QRect area = contentsRect();
    const int room = area.height() - heightBesideTheBoard();
    const int width = std::max(1, area.width() - 16);
    // At most a quarter of the screen for a line: while the docks beside the board are laid
    // out its column is narrow a moment, and a line asking for more would push the window
    // past the screen's foot (which it kept once the column was wide again).
    const int most = m_screenHeight > 0 ? m_screenHeight / 4 : QWIDGETSIZE_MAX;
    const auto high = [&](const QString &text, int textWidth) {
        return metrics
                   .boundingRect(QRect(0, 0, std::max(1, textWidth), 100000), Qt::TextWordWrap,
                                 text)
                   .height()
               + margins;
    };
    const int lineRoom = std::min(high(tr("%1 · %2").arg(reason, largest), width), most);
    const int reasonRoom = std::min(high(reason, width), most);
    struct Choice
    {
        CountersShape shape = CountersShape::Line;
        bool reasonWithCounters = true;
        int boardSide = 0;
        int columnWidth = 0;
    };
    Choice best {CountersShape::Line, true, std::min(room - lineRoom, area.width()), 0};
    // Or the line keeps the room of the larger of the two, and at a stop the reason takes the
    // counters' place where they do not fit beside it: the counters are back at the next step.
    const int eitherRoom = std::min(std::max(high(largest, width), reasonRoom), most);
    const bool eitherIsBetter = m_presenting && eitherRoom < lineRoom
                                && std::min(room - eitherRoom, area.width()) > best.boardSide;
    if (eitherIsBetter)
        best.boardSide = std::min(room - eitherRoom, area.width());
    for (const CountersShape column : {CountersShape::OneALine, CountersShape::NamesOverNumbers}) {
        if (!m_presenting)
            break;
        const QString text = asColumn(largest, column);
        int widest = 0;
        for (const QString &line : text.split(QLatin1Char('\n')))
            widest = std::max(widest, metrics.horizontalAdvance(line));
        widest += margins + metrics.averageCharWidth();
        const int side = area.width() - widest;
        const Choice under {column, true, std::min(room, side), widest};
        if (high(text + QLatin1Char('\n') + reason, widest - margins) <= room
            && under.boardSide > best.boardSide)
            best = under;
        const Choice over {column, false, std::min(room - reasonRoom, side), widest};
        if (high(text, widest - margins) <= room - reasonRoom && over.boardSide > best.boardSide)
            best = over;
    }
    const bool moved = best.shape != m_countersShape
                       || best.reasonWithCounters != m_reasonWithCounters;
    m_reasonWithCounters = best.reasonWithCounters;
    const bool inPlace = best.shape == CountersShape::Line && eitherIsBetter
                         && best.boardSide == std::min(room - eitherRoom, area.width());
    const int chosenLineRoom = inPlace ? eitherRoom : lineRoom;
    const bool lineChanged = inPlace != m_reasonInCountersPlace || chosenLineRoom != m_lineRoom;
    m_reasonInCountersPlace = inPlace;
    m_lineRoom = chosenLineRoom;
    m_stopLine->setVisible(!best.reasonWithCounters);
    m_stopLine->setFixedHeight(reasonRoom);
    m_stopLine->setFont(m_counters->font());
    placeCounters(best.shape);
    static_cast<CountersLabel *>(m_counters)->wantedWidth = best.columnWidth;
    if (best.shape != CountersShape::Line) {
        m_counters->setMinimumSize(0, 0);
        m_counters->setMaximumSize(best.columnWidth, QWIDGETSIZE_MAX);
    } else {
        m_counters->setMinimumWidth(0);
        m_counters->setMaximumWidth(QWIDGETSIZE_MAX);
        m_counters->setFixedHeight(m_lineRoom);
    }
    m_counters->updateGeometry();
    if (moved || lineChanged)
        showCounters(); // in the new shape and place
}

void BoardArea::placeCounters(CountersShape shape)
{
    if (shape == m_countersShape)
        return;
    const bool wasBeside = m_countersShape != CountersShape::Line;
    const bool beside = shape != CountersShape::Line;
    m_countersShape = shape;
    auto *column = static_cast<QVBoxLayout *>(layout());
    if (beside && !wasBeside) {
        column->removeWidget(m_counters);
        m_boardRow->addWidget(m_counters, 0);
        m_counters->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    } else if (!beside && wasBeside) {
        m_boardRow->removeWidget(m_counters);
        column->insertWidget(column->indexOf(m_note) + 1, m_counters);
        m_counters->setAlignment(Qt::AlignHCenter);
    }
}

nq::Counters BoardArea::largestCounters(const nq::SearchOptions &options)
{
    // A small board's whole search is run here (N=10: about a million steps, a few
    // milliseconds): its counters at the end are the largest it shows.
    const int n = options.n;
    if (n <= kCountedUpTo) {
        nq::SearchOptions all = options;
        all.goal = nq::Goal::All;
        Stepper whole(all);
        while (!whole.isFinished())
            whole.next();
        return whole.counters();
    }
    // A larger one visits no more than the partial placements of N queens, one per row
    // (sum of N!/(N-k)!), nor takes more than 3N + 3 steps at one (its tries, conflicts, the
    // place and remove, the backtrack), nor finds more than N! solutions; and none shown
    // step by step runs past these (a long search of N=12 is 35 million steps).
    nq::Counters most;
    most.steps = 99'999'999;
    most.places = most.backtracks = 9'999'999;
    most.solutions = 999'999;
    double nodes = 1;
    double partial = 1;
    double factorial = 1;
    for (int k = 1; k <= n; ++k) {
        partial *= n - k + 1;
        nodes += partial;
        factorial *= k;
    }
    const auto atMost = [](double bound, quint64 cap) {
        return bound < double(cap) ? quint64(bound) : cap;
    };
    most.steps = atMost(nodes * (3 * n + 3), most.steps);
    most.places = most.backtracks = atMost(nodes, most.places);
    most.solutions = atMost(factorial, most.solutions);
    return most;
}

void BoardArea::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitCounters();
}

void BoardArea::setScene(const BoardScene &scene, int animationMs)
{
    m_board->setScene(scene, animationMs);
    m_array->setScene(scene);
}

void BoardArea::takeKeysFrom(const QWidget *hiding)
{
    const QWidget *focus = QApplication::focusWidget();
    if (focus && (focus == hiding || hiding->isAncestorOf(focus)))
        m_board->setFocus();
}

void BoardArea::showJob(const RunnerSnapshot &snapshot)
{
    // A listing or a count has no steps to move through.
    m_timeline->setVisible(snapshot.animates());
    const bool jobRunning = !snapshot.animates() && snapshot.job.running;
    m_jobProgress->setVisible(jobRunning);
    if (jobRunning)
        m_jobProgress->setValue(int(snapshot.job.fractionDone * 1000));
}

void BoardArea::setTextZoom(qreal zoom)
{
    m_zoom = zoom;
    m_narration->setTextZoom(zoom);
    m_array->setTextZoom(zoom);
    m_board->setTextZoom(zoom);
    setPresenting(m_presenting, m_screenHeight);
}

void BoardArea::setPresenting(bool on, int screenHeight)
{
    m_presenting = on;
    m_screenHeight = screenHeight;
    // The board wants every pixel of the height from the back of the room: no gaps between
    // the lines around it (each keeps its own margins).
    const int margin = on ? 0 : kMargin;
    layout()->setContentsMargins(margin, margin, margin, margin);
    layout()->setSpacing(on ? 0 : -1);
    const qreal height = on ? std::max(screenHeight, 480) : 0;
    m_narration->setPresentationCaps(height * kHeadlineShare);
    m_array->setPresentationCaps(height * kDetailShare);
    m_board->setMinimumLabelCaps(height * kDetailShare);
    QFont font = m_note->font();
    font.setItalic(false);
    m_counters->setFont(on ? fontWithCapHeight(font, height * kHeadlineShare * m_zoom) : font);
    m_counters->setVisible(countersWanted());
    showCounters();
    fitCounters();
}

void BoardArea::setPractising(bool on)
{
    m_practising = on;
    m_counters->setVisible(countersWanted());
    showCounters();
    fitCounters();
}

void BoardArea::setCodeBeside(bool on)
{
    if (on == m_codeBeside)
        return;
    m_codeBeside = on;
    m_counters->setVisible(countersWanted());
    showCounters();
    fitCounters();
}

QString BoardArea::countersLine() const
{
    return m_counters->isHidden() ? QString()
                                  : QString(m_countersLine).replace(QChar(0xa0), QLatin1Char(' '));
}

QString BoardArea::longestStopReason(int n)
{
    QString longest;
    for (const StopReason reason : {StopReason::Breakpoint, StopReason::NextSolution,
                                    StopReason::NextBacktrack, StopReason::LevelReached}) {
        RunnerSnapshot paused;
        paused.stoppedBy = reason;
        paused.untilLevel = std::max(0, n - 1);
        for (const Order order : {Order::Rows, Order::Columns}) {
            paused.search.options.order = order;
            const QString text = NarrationLabel::stopReasonText(paused);
            if (text.size() > longest.size())
                longest = text;
        }
    }
    return longest;
}

void BoardArea::showSearch(const RunnerSnapshot &snapshot)
{
    if (!(snapshot.search.options == m_searchOptions)) {
        m_searchOptions = snapshot.search.options;
        fitCounters();
    }
    m_shownCounters = snapshot.search.counters;
    m_stopReason = NarrationLabel::stopReasonText(snapshot);
    if (!m_counters->isHidden())
        showCounters();
    // A trace is known to its end: the bar is all of it from the start.
    m_timeline->setSteps(snapshot.step(), snapshot.furthestStep,
                         snapshot.isFinished() || snapshot.showsTrace());
    m_timeline->setSolutionSteps(snapshot.solutionSteps);
    m_timeline->setViolationStep(snapshot.trace ? snapshot.trace->violationStep() : std::nullopt);
    const Event *last = snapshot.hasEvent() ? &snapshot.lastEvent() : nullptr;
    BoardScene scene = BoardScene::fromEvent(snapshot.placement(), last,
                                             snapshot.search.options.order);
    if (snapshot.showsTrace()) // the program's board, rules broken or not
        scene.showProgramsQueens(snapshot.traceSquares);
    setScene(scene, animationMsFor(snapshot));
}

int BoardArea::animationMsFor(const RunnerSnapshot &snapshot)
{
    const double stepsPerSecond = snapshot.stepsPerSecond;
    if (snapshot.runState != RunState::Running)
        return 220; // a step by hand
    if (stepsPerSecond <= speed::kFullSpeed || stepsPerSecond > speed::kAnimatedLimit)
        return 0; // too fast to follow: draw the newest state only
    return int(std::min(350.0, 700.0 / stepsPerSecond));
}

void BoardArea::follow(SnapshotFeed &feed)
{
    using M = SnapshotMoment;
    feed.subscribe(M::EveryFrame, [this](const RunnerSnapshot &s, const SnapshotChanges &) {
        m_board->setBreakpoints(s.breakpoints);
        // Paused by the user (no stop reason of the run's own): the voice says so.
        const bool userPause = s.runState == RunState::Paused
                               && (s.stoppedBy == StopReason::None
                                   || s.stoppedBy == StopReason::StepReached);
        m_board->setPlaying(s.runState == RunState::Running, userPause ? s.step() : 0);
        m_banner->setSearchState(s.runState, s.job.cancelled);
    });
    feed.subscribe(M::Board,
                   [this](const RunnerSnapshot &s, const SnapshotChanges &) { showSearch(s); });
    feed.subscribe(M::SearchTexts,
                   [this](const RunnerSnapshot &s, const SnapshotChanges &) { showJob(s); });
    // A pause is said once the narration of the step it stopped at has come (SearchTexts).
    feed.subscribe(M::HandedOut, [this](const RunnerSnapshot &, const SnapshotChanges &) {
        m_board->snapshotHandedOut();
    });
}
