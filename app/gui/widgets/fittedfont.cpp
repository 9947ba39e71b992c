#include "fittedfont.h"

#include <QFontInfo>
#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

QFont fittedFont(QFont font, const QStringList &lines, qreal width, int minPixels)
{
    const auto widest = [&lines](const QFont &f) {
        qreal most = 0;
        for (const QString &line : lines)
            most = std::max(most, QFontMetricsF(f).horizontalAdvance(line));
        return most;
    };
    if (font.pixelSize() < 0) // set in points: the same size in pixels, to scale by pixels
        font.setPixelSize(QFontInfo(font).pixelSize());
    const qreal wide = widest(font);
    if (wide <= width || width <= 0 || font.pixelSize() <= minPixels)
        return font;
    // The advance grows with the pixel size: one scaling, then a pixel at a time if rounding
    // left it a little wide.
    int pixels = std::max(minPixels, int(font.pixelSize() * width / wide));
    font.setPixelSize(pixels);
    while (pixels > minPixels && widest(font) > width)
        font.setPixelSize(--pixels);
    return font;
}

qreal capHeightPerPixel(QFont font)
{
    font.setPixelSize(100);
    return std::max<qreal>(1, QFontMetricsF(font).capHeight()) / 100;
}

QFont scaledFont(QFont font, qreal factor)
{
    if (font.pixelSize() > 0)
        font.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * factor))));
    else
        font.setPointSizeF(font.pointSizeF() * factor);
    return font;
}

QFont fontWithCapHeight(QFont font, qreal capPixels)
{
    int pixels = std::max(1, int(std::ceil(capPixels / capHeightPerPixel(font))));
    font.setPixelSize(pixels);
    while (QFontMetricsF(font).capHeight() < capPixels) // rounding in the font's hinting
        font.setPixelSize(++pixels);
    return font;
}

QFont fontWithLineHeight(QFont font, qreal lineHeight, int minPixels)
{
    if (font.pixelSize() < 0) // set in points: the same size in pixels, to scale by pixels
        font.setPixelSize(QFontInfo(font).pixelSize());
    int pixels = font.pixelSize();
    while (pixels > minPixels && QFontMetricsF(font).height() > lineHeight)
        font.setPixelSize(--pixels);
    return font;
}
