#pragma once

#include "exportjob.h"
#include "lessonpage.h"

#include <QString>

class QWidget;

// Saves a lesson's web page: a job that builds the page (running the search forward, see
// LessonPage) and writes it through the one save path, so a failed or cancelled export leaves
// the old file as it was. Lives on the GUI thread and owns its job (see ExportJob); the page
// is built on the job's thread.
class LessonPageExport : public ExportJob
{
    Q_OBJECT

public:
    explicit LessonPageExport(QObject *parent = nullptr);

    // Starts writing `path`; finished() says how it went ("Web page saved to …: steps 0 to
    // 2,000, 120 kB", or what failed and that the old file is kept).
    void start(const PageRequest &request, const QString &path);
    // The job itself, for the job's thread (and for tests, on any thread).
    static Outcome run(const PageRequest &request, const QString &path, const Control &control);
    // Writes a built page to `path` through the one save path; the reason it failed, or ""
    // (the old file then stays).
    static QString write(const QString &path, const QByteArray &html);
    // Why `path` must not be replaced by a page, or "": it is the lesson the page is made from
    // (`lessonPath`), or an existing file that is not a web page this program wrote (a lesson,
    // a document: `nqueens --export-page lesson.nqueens` replaced the lesson). Reads at most
    // the start of a page through the one read path.
    static QString refusal(const QString &path, const QString &lessonPath = {});
    // "Cannot write /x/a.html: No space left on device. The old file is kept."
    static QString cannotWrite(const QString &path, const QString &reason, bool existed);
    // Asks which steps of `request` the page holds (PageRangeDialog) and where to save it
    // (suggesting a name beside `lessonPath`, the lesson's file if it has one), saves it behind a progress dialog and shows a failure in a
    // message box. Returns the message for the status bar ("" if the user cancelled the
    // dialog). GUI thread.
    static QString chooseAndExport(QWidget *parent, const PageRequest &request,
                                   const QString &lessonPath = {});
};
