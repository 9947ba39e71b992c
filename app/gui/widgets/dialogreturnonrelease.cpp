#include "dialogreturnonrelease.h"

#include <QApplication>
#include <QDialog>
#include <QFileDialog>
#include <QKeyEvent>

DialogReturnOnRelease::DialogReturnOnRelease(QObject *parent)
    : QObject(parent)
{
    qApp->installEventFilter(this);
}

DialogReturnOnRelease::~DialogReturnOnRelease()
{
    qApp->removeEventFilter(this);
}

bool DialogReturnOnRelease::answersADialog(const QObject *watched, const QKeyEvent &key)
{
    if (key.key() != Qt::Key_Return && key.key() != Qt::Key_Enter)
        return false;
    // The widget with the focus gets the key first; only a dialog's own widgets are held back.
    // Not a file dialog's: its Return also completes a typed path and opens folders, and what
    // it answers is not said as it closes (a lesson's result comes once the file is read). With
    // its Return held too, Orca 43 missed the question that followed it ("Save the lesson?") in
    // two CI runs of three, and then the lesson's result.
    const auto *widget = qobject_cast<const QWidget *>(watched);
    return widget && qobject_cast<QDialog *>(widget->window())
           && !qobject_cast<QFileDialog *>(widget->window())
           && widget == QApplication::focusWidget();
}

bool DialogReturnOnRelease::eventFilter(QObject *watched, QEvent *event)
{
    if (m_replaying || (event->type() != QEvent::KeyPress && event->type() != QEvent::KeyRelease))
        return QObject::eventFilter(watched, event);
    const auto &key = static_cast<const QKeyEvent &>(*event);
    if (event->type() == QEvent::KeyPress) {
        if (!answersADialog(watched, key))
            return QObject::eventFilter(watched, event);
        // Held while the key is down: a key held long repeats its press, which says nothing new.
        if (!key.isAutoRepeat()) {
            m_pressedIn = static_cast<QWidget *>(watched);
            m_pressedKey = key.key();
            m_pressedModifiers = key.modifiers();
        }
        return true;
    }
    if (key.isAutoRepeat() || key.key() != m_pressedKey || !m_pressedIn)
        return QObject::eventFilter(watched, event);
    // Up (wherever the focus is now): the press, given to where it went down, then the
    // release as it came.
    QPointer<QWidget> target = m_pressedIn;
    m_pressedIn.clear();
    QKeyEvent press(QEvent::KeyPress, m_pressedKey, m_pressedModifiers, key.text());
    m_replaying = true;
    QCoreApplication::sendEvent(target, &press);
    m_replaying = false;
    return QObject::eventFilter(watched, event);
}
