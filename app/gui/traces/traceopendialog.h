#pragma once

#include "traceopener.h"

#include <QDialog>

class QCheckBox;
class QLineEdit;
class QSpinBox;

// Asks which trace to open and how it was made: the file, the board size N the program was
// run with (a trace names squares, not the size) and whether it was asked for the first
// solution only (then missing solutions are no violation). Its fields are keyboard reachable,
// each named by its label. GUI thread.
class TraceOpenDialog : public QDialog
{
    Q_OBJECT

public:
    TraceOpenDialog(const TraceOpener::Request &start, QWidget *parent = nullptr);

    TraceOpener::Request request() const;
    // Asks; none when cancelled or no file was given.
    static std::optional<TraceOpener::Request> ask(QWidget *parent,
                                                   const TraceOpener::Request &start);

private:
    void browse();
    void updateOk();

    QLineEdit *m_path = nullptr;
    QSpinBox *m_n = nullptr;
    QCheckBox *m_firstOnly = nullptr;
    QPushButton *m_ok = nullptr;
};
