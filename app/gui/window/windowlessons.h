#pragma once

class LessonController;
class MainWindow;

// Attaches the lessons room (app/gui/lessons) to a window: makes its LessonController with the
// window as its LessonWindow, the Bookmarks dock tabbed beside the solutions and in the Panels
// menu, the lessons' actions in the File and Run menus and in the keys' list, their messages in
// the status bar, and has them follow the shown snapshots. Given to the window as it is made
// (MainWindow::Attach): the program does it for its window (main.cpp), a test that uses
// lessons for its own. The window knows the lessons only as the LessonWindow it is. GUI thread;
// the controller is the window's child.
LessonController *attachLessons(MainWindow &window);
