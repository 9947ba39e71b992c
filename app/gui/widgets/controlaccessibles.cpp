#include "controlaccessibles.h"

#include "menuaccessibles.h"
#include "screenreaderspeech.h"
#include "spokentext.h"

#include <QAbstractItemView>
#include <QAccessibleWidget>
#include <QComboBox>

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

// A main window whose name begins with the result waiting for it to be active again
// (ScreenReaderSpeech::resultOnActivation): Orca says the window's name first when a dialog
// gives it back. Otherwise as Qt's own main window: a window with its widgets as children.
// GUI thread.
class ResultFirstWindowAccessible : public QAccessibleWidget
{
public:
    explicit ResultFirstWindowAccessible(QWidget *window)
        : QAccessibleWidget(window, QAccessible::Window)
    {
    }

    QString text(QAccessible::Text type) const override
    {
        const QString own = QAccessibleWidget::text(type);
        if (type != QAccessible::Name)
            return own;
        // Asked as the window is read: no event says it changed (Qt 6.8's bridge would send
        // the new name, and Orca say the window's name again, as it does for a new title).
        const QString result = ScreenReaderSpeech::resultOnActivation();
        ScreenReaderSpeech::noteWindowNameRead();
        return result.isEmpty() ? own : SpokenText::clean(result) + QLatin1Char(' ') + own;
    }
};

QAccessibleInterface *controlFactory(const QString &className, QObject *object)
{
    if (className == QLatin1String("QMainWindow") && object && object->isWidgetType()
        && object->property(ScreenReaderSpeech::kReadsResultOnActivation).toBool())
        return new ResultFirstWindowAccessible(static_cast<QWidget *>(object));
    if (className == QLatin1String("QComboBox") && object && object->isWidgetType())
        return new LabelledComboAccessible(static_cast<QComboBox *>(object));
    return MenuAccessibles::make(className, object);
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
