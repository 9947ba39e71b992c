#pragma once

#include <QObject>

class QMainWindow;

// Keeps the titles on the tabs of tabbed docks whole ("Call stack", not "Ca…"): every tab bar
// the main window's layout makes, now or later (tabifying, a restored layout, a drag), scrolls
// with arrows instead of cutting its titles short. Lives on the GUI thread, owned by the window.
class DockTabTitles : public QObject
{
    Q_OBJECT

public:
    explicit DockTabTitles(QMainWindow *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QMainWindow *m_window;
};
