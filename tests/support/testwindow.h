#pragma once

// The program's window for the widget tests.

#include "guitesthelpers.h"
#include "windowparts.h"
#include "mainwindow.h"
#include "programparts.h"

#include <QSize>
#include <QTest>

#include <memory>

namespace nq::testing {

// The window as the program makes it (the lessons and the traces attached, as main.cpp does):
// at `size` when one is given,
// shown and active as after a user's click (so that its shortcuts take the keys), its first
// run's snapshot shown. Nothing when the platform never showed it. The settings are the test's
// own only after isolateSettings().
inline std::unique_ptr<MainWindow> openWindow(QSize size = {})
{
    auto window = std::make_unique<MainWindow>(nullptr, attachProgramParts);
    if (size.isValid()) {
        window->setWindowState(Qt::WindowNoState); // not maximised, as at a first start
        window->resize(size);
    }
    if (!showActive(window.get())
        || !QTest::qWaitFor([&window] { return parts::shown(*window).store != nullptr; }))
        return nullptr;
    return window;
}

} // namespace nq::testing
