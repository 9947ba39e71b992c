#pragma once

#include "appsettings.h"
#include "boardview.h"
#include "runnersnapshot.h"

#include <QHash>
#include <QIcon>
#include <QList>
#include <QObject>
#include <QStyle>
#include <QString>
#include <QStringList>

class QAction;
class QActionGroup;
class QMenu;
class QMenuBar;
class QWidget;

// The window's commands: owns every QAction with its name, shortcuts, icon, texts and enabled
// state, and the menus that hold them (the shape of KSudoku's GameActions). The window only
// connects the actions to what they do; tests find them by objectName. GUI thread.
class WindowActions : public QObject
{
    Q_OBJECT

public:
    // The actions are added to `window`, so their shortcuts work anywhere in it.
    explicit WindowActions(QWidget *window);

    // Fills the menu bar; `panelToggles` show and hide the docks.
    void buildMenus(QMenuBar *menuBar, const QList<QAction *> &panelToggles);
    void retranslate();
    // Sets an action's text, and its tip with its keys ("Do the next step (Right, PgDown)").
    static void describe(QAction *action, const QString &text, const QString &tip);
    // What can be done now, from the newest snapshot and what the window is showing.
    struct Situation
    {
        bool viewingSolution = false;
        bool presenting = false;
        bool practicing = false;
    };
    void update(const nq::RunnerSnapshot &snapshot, const Situation &situation);
    // Draws the icons again for the application's palette (dark or light).
    void refreshIcons();
    // Shows a dialog listing every shortcut: these actions' and `more`.
    void showShortcuts(QWidget *parent, const QList<QAction *> &more = {}) const;

    // The checked entry of the theme, appearance and language menus.
    void showTheme(const QString &id);
    void showAppearance(const QString &id);
    void showLanguage(const QString &code);

    QAction *playPause() const { return m_playPause; }
    QAction *step() const { return m_step; }
    QAction *stepBack() const { return m_stepBack; }
    QAction *reset() const { return m_reset; }
    QAction *faster() const { return m_faster; }
    QAction *slower() const { return m_slower; }
    QAction *backToSearch() const { return m_backToSearch; }
    QAction *fullScreen() const { return m_fullScreen; }
    QAction *quit() const { return m_quit; }
    QAction *shortcutsHelp() const { return m_shortcutsHelp; }
    QAction *about() const { return m_about; }
    QAction *runToSolution() const { return m_runToSolution; }
    QAction *runToBacktrack() const { return m_runToBacktrack; }
    QAction *runToLevel() const { return m_runToLevel; }
    QAction *clearBreakpoints() const { return m_clearBreakpoints; }
    QAction *practice() const { return m_practice; }
    QAction *hint() const { return m_hint; }
    QAction *presentation() const { return m_presentation; }
    QAction *showAttacked() const { return m_showAttacked; }
    QAction *showCounts() const { return m_showCounts; }
    QAction *showConflictLines() const { return m_showConflictLines; }
    QAction *showCandidate() const { return m_showCandidate; }
    QAction *exportBoard() const { return m_exportBoard; }
    QAction *exportSolutions() const { return m_exportSolutions; }
    QAction *copyBoard() const { return m_copyBoard; }
    QAction *print() const { return m_print; }
    QAction *saveHandout() const { return m_saveHandout; }
    QAction *restoreDefaults() const { return m_restoreDefaults; }
    QAction *goToSolution() const { return m_goToSolution; }
    QAction *goToStep() const { return m_goToStep; }
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *runMenu() const { return m_runMenu; }
    // The overlays as the View menu's check boxes say.
    BoardView::Overlays overlays() const;
    void setOverlays(const BoardView::Overlays &overlays);
    // Shows the pseudocode beside the board in presentation mode (P).
    QAction *pseudocodeWhilePresenting() const { return m_pseudocodeWhilePresenting; }
    // The View menu's check boxes kept in the settings: the overlays and the pseudocode in
    // presentation mode.
    void applyViewSettings(const AppSettings::Values &values);
    void saveViewSettings(AppSettings::Values &values) const;
    QList<QAction *> overlayActions() const
    {
        return {m_showAttacked, m_showCounts, m_showConflictLines, m_showCandidate};
    }

signals:
    void themeChosen(const QString &id);
    void appearanceChosen(const QString &id);
    void languageChosen(const QString &code);
    void overlaysToggled();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    QAction *make(const char *name, const QList<QKeySequence> &keys, QStyle::StandardPixmap icon);
    // The style's icon, drawn for the application's palette.
    QIcon icon(QStyle::StandardPixmap pixmap) const;
    QHash<QAction *, QStyle::StandardPixmap> m_icons; // the actions with an icon, and which
    QActionGroup *addChoices(QMenu *menu, const QString &namePrefix, const QStringList &values,
                             void (WindowActions::*chosen)(const QString &));
    static void check(QActionGroup *group, const QString &value);

    QWidget *m_window;
    QAction *m_playPause = nullptr;
    QAction *m_step = nullptr;
    QAction *m_stepBack = nullptr;
    QAction *m_reset = nullptr;
    QAction *m_faster = nullptr;
    QAction *m_slower = nullptr;
    QAction *m_backToSearch = nullptr;
    QAction *m_fullScreen = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_shortcutsHelp = nullptr;
    QAction *m_about = nullptr;
    QAction *m_runToSolution = nullptr;
    QAction *m_runToBacktrack = nullptr;
    QAction *m_runToLevel = nullptr;
    QAction *m_clearBreakpoints = nullptr;
    QAction *m_practice = nullptr;
    QAction *m_hint = nullptr;
    QAction *m_presentation = nullptr;
    QAction *m_pseudocodeWhilePresenting = nullptr;
    QAction *m_showAttacked = nullptr;
    QAction *m_showCounts = nullptr;
    QAction *m_showConflictLines = nullptr;
    QAction *m_showCandidate = nullptr;
    QAction *m_exportBoard = nullptr;
    QAction *m_exportSolutions = nullptr;
    QAction *m_copyBoard = nullptr;
    QAction *m_print = nullptr;
    QAction *m_saveHandout = nullptr;
    QAction *m_restoreDefaults = nullptr;
    QAction *m_goToSolution = nullptr;
    QAction *m_goToStep = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_runMenu = nullptr;
    QMenu *m_runUntilMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_overlaysMenu = nullptr;
    QMenu *m_panelsMenu = nullptr;
    QMenu *m_themeMenu = nullptr;
    QMenu *m_appearanceMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QActionGroup *m_themeGroup = nullptr;
    QActionGroup *m_appearanceGroup = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};
