#pragma once

#include "programrun.h"
#include "tracerun.h"

#include <QWidget>

#include <functional>
#include <memory>

class QDockWidget;
class QLabel;
class QPlainTextEdit;
class QPushButton;

// The panel "Your program" (a dock tabbed beside the solutions): what runs or ran (its
// command line and folder), how long, how many lines it printed, how it ended (its exit
// status, or why it was stopped), the Stop button while it runs, and what it printed besides
// its trace: its standard error and its own output lines (those that are not events, with
// their line numbers), as far as they are kept. A trace shown from a file or from a lesson
// says only what its text tells: its name and its own output lines (no command line or exit
// status: none is known). Owns its widgets and texts. GUI thread.
class ProgramPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ProgramPanel(QWidget *parent = nullptr);

    QDockWidget *dock() const { return m_dock; }
    // A program started: shown running.
    void showStarted(const nq::ProgramRequest &request);
    // How far it is, and what it wrote on standard error so far.
    void showProgress(qint64 elapsedMs, qint64 limitMs, const nq::ProgramLog::View &log);
    // It has ended: how, and what it printed.
    void showEnded(const nq::ProgramOutcome &outcome, const nq::ProgramLog::View &log);
    // Where a trace shown without running its program came from.
    enum class TraceSource { File, Lesson };
    // A trace shown from a file or a lesson: its name, counts and own output lines.
    void showTrace(const std::shared_ptr<const nq::TraceRun> &run, TraceSource source);
    // "Ended with status 0 after 0.4 s", "Stopped after the time limit of 60 s", …
    static QString endText(const nq::ProgramOutcome &outcome, const nq::ProgramRequest &request);
    // Why the program could not be started, in the window's language.
    static QString startFailureText(const nq::ProgramOutcome &outcome,
                                    const nq::ProgramRequest &request);
    QString statusText() const;
    QString outputText() const;

signals:
    void stopRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    // "120 lines read: 118 events, 2 of its own output"
    static QString countsText(const nq::TraceRun &run);
    // The program's own output lines of `run` after `header`.
    QString ownOutput(const nq::TraceRun &run) const;
    void setTexts(const QString &status, const QString &output);

    QDockWidget *m_dock = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_stop = nullptr;
    QPlainTextEdit *m_output = nullptr;
    nq::ProgramRequest m_request;
    // Shows the last state again, in the language now chosen.
    std::function<void()> m_reshow;
};
