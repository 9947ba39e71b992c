#pragma once

#include <QByteArray>
#include <QObject>

class BoardArea;
class PseudocodeView;
class QAction;
class QDockWidget;
class QMainWindow;
class TeachingDocks;
class WindowActions;

// Presentation mode for a classroom projector: full screen, no docks, menu or status bar, and
// large narration; optionally the pseudocode beside the board (View ▸ Pseudocode while
// presenting, P), its listing as large as its share of the screen allows. Leaving it brings
// back the layout and window state from before. Owns that saved state. The window reacts to
// `toggled` for what else changes (the board's theme). GUI thread.
class PresentationMode : public QObject
{
    Q_OBJECT

public:
    PresentationMode(QMainWindow *window, BoardArea *area, TeachingDocks *teaching,
                     const WindowActions *actions);

    bool isOn() const { return m_on; }
    // While presenting with the pseudocode, gives it the width its code needs again (after a
    // zoom).
    void fitPseudocode() { showPseudocodeIfWanted(); }
    void setOn(bool on);
    // While presenting: the window's geometry and dock layout from before, which the settings
    // keep (the presentation's own layout, every dock hidden, made Qt crash when restored at
    // the next start).
    QByteArray geometryBefore() const { return m_geometryBefore; }
    QByteArray layoutBefore() const { return m_layoutBefore; }
    // The share of the screen's width the pseudocode takes beside the board: at least the
    // first, at most the second when its code needs more in the presentation's type.
    static constexpr double kPseudocodeShare = 0.35;
    static constexpr double kPseudocodeMostShare = 0.45;

signals:
    void toggled(bool on);

private:
    // Shows or hides the pseudocode as the action says, while presenting.
    void showPseudocodeIfWanted();

    QMainWindow *m_window;
    BoardArea *m_area;
    QDockWidget *m_pseudocodeDock;
    PseudocodeView *m_pseudocode;
    QAction *m_pseudocodeWanted;
    bool m_on = false;
    QByteArray m_layoutBefore; // saved with SideDocks::kLayoutVersion
    QByteArray m_geometryBefore;
    bool m_wasFullScreenBefore = false;
};
