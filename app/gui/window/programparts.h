#pragma once

class LessonController;
class MainWindow;
class TraceController;

// What the program attaches to its window as it is made: the lessons (attachLessons()) and a
// student's own program (attachTraces()). main.cpp gives it to the program's window, and every
// test that makes a window "as the program" gives it to its own, so that none of them has a
// window the program never shows (one with the lessons but without the traces). GUI thread.
struct ProgramParts
{
    LessonController *lessons = nullptr;
    TraceController *traces = nullptr;
};
// Usable as the window's MainWindow::Attach (the parts returned are then the window's children).
ProgramParts attachProgramParts(MainWindow &window);
