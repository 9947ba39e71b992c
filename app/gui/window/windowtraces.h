#pragma once

class MainWindow;
class TraceController;

// Attaches a student's own program (app/gui/traces) to a window: makes its TraceController
// from the window's parts (its frame, feed and controls; its Go to step, Reset and the one
// command that shows a trace at a step), puts the banner above the narration, its actions in
// the File and Run menus and the keys' list, its messages in the status bar, and has it follow
// the shown snapshots. Given to the window as it is made (MainWindow::Attach), as the lessons
// are. GUI thread; the controller is the window's child.
TraceController *attachTraces(MainWindow &window);
