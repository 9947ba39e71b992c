#pragma once

#include <QObject>

class QMainWindow;
class QTabBar;

// The tab bars of tabbed docks, every one the main window's layout makes, now or later
// (tabifying, a restored layout, a drag): their titles show whole ("Call stack", not "Ca…"),
// scrolling with arrows instead of cutting them short; and a tab bar the layout has put out of
// sight (it moves a bar it no longer uses off the window instead of hiding it) is no Tab stop.
// Lives on the GUI thread, owned by the window.
class DockTabBars : public QObject
{
    Q_OBJECT

public:
    explicit DockTabBars(QMainWindow *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void follow(QObject *child);
    // A Tab stop only where the window shows it.
    void updateTabStop(QTabBar *tabs);

    QMainWindow *m_window;
};
