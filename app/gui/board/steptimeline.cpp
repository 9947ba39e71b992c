#include "steptimeline.h"

#include "ownkeys.h"
#include "screenreaderspeech.h"

#include <QAccessibleWidget>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace {
constexpr qreal kSideMargin = 10; // room for the thumb at either end
} // namespace

// The timeline for screen readers: a slider whose value is the step on the board, read
// from the widget when asked. Made by the accessibility factory; GUI thread.
class StepTimelineAccessible : public QAccessibleWidget, public QAccessibleValueInterface
{
public:
    explicit StepTimelineAccessible(StepTimeline *timeline)
        : QAccessibleWidget(timeline, QAccessible::Slider)
    {
    }
    static void install()
    {
        static const bool installed = [] {
            QAccessible::installFactory([](const QString &, QObject *object) {
                auto *timeline = qobject_cast<StepTimeline *>(object);
                return timeline ? static_cast<QAccessibleInterface *>(
                           new StepTimelineAccessible(timeline))
                                : nullptr;
            });
            return true;
        }();
        Q_UNUSED(installed);
    }
    QString text(QAccessible::Text type) const override
    {
        if (type == QAccessible::Value || type == QAccessible::Description)
            return timeline()->positionText();
        return QAccessibleWidget::text(type);
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::ValueInterface ? static_cast<QAccessibleValueInterface *>(this)
                                                   : QAccessibleWidget::interface_cast(type);
    }
    QVariant currentValue() const override { return timeline()->currentStep(); }
    void setCurrentValue(const QVariant &value) override
    {
        emit timeline()->jumpRequested(value.toULongLong());
    }
    QVariant maximumValue() const override { return timeline()->lastStep(); }
    QVariant minimumValue() const override { return quint64(0); }
    QVariant minimumStepSize() const override { return quint64(1); }

private:
    StepTimeline *timeline() const { return static_cast<StepTimeline *>(widget()); }
};

StepTimeline::StepTimeline(QWidget *parent)
    : QWidget(parent)
{
    // First: with a screen reader listening, setting the name makes (and keeps) the widget's
    // accessible interface, which must be the timeline's own.
    StepTimelineAccessible::install();
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(tr("Timeline"));
    m_settled.setSingleShot(true);
    m_settled.setInterval(150);
    connect(&m_settled, &QTimer::timeout, this, [this] {
        if (hasFocus())
            ScreenReaderSpeech::say(this, positionText());
    });
}

void StepTimeline::setSteps(quint64 current, quint64 furthest, bool finished)
{
    furthest = std::max(furthest, current);
    if (current == m_current && furthest == m_furthest && finished == m_finished)
        return;
    if (current != m_current && hasFocus())
        m_settled.start();
    m_current = current;
    m_furthest = furthest;
    m_finished = finished;
    update();
}

void StepTimeline::setSolutionSteps(std::shared_ptr<const nq::SolutionSteps> steps)
{
    // The same list every frame of a run: it grows in place, and the steps that come with its
    // new solutions repaint (setSteps).
    if (steps == m_solutionSteps)
        return;
    m_solutionSteps = std::move(steps);
    update();
}

void StepTimeline::setTheme(const BoardTheme &theme)
{
    m_solutionColour = theme.solution;
    m_violationColour = theme.conflict;
    update();
}

void StepTimeline::setViolationStep(std::optional<quint64> step)
{
    if (step == m_violation)
        return;
    m_violation = step;
    update();
}

void StepTimeline::setBookmarkSteps(const QList<quint64> &steps)
{
    if (steps == m_bookmarks)
        return;
    m_bookmarks = steps;
    update();
}

QRectF StepTimeline::barRect() const
{
    const qreal height = std::max<qreal>(8, fontMetrics().height() * 0.6);
    return {kSideMargin, (this->height() - height) / 2,
            std::max<qreal>(1, width() - 2 * kSideMargin), height};
}

qreal StepTimeline::xForStep(quint64 step) const
{
    const QRectF bar = barRect();
    if (m_furthest == 0)
        return bar.left();
    return bar.left() + bar.width() * qreal(std::min(step, m_furthest)) / qreal(m_furthest);
}

quint64 StepTimeline::stepAt(qreal x) const
{
    const QRectF bar = barRect();
    const qreal share = std::clamp((x - bar.left()) / bar.width(), 0.0, 1.0);
    return quint64(std::llround(share * qreal(m_furthest)));
}

quint64 StepTimeline::stepNear(qreal x) const
{
    constexpr qreal kReach = 5;
    quint64 best = stepAt(x);
    qreal bestDistance = kReach + 1;
    const auto consider = [&](quint64 step) {
        const qreal distance = std::abs(xForStep(step) - x);
        if (step <= m_furthest && distance < bestDistance) {
            best = step;
            bestDistance = distance;
        }
    };
    for (quint64 step : m_bookmarks)
        consider(step);
    if (m_violation)
        consider(*m_violation);
    if (m_solutionSteps) {
        const std::uint64_t count = m_solutionSteps->size();
        // The solutions on either side of the step under x, and their neighbours.
        const std::uint64_t after = m_solutionSteps->countUpTo(stepAt(x), count);
        for (std::uint64_t i = after >= 2 ? after - 2 : 0; i < std::min(count, after + 2); ++i)
            consider(m_solutionSteps->at(i));
    }
    return best;
}

