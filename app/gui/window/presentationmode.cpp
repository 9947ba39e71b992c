#include "presentationmode.h"

#include "boardarea.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>

PresentationMode::PresentationMode(QMainWindow *window, BoardArea *area)
    : QObject(window)
    , m_window(window)
    , m_area(area)
{
}

void PresentationMode::setOn(bool on)
{
    if (on == m_on)
        return;
    m_on = on;
    if (on) {
        m_layoutBefore = m_window->saveState();
        m_wasFullScreenBefore = m_window->isFullScreen();
        for (QDockWidget *dock : m_window->findChildren<QDockWidget *>())
            dock->hide();
        m_window->menuBar()->hide();
        m_window->statusBar()->hide();
        m_area->setPresenting(true);
        m_window->showFullScreen();
    } else {
        m_area->setPresenting(false);
        m_window->menuBar()->show();
        m_window->statusBar()->show();
        m_window->restoreState(m_layoutBefore);
        if (!m_wasFullScreenBefore)
            m_window->showNormal();
    }
    emit toggled(on); // last, when the layout is back: the window may hide what it must
}
