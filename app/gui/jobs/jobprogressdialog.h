#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace nq {
class Job;
}

// The one progress dialog of every job of the window (exports, lessons being checked): a
// window-modal QProgressDialog that appears only when the job takes longer than `delayMs`,
// follows the job's progress, cancels it from its Cancel button and is hidden when the job
// ends, before the job's finished() and so before any message about it, and deleted then too,
// or, when the end arrives inside the dialog's own update (a shown modal dialog processes
// events in setValue()), as soon as that update returns. GUI thread.
class JobProgressDialog
{
    Q_DECLARE_TR_FUNCTIONS(JobProgressDialog)

public:
    // Shows `label` for `job`, called once the job has started. Owned by `parent` until the
    // job ends, is cancelled and awaited, or is destroyed.
    static void follow(nq::Job *job, QWidget *parent, const QString &label, int delayMs = 400);
};
