#include "countstarter.h"

#include "countcheckpoints.h"
#include "filetexts.h"
#include "runcontroller.h"

#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

using namespace nq;

CountStarter::CountStarter(RunController *run, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_run(run)
    , m_dialogParent(dialogParent)
{
}

void CountStarter::start(int n)
{
    // Read once, here: the count continues from what the user was asked about.
    std::optional<CountLedger> interrupted = CountCheckpoints().interrupted(n);
    if (!interrupted) {
        m_run->startCount(std::nullopt);
        return;
    }
    const QLocale locale;
    const double percent = 100.0 * double(interrupted->doneCount())
                           / double(interrupted->taskCount());
    QMessageBox question(QMessageBox::Question, tr("Count N=%1").arg(n),
                         tr("A count of N=%1 was interrupted at %2%. Continue it, or count "
                            "from the beginning?")
                             .arg(n)
                             .arg(locale.toString(percent, 'f', 1)),
                         QMessageBox::Cancel, m_dialogParent);
    QPushButton *continueIt = question.addButton(tr("&Continue"), QMessageBox::AcceptRole);
    continueIt->setObjectName(QStringLiteral("continueCount"));
    QPushButton *startOver = question.addButton(tr("&Start over"), QMessageBox::DestructiveRole);
    startOver->setObjectName(QStringLiteral("startOver"));
    question.setDefaultButton(continueIt);
    question.exec();
    if (question.clickedButton() == continueIt) {
        m_run->startCount(std::move(interrupted));
        emit message(tr("Continuing the count of N=%1 from %2%")
                         .arg(n)
                         .arg(locale.toString(percent, 'f', 1)));
    } else if (question.clickedButton() == startOver) {
        m_run->startCount(std::nullopt);
        emit message(tr("Counting N=%1 from the beginning").arg(n));
    }
}

void CountStarter::showSnapshot(const RunnerSnapshot &snapshot)
{
    const QString problem = snapshot.job.checkpointSaveProblem.ok()
                                ? QString::fromStdString(snapshot.job.checkpointProblem)
                                : FileTexts::reason(snapshot.job.checkpointSaveProblem);
    if (snapshot.goal() != Goal::Count || !snapshot.job.finished || problem.isEmpty()
        || snapshot.store.get() == m_reportedRun)
        return;
    m_reportedRun = snapshot.store.get();
    emit message(tr("The count's progress could not be kept for a later start: %1").arg(problem));
}

void CountStarter::follow(SnapshotFeed &feed)
{
    feed.subscribe(SnapshotMoment::SearchTexts,
                   [this](const RunnerSnapshot &s, const SnapshotChanges &) { showSnapshot(s); });
}
