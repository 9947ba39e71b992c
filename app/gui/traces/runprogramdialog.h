#pragma once

#include "programchoice.h"
#include "programrun.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QLineEdit;
class QPushButton;
class QSpinBox;

// Asks what to run (Run ▸ Run my program…): the command line, {N} standing for the board
// size, its folder, N, whether it stops at its first solution and the time limit; it starts
// from what ran last (a ProgramChoice, which its caller keeps). The only place a program is
// ever started from. Its fields are keyboard reachable, each named by its label.
// GUI thread.
class RunProgramDialog : public QDialog
{
    Q_OBJECT

public:
    RunProgramDialog(const nq::ProgramRequest &start, QWidget *parent = nullptr);

    nq::ProgramRequest request() const;
    // Asks, starting from the last run's choices and the board's N.
    static std::optional<nq::ProgramRequest> ask(QWidget *parent, int n, const ProgramChoice &last);
    // What to remember of a request run, for the dialog to start from the next time.
    static ProgramChoice choiceOf(const nq::ProgramRequest &request);

private:
    void browse();
    void updateRun();

    QLineEdit *m_command = nullptr;
    QLineEdit *m_folder = nullptr;
    QSpinBox *m_n = nullptr;
    QCheckBox *m_firstOnly = nullptr;
    QSpinBox *m_timeLimit = nullptr;
    QPushButton *m_run = nullptr;
};
