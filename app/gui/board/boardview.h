#pragma once

#include "boardaccessible.h"
#include "boardpainter.h"
#include "boardscene.h"
#include "boardtheme.h"
#include "searchtypes.h"
#include "speechpacer.h"

#include <QElapsedTimer>
#include <QPixmap>
#include <QTimer>
#include <QVariantAnimation>
#include <QWidget>

// Shows a BoardScene: square cells filling the widget, row and column labels, queens from
// the SVG in the resources, and the marks that explain the last step, painted by its
// BoardPainter (which exports share). Animates the last mark, keeps the keyboard cursor and
// caches the squares. Holds no search state, only the scene it was given. GUI thread.
class BoardView : public QWidget, public AccessibleBoardSource
{
    Q_OBJECT

public:
    // Extra layers a teacher can switch on or off.
    using Overlays = BoardPainter::Overlays;

    explicit BoardView(QWidget *parent = nullptr);

    void setOverlays(const Overlays &overlays);
    const Overlays &overlays() const { return m_painter.overlays(); }
    void setBreakpoints(const nq::SquareSet &breakpoints);
    // Keyboard cursor for placing queens by hand (arrow keys move it, Enter or Space acts).
    void setCursorEnabled(bool enabled);
    bool cursorEnabled() const override { return m_cursorEnabled; }
    QPoint cursorSquare() const override { return m_cursor; } // (col, row)
    // How many queens on the board attack (row, col); the square's own queen does not count.
    int attackCount(int row, int col) const;

    void setScene(const BoardScene &scene, int animationMs = 0);
    const BoardScene &scene() const { return m_painter.scene(); }
    void setTheme(const BoardTheme &theme);
    // Presentation mode: row and column labels with capital letters (digits) at least
    // `capPixels` high, from the screen's height; 0 sizes them from the squares again.
    void setMinimumLabelCaps(qreal capPixels);
    // View ▸ Zoom: the labels `zoom` times the size the squares (or presentation mode) give them.
    void setTextZoom(qreal zoom);
    // The labels' pixel size at the widget's size now.
    int labelPixels() const;
    // How far the column letters reach above the squares (their band and its gap).
    qreal labelBand() const;
    const BoardTheme &theme() const { return m_painter.theme(); }

    // What a screen reader says about the board: its size and where the queens stand.
    QString spokenDescription() const;
    // What a screen reader says about one square: "Row 3, column 4: queen", the candidate
    // with what attacks it, or "empty" (BoardAccessible's cells).
    QString describeSquare(int row, int col) const override;
    // The same of a square of `scene`, for a board that is not shown here (the web page's).
    static QString squareDescription(const BoardScene &scene, int row, int col);
    // What squareDescription says of a square without a mark, a queen on it or not, "%1" and
    // "%2" standing for its row and column: the words a web page's script fills in.
    static QString plainSquareTemplate(bool queen);
    // The narration of the step on the board: it becomes the start of the board's accessible
    // description at once (Orca's Where Am I reads the step on the board), and a screen reader
    // says it while the board has the focus (ScreenReaderSpeech). A step by key is said at
    // once; during Play a sentence is said only when the previous one has had time to be
    // heard, the newest waiting (SpeechPacer).
    // A narration that `matters` (a placement, a removal, a solution) is said during Play
    // before the tries that follow it.
    void speakStep(const QString &narration, bool matters = false);
    // The next step said, when the search is not playing (within five seconds), is a dialog's
    // result (Go to step, Run until a level): said first when the window is back
    // (ScreenReaderSpeech::sayFromFocus), not after the window's and the board's names.
    void sayNextStepAsResult();
    // The newest narration given to speakStep(), said or not.
    const QString &newestStep() const { return m_newestStep; }
    // The sentence last said (with the description-changed event for other clients).
    QString spokenStep() const { return m_spokenStep; }
    // Whether the search is playing (or running until something): its steps are then paced.
    // Going from playing to not playing (Pause, a stop, the end) says where the search stands,
    // the newest narration, once the snapshot that stopped it has been handed out whole
    // (snapshotHandedOut(): its narration comes after its run state).
    // `pausedAtStep` > 0: the user paused there, and it is said first ("Paused at step 21").
    void setPlaying(bool playing, quint64 pausedAtStep = 0);
    // The snapshot whose run state setPlaying() was given has been handed out, its narration
    // with it (SnapshotMoment::HandedOut): a pause is said now.
    void snapshotHandedOut();
    bool isPlaying() const { return m_playing; }
    // The bookmark's note of the step on the board ("Bookmark: look at row 3"), or empty: it
    // follows the step in the board's description (Orca's Where Am I reads it), and it is said
    // when the board, focused, comes onto a bookmarked step (Ctrl+PgDn).
    void setSpokenNote(const QString &note);
    // The board's accessible description: the newest step's narration, the bookmark's note,
    // then spokenDescription(), as sentences (SpokenText).
    QString accessibleText() const override;
    QString resultBeforeName() const override;
    int boardSize() const override { return scene().n; }

