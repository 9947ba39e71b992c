#pragma once

#include "lesson.h"

#include "job.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <optional>
#include <variant>

class QWidget;

// Opens a lesson file on a background job: reads it, checks every field and replays each of
// its searches to prove its steps exist, through the one job class; a long replay shows the
// one progress dialog, with Cancel; what it finds can be held while the window asks a
// question. Owns the job (cancelled and awaited when destroyed). GUI thread; the job runs on
// Qt's thread pool and touches nothing of the window.
class LessonOpener : public QObject
{
    Q_OBJECT

public:
    using Outcome = std::variant<nq::Lesson, nq::LessonProblem>;

    LessonOpener(QWidget *dialogParent, QObject *parent = nullptr);
    ~LessonOpener() override;

    // Starts opening `path` (a file already being opened is cancelled). `knownPanels`: the
    // panel names the window has.
    void open(const QString &path, const QStringList &knownPanels);
    // Starts reading and checking `path` as open() does, but holds what it finds until
    // release(): a lesson is read while the window asks whether to save the one open, and
    // opens as the question is answered. drop() forgets it, and nothing is said of it.
    void hold(const QString &path, const QStringList &knownPanels);
    // What the held reading found, said now if it has finished, else when it does (its
    // progress shown from now on, if it is long).
    void release();
    void drop();
    bool isBusy() const { return m_job.isRunning(); }
    // The same, on the calling thread (for tests and tools).
    static Outcome read(const QString &path, const QStringList &knownPanels,
                        const std::atomic<bool> *cancel = nullptr,
                        const std::function<void(double)> &progress = {});
    // "Cannot open the lesson “x.nqueens”: “step” is step 900, but that search ends at …"
    static QString describe(const QString &path, const nq::LessonProblem &problem);

signals:
    void opened(const nq::Lesson &lesson, const QString &path);
    void failed(const QString &path, const QString &message);
    // The user stopped the check of a long lesson: nothing was opened, nothing is wrong.
    void cancelled(const QString &path);

private:
    void onFinished(const QString &path, std::optional<Outcome> outcome);
    static QString problemText(const nq::LessonProblem &problem);

    QWidget *m_dialogParent;
    nq::Job m_job;
    QString m_path; // the file being read
    bool m_holding = false; // what the reading finds waits for release()
    bool m_finishedWhileHeld = false;
    std::optional<Outcome> m_heldOutcome; // nothing when the job was cancelled
};
