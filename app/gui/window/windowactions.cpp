#include "windowactions.h"

#include "actiontext.h"
#include "appearance.h"
#include "boardtheme.h"
#include "languagemanager.h"

#include <QAction>
#include <QApplication>
#include <QActionGroup>
#include <QDialog>
#include <QEvent>
#include <QDialogButtonBox>
#include <QHeaderView>
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

QAction *WindowActions::make(const char *name, const QList<QKeySequence> &keys,
                             QStyle::StandardPixmap icon)
{
    auto *a = new QAction(this);
    a->setObjectName(QString::fromLatin1(name));
    a->setShortcuts(keys);
    a->setShortcutContext(Qt::WindowShortcut);
    if (icon != QStyle::SP_CustomBase) {
        m_icons.insert(a, icon);
        a->setIcon(this->icon(icon));
    }
    m_window->addAction(a);
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
    return QObject::eventFilter(watched, event);
}

void WindowActions::refreshIcons()
{
    for (auto it = m_icons.cbegin(); it != m_icons.cend(); ++it)
        it.key()->setIcon(icon(it.value()));
}

void WindowActions::createActions()
{
    const QStyle::StandardPixmap none = QStyle::SP_CustomBase;
    m_playPause = make("playPause", {Qt::Key_Space}, QStyle::SP_MediaPlay);
    m_step = make("step", {Qt::Key_Right, Qt::Key_PageDown}, QStyle::SP_MediaSkipForward);
    m_stepBack = make("stepBack", {Qt::Key_Left, Qt::Key_PageUp}, QStyle::SP_MediaSkipBackward);
    m_reset = make("reset", {Qt::Key_Home}, QStyle::SP_BrowserReload);
    m_faster = make("faster", {Qt::Key_Plus, Qt::Key_Equal, QKeySequence(Qt::SHIFT | Qt::Key_Plus)},
                    none);
    m_slower = make("slower", {Qt::Key_Minus}, none);
    m_backToSearch = make("backToSearch", {Qt::Key_Escape}, QStyle::SP_ArrowBack);
    m_fullScreen = make("fullScreen", {Qt::Key_F11}, QStyle::SP_TitleBarMaxButton);
    m_fullScreen->setCheckable(true);
    m_quit = make("quit", {QKeySequence(Qt::CTRL | Qt::Key_Q)}, none);
    m_quit->setMenuRole(QAction::QuitRole);
    m_shortcutsHelp = make("shortcutsHelp", {Qt::Key_F1}, QStyle::SP_DialogHelpButton);
    m_about = make("about", {}, none);
    m_about->setMenuRole(QAction::AboutRole);
    m_runToSolution = make("runToSolution", {Qt::Key_S}, none);
    m_runToBacktrack = make("runToBacktrack", {Qt::Key_B}, none);
    m_runToLevel = make("runToLevel", {Qt::Key_L}, none);
    m_clearBreakpoints = make("clearBreakpoints", {QKeySequence(Qt::SHIFT | Qt::Key_B)}, none);
    m_practice = make("practice", {Qt::Key_T}, none);
    m_practice->setCheckable(true);
    m_hint = make("hint", {Qt::Key_H}, none);
    m_exportBoard = make("exportBoard", {QKeySequence(Qt::CTRL | Qt::Key_E)},
                         QStyle::SP_DialogSaveButton);
    m_exportSolutions = make("exportSolutions", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)},
                             QStyle::SP_DialogSaveButton);
    m_copyBoard = make("copyBoard", {QKeySequence::Copy}, none);
    m_print = make("print", {QKeySequence::Print}, none);
    m_saveHandout = make("saveHandout", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)},
                         QStyle::SP_DialogSaveButton);
    m_restoreDefaults = make("restoreDefaults", {}, QStyle::SP_DialogResetButton);
    m_goToSolution = make("goToSolution", {QKeySequence(Qt::CTRL | Qt::Key_G)}, none);
    m_presentation = make("presentation", {Qt::Key_F5}, QStyle::SP_DesktopIcon);
    m_presentation->setCheckable(true);
    m_pseudocodeWhilePresenting = make("pseudocodeWhilePresenting", {Qt::Key_P}, none);
    m_pseudocodeWhilePresenting->setCheckable(true);
    // Kept in the settings like the overlays.
    connect(m_pseudocodeWhilePresenting, &QAction::toggled, this, &WindowActions::overlaysToggled);
    m_showAttacked = make("showAttacked", {Qt::Key_A}, none);
    m_showCounts = make("showCounts", {QKeySequence(Qt::SHIFT | Qt::Key_A)}, none);
    m_showConflictLines = make("showConflictLines", {}, none);
    m_showCandidate = make("showCandidate", {}, none);
    for (QAction *overlay : overlayActions())
        overlay->setCheckable(true);
    m_showConflictLines->setChecked(true);
    m_showCandidate->setChecked(true);
    for (QAction *overlay : overlayActions())
        connect(overlay, &QAction::toggled, this, &WindowActions::overlaysToggled);
}

