#include "presentationmode.h"

#include "quiettabswitch.h"
#include "boardarea.h"
#include "boardview.h"
#include "callstackview.h"
#include "fittedfont.h"
#include "pseudocodeview.h"
#include "screenblank.h"
#include "screenreaderspeech.h"
#include "searchtreeview.h"
#include "sidedocks.h"
#include "teachingdocks.h"
#include "windowactions.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>

PresentationMode::PresentationMode(QMainWindow *window, BoardArea *area, TeachingDocks *teaching,
                                   const WindowActions *actions)
    : QObject(window)
    , m_window(window)
    , m_area(area)
    , m_teaching(teaching)
    , m_actions(actions)
    , m_panelDocks(teaching->docks().mid(0, 3))
    , m_pseudocode(teaching->pseudocode())
    , m_pseudocodeWanted(actions->action(WindowActions::Command::PseudocodeWhilePresenting))
    , m_blank(new ScreenBlank(window))
    , m_notice(new QLabel(window))
{
    m_notice->setObjectName(QStringLiteral("presentationNotice"));
    m_notice->setWordWrap(true);
    m_notice->setAlignment(Qt::AlignCenter);
    m_notice->setStyleSheet(QStringLiteral("QLabel { color: white; background: rgba(0, 0, 0, 200); "
                                           "border-radius: 8px; padding: 8px 16px; }"));
    m_notice->hide();
    m_noticeTimer.setSingleShot(true);
    connect(&m_noticeTimer, &QTimer::timeout, m_notice, &QWidget::hide);
    connect(m_pseudocodeWanted, &QAction::toggled, this, &PresentationMode::showPanelIfWanted);
    // Try it yourself while presenting: its panel takes the presented panel's place beside the
    // board, as wide (two panels left the board a column too narrow for its texts, and the
    // window grew past the screen); the presented one comes back after it.
    m_practiceDock = window->findChild<QDockWidget *>(QStringLiteral("practiceDock"));
    if (m_practiceDock)
        connect(m_practiceDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
            if (!m_on || !m_window->isVisible()) // not as the window closes
                return;
            if (!visible)
                return showPanelIfWanted();
            for (QDockWidget *dock : std::as_const(m_panelDocks))
                dock->hide();
            m_window->resizeDocks({m_practiceDock},
                                  {int(m_window->screen()->geometry().width() * kPracticeShare)},
                                  Qt::Horizontal);
        });
    connect(actions, &WindowActions::overlaysToggled, this, &PresentationMode::showPanelIfWanted);
}

QAction *PresentationMode::blankKeys() const
{
    return m_blank->keysDescribed();
}

void PresentationMode::say(const QString &text, int ms)
{
    // A result (saved, found, set, refused) is said to a screen reader too, from wherever the
    // keys are.
    ScreenReaderSpeech::sayFromFocus(text);
    if (!m_on) {
        m_window->statusBar()->showMessage(text, ms);
        return;
    }
    // Nothing is drawn over a blanked screen: the class looks at the teacher (a screen reader
    // has been told above).
    if (m_blank->isBlank()) {
        m_notice->hide();
        return;
    }
    // As large as the narration's capitals (measured in the font in use), read from the back
    // of the room, where a status line would be hidden; over the texts above the board, its
    // foot above the column numbers: at the board's foot it covered the strip for 3-4 s.
    const int screenHeight = m_window->screen()->geometry().height();
    m_notice->setFont(
        fontWithCapHeight(m_notice->font(), screenHeight * BoardArea::kHeadlineShare));
    m_notice->setText(text);
    const int width = m_window->width() * 19 / 20; // as wide as may be: few lines above the board
    m_notice->setFixedWidth(width);
    m_notice->adjustSize();
    const BoardView *board = m_area->board();
    const qreal labelsTop = board->squareRect(0, 0).top() - board->labelBand();
    const int boardTop = board->mapTo(m_window, QPoint(0, int(labelsTop))).y();
    m_notice->move((m_window->width() - width) / 2, std::max(0, boardTop - m_notice->height() - 4));
    m_notice->show();
    m_notice->raise();
    m_noticeTimer.start(std::max(ms, 3000));
}

