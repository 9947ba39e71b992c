#include "jobprogressdialog.h"

#include "job.h"

#include "plaintext.h"

#include <QLabel>
#include <QProgressDialog>

#include <memory>

namespace {

// Where a followed dialog is in its life. A window-modal QProgressDialog processes events
// inside setValue() once it is shown, and the job's end may be among them: the dialog must not
// be deleted under its own call (it then reads its progress bar), so its end waits until the
// outermost update has returned. GUI thread.
struct DialogLife
{
    int updating = 0; // nesting depth of setRange/setValue calls under way
    bool ended = false; // the job has ended: hidden, deleted when no update is under way
};

} // namespace

void JobProgressDialog::follow(nq::Job *job, QWidget *parent, const QString &label, int delayMs)
{
    // The label often quotes a file's name: plain from the start (QProgressDialog measures its
    // own label as soon as its text is set, before any polish), on one line.
    auto *dialog = new QProgressDialog(QString(), tr("Cancel"), 0, 0, parent);
    dialog->setLabel(PlainText::label(PlainText::oneLine(label), dialog));
    dialog->setObjectName(QStringLiteral("jobProgressDialog"));
    dialog->setAccessibleName(PlainText::oneLine(label));
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setMinimumDuration(delayMs);
    dialog->setAutoClose(false);
    dialog->setAutoReset(false);
    auto life = std::make_shared<DialogLife>();
    QObject::connect(job, &nq::Job::progressed, dialog, [dialog, life](qint64 done, qint64 total) {
        if (life->ended)
            return;
        ++life->updating;
        dialog->setRange(0, int(total));
        dialog->setValue(int(done)); // may process events, the job's end among them
        --life->updating;
        if (life->ended && life->updating == 0)
            delete dialog;
    });
    QObject::connect(dialog, &QProgressDialog::canceled, job, &nq::Job::cancel);
    // Gone at once when no update is under way (the job's signals are direct: the job lives on
    // this thread too); else hidden now, its timer stopped so that it never shows itself again
    // (a dialog only marked for deletion once appeared inside a message box's event loop and
    // held its OK button), and deleted when the update returns.
    const auto end = [dialog, life] {
        if (life->ended)
            return;
        life->ended = true;
        dialog->reset();
        dialog->hide();
        if (life->updating == 0)
            delete dialog;
    };
    QObject::connect(job, &nq::Job::ending, dialog, end);
    QObject::connect(job, &QObject::destroyed, dialog, end);
}
