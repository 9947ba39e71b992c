#include "runprogramdialog.h"

#include "filefolder.h"
#include "searchtypes.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace nq;

RunProgramDialog::RunProgramDialog(const ProgramRequest &start, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("runProgramDialog"));
    setWindowTitle(tr("Run my program"));
    auto *form = new QFormLayout;
    m_command = new QLineEdit(start.command, this);
    m_command->setObjectName(QStringLiteral("programCommand"));
    m_command->setPlaceholderText(QStringLiteral("python3 queens.py {N}"));
    m_command->setMinimumWidth(420);
    auto *commandLabel = new QLabel(tr("&Command line ({N} is the board size):"), this);
    commandLabel->setBuddy(m_command);
    form->addRow(commandLabel, m_command);
    m_folder = new QLineEdit(start.folder, this);
    m_folder->setObjectName(QStringLiteral("programFolder"));
    auto *browse = new QPushButton(tr("Browse…"), this);
    browse->setObjectName(QStringLiteral("programBrowse"));
    connect(browse, &QPushButton::clicked, this, &RunProgramDialog::browse);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    auto *folderLabel = new QLabel(tr("&Folder it runs in:"), this);
    folderLabel->setBuddy(m_folder);
    form->addRow(folderLabel, folderRow);
    m_n = new QSpinBox(this);
    m_n->setObjectName(QStringLiteral("programSize"));
    m_n->setRange(kMinN, kMaxN);
    m_n->setValue(start.n);
    auto *nLabel = new QLabel(tr("Board si&ze N:"), this);
    nLabel->setBuddy(m_n);
    form->addRow(nLabel, m_n);
    m_firstOnly = new QCheckBox(tr("&It stops at the first solution"), this);
    m_firstOnly->setObjectName(QStringLiteral("programFirstOnly"));
    m_firstOnly->setChecked(start.firstOnly);
    form->addRow(m_firstOnly);
    m_timeLimit = new QSpinBox(this);
    m_timeLimit->setObjectName(QStringLiteral("programTimeLimit"));
    m_timeLimit->setRange(1, ProgramChoice::kMaxTimeLimitSeconds);
    m_timeLimit->setValue(start.timeLimitSeconds);
    m_timeLimit->setSuffix(tr(" s"));
    auto *limitLabel = new QLabel(tr("&Time limit:"), this);
    limitLabel->setBuddy(m_timeLimit);
    form->addRow(limitLabel, m_timeLimit);
    auto *note = new QLabel(tr("The program runs in a process group of its own, its output read "
                               "as a trace. Stop, closing the window or the time limit ends it "
                               "and everything it started."),
                            this);
    note->setWordWrap(true);
    form->addRow(note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_run = buttons->button(QDialogButtonBox::Ok);
    m_run->setText(tr("Run"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_command, &QLineEdit::textChanged, this, &RunProgramDialog::updateRun);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    updateRun();
}

ProgramRequest RunProgramDialog::request() const
{
    ProgramRequest request;
    request.command = m_command->text().trimmed();
    request.folder = m_folder->text().trimmed();
    request.n = m_n->value();
    request.firstOnly = m_firstOnly->isChecked();
    request.timeLimitSeconds = m_timeLimit->value();
    return request;
}

void RunProgramDialog::updateRun()
{
    m_run->setEnabled(!request().arguments().isEmpty());
}

void RunProgramDialog::browse()
{
    const QString folder = QFileDialog::getExistingDirectory(
        this, tr("The folder your program runs in"),
        m_folder->text().isEmpty() ? FileFolder::current() : m_folder->text());
    if (!folder.isEmpty())
        m_folder->setText(folder);
}

std::optional<ProgramRequest> RunProgramDialog::ask(QWidget *parent, int n,
                                                    const ProgramChoice &last)
{
    ProgramRequest start;
    start.command = last.command;
    start.folder = last.folder;
    start.n = n;
    start.firstOnly = last.firstOnly;
    start.timeLimitSeconds = last.timeLimitSeconds;
    RunProgramDialog dialog(start, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    const ProgramRequest request = dialog.request();
    if (request.arguments().isEmpty())
        return std::nullopt;
    return request;
}

ProgramChoice RunProgramDialog::choiceOf(const ProgramRequest &request)
{
    return {request.command, request.folder, request.timeLimitSeconds, request.firstOnly};
}
