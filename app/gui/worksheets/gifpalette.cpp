#include "gifpalette.h"

#include <algorithm>
#include <array>

namespace {

// Colours kept exactly before the median cut shares out the rest.
constexpr int kExactColours = 96;

int channel(QRgb rgb, int which)
{
    return which == 0 ? qRed(rgb) : which == 1 ? qGreen(rgb) : qBlue(rgb);
}

// Distance weighted roughly as the eye weighs the channels (green most, blue least).
int distance(QRgb a, QRgb b)
{
    const int dr = qRed(a) - qRed(b);
    const int dg = qGreen(a) - qGreen(b);
    const int db = qBlue(a) - qBlue(b);
    return 3 * dr * dr + 4 * dg * dg + 2 * db * db;
}

} // namespace

GifPalette GifPalette::fromSamples(const QList<QImage> &samples)
{
    std::unordered_map<QRgb, quint64> counts;
    for (const QImage &sample : samples) {
        const QImage image = sample.convertToFormat(QImage::Format_RGB32);
        for (int y = 0; y < image.height(); ++y) {
            const QRgb *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
            // Runs of one colour are most of a board: counted once per run.
            for (int x = 0; x < image.width();) {
                const QRgb rgb = line[x] | 0xff000000u;
                int end = x + 1;
                while (end < image.width() && (line[end] | 0xff000000u) == rgb)
                    ++end;
                counts[rgb] += quint64(end - x);
                x = end;
            }
        }
    }
    std::vector<Colour> colours;
    colours.reserve(counts.size());
    for (const auto &[rgb, count] : counts)
        colours.push_back({rgb, count});
    std::sort(colours.begin(), colours.end(), [](const Colour &a, const Colour &b) {
        return a.count != b.count ? a.count > b.count : a.rgb < b.rgb;
    });
    GifPalette palette;
    if (colours.size() <= std::size_t(kMaxColours)) {
        for (const Colour &colour : colours)
            palette.m_colours.push_back(colour.rgb);
    } else {
        for (int i = 0; i < kExactColours; ++i)
            palette.m_colours.push_back(colours[i].rgb);
        const std::vector<QRgb> rest = medianCut(
            std::vector<Colour>(colours.begin() + kExactColours, colours.end()),
            kMaxColours - kExactColours);
        palette.m_colours.insert(palette.m_colours.end(), rest.begin(), rest.end());
    }
    if (palette.m_colours.empty())
        palette.m_colours.push_back(qRgb(255, 255, 255));
    return palette;
}

// Splits the colours into `boxes` boxes, each time cutting the box whose widest channel
// spans most, weighted by its pixels, at its weighted median; each box gives its mean colour.
std::vector<QRgb> GifPalette::medianCut(std::vector<Colour> colours, int boxes)
{
    struct Box
    {
        std::size_t begin, end;
        int widest = 0; // the channel with the largest range
        quint64 score = 0; // that range times the pixels: the box most worth cutting
    };
    const auto measure = [&colours](std::size_t begin, std::size_t end) {
        Box box {begin, end};
        std::array<int, 3> low {255, 255, 255}, high {0, 0, 0};
        quint64 pixels = 0;
        for (std::size_t i = begin; i < end; ++i) {
            for (int c = 0; c < 3; ++c) {
                low[c] = std::min(low[c], channel(colours[i].rgb, c));
                high[c] = std::max(high[c], channel(colours[i].rgb, c));
            }
            pixels += colours[i].count;
        }
        for (int c = 0; c < 3; ++c)
            if (high[c] - low[c] > high[box.widest] - low[box.widest])
                box.widest = c;
        box.score = end - begin > 1 ? quint64(high[box.widest] - low[box.widest]) * pixels : 0;
        return box;
    };
    std::vector<Box> parts {measure(0, colours.size())};
    while (int(parts.size()) < boxes) {
        const auto cut = std::max_element(
            parts.begin(), parts.end(),
            [](const Box &a, const Box &b) { return a.score < b.score; });
        if (cut->score == 0)
            break; // every box holds one colour, or colours alike
        const Box box = *cut;
        std::sort(colours.begin() + box.begin, colours.begin() + box.end,
                  [c = box.widest](const Colour &a, const Colour &b) {
                      return channel(a.rgb, c) < channel(b.rgb, c);
                  });
        quint64 total = 0;
        for (std::size_t i = box.begin; i < box.end; ++i)
            total += colours[i].count;
        std::size_t middle = box.begin + 1;
        for (quint64 seen = colours[box.begin].count; middle < box.end - 1 && seen * 2 < total;
             ++middle)
            seen += colours[middle].count;
        *cut = measure(box.begin, middle);
        parts.push_back(measure(middle, box.end));
    }
    std::vector<QRgb> result;
    for (const Box &box : parts) {
        quint64 sum[3] = {0, 0, 0}, pixels = 0;
        for (std::size_t i = box.begin; i < box.end; ++i) {
            for (int c = 0; c < 3; ++c)
                sum[c] += quint64(channel(colours[i].rgb, c)) * colours[i].count;
            pixels += colours[i].count;
        }
        result.push_back(qRgb(int(sum[0] / pixels), int(sum[1] / pixels), int(sum[2] / pixels)));
    }
    return result;
}

std::uint8_t GifPalette::indexOf(QRgb rgb)
{
    rgb |= 0xff000000u;
    const auto known = m_nearest.find(rgb);
    if (known != m_nearest.end())
        return known->second;
    std::size_t best = 0;
    int bestDistance = distance(rgb, m_colours[0]);
    for (std::size_t i = 1; i < m_colours.size() && bestDistance > 0; ++i) {
        const int d = distance(rgb, m_colours[i]);
        if (d < bestDistance) {
            best = i;
            bestDistance = d;
        }
    }
    m_nearest.emplace(rgb, std::uint8_t(best));
    return std::uint8_t(best);
}

void GifPalette::map(const QImage &frame, std::vector<std::uint8_t> &indices)
{
    indices.resize(std::size_t(frame.width()) * std::size_t(frame.height()));
    std::uint8_t *out = indices.data();
    QRgb last = 0;
    std::uint8_t lastIndex = indexOf(last);
    for (int y = 0; y < frame.height(); ++y) {
        const QRgb *line = reinterpret_cast<const QRgb *>(frame.constScanLine(y));
        for (int x = 0; x < frame.width(); ++x) {
            if (line[x] != last) {
                last = line[x];
                lastIndex = indexOf(last);
            }
            *out++ = lastIndex;
        }
    }
}
