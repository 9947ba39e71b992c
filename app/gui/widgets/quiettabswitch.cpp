#include "quiettabswitch.h"

#include <QAccessible>
#include <QTabBar>
#include <QWidget>

namespace {

// The handler that was installed before this one (none, usually: Qt's own delivery).
QAccessible::UpdateHandler &previousHandler()
{
    static QAccessible::UpdateHandler handler = nullptr;
    return handler;
}

void dropBackgroundTabSelection(QAccessibleEvent *event)
{
    if (event->type() == QAccessible::Selection || event->type() == QAccessible::SelectionAdd) {
        if (const auto *tabs = qobject_cast<const QTabBar *>(event->object());
            tabs && !tabs->hasFocus())
            return;
    }
    if (QAccessible::UpdateHandler previous = previousHandler()) {
        previous(event);
        return;
    }
    // Qt's own delivery to the platform's bridge has no public entry but updateAccessibility()
    // without a handler installed.
    QAccessible::installUpdateHandler(nullptr);
    QAccessible::updateAccessibility(event);
    QAccessible::installUpdateHandler(dropBackgroundTabSelection);
}

} // namespace

void QuietTabSwitch::raise(QWidget *dock)
{
    if (dock)
        change([dock] { dock->raise(); });
}

void QuietTabSwitch::change(const std::function<void()> &changeDocks)
{
    if (!QAccessible::isActive()) {
        changeDocks();
        return;
    }
    // The tab bars change their tabs within the change (QMainWindow's dock layout), so the
    // handler is needed only meanwhile.
    previousHandler() = QAccessible::installUpdateHandler(dropBackgroundTabSelection);
    changeDocks();
    QAccessible::installUpdateHandler(previousHandler());
    previousHandler() = nullptr;
}
