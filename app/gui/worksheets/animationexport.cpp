#include "animationexport.h"

#include "filetexts.h"
#include "savedevice.h"

#include <QFileInfo>
#include <QLocale>

namespace {

// "Cannot write /x/a.gif: No space left on device. The old file is kept."
QString cannotWrite(const QString &path, const QString &reason, bool existed)
{
    QString message = AnimationExport::tr("Cannot write %1").arg(path);
    if (!reason.isEmpty())
        message += QStringLiteral(": ") + reason;
    if (existed)
        message += QStringLiteral(". ") + AnimationExport::tr("The old file is kept.");
    return message;
}

} // namespace

AnimationExport::AnimationExport(QObject *parent)
    : ExportJob(parent)
{
}

void AnimationExport::start(const AnimationRequest &request, const QString &path)
{
    ExportJob::start(
        [request, path](const Control &control) { return run(request, path, control); });
}

ExportJob::Outcome AnimationExport::run(const AnimationRequest &request, const QString &path,
                                        const Control &control)
{
    const bool existed = QFileInfo::exists(path);
    const Outcome cancelled {false, true,
                             existed ? tr("Animation not saved: %1 is as it was").arg(path)
                                     : tr("Animation not saved")};
    if (request.source.count(request.options.n) > kMaxAnimationFrames)
        return {false, false,
                tr("An animation holds at most %1 frames")
                    .arg(QLocale().toString(kMaxAnimationFrames))};
    const ExportFrames frames = ExportFrames::collect(
        request.options, request.startQueens, request.source, control.cancel, request.trace);
    if (frames.cancelled)
        return cancelled;
    if (!frames.ok())
        return {false, false, frames.error};
    const int total = int(frames.frames.size());
    control.report(0, total);
    AnimationWriter writer({request.side, request.frameMs, request.narration, request.loop,
                            request.theme, request.font, request.options});
    nq::SaveDevice file(path);
    // The writer gathers large writes itself; each is checked by the save path.
    bool written = file.open(QIODevice::WriteOnly);
    if (written)
        written = writer.write(
            &file, frames.frames, [&control, total](int done) { control.report(done, total); },
            control.cancel);
    if (writer.cancelled()) {
        file.cancelWriting();
        return cancelled;
    }
    // The file's own reason (a full disk), else the encoder's.
    const QString reason = file.problem().ok() ? writer.error() : FileTexts::reason(file.problem());
    if (written && file.commit())
        return {true, false,
                tr("Animation saved to %1: %Ln frames, %2", nullptr, int(frames.frames.size()))
                    .arg(path, QLocale().formattedDataSize(QFileInfo(path).size(), 1,
                                                           QLocale::DataSizeSIFormat))};
    const QString why = reason.isEmpty() ? FileTexts::reason(file.problem()) : reason;
    file.cancelWriting();
    return {false, false, cannotWrite(path, why, existed)};
}
