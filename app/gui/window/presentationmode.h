#pragma once

#include <QByteArray>
#include <QObject>
#include <QSize>
#include <QTimer>

class BoardArea;
class PseudocodeView;
class ScreenBlank;
class QAction;
class QDockWidget;
class QLabel;
class QMainWindow;
class TeachingDocks;
class WindowActions;

// Presentation mode for a classroom projector: full screen, no docks, menu or status bar, and
// large narration; optionally a panel beside the board (View ▸ A panel beside the board while
// presenting, P): the pseudocode, its listing as large as its share of the screen allows, the
// call stack or the search tree, their type as large as the board's labels (Shift+P takes
// the next). Leaving it brings
// back the layout and window state from before. Owns that saved state. The window reacts to
// `toggled` for what else changes (the board's theme). GUI thread.
class PresentationMode : public QObject
{
    Q_OBJECT

public:
    PresentationMode(QMainWindow *window, BoardArea *area, TeachingDocks *teaching,
                     const WindowActions *actions);

    bool isOn() const { return m_on; }
    // A message for `ms` milliseconds: in the status bar, or while presenting (the status bar
    // hidden) on the screen over the board's foot, in the narration's type; and said to a
    // screen reader (ScreenReaderSpeech).
    void say(const QString &text, int ms);
    // The message shown while presenting, for tests ("" when none).
    QString shownMessage() const;
    // B or the full stop blanks the screen while presenting (ScreenBlank); its keys described.
    ScreenBlank *blank() const { return m_blank; }
    QAction *blankKeys() const;
    // While presenting with a panel, shows the chosen one at the width it needs (after a zoom,
    // or another panel chosen).
    void fitPseudocode() { showPanelIfWanted(); }
    void setOn(bool on);
    // While presenting: the window's geometry and dock layout from before, which the settings
    // keep (the presentation's own layout, every dock hidden, made Qt crash when restored at
    // the next start).
    QByteArray geometryBefore() const { return m_geometryBefore; }
    QByteArray layoutBefore() const { return m_layoutBefore; }
    // The share of the screen's width the pseudocode takes beside the board: at least
    // kPseudocodeShare; more when its code needs more in the presentation's type (577-690 px
    // at 768 px high, 775-960 px at 1080), leaving the board's column at least
    // kBoardColumnLeast of the screen's height wide, which the strip's digits need for their
    // 2.5% (at 0.69 they were 2.3%). At 35% the code wrapped on every screen and scrolled by
    // 4-12 lines at 1024x768; wider than that the counters line over the board gives the
    // pseudocode its room (BoardArea::setCodeBeside): with both the squares fell to 29-48%.
    static constexpr double kPseudocodeShare = 0.35;
    static constexpr double kBoardColumnLeast = 0.75;
    // The pseudocode's width beside the board on `screen` when its code needs `needed` pixels.
    static int pseudocodeWidth(int needed, const QSize &screen);
    // Try it yourself's panel: its texts wrap in a narrower column than the pseudocode's (at
    // 35% the narration took five lines in German and French, the squares 50% at 1024x768).
    static constexpr double kPracticeShare = 0.30;

signals:
    void toggled(bool on);

private:
    // Shows the chosen panel, or none, as the actions say, while presenting.
    void showPanelIfWanted();
    // The type of the call stack and the search tree: the presentation's, or the window's.
    void setPanelsPresented(bool on, int screenHeight);

    QMainWindow *m_window;
    BoardArea *m_area;
    TeachingDocks *m_teaching;
    const WindowActions *m_actions;
    QList<QDockWidget *> m_panelDocks; // the pseudocode's, the call stack's, the tree's
    QDockWidget *m_practiceDock = nullptr; // Try it yourself's
    PseudocodeView *m_pseudocode;
    QAction *m_pseudocodeWanted;
    ScreenBlank *m_blank;
    QLabel *m_notice; // the message while presenting
    QTimer m_noticeTimer;
    bool m_on = false;
    QByteArray m_layoutBefore; // saved with SideDocks::kLayoutVersion
    QByteArray m_geometryBefore;
    bool m_wasFullScreenBefore = false;
};
