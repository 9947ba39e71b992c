#pragma once

// Shared set-up for the widget tests.

#include "appsettings.h"
#include "countcheckpoints.h"

#include <QDir>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

namespace nq::testing {

// Points the program's settings and its interrupted counts at a fresh folder of the test's
// own, so that no test reads what a user (or another test) saved, and starts each test from
// the defaults.
inline void isolateSettings()
{
    static QTemporaryDir folder;
    AppSettings::setFolder(folder.path());
    AppSettings::clear();
    const QString counts = folder.filePath(QStringLiteral("interrupted-counts"));
    QDir(counts).removeRecursively();
    CountCheckpoints::setDefaultFolder(counts);
}

// Shows `window` and makes it the active window, as a user's click would, so that its
// shortcuts take the keys a test sends; false when the platform never exposed or activated it.
inline bool showActive(QWidget *window)
{
    window->show();
    if (!QTest::qWaitForWindowExposed(window))
        return false;
    window->activateWindow();
    return QTest::qWaitForWindowActive(window);
}

} // namespace nq::testing
