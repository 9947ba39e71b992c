#pragma once

#include "exportcontext.h"
#include "stepsourcebox.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;

// What the worksheet and animation dialogs share: the choice of steps on top, the export's
// own options below it, a line saying what the choice will produce (or why it cannot be
// exported: Save stays disabled meanwhile), and Save and Cancel. Owns these widgets. GUI
// thread.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    // What the steps chosen will produce ("" while they cannot be exported).
    QString outcomeShown() const;
    // Why the steps chosen cannot be exported; empty when they can.
    QString problem() const { return m_source->problem(); }
    StepSourceBox *sourceBox() const { return m_source; }

protected:
    struct Texts
    {
        QString title; // "Export animation"
        QString problemName; // for screen readers: "Why the animation cannot be saved"
        QString saveName; // "Save the animation"
    };
    ExportDialog(const ExportContext &context, StepSourceBox::Purpose purpose, const Texts &texts,
                 QWidget *parent);
    // Called once by the subclass's constructor: its options go under the choice of steps.
    void addOptions(QWidget *options);
    // What `count` boards or frames of the steps chosen make ("12 boards"), shown before
    // anything is written; "" says nothing.
    virtual QString outcome(quint64 count) const;
    // Says again what the choice produces, after an option of the subclass changed.
    void refresh() { updateProblem(); }

    ExportContext m_context;

private:
    void updateProblem();

    StepSourceBox *m_source;
    QLabel *m_outcome;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};
