#pragma once

class QObject;
class QString;

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
// Says `sentence` from `speaker` (a widget, or its focused part: the board's cursor cell).
// Only what comes from the focused object is spoken by Orca; the caller decides when.
bool say(QObject *speaker, const QString &sentence);
} // namespace ScreenReaderSpeech
