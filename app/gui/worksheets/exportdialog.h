#pragma once

#include "exportcontext.h"
#include "stepsourcebox.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;

// What the worksheet and animation dialogs share: the choice of steps on top, the export's
// own options below it, a line saying why the choice cannot be exported (Save stays disabled
// meanwhile), and Save and Cancel. Owns these widgets. GUI thread.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
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

    ExportContext m_context;

private:
    void updateProblem();

    StepSourceBox *m_source;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};
