#include "tracebanner.h"

#include "plaintext.h"
#include "tracenarrator.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace nq;

TraceBanner::TraceBanner(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("traceBanner"));
    setAutoFillBackground(true);
    auto *layout = new QHBoxLayout(this);
    auto *texts = new QVBoxLayout;
    m_whose = new QLabel(this);
    m_whose->setObjectName(QStringLiteral("traceWhose"));
    m_whose->setTextFormat(Qt::PlainText);
    m_headline = new QLabel(this);
    m_headline->setObjectName(QStringLiteral("traceHeadline"));
    m_headline->setTextFormat(Qt::PlainText);
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_headline->font();
    bold.setBold(true);
    m_headline->setFont(bold);
    m_comparison = new QLabel(this);
    m_comparison->setObjectName(QStringLiteral("traceComparison"));
    m_comparison->setTextFormat(Qt::PlainText);
    m_comparison->setWordWrap(true);
    texts->addWidget(m_whose);
    texts->addWidget(m_headline);
    texts->addWidget(m_comparison);
    layout->addLayout(texts, 1);
    auto *buttons = new QVBoxLayout;
    m_goToViolation = new QPushButton(this);
    m_goToViolation->setObjectName(QStringLiteral("goToViolationButton"));
    connect(m_goToViolation, &QPushButton::clicked, this, &TraceBanner::violationRequested);
    m_leave = new QPushButton(this);
    m_leave->setObjectName(QStringLiteral("leaveTraceButton"));
    connect(m_leave, &QPushButton::clicked, this, &TraceBanner::leaveRequested);
    buttons->addWidget(m_goToViolation);
    buttons->addWidget(m_leave);
    buttons->addStretch();
    layout->addLayout(buttons);
    hide();
    retranslate();
}

void TraceBanner::follow(SnapshotFeed &feed)
{
    feed.subscribe(SnapshotMoment::Texts, [this](const RunnerSnapshot &s, const SnapshotChanges &) {
        if (s.trace != m_run)
            showRun(s.trace);
    });
}

void TraceBanner::showRun(std::shared_ptr<const TraceRun> run)
{
    m_run = std::move(run);
    retranslate();
    setVisible(m_run != nullptr);
}

QString TraceBanner::headline() const
{
    return m_headline->text();
}

QString TraceBanner::comparison() const
{
    return m_comparison->text();
}

void TraceBanner::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TraceBanner::retranslate()
{
    m_goToViolation->setText(tr("Go to the first violation (F8)"));
    m_leave->setText(tr("Back to the built-in search"));
    m_leave->setToolTip(tr("Leave the trace and show the program's own search again"));
    setAccessibleName(tr("Your program's search"));
    m_whose->setAccessibleName(tr("Whose search is shown"));
    m_headline->setAccessibleName(tr("What checking the trace found"));
    m_comparison->setAccessibleName(tr("Against the reference search"));
    if (!m_run)
        return;
    const bool holds = !m_run->violation;
    QPalette colours = palette();
    // White on dark red or dark green: the contrast holds in every theme.
    colours.setColor(QPalette::Window, holds ? QColor(0x1b5e20) : QColor(0xb71c1c));
    colours.setColor(QPalette::WindowText, Qt::white);
    setPalette(colours);
    m_whose->setText(tr("The search of your program: %1 (N=%2), not the built-in search")
                         .arg(PlainText::oneLine(QString::fromStdString(m_run->name)))
                         .arg(m_run->n));
    m_headline->setText(TraceNarrator::headline(*m_run));
    m_comparison->setText(TraceNarrator::describeComparison(m_run->summary));
    m_goToViolation->setVisible(!holds);
    setAccessibleDescription(m_headline->text());
}
