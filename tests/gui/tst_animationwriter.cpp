#include "testfiles.h"
#include "exportfixtures.h"
#include "animationdialog.h"
#include "animationexport.h"
#include "animationwriter.h"
#include "boardview.h"
#include "smalldisk.h"
#include "stepsourcebox.h"
#include "testregistry.h"

#include <QBuffer>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <gif_lib.h>

#include <cstring>

using namespace nq;
using nq::test::framesOf;
using nq::test::searchOptions;

namespace {

// A GIF read back with giflib: its screen, frames, delays, loop block and the pictures its
// frames build, each drawn over the ones before (as a player shows them).
struct DecodedGif
{
    QString error;
    int width = 0;
    int height = 0;
    bool loops = false;
    QList<int> delays; // hundredths of a second
    QList<QRect> rects;
    QList<QImage> pictures;
};

DecodedGif decode(const QByteArray &bytes)
{
    struct Reader
    {
        const QByteArray *data;
        qsizetype at = 0;
    } reader {&bytes};
    const InputFunc read = [](GifFileType *gif, GifByteType *out, int wanted) {
        auto *r = static_cast<Reader *>(gif->UserData);
        const int take = int(std::min<qsizetype>(wanted, r->data->size() - r->at));
        std::memcpy(out, r->data->constData() + r->at, std::size_t(take));
        r->at += take;
        return take;
    };
    DecodedGif result;
    int error = 0;
    GifFileType *gif = DGifOpen(&reader, read, &error);
    if (!gif) {
        result.error = QString::fromUtf8(GifErrorString(error));
        return result;
    }
    if (DGifSlurp(gif) == GIF_ERROR) {
        result.error = QString::fromUtf8(GifErrorString(gif->Error));
        DGifCloseFile(gif, &error);
        return result;
    }
    result.width = gif->SWidth;
    result.height = gif->SHeight;
    QImage canvas(result.width, result.height, QImage::Format_RGB32);
    canvas.fill(Qt::black);
    for (int i = 0; i < gif->ImageCount; ++i) {
        const SavedImage &image = gif->SavedImages[i];
        GraphicsControlBlock control {DISPOSAL_UNSPECIFIED, false, 0, NO_TRANSPARENT_COLOR};
        if (DGifSavedExtensionToGCB(gif, i, &control) == GIF_OK)
            result.delays.push_back(control.DelayTime);
        for (int b = 0; b + 1 < image.ExtensionBlockCount; ++b) {
            const ExtensionBlock &block = image.ExtensionBlocks[b];
            const ExtensionBlock &next = image.ExtensionBlocks[b + 1];
            if (block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11
                && std::memcmp(block.Bytes, "NETSCAPE2.0", 11) == 0 && next.ByteCount == 3
                && next.Bytes[0] == 1 && next.Bytes[1] == 0 && next.Bytes[2] == 0)
                result.loops = true;
        }
        const GifImageDesc &d = image.ImageDesc;
        const ColorMapObject *map = d.ColorMap ? d.ColorMap : gif->SColorMap;
        for (int y = 0; y < d.Height; ++y)
            for (int x = 0; x < d.Width; ++x) {
                const int index = image.RasterBits[y * d.Width + x];
                if (index == control.TransparentColor)
                    continue; // the frame before shows through
                const GifColorType c = map->Colors[index];
                canvas.setPixel(d.Left + x, d.Top + y, qRgb(c.Red, c.Green, c.Blue));
            }
        result.rects.push_back(QRect(d.Left, d.Top, d.Width, d.Height));
        result.pictures.push_back(canvas.copy());
    }
    DGifCloseFile(gif, &error);
    return result;
}

using nq::testing::readFile;
using nq::testing::writeFile;

AnimationWriter::Options writerOptions(int n, int side, int frameMs, bool narration, bool loop)
{
    return {side,
            frameMs,
            narration,
            loop,
            BoardTheme::classic(),
            QApplication::font(),
            searchOptions(n)};
}

AnimationRequest animationRequest(int n, quint64 from, quint64 to, int side = 240)
{
    AnimationRequest request;
    request.options = searchOptions(n);
    request.source.from = from;
    request.source.to = to;
    request.side = side;
    request.frameMs = 200;
    request.font = QApplication::font();
    return request;
}

// The share of pixels of `a` and `b` (same size) that differ by more than `tolerance` in
// any channel.
double differingShare(const QImage &a, const QImage &b, int tolerance)
{
    qint64 differing = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y);
            const QRgb q = b.pixel(x, y);
            differing += std::abs(qRed(p) - qRed(q)) > tolerance
                         || std::abs(qGreen(p) - qGreen(q)) > tolerance
                         || std::abs(qBlue(p) - qBlue(q)) > tolerance;
        }
    return double(differing) / double(a.width() * a.height());
}

} // namespace

