#pragma once

#include <QFont>
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

// The type of one teaching text: the window's type `zoom` times its size, or, presenting, the
// type whose capital letters are the presentation's height (from the screen) `zoom` times.
// What the narration, the strip, the call stack and the search tree each keep. Plain value.
class TeachingType
{
public:
    explicit TeachingType(const QFont &windowFont = QFont())
        : m_windowFont(windowFont)
    {
    }

    void setZoom(qreal zoom) { m_zoom = zoom; }
    // Capital letters `capPixels` high while presenting; 0 goes back to the window's type.
    void setPresentationCaps(qreal capPixels) { m_presentationCaps = capPixels; }
    bool presenting() const { return m_presentationCaps > 0; }
    // The presentation's capital letters, zoomed; 0 in the window.
    qreal caps() const { return m_presentationCaps * m_zoom; }
    qreal zoom() const { return m_zoom; }
    QFont font() const;
    // How many times its window's type font() is, by the height of capital letters: what a
    // drawing around the text (the search tree's nodes) grows by with it.
    qreal scale() const;

private:
    QFont m_windowFont;
    qreal m_presentationCaps = 0;
    qreal m_zoom = 1;
};
