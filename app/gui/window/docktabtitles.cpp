#include "docktabtitles.h"

#include <QChildEvent>
#include <QMainWindow>
#include <QTabBar>

namespace {

void showWholeTitles(QObject *child)
{
    if (auto *tabs = qobject_cast<QTabBar *>(child)) {
        tabs->setElideMode(Qt::ElideNone);
        tabs->setUsesScrollButtons(true);
    }
}

} // namespace

DockTabTitles::DockTabTitles(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    for (QTabBar *tabs : window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly))
        showWholeTitles(tabs);
    window->installEventFilter(this);
}

bool DockTabTitles::eventFilter(QObject *watched, QEvent *event)
{
    // Polished, not added: a child is whole (and set up by the layout) only by then.
    if (watched == m_window && event->type() == QEvent::ChildPolished)
        showWholeTitles(static_cast<QChildEvent *>(event)->child());
    return QObject::eventFilter(watched, event);
}
