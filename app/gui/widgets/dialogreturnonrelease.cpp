#include "dialogreturnonrelease.h"

#include <QApplication>
#include <QDialog>
#include <QFileDialog>
#include <QKeyEvent>

#include <functional>
#include <utility>

namespace {

// An event filter that calls a function. GUI thread.
class FilterCall : public QObject
{
public:
    FilterCall(QObject *parent, std::function<bool(QObject *, QEvent *)> call)
        : QObject(parent)
        , m_call(std::move(call))
    {
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override { return m_call(watched, event); }

private:
    std::function<bool(QObject *, QEvent *)> m_call;
};

bool isReturn(const QKeyEvent &key)
{
    return key.key() == Qt::Key_Return || key.key() == Qt::Key_Enter;
}

} // namespace

DialogReturnOnRelease::DialogReturnOnRelease(QObject *parent)
    : QObject(parent)
    , m_holder(new FilterCall(this, [this](QObject *watched, QEvent *event) {
        return event->type() == QEvent::KeyPress
               && holdPress(watched, static_cast<const QKeyEvent &>(*event));
    }))
{
    qApp->installEventFilter(this);
}

DialogReturnOnRelease::~DialogReturnOnRelease()
{
    qApp->removeEventFilter(this);
}

bool DialogReturnOnRelease::answersADialog(const QObject *watched, const QKeyEvent &key)
{
    if (!isReturn(key))
        return false;
    // The widget with the focus gets the key first; only a dialog's own widgets are held back.
    const auto *widget = qobject_cast<const QWidget *>(watched);
    return widget && qobject_cast<QDialog *>(widget->window())
           && !qobject_cast<QFileDialog *>(widget->window())
           && widget == QApplication::focusWidget();
}

bool DialogReturnOnRelease::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress && event->type() != QEvent::KeyRelease)
        return QObject::eventFilter(watched, event);
    const auto &key = static_cast<const QKeyEvent &>(*event);
    if (!isReturn(key))
        return QObject::eventFilter(watched, event);
    if (key.isAutoRepeat()) // a key held down repeats its press, which says nothing new
        return event->type() == QEvent::KeyPress && m_heldFor && answersADialog(watched, key);
    if (event->type() == QEvent::KeyPress) {
        // A press that comes after its release (kept by a filter called before this one)
        // acts as it comes.
        if (std::exchange(m_pressOwed, false))
            return QObject::eventFilter(watched, event);
        m_returnDown = true;
        if (!answersADialog(watched, key))
            return QObject::eventFilter(watched, event);
        // Not stopped here: the bridge's filter may come after this one. The widget's own
        // filter holds it back.
        if (m_waitingFor && m_waitingFor != watched)
            m_waitingFor->removeEventFilter(m_holder);
        m_waitingFor = watched;
        watched->installEventFilter(m_holder);
        return QObject::eventFilter(watched, event);
    }
    if (!std::exchange(m_returnDown, false))
        m_pressOwed = true; // its press is still to come
    else if (m_heldFor && key.key() == m_key)
        deliverHeldPress();
    else if (m_waitingFor) // the press, seen here, was kept by a filter called after this one
        m_releasedBeforeHeld = true;
    return QObject::eventFilter(watched, event);
}

bool DialogReturnOnRelease::holdPress(QObject *watched, const QKeyEvent &key)
{
    if (!isReturn(key))
        return false;
    watched->removeEventFilter(m_holder);
    m_waitingFor.clear();
    if (std::exchange(m_releasedBeforeHeld, false))
        return false; // the key is up already: the press acts now
    m_heldFor = qobject_cast<QWidget *>(watched);
    m_key = key.key();
    m_modifiers = key.modifiers();
    m_text = key.text();
    return m_heldFor != nullptr;
}

void DialogReturnOnRelease::deliverHeldPress()
{
    // As QApplication gives a key press: to the widget, then up to its window while no one
    // takes it (a line edit leaves Return to its dialog, which presses its default button);
    // through the widgets' own handlers only, so no application-wide filter sees it again.
    QPointer<QWidget> widget = std::exchange(m_heldFor, nullptr);
    while (widget) {
        QKeyEvent press(QEvent::KeyPress, m_key, m_modifiers, m_text);
        static_cast<QObject *>(widget.data())->event(&press);
        if (!widget || press.isAccepted() || widget->isWindow())
            break;
        widget = widget->parentWidget();
    }
}
