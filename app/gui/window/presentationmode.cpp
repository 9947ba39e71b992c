#include "presentationmode.h"

#include "boardarea.h"
#include "pseudocodeview.h"
#include "sidedocks.h"
#include "teachingdocks.h"
#include "windowactions.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>

PresentationMode::PresentationMode(QMainWindow *window, BoardArea *area, TeachingDocks *teaching,
                                   const WindowActions *actions)
    : QObject(window)
    , m_window(window)
    , m_area(area)
    , m_pseudocodeDock(teaching->docks().first())
    , m_pseudocode(teaching->pseudocode())
    , m_pseudocodeWanted(actions->pseudocodeWhilePresenting())
{
    connect(m_pseudocodeWanted, &QAction::toggled, this, &PresentationMode::showPseudocodeIfWanted);
}

void PresentationMode::showPseudocodeIfWanted()
{
    if (!m_on)
        return;
    if (!m_pseudocodeWanted->isChecked()) {
        m_pseudocodeDock->hide();
        return;
    }
    // Alone on the left (its tab companions stay hidden), a share of the screen's width, or
    // what its code needs in the presentation's type, up to kPseudocodeMostShare: the listing
    // grows with its panel, up to its largest type, and wraps only beyond that.
    m_pseudocodeDock->show();
    m_pseudocodeDock->raise();
    const QRect screen = m_window->screen()->geometry();
    const int around = std::max(0, m_pseudocodeDock->width() - m_pseudocode->width());
    const int needed = m_pseudocode->widthForCode(screen.height() * BoardArea::kDetailShare)
                       + around;
    const int width = std::clamp(needed, int(screen.width() * kPseudocodeShare),
                                 int(screen.width() * kPseudocodeMostShare));
    m_window->resizeDocks({m_pseudocodeDock}, {width}, Qt::Horizontal);
}

void PresentationMode::setOn(bool on)
{
    if (on == m_on)
        return;
    m_on = on;
    if (on) {
        m_layoutBefore = m_window->saveState(SideDocks::kLayoutVersion);
        m_geometryBefore = m_window->saveGeometry();
        m_wasFullScreenBefore = m_window->isFullScreen();
        for (QDockWidget *dock : m_window->findChildren<QDockWidget *>())
            dock->hide();
        m_window->menuBar()->hide();
        m_window->statusBar()->hide();
        const int screenHeight = m_window->screen()->geometry().height();
        m_area->setPresenting(true, screenHeight);
        m_pseudocode->setPresented(true, screenHeight * BoardArea::kDetailShare);
        m_window->showFullScreen();
        showPseudocodeIfWanted();
    } else {
        m_area->setPresenting(false);
        m_pseudocode->setPresented(false);
        m_window->menuBar()->show();
        m_window->statusBar()->show();
        m_window->restoreState(m_layoutBefore, SideDocks::kLayoutVersion);
        if (!m_wasFullScreenBefore)
            m_window->showNormal();
    }
    emit toggled(on); // last, when the layout is back: the window may hide what it must
}
