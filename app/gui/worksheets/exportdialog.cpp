#include "exportdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

ExportDialog::ExportDialog(const ExportContext &context, StepSourceBox::Purpose purpose,
                           const Texts &texts, QWidget *parent)
    : QDialog(parent)
    , m_context(context)
{
    setWindowTitle(texts.title);
    setAccessibleName(texts.title);
    auto *layout = new QVBoxLayout(this);
    m_source = new StepSourceBox(context, purpose, this);
    layout->addWidget(m_source);
    m_outcome = new QLabel(this);
    m_outcome->setObjectName(QStringLiteral("outcome"));
    m_outcome->setAccessibleName(tr("What will be saved"));
    m_outcome->setWordWrap(true);
    m_outcome->setTextFormat(Qt::PlainText);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setAccessibleName(texts.problemName);
    m_problem->setWordWrap(true);
    QPalette warning = m_problem->palette();
    warning.setColor(QPalette::WindowText, context.theme.conflict);
    m_problem->setPalette(warning);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_buttons->setObjectName(QStringLiteral("buttons"));
    QPushButton *save = m_buttons->button(QDialogButtonBox::Save);
    save->setText(tr("&Save…"));
    save->setAccessibleName(texts.saveName);
    save->setObjectName(QStringLiteral("save"));
    m_buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancel"));
    m_buttons->button(QDialogButtonBox::Cancel)->setAccessibleName(tr("Cancel"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_source, &StepSourceBox::changed, this, &ExportDialog::updateProblem);
}

void ExportDialog::addOptions(QWidget *options)
{
    auto *layout = static_cast<QVBoxLayout *>(this->layout());
    layout->addWidget(options);
    layout->addWidget(m_outcome);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    updateProblem();
}

QString ExportDialog::outcome(quint64) const
{
    return {};
}

QString ExportDialog::outcomeShown() const
{
    return m_outcome->isHidden() ? QString() : m_outcome->text();
}

void ExportDialog::updateProblem()
{
    const QString why = problem();
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    // What Save will write, before it is written: a teacher sees the size of the handout or
    // the clip the choice makes (the dialogs offered 200 boards and 1,963 frames unsaid).
    const QString made = why.isEmpty() ? outcome(m_source->source().count(m_context.options.n))
                                       : QString();
    m_outcome->setText(made);
    m_outcome->setVisible(!made.isEmpty());
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(why.isEmpty());
}
