#pragma once

#include "animationexport.h"
#include "exportcontext.h"
#include "exportdialog.h"
#include "exportjob.h"

#include <QDialog>

class QCheckBox;
class QSpinBox;

// File > Export animation (GIF): chooses the steps (a range, the path to a solution, or from
// one bookmark to another), the picture's size, the time each frame shows and whether the
// narration runs under the board; then asks for the file and saves it with a progress
// dialog whose Cancel leaves no file. Refuses an empty choice or more than
// kMaxAnimationFrames frames, saying why. GUI thread.
class AnimationDialog : public ExportDialog
{
    Q_OBJECT

public:
    explicit AnimationDialog(const ExportContext &context, QWidget *parent = nullptr);

    // The export the controls describe.
    AnimationRequest request() const;

    // The whole command: this dialog, the file dialog, the export. Returns what the status
    // bar should say: "" if the user cancelled a dialog, else what was saved ("Animation
    // saved to …: 60 frames, 1.2 MB"), or what failed (shown in a message box too).
    static QString chooseAndExport(QWidget *parent, const ExportContext &context);
    // The export alone, behind a progress dialog with Cancel; no file dialog, no message box.
    static ExportJob::Outcome exportTo(QWidget *parent, const AnimationRequest &request,
                                       const QString &path);

    QSpinBox *sideBox() const { return m_side; }
    QSpinBox *frameTimeBox() const { return m_frameMs; }
    QCheckBox *narrationBox() const { return m_narration; }
    QCheckBox *loopBox() const { return m_loop; }

protected:
    QString outcome(quint64 count) const override;

private:
    QWidget *buildPictureOptions();

    QSpinBox *m_side = nullptr;
    QSpinBox *m_frameMs = nullptr;
    QCheckBox *m_narration = nullptr;
    QCheckBox *m_loop = nullptr;
};
