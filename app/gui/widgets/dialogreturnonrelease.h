#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

class QKeyEvent;
class QWidget;

// A dialog answered with Return or Enter acts when the key comes up, not when it goes down,
// and a screen reader still hears the press as it goes down.
//
// Why: Orca 48 (Debian 13) reads the keys from the X server itself, beside the program. Where
// Qt had closed the dialog on the press before Orca handled it, Orca's key handler found the
// main window active, said its name, the result at its front ("Step 5 bookmarked. N-Queens
// Visualizer frame"), then echoed "return", which cut that before it began: the student heard
// "Board." and never the result (resources/doc/accessibility.md). Acting on the release gives
// Orca the press first. (Orca 43, on Debian 12, gets each key from Qt's AT-SPI bridge, which
// holds the key until Orca has answered, so it had the press first anyway.)
//
// How: the press is held back by a filter on the widget it is for, which Qt calls after every
// application-wide filter, Qt's AT-SPI bridge among them: the bridge forwards the press to the
// screen reader as it goes down, whatever the order in which the application's filters were
// installed. When the key comes up, the press is given to that widget and up to its dialog as
// Qt gives a key event (the widgets' own event handlers, no filter), so the bridge does not
// forward it a second time. (A first version held the press in its application-wide filter and
// sent it again on the release, through the bridge: Orca 43 fell seconds behind in four CI runs
// of seven, and it was taken out.)
//
// Every other key, Return outside a dialog (the board, the controls, the menus) and in a file
// dialog (its Return completes a typed path and opens folders, and it says no result as it
// closes) act on their press. An application-wide event filter installed by main() for the
// program's life. GUI thread.
class DialogReturnOnRelease : public QObject
{
    Q_OBJECT

public:
    explicit DialogReturnOnRelease(QObject *parent);
    ~DialogReturnOnRelease() override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static bool answersADialog(const QObject *watched, const QKeyEvent &key);
    // The widget's own filter, called after the application's: holds the press back.
    bool holdPress(QObject *watched, const QKeyEvent &key);
    // The held press given to its widget and up to its dialog, without the filters.
    void deliverHeldPress();

    QObject *m_holder; // the filter put on the widget a press is for
    QPointer<QObject> m_waitingFor; // a press on its way to this widget (the holder is on it)
    QPointer<QWidget> m_heldFor; // where Return went down, its press held back
    int m_key = 0;
    Qt::KeyboardModifiers m_modifiers;
    QString m_text;
    bool m_returnDown = false; // a press seen here, its release not yet
    bool m_releasedBeforeHeld = false; // the bridge still held the press when the key came up
    bool m_pressOwed = false; // a release came before its press (the bridge still holds it)
};
