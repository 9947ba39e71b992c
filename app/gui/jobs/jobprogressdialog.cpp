#include "jobprogressdialog.h"

#include "job.h"

#include <QProgressDialog>

void JobProgressDialog::follow(nq::Job *job, QWidget *parent, const QString &label, int delayMs)
{
    auto *dialog = new QProgressDialog(label, tr("Cancel"), 0, 0, parent);
    dialog->setObjectName(QStringLiteral("jobProgressDialog"));
    dialog->setAccessibleName(label);
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setMinimumDuration(delayMs);
    dialog->setAutoClose(false);
    dialog->setAutoReset(false);
    QObject::connect(job, &nq::Job::progressed, dialog, [dialog](qint64 done, qint64 total) {
        dialog->setRange(0, int(total));
        dialog->setValue(int(done));
    });
    QObject::connect(dialog, &QProgressDialog::canceled, job, &nq::Job::cancel);
    // Deleted at once (the job's signals are direct: the job lives on this thread too).
    QObject::connect(job, &nq::Job::ending, dialog, [dialog] { delete dialog; });
    QObject::connect(job, &QObject::destroyed, dialog, [dialog] { delete dialog; });
}
