#include "windowactions.h"

#include "actiontext.h"
#include "appearance.h"
#include "boardtheme.h"
#include "languagemanager.h"
#include "mnemonictext.h"
#include "textzoom.h"

#include <QAction>
#include <QApplication>
#include <QActionGroup>
#include <QDialog>
#include <QEvent>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>
#include <QMenuBar>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QWidget>

#include <algorithm>

using namespace nq;

WindowActions::WindowActions(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("windowActions"));
    createActions();
    window->installEventFilter(this); // palette changes redraw the icons (eventFilter)
}

QAction *WindowActions::make(const Declaration &declared)
{
    QAction *a = makeCommandAction(this, m_window, declared.name, declared.keys,
                                   declared.checkable);
    if (declared.icon != QStyle::SP_CustomBase) {
        m_icons.insert(a, declared.icon);
        a->setIcon(icon(declared.icon));
    }
    return a;
}

QIcon WindowActions::icon(QStyle::StandardPixmap pixmap) const
{
    return Appearance::iconFor(m_window->style()->standardIcon(pixmap), QApplication::palette());
}

bool WindowActions::eventFilter(QObject *watched, QEvent *event)
{
    // The style's icons are dark: on a dark palette they are redrawn light. The window's own
    // palette change follows every application palette change, so this is the one to watch.
    if (watched == m_window && event->type() == QEvent::PaletteChange)
        refreshIcons();
    // A disabled command's key reaches the window as a plain key press: say why it does
    // nothing.
    if (watched == m_window && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const QKeySequence pressed(
            QKeyCombination(key->modifiers() & ~Qt::KeypadModifier, Qt::Key(key->key())));
        for (std::size_t command = 0; command < kCommands; ++command) {
            const QAction *each = action(Command(command));
            if (!each->isEnabled() && each->shortcuts().contains(pressed)) {
                emit refused(refusal(Command(command)));
                return true;
            }
        }
        // The lessons' and the traces' commands too: theirs say why in their "refusal"
        // property, or are said not usable now.
        for (const QAction *each : std::as_const(m_moreShortcuts)) {
            if (!each->isEnabled() && each->shortcuts().contains(pressed)) {
                const QString why = each->property("refusal").toString();
                emit refused(why.isEmpty() ? tr("%1 cannot be used now")
                                                 .arg(withoutMnemonic(each->text()).remove(u'…'))
                                           : why);
                return true;
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

void WindowActions::refreshIcons()
{
    for (auto it = m_icons.cbegin(); it != m_icons.cend(); ++it)
        it.key()->setIcon(icon(it.value()));
}

namespace {

constexpr QStyle::StandardPixmap kNoIcon = QStyle::SP_CustomBase;
using State = WindowActions::State;

// When the commands can be used. While practising, the arrow keys and Enter belong to the
// board's cursor, so the run's commands are off.
bool canPlay(const State &s)
{
    // A cancelled count or listing can be started again.
    const bool finished = s.snapshot.isFinished();
    return !s.situation.practicing
           && (s.snapshot.animates() ? !finished : !finished || s.snapshot.job.cancelled);
}
bool canGoOn(const State &s)
{
    return !s.situation.practicing && !s.snapshot.isFinished() && s.snapshot.animates();
}
bool canStepBack(const State &s)
{
    return !s.situation.practicing && s.snapshot.step() > 0 && s.snapshot.animates();
}
bool canReset(const State &s)
{
    const RunnerSnapshot &snapshot = s.snapshot;
    // A student's trace shown: Reset goes back to the built-in search, from any step.
    const bool started = snapshot.animates()
                             ? snapshot.step() > 0 || snapshot.runState == RunState::Running
                                   || snapshot.fixedLevels > 0 || snapshot.showsTrace()
                             : snapshot.job.running || snapshot.job.finished;
    return !s.situation.practicing && started;
}
bool canUndo(const State &s)
{
    return !s.situation.undoes.isEmpty();
}
bool canRedo(const State &s)
{
    return !s.situation.redoes.isEmpty();
}
bool canZoomIn(const State &s)
{
    return s.situation.textZoom < TextZoom::kSteps.back();
}
bool canZoomOut(const State &s)
{
    return s.situation.textZoom > TextZoom::kSteps.front();
}
bool isZoomed(const State &s)
{
    return !qFuzzyCompare(s.situation.textZoom, TextZoom::kNormal);
}
bool canGoToStep(const State &s)
{
    const RunnerSnapshot &snapshot = s.snapshot;
    return !s.situation.practicing && snapshot.animates(); // ahead too: the search runs on
}
bool hasBreakpoints(const State &s)
{
    const SquareSet &rows = s.snapshot.breakpoints;
    return !s.situation.practicing
           && std::any_of(rows.begin(), rows.end(), [](quint32 row) { return row != 0; });
}
// A count or a listing has no speed, like the (disabled) speed slider.
bool hasSpeed(const State &s)
{
    return s.snapshot.animates();
}
bool isPractising(const State &s)
{
    return s.situation.practicing;
}
// A solution listed, or one the search shown will find further on.
bool canGoToSolution(const State &s)
{
    const RunnerSnapshot &snapshot = s.snapshot;
    return !s.situation.practicing
           && (snapshot.visibleSolutions > 0 || (snapshot.animates() && !snapshot.isFinished()));
}
// The Simple and Full views are the window's layouts, which presentation mode replaces.
bool notPresenting(const State &s)
{
    return !s.situation.presenting;
}
// Esc leaves a viewed solution, or presentation mode (even while practising: the board's
// cursor does not use it).
bool canGoBack(const State &s)
{
    // Esc leaves a solution viewed, presentation mode, or Try it yourself, as its texts say.
    return s.situation.presenting || s.situation.viewingSolution || s.situation.practicing;
}

} // namespace

// Long on purpose: the table of every command, in menu order, one row each: command, object
// name, keys; icon, menu, separator before it, toggles, when it is enabled; text and tip.
// clang-format off
const WindowActions::Declaration WindowActions::kDeclarations[] = {
    {Command::ExportBoard, "exportBoard", {Qt::CTRL | Qt::Key_E},
     QStyle::SP_DialogSaveButton, Menu::File, false, false, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "Export boar&d…"),
     QT_TRANSLATE_NOOP("WindowActions", "Save the board as a PNG or SVG picture")},
    {Command::ExportSolutions, "exportSolutions", {Qt::CTRL | Qt::SHIFT | Qt::Key_E},
     QStyle::SP_DialogSaveButton, Menu::File, false, false, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "Export solutio&ns…"),
     QT_TRANSLATE_NOOP("WindowActions", "Save the listed solutions as text (array, dots, grid, "
                       "matrix, numbered, LeetCode), CSV or JSON")},
    {Command::CopyBoard, "copyBoard", {QKeySequence::Copy},
     kNoIcon, Menu::File, false, false, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "&Copy board"),
     QT_TRANSLATE_NOOP("WindowActions", "Copy the board to the clipboard as text and as a "
                       "picture")},
    {Command::CopyWebLink, "copyWebLink", {},
     kNoIcon, Menu::File, false, false, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "Copy web lin&k"),
     QT_TRANSLATE_NOOP("WindowActions", "Copy a link that opens the web page at this step: the "
                       "same search in any browser, even where the program is not installed")},
    {Command::Print, "print", {QKeySequence::Print},
     kNoIcon, Menu::File, false, false, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "Pr&int handout…"),
     QT_TRANSLATE_NOOP("WindowActions", "Print the selected solutions, or all listed ones, "
                       "several boards to a page")},
    {Command::SaveHandout, "saveHandout", {Qt::CTRL | Qt::SHIFT | Qt::Key_P},
     QStyle::SP_DialogSaveButton, Menu::File, false, false, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "Save hando&ut as PDF…"),
     QT_TRANSLATE_NOOP("WindowActions", "Save the handout (the selected solutions, or all listed "
                       "ones) as a PDF file")},
    {Command::RestoreDefaults, "restoreDefaults", {},
     QStyle::SP_DialogResetButton, Menu::File, true, false, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "Restore de&faults…"),
     QT_TRANSLATE_NOOP("WindowActions", "Forget all settings and the window layout")},
    {Command::Quit, "quit", {Qt::CTRL | Qt::Key_Q},
     kNoIcon, Menu::File, true, false, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "&Quit"),
     QT_TRANSLATE_NOOP("WindowActions", "Quit the program")},
    {Command::Undo, "undo", {QKeySequence::Undo},
     kNoIcon, Menu::Edit, false, false, canUndo,
     QT_TRANSLATE_NOOP("WindowActions", "&Undo the search change"),
     QT_TRANSLATE_NOOP("WindowActions", "Bring back the search that a change of options, a reset "
                       "or continuing from the board replaced, at its step")},
    {Command::Redo, "redo", {QKeySequence::Redo},
     kNoIcon, Menu::Edit, false, false, canRedo,
     QT_TRANSLATE_NOOP("WindowActions", "&Redo the search change"),
     QT_TRANSLATE_NOOP("WindowActions", "Go back to the search that Undo replaced")},
    {Command::PlayPause, "playPause", {Qt::Key_Space},
     QStyle::SP_MediaPlay, Menu::Run, false, false, canPlay,
     nullptr, nullptr},
    {Command::Step, "step", {Qt::Key_Right, Qt::Key_PageDown},
     QStyle::SP_MediaSkipForward, Menu::Run, false, false, canGoOn,
     QT_TRANSLATE_NOOP("WindowActions", "St&ep"),
     QT_TRANSLATE_NOOP("WindowActions", "Do the next step of the search")},
    {Command::StepBack, "stepBack", {Qt::Key_Left, Qt::Key_PageUp},
     QStyle::SP_MediaSkipBackward, Menu::Run, false, false, canStepBack,
     QT_TRANSLATE_NOOP("WindowActions", "Step bac&k"),
     QT_TRANSLATE_NOOP("WindowActions", "Undo the last step")},
    {Command::Reset, "reset", {Qt::Key_Home},
     QStyle::SP_BrowserReload, Menu::Run, false, false, canReset,
     QT_TRANSLATE_NOOP("WindowActions", "Reset"),
     QT_TRANSLATE_NOOP("WindowActions", "Start the search again from an empty board")},
    {Command::GoToStep, "goToStep", {Qt::CTRL | Qt::Key_G},
     kNoIcon, Menu::Run, false, false, canGoToStep,
     QT_TRANSLATE_NOOP("WindowActions", "&Go to step…"),
     QT_TRANSLATE_NOOP("WindowActions", "Jump to any step: back, or ahead, where the search "
                       "runs on to it (or click the timeline under the board)")},
    {Command::RunToSolution, "runToSolution", {Qt::Key_S},
     kNoIcon, Menu::RunUntil, true, false, canGoOn,
     QT_TRANSLATE_NOOP("WindowActions", "Next solut&ion"),
     QT_TRANSLATE_NOOP("WindowActions", "Run at full speed to the next solution, then pause")},
    // Ctrl+B too: in presentation mode B blanks the screen (ScreenBlank).
    {Command::RunToBacktrack, "runToBacktrack", {Qt::Key_B, Qt::CTRL | Qt::Key_B},
     kNoIcon, Menu::RunUntil, false, false, canGoOn,
     QT_TRANSLATE_NOOP("WindowActions", "&Next backtrack"),
     QT_TRANSLATE_NOOP("WindowActions", "Run at full speed to the next backtrack, then pause")},
    {Command::RunToLevel, "runToLevel", {Qt::Key_L},
     kNoIcon, Menu::RunUntil, false, false, canGoOn,
     QT_TRANSLATE_NOOP("WindowActions", "L&evel…"),
     QT_TRANSLATE_NOOP("WindowActions", "Run at full speed until a queen is placed on a chosen "
                       "level, then pause")},
    {Command::ClearBreakpoints, "clearBreakpoints", {Qt::SHIFT | Qt::Key_B},
     kNoIcon, Menu::Run, false, false, hasBreakpoints,
     QT_TRANSLATE_NOOP("WindowActions", "Clear breakpoints"),
     QT_TRANSLATE_NOOP("WindowActions", "Remove every breakpoint (right-click a square to set or "
                       "remove one)")},
    {Command::Faster, "faster",
     {Qt::Key_Plus, Qt::Key_Equal, Qt::SHIFT | Qt::Key_Plus},
     kNoIcon, Menu::Run, true, false, hasSpeed,
     QT_TRANSLATE_NOOP("WindowActions", "&Faster"),
     QT_TRANSLATE_NOOP("WindowActions", "Run faster")},
    {Command::Slower, "slower", {Qt::Key_Minus},
     kNoIcon, Menu::Run, false, false, hasSpeed,
     QT_TRANSLATE_NOOP("WindowActions", "Sl&ower"),
     QT_TRANSLATE_NOOP("WindowActions", "Run slower")},
    {Command::SpeedOne, "speedOne", {Qt::Key_1},
     kNoIcon, Menu::SpeedPresets, false, false, hasSpeed,
     QT_TRANSLATE_NOOP("WindowActions", "1 step a second"),
     QT_TRANSLATE_NOOP("WindowActions", "Set the speed to 1 step a second")},
    {Command::SpeedTen, "speedTen", {Qt::Key_2},
     kNoIcon, Menu::SpeedPresets, false, false, hasSpeed,
     QT_TRANSLATE_NOOP("WindowActions", "10 steps a second"),
     QT_TRANSLATE_NOOP("WindowActions", "Set the speed to 10 steps a second")},
    {Command::SpeedHundred, "speedHundred", {Qt::Key_3},
     kNoIcon, Menu::SpeedPresets, false, false, hasSpeed,
     QT_TRANSLATE_NOOP("WindowActions", "100 steps a second"),
     QT_TRANSLATE_NOOP("WindowActions", "Set the speed to 100 steps a second")},
    {Command::SpeedThousand, "speedThousand", {Qt::Key_4},
     kNoIcon, Menu::SpeedPresets, false, false, hasSpeed,
     QT_TRANSLATE_NOOP("WindowActions", "1,000 steps a second"),
     QT_TRANSLATE_NOOP("WindowActions", "Set the speed to 1,000 steps a second")},
    {Command::SpeedFull, "speedFull", {Qt::Key_5},
     kNoIcon, Menu::SpeedPresets, false, false, hasSpeed,
     QT_TRANSLATE_NOOP("WindowActions", "Full speed"),
     QT_TRANSLATE_NOOP("WindowActions", "Run as fast as the computer can, drawing the newest "
                       "state")},
    {Command::Practice, "practice", {Qt::Key_T},
     kNoIcon, Menu::Run, true, true, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "Try it yourself"),
     QT_TRANSLATE_NOOP("WindowActions", "Place queens by hand; the program explains every square")},
    {Command::Hint, "hint", {Qt::Key_H},
     kNoIcon, Menu::Run, false, false, isPractising,
     QT_TRANSLATE_NOOP("WindowActions", "H&int"),
     QT_TRANSLATE_NOOP("WindowActions", "Show the square the backtracking algorithm would choose "
                       "next")},
    {Command::GoToSolution, "goToSolution", {Qt::CTRL | Qt::Key_J},
     kNoIcon, Menu::View, false, false, canGoToSolution,
     QT_TRANSLATE_NOOP("WindowActions", "&Go to solution…"),
     QT_TRANSLATE_NOOP("WindowActions", "Show the solution with a given number, running the "
                       "search on to it when it has not been found yet")},
    {Command::BackToSearch, "backToSearch", {Qt::Key_Escape},
     QStyle::SP_ArrowBack, Menu::View, false, false, canGoBack,
     QT_TRANSLATE_NOOP("WindowActions", "Bac&k to the search"),
     QT_TRANSLATE_NOOP("WindowActions", "Leave the solution you are viewing and show the live "
                       "search")},
    {Command::ShowAttacked, "showAttacked", {Qt::Key_A},
     kNoIcon, Menu::Overlays, false, true, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "Attacke&d squares"),
     QT_TRANSLATE_NOOP("WindowActions", "Tint the squares attacked by the queens on the board")},
    {Command::ShowCounts, "showCounts", {Qt::SHIFT | Qt::Key_A},
     kNoIcon, Menu::Overlays, false, true, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "Attack &counts"),
     QT_TRANSLATE_NOOP("WindowActions", "Show how many queens attack each square")},
    {Command::ShowConflictLines, "showConflictLines", {},
     kNoIcon, Menu::Overlays, false, true, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "C&onflict lines"),
     QT_TRANSLATE_NOOP("WindowActions", "Draw the line from the attacking queen to a rejected "
                       "square")},
    {Command::ShowCandidate, "showCandidate", {},
     kNoIcon, Menu::Overlays, false, true, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "Ca&ndidate square"),
     QT_TRANSLATE_NOOP("WindowActions", "Mark the square being tried")},
    {Command::SimpleView, "simpleView", {Qt::Key_F9},
     kNoIcon, Menu::View, true, true, notPresenting,
     QT_TRANSLATE_NOOP("WindowActions", "Simple &view"),
     QT_TRANSLATE_NOOP("WindowActions", "Show only what a first lesson needs: the board, the "
                       "run's controls and the pseudocode, and the everyday menu entries (every "
                       "key still works); off, every panel and menu entry")},
    {Command::Presentation, "presentation", {Qt::Key_F5},
     QStyle::SP_DesktopIcon, Menu::View, false, true, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "Presentation &mode"),
     QT_TRANSLATE_NOOP("WindowActions", "Full screen, the board as large as possible, large "
                       "narration and a high-contrast board")},
    {Command::PseudocodeWhilePresenting, "pseudocodeWhilePresenting", {Qt::Key_P},
     kNoIcon, Menu::View, false, true, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "A panel beside the board &while presenting"),
     QT_TRANSLATE_NOOP("WindowActions", "In presentation mode, show the chosen panel (the "
                       "pseudocode, the call stack or the search tree) beside the board, "
                       "following each step")},
    {Command::PresentPseudocode, "presentPseudocode", {},
     kNoIcon, Menu::PresentedPanel, false, true, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "Ps&eudocode"),
     QT_TRANSLATE_NOOP("WindowActions", "Present the pseudocode beside the board")},
    {Command::PresentCallStack, "presentCallStack", {},
     kNoIcon, Menu::PresentedPanel, false, true, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "&Call stack"),
     QT_TRANSLATE_NOOP("WindowActions", "Present the call stack beside the board")},
    {Command::PresentSearchTree, "presentSearchTree", {},
     kNoIcon, Menu::PresentedPanel, false, true, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "Search t&ree"),
     QT_TRANSLATE_NOOP("WindowActions", "Present the search tree beside the board")},
    {Command::NextPresentedPanel, "nextPresentedPanel", {Qt::SHIFT | Qt::Key_P},
     kNoIcon, Menu::PresentedPanel, true, false, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "&Next panel"),
     QT_TRANSLATE_NOOP("WindowActions", "Present the next panel beside the board: pseudocode, "
                       "call stack, search tree")},
    {Command::FullScreen, "fullScreen", {Qt::Key_F11},
     QStyle::SP_TitleBarMaxButton, Menu::View, false, true, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "&Full screen"),
     QT_TRANSLATE_NOOP("WindowActions", "Show the window on the whole screen")},
    {Command::ZoomIn, "zoomIn", {Qt::CTRL | Qt::Key_Plus, Qt::CTRL | Qt::Key_Equal, Qt::CTRL | Qt::SHIFT | Qt::Key_Plus},
     kNoIcon, Menu::View, true, false, canZoomIn,
     QT_TRANSLATE_NOOP("WindowActions", "Zoom &in"),
     QT_TRANSLATE_NOOP("WindowActions", "Make the narration, the code, the panels' texts and the "
                       "board's labels larger")},
    {Command::ZoomOut, "zoomOut", {Qt::CTRL | Qt::Key_Minus},
     kNoIcon, Menu::View, false, false, canZoomOut,
     QT_TRANSLATE_NOOP("WindowActions", "Zoom o&ut"),
     QT_TRANSLATE_NOOP("WindowActions", "Make the narration, the code, the panels' texts and the "
                       "board's labels smaller")},
    {Command::ZoomNormal, "zoomNormal", {Qt::CTRL | Qt::Key_0},
     kNoIcon, Menu::View, false, false, isZoomed,
     QT_TRANSLATE_NOOP("WindowActions", "Normal text si&ze"),
     QT_TRANSLATE_NOOP("WindowActions", "Show the texts at their normal size again")},
    {Command::GettingStarted, "gettingStarted", {Qt::Key_F1},
     QStyle::SP_DialogHelpButton, Menu::Help, false, false, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "&Getting started"),
     QT_TRANSLATE_NOOP("WindowActions", "What the program does and the keys for it, in three "
                       "pictures")},
    {Command::WhatsThis, "whatsThis", {Qt::SHIFT | Qt::Key_F1},
     kNoIcon, Menu::Help, false, false, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "&What's this?"),
     QT_TRANSLATE_NOOP("WindowActions", "Click a panel or a control to learn what it shows")},
    {Command::ShortcutsHelp, "shortcutsHelp", {Qt::CTRL | Qt::Key_F1},
     kNoIcon, Menu::Help, true, false, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "&Keyboard shortcuts"),
     QT_TRANSLATE_NOOP("WindowActions", "Show the keyboard shortcuts")},
    {Command::About, "about", {},
     kNoIcon, Menu::Help, false, false, nullptr,
     QT_TRANSLATE_NOOP("WindowActions", "About &N-Queens Visualizer"),
     QT_TRANSLATE_NOOP("WindowActions", "Version and licence")},
};
// clang-format on

