#pragma once

class QObject;
class QString;
class QWidget;

// The one way the program speaks to a screen reader: an AT-SPI "accessible-description
// changed" event that carries the sentence itself, sent from the object that has the keyboard
// focus. Orca speaks such an event's data when it comes from its locus of focus.
//
// It exists because Qt 6.4's AT-SPI bridge puts the object, not the new text, in its
// description-changed and name-changed events: Orca logs "bad content sent to speak()" and says
// nothing (a stock Qt 6.4 widget fails the same way). So the event is sent here, on the bus
// and under the object path that Qt's bridge uses, with the text as its data. The widget's
// accessible description is set as before, for clients that read it themselves.
//
// A no-op, returning false, when no screen reader listens: accessibility inactive, no AT-SPI
// bus (another platform, no session), or no accessible object. GUI thread.
namespace ScreenReaderSpeech {
// Says `sentence` from `speaker`, as SpokenText cleans it (no symbol read as a word, a full
// stop at the end) (a widget, or its focused part: the board's cursor cell).
// Only what comes from the focused object is spoken by Orca; the caller decides when.
bool say(QObject *speaker, const QString &sentence);
// Says `sentence` from the widget that has the keyboard focus: a result (saved, found, set,
// refused), heard wherever the keys are. Just after a dialog closed no widget has it (the
// window manager gives the window back a moment later), and a sentence said then from no one
// was lost (measured with Orca: "Step 40 bookmarked" after the note's dialog, one run in
// three); it waits for the next widget to take the focus, for at most two seconds, the newest
// result replacing an older one still waiting.
// Where the focus comes back with the window (a dialog closed), Orca 43 first says the
// window's name and role, then the focused widget's name, role and description, all queued
// (it interrupts its voice only for a key press or a window switch): a result said after them
// began 5.1 s after Return. A window with kReadsResultOnActivation true begins its accessible
// name with the waiting result (ControlAccessibles gives it that name), so the result is the
// first thing said ("Step 0 bookmarked. N-Queens Visualizer frame."), and it is not said
// again after them; one that no screen reader reads with the name within two seconds is said
// from the focus after all.
// A widget with kReadsResultOnFocus true reads such a result in its focus announcement (its
// description is resultOnFocus() then), and it is not said again after it: the board, whose
// long description Orca read in front of the result.
inline constexpr char kReadsResultOnFocus[] = "nqReadsResultOnFocus";
inline constexpr char kReadsResultOnActivation[] = "nqReadsResultOnActivation";
void sayFromFocus(const QString &sentence);
// Makes `window` read results on activation (kReadsResultOnActivation), before a screen reader
// first asks for it, and notes when it was last activated: a result that comes after (Qt
// gives the window back before the dialog's result is known) still goes with its name while
// no screen reader has read the name since.
void readResultsOnActivation(QWidget *window);
// The result waiting for the focus to come back (or just read with it, for three seconds), or
// empty; empty while the window reads it (resultOnActivation()).
QString resultOnFocus();
// The result the window's name begins with: waiting for the window to be active again, then
// kept until the next key, the window's next deactivation or ten seconds (a loaded Orca 43
// said the window seconds after the name was first read); else empty.
QString resultOnActivation();
// The window's name has just been read (with resultOnActivation(), if there is one): by a
// screen reader, as it handles the window's activation.
void noteWindowNameRead();
} // namespace ScreenReaderSpeech
