#pragma once

#include "boardtheme.h"
#include "runnersnapshot.h"
#include "snapshotfeed.h"
#include "searchtypes.h"
#include "textzoom.h"

#include <QLabel>

// The sentence above the board saying what the last step did, in large type on a background
// whose colour tells the kind of step at a glance. Owns its text, its tone and the tints,
// which come from the board theme, so the colour-blind and high-contrast themes reach it too.
// Its accessible name is the sentence on screen; screen readers hear each new one. Its height
// never changes with the sentence. GUI thread.
class NarrationLabel : public QLabel
{
    Q_OBJECT

public:
    // What kind of step the sentence describes; Plain keeps the window's own background.
    enum class Tone { Plain, Attempt, Conflict, Place, Solution, Lift, Backtrack, Caution };

    explicit NarrationLabel(QWidget *parent = nullptr);

    static Tone toneFor(nq::EventType type);
    // "Step %1 · %2": the step number and the sentence, as the label shows a step (the lesson's
    // web page fills it in the same way).
    static QString stepTemplate();
    // Says what the snapshot's last step did (with the step number and why a run paused),
    // tinted by the kind of step; `foundAny` colours a finished search.
    // Follows the live search's texts, and its colours when the theme changes.
    void follow(nq::SnapshotFeed &feed);
    void showSnapshot(const nq::RunnerSnapshot &snapshot, bool foundAny);
    // Shows the sentence (and tells assistive technology when it changed).
    void setNarration(const QString &text);
    void setTone(Tone tone);
    Tone tone() const { return m_tone; }
    void setTheme(const BoardTheme &theme);
    // Presentation mode: capital letters `capPixels` high (from the screen's height), two
    // lines kept; 0 goes back to the window's type and two lines.
    void setPresentationCaps(qreal capPixels);
    // View ▸ Zoom: the type `zoom` times its size, in the window and while presenting.
    void setTextZoom(qreal zoom);
    // Picks the tint again, e.g. after the window's palette changed (Plain follows it).
    void refreshTint() { setTone(m_tone); }

    // The label keeps the height of reservedLines() lines, whatever the sentence, so that the
    // board below never moves as sentences wrap to more or fewer lines: as many as the longest
    // step's sentence takes in its type at this width, two at least, and in the window one
    // more for the reason a run paused (its first line there; while presenting it stands with
    // the counters), two at least while presenting too. A sentence that would need more lines
    // is set in a smaller type (shownFont()) rather than cut.
    int reservedLines() const { return m_reservedLines; }
    // Why the run paused by itself ("Paused at the next solution"), "" when it did not: the
    // sentence's first line in the window, the counters line's start while presenting.
    static QString stopReasonText(const nq::RunnerSnapshot &snapshot);
    // The sentence's lines as painted at the label's width, in shownFont(): lines break
    // between words only (wholeWords).
    QStringList paintedLines() const;
    bool hasHeightForWidth() const override { return false; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The type the sentence is painted in: the label's font, smaller if it needs more lines.
    QFont shownFont() const;

signals:
    // A new sentence is on screen (for the board, which says it to a screen reader).
    void narrationChanged(const QString &text);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QColor tint() const;
    // The lines the longest step's sentence takes in the label's type at this width, counted
    // as the painter breaks them, and how high they are painted.
    struct LongestStep
    {
        int lines = 2;
        int high = 0;
    };
    LongestStep longestStep() const;
    void fitReservedLines();
    int m_reservedLines = 3;
    int m_longestStepHigh = 0; // the longest step's sentence as painted, in pixels
    int m_sampleN = 14; // the board whose longest step's sentence the lines are kept for
    int reservedHeight() const;
    // How high `lines` lines of text are in the font of `metrics`, as painted.
    static int linesHigh(const QFontMetrics &metrics, int lines);
    // Sets the type of the window or of presentation mode, zoomed.
    void applyFont();

    BoardTheme m_theme = BoardTheme::classic();
    Tone m_tone = Tone::Plain;
    TeachingType m_type; // in the window (zoomed) and while presenting
    nq::SnapshotFeed *m_feed = nullptr; // the snapshots followed, once follow() was called
};