void WindowActions::createActions()
{
    m_actions.makeWith(
        kDeclarations, [this](const Declaration &declared) { return make(declared); }, this,
        [this](Command command, bool checked) { emit commanded(command, checked); });
    action(Command::Quit)->setMenuRole(QAction::QuitRole);
    action(Command::About)->setMenuRole(QAction::AboutRole);
    action(Command::ShowConflictLines)->setChecked(true);
    action(Command::ShowCandidate)->setChecked(true);
    // One panel at a time beside the board while presenting; Shift+P takes the next.
    m_presentedPanels = new QActionGroup(this);
    for (Command panel :
         {Command::PresentPseudocode, Command::PresentCallStack, Command::PresentSearchTree})
        m_presentedPanels->addAction(action(panel));
    action(Command::PresentPseudocode)->setChecked(true);
    connect(m_presentedPanels, &QActionGroup::triggered, this, &WindowActions::overlaysToggled);
    // The overlays and the pseudocode in presentation mode are kept in the settings.
    const QList<QAction *> viewToggles = QList<QAction *> {
        action(Command::ShowAttacked), action(Command::ShowCounts),
        action(Command::ShowConflictLines), action(Command::ShowCandidate),
        action(Command::PseudocodeWhilePresenting)};
    for (QAction *viewToggle : viewToggles)
        connect(viewToggle, &QAction::toggled, this, &WindowActions::overlaysToggled);
}

