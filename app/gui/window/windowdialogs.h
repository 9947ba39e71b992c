#pragma once

#include "runnersnapshot.h"

#include <QCoreApplication>
#include <QPoint>

#include <optional>

class QAction;
class QWidget;

// The window's small modal questions, each answered before the window acts on it: which level
// to run to, whether to set a breakpoint, whether to forget the settings, and the About box.
// No state. GUI thread.
class WindowDialogs
{
    Q_DECLARE_TR_FUNCTIONS(WindowDialogs)

public:
    // The level (row or column) at which "run until" should pause, or nothing if cancelled.
    static std::optional<int> askLevel(QWidget *parent, const nq::RunnerSnapshot &snapshot);
    // The step to go to, from 0 to the furthest step run, or nothing if cancelled.
    static std::optional<quint64> askStep(QWidget *parent, const nq::RunnerSnapshot &snapshot);
    // The breakpoint menu of a square (with `clearAll` below): the square's new state if the
    // user toggled it.
    static std::optional<bool> askBreakpoint(QWidget *parent, const nq::RunnerSnapshot &snapshot,
                                             int row, int col, QAction *clearAll,
                                             const QPoint &globalPos);
    static QString breakpointMessage(bool on, int row, int col);
    static bool confirmRestoreDefaults(QWidget *parent);
    static void showAbout(QWidget *parent);
};