// Tests the GIF export: what giflib reads back (frames, size, delay, loop), that the frames
// are the board as the window paints it, cancelling and failing without harm to an old file,
// the job and the dialog, offscreen.
class TestAnimationWriter : public QObject
{
    Q_OBJECT

private slots:
    void writesFramesOfTheSizeAndDelayAsked_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("frames");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("frameMs");
        QTest::addColumn<bool>("narration");
        QTest::addColumn<bool>("loop");
        QTest::addColumn<int>("delay");
        QTest::newRow("small, silent, looping") << 4 << 10 << 160 << 100 << false << true << 10;
        QTest::newRow("narrated, once") << 6 << 25 << 320 << 250 << true << false << 25;
        QTest::newRow("fast frames") << 5 << 12 << 200 << 20 << true << true << 2;
        QTest::newRow("slow frames, N=8") << 8 << 8 << 400 << 1500 << false << false << 150;
    }
    void writesFramesOfTheSizeAndDelayAsked()
    {
        QFETCH(int, n);
        QFETCH(int, frames);
        QFETCH(int, side);
        QFETCH(int, frameMs);
        QFETCH(bool, narration);
        QFETCH(bool, loop);
        QFETCH(int, delay);
        AnimationWriter writer(writerOptions(n, side, frameMs, narration, loop));
        QByteArray bytes;
        QBuffer buffer(&bytes);
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QList<int> reported;
        QVERIFY2(writer.write(&buffer, framesOf(n, 1, quint64(frames)),
                              [&](int done) { reported.push_back(done); }),
                 qPrintable(writer.error()));
        QVERIFY(bytes.startsWith("GIF89a"));
        const DecodedGif gif = decode(bytes);
        QVERIFY2(gif.error.isEmpty(), qPrintable(gif.error));
        QCOMPARE(gif.width, side);
        QCOMPARE(gif.height, narration ? side + writer.narrationHeight() : side);
        QCOMPARE(gif.pictures.size(), frames);
        QCOMPARE(gif.delays, QList<int>(frames, delay));
        QCOMPARE(gif.loops, loop);
        QCOMPARE(reported.size(), frames);
        QCOMPARE(reported.back(), frames);
        QCOMPARE(gif.rects.front(), QRect(0, 0, gif.width, gif.height));
    }

    // Each frame, read back, is the board as a BoardView paints that step's scene (on white,
    // as exports show it), give or take the palette's rounding of antialiased edges.
    void framesLookLikeTheBoardOnScreen()
    {
        const int side = 300;
        const QList<ExportFrame> frames = framesOf(6, 1, 40);
        AnimationWriter writer(writerOptions(6, side, 100, false, true));
        QByteArray bytes;
        QBuffer buffer(&bytes);
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QVERIFY(writer.write(&buffer, frames));
        const DecodedGif gif = decode(bytes);
        QCOMPARE(gif.pictures.size(), frames.size());
        BoardView view;
        view.setAttribute(Qt::WA_DontShowOnScreen);
        view.resize(side, side);
        QPalette palette = view.palette();
        palette.setColor(QPalette::Window, Qt::white);
        palette.setColor(QPalette::WindowText, BoardTheme::classic().label);
        view.setPalette(palette);
        int marks = 0;
        for (qsizetype i = 0; i < frames.size(); ++i) {
            const BoardScene scene = frames[i].scene(Order::Rows);
            view.setScene(scene);
            const QImage screen = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
            // Painted exactly as the view paints...
            QCOMPARE(writer.render(frames[i]), screen);
            // ...and kept closely through the 256 colours.
            const double share = differingShare(gif.pictures[i], screen, 24);
            QVERIFY2(share < 0.01, qPrintable(QStringLiteral("frame %1: %2").arg(i).arg(share)));
            marks += scene.mark != BoardScene::Mark::None;
        }
        QVERIFY(marks > 30); // candidates, conflicts, placements, lifts were all compared
    }

    void narrationAddsAStripUnderTheBoard()
    {
        const QList<ExportFrame> frames = framesOf(6, 4, 6);
        AnimationWriter plain(writerOptions(6, 300, 100, false, true));
        AnimationWriter narrated(writerOptions(6, 300, 100, true, true));
        const QImage without = plain.render(frames[0]);
        const QImage with = narrated.render(frames[0]);
        QCOMPARE(without.size(), QSize(300, 300));
        QVERIFY(with.height() > 300);
        QCOMPARE(with.copy(0, 0, 300, 300), without);
        // The strip is tinted as the narration label tints a conflict, and holds dark text.
        const QImage strip = with.copy(0, 300, 300, with.height() - 300);
        QCOMPARE(frames[0].frame.event->type == EventType::Conflict, true);
        QCOMPARE(QColor(strip.pixel(1, 1)), BoardTheme::classic().narration.conflict);
        int dark = 0;
        for (int y = 0; y < strip.height(); ++y)
            for (int x = 0; x < strip.width(); ++x)
                dark += QColor(strip.pixel(x, y)).lightness() < 80;
        QVERIFY(dark > 100);
        // Another step, another sentence.
        QVERIFY(narrated.render(frames[1]).copy(0, 300, 300, with.height() - 300) != strip);
    }

    // Raised half way, the cancel flag stops the job: no new file, the old one untouched, no
    // temporary file left.
    void cancelMidWayKeepsTheOldFile_data()
    {
        QTest::addColumn<bool>("oldFile");
        QTest::newRow("over an old file") << true;
        QTest::newRow("new file") << false;
    }
    void cancelMidWayKeepsTheOldFile()
    {
        QFETCH(bool, oldFile);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("steps.gif"));
        const QByteArray old("an old animation");
        if (oldFile)
            QVERIFY(writeFile(path, old));
        std::atomic<bool> cancel {false};
        int lastDone = 0;
        const ExportJob::Control control {[&](int done, int) {
                                              lastDone = done;
                                              if (done == 5)
                                                  cancel = true;
                                          },
                                          &cancel};
        const ExportJob::Outcome outcome = AnimationExport::run(animationRequest(6, 1, 30), path,
                                                                control);
        QVERIFY(!outcome.ok);
        QVERIFY(outcome.cancelled);
        QCOMPARE(lastDone, 5);
        QCOMPARE(QFileInfo::exists(path), oldFile);
        if (oldFile)
            QCOMPARE(readFile(path), old);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), oldFile ? 1 : 0);
    }

    void unwritablePathSaysWhy()
    {
        const QString path = QStringLiteral("/nonexistent-folder-%1/steps.gif")
                                 .arg(QCoreApplication::applicationPid());
        const ExportJob::Outcome outcome = AnimationExport::run(animationRequest(4, 1, 5), path,
                                                                {});
        QVERIFY(!outcome.ok);
        QVERIFY(!outcome.cancelled);
        QVERIFY2(outcome.message.startsWith(QStringLiteral("Cannot write ") + path + ": "),
                 qPrintable(outcome.message));
    }

    // A full disk (a small tmpfs; needs root): the old file stays as it was.
    void fullDiskKeepsTheOldFile()
    {
        SmallDisk disk;
        if (!disk.isMounted())
            QSKIP("cannot mount a small tmpfs here (needs root)");
        const QByteArray old(2048, 'o');
        QVERIFY(disk.write(QStringLiteral("steps.gif"), old));
        QVERIFY(disk.fillAllBut(8192));
        const QString path = disk.filePath(QStringLiteral("steps.gif"));
        const ExportJob::Outcome outcome = AnimationExport::run(animationRequest(6, 1, 40, 400),
                                                                path, {});
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.message.startsWith(QStringLiteral("Cannot write ") + path + ": "),
                 qPrintable(outcome.message));
        QVERIFY(outcome.message.endsWith(QStringLiteral("The old file is kept.")));
        QCOMPARE(disk.read(QStringLiteral("steps.gif")), old);
        QCOMPARE(disk.files(),
                 QStringList({QStringLiteral("filler"), QStringLiteral("steps.gif")}));
    }

    void refusesStepsPastTheEndAndTooManyFrames()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("steps.gif"));
        // N=4 (row order, occupancy arrays) ends at step 154.
        ExportJob::Outcome outcome = AnimationExport::run(animationRequest(4, 100, 500), path, {});
        QVERIFY(!outcome.ok);
        QCOMPARE(outcome.message,
                 QStringLiteral("The search ends at step 154: there is no step 155"));
        outcome = AnimationExport::run(animationRequest(8, 1, kMaxAnimationFrames + 1), path, {});
        QVERIFY(!outcome.ok);
        QVERIFY(outcome.message.contains(QStringLiteral("2,000")));
        QVERIFY(!QFileInfo::exists(path));
    }

    // The job runs on the pool, reports progress and says what it saved.
    void jobRunsOffTheGuiThread()
    {
        // How long the test waits for the job to end: a bound on a hang, not a speed goal. Its
        // 60 frames take under a second here, 5 s under ThreadSanitizer, and over the 10 s
        // this once waited beside the AddressSanitizer workflow in CI.
        constexpr int kJobEndsWithinMs = 120000;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("steps.gif"));
        AnimationExport job;
        QSignalSpy finished(&job, &ExportJob::finished);
        QSignalSpy progressed(&job, &ExportJob::progressed);
        job.start(animationRequest(6, 1, 60, 600), path);
        QVERIFY(job.isRunning());
        QVERIFY(finished.wait(kJobEndsWithinMs));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        const QString message = finished.at(0).at(1).toString();
        QVERIFY2(message.startsWith(QStringLiteral("Animation saved to ") + path),
                 qPrintable(message));
        QVERIFY(message.contains(QStringLiteral("60 frames")));
        QVERIFY(!progressed.isEmpty());
        QCOMPARE(decode(readFile(path)).pictures.size(), 60);
    }

    // Cancelled at once, the job writes nothing; its destructor waits for a running job.
    void cancelledJobWritesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("steps.gif"));
        QVERIFY(writeFile(path, "old"));
        {
            AnimationExport job;
            QSignalSpy finished(&job, &ExportJob::finished);
            job.start(animationRequest(6, 1, 400, 600), path);
            job.cancel();
            QVERIFY(finished.wait(10000));
            QCOMPARE(finished.at(0).at(0).toBool(), false);
            QVERIFY(job.outcome().cancelled);
        }
        {
            AnimationExport job;
            job.start(animationRequest(6, 1, 400, 600), path); // destroyed while it runs
        }
        QCOMPARE(readFile(path), QByteArray("old"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList({QStringLiteral("steps.gif")}));
    }

    void dialogChoosesAndRefuses()
    {
        ExportContext context;
        context.options = searchOptions(6);
        context.currentStep = 30;
        AnimationDialog dialog(context);
        StepSourceBox *source = dialog.sourceBox();
        QCOMPARE(source->fromBox()->value(), 1.0);
        QCOMPARE(source->toBox()->value(), 30.0);
        QVERIFY(!source->solutionButton()->isEnabled()); // no solution found yet
        QVERIFY(!source->bookmarksButton()->isEnabled()); // no bookmarks
        QVERIFY(dialog.problem().isEmpty());
        auto *save = dialog.findChild<QPushButton *>(QStringLiteral("save"));
        QVERIFY(save->isEnabled());

        source->toBox()->setValue(2500);
        QVERIFY2(dialog.problem().contains(QStringLiteral("2,000")), qPrintable(dialog.problem()));
        QVERIFY(!save->isEnabled());
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("problem"))->text() == dialog.problem());
        source->toBox()->setValue(20);
        source->fromBox()->setValue(25);
        QVERIFY(dialog.problem().contains(QStringLiteral("empty")));
        source->fromBox()->setValue(11);
        QVERIFY(save->isEnabled());

        dialog.sideBox()->setValue(200);
        dialog.frameTimeBox()->setValue(300);
        dialog.narrationBox()->setChecked(false);
        const AnimationRequest request = dialog.request();
        QCOMPARE(request.source.from, quint64(11));
        QCOMPARE(request.source.to, quint64(20));
        QCOMPARE(request.side, 200);
        QCOMPARE(request.frameMs, 300);
        QVERIFY(!request.narration);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.gif"));
        const ExportJob::Outcome outcome = AnimationDialog::exportTo(&dialog, request, path);
        QVERIFY2(outcome.ok, qPrintable(outcome.message));
        const DecodedGif gif = decode(readFile(path));
        QCOMPARE(gif.pictures.size(), 10);
        QCOMPARE(gif.height, 200);
        QCOMPARE(gif.delays.front(), 30);
    }

    // From one bookmark to another; the path to a solution is bounded by those found.
    void dialogOffersBookmarksAndSolutions()
    {
        ExportContext context;
        context.options = searchOptions(6);
        context.currentStep = 900;
        context.solutionsFound = 3;
        context.bookmarks = {{12, QStringLiteral("first conflict")}, {40, {}}, {75, {}}};
        AnimationDialog dialog(context);
        StepSourceBox *source = dialog.sourceBox();
        // 900 steps: the last 200 (all 900, under the cap of 2,000, were offered before).
        QCOMPARE(source->fromBox()->value(), 701.0);
        // What Save will write is said before it is written, with how long it plays.
        QCOMPARE(dialog.outcomeShown(),
                 QStringLiteral("Frames in the animation: 200, playing 100.0 s"));
        dialog.frameTimeBox()->setValue(100);
        QCOMPARE(dialog.outcomeShown(),
                 QStringLiteral("Frames in the animation: 200, playing 20.0 s"));
        QVERIFY(source->solutionButton()->isEnabled());
        QCOMPARE(source->solutionBox()->maximum(), 3);
        source->bookmarksButton()->setChecked(true);
        QVERIFY(source->fromBookmarkBox()->isEnabled());
        QCOMPARE(source->fromBookmarkBox()->count(), 3);
        source->fromBookmarkBox()->setCurrentIndex(1);
        StepSource chosen = dialog.request().source;
        QCOMPARE(chosen.kind, StepSource::Kind::Range);
        QCOMPARE(chosen.from, quint64(40));
        QCOMPARE(chosen.to, quint64(75));
        source->fromBookmarkBox()->setCurrentIndex(2);
        source->toBookmarkBox()->setCurrentIndex(0);
        QVERIFY(dialog.problem().contains(QStringLiteral("bookmark")));
        source->solutionButton()->setChecked(true);
        source->solutionBox()->setValue(2);
        chosen = dialog.request().source;
        QCOMPARE(chosen.kind, StepSource::Kind::Solution);
        QCOMPARE(chosen.solution, quint64(2));
        QVERIFY(dialog.problem().isEmpty());

        // Far into a run, the default range is the last 200 steps up to the current one.
        context.currentStep = 10'000;
        AnimationDialog far(context);
        QCOMPARE(far.sourceBox()->fromBox()->value(), 9801.0);
        QVERIFY(far.problem().isEmpty());
    }

    void everyControlIsNamed()
    {
        ExportContext context;
        context.currentStep = 5;
        context.solutionsFound = 1;
        context.bookmarks = {{3, QStringLiteral("x")}};
        AnimationDialog dialog(context);
        int checked = 0;
        for (QWidget *widget : dialog.findChildren<QWidget *>()) {
            if (!qobject_cast<QAbstractButton *>(widget)
                && !qobject_cast<QAbstractSpinBox *>(widget) && !qobject_cast<QComboBox *>(widget)
                && !qobject_cast<QGroupBox *>(widget) && !qobject_cast<QLabel *>(widget))
                continue;
            const QString name = widget->metaObject()->className() + QStringLiteral(" ")
                                 + widget->objectName();
            QVERIFY2(!widget->objectName().isEmpty(), qPrintable(name));
            QVERIFY2(!widget->accessibleName().isEmpty(), qPrintable(name));
            ++checked;
        }
        QVERIFY(checked >= 20);
    }
};

NQ_TEST_MAIN(TestAnimationWriter)
#include "tst_animationwriter.moc"
