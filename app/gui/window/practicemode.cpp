#include "practicemode.h"

#include "quiettabswitch.h"
#include "boardarea.h"
#include "boardview.h"
#include "controlspanel.h"
#include "narrationlabel.h"
#include "practicepanel.h"
#include "runcontroller.h"
#include "stepper.h"
#include "teachingdocks.h"

#include <QDockWidget>
#include <QMainWindow>

PracticeMode::PracticeMode(QMainWindow *window, QDockWidget *besideDock, BoardArea *area,
                           TeachingDocks *teaching)
    : QObject(window)
    , m_area(area)
    , m_teaching(teaching)
{
    m_panel = new PracticePanel(window);
    m_panel->setObjectName(QStringLiteral("practicePanel"));
    m_dock = new QDockWidget(window);
    m_dock->setObjectName(QStringLiteral("practiceDock"));
    m_dock->setWidget(m_panel);
    m_dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    window->tabifyDockWidget(besideDock, m_dock);
    m_dock->hide();
    connect(m_panel, &PracticePanel::sceneChanged, this, [this] {
        if (m_on)
            show();
    });
}

void PracticeMode::setOn(bool on, const nq::Placement *queens)
{
    if (on == m_on && !queens)
        return;
    nq::SnapshotFeed &feed = *m_around.feed;
    if (on) {
        m_around.leaveViewedSolution();
        m_around.run->pause();
        // Given queens go with the options just set; the board's with the search shown.
        const nq::SearchOptions options = queens ? m_around.controls->options()
                                                 : feed.shown().search.options;
        start(options.n, options.order, queens ? *queens : feed.shown().placement());
        feed.setShownInstead({true, feed.shownInstead().viewingSolution});
        feed.reshow(); // the status says so now: the pause's snapshot may be on its way
    } else {
        stop();
        feed.setShownInstead({false, feed.shownInstead().viewingSolution});
        QuietTabSwitch::raise(m_around.controlsDock);
        // The board (unless a solution chosen as the panel hid keeps it), the counters and
        // headers, left alone while practising.
        feed.reshow({.backToSearch = true});
    }
    m_around.changed();
}

void PracticeMode::start(int n, nq::Order order, const nq::Placement &queens)
{
    m_on = true;
    m_panel->start(n, order, queens);
    m_dock->show();
    QuietTabSwitch::raise(m_dock);
    m_area->setPractising(true);
    m_area->board()->setCursorEnabled(true);
    m_area->board()->setFocus();
    m_teaching->setSearchPanelsLive(false);
    show();
}

void PracticeMode::stop()
{
    m_on = false;
    m_area->takeKeysFrom(m_dock);
    m_dock->hide();
    m_area->setPractising(false);
    m_area->board()->setCursorEnabled(false);
    m_teaching->setSearchPanelsLive(true);
}

void PracticeMode::toggleSquare(int row, int col)
{
    if (m_on)
        m_panel->toggle(row, col);
}

void PracticeMode::show()
{
    m_area->setScene(m_panel->scene());
    m_area->narration()->setNarration(m_panel->status());
    const bool attacked = !m_panel->board().attackingPairs().empty();
    m_area->narration()->setTone(m_panel->board().isSolution() ? NarrationLabel::Tone::Solution
                                 : attacked                    ? NarrationLabel::Tone::Conflict
                                                               : NarrationLabel::Tone::Caution);
}

void PracticeMode::retranslate()
{
    m_dock->setWindowTitle(tr("Try it yourself"));
    m_dock->setWhatsThis(
        tr("Place queens by hand: click a square, or move with the arrow keys and press Enter. "
           "The panel says why a square is unsafe; Hint shows the square the algorithm would "
           "choose, and the search can continue from your queens."));
    m_panel->retranslate();
}
