#include "docktabbars.h"

#include <QChildEvent>
#include <QMainWindow>
#include <QTabBar>

DockTabBars::DockTabBars(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    for (QTabBar *tabs : window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly))
        follow(tabs);
    window->installEventFilter(this);
}

void DockTabBars::follow(QObject *child)
{
    auto *tabs = qobject_cast<QTabBar *>(child);
    if (!tabs)
        return;
    tabs->setElideMode(Qt::ElideNone);
    tabs->setUsesScrollButtons(true);
    tabs->removeEventFilter(this); // once, however often it is polished
    tabs->installEventFilter(this);
    updateTabStop(tabs);
}

void DockTabBars::updateTabStop(QTabBar *tabs)
{
    const bool inSight = tabs->geometry().intersects(m_window->rect()) && tabs->count() > 0;
    tabs->setFocusPolicy(inSight ? Qt::TabFocus : Qt::NoFocus);
}

bool DockTabBars::eventFilter(QObject *watched, QEvent *event)
{
    // Polished, not added: a child is whole (and set up by the layout) only by then.
    if (watched == m_window && event->type() == QEvent::ChildPolished) {
        follow(static_cast<QChildEvent *>(event)->child());
    } else if (event->type() == QEvent::Move || event->type() == QEvent::Resize
               || event->type() == QEvent::Show) {
        if (auto *tabs = qobject_cast<QTabBar *>(watched); tabs && tabs->parent() == m_window)
            updateTabStop(tabs);
    }
    return QObject::eventFilter(watched, event);
}