void WindowActions::buildMenus(QMenuBar *menuBar, const QList<QAction *> &panelToggles)
{
    m_fileMenu = menuBar->addMenu(QString());
    m_fileMenu->addActions({m_exportBoard, m_exportSolutions, m_copyBoard, m_print, m_saveHandout});
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_restoreDefaults);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quit);
    m_runMenu = menuBar->addMenu(QString());
    m_runMenu->addActions({m_playPause, m_step, m_stepBack, m_reset});
    m_runMenu->addSeparator();
    m_runUntilMenu = m_runMenu->addMenu(QString());
    m_runUntilMenu->addActions({m_runToSolution, m_runToBacktrack, m_runToLevel});
    m_runMenu->addAction(m_clearBreakpoints);
    m_runMenu->addSeparator();
    m_runMenu->addActions({m_faster, m_slower});
    m_runMenu->addSeparator();
    m_runMenu->addAction(m_practice);
    m_runMenu->addAction(m_hint);
    m_viewMenu = menuBar->addMenu(QString());
    m_viewMenu->addAction(m_goToSolution);
    m_viewMenu->addAction(m_backToSearch);
    m_overlaysMenu = m_viewMenu->addMenu(QString());
    m_overlaysMenu->addActions(overlayActions());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_presentation);
    m_viewMenu->addAction(m_pseudocodeWhilePresenting);
    m_viewMenu->addAction(m_fullScreen);
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
    m_helpMenu = menuBar->addMenu(QString());
    m_helpMenu->addAction(m_shortcutsHelp);
    m_helpMenu->addAction(m_about);
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

// One line per action, text and tip side by side so that a translator's context stays whole;
// long on purpose, as a table of texts.
void WindowActions::describe(QAction *a, const QString &text, const QString &tip)
{
    describeAction(a, text, tip);
}

