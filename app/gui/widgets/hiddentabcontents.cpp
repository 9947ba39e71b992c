#include "hiddentabcontents.h"

#include <QChildEvent>
#include <QDockWidget>
#include <QMainWindow>

HiddenTabContents::HiddenTabContents(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    for (QDockWidget *dock : window->findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly))
        follow(dock);
    window->installEventFilter(this);
}

void HiddenTabContents::follow(QDockWidget *dock)
{
    if (m_followed.contains(dock))
        return;
    m_followed.insert(dock);
    connect(dock, &QObject::destroyed, this, [this, dock] {
        m_followed.remove(dock);
        m_parked.remove(dock);
    });
    // visibilityChanged(false) with the dock still visible: its tab was put behind another.
    connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool shown) {
        setReachable(dock, shown || !dock->isVisible() || dock->isFloating());
    });
}

void HiddenTabContents::setReachable(QDockWidget *dock, bool reachable)
{
    auto &parked = m_parked[dock];
    if (reachable) {
        for (const auto &[widget, policy] : std::as_const(parked))
            if (widget)
                widget->setFocusPolicy(policy);
        parked.clear();
        return;
    }
    QWidget *content = dock->widget();
    if (!content || !parked.isEmpty())
        return;
    QList<QWidget *> widgets = content->findChildren<QWidget *>();
    widgets.prepend(content);
    for (QWidget *widget : std::as_const(widgets)) {
        if (widget->focusPolicy() & Qt::TabFocus) {
            parked.append({widget, widget->focusPolicy()});
            widget->setFocusPolicy(Qt::NoFocus);
        }
    }
}

bool HiddenTabContents::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::ChildPolished) {
        if (auto *dock = qobject_cast<QDockWidget *>(static_cast<QChildEvent *>(event)->child()))
            follow(dock);
    }
    return QObject::eventFilter(watched, event);
}
