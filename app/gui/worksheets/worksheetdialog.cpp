#include "worksheetdialog.h"

#include "buddylabel.h"
#include "plaintext.h"
#include "savepathdialog.h"
#include "stepsourcebox.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

WorksheetDialog::WorksheetDialog(const ExportContext &context, QWidget *parent)
    : ExportDialog(
        context, StepSourceBox::Purpose::Worksheet,
        {tr("Export worksheet"), tr("Why the worksheet cannot be saved"), tr("Save the worksheet")},
        parent)
{
    setObjectName(QStringLiteral("worksheetDialog"));
    addOptions(buildSheetOptions());
}

QString WorksheetDialog::outcome(quint64 count) const
{
    return tr("Boards on the worksheet: %1").arg(QLocale().toString(count));
}

QWidget *WorksheetDialog::buildSheetOptions()
{
    auto *box = new QGroupBox(tr("Sheet"), this);
    box->setObjectName(QStringLiteral("sheetOptions"));
    box->setAccessibleName(tr("Sheet"));
    auto *form = new QFormLayout(box);
    m_sheet = new QComboBox(box);
    m_sheet->setObjectName(QStringLiteral("sheet"));
    m_sheet->setAccessibleName(tr("Version"));
    m_sheet->addItem(tr("Teacher's sheet: boards and narration"));
    m_sheet->addItem(tr("Students' sheet with questions, and an answer key"));
    form->addRow(buddyLabel(tr("&Version:"), m_sheet, box), m_sheet);
    m_showQueens = new QCheckBox(tr("Students' boards show the &queens placed before each step"),
                                 box);
    m_showQueens->setObjectName(QStringLiteral("showQueens"));
    m_showQueens->setAccessibleName(tr("Students' boards show the queens placed before each step"));
    m_showQueens->setChecked(true);
    form->addRow(m_showQueens);
    m_pageSize = new QComboBox(box);
    m_pageSize->setObjectName(QStringLiteral("pageSize"));
    m_pageSize->setAccessibleName(tr("Page size"));
    m_pageSize->addItem(tr("A4"), int(QPageSize::A4));
    m_pageSize->addItem(tr("Letter"), int(QPageSize::Letter));
    if (QLocale().measurementSystem() == QLocale::ImperialUSSystem)
        m_pageSize->setCurrentIndex(1);
    form->addRow(buddyLabel(tr("Page si&ze:"), m_pageSize, box), m_pageSize);
    // Grey boards by default, as the handout prints them: the window's brown or coloured
    // squares waste a printer's ink and grey out unevenly on a copier.
    m_boardColours = new QComboBox(box);
    m_boardColours->setObjectName(QStringLiteral("boardColours"));
    m_boardColours->setAccessibleName(tr("Board colours"));
    m_boardColours->addItem(tr("Grey, for printing"));
    m_boardColours->addItem(tr("As on the screen (%1)").arg(m_context.theme.displayName()));
    form->addRow(buddyLabel(tr("Board &colours:"), m_boardColours, box), m_boardColours);
    const auto updateQueens = [this] { m_showQueens->setEnabled(m_sheet->currentIndex() == 1); };
    connect(m_sheet, &QComboBox::currentIndexChanged, this, updateQueens);
    updateQueens();
    return box;
}

WorksheetRequest WorksheetDialog::request() const
{
    WorksheetRequest request;
    request.options = m_context.options;
    request.startQueens = m_context.startQueens;
    request.trace = m_context.trace;
    request.source = sourceBox()->source();
    request.theme = m_boardColours->currentIndex() == 0 ? BoardTheme::forPrinting()
                                                        : m_context.theme;
    request.font = QApplication::font();
    request.pageSize = QPageSize::PageSizeId(m_pageSize->currentData().toInt());
    request.forStudents = m_sheet->currentIndex() == 1;
    request.studentsSeeQueens = m_showQueens->isChecked();
    return request;
}

QString WorksheetDialog::answerKeyPathFor(const QString &path)
{
    const QFileInfo info(path);
    return info.dir().filePath(info.completeBaseName() + tr("-answers") + QStringLiteral(".pdf"));
}

ExportJob::Outcome WorksheetDialog::exportTo(QWidget *parent, const WorksheetRequest &request,
                                             const QString &path, const QString &answerKeyPath)
{
    WorksheetExport job;
    return job.runWithProgress(parent, tr("Saving the worksheet…"),
                               [&] { job.start(request, path, answerKeyPath); });
}

QString WorksheetDialog::chooseAndExport(QWidget *parent, const ExportContext &context)
{
    WorksheetDialog dialog(context, parent);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    const WorksheetRequest request = dialog.request();
    const QString filter = tr("PDF document (*.pdf)");
    const QString path = chooseSavePath(
        parent, request.forStudents ? tr("Save the students' worksheet") : tr("Save worksheet"),
        request.forStudents ? tr("worksheet-students.pdf") : tr("worksheet.pdf"), filter,
        QStringLiteral("pdf"));
    if (path.isEmpty())
        return {};
    QString keyPath;
    if (request.forStudents) {
        keyPath = chooseSavePath(parent, tr("Save the answer key"), answerKeyPathFor(path), filter,
                                 QStringLiteral("pdf"));
        if (keyPath.isEmpty())
            return {};
    }
    const ExportJob::Outcome outcome = exportTo(parent, request, path, keyPath);
    if (!outcome.ok && !outcome.cancelled)
        PlainText::warn(parent, tr("Export worksheet"), outcome.message);
    return outcome.message;
}
