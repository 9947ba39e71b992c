#pragma once

// Where Qt 6.4's accessibility falls short for this window's controls, a screen reader gets
// these interfaces instead:
// - a combo box is named by its label ("Goal"; Qt 6.4 names it by its current item on Linux),
//   its current item being its value and its description, said when it changes while the box
//   has the focus;
// - the menus and their commands are MenuAccessibles': a toggle (an overlay, a panel, a theme,
//   a language) is a check box, or a radio button where its group allows only one, so that it
//   says "not checked" too (Qt 6.4's bridge shows no "checkable" state, only "checked"), and
//   has its place in its menu, without which Orca says nothing of it;
// - a main window with ScreenReaderSpeech::kReadsResultOnActivation set (before a screen reader
//   first asks for it) begins its name with the result waiting for it, so that Orca says the
//   result first when a dialog gives the window back.
// install() makes Qt use them (once per process), before the first control is made. GUI thread.
namespace ControlAccessibles {
void install();
} // namespace ControlAccessibles
