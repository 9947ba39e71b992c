#include "controlaccessibles.h"

#include "screenreaderspeech.h"

#include <QAbstractItemView>
#include <QAccessibleWidget>
#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QKeySequence>
#include <QMenu>
#include <QPointer>
#include <QWindow>

namespace {

// A combo box named by its label, its current item its value and the start of its
// description; a new item is said. GUI thread.
class LabelledComboAccessible : public QAccessibleWidget
{
public:
    explicit LabelledComboAccessible(QComboBox *combo)
        : QAccessibleWidget(combo, QAccessible::ComboBox)
    {
        // A new item chosen while the box has the focus (or its list is open) is said. Orca 43
        // finds no item in a Qt 6.4 box (it asks for a selection Qt 6.4 does not offer): it
        // says "Goal: combo box." and the description, which is why that starts with the item.
        // Connected before the box can have the focus: Qt asks for this interface with the
        // first focus event, and makes one for each box.
        QObject::connect(combo, &QComboBox::currentTextChanged, combo,
                         [combo](const QString &item) {
                             if (combo->hasFocus() || combo->view()->isVisible())
                                 ScreenReaderSpeech::say(combo, item);
                         });
    }

    QComboBox *combo() const { return static_cast<QComboBox *>(widget()); }

    QString text(QAccessible::Text type) const override
    {
        if (type == QAccessible::Value)
            return combo()->currentText();
        const QString own = QAccessibleWidget::text(type);
        if (type == QAccessible::Name && own.isEmpty())
            return combo()->currentText(); // no label given: as Qt does
        if (type == QAccessible::Description) {
            // The item, then the box's own description or tool tip: a screen reader says
            // the description after the name when the box gets the focus.
            const QString item = combo()->currentText();
            return own.isEmpty() || item.isEmpty() ? item + own : item + QLatin1Char('\n') + own;
        }
        return own;
    }
    int childCount() const override { return 1; }
    QAccessibleInterface *child(int index) const override
    {
        return index == 0 ? QAccessible::queryAccessibleInterface(combo()->view()) : nullptr;
    }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        return child && child->object() == combo()->view() ? 0 : -1;
    }
    QAccessible::State state() const override
    {
        QAccessible::State state = QAccessibleWidget::state();
        state.expandable = true;
        const bool open = combo()->view()->isVisible();
        state.expanded = open;
        state.collapsed = !open;
        return state;
    }
    // Opening it, and (Qt's) taking the focus, which a screen reader's "grab focus" asks for.
    QStringList actionNames() const override
    {
        return QStringList {showMenuAction(), pressAction()} + QAccessibleWidget::actionNames();
    }
    void doAction(const QString &name) override
    {
        if (name == showMenuAction() || name == pressAction())
            combo()->showPopup();
        else
            QAccessibleWidget::doAction(name);
    }
    QStringList keyBindingsForAction(const QString &) const override { return {}; }
};

// A menu command that is a toggle: a check box, or a radio button in an exclusive group.
// Asked of its action and the menu showing it each time. GUI thread.
class ToggleMenuItemAccessible : public QAccessibleInterface, public QAccessibleActionInterface
{
public:
    ToggleMenuItemAccessible(QAction *action, QMenu *menu)
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
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text type) const override
    {
        if (!isValid())
            return {};
        switch (type) {
        case QAccessible::Name: return withoutMnemonic(m_action->text());
        case QAccessible::Accelerator:
            return m_action->shortcut().toString(QKeySequence::NativeText);
        case QAccessible::Description: return m_action->statusTip();
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
        const QActionGroup *group = m_action ? m_action->actionGroup() : nullptr;
        return group && group->isExclusive() ? QAccessible::RadioButton : QAccessible::CheckBox;
    }
    QAccessible::State state() const override
    {
        QAccessible::State state;
        if (!isValid())
            return state;
        state.checkable = true;
        state.checked = m_action->isChecked();
        state.disabled = !m_action->isEnabled();
        state.invisible = !m_menu->isVisible() || !m_action->isVisible();
        state.focused = m_menu->activeAction() == m_action;
        state.focusable = true;
        return state;
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::ActionInterface
                   ? static_cast<QAccessibleActionInterface *>(this)
                   : nullptr;
    }
    QStringList actionNames() const override { return {toggleAction()}; }
    void doAction(const QString &name) override
    {
        if (isValid() && m_action->isEnabled() && (name == toggleAction() || name == pressAction()))
            m_action->trigger();
    }
    QStringList keyBindingsForAction(const QString &) const override { return {}; }

private:
    static QString withoutMnemonic(QString text)
    {
        for (qsizetype at = text.indexOf(QLatin1Char('&')); at >= 0 && at < text.size();
             at = text.indexOf(QLatin1Char('&'), at + 1))
            text.remove(at, 1); // "&&" leaves one "&", skipped by the next search
        return text;
    }

    QPointer<QAction> m_action;
    QPointer<QMenu> m_menu;
};

QAccessibleInterface *controlFactory(const QString &className, QObject *object)
{
    if (className == QLatin1String("QComboBox") && object && object->isWidgetType())
        return new LabelledComboAccessible(static_cast<QComboBox *>(object));
    if (className == QLatin1String("QAction")) {
        auto *action = static_cast<QAction *>(object);
        if (!action->isCheckable() || action->menu())
            return nullptr;
        for (QObject *shownIn : action->associatedObjects()) {
            if (auto *menu = qobject_cast<QMenu *>(shownIn))
                return new ToggleMenuItemAccessible(action, menu);
        }
    }
    return nullptr;
}

} // namespace

void ControlAccessibles::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(controlFactory);
        return true;
    }();
    Q_UNUSED(installed);
}
