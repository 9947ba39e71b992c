#include "lessonpageexport.h"

#include "filetexts.h"
#include "livepage.h"
#include "pagerangedialog.h"
#include "plaintext.h"
#include "safefile.h"
#include "savedevice.h"
#include "savepathdialog.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>

#include <algorithm>
#include <tuple>

LessonPageExport::LessonPageExport(QObject *parent)
    : ExportJob(parent)
{
}

void LessonPageExport::start(const PageRequest &request, const QString &path)
{
    ExportJob::start(
        [request, path](const Control &control) { return run(request, path, control); });
}

QString LessonPageExport::cannotWrite(const QString &path, const QString &reason, bool existed)
{
    QString message = tr("Cannot write %1").arg(path);
    if (!reason.isEmpty())
        message += QStringLiteral(": ") + reason;
    if (existed)
        message += QStringLiteral(". ") + tr("The old file is kept.");
    return message;
}

QString LessonPageExport::refusal(const QString &path, const QString &lessonPath)
{
    const QFileInfo target(path);
    if (!target.exists())
        return {};
    if (!lessonPath.isEmpty() && QFileInfo(lessonPath).exists()
        && target.canonicalFilePath() == QFileInfo(lessonPath).canonicalFilePath())
        return tr("%1 is the lesson the page is made from: choose another name for the page")
            .arg(QDir::toNativeSeparators(path));
    if (!target.isFile())
        return {}; // the save path names what it is
    const nq::FileReading file = nq::readRegularFile(path.toStdString(), LessonPage::kMaxBytes);
    // A page this program wrote, a lesson's or the live one, may be written again.
    if (const QByteArray bytes = QByteArray::fromStdString(file.bytes);
        file.ok() && (LessonPage::dataOf(bytes) || LivePage::isLivePage(bytes)))
        return {};
    return tr("%1 exists and is not a web page of a lesson: it is kept; choose another name "
              "for the page")
        .arg(QDir::toNativeSeparators(path));
}

QString LessonPageExport::write(const QString &path, const QByteArray &html)
{
    // The one save path refuses a folder, a FIFO or a device where the page should be.
    return FileTexts::reason(nq::saveWholeFile(path, html));
}

ExportJob::Outcome LessonPageExport::run(const PageRequest &request, const QString &path,
                                         const Control &control)
{
    const bool existed = QFileInfo::exists(path);
    const LessonPage::Result page = LessonPage::build(
        request, control.cancel, [&control](std::uint64_t done, std::uint64_t total) {
            control.report(int(done * 1000 / std::max<std::uint64_t>(total, 1)), 1000);
        });
    if (page.cancelled || control.cancelled())
        return {false, true,
                existed ? tr("Web page not saved: %1 is as it was").arg(path)
                        : tr("Web page not saved")};
    if (!page.ok())
        return {false, false, page.error};
    if (const QString why = write(path, page.html); !why.isEmpty())
        return {false, false, cannotWrite(path, why, existed)};
    const QLocale locale;
    return {true, false,
            tr("Web page saved to %1: steps %2 to %3, %4")
                .arg(path, locale.toString(qulonglong(page.first)),
                     locale.toString(qulonglong(page.last)),
                     locale.formattedDataSize(page.html.size(), 1, QLocale::DataSizeSIFormat))};
}

QString LessonPageExport::chooseAndExport(QWidget *parent, const PageRequest &lessonRequest,
                                          const QString &lessonPath)
{
    // The steps first: a lesson far into a search is more than one page holds.
    const auto range = PageRangeDialog::ask(lessonRequest, parent);
    if (!range)
        return {};
    PageRequest request = lessonRequest;
    std::tie(request.first, request.last) = *range;
    request.lastMayPassTheEnd = true;
    // Beside the lesson and named after it, where there is one.
    const QFileInfo lesson(lessonPath);
    const QString suggested = lessonPath.isEmpty()
                                  ? tr("lesson.html")
                                  : lesson.absoluteDir().filePath(lesson.completeBaseName()
                                                                  + QStringLiteral(".html"));
    const QString path = chooseSavePath(parent, tr("Export lesson as web page"), suggested,
                                        tr("Web page (*.html)"), QStringLiteral("html"));
    if (path.isEmpty())
        return {};
    if (const QString why = refusal(path, lessonPath); !why.isEmpty()) {
        PlainText::warn(parent, tr("Export lesson as web page"), why);
        return why;
    }
    LessonPageExport job;
    const Outcome outcome = job.runWithProgress(parent, tr("Saving the web page…"),
                                                [&] { job.start(request, path); });
    if (!outcome.ok && !outcome.cancelled)
        PlainText::warn(parent, tr("Export lesson as web page"), outcome.message);
    return outcome.message;
}
