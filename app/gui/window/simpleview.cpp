#include "simpleview.h"

#include "controlspanel.h"
#include "quiettabswitch.h"
#include "screenreaderspeech.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTimer>

#include <algorithm>

namespace {

// What a first lesson uses of the menus: open and save a lesson, quit; undo; run, step, reset,
// go to a step, the speed, Try it yourself; a student's own program (open its trace, run it,
// jump to its first violation: the guide sends students there at a first start); this view's
// switch, presentation, full screen and the zoom; every language; the help.
constexpr const char *kSimpleEntries[] = {
    "openLesson",     "recentLessons", "saveLesson",    "quit",      "undo",       "redo",
    "playPause",      "step",          "stepBack",      "reset",     "goToStep",   "faster",
    "slower",         "practice",      "hint",          "openTrace", "runProgram", "goToViolation",
    "simpleView",     "presentation",  "fullScreen",    "zoomIn",    "zoomOut",    "zoomNormal",
    "gettingStarted", "whatsThis",     "shortcutsHelp", "about",
};

QString nameOf(const QAction *entry)
{
    return entry->menu() ? entry->menu()->objectName() : entry->objectName();
}

} // namespace

SimpleView::SimpleView(const Parts &parts)
    : QObject(parts.window)
    , m_parts(parts)
{
    m_fullButton = new QPushButton(parts.window->menuBar());
    m_fullButton->setObjectName(QStringLiteral("fullViewButton"));
    m_fullButton->setFlat(true);
    // A mouse's button, not a Tab stop: beside the menus it is in no screen reader's view of
    // the window (the menu bar's accessible children are its menus), and Tab reached it without
    // a word. F9 (said with the Simple view) and View > Simple view do the same from the keys.
    m_fullButton->setFocusPolicy(Qt::NoFocus);
    m_fullButton->hide();
    connect(m_fullButton, &QPushButton::clicked, m_parts.toggle, &QAction::trigger);
    connect(m_parts.toggle, &QAction::triggered, this, &SimpleView::setSimple);
}

bool SimpleView::isSimpleEntry(const QAction *entry)
{
    const QString name = nameOf(entry);
    return entry->isSeparator() || name.startsWith(QLatin1String("language-"))
           || std::any_of(std::begin(kSimpleEntries), std::end(kSimpleEntries),
                          [&name](const char *kept) { return name == QLatin1String(kept); });
}

void SimpleView::start(bool simple)
{
    if (m_simple) { // the layout shown now is the Full view's already
        putBackMenuEntries();
        m_simple = false;
    }
    setSimple(simple);
    // A first start's Simple view is said: once the window is shown (the event loop runs), as
    // the result the window's name begins with when it is first active (ScreenReaderSpeech).
    if (simple)
        QTimer::singleShot(0, this, [this] {
            if (m_simple)
                ScreenReaderSpeech::sayFromFocus(viewSentence(true));
        });
}

QString SimpleView::viewSentence(bool simple) const
{
    const QString key = m_parts.toggle->shortcut().toString(QKeySequence::NativeText);
    return simple ? tr("Simple view: the board, the run's controls and the pseudocode. %1 shows "
                       "every panel.")
                        .arg(key)
                  : tr("Full view: every panel and menu entry. %1 goes back to the Simple view.")
                        .arg(key);
}

void SimpleView::setSimple(bool simple)
{
    {
        const QSignalBlocker quiet(m_parts.toggle);
        m_parts.toggle->setChecked(simple);
    }
    if (simple == m_simple)
        return;
    QMainWindow *window = m_parts.window;
    QDockWidget *leftAlone = m_parts.leftAlone;
    const bool leftAloneShown = leftAlone && leftAlone->isVisible();
    m_simple = simple;
    // The docks change while the keys stay where they are (the board, usually): a screen
    // reader must not follow the tab bars the Full view's layout makes and sets (Orca 48 went
    // to "Pseudocode page tab" after F9, and the board's next sentences were not said).
    QuietTabSwitch::change([&] {
        if (simple) {
            m_fullLayout = window->saveState(m_parts.layoutVersion);
            for (QDockWidget *dock : window->findChildren<QDockWidget *>())
                if (dock != leftAlone)
                    dock->setVisible(m_parts.shown.contains(dock));
            takeOutMenuEntries();
        } else {
            window->restoreState(m_fullLayout, m_parts.layoutVersion);
            m_fullLayout.clear();
            putBackMenuEntries();
        }
        if (leftAlone)
            leftAlone->setVisible(leftAloneShown);
    });
    m_parts.controls->setChoicesShown(!simple);
    // Beside the menus only in the Simple view: there, it makes the menu bar taller (its
    // height is the button's), which the Full view's layout must not lose.
    window->menuBar()->setCornerWidget(simple ? m_fullButton : nullptr, Qt::TopRightCorner);
    m_fullButton->setVisible(simple);
    // Switched by the user (F9, the button, the menu): said, from wherever the keys are.
    if (window->isVisible())
        ScreenReaderSpeech::sayFromFocus(viewSentence(simple));
    emit switched(simple);
}

QByteArray SimpleView::fullLayout(const QByteArray &shown) const
{
    return m_simple ? m_fullLayout : shown;
}

void SimpleView::takeOutMenuEntries()
{
    // A submenu kept (the recent lessons) is kept whole, one left out goes whole.
    for (QAction *title : m_parts.window->menuBar()->actions()) {
        QMenu *menu = title->menu();
        if (!menu)
            continue;
        const QList<QAction *> entries = menu->actions();
        m_fullMenus.insert(menu, entries);
        bool anyKept = false;
        for (QAction *entry : entries) {
            if (isSimpleEntry(entry))
                anyKept = anyKept || !entry->isSeparator();
            else
                menu->removeAction(entry); // its keys stay: the action is on the window too
        }
        if (!anyKept) {
            title->setVisible(false);
            m_hiddenMenus << title;
        }
    }
}

void SimpleView::putBackMenuEntries()
{
    for (auto it = m_fullMenus.cbegin(); it != m_fullMenus.cend(); ++it) {
        for (QAction *entry : it.key()->actions())
            it.key()->removeAction(entry);
        it.key()->addActions(it.value());
    }
    m_fullMenus.clear();
    for (QAction *title : std::as_const(m_hiddenMenus))
        title->setVisible(true);
    m_hiddenMenus.clear();
}

void SimpleView::retranslate()
{
    m_fullButton->setText(tr("Full view"));
    const QString tip = tr("Show every panel and menu entry (%1)")
                            .arg(m_parts.toggle->shortcut().toString(QKeySequence::NativeText));
    m_fullButton->setToolTip(tip);
    m_fullButton->setAccessibleName(tr("Full view"));
    m_fullButton->setAccessibleDescription(tip);
}
