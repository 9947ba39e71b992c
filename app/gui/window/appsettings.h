#pragma once

#include "boardview.h"
#include "runnersnapshot.h"
#include "searchtypes.h"

#include <QByteArray>
#include <QString>

// What the program remembers between runs, and where: a QSettings INI file in the user's
// configuration folder. Every value read back is checked; anything missing, out of range or
// unreadable (a damaged file) gives the default instead. GUI thread.
class AppSettings
{
public:
    struct Values
    {
        nq::SearchOptions options;
        nq::RunMode runMode = nq::RunMode::Animate;
        int speedNotch = 0;
        BoardView::Overlays overlays;
        QString theme = QStringLiteral("classic");
        QString language; // "" follows the system
        QString appearance = QStringLiteral("system"); // system, light or dark
        int listMode = 0;
        QByteArray geometry;
        QByteArray windowState;
    };

    static Values defaults();
    static Values load();
    static void save(const Values &values);
    // Forgets everything saved: the next load() gives the defaults.
    static void clear();
    static QString filePath();
};
