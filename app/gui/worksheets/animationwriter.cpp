#include "animationwriter.h"

#include "savedevice.h"
#include "gifpalette.h"

#include <QIODevice>
#include <QLocale>
#include <QPainter>
#include <QTextLayout>

#include <gif_lib.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>

using namespace nq;

namespace {

// The GIF being written: giflib's encoder, whose output is gathered here and handed to the
// device in large writes, each checked (giflib itself writes blocks of 255 bytes).
class GifStream
{
public:
    explicit GifStream(QIODevice *device)
        : m_device(device)
    {
        int error = 0;
        m_gif = EGifOpen(this, &GifStream::output, &error);
        if (!m_gif)
            m_error = QString::fromLatin1(GifErrorString(error));
    }
    ~GifStream() { close(); }
    GifStream(const GifStream &) = delete;
    GifStream &operator=(const GifStream &) = delete;

    GifFileType *gif() const { return m_gif; }
    bool ok() const { return m_gif && m_error.isEmpty(); }
    // What went wrong: the device's reason when a write failed, else giflib's.
    QString error() const
    {
        if (!m_deviceError.isEmpty())
            return m_deviceError;
        if (!m_error.isEmpty())
            return m_error;
        return m_gif ? QString::fromUtf8(GifErrorString(m_gif->Error)) : QString();
    }
    bool check(int result)
    {
        if (result == GIF_ERROR && m_error.isEmpty())
            m_error = QString::fromUtf8(GifErrorString(m_gif->Error));
        return result != GIF_ERROR;
    }
    // Writes the trailer and the rest of the output; false if any of it failed.
    bool close()
    {
        if (!m_gif)
            return ok();
        int error = 0;
        if (EGifCloseFile(m_gif, &error) == GIF_ERROR && m_error.isEmpty())
            m_error = QString::fromUtf8(GifErrorString(error));
        m_gif = nullptr;
        flush();
        return m_error.isEmpty() && m_deviceError.isEmpty();
    }

private:
    static int output(GifFileType *gif, const GifByteType *bytes, int length)
    {
        auto *stream = static_cast<GifStream *>(gif->UserData);
        if (!stream->m_deviceError.isEmpty())
            return 0;
        stream->m_buffer.append(reinterpret_cast<const char *>(bytes), length);
        if (stream->m_buffer.size() >= (1 << 16))
            stream->flush();
        return stream->m_deviceError.isEmpty() ? length : 0;
    }
    void flush()
    {
        if (m_buffer.isEmpty() || !m_deviceError.isEmpty())
            return;
        if (!nq::writeFully(m_device, m_buffer.constData(), m_buffer.size()))
            m_deviceError = m_device->errorString();
        m_buffer.clear();
    }

    QIODevice *m_device;
    GifFileType *m_gif = nullptr;
    QByteArray m_buffer;
    QString m_error;
    QString m_deviceError;
};

// The palette as giflib takes it: a power of two of colours, the rest black, with room after
// the colours for the index that marks a pixel unchanged (transparent).
ColorMapObject *colourMap(const std::vector<QRgb> &colours)
{
    int size = 2;
    while (size < int(colours.size()) + 1)
        size *= 2;
    std::vector<GifColorType> entries(std::size_t(size), GifColorType {0, 0, 0});
    for (std::size_t i = 0; i < colours.size(); ++i)
        entries[i] = {GifByteType(qRed(colours[i])), GifByteType(qGreen(colours[i])),
                      GifByteType(qBlue(colours[i]))};
    return GifMakeMapObject(size, entries.data());
}

// The smallest rectangle holding every pixel that differs between two frames of `width`
// columns; a 1x1 rectangle at the origin when none does (a frame still needs a picture).
QRect changedRect(const std::vector<std::uint8_t> &before, const std::vector<std::uint8_t> &after,
                  int width)
{
    const int height = int(after.size()) / width;
    const auto row = [&](const std::vector<std::uint8_t> &frame, int y) {
        return frame.data() + std::size_t(y) * std::size_t(width);
    };
    int top = 0;
    while (top < height && std::memcmp(row(before, top), row(after, top), std::size_t(width)) == 0)
        ++top;
    if (top == height)
        return {0, 0, 1, 1};
    int bottom = height - 1;
    while (std::memcmp(row(before, bottom), row(after, bottom), std::size_t(width)) == 0)
        --bottom;
    int left = width;
    int right = -1;
    for (int y = top; y <= bottom; ++y) {
        const std::uint8_t *a = row(before, y);
        const std::uint8_t *b = row(after, y);
        int x = 0;
        while (x < left && a[x] == b[x])
            ++x;
        left = std::min(left, x);
        int r = width - 1;
        while (r > right && a[r] == b[r])
            --r;
        right = std::max(right, r);
    }
    return QRect(QPoint(left, top), QPoint(std::max(left, right), bottom));
}

// The tint of the narration strip, as the window's narration label picks it.
QColor tintFor(const std::optional<Event> &event, const BoardTheme &theme)
{
    if (!event)
        return Qt::white;
    switch (event->type) {
    case EventType::Try: return theme.narration.attempt;
    case EventType::Conflict: return theme.narration.conflict;
    case EventType::Place: return theme.narration.place;
    case EventType::Solution: return theme.narration.solution;
    case EventType::Remove: return theme.narration.lift;
    case EventType::Backtrack: return theme.narration.backtrack;
    case EventType::Done: break;
    }
    return Qt::white;
}

} // namespace

