#pragma once

#include "animationwriter.h"
#include "exportcontext.h"
#include "exportjob.h"

#include <QString>

// Everything an animation export needs, chosen in the AnimationDialog. Plain value.
struct AnimationRequest
{
    nq::SearchOptions options;
    nq::Placement startQueens; // n == 0 or no queens: the search starts on the empty board
    StepSource source;
    BoardTheme theme = BoardTheme::classic();
    QFont font; // the window's, for the labels and the narration
    int side = 600;
    int frameMs = 500;
    bool narration = true;
    bool loop = true;
    std::shared_ptr<const nq::TraceRun> trace; // a student's trace: its steps, not the search's
};

// Saves an animated GIF of chosen steps: a job that collects the frames (running the search
// forward), encodes them with an AnimationWriter and writes them through the one save path (SaveDevice), so a
// failed or cancelled export leaves the old file as it was and no partial file. Lives on the
// GUI thread and owns its job (see ExportJob); the frames are painted on the job's thread.
class AnimationExport : public ExportJob
{
    Q_OBJECT

public:
    explicit AnimationExport(QObject *parent = nullptr);

    // Starts writing `path`; finished() says how it went ("Animation saved to …: 60 frames,
    // 1.2 MB", or what failed and that the old file is kept).
    void start(const AnimationRequest &request, const QString &path);
    // The job itself, for the job's thread (and for tests, on any thread).
    static Outcome run(const AnimationRequest &request, const QString &path,
                       const Control &control);
};
