#pragma once

#include "snapshotfeed.h"
#include "tracerun.h"

#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;

// The strip above the narration while a student's trace is shown instead of the built-in
// search: whose search it is (the file's name or the program's command), the headline of
// checking it (its first violation, or that it holds), how it compares with the reference
// search, and the ways to the first violation and back to the built-in search. Red while the
// trace breaks a rule, green while it holds. Owns its texts and colours; follows the feed and
// shows whichever trace the snapshot shown carries (none: hidden). GUI thread.
class TraceBanner : public QWidget
{
    Q_OBJECT

public:
    explicit TraceBanner(QWidget *parent = nullptr);

    void follow(nq::SnapshotFeed &feed);
    // Shows the banner for `run` (null hides it).
    void showRun(std::shared_ptr<const nq::TraceRun> run);
    const std::shared_ptr<const nq::TraceRun> &run() const { return m_run; }
    QString headline() const;
    QString comparison() const;

signals:
    void violationRequested();
    void leaveRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    std::shared_ptr<const nq::TraceRun> m_run;
    QLabel *m_whose = nullptr;
    QLabel *m_headline = nullptr;
    QLabel *m_comparison = nullptr;
    QPushButton *m_goToViolation = nullptr;
    QPushButton *m_leave = nullptr;
};
