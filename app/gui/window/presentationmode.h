#pragma once

#include <QByteArray>
#include <QObject>

class QMainWindow;
class BoardArea;

// Presentation mode for a classroom projector: full screen, no docks, menu or status bar, and
// large narration; leaving it brings back the layout and window state from before. Owns that
// saved state. The window reacts to `toggled` for what else changes (the board's theme).
// GUI thread.
class PresentationMode : public QObject
{
    Q_OBJECT

public:
    PresentationMode(QMainWindow *window, BoardArea *area);

    bool isOn() const { return m_on; }
    void setOn(bool on);

signals:
    void toggled(bool on);

private:
    QMainWindow *m_window;
    BoardArea *m_area;
    bool m_on = false;
    QByteArray m_layoutBefore;
    bool m_wasFullScreenBefore = false;
};
