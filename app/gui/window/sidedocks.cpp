#include "sidedocks.h"

#include "controlspanel.h"
#include "counterspanel.h"
#include "docktabtitles.h"
#include "practicemode.h"
#include "solutionspanel.h"
#include "teachingdocks.h"
#include "windowactions.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScreen>
#include <QVBoxLayout>

QSize SideDocks::initialWindowSize(const QSize &available)
{
    constexpr QSize kRoomy(1280, 860);
    constexpr int kTitleBar = 40; // the window manager's frame, which the window cannot know yet
    return kRoomy.boundedTo(QSize(available.width(), available.height() - kTitleBar));
}

SideDocks::SideDocks(QMainWindow *window, const WindowActions *actions, BoardArea *area)
    : QObject(window)
    , m_window(window)
{
    m_controls = new ControlsPanel(
        {actions->playPause(), actions->step(), actions->stepBack(), actions->reset()}, window);
    m_controls->setObjectName(QStringLiteral("controls"));
    m_counters = new CountersPanel(window);
    m_counters->setObjectName(QStringLiteral("counters"));
    auto *side = new QWidget(window);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->addWidget(m_controls);
    sideLayout->addWidget(m_counters);
    sideLayout->addStretch(1);
    m_controlsDock = addDock("controlsDock", side, false);
    // The controls never take more height than they need: what the window has to spare goes
    // to the solutions list below them.
    m_controlsDock->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_solutions = new SolutionsPanel(window);
    m_solutionsDock = addDock("solutionsDock", m_solutions, true);
    new DockTabTitles(window);
    m_teaching = new TeachingDocks(window);
    m_practice = new PracticeMode(window, m_controlsDock, area, m_teaching);
    openOn(window->screen()->availableGeometry().size());
}

void SideDocks::openOn(const QSize &available)
{
    QMainWindow *window = m_window;
    const QSize windowSize = initialWindowSize(available);
    window->resize(windowSize);
    // The board gets the middle; the side panels start narrow.
    window->resizeDocks({m_controlsDock, m_teaching->docks().first()}, {300, 410}, Qt::Horizontal);
    // The controls take what they need; the solutions list below them gets the rest.
    window->resizeDocks({m_controlsDock, m_solutionsDock},
                        {m_controlsDock->sizeHint().height(), windowSize.height()}, Qt::Vertical);
    // The search's panels get three fifths of the left, the figures about it the rest.
    window->resizeDocks(m_teaching->groupHeads(),
                        {3 * windowSize.height(), 2 * windowSize.height()}, Qt::Vertical);
}

QDockWidget *SideDocks::addDock(const char *name, QWidget *contents, bool closable)
{
    auto *dock = new QDockWidget(m_window);
    dock->setObjectName(QString::fromLatin1(name));
    dock->setWidget(contents);
    if (!closable)
        dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    m_window->addDockWidget(Qt::RightDockWidgetArea, dock);
    return dock;
}

QList<QAction *> SideDocks::toggleViewActions() const
{
    return QList<QAction *> {m_controlsDock->toggleViewAction(),
                             m_solutionsDock->toggleViewAction()}
           + m_teaching->toggleViewActions();
}

void SideDocks::retranslate()
{
    m_controlsDock->setWindowTitle(tr("Controls"));
    m_solutionsDock->setWindowTitle(tr("Solutions"));
    m_controls->retranslate();
    m_counters->retranslate();
    m_practice->retranslate();
    m_teaching->retranslate();
}
