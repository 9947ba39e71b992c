#pragma once

#include "tracerun.h"

#include "exportcontext.h"
#include "exportjob.h"

#include <QFont>
#include <QPageSize>
#include <QString>

// Everything a worksheet export needs, chosen in the WorksheetDialog. Plain value.
struct WorksheetRequest
{
    nq::SearchOptions options;
    nq::Placement startQueens; // n == 0 or no queens: the search starts on the empty board
    StepSource source;
    BoardTheme theme = BoardTheme::classic();
    QFont font; // the window's, for every text
    QPageSize::PageSizeId pageSize = QPageSize::A4;
    bool forStudents = false; // a students' sheet and its answer key, not the teacher's sheet
    bool studentsSeeQueens = true; // the students' boards hold the queens placed before the step
    std::shared_ptr<const nq::TraceRun> trace; // a student's trace: its steps, not the search's
};

// Saves a worksheet as a PDF (and, for students, its answer key as a second PDF): a job that
// collects the frames (running the search forward), lays them out with WorksheetWriter and
// writes each file through the one save path (SaveDevice), committed only once both are whole, so a failed or
// cancelled export leaves the old files as they were. Lives on the GUI thread and owns its
// job (see ExportJob); the pages are painted on the job's thread.
class WorksheetExport : public ExportJob
{
    Q_OBJECT

public:
    explicit WorksheetExport(QObject *parent = nullptr);

    // Starts writing `path` (and `answerKeyPath` for a students' sheet); finished() says how
    // it went ("Worksheet saved to …", or what failed and what was kept).
    void start(const WorksheetRequest &request, const QString &path,
               const QString &answerKeyPath = {});
    // The job itself, for the job's thread (and for tests, on any thread).
    static Outcome run(const WorksheetRequest &request, const QString &path,
                       const QString &answerKeyPath, const Control &control);
    // Which steps the sheet shows, for its header ("Steps 1 to 30").
    static QString describe(const StepSource &source);
};
