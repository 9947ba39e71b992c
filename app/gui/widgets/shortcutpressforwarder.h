#pragma once

#include <QObject>
#include <QString>

// Tells the screen reader of every key press the window takes as a shortcut (Right, Left,
// Space, S, Home, F8 on the board, Esc while a solution is shown), before the shortcut acts.
//
// Why: Qt 6.4's AT-SPI bridge (QSpiApplicationAdaptor) forwards key presses to the registry
// from an application-wide filter on KeyPress events, and holds each press until the screen
// reader has answered. A shortcut's press never becomes a KeyPress event: Qt's window system
// layer (QGuiApplicationPrivate::processKeyEvent) gives it to the shortcut map first, and a
// key the map takes is done there; only its release reaches the bridge. Orca stops its voice
// on a key press, never on a release, and queues what it is sent, so each step's sentence
// waited behind the one before (step 20 began 23.8 s after its key).
//
// How: the press is remembered from the ShortcutOverride event the map sends before it acts;
// when the map then sends the Shortcut event, the press goes to the registry exactly as the
// bridge sends one (NotifyListenersSync on the accessibility bus), and the Shortcut event is
// held until the answer, as the bridge holds key events: Orca has stopped its voice before the
// step's sentence goes out. A press Orca consumes (one of its own commands) does not act, as
// with the bridge. No screen reader (accessibility off, no bus): nothing is held.
// An application-wide event filter, living as long as the window. GUI thread.
class QShortcutEvent;

class ShortcutPressForwarder : public QObject
{
    Q_OBJECT

public:
    explicit ShortcutPressForwarder(QObject *owner);
    ~ShortcutPressForwarder() override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // A key press as AT-SPI's DeviceEventController takes it.
    struct Press
    {
        quint32 keysym = 0;
        quint32 keycode = 0;
        quint32 modifiers = 0; // AT-SPI's modifier bits
        QString text;
    };
    // Sends `press` to the registry and holds `shortcut` for `receiver` until the answer;
    // false when no screen reader listens (the shortcut acts now).
    bool forward(const Press &press, QObject *receiver, const QShortcutEvent &shortcut);

    bool m_hasPress = false;
    Press m_press;
    bool m_delivering = false; // a held Shortcut event on its way: not held again
};
