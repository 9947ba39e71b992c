#pragma once

#include <QImage>
#include <QList>
#include <QRgb>

#include <cstdint>
#include <unordered_map>
#include <vector>

// At most 255 colours for every frame of a GIF (the 256th index marks unchanged pixels),
// chosen once from sample frames: the most
// common colours exactly (the squares, the marks, the page, the text), the rest by median cut
// of the antialiased edges between them. Maps a frame's pixels to the nearest colour, caching
// each colour met. Plain value; used by one thread at a time (an animation's job).
class GifPalette
{
public:
    static constexpr int kMaxColours = 255;

    // From the colours of `samples` (opaque images, any format).
    static GifPalette fromSamples(const QList<QImage> &samples);

    const std::vector<QRgb> &colours() const { return m_colours; }
    // The index of the colour nearest to `rgb` (its alpha ignored).
    std::uint8_t indexOf(QRgb rgb);
    // The frame's pixels as indices, row after row (`frame` must be Format_RGB32 or ARGB32).
    void map(const QImage &frame, std::vector<std::uint8_t> &indices);

private:
    struct Colour
    {
        QRgb rgb;
        quint64 count;
    };
    static std::vector<QRgb> medianCut(std::vector<Colour> colours, int boxes);

    std::vector<QRgb> m_colours;
    std::unordered_map<QRgb, std::uint8_t> m_nearest; // each colour met, and its index
};