QString PresentationMode::shownMessage() const
{
    return m_notice->isVisible() ? m_notice->text() : QString();
}

void PresentationMode::showPanelIfWanted()
{
    m_area->setCodeBeside(false);
    if (!m_on || (m_practiceDock && m_practiceDock->isVisible()))
        return;
    const int chosen = m_actions->presentedPanel();
    for (int i = 0; i < m_panelDocks.size(); ++i)
        if (i != chosen || !m_pseudocodeWanted->isChecked())
            m_panelDocks[i]->hide();
    if (!m_pseudocodeWanted->isChecked())
        return;
    // Alone on the left (its tab companions stay hidden), a share of the screen's width; the
    // pseudocode takes what its code needs in the presentation's type, as far as the board's
    // column keeps kBoardColumnLeast: the listing grows with its panel, up to its largest
    // type, and wraps only beyond that. Wider than kPseudocodeShare it takes the counters
    // line's room over the board too.
    QDockWidget *dock = m_panelDocks.at(chosen);
    dock->show();
    QuietTabSwitch::raise(dock);
    const QRect screen = m_window->screen()->geometry();
    int needed = 0;
    if (dock->widget() == m_pseudocode) {
        const int around = std::max(0, dock->width() - m_pseudocode->width());
        needed = m_pseudocode->widthForCode(screen.height() * BoardArea::kDetailShare) + around;
    }
    const int width = pseudocodeWidth(needed, screen.size());
    m_area->setCodeBeside(width > int(screen.width() * kPseudocodeShare));
    m_window->resizeDocks({dock}, {width}, Qt::Horizontal);
}

int PresentationMode::pseudocodeWidth(int needed, const QSize &screen)
{
    const int least = int(screen.width() * kPseudocodeShare);
    const int most = std::max(least, screen.width() - int(screen.height() * kBoardColumnLeast));
    return std::clamp(needed, least, most);
}

void PresentationMode::setPanelsPresented(bool on, int screenHeight)
{
    const qreal caps = on ? screenHeight * BoardArea::kDetailShare : 0;
    // The docks' titles, tabs, buttons and texts (Try it yourself's) in the detail type too,
    // read from the back of the room (they were 9 pixels); the panels' own type is set below.
    QList<QDockWidget *> docks = m_panelDocks;
    if (m_practiceDock)
        docks << m_practiceDock;
    for (QDockWidget *dock : std::as_const(docks))
        dock->setFont(on ? fontWithCapHeight(m_window->font(), caps) : QFont());
    m_pseudocode->setPresented(on, caps);
    m_teaching->callStack()->setPresentationCaps(caps);
    m_teaching->searchTree()->setPresentationCaps(caps);
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
        // The keys go to the board, whatever had them: a clicker's Space plays or pauses and
        // its Page keys step, as in a slide program (a focused Goal box or button hidden with
        // its dock handed them to the next control, whose own keys they then were).
        m_area->board()->setFocus();
        m_window->menuBar()->hide();
        m_window->statusBar()->hide();
        const int screenHeight = m_window->screen()->geometry().height();
        m_area->setPresenting(true, screenHeight);
        setPanelsPresented(true, screenHeight);
        m_window->showFullScreen();
        showPanelIfWanted();
        m_blank->setWatching(true);
    } else {
        m_blank->setWatching(false);
        m_notice->hide();
        m_area->setPresenting(false);
        setPanelsPresented(false, 0);
        m_window->menuBar()->show();
        m_window->statusBar()->show();
        // Trying it yourself goes on with its panel (the layout from before has it hidden).
        const bool practising = m_practiceDock && m_practiceDock->isVisible();
        m_window->restoreState(m_layoutBefore, SideDocks::kLayoutVersion);
        if (practising) {
            m_practiceDock->show();
            // in front of the dock it shares a tab group with
            QuietTabSwitch::raise(m_practiceDock);
        }
        if (!m_wasFullScreenBefore)
            m_window->showNormal();
    }
    emit toggled(on); // last, when the layout is back: the window may hide what it must
}
