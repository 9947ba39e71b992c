#pragma once

#include "appsettings.h"

#include <QObject>
#include <QTimer>

#include <functional>

// Keeps the settings saved: a moment after the user changes one (so a change survives a crash
// or a killed session) and when the window closes. A failed save is said once (failed()),
// not again until a save has worked. Owns the short timer that gathers a burst of changes
// into one save; asks its owner for the values. GUI thread.
class SettingsSaver : public QObject
{
    Q_OBJECT

public:
    using Collect = std::function<AppSettings::Values()>;
    SettingsSaver(Collect collect, QObject *parent);

    // Saves a second from now; another change in that second moves the save on.
    void saveSoon();
    // Each of the sender's signals (a setting changed) saves soon.
    template<typename Sender, typename... Signals>
    void saveOnEach(Sender *sender, Signals... changed)
    {
        (connect(sender, changed, this, &SettingsSaver::saveSoon), ...);
    }
    // Saves at once; returns why it failed, or an empty string.
    QString saveNow();
    // Saves as the window closes: a failure goes to the terminal (one warning line), since the
    // status bar goes with the window.
    void saveAtClose();

signals:
    void failed(const QString &message);

private:
    Collect m_collect;
    QTimer m_delay;
    bool m_failing = false;
};
