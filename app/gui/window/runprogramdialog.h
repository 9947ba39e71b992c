#pragma once

#include "programrun.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QLineEdit;
class QPushButton;
class QSpinBox;

// Asks what to run (Run ▸ Run my program…): the command line, {N} standing for the board
// size, its folder, N, whether it stops at its first solution and the time limit; it starts
// from what ran last (AppSettings::programChoice) and remembers what it runs. The only place a
// program is ever started from. Its fields are keyboard reachable, each named by its label.
// GUI thread.
class RunProgramDialog : public QDialog
{
    Q_OBJECT

public:
    RunProgramDialog(const nq::ProgramRequest &start, QWidget *parent = nullptr);

    nq::ProgramRequest request() const;
    // Asks, starting from the last run's choices and the board's N; remembers what is run.
    static std::optional<nq::ProgramRequest> ask(QWidget *parent, int n);

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
