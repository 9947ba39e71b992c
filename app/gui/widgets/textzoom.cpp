#include "textzoom.h"

#include "fittedfont.h"

#include <QFont>
#include <QFontMetricsF>
#include <QVariant>
#include <QWidget>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace TextZoom {

namespace {

std::size_t nearestIndex(qreal zoom)
{
    const auto closer = [zoom](qreal a, qreal b) {
        return std::abs(a - zoom) < std::abs(b - zoom);
    };
    return std::size_t(
        std::distance(kSteps.begin(), std::min_element(kSteps.begin(), kSteps.end(), closer)));
}

// Where a widget keeps its font from before any zoom.
constexpr char kUnzoomedFont[] = "nqUnzoomedFont";

} // namespace

qreal nearest(qreal zoom)
{
    return std::isfinite(zoom) ? kSteps[nearestIndex(zoom)] : kNormal;
}

qreal stepped(qreal zoom, int steps)
{
    const int index = std::clamp(int(nearestIndex(zoom)) + steps, 0, int(kSteps.size()) - 1);
    return kSteps[std::size_t(index)];
}

void applyTo(QWidget *widget, qreal zoom)
{
    QVariant unzoomed = widget->property(kUnzoomedFont);
    if (!unzoomed.isValid()) {
        unzoomed = QVariant::fromValue(widget->font());
        widget->setProperty(kUnzoomedFont, unzoomed);
    }
    widget->setFont(scaledFont(unzoomed.value<QFont>(), zoom));
}

} // namespace TextZoom

qreal TeachingType::scale() const
{
    const qreal window = QFontMetricsF(m_windowFont).capHeight();
    return window > 0 ? QFontMetricsF(font()).capHeight() / window : 1.0;
}

QFont TeachingType::font() const
{
    return presenting() ? fontWithCapHeight(m_windowFont, caps())
                        : scaledFont(m_windowFont, m_zoom);
}
