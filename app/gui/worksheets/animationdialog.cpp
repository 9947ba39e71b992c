#include "animationdialog.h"

#include "buddylabel.h"
#include "plaintext.h"
#include "savepathdialog.h"
#include "stepsourcebox.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QMessageBox>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

AnimationDialog::AnimationDialog(const ExportContext &context, QWidget *parent)
    : ExportDialog(
        context, StepSourceBox::Purpose::Animation,
        {tr("Export animation"), tr("Why the animation cannot be saved"), tr("Save the animation")},
        parent)
{
    setObjectName(QStringLiteral("animationDialog"));
    addOptions(buildPictureOptions());
}

QString AnimationDialog::outcome(quint64 count) const
{
    const QLocale locale;
    const int frameMs = m_frameMs ? m_frameMs->value() : 0;
    return tr("Frames in the animation: %1, playing %2 s")
        .arg(locale.toString(count), locale.toString(double(count) * frameMs / 1000.0, 'f', 1));
}

QWidget *AnimationDialog::buildPictureOptions()
{
    auto *box = new QGroupBox(tr("Animation"), this);
    box->setObjectName(QStringLiteral("pictureOptions"));
    box->setAccessibleName(tr("Animation"));
    auto *form = new QFormLayout(box);
    m_side = new QSpinBox(box);
    m_side->setObjectName(QStringLiteral("side"));
    m_side->setAccessibleName(tr("Board size in pixels"));
    m_side->setRange(120, 2000);
    m_side->setSingleStep(20);
    m_side->setValue(600);
    m_side->setSuffix(tr(" px"));
    form->addRow(buddyLabel(tr("Board si&ze:"), m_side, box), m_side);
    m_frameMs = new QSpinBox(box);
    m_frameMs->setObjectName(QStringLiteral("frameTime"));
    m_frameMs->setAccessibleName(tr("Time per frame in milliseconds"));
    m_frameMs->setRange(20, 10000);
    m_frameMs->setSingleStep(50);
    m_frameMs->setValue(500);
    m_frameMs->setSuffix(tr(" ms"));
    form->addRow(buddyLabel(tr("Time per fr&ame:"), m_frameMs, box), m_frameMs);
    connect(m_frameMs, &QSpinBox::valueChanged, this, &AnimationDialog::refresh);
    m_narration = new QCheckBox(tr("&Narration under the board"), box);
    m_narration->setObjectName(QStringLiteral("narration"));
    m_narration->setAccessibleName(tr("Narration under the board"));
    m_narration->setChecked(true);
    form->addRow(m_narration);
    m_loop = new QCheckBox(tr("Play in a &loop"), box);
    m_loop->setObjectName(QStringLiteral("loop"));
    m_loop->setAccessibleName(tr("Play in a loop"));
    m_loop->setChecked(true);
    form->addRow(m_loop);
    return box;
}

AnimationRequest AnimationDialog::request() const
{
    AnimationRequest request;
    request.options = m_context.options;
    request.startQueens = m_context.startQueens;
    request.trace = m_context.trace;
    request.source = sourceBox()->source();
    request.theme = m_context.theme;
    request.font = QApplication::font();
    request.side = m_side->value();
    request.frameMs = m_frameMs->value();
    request.narration = m_narration->isChecked();
    request.loop = m_loop->isChecked();
    return request;
}

ExportJob::Outcome AnimationDialog::exportTo(QWidget *parent, const AnimationRequest &request,
                                             const QString &path)
{
    AnimationExport job;
    return job.runWithProgress(parent, tr("Saving the animation…"),
                               [&] { job.start(request, path); });
}

QString AnimationDialog::chooseAndExport(QWidget *parent, const ExportContext &context)
{
    AnimationDialog dialog(context, parent);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    const QString path = chooseSavePath(parent, tr("Save animation"), tr("animation.gif"),
                                        tr("GIF animation (*.gif)"), QStringLiteral("gif"));
    if (path.isEmpty())
        return {};
    const ExportJob::Outcome outcome = exportTo(parent, dialog.request(), path);
    if (!outcome.ok && !outcome.cancelled)
        PlainText::warn(parent, tr("Export animation"), outcome.message);
    return outcome.message;
}
