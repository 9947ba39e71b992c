#pragma once

class QAccessibleInterface;
class QObject;
class QString;

// The menus as a screen reader gets them. Qt 6.4's menu finds the place of a child only when
// it is a plain menu item, so a toggle shown as a check box or radio button had no place in
// its menu (index -1), and Orca 43 drops the focus of such an item as a "zombie": no toggle
// in the menus was spoken. Here a menu (`MenuAccessible`) finds every item of its own, and
// every item of a menu (`MenuItemAccessible`) is a plain item, a check box, a radio button
// (a toggle of an exclusive group) or a separator, with its submenu as its child.
// Made by ControlAccessibles' factory; GUI thread.
namespace MenuAccessibles {
// The interface for `object` of class `className` when it is a menu or an item shown in one;
// null otherwise (Qt's own then).
QAccessibleInterface *make(const QString &className, QObject *object);
} // namespace MenuAccessibles