QMenu *WindowActions::menuFor(Menu menu, QMenuBar *menuBar)
{
    const auto made = [](QMenu *&slot, auto *parent) {
        if (!slot)
            slot = parent->addMenu(QString());
        return slot;
    };
    switch (menu) {
    case Menu::File: return made(m_fileMenu, menuBar);
    case Menu::Edit: return made(m_editMenu, menuBar);
    case Menu::Run: return made(m_runMenu, menuBar);
    case Menu::RunUntil: return made(m_runUntilMenu, menuFor(Menu::Run, menuBar));
    case Menu::SpeedPresets: return made(m_speedMenu, menuFor(Menu::Run, menuBar));
    case Menu::View: return made(m_viewMenu, menuBar);
    case Menu::Overlays: return made(m_overlaysMenu, menuFor(Menu::View, menuBar));
    case Menu::PresentedPanel: return made(m_presentedPanelMenu, menuFor(Menu::View, menuBar));
    case Menu::Help: return made(m_helpMenu, menuBar);
    }
    return nullptr;
}

void WindowActions::buildMenus(QMenuBar *menuBar, const QList<QAction *> &panelToggles)
{
    for (const Declaration &declared : kDeclarations) {
        if (declared.menu == Menu::Help && !m_languageMenu)
            addChoiceMenus(menuBar, panelToggles); // between the View and Help menus
        const Menu parent = declared.menu == Menu::RunUntil || declared.menu == Menu::SpeedPresets
                                ? Menu::Run
                            : declared.menu == Menu::Overlays
                                    || declared.menu == Menu::PresentedPanel
                                ? Menu::View
                                : declared.menu;
        if (declared.separatorBefore)
            menuFor(parent, menuBar)->addSeparator();
        menuFor(declared.menu, menuBar)->addAction(action(declared.command));
    }
}

