#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

class QDockWidget;
class QMainWindow;
class QWidget;

// A dock behind another in a tabbed dock area is moved out of sight but stays "visible" to Qt,
// so Tab would walk into controls nobody can see. This takes the controls of every dock whose
// tab is not the current one out of the Tab order, and puts them back when its tab is chosen;
// closed and floating docks are left alone. (Hiding the contents instead would change the
// size the dock area gives the tabs, and the panels that skip work while hidden.) Follows
// every dock of the window, now or later. Lives on the GUI thread, owned by the window.
class HiddenTabContents : public QObject
{
    Q_OBJECT

public:
    explicit HiddenTabContents(QMainWindow *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void follow(QDockWidget *dock);
    void setReachable(QDockWidget *dock, bool reachable);

    QMainWindow *m_window;
    QSet<const QObject *> m_followed;
    // By dock, the Tab stops taken out of the order, with the focus policy each had.
    QHash<const QDockWidget *, QList<std::pair<QPointer<QWidget>, Qt::FocusPolicy>>> m_parked;
};
