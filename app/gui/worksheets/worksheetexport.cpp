#include "worksheetexport.h"

#include "exportframes.h"
#include "filetexts.h"
#include "savedevice.h"
#include "worksheetwriter.h"

#include <QBuffer>
#include <QFileInfo>
#include <QLocale>

#include <memory>
#include <optional>

namespace {

// One PDF being written: its save file and how the writing went.
struct PdfFile
{
    std::unique_ptr<nq::SaveDevice> file;
    QString path;
    bool existed = false;
    int pages = 0;
    QString reason; // why it failed, read before commit() forgets it

    explicit PdfFile(const QString &name)
        : file(std::make_unique<nq::SaveDevice>(name))
        , path(name)
        , existed(QFileInfo::exists(name))
    {
    }
    bool failed() const { return pages == 0 || !reason.isEmpty(); }
    // "Cannot write /x/w.pdf: No space left on device. The old file is kept."
    QString cannotWrite() const
    {
        QString message = WorksheetExport::tr("Cannot write %1").arg(path);
        const QString why = reason.isEmpty() ? FileTexts::reason(file->problem()) : reason;
        if (!why.isEmpty())
            message += QStringLiteral(": ") + why;
        if (existed)
            message += QStringLiteral(". ") + WorksheetExport::tr("The old file is kept.");
        return message;
    }
};

// Writes one sheet into its save file (uncommitted). The PDF is made in memory first: QPdfWriter
// does not look at what its device's writes return, so a disk that takes only part of the
// file would go unnoticed; one checked write of the whole document does not.
void writeSheet(PdfFile &pdf, WorksheetWriter::Options options, const QList<ExportFrame> &frames,
                const std::function<void(int)> &progress, const std::atomic<bool> *cancel)
{
    QByteArray document;
    QBuffer buffer(&document);
    buffer.open(QIODevice::WriteOnly);
    WorksheetWriter writer(std::move(options));
    pdf.pages = writer.write(&buffer, frames, progress, cancel);
    if (pdf.pages == 0)
        return; // cancelled
    // Through the one save path: every write checked, the old file kept on any failure.
    if (!pdf.file->open(QIODevice::WriteOnly | QIODevice::Unbuffered)
        || !nq::writeFully(pdf.file.get(), document.constData(), document.size()))
        pdf.reason = FileTexts::reason(pdf.file->problem());
}

} // namespace

WorksheetExport::WorksheetExport(QObject *parent)
    : ExportJob(parent)
{
}

void WorksheetExport::start(const WorksheetRequest &request, const QString &path,
                            const QString &answerKeyPath)
{
    ExportJob::start([request, path, answerKeyPath](const Control &control) {
        return run(request, path, answerKeyPath, control);
    });
}

QString WorksheetExport::describe(const StepSource &source)
{
    const QLocale locale;
    switch (source.kind) {
    case StepSource::Kind::Range:
        return tr("Steps %1 to %2").arg(locale.toString(source.from), locale.toString(source.to));
    case StepSource::Kind::Solution:
        return tr("The path to solution %1").arg(locale.toString(source.solution));
    case StepSource::Kind::Bookmarks: return tr("Bookmarked steps");
    }
    return {};
}

namespace {

// Commits the sheet and its key, written whole, or drops both when either failed or the
// export was cancelled: a sheet and its key never disagree. (A commit, a rename, that fails
// after the sheet's is said as such.)
ExportJob::Outcome commitSheets(PdfFile &sheet, std::optional<PdfFile> &key, bool cancelled)
{
    const auto dropBoth = [&] {
        sheet.file->cancelWriting();
        if (key)
            key->file->cancelWriting();
    };
    if (cancelled) {
        dropBoth();
        return {false, true,
                WorksheetExport::tr("Worksheet not saved: the files are as they were")};
    }
    for (PdfFile *pdf : {&sheet, key ? &*key : nullptr}) {
        if (pdf && pdf->failed()) {
            const QString message = pdf->cannotWrite();
            dropBoth();
            return {false, false, message};
        }
    }
    if (!sheet.file->commit()) {
        sheet.reason = FileTexts::reason(sheet.file->problem());
        const QString message = sheet.cannotWrite();
        dropBoth();
        return {false, false, message};
    }
    if (key && !key->file->commit()) {
        key->reason = FileTexts::reason(key->file->problem());
        return {false, false,
                WorksheetExport::tr("The students' sheet was saved to %1, but not the answer "
                                    "key. %2")
                    .arg(sheet.path, key->cannotWrite())};
    }
    if (key)
        return {true, false,
                WorksheetExport::tr("Worksheet for students saved to %1 (%Ln pages), answer key "
                                    "to %2",
                                    nullptr, sheet.pages)
                    .arg(sheet.path, key->path)};
    return {true, false,
            WorksheetExport::tr("Worksheet saved to %1 (%Ln pages)", nullptr, sheet.pages)
                .arg(sheet.path)};
}

// Writes the sheet (and for students then the answer key) into save files, then commits.
ExportJob::Outcome saveSheets(const WorksheetRequest &request, const ExportFrames &collected,
                              const QString &path, const QString &answerKeyPath,
                              const ExportJob::Control &control)
{
    const QList<ExportFrame> &frames = collected.frames;
    const int boards = int(frames.size());
    const bool withKey = request.forStudents;
    const int total = withKey ? 2 * boards : boards;
    control.report(0, total);
    WorksheetWriter::Options options {withKey ? WorksheetWriter::Sheet::Students
                                              : WorksheetWriter::Sheet::Teacher,
                                      request.pageSize,
                                      request.studentsSeeQueens,
                                      request.theme,
                                      request.font,
                                      request.options,
                                      WorksheetExport::describe(request.source),
                                      collected.traceName};
    PdfFile sheet(path);
    writeSheet(
        sheet, options, frames, [&](int done) { control.report(done, total); }, control.cancel);
    std::optional<PdfFile> key;
    if (withKey && !sheet.failed() && !control.cancelled()) {
        key.emplace(answerKeyPath);
        options.sheet = WorksheetWriter::Sheet::AnswerKey;
        writeSheet(
            *key, options, frames, [&](int done) { control.report(boards + done, total); },
            control.cancel);
    }
    return commitSheets(sheet, key, control.cancelled());
}

} // namespace

ExportJob::Outcome WorksheetExport::run(const WorksheetRequest &request, const QString &path,
                                        const QString &answerKeyPath, const Control &control)
{
    if (request.source.count(request.options.n) > kMaxWorksheetBoards)
        return {
            false, false,
            tr("A worksheet holds at most %1 boards").arg(QLocale().toString(kMaxWorksheetBoards))};
    if (request.forStudents
        && (answerKeyPath.isEmpty()
            || QFileInfo(answerKeyPath).absoluteFilePath() == QFileInfo(path).absoluteFilePath()))
        return {false, false, tr("The answer key needs a file of its own")};
    const ExportFrames frames = ExportFrames::collect(
        request.options, request.startQueens, request.source, control.cancel, request.trace);
    if (frames.cancelled)
        return {false, true, tr("Worksheet not saved: the files are as they were")};
    if (!frames.ok())
        return {false, false, frames.error};
    return saveSheets(request, frames, path, answerKeyPath, control);
}
