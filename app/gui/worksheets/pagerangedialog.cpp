#include "pagerangedialog.h"

#include "buddylabel.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

PageRangeDialog::PageRangeDialog(const PageRequest &request, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Export lesson as web page"));
    const auto [first, last] = LessonPage::defaultRange(request);
    const QLocale locale;
    auto *intro = new QLabel(
        tr("The page replays these steps of the search in any browser. It holds at most %1 "
           "steps; a page that starts far into the search takes a few seconds to make.")
            .arg(locale.toString(qulonglong(LessonPage::kMaxSteps))),
        this);
    intro->setWordWrap(true);
    m_from = stepBox(QStringLiteral("pageFirstStep"), first);
    m_from->setMaximum(double(LessonPage::kLatestFirstStep));
    m_to = stepBox(QStringLiteral("pageLastStep"), last);
    m_to->setMaximum(double(LessonPage::kLatestFirstStep + LessonPage::kMaxSteps));
    auto *form = new QFormLayout;
    form->addRow(buddyLabel(tr("&From step:"), m_from, this), m_from);
    form->addRow(buddyLabel(tr("&To step:"), m_to, this), m_to);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("pageRangeProblem"));
    m_problem->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    check();
}

QDoubleSpinBox *PageRangeDialog::stepBox(const QString &name, std::uint64_t value)
{
    auto *box = new QDoubleSpinBox(this);
    box->setObjectName(name);
    box->setDecimals(0);
    box->setRange(0, 0);
    box->setGroupSeparatorShown(true);
    box->setMaximum(double(LessonPage::kLatestFirstStep + LessonPage::kMaxSteps));
    box->setValue(double(value));
    connect(box, &QDoubleSpinBox::valueChanged, this, &PageRangeDialog::check);
    return box;
}

std::pair<std::uint64_t, std::uint64_t> PageRangeDialog::range() const
{
    return {std::uint64_t(m_from->value()), std::uint64_t(m_to->value())};
}

void PageRangeDialog::check()
{
    const auto [first, last] = range();
    const QLocale locale;
    QString problem;
    if (last < first)
        problem = tr("The last step comes before the first.");
    else if (last - first >= LessonPage::kMaxSteps)
        problem = tr("That is %1 steps; a page holds at most %2.")
                      .arg(locale.toString(qulonglong(last - first + 1)),
                           locale.toString(qulonglong(LessonPage::kMaxSteps)));
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

std::optional<std::pair<std::uint64_t, std::uint64_t>> PageRangeDialog::ask(
    const PageRequest &request, QWidget *parent)
{
    PageRangeDialog dialog(request, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.range();
}