void WindowActions::addChoiceMenus(QMenuBar *menuBar, const QList<QAction *> &panelToggles)
{
    m_viewMenu->addSeparator();
    m_panelsMenu = m_viewMenu->addMenu(QString());
    m_panelsMenu->addActions(panelToggles);
    QStringList themes;
    for (const BoardTheme &theme : BoardTheme::all())
        themes << theme.id;
    m_themeMenu = m_viewMenu->addMenu(QString());
    m_themeGroup = addChoices(m_themeMenu, QStringLiteral("theme-"), themes,
                              &WindowActions::themeChosen);
    m_appearanceMenu = m_viewMenu->addMenu(QString());
    m_appearanceGroup = addChoices(m_appearanceMenu, QStringLiteral("appearance-"),
                                   Appearance::ids(), &WindowActions::appearanceChosen);
    m_languageMenu = menuBar->addMenu(QString());
    m_languageGroup = addChoices(m_languageMenu, QStringLiteral("language-"),
                                 LanguageManager::codes(), &WindowActions::languageChosen);
    const QList<LanguageManager::Language> languages = LanguageManager::languages();
    for (int i = 0; i < languages.size(); ++i)
        m_languageGroup->actions().at(i)->setText(
            languages[i].nativeName); // a language's own name needs no translation
}

