#pragma once

class MainWindow;
class TraceController;

// Attaches a student's own program to a window: makes its TraceController from the window's
// parts (feed, runner, board area, controls), puts its actions in the File and Run menus and
// the keys' list, its messages in the status bar, and has it follow the shown snapshots. Given
// to the window as it is made (MainWindow::Attach), after the lessons, so that a dropped trace
// is the traces' and any other file the lessons'. GUI thread; the controller is the window's
// child.
TraceController *attachTraces(MainWindow &window);
