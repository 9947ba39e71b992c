#pragma once

#include <QObject>

class QWidget;

// A presentation clicker sends PageUp/PageDown: this application-wide event filter keeps those
// keys for the window's step shortcuts even when a spin box or list has the focus, instead of
// letting it scroll. Installed while the window lives. GUI thread.
class ClickerKeys : public QObject
{
    Q_OBJECT

public:
    explicit ClickerKeys(QWidget *window);
    ~ClickerKeys() override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
};
