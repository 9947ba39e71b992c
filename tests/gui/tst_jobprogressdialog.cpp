#include "job.h"
#include "jobprogressdialog.h"
#include "testregistry.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <QWidget>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <chrono>
#include <thread>

using namespace nq;

// Takes back the memory just freed, filled with a pattern no pointer has, as AddressSanitizer
// would: a use of an object deleted just before crashes instead of reading what was left. The
// test thread only.
class FreedMemorySpray
{
public:
    ~FreedMemorySpray()
    {
        for (void *block : m_blocks)
            std::free(block);
    }
    void fill()
    {
        for (std::size_t size = 16; size <= 2048; size += 16) {
            for (int i = 0; i < 16; ++i) {
                void *block = std::malloc(size);
                std::memset(block, 0xa5, size);
                m_blocks.push_back(block);
            }
        }
    }

private:
    std::vector<void *> m_blocks;
};

// The one progress dialog of every job: it appears only for a long job, follows its progress
// and is gone when the job ends, whenever that happens in the dialog's life. A shown,
// window-modal QProgressDialog processes events inside its own setValue(): a job that ends
// right after a report used to delete the dialog there, and the window crashed on return.
class TestJobProgressDialog : public QObject
{
    Q_OBJECT

    QProgressDialog *dialogOf(QWidget &parent)
    {
        return parent.findChild<QProgressDialog *>(QStringLiteral("jobProgressDialog"));
    }

    // Runs one job under a followed dialog: the work reports progress every `reportEvery`
    // until `lifetime` has passed, and returns at once after its last report. Reports further
    // apart than the 40 ms by which Qt spaces them all reach the dialog, so the job's end comes
    // while the dialog is busy with the last one (a shown dialog processes events inside it).
    // Waits for the end; the dialog must be gone by then.
    void runOnce(QWidget &parent, std::chrono::milliseconds lifetime,
                 std::chrono::milliseconds reportEvery, int delayMs)
    {
        Job job;
        bool finished = false;
        connect(&job, &Job::finished, this, [&] { finished = true; });
        job.start([=](const JobControl &control) {
            const auto until = std::chrono::steady_clock::now() + lifetime;
            for (qint64 done = 1;; ++done) {
                control.report(done, 1000);
                if (std::chrono::steady_clock::now() >= until)
                    return;
                std::this_thread::sleep_for(reportEvery);
            }
        });
        JobProgressDialog::follow(&job, &parent, QStringLiteral("Working"), delayMs);
        QVERIFY(dialogOf(parent));
        QTRY_VERIFY_WITH_TIMEOUT(finished, 10000);
        QVERIFY(!dialogOf(parent));
    }

private slots:
    // A shown modal QProgressDialog processes events inside its own setValue(). Called while
    // Qt delivers one posted event (the job's progress), that only handles window-system and
    // timer events; called from anywhere else (a timer, a window-system or accessibility
    // event: the window crashed in 7 of 7 such dumps), it also delivers the job's end, which
    // used to delete the dialog under its own call. Here the update comes from a timer, with
    // the job's end already waiting in the queue.
    void aJobEndingInsideTheDialogsUpdateLeavesNoDialog()
    {
        QWidget parent;
        parent.resize(400, 300);
        parent.show();
        QVERIFY(QTest::qWaitForWindowExposed(&parent));
        FreedMemorySpray spray;
        for (int i = 0; i < 10; ++i) {
            Job job;
            bool finished = false;
            connect(&job, &Job::finished, this, [&] {
                finished = true;
                spray.fill();
            });
            std::atomic<bool> end {false};
            job.start([&end](const JobControl &control) {
                for (qint64 done = 1; !end; ++done) {
                    control.report(done, 1000);
                    std::this_thread::sleep_for(std::chrono::milliseconds(45));
                }
            });
            JobProgressDialog::follow(&job, &parent, QStringLiteral("Working"), 0);
            QPointer<QProgressDialog> dialog = dialogOf(parent);
            QTRY_VERIFY(dialog && dialog->isVisible() && dialog->value() > 1);
            QTimer::singleShot(1, &job, [&job, &end, i] {
                end = true;
                job.waitForFinished(); // its end is posted, not yet delivered
                emit job.progressed(500 + i, 1000);
            });
            QTRY_VERIFY_WITH_TIMEOUT(finished, 10000);
            QVERIFY(!dialog);
        }
    }

    void jobsEndingAtEveryMomentOfTheDialogsLife()
    {
        QWidget parent;
        parent.resize(400, 300);
        parent.show();
        QVERIFY(QTest::qWaitForWindowExposed(&parent));
        // Before it appears (the default 400 ms), as it appears and while it is shown.
        for (int lifetimeMs = 0; lifetimeMs <= 560; lifetimeMs += 80)
            runOnce(parent, std::chrono::milliseconds(lifetimeMs), std::chrono::milliseconds(45),
                    400);
    }

    void theDialogCancelsItsJob()
    {
        QWidget parent;
        Job job;
        bool finished = false;
        connect(&job, &Job::finished, this, [&] { finished = true; });
        job.start([](const JobControl &control) {
            while (!control.cancelled()) {
                control.report(1, 2);
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            }
        });
        JobProgressDialog::follow(&job, &parent, QStringLiteral("Working"), 0);
        QPointer<QProgressDialog> dialog = dialogOf(parent);
        QVERIFY(dialog);
        QTRY_VERIFY(dialog && dialog->isVisible());
        QPushButton *cancel = dialog->findChild<QPushButton *>();
        QVERIFY(cancel);
        cancel->click();
        QTRY_VERIFY(finished);
        QVERIFY(job.isCancelled());
        QVERIFY(!dialog);
    }

    void aDestroyedJobTakesItsDialog()
    {
        QWidget parent;
        auto job = std::make_unique<Job>();
        job->start([](const JobControl &control) {
            while (!control.cancelled())
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
        });
        JobProgressDialog::follow(job.get(), &parent, QStringLiteral("Working"));
        QVERIFY(dialogOf(parent));
        job.reset(); // cancels and waits
        QVERIFY(!dialogOf(parent));
    }
};

NQ_TEST_MAIN(TestJobProgressDialog)
#include "tst_jobprogressdialog.moc"
