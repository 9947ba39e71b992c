#pragma once

#include <functional>

class QWidget;

// Raises a tabbed dock without a screen reader following the tab switch away from the widget
// that has the keys.
//
// Why: a tab bar announces each change of its current tab as a selection change, and Orca 48
// (with Qt 6.8's AT-SPI bridge) moves its locus of focus to the tab then selected. The window
// switches the side docks itself (leaving Try it yourself brings Controls back, a lesson or
// a solution raises its dock) while the board keeps the keys: Orca said "Controls page tab" and
// then none of the next eight steps, since it speaks only what comes from its locus of focus.
//
// How: while the dock is raised, an accessibility update handler in front of Qt's own drops
// the selection events of tab bars that do not have the keyboard focus and passes every other
// event on unchanged. A tab bar with the focus (the user on the tabs) is announced as before.
// GUI thread.
namespace QuietTabSwitch {
void raise(QWidget *dock);
// Makes any other change of the window's docks the same way: a layout restored (the Full view
// back from the Simple view makes its tab bars and chooses their tabs), docks shown or hidden.
void change(const std::function<void()> &changeDocks);
} // namespace QuietTabSwitch
