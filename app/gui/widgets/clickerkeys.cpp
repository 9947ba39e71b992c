#include "clickerkeys.h"

#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

ClickerKeys::ClickerKeys(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    qApp->installEventFilter(this);
}

ClickerKeys::~ClickerKeys()
{
    qApp->removeEventFilter(this);
}

bool ClickerKeys::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_PageUp || key->key() == Qt::Key_PageDown)
            && key->modifiers() == Qt::NoModifier) {
            if (auto *widget = qobject_cast<QWidget *>(watched);
                widget && widget->window() == m_window) {
                event->ignore();
                return true;
            }
        }
    }
    return QObject::eventFilter(watched, event);
}
