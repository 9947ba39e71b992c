#pragma once

#include <QtGlobal>

#include <array>

class QWidget;

// The size of the teaching texts (View ▸ Zoom in, Zoom out, Normal text size; Ctrl+Plus,
// Ctrl+Minus, Ctrl+0) as a factor of their normal size, in the window and in presentation
// mode alike. The factor is one of kSteps; the window keeps it in its settings. No state, no
// thread.
namespace TextZoom {

constexpr std::array<qreal, 11> kSteps {0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.25, 2.5, 3.0};
constexpr qreal kNormal = 1.0;

// The step nearest to `zoom` (a value read from a file may be anything).
qreal nearest(qreal zoom);
// `steps` steps away from `zoom` (negative: smaller), kept within kSteps.
qreal stepped(qreal zoom, int steps);
// Sets `widget`'s font to the one it had before any zoom, `zoom` times as large: for the panels
// whose texts all follow their font (the call stack, the search tree, the level chart...).
void applyTo(QWidget *widget, qreal zoom);

} // namespace TextZoom
