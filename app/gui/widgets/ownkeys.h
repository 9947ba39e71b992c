#pragma once

#include <QtCore/qnamespace.h>

#include <functional>
#include <initializer_list>

class QEvent;

// A focused widget that uses some keys itself keeps them from the window's shortcuts on the
// same keys (Home resets the search, Right steps it): Qt first offers the key to the focused
// widget as a ShortcutOverride event, which the widget accepts. One rule for every widget with
// keys of its own (the board's cursor, the timeline, the search tree, the focused controls).
// Plain function; GUI thread.
namespace OwnKeys {

// Accepts `event` when it is a ShortcutOverride for one of `keys`, pressed with no modifier
// other than the keypad's and `alsoAllowed`; returns whether it did.
bool claim(QEvent *event, std::initializer_list<int> keys,
           Qt::KeyboardModifiers alsoAllowed = Qt::NoModifier);
// The same for the keys `uses(key)` says the widget uses.
bool claimIf(QEvent *event, const std::function<bool(int key)> &uses);

} // namespace OwnKeys
