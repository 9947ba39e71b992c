#include "menuaccessibles.h"
#include "mnemonictext.h"

#include <QAccessibleWidget>
#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QWindow>

namespace {

// One command of a menu: its text without the "&", its shortcut, its checked state where it
// is a toggle, its submenu as its only child. Asked of its action and the menu showing it.
// GUI thread.
class MenuItemAccessible : public QAccessibleInterface, public QAccessibleActionInterface
{
public:
    MenuItemAccessible(QAction *action, QMenu *menu)
        : m_action(action)
        , m_menu(menu)
    {
    }

    bool isValid() const override { return m_action && m_menu; }
    QObject *object() const override { return m_action; }
    QWindow *window() const override { return m_menu ? m_menu->windowHandle() : nullptr; }
    QAccessibleInterface *parent() const override
    {
        return QAccessible::queryAccessibleInterface(m_menu.data());
    }
    QAccessibleInterface *child(int index) const override
    {
        return index == 0 && submenu() ? QAccessible::queryAccessibleInterface(submenu()) : nullptr;
    }
    int childCount() const override { return submenu() ? 1 : 0; }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        return child && submenu() && child->object() == submenu() ? 0 : -1;
    }
    QAccessibleInterface *childAt(int x, int y) const override
    {
        QAccessibleInterface *menu = child(0);
        return menu && menu->rect().contains(x, y) ? menu : nullptr;
    }
    QString text(QAccessible::Text type) const override
    {
        if (!isValid())
            return {};
        switch (type) {
        case QAccessible::Name: return withoutMnemonic(m_action->text());
        case QAccessible::Accelerator:
            return m_action->shortcut().toString(QKeySequence::NativeText);
        case QAccessible::Description:
            // Qt 6.4's bridge has no role a screen reader says as "menu", nor the state that
            // an item opens one: Orca said "Overlays." as for a command. Orca says the
            // description after the item, so a submenu says what it is there.
            if (submenu() && m_action->statusTip().isEmpty())
                return QCoreApplication::translate("MenuAccessibles", "Submenu: Right opens it.");
            return m_action->statusTip();
        default: return {};
        }
    }
    void setText(QAccessible::Text, const QString &) override { }
    QRect rect() const override
    {
        if (!isValid())
            return {};
        const QRect item = m_menu->actionGeometry(m_action);
        return QRect(m_menu->mapToGlobal(item.topLeft()), item.size());
    }
    QAccessible::Role role() const override
    {
        if (!m_action || m_action->isSeparator())
            return QAccessible::Separator;
        if (!isToggle())
            return QAccessible::MenuItem;
        const QActionGroup *group = m_action->actionGroup();
        return group && group->isExclusive() ? QAccessible::RadioButton : QAccessible::CheckBox;
    }
    QAccessible::State state() const override
    {
        QAccessible::State state;
        if (!isValid())
            return state;
        state.checkable = isToggle();
        state.checked = m_action->isChecked();
        state.disabled = !m_action->isEnabled() || m_action->isSeparator();
        state.invisible = !m_menu->isVisible() || !m_action->isVisible();
        state.focused = m_menu->activeAction() == m_action;
        state.focusable = !m_action->isSeparator();
        state.hasPopup = submenu() != nullptr;
        return state;
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::ActionInterface
                   ? static_cast<QAccessibleActionInterface *>(this)
                   : nullptr;
    }
    QStringList actionNames() const override
    {
        if (!m_action || m_action->isSeparator())
            return {};
        if (submenu())
            return {showMenuAction()};
        return isToggle() ? QStringList {toggleAction(), pressAction()}
                          : QStringList {pressAction()};
    }
    void doAction(const QString &name) override
    {
        if (!isValid() || !m_action->isEnabled())
            return;
        if (name == showMenuAction() && submenu())
            m_menu->setActiveAction(m_action);
        else if (name == pressAction() || (name == toggleAction() && isToggle()))
            m_action->trigger();
    }
    QStringList keyBindingsForAction(const QString &) const override { return {}; }

private:
    bool isToggle() const { return m_action && m_action->isCheckable() && !m_action->menu(); }
    QMenu *submenu() const { return m_action ? m_action->menu() : nullptr; }

    QPointer<QAction> m_action;
    QPointer<QMenu> m_menu;
};

// A menu: its commands are its children, each at its place among the menu's actions (as the
// focus events of QMenu number them), whatever its role. GUI thread.
class MenuAccessible : public QAccessibleWidget
{
public:
    explicit MenuAccessible(QMenu *menu)
        : QAccessibleWidget(menu, QAccessible::PopupMenu)
    {
    }

    QMenu *menu() const { return static_cast<QMenu *>(widget()); }

    int childCount() const override { return int(menu()->actions().size()); }
    QAccessibleInterface *child(int index) const override
    {
        const QList<QAction *> actions = menu()->actions();
        return index >= 0 && index < actions.size()
                   ? QAccessible::queryAccessibleInterface(actions.at(index))
                   : nullptr;
    }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        return child ? int(menu()->actions().indexOf(qobject_cast<QAction *>(child->object())))
                     : -1;
    }
    QAccessibleInterface *childAt(int x, int y) const override
    {
        QAction *action = menu()->actionAt(menu()->mapFromGlobal(QPoint(x, y)));
        return action && !action->isSeparator() ? QAccessible::queryAccessibleInterface(action)
                                                : nullptr;
    }
    QString text(QAccessible::Text type) const override
    {
        const QString own = QAccessibleWidget::text(type);
        if (type == QAccessible::Name && own.isEmpty())
            return withoutMnemonic(menu()->title());
        return own;
    }
    // The item that opens it: in the menu bar (Qt's item, found through the bar) or else in
    // another menu (one of these items). The bar comes first: Qt 6.8's menu bar lists its
    // titles in a hidden menu too (its overflow menu, which has no window and no parent),
    // and a title taken from there led the menu up to that hidden menu, not to the window.
    QAccessibleInterface *parent() const override
    {
        QAction *opener = menu()->menuAction();
        const QList<QObject *> shownIn = opener->associatedObjects();
        for (QObject *place : shownIn) {
            if (auto *bar = qobject_cast<QMenuBar *>(place)) {
                QAccessibleInterface *barInterface = QAccessible::queryAccessibleInterface(bar);
                const qsizetype index = bar->actions().indexOf(opener);
                if (barInterface && index >= 0)
                    return barInterface->child(int(index));
            }
        }
        for (QObject *place : shownIn) {
            if (qobject_cast<QMenu *>(place))
                return QAccessible::queryAccessibleInterface(opener);
        }
        return QAccessibleWidget::parent();
    }
};

} // namespace

QAccessibleInterface *MenuAccessibles::make(const QString &className, QObject *object)
{
    if (className == QLatin1String("QMenu") && object && object->isWidgetType())
        return new MenuAccessible(static_cast<QMenu *>(object));
    if (className == QLatin1String("QAction")) {
        auto *action = static_cast<QAction *>(object);
        // A title of the menu bar is the bar's own item (Qt's), even where a menu lists it
        // too (Qt 6.8's hidden overflow menu lists every title; an item of that menu led the
        // title's menu up to it, and Orca 48, finding no active window there, said nothing).
        for (QObject *shownIn : action->associatedObjects()) {
            if (qobject_cast<QMenuBar *>(shownIn))
                return nullptr;
        }
        for (QObject *shownIn : action->associatedObjects()) {
            if (auto *menu = qobject_cast<QMenu *>(shownIn))
                return new MenuItemAccessible(action, menu);
        }
    }
    return nullptr;
}
