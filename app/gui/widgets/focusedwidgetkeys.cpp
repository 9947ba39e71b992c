#include "focusedwidgetkeys.h"

#include "ownkeys.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QTabBar>

FocusedWidgetKeys::FocusedWidgetKeys(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    qApp->installEventFilter(this);
}

FocusedWidgetKeys::~FocusedWidgetKeys()
{
    qApp->removeEventFilter(this);
}

bool FocusedWidgetKeys::usesKey(const QWidget *widget, int key)
{
    const auto isOneOf = [key](std::initializer_list<int> keys) {
        return std::find(keys.begin(), keys.end(), key) != keys.end();
    };
    if (qobject_cast<const QAbstractButton *>(widget))
        return isOneOf({Qt::Key_Space});
    // Not Space: a choice box's Space reopened its list (the Goal box's, just chosen), where
    // the Run menu and the clicker say it plays. Its list opens with Alt+Down or F4.
    if (qobject_cast<const QComboBox *>(widget))
        return isOneOf({Qt::Key_Up, Qt::Key_Down, Qt::Key_Home, Qt::Key_End});
    // A spin box takes the digits typed into it (1 to 5 choose a speed elsewhere).
    if (qobject_cast<const QAbstractSpinBox *>(widget))
        return (key >= Qt::Key_0 && key <= Qt::Key_9)
               || isOneOf({Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down, Qt::Key_Home,
                           Qt::Key_End});
    if (qobject_cast<const QAbstractSlider *>(widget))
        return isOneOf(
            {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down, Qt::Key_Home, Qt::Key_End});
    if (qobject_cast<const QAbstractItemView *>(widget))
        return isOneOf({Qt::Key_Space, Qt::Key_Up, Qt::Key_Down, Qt::Key_Home, Qt::Key_End});
    if (qobject_cast<const QTabBar *>(widget))
        return isOneOf({Qt::Key_Left, Qt::Key_Right, Qt::Key_Home, Qt::Key_End});
    return false;
}

bool FocusedWidgetKeys::eventFilter(QObject *watched, QEvent *event)
{
    const auto *widget = qobject_cast<QWidget *>(watched);
    // Undo and Redo are the window's (Edit ▸ Undo brings back the search a change replaced):
    // a spin box's text field took Ctrl+Z for its own text, and after N was changed there the
    // search stayed replaced. Left unaccepted, the window's shortcut gets the keys.
    if (widget && widget->window() == m_window && event->type() == QEvent::ShortcutOverride) {
        const auto *keys = static_cast<QKeyEvent *>(event);
        const bool inSpinBox = qobject_cast<const QAbstractSpinBox *>(widget)
                               || qobject_cast<const QAbstractSpinBox *>(widget->parentWidget());
        if (inSpinBox && (keys->matches(QKeySequence::Undo) || keys->matches(QKeySequence::Redo))) {
            event->ignore();
            return true;
        }
    }
    if (widget && widget->window() == m_window
        && OwnKeys::claimIf(event, [widget](int key) { return usesKey(widget, key); }))
        return true;
    return QObject::eventFilter(watched, event);
}