// Long on purpose: one text, tip and key list per action, a table read best in one place.
void WindowActions::retranslate()
{
    describe(m_step, tr("St&ep"), tr("Do the next step of the search"));
    describe(m_stepBack, tr("Step bac&k"), tr("Undo the last step"));
    describe(m_reset, tr("Reset"), tr("Start the search again from an empty board"));
    describe(m_faster, tr("&Faster"), tr("Run faster"));
    describe(m_slower, tr("Sl&ower"), tr("Run slower"));
    describe(m_backToSearch, tr("Bac&k to the search"),
             tr("Leave the solution you are viewing and show the live search"));
    describe(m_fullScreen, tr("&Full screen"), tr("Show the window on the whole screen"));
    describe(m_quit, tr("&Quit"), tr("Quit the program"));
    describe(m_shortcutsHelp, tr("&Keyboard shortcuts"), tr("Show the keyboard shortcuts"));
    describe(m_about, tr("About &N-Queens Visualizer"), tr("Version and licence"));
    describe(m_runToSolution, tr("Next solut&ion"),
             tr("Run at full speed to the next solution, then pause"));
    describe(m_runToBacktrack, tr("&Next backtrack"),
             tr("Run at full speed to the next backtrack, then pause"));
    describe(m_runToLevel, tr("L&evel…"),
             tr("Run at full speed until a queen is placed on a chosen level, then pause"));
    describe(m_clearBreakpoints, tr("Clear breakpoints"),
             tr("Remove every breakpoint (right-click a square to set or remove one)"));
    describe(m_practice, tr("Try it yourself"),
             tr("Place queens by hand; the program explains every square"));
    describe(m_hint, tr("H&int"),
             tr("Show the square the backtracking algorithm would choose next"));
    describe(m_presentation, tr("Presentation &mode"),
             tr("Full screen, the board as large as possible, large narration and a high-contrast "
                "board"));
    describe(m_pseudocodeWhilePresenting, tr("Pseudocode &while presenting"),
             tr("In presentation mode, show the pseudocode beside the board, its line following "
                "each step"));
    describe(m_showAttacked, tr("Attacke&d squares"),
             tr("Tint the squares attacked by the queens on the board"));
    describe(m_showCounts, tr("Attack &counts"), tr("Show how many queens attack each square"));
    describe(m_showConflictLines, tr("C&onflict lines"),
             tr("Draw the line from the attacking queen to a rejected square"));
    describe(m_showCandidate, tr("Ca&ndidate square"), tr("Mark the square being tried"));
    describe(m_exportBoard, tr("Export boar&d…"), tr("Save the board as a PNG or SVG picture"));
    describe(m_exportSolutions, tr("Export solutio&ns…"),
             tr("Save the listed solutions as text (array, dots, grid, matrix, numbered, "
                "LeetCode), CSV or JSON"));
    describe(m_copyBoard, tr("&Copy board"),
             tr("Copy the board to the clipboard as text and as a picture"));
    describe(m_print, tr("Pr&int handout…"),
             tr("Print the selected solutions, or all listed ones, several boards to a page"));
    describe(m_saveHandout, tr("Save hando&ut as PDF…"),
             tr("Save the handout (the selected solutions, or all listed ones) as a PDF file"));
    describe(m_restoreDefaults, tr("Restore de&faults…"),
             tr("Forget all settings and the window layout"));
    describe(m_goToSolution, tr("&Go to solution…"), tr("Show the solution with a given number"));
    if (!m_fileMenu)
        return;
    m_fileMenu->setTitle(tr("&File"));
    m_runMenu->setTitle(tr("&Run"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("H&elp"));
    m_runUntilMenu->setTitle(tr("Ru&n until"));
    m_themeMenu->setTitle(tr("Boar&d theme"));
    for (QAction *choice : m_themeGroup->actions())
        choice->setText(BoardTheme::byId(choice->data().toString()).displayName());
    m_appearanceMenu->setTitle(tr("Appearan&ce"));
    for (QAction *choice : m_appearanceGroup->actions())
        choice->setText(Appearance::displayName(choice->data().toString()));
    m_languageMenu->setTitle(tr("Lan&guage"));
    for (QAction *choice : m_languageGroup->actions())
        if (choice->data().toString().isEmpty())
            choice->setText(tr("System language"));
    m_overlaysMenu->setTitle(tr("&Overlays"));
    m_panelsMenu->setTitle(tr("Pan&els"));
}

void WindowActions::update(const RunnerSnapshot &s, const Situation &situation)
{
    const bool running = s.runState == RunState::Running;
    const bool finished = s.isFinished();
    m_playPause->setEnabled(!finished);
    m_playPause->setText(running ? tr("Pa&use") : tr("Pla&y"));
    const QStyle::StandardPixmap playIcon = running ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay;
    if (m_icons.value(m_playPause) != playIcon) {
        m_icons.insert(m_playPause, playIcon);
        m_playPause->setIcon(icon(playIcon));
    }
    const QString playTip = running ? tr("Pause the search")
                                    : tr("Run the search at the chosen speed");
    m_playPause->setToolTip(
        tr("%1 (%2)").arg(playTip, QKeySequence(Qt::Key_Space).toString(QKeySequence::NativeText)));
    m_playPause->setStatusTip(playTip);
    const bool animate = s.animates();
    m_step->setEnabled(!finished && animate);
    m_stepBack->setEnabled(s.step() > 0 && animate);
    m_reset->setEnabled(s.step() > 0 || running || s.fixedLevels > 0);
    m_backToSearch->setEnabled(situation.viewingSolution || situation.presenting);
    for (QAction *until : {m_runToSolution, m_runToBacktrack, m_runToLevel})
        until->setEnabled(!finished && animate);
    // A count or a listing has no speed, like the (disabled) speed slider.
    m_faster->setEnabled(animate);
    m_slower->setEnabled(animate);
    if (!animate) {
        // A cancelled count or listing can be started again.
        m_playPause->setEnabled(!finished || s.job.cancelled);
        m_playPause->setText(running ? tr("&Cancel") : tr("Sta&rt"));
        m_reset->setEnabled(s.job.running || s.job.finished);
    }
    m_clearBreakpoints->setEnabled(
        std::any_of(s.breakpoints.begin(), s.breakpoints.end(), [](quint32 r) { return r != 0; }));
    if (situation.practicing) {
        // Arrow keys and Enter belong to the board's cursor while practising.
        for (QAction *a : {m_playPause, m_step, m_stepBack, m_reset, m_runToSolution,
                           m_runToBacktrack, m_runToLevel, m_clearBreakpoints})
            a->setEnabled(false);
        // Esc still leaves presentation mode (the board's cursor does not use it).
        m_backToSearch->setEnabled(situation.presenting);
    }
    m_goToSolution->setEnabled(s.visibleSolutions > 0 && !situation.practicing);
    m_practice->setChecked(situation.practicing);
    m_hint->setEnabled(situation.practicing);
    m_presentation->setChecked(situation.presenting);
}

void WindowActions::showShortcuts(QWidget *parent, const QList<QAction *> &more) const
{
    QDialog dialog(parent);
    dialog.setWindowTitle(tr("Keyboard shortcuts"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *table = new QTableWidget(&dialog);
    table->setColumnCount(2);
    table->setHorizontalHeaderLabels({tr("Keys"), tr("Action")});
    const QList<QAction *> actions = QList<QAction *> {m_playPause,
                                                       m_step,
                                                       m_stepBack,
                                                       m_reset,
                                                       m_faster,
                                                       m_slower,
                                                       m_runToSolution,
                                                       m_runToBacktrack,
                                                       m_runToLevel,
                                                       m_clearBreakpoints,
                                                       m_practice,
                                                       m_hint,
                                                       m_showAttacked,
                                                       m_showCounts,
                                                       m_backToSearch,
                                                       m_presentation,
                                                       m_pseudocodeWhilePresenting,
                                                       m_fullScreen}
                                     + more + QList<QAction *> {m_shortcutsHelp, m_quit};
    table->setRowCount(int(actions.size()));
    for (int i = 0; i < actions.size(); ++i) {
        QStringList keys;
        for (const QKeySequence &key : actions[i]->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        table->setItem(i, 0, new QTableWidgetItem(keys.join(tr(", "))));
        table->setItem(i, 1, new QTableWidgetItem(actions[i]->statusTip()));
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

BoardView::Overlays WindowActions::overlays() const
{
    BoardView::Overlays overlays;
    overlays.attackedSquares = m_showAttacked->isChecked();
    overlays.attackCounts = m_showCounts->isChecked();
    overlays.conflictLines = m_showConflictLines->isChecked();
    overlays.candidate = m_showCandidate->isChecked();
    return overlays;
}

void WindowActions::setOverlays(const BoardView::Overlays &overlays)
{
    m_showAttacked->setChecked(overlays.attackedSquares);
    m_showCounts->setChecked(overlays.attackCounts);
    m_showConflictLines->setChecked(overlays.conflictLines);
    m_showCandidate->setChecked(overlays.candidate);
}

void WindowActions::applyViewSettings(const AppSettings::Values &values)
{
    setOverlays(values.overlays);
    m_pseudocodeWhilePresenting->setChecked(values.pseudocodeWhilePresenting);
}

void WindowActions::saveViewSettings(AppSettings::Values &values) const
{
    values.overlays = overlays();
    values.pseudocodeWhilePresenting = m_pseudocodeWhilePresenting->isChecked();
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