    // The rectangle of a square in widget coordinates (for tests and hit testing).
    QRectF squareRect(int row, int col) const override;
    // The square under a point, or (-1, -1).
    QPoint squareAt(const QPointF &point) const override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // For cells `cell` pixels wide: the frame's width around the board (thicker round a
    // solution), and the gap between the board's edge and its labels, wider than any frame so
    // that no frame covers a label.
    static qreal frameWidth(qreal cell, bool solution)
    {
        return BoardPainter::frameWidth(cell, solution);
    }
    static qreal labelGap(qreal cell) { return BoardPainter::labelGap(cell); }

signals:
    // A left click, or Enter/Space on the cursor square.
    void squareActivated(int row, int col);
    // A right click (or the menu key on the cursor square): breakpoints.
    void squareContextRequested(int row, int col, const QPoint &globalPos);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    // With the cursor on, its keys win over the window's shortcuts while the board has the focus.
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // Gives the painter the labels' sizes: presentation mode's least and the zoom.
    void applyLabelSizes();
    // The squares and labels, painted once for each size, theme, palette and font.
    const QPixmap &background();
    void announce();
    // Says the newest narration if the voice is free now, or sets the timer for when it is.
    void speakWaitingStep();
    // The board's description starts with `sentence`, and a screen reader says it.
    void say(const QString &sentence);
    // Tells a screen reader that the keyboard cursor moved onto its square.
    // Says the square under the keyboard cursor (Try it yourself) to a screen reader.
    void sayCursorSquare();

    BoardPainter m_painter; // holds the scene, theme, overlays, breakpoints and progress
    QPixmap m_background;
    qreal m_minimumLabelCaps = 0;
    qreal m_zoom = 1;
    QString m_backgroundKey;
    QVariantAnimation m_animation;
    bool m_cursorEnabled = false;
    QPoint m_cursor {0, 0};
    QString m_spokenStep; // what a screen reader was last told
    QString m_newestStep; // the newest narration, said or not
    QString m_note; // the bookmark's note of the step shown
    bool m_playing = false;
    bool m_sayAfterPause = false; // snapshotHandedOut() will say the newest narration
    quint64 m_pausedAtStep = 0; // the step the user paused at, said before the narration
    SpeechPacer m_pacer;
    QElapsedTimer m_clock; // the pacer's clock
    // How long after the window is active again the description is short (accessibleText).
    static constexpr qint64 kShortAfterActivationMs = 3000;
    qint64 m_activatedAtMs = -1; // on m_clock; -1 before the window was first active
    static constexpr qint64 kStepAsResultMs = 5000;
    qint64 m_stepAsResultUntilMs = -1; // on m_clock: sayNextStepAsResult()'s deadline
    QTimer m_voiceFree; // when the waiting narration may be said
};
