#pragma once

#include "exportcontext.h"
#include "exportdialog.h"
#include "exportjob.h"
#include "worksheetexport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;

// File > Export worksheet to PDF: chooses the steps (a range, the path to a solution, or
// bookmarked steps), the sheet (the teacher's, or the students' with an answer key) and the
// page size; then asks for the file(s) and saves them with a progress dialog. Refuses an
// empty choice or more than kMaxWorksheetBoards boards, saying why. GUI thread.
class WorksheetDialog : public ExportDialog
{
    Q_OBJECT

public:
    explicit WorksheetDialog(const ExportContext &context, QWidget *parent = nullptr);

    // The export the controls describe.
    WorksheetRequest request() const;

    // The whole command: this dialog, the file dialogs (the sheet, then for students the
    // answer key), the export. Returns what the status bar should say: "" if the user
    // cancelled a dialog, else what was saved, or what failed (shown in a message box too).
    static QString chooseAndExport(QWidget *parent, const ExportContext &context);
    // The export alone, behind a progress dialog with Cancel; no file dialog, no message box.
    static ExportJob::Outcome exportTo(QWidget *parent, const WorksheetRequest &request,
                                       const QString &path, const QString &answerKeyPath = {});
    // Where the answer key goes by default: "lesson.pdf" -> "lesson-answers.pdf".
    static QString answerKeyPathFor(const QString &path);

    QComboBox *sheetBox() const { return m_sheet; }
    QComboBox *pageSizeBox() const { return m_pageSize; }
    QCheckBox *showQueensBox() const { return m_showQueens; }
    QComboBox *boardColoursBox() const { return m_boardColours; }

protected:
    QString outcome(quint64 count) const override;

private:
    QWidget *buildSheetOptions();

    QComboBox *m_sheet = nullptr;
    QCheckBox *m_showQueens = nullptr;
    QComboBox *m_pageSize = nullptr;
    QComboBox *m_boardColours = nullptr; // grey for paper (the handout's), or the window's
};