AnimationWriter::AnimationWriter(Options options)
    : m_options(std::move(options))
{
    BoardScene empty;
    empty.n = m_options.search.n;
    empty.queens = Placement(m_options.search.n);
    m_board.setScene(empty); // the size the background is painted for
    m_board.setTheme(m_options.theme);
    m_board.setBackground(Qt::white);
    m_board.setLabelColour(m_options.theme.label);
    m_board.setFont(m_options.font);
}

int AnimationWriter::narrationHeight() const
{
    return m_options.narration ? std::max(32, int(std::lround(m_options.side * 0.15))) : 0;
}

QSize AnimationWriter::frameSize() const
{
    return {m_options.side, m_options.side + narrationHeight()};
}

int AnimationWriter::delayCentiseconds() const
{
    return std::max(2, int(std::lround(m_options.frameMs / 10.0)));
}

const QImage &AnimationWriter::boardBackground()
{
    if (m_background.isNull()) {
        m_background = QImage(frameSize(), QImage::Format_RGB32);
        m_background.fill(Qt::white);
        QPainter p(&m_background);
        p.setRenderHint(QPainter::Antialiasing);
        m_board.paintBackground(p, QRectF(0, 0, m_options.side, m_options.side));
    }
    return m_background;
}

QImage AnimationWriter::render(const ExportFrame &frame)
{
    QImage image = boardBackground(); // a copy: the background stays for the next frame
    m_board.setScene(frame.scene(m_options.search.order));
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    m_board.paintForeground(p, QRectF(0, 0, m_options.side, m_options.side));
    if (m_options.narration)
        paintNarration(p, frame, QRect(0, m_options.side, m_options.side, narrationHeight()));
    p.end();
    return image;
}

// The step and its sentence in at most two lines, the type made smaller until they fit.
void AnimationWriter::paintNarration(QPainter &p, const ExportFrame &frame,
                                     const QRect &strip) const
{
    const QColor tint = tintFor(frame.frame.event, m_options.theme);
    p.fillRect(strip, tint);
    p.setPen(tint.lightness() > 128 ? QColor(Qt::black) : QColor(Qt::white));
    const QString text =
        tr("Step %1 · %2").arg(QLocale().toString(qulonglong(frame.frame.step)), frame.narration);
    const int margin = std::max(4, strip.height() / 10);
    const QRect box = strip.adjusted(margin, margin / 2, -margin, -margin / 2);
    QFont font = m_options.font;
    int pixels = std::clamp(int(m_options.side * 0.042), 9, 48);
    const int flags = Qt::AlignCenter | Qt::TextWordWrap;
    for (;; --pixels) {
        font.setPixelSize(pixels);
        const QFontMetrics metrics(font);
        const QRect needed = metrics.boundingRect(box, flags, text);
        if (pixels <= 7
            || (needed.height() <= box.height() && needed.width() <= box.width()
                && needed.height() <= 2 * metrics.lineSpacing() + 1))
            break;
    }
    p.setFont(font);
    p.drawText(box, flags, text);
}

