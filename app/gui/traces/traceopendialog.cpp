#include "traceopendialog.h"

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

TraceOpenDialog::TraceOpenDialog(const TraceOpener::Request &start, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("traceOpenDialog"));
    setWindowTitle(tr("Open a trace of your program"));
    auto *form = new QFormLayout;
    m_path = new QLineEdit(start.path, this);
    m_path->setObjectName(QStringLiteral("tracePath"));
    m_path->setMinimumWidth(360);
    auto *browse = new QPushButton(tr("Browse…"), this);
    browse->setObjectName(QStringLiteral("traceBrowse"));
    connect(browse, &QPushButton::clicked, this, &TraceOpenDialog::browse);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    auto *pathLabel = new QLabel(tr("Trace &file:"), this);
    pathLabel->setBuddy(m_path);
    form->addRow(pathLabel, pathRow);
    m_n = new QSpinBox(this);
    m_n->setObjectName(QStringLiteral("traceSize"));
    m_n->setRange(nq::kMinN, nq::kMaxN);
    m_n->setValue(start.n);
    auto *nLabel = new QLabel(tr("Board si&ze N the program ran with:"), this);
    nLabel->setBuddy(m_n);
    form->addRow(nLabel, m_n);
    m_firstOnly = new QCheckBox(tr("&It stops at the first solution"), this);
    m_firstOnly->setObjectName(QStringLiteral("traceFirstOnly"));
    m_firstOnly->setChecked(start.firstOnly);
    form->addRow(m_firstOnly);
    auto *note = new QLabel(tr("The file is only read: nothing it names is ever run."), this);
    note->setWordWrap(true);
    form->addRow(note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Open"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_path, &QLineEdit::textChanged, this, &TraceOpenDialog::updateOk);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    updateOk();
}

TraceOpener::Request TraceOpenDialog::request() const
{
    return {m_path->text().trimmed(), m_n->value(), m_firstOnly->isChecked()};
}

void TraceOpenDialog::updateOk()
{
    m_ok->setEnabled(!m_path->text().trimmed().isEmpty());
}

void TraceOpenDialog::browse()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a trace of your program"),
        m_path->text().isEmpty() ? FileFolder::current() : m_path->text(),
        tr("Traces (*.trace *.txt *.log);;All files (*)"));
    if (!path.isEmpty())
        m_path->setText(path);
}

std::optional<TraceOpener::Request> TraceOpenDialog::ask(QWidget *parent,
                                                         const TraceOpener::Request &start)
{
    TraceOpenDialog dialog(start, parent);
    if (dialog.exec() != QDialog::Accepted || dialog.request().path.isEmpty())
        return std::nullopt;
    return dialog.request();
}
