#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>

class ControlsPanel;
class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QPushButton;

// The Simple view a first lesson starts in, and the way to the Full one and back. The Simple
// view shows the board with its narration, strip and timeline, the controls a first lesson
// uses (board size, goal, speed, the run buttons, the counters) and the pseudocode; its menus
// hold only their everyday entries (isSimpleEntry()). Nothing is lost: every command keeps its
// keys (its action stays on the window, only its menu entry is taken out), and the Full view's
// own dock layout is kept while the Simple one is shown, so that switching back restores it
// whole. Owns the Full view button beside the menus. GUI thread.
class SimpleView : public QObject
{
    Q_OBJECT

public:
    struct Parts
    {
        QMainWindow *window = nullptr;
        QAction *toggle = nullptr; // View ▸ Simple view, checked while it is shown
        ControlsPanel *controls = nullptr;
        QList<QDockWidget *> shown; // the docks the Simple view shows (controls, pseudocode)
        QDockWidget *leftAlone = nullptr; // Try it yourself's dock, which its mode shows
        int layoutVersion = 0; // the window's saveState() version (SideDocks::kLayoutVersion)
    };
    explicit SimpleView(const Parts &parts);

    bool isSimple() const { return m_simple; }
    // Shows the Simple or the Full view; a no-op when it is shown already.
    void setSimple(bool simple);
    // Starts in `simple` from the window's layout as it is now, which is the Full view's
    // (restored from the settings, or the default one).
    void start(bool simple);
    // The dock layout to remember: the Full view's, `shown` when it is the one on screen.
    QByteArray fullLayout(const QByteArray &shown) const;
    // Whether the Simple view's menus keep `entry` (a submenu goes by its menu's name).
    static bool isSimpleEntry(const QAction *entry);
    // What a screen reader is told of the view: "Simple view: …", "Full view: …", with the key
    // that switches.
    QString viewSentence(bool simple) const;
    void retranslate();

signals:
    void switched(bool simple);

private:
    void takeOutMenuEntries();
    void putBackMenuEntries();

    Parts m_parts;
    bool m_simple = false;
    QByteArray m_fullLayout; // kept while the Simple view is shown
    QHash<QMenu *, QList<QAction *>> m_fullMenus; // each menu's entries in the Full view
    QList<QAction *> m_hiddenMenus; // menu bar entries with nothing left for the Simple view
    QPushButton *m_fullButton = nullptr;
};
