#pragma once

#include "appsettings.h"
#include "boardview.h"
#include "commandtable.h"
#include "runnersnapshot.h"
#include "snapshotfeed.h"

#include <QHash>
#include <QIcon>
#include <QList>
#include <QObject>
#include <QStyle>
#include <QString>
#include <QStringList>

#include <array>
#include <functional>

class QAction;
class QActionGroup;
class QMenu;
class QMenuBar;
class QWidget;

// The window's commands: owns every QAction with its name, shortcuts, icon, texts and enabled
// state, and the menus that hold them (the shape of KSudoku's GameActions). Each command is
// declared once, in windowactions.cpp's table (name, keys, icon, menu, texts, when it is
// enabled): the actions, menus, texts and enabling follow from it, and triggering one emits
// the intent commanded(); the window carries the intents out. Tests find the actions by
// objectName. GUI thread.
class WindowActions : public QObject
{
    Q_OBJECT

public:
    enum class Command {
        Undo,
        Redo,
        PlayPause,
        Step,
        StepBack,
        Reset,
        GoToStep,
        RunToSolution,
        RunToBacktrack,
        RunToLevel,
        ClearBreakpoints,
        Faster,
        Slower,
        SpeedOne,
        SpeedTen,
        SpeedHundred,
        SpeedThousand,
        SpeedFull,
        Practice,
        Hint,
        GoToSolution,
        BackToSearch,
        ShowAttacked,
        ShowCounts,
        ShowConflictLines,
        ShowCandidate,
        SimpleView,
        Presentation,
        PseudocodeWhilePresenting,
        PresentPseudocode,
        PresentCallStack,
        PresentSearchTree,
        NextPresentedPanel,
        FullScreen,
        ZoomIn,
        ZoomOut,
        ZoomNormal,
        ExportBoard,
        ExportSolutions,
        CopyBoard,
        CopyWebLink,
        Print,
        SaveHandout,
        RestoreDefaults,
        Quit,
        GettingStarted,
        WhatsThis,
        ShortcutsHelp,
        About,
    };
    static constexpr std::size_t kCommands = std::size_t(Command::About) + 1;

    // The actions are added to `window`, so their shortcuts work anywhere in it.
    explicit WindowActions(QWidget *window);

    // Fills the menu bar; `panelToggles` show and hide the docks.
    void buildMenus(QMenuBar *menuBar, const QList<QAction *> &panelToggles);
    void retranslate();
    // What can be done now, from the newest snapshot and what the window is showing.
    struct Situation
    {
        bool viewingSolution = false;
        bool presenting = false;
        bool practicing = false;
        // What Undo and Redo bring back ("N=6, step 1,234"; empty: nothing), in their texts.
        QString undoes {};
        QString redoes {};
        qreal textZoom = 1; // View ▸ Zoom
    };
    // Follows the feed (while practising, and with the live search's texts), enabling and
    // checking the commands by the snapshot and what `situation` says of the window.
    void follow(nq::SnapshotFeed &feed, std::function<Situation()> situation);
    void update(const nq::RunnerSnapshot &snapshot, const Situation &situation);
    // What the commands' rules of enabling read (kDeclarations' enabledWhen).
    struct State
    {
        const nq::RunnerSnapshot &snapshot;
        Situation situation;
    };
    // Draws the icons again for the application's palette (dark or light).
    void refreshIcons();
    // Shows a dialog listing every shortcut: these actions' (in their menus' order) and `more`.
    void showShortcuts(QWidget *parent) const;
    // What Help ▸ Keyboard shortcuts lists, a row per command with keys: its keys and what it
    // does, in the declared order and the current language (also resources/doc/keys.md, made
    // from it: tst_help).
    QList<QPair<QString, QString>> shortcutRows() const;
    // What a part attached to the window brings (the lessons: attachLessons()): a panel's
    // toggle for the Panels menu, actions with keys for the keys' list.
    void addPanelToggle(QAction *toggle);
    void addShortcutActions(const QList<QAction *> &actions) { m_moreShortcuts += actions; }

    // The checked entry of the theme, appearance and language menus.
    void showTheme(const QString &id);
    void showAppearance(const QString &id);
    void showLanguage(const QString &code);

    QAction *action(Command command) const { return m_actions[command]; }
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *runMenu() const { return m_runMenu; }
    // The overlays as the View menu's check boxes say.
    BoardView::Overlays overlays() const;
    void setOverlays(const BoardView::Overlays &overlays);
    // The panel presented beside the board: 0 the pseudocode, 1 the call stack, 2 the tree.
    int presentedPanel() const;
    void setPresentedPanel(int panel);
    // The View menu's check boxes kept in the settings: the overlays and the pseudocode in
    // presentation mode.
    void applyViewSettings(const AppSettings::Values &values);
    void saveViewSettings(AppSettings::Values &values) const;

signals:
    // The user asked for `command`, through its menu entry or its keys; `checked`: a toggle's
    // new state.
    void commanded(WindowActions::Command command, bool checked);
    void themeChosen(const QString &id);
    void appearanceChosen(const QString &id);
    void languageChosen(const QString &code);
    void overlaysToggled();
    // A key of a command that cannot be used now was pressed: why not, in a sentence (a key
    // that does nothing in front of a class looks broken).
    void refused(const QString &why);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    // Where a declared command goes: a menu of the bar, or a submenu (Run until, Overlays).
    enum class Menu {
        File,
        Edit,
        Run,
        RunUntil,
        SpeedPresets,
        View,
        Overlays,
        PresentedPanel,
        Help
    };
    using Declaration = CommandDeclaration<Command, Menu, State>;
    static const Declaration kDeclarations[];
    QAction *make(const Declaration &declared);
    // The declared menu, made on first use in the menu bar or in its parent menu.
    QMenu *menuFor(Menu menu, QMenuBar *menuBar);
    // The end of the View menu (panels, theme, appearance) and the Language menu.
    void addChoiceMenus(QMenuBar *menuBar, const QList<QAction *> &panelToggles);
    // The style's icon, drawn for the application's palette.
    QIcon icon(QStyle::StandardPixmap pixmap) const;
    QHash<QAction *, QStyle::StandardPixmap> m_icons; // the actions with an icon, and which
    QActionGroup *addChoices(QMenu *menu, const QString &namePrefix, const QStringList &values,
                             void (WindowActions::*chosen)(const QString &));
    static void check(QActionGroup *group, const QString &value);
    // Why `command` cannot be used now, from what the newest update said.
    QString refusal(Command command) const;

    QWidget *m_window;
    CommandActions<Declaration, kCommands> m_actions;
    struct Facts // what the newest update said, for the refusals
    {
        bool practicing = false;
        bool animates = true;
        bool finished = false;
        quint64 step = 0;
    } m_facts;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_runMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_runUntilMenu = nullptr;
    QMenu *m_speedMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_overlaysMenu = nullptr;
    QMenu *m_presentedPanelMenu = nullptr;
    QActionGroup *m_presentedPanels = nullptr; // one of the three is checked
    QMenu *m_panelsMenu = nullptr;
    QList<QAction *> m_moreShortcuts; // an attached part's actions with keys
    QMenu *m_themeMenu = nullptr;
    QMenu *m_appearanceMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QActionGroup *m_themeGroup = nullptr;
    QActionGroup *m_appearanceGroup = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};
