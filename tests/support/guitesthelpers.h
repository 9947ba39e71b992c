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

// How a test's window starts: in the Full view, every panel and menu entry shown (the layout
// most widget tests measure and drive), or as at a real first start, in the Simple view.
enum class Start { FullView, FirstStart };

// Points the program's settings and its interrupted counts at a fresh folder of the test's
// own, so that no test reads what a user (or another test) saved, and starts each test from
// the defaults: with nothing saved at all for a FirstStart, else with only the Full view
// chosen (View ▸ Simple view off).
inline void isolateSettings(Start start = Start::FullView)
{
    static QTemporaryDir folder;
    AppSettings::setFolder(folder.path());
    AppSettings::clear();
    QFile::remove(AppSettings::filePath());
    if (start == Start::FullView) {
        AppSettings::Values fullView = AppSettings::defaults();
        fullView.simpleView = false;
        AppSettings::save(fullView);
    }
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
