#pragma once

#include "runnersnapshot.h"
#include "snapshotfeed.h"

#include <QWidget>

struct BoardScene;
class BoardView;
class NarrationLabel;
class PlacementArrayView;
class QHBoxLayout;
class QLabel;
class QProgressBar;
class StepTimeline;
class ViewingBanner;

// The window's middle: the banner shown while viewing a solution, the narration, a bookmark's
// note, in presentation mode a line of counters, the progress of a count or listing, the board,
// the placement strip below it and the timeline of the steps run. Owns these widgets and keeps the board and the strip
// showing the same scene. GUI thread.
class BoardArea : public QWidget
{
    Q_OBJECT

public:
    explicit BoardArea(QWidget *parent = nullptr);

    BoardView *board() const { return m_board; }
    PlacementArrayView *array() const { return m_array; }
    StepTimeline *timeline() const { return m_timeline; }
    NarrationLabel *narration() const { return m_narration; }
    ViewingBanner *banner() const { return m_banner; }
    void setScene(const BoardScene &scene, int animationMs = 0);
    // A strip of another room above the narration, under the viewing banner (a trace's).
    void addStrip(QWidget *strip);
    // The search as the snapshot left it, its last move animated when the speed lets one follow it.
    // Follows the feed: the breakpoints and the banner's run state at every snapshot, the live
    // board when it moves, the job's progress with the texts.
    void follow(nq::SnapshotFeed &feed);
    void showSearch(const nq::RunnerSnapshot &snapshot);
    static int animationMsFor(const nq::RunnerSnapshot &snapshot);
    // Called before `hiding` hides: if the keys are in it, the board takes them. Qt would hand
    // them on to the next widget in the chain, and a solutions list taking them chooses a row.
    void takeKeysFrom(const QWidget *hiding);
    // The progress bar shows while a count or a listing runs.
    void showJob(const nq::RunnerSnapshot &snapshot);
    // The teacher's note under the narration while the board shows a bookmarked step.
    void setBookmarkNote(const QString &note, bool bookmarked);
    // The bookmarks of the search shown: their steps, for the timeline's marks, and their
    // notes; while there are any, the note's line is kept, as tall as the tallest of their
    // notes is painted at the line's width.
    void setBookmarkSteps(const QList<quint64> &steps, const QStringList &notes);
    QString bookmarkNote() const;
    // Presentation mode on a screen `screenHeight` pixels high: every text sized from it for
    // the back of the room (capital letters of the narration and the counters line at least
    // kHeadlineShare of the height, of the board's labels and the strip kDetailShare), and a
    // line of counters under the narration (the counters panel is hidden there).
    void setPresenting(bool on, int screenHeight = 0);
    // Trying it yourself: the board is the student's, so the search's counters, paused
    // behind it, are not shown over or beside it while presenting.
    void setPractising(bool on);
    // The pseudocode presented beside the board wider than its usual share: the counters line
    // gives it its room (with it the board's squares fell under their share), and the
    // listing, the strip and the narration say where the search stands meanwhile.
    void setCodeBeside(bool on);
    // View ▸ Zoom: the narration, the strip, the board's labels and the counters line `zoom`
    // times their size.
    void setTextZoom(qreal zoom);
    static constexpr qreal kHeadlineShare = 0.033; // 45 mm on a 2.5 m image: readable at 9 m
    static constexpr qreal kDetailShare = 0.025;
    // The counters as one line ("Steps 12 · placements 2 · …"), "" when not shown; beside the
    // board they stand one a line.
    QString countersLine() const;
    // The longest reason a run pauses for, in the current language (the counters line keeps
    // room for it), for a board of n.
    static QString longestStopReason(int n);

signals:
    // The timeline was clicked, dragged or keyed to a step.
    void jumpRequested(quint64 step);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void followNarrationFont();
    // The bookmark note's line: shown with a note, kept empty while the search has bookmarks.
    void showNoteLine();
    QString noteLine(const QString &note) const;
    void showCounters();
    // Presenting, and neither Try it yourself nor the pseudocode has taken the counters' room.
    bool countersWanted() const { return m_presenting && !m_practising && !m_codeBeside; }
    static QString countersText(const nq::Counters &counters);
    // The largest counters a search with these options shows (the counters line keeps room
    // for them): a small board's whole search counted, a larger one's bounds.
    static nq::Counters largestCounters(const nq::SearchOptions &options);
    static constexpr int kCountedUpTo = 10;
    // Presenting: the counters over the board or beside it, as large as a long search's
    // counters need there.
    void fitCounters();
    // While presenting: a line over the board, or a column beside it.
    enum class CountersShape { Line, OneALine, NamesOverNumbers };
    void placeCounters(CountersShape shape);
    int heightBesideTheBoard() const;
    int lineHeight(const QString &text) const; // the counters' label's height for `text`
    static QString asColumn(const QString &line, CountersShape shape);

    ViewingBanner *m_banner = nullptr;
    NarrationLabel *m_narration = nullptr;
    QLabel *m_note = nullptr;
    QLabel *m_counters = nullptr; // presentation mode only
    QString m_countersLine; // what m_counters says, as one line
    QLabel *m_stopLine = nullptr; // presenting: the reason a run paused, over the board
    bool m_reasonWithCounters = true; // in the counters' label, not in m_stopLine
    // Line shape: the line keeps the room of the counters or of the reason, not of both one
    // after the other; at a stop the reason alone is said where both do not fit it.
    bool m_reasonInCountersPlace = false;
    int m_lineRoom = 0; // Line shape: the counters line's height
    CountersShape m_countersShape = CountersShape::Line; // beside the board: in m_boardRow
    bool m_practising = false;
    bool m_codeBeside = false;
    QHBoxLayout *m_boardRow = nullptr; // the board, and the counters when beside it
    bool m_presenting = false;
    int m_screenHeight = 0; // presenting on a screen this high
    nq::SearchOptions m_searchOptions {nq::kMaxN}; // the search shown
    nq::SearchOptions m_largestFor {0}; // the options m_largest was found for
    nq::Counters m_largest;
    static constexpr int kMargin = 8;
    qreal m_zoom = 1;
    nq::Counters m_shownCounters;
    QString m_stopReason; // why the run shown paused by itself, "" when it did not
    bool m_noteShown = false; // the step shown is bookmarked
    bool m_reserveNote = false; // the search shown has bookmarks: the note's line stays
    QStringList m_reservedNotes; // the notes of the search shown, as the line shows them
    QProgressBar *m_jobProgress = nullptr;
    BoardView *m_board = nullptr;
    PlacementArrayView *m_array = nullptr;
    StepTimeline *m_timeline = nullptr; // animated runs only
};
