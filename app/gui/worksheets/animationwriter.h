#pragma once

#include "boardpainter.h"
#include "boardtheme.h"
#include "exportframes.h"
#include "searchtypes.h"

#include <QCoreApplication>
#include <QFont>
#include <QImage>
#include <QList>
#include <QSize>
#include <QString>

#include <atomic>
#include <functional>

class QIODevice;

// Encodes frames as an animated GIF with giflib. Each frame is the board as the window shows
// it at the end of its step (painted by a BoardPainter on a QImage), with the step's
// narration on a strip under it if asked; every frame shares one palette of at most 256
// colours (GifPalette, built from sample frames) and stores only the rectangle that changed
// since the frame before. Plain class; made and used on one thread, an animation export's job
// thread (its board painter holds a QSvgRenderer).
class AnimationWriter
{
    Q_DECLARE_TR_FUNCTIONS(AnimationWriter)

public:
    struct Options
    {
        int side = 600; // the board's square, in pixels
        int frameMs = 500; // how long each frame shows (GIF keeps hundredths of a second)
        bool narration = true; // the step number and sentence on a strip under the board
        bool loop = true; // play again from the start, without end
        BoardTheme theme = BoardTheme::classic();
        QFont font; // the family of the labels and the narration
        nq::SearchOptions search;
    };
    // Called after each frame is written, with the frames written so far.
    using Progress = std::function<void(int framesWritten)>;

    explicit AnimationWriter(Options options);

    // The GIF's size: the board's square, and the narration strip under it if any.
    QSize frameSize() const;
    int narrationHeight() const;
    // The delay stored with each frame, in hundredths of a second (at least 2: browsers slow
    // anything shorter down to a tenth of a second).
    int delayCentiseconds() const;
    // The frame as painted, before its colours are reduced (Format_RGB32).
    QImage render(const ExportFrame &frame);

    // Writes the GIF to `device` (open for writing). False on a failure (error() says what)
    // or when `cancel` was raised (cancelled() is then true; the device holds a partial GIF).
    bool write(QIODevice *device, const QList<ExportFrame> &frames, const Progress &progress = {},
               const std::atomic<bool> *cancel = nullptr);
    QString error() const { return m_error; }
    bool cancelled() const { return m_cancelled; }

private:
    const QImage &boardBackground();
    void paintNarration(QPainter &p, const ExportFrame &frame, const QRect &strip) const;
    QList<QImage> paletteSamples(const QList<ExportFrame> &frames);

    Options m_options;
    BoardPainter m_board;
    QImage m_background; // the squares and labels, painted once
    QString m_error;
    bool m_cancelled = false;
};