QActionGroup *WindowActions::addChoices(QMenu *menu, const QString &namePrefix,
                                        const QStringList &values,
                                        void (WindowActions::*chosen)(const QString &))
{
    // One checkable action per value, of which one is checked; the texts come in retranslate().
    auto *group = new QActionGroup(this);
    for (const QString &value : values) {
        QAction *choice = menu->addAction(QString());
        choice->setObjectName(namePrefix + (value.isEmpty() ? QStringLiteral("system") : value));
        choice->setData(value);
        choice->setCheckable(true);
        group->addAction(choice);
        connect(choice, &QAction::triggered, this,
                [this, chosen, value] { (this->*chosen)(value); });
    }
    return group;
}

void WindowActions::retranslate()
{
    m_actions.describe("WindowActions");
    if (!m_fileMenu)
        return;
    m_fileMenu->setTitle(tr("&File"));
    m_runMenu->setTitle(tr("&Run"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("H&elp"));
    m_editMenu->setTitle(tr("Ed&it"));
    m_runUntilMenu->setTitle(tr("Ru&n until"));
    m_speedMenu->setTitle(tr("Spee&d presets"));
    m_themeMenu->setTitle(tr("Boar&d theme"));
    for (QAction *choice : m_themeGroup->actions())
        choice->setText(BoardTheme::byId(choice->data().toString()).displayName());
    m_appearanceMenu->setTitle(tr("Appearan&ce"));
    for (QAction *choice : m_appearanceGroup->actions())
        choice->setText(Appearance::displayName(choice->data().toString()));
    m_languageMenu->setTitle(tr("Lang&uage"));
    for (QAction *choice : m_languageGroup->actions())
        if (choice->data().toString().isEmpty())
            choice->setText(tr("System language"));
    m_overlaysMenu->setTitle(tr("&Overlays"));
    m_presentedPanelMenu->setTitle(tr("Pa&nel while presenting"));
    m_panelsMenu->setTitle(tr("Pan&els"));
}

QString WindowActions::refusal(Command command) const
{
    const QString name = withoutMnemonic(action(command)->text()).remove(u'…');
    if (command == Command::SimpleView)
        return tr("%1: Esc leaves presentation mode first").arg(name);
    if (m_facts.practicing)
        return tr("%1 waits while you try it yourself: Esc goes back to the search").arg(name);
    if (!m_facts.animates)
        return tr("%1: a count or a listing takes no steps").arg(name);
    if (m_facts.finished)
        return tr("%1: the search has ended; Home starts it again").arg(name);
    if (m_facts.step == 0)
        return tr("%1: the search is at its start").arg(name);
    return tr("%1 cannot be used now").arg(name);
}

void WindowActions::update(const RunnerSnapshot &s, const Situation &situation)
{
    m_facts = {situation.practicing, s.animates(), s.isFinished(), s.step()};
    m_actions.enable(State {s, situation});
    // Play's text, icon and tip say what it does now.
    QAction *playPause = action(Command::PlayPause);
    const bool running = s.runState == RunState::Running;
    if (s.animates())
        setActionText(playPause, running ? tr("Pa&use") : tr("Pla&y"));
    else
        setActionText(playPause, running ? tr("&Cancel") : tr("Sta&rt"));
    const QStyle::StandardPixmap playIcon = running ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay;
    if (m_icons.value(playPause) != playIcon) {
        m_icons.insert(playPause, playIcon);
        playPause->setIcon(icon(playIcon));
    }
    const QString playTip = running ? tr("Pause the search")
                                    : tr("Run the search at the chosen speed");
    playPause->setToolTip(
        tr("%1 (%2)").arg(playTip, QKeySequence(Qt::Key_Space).toString(QKeySequence::NativeText)));
    playPause->setStatusTip(playTip);
    action(Command::Practice)->setChecked(situation.practicing);
    action(Command::Presentation)->setChecked(situation.presenting);
    // The zoom shows where it stands (it was said for two seconds, then shown nowhere).
    setActionText(action(Command::ZoomNormal),
                  qFuzzyCompare(situation.textZoom, TextZoom::kNormal)
                      ? tr("Normal text si&ze")
                      : tr("Normal text si&ze (now %1%)").arg(qRound(situation.textZoom * 100)));
    // Undo and Redo say which search they bring back, as the status bar will.
    QAction *undo = action(Command::Undo);
    setActionText(undo, situation.undoes.isEmpty() ? tr("&Undo the search change")
                                                   : tr("&Undo: back to %1").arg(situation.undoes));
    QAction *redo = action(Command::Redo);
    setActionText(redo, situation.redoes.isEmpty()
                            ? tr("&Redo the search change")
                            : tr("&Redo: forward to %1").arg(situation.redoes));
}

void WindowActions::addPanelToggle(QAction *toggle)
{
    m_panelsMenu->addAction(toggle);
}

void WindowActions::showShortcuts(QWidget *parent) const
{
    QDialog dialog(parent);
    dialog.setWindowTitle(tr("Keyboard shortcuts"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *table = new QTableWidget(&dialog);
    table->setColumnCount(2);
    table->setHorizontalHeaderLabels({tr("Keys"), tr("Action")});
    const QList<QPair<QString, QString>> rows = shortcutRows();
    table->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        table->setItem(i, 1, new QTableWidgetItem(rows[i].second));
    }
    table->horizontalHeader()->setStretchLastSection(true);
    table->resizeColumnsToContents();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(table);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(560, 420);
    dialog.exec();
}

QList<QPair<QString, QString>> WindowActions::shortcutRows() const
{
    QList<QAction *> actions = m_actions.withShortcuts();
    actions += m_moreShortcuts;
    QList<QPair<QString, QString>> rows;
    for (const QAction *each : actions)
        rows.append({keysOf(each), each->statusTip()});
    return rows;
}

BoardView::Overlays WindowActions::overlays() const
{
    BoardView::Overlays overlays;
    overlays.attackedSquares = action(Command::ShowAttacked)->isChecked();
    overlays.attackCounts = action(Command::ShowCounts)->isChecked();
    overlays.conflictLines = action(Command::ShowConflictLines)->isChecked();
    overlays.candidate = action(Command::ShowCandidate)->isChecked();
    return overlays;
}

void WindowActions::setOverlays(const BoardView::Overlays &overlays)
{
    action(Command::ShowAttacked)->setChecked(overlays.attackedSquares);
    action(Command::ShowCounts)->setChecked(overlays.attackCounts);
    action(Command::ShowConflictLines)->setChecked(overlays.conflictLines);
    action(Command::ShowCandidate)->setChecked(overlays.candidate);
}

void WindowActions::applyViewSettings(const AppSettings::Values &values)
{
    setOverlays(values.overlays);
    action(Command::PseudocodeWhilePresenting)->setChecked(values.pseudocodeWhilePresenting);
    setPresentedPanel(values.presentedPanel);
}

void WindowActions::saveViewSettings(AppSettings::Values &values) const
{
    values.overlays = overlays();
    values.pseudocodeWhilePresenting = action(Command::PseudocodeWhilePresenting)->isChecked();
    values.presentedPanel = presentedPanel();
}

int WindowActions::presentedPanel() const
{
    return int(m_presentedPanels->actions().indexOf(m_presentedPanels->checkedAction()));
}

void WindowActions::setPresentedPanel(int panel)
{
    const QList<QAction *> panels = m_presentedPanels->actions();
    panels.at(std::clamp(panel, 0, int(panels.size()) - 1))->setChecked(true);
}

void WindowActions::check(QActionGroup *group, const QString &value)
{
    if (!group)
        return;
    for (QAction *choice : group->actions())
        choice->setChecked(choice->data().toString() == value);
}

void WindowActions::showTheme(const QString &id)
{
    check(m_themeGroup, id);
}

void WindowActions::showAppearance(const QString &id)
{
    check(m_appearanceGroup, id);
}

void WindowActions::showLanguage(const QString &code)
{
    check(m_languageGroup, code);
}

void WindowActions::follow(SnapshotFeed &feed, std::function<Situation()> situation)
{
    for (const SnapshotMoment moment :
         {SnapshotMoment::WhilePractising, SnapshotMoment::SearchTexts})
        feed.subscribe(moment, [this, situation](const RunnerSnapshot &s, const SnapshotChanges &) {
            update(s, situation());
        });
}