// The first frame of each kind of step, and the last frame: every colour the marks, the
// queens' shading and the strips bring, for a palette built once.
QList<QImage> AnimationWriter::paletteSamples(const QList<ExportFrame> &frames)
{
    std::map<int, qsizetype> firstOfKind; // event type (-1: none) -> frame
    for (qsizetype i = 0; i < frames.size(); ++i) {
        const auto &event = frames[i].frame.event;
        firstOfKind.emplace(event ? int(event->type) : -1, i);
    }
    QList<QImage> samples;
    for (const auto &[kind, index] : firstOfKind)
        samples.push_back(render(frames[index]));
    samples.push_back(render(frames.back()));
    return samples;
}

namespace {

bool writeHeader(GifStream &stream, QSize size, const std::vector<QRgb> &colours, bool loop)
{
    GifFileType *gif = stream.gif();
    EGifSetGifVersion(gif, true);
    ColorMapObject *map = colourMap(colours);
    if (!map)
        return false;
    const bool described = stream.check(
        EGifPutScreenDesc(gif, size.width(), size.height(), 8, 0, map));
    GifFreeMapObject(map);
    if (!described || !loop)
        return described;
    // The NETSCAPE2.0 application block: loop count 0, for ever.
    static const char application[] = "NETSCAPE2.0";
    static const GifByteType loopForever[] = {1, 0, 0};
    return stream.check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
           && stream.check(EGifPutExtensionBlock(gif, 11, application))
           && stream.check(EGifPutExtensionBlock(gif, 3, loopForever))
           && stream.check(EGifPutExtensionTrailer(gif));
}

// One frame: its delay (left in place for the next frame to draw over), then the changed
// rectangle of its pixels, where a pixel the frame before already showed is `unchanged`, a
// transparent index (long runs of one index, which LZW packs into little).
bool writeFrame(GifStream &stream, const std::vector<std::uint8_t> &pixels,
                const std::vector<std::uint8_t> *before, int width, const QRect &rect, int delay,
                int unchanged)
{
    GifFileType *gif = stream.gif();
    const GraphicsControlBlock control {DISPOSE_DO_NOT, false, delay,
                                        before ? unchanged : NO_TRANSPARENT_COLOR};
    GifByteType extension[4];
    const auto length = int(EGifGCBToExtension(&control, extension));
    if (!stream.check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, length, extension))
        || !stream.check(EGifPutImageDesc(gif, rect.left(), rect.top(), rect.width(), rect.height(),
                                          false, nullptr)))
        return false;
    std::vector<GifPixelType> line(std::size_t(rect.width()));
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        const std::size_t start = std::size_t(y) * std::size_t(width) + std::size_t(rect.left());
        for (std::size_t x = 0; x < line.size(); ++x)
            line[x] = before && (*before)[start + x] == pixels[start + x] ? GifPixelType(unchanged)
                                                                          : pixels[start + x];
        if (!stream.check(EGifPutLine(gif, line.data(), rect.width())))
            return false;
    }
    return true;
}

} // namespace

bool AnimationWriter::write(QIODevice *device, const QList<ExportFrame> &frames,
                            const Progress &progress, const std::atomic<bool> *cancel)
{
    m_error.clear();
    m_cancelled = false;
    if (frames.isEmpty()) {
        m_error = tr("There are no frames to write");
        return false;
    }
    GifPalette palette = GifPalette::fromSamples(paletteSamples(frames));
    GifStream stream(device);
    const QSize size = frameSize();
    bool written = stream.ok() && writeHeader(stream, size, palette.colours(), m_options.loop);
    std::vector<std::uint8_t> previous;
    std::vector<std::uint8_t> current;
    for (qsizetype i = 0; written && i < frames.size(); ++i) {
        if (cancel && cancel->load()) {
            m_cancelled = true;
            return false; // the stream closes; the caller throws the partial file away
        }
        palette.map(render(frames[i]), current);
        const QRect rect = i == 0 ? QRect(QPoint(0, 0), size)
                                  : changedRect(previous, current, size.width());
        written = writeFrame(stream, current, i == 0 ? nullptr : &previous, size.width(), rect,
                             delayCentiseconds(), int(palette.colours().size()));
        std::swap(previous, current);
        if (written && progress)
            progress(int(i + 1));
    }
    if (stream.close() && written)
        return true;
    m_error = stream.error();
    return false;
}
