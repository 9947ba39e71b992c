#pragma once

#include <QObject>

class QKeyEvent;
class QWidget;

// The keys a focused control uses for itself win over the window's plain-key shortcuts: Space
// presses the focused button (not Play), the arrows, Home and End move the focused slider,
// list, tab bar or combo box (not a step or Reset). Space on a closed combo box stays the
// window's Play (the box opens with Alt+Down or F4). Widgets of this program with keys of their
// own (the board's cursor, the search tree) claim them in their own event(). An
// application-wide event filter, installed while the window lives. GUI thread.
class FocusedWidgetKeys : public QObject
{
    Q_OBJECT

public:
    explicit FocusedWidgetKeys(QWidget *window);
    ~FocusedWidgetKeys() override;

    // Whether `widget`, focused, uses `key` (without modifiers) itself.
    static bool usesKey(const QWidget *widget, int key);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
};