QList<int> StepTimeline::solutionColumns(std::uint64_t count) const
{
    // A mark per pixel column: thousands of solutions would otherwise be drawn one on another.
    QList<int> columns;
    int last = -1;
    for (std::uint64_t i = 0; i < count; ++i) {
        const quint64 step = m_solutionSteps->at(i);
        if (step > m_furthest)
            break;
        const int x = int(std::floor(xForStep(step)));
        if (x != last)
            columns << x;
        last = x;
        // Skip ahead to the first solution past this column.
        const quint64 columnEnd = stepAt(x + 1);
        if (columnEnd > step + 1)
            i = std::max(i, m_solutionSteps->countUpTo(columnEnd - 1, count)) - 1;
    }
    return columns;
}

int StepTimeline::solutionMarkCount() const
{
    if (!m_solutionSteps)
        return 0;
    return int(solutionColumns(m_solutionSteps->size()).size());
}

void StepTimeline::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    const QRectF bar = barRect();
    const QColor text = pal.color(QPalette::WindowText);
    const QColor accent = pal.color(QPalette::Highlight);
    // The steps run: the bar; up to the current step, filled.
    p.setPen(QPen(mixColours(text, pal.color(QPalette::Window), 0.6), 1));
    p.setBrush(pal.color(QPalette::Base));
    p.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2);
    const qreal x = xForStep(m_current);
    if (x > bar.left()) {
        p.setPen(Qt::NoPen);
        p.setBrush(mixColours(pal.color(QPalette::Base), accent, 0.45));
        p.drawRoundedRect(QRectF(bar.left(), bar.top(), x - bar.left(), bar.height()),
                          bar.height() / 2, bar.height() / 2);
    }
    // Solutions: green ticks through the bar.
    if (m_solutionSteps) {
        p.setPen(QPen(m_solutionColour, 2));
        for (int column : solutionColumns(m_solutionSteps->size()))
            p.drawLine(QPointF(column + 0.5, bar.top() - 3),
                       QPointF(column + 0.5, bar.bottom() + 3));
    }
    // The first violation of a student's trace: a wide bar through it and beyond.
    if (m_violation && *m_violation <= m_furthest) {
        const qreal vx = xForStep(*m_violation);
        p.setPen(QPen(m_violationColour, 4, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(QPointF(vx, rect().top() + 1), QPointF(vx, rect().bottom() - 1));
    }
    // Bookmarks: small flags above the bar.
    p.setPen(Qt::NoPen);
    p.setBrush(text);
    for (quint64 step : m_bookmarks) {
        if (step > m_furthest)
            continue;
        const qreal bx = xForStep(step);
        QPainterPath flag;
        flag.moveTo(bx, bar.top() - 1);
        flag.lineTo(bx - 4, bar.top() - 8);
        flag.lineTo(bx + 4, bar.top() - 8);
        flag.closeSubpath();
        p.drawPath(flag);
    }
    // The current step: a thumb.
    const qreal r = bar.height() * 0.9;
    p.setPen(QPen(pal.color(QPalette::Base), 2));
    p.setBrush(hasFocus() ? accent : text);
    p.drawEllipse(QPointF(x, bar.center().y()), r, r);
    // On the first violation (where a trace lands) the thumb would hide its bar: a ring of the
    // violation's colour keeps it in sight.
    if (m_violation && *m_violation == m_current) {
        p.setPen(QPen(m_violationColour, 3));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(QPointF(x, bar.center().y()), r + 2.5, r + 2.5);
    }
    if (hasFocus()) {
        p.setPen(QPen(accent, 1, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
    }
}

void StepTimeline::requestJump(quint64 step)
{
    step = std::min(step, m_furthest);
    if (m_dragging && step == m_requested)
        return;
    m_requested = step;
    emit jumpRequested(step);
}

void StepTimeline::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_furthest == 0)
        return QWidget::mousePressEvent(event);
    m_dragging = false;
    requestJump(stepNear(event->position().x()));
    m_dragging = true;
}

void StepTimeline::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragging && (event->buttons() & Qt::LeftButton))
        requestJump(stepNear(event->position().x()));
}

void StepTimeline::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragging && event->button() == Qt::LeftButton) {
        requestJump(stepNear(event->position().x()));
        m_dragging = false;
    }
}

void StepTimeline::keyPressEvent(QKeyEvent *event)
{
    const quint64 tenth = std::max<quint64>(1, m_furthest / 10);
    switch (event->key()) {
    case Qt::Key_Left: requestJump(m_current > 0 ? m_current - 1 : 0); break;
    case Qt::Key_Right: requestJump(m_current + 1); break;
    case Qt::Key_PageDown: requestJump(m_current + tenth); break;
    case Qt::Key_PageUp: requestJump(m_current > tenth ? m_current - tenth : 0); break;
    case Qt::Key_Home: requestJump(0); break;
    case Qt::Key_End: requestJump(m_furthest); break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

bool StepTimeline::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), positionText(), this);
        return true;
    }
    // Its keys move along the timeline; the window's shortcuts on the same keys (Home resets
    // the search) wait while it has the focus.
    if (OwnKeys::claim(event, {Qt::Key_Left, Qt::Key_Right, Qt::Key_PageUp, Qt::Key_PageDown,
                               Qt::Key_Home, Qt::Key_End}))
        return true;
    return QWidget::event(event);
}

void StepTimeline::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(tr("Timeline"));
}

QString StepTimeline::positionText() const
{
    return m_finished ? tr("Step %L1 of %L2; the search has ended").arg(m_current).arg(m_furthest)
                      : tr("Step %L1 of %L2 run so far").arg(m_current).arg(m_furthest);
}

QSize StepTimeline::sizeHint() const
{
    return {300, std::max(22, int(fontMetrics().height() * 1.6))};
}

QSize StepTimeline::minimumSizeHint() const
{
    return {60, sizeHint().height()};
}
