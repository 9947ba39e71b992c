#pragma once

#include <QWidget>

class QAction;

// A presenter's blank screen: in presentation mode B or the full stop (what a clicker's
// "blank" button sends, as slide programs expect) hides the board behind black, and any key or
// click shows it again without moving the search. Watches the application's keys only while
// presenting, before the window's shortcuts (so B does not run to a backtrack there, nor the
// full stop jump to a bookmark). Owns the black cover over the window and an action that
// names its keys for the list of shortcuts (never added to a widget: the keys are this
// class's, not a shortcut's). GUI thread.
class ScreenBlank : public QWidget
{
    Q_OBJECT

public:
    explicit ScreenBlank(QWidget *window);

    // Presentation mode on or off: the keys are watched while on; off shows the screen again.
    void setWatching(bool on);
    bool isBlank() const { return isVisible(); }
    // Its keys and what they do, for Help ▸ Keyboard shortcuts.
    QAction *keysDescribed() const { return m_keys; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void setBlank(bool blank);
    void retranslate();

    QAction *m_keys;
    bool m_watching = false;
};
