#pragma once

#include "boardview.h"
#include "programchoice.h"
#include "runnersnapshot.h"
#include "searchtypes.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

// What the program remembers between runs, and where: an INI file in the user's configuration
// folder, read through the one read path and saved through the one save path (QSettings works
// on a private copy). Every value read back is checked; anything missing, out of range or
// unreadable (a damaged file) gives the default instead. Only a regular file of sane size is
// read: a FIFO, a device or a huge file in its place gives the defaults and one warning line,
// and is never written through; a link to the file is saved where it points. A failed save is
// reported with its reason, the old file kept. GUI thread.
class AppSettings
{
public:
    struct Values
    {
        nq::SearchOptions options;
        int speedNotch = 0;
        BoardView::Overlays overlays;
        bool pseudocodeWhilePresenting = false; // a panel beside the board while presenting
        int presentedPanel = 0; // which: the pseudocode, the call stack, the search tree
        QString theme = QStringLiteral("classic");
        QString language; // "" follows the system
        QString appearance = QStringLiteral("system"); // system, light or dark
        int listMode = 0;
        qreal textZoom = 1; // View ▸ Zoom: a step of TextZoom::kSteps
        bool simpleView = true; // View ▸ Simple view: a first start shows it
        QByteArray geometry;
        QByteArray windowState; // the Full view's layout, also while the Simple one is shown
    };

    static Values defaults();
    static Values load();
    // Returns why the settings could not be saved, or an empty string once they are.
    static QString save(const Values &values);
    // The lessons opened or saved lately, newest first (at most kMaxRecentLessons); kept
    // apart from Values, which the window saves as a whole.
    static constexpr int kMaxRecentLessons = 8;
    static QStringList recentLessons();
    static void setRecentLessons(const QStringList &paths);
    // What Run ▸ Run my program ran last (its dialog starts from it); kept apart from Values.
    using ProgramChoice = ::ProgramChoice;
    static constexpr int kMaxTimeLimitSeconds = ProgramChoice::kMaxTimeLimitSeconds;
    static ProgramChoice programChoice();
    static void setProgramChoice(const ProgramChoice &choice);
    // Forgets everything saved: the next load() gives the defaults.
    static void clear();
    static QString filePath();
    // Keeps the settings in `folder` instead of the user's configuration folder (for tests and
    // benchmarks, which must not touch a user's settings); empty goes back to the user's.
    static void setFolder(const QString &folder);
    // Why the file at filePath() is not read (not a regular file, far too large), or empty.
    static QString fileProblem();
};
