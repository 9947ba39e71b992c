#pragma once

#include "appearance.h"
#include "appsettings.h"
#include "lessonwindow.h"
#include "narrationlabel.h"
#include "practicemode.h"
#include "presentationmode.h"
#include "runnersnapshot.h"
#include "searchundo.h"
#include "snapshotfeed.h"
#include "solutionexport.h"
#include "solutionspanel.h"
#include "windowactions.h"

#include <QAction>
#include <QMainWindow>

#include <functional>
#include <memory>
#include <optional>

struct BoardScene;
class BoardArea;
class BoardView;
class PlacementArrayView;
class ControlsPanel;
class CountersPanel;
class GettingStarted;
class QAction;
class QDockWidget;
class SolutionListView;
class LanguageManager;
class RunController;
class PracticePanel;
class CountStarter;
class RunController;
class RunStatusLabel;
class SettingsSaver;
class SideDocks;
class QPagedPaintDevice;
class SolutionListModel;
class SolutionsExporter;
class TeachingDocks;
class WindowForLessons;
class WindowFrame;
class WindowLook;

// The program's window: builds the rooms (board, teaching docks, solutions panel, controls,
// actions, lessons) and connects them. Sends commands to the search through its RunController
// (which hands each snapshot to the SnapshotFeed), and tells each room to follow the feed
// itself: the window handles no snapshot, only what it shows instead of the live search; gives
// lessons its state as a WindowState and takes one back (LessonWindow). Never runs the search
// itself. GUI thread.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // What else the window holds: `attach` is called once the window's own panels, menus
    // and feed are made, before the saved layout is restored (so that the parts' docks are
    // restored too). The program attaches the lessons (attachLessons(), windowlessons.h).
    using Attach = std::function<void(MainWindow &window)>;
    explicit MainWindow(QWidget *parent = nullptr, const Attach &attach = {});
    ~MainWindow() override;

    // Selects the k-th solution found (from 1) in the list and shows it; false if not listed.
    bool goToSolution(quint64 number) { return m_solutions->goToSolution(number); }
    void setLanguage(const QString &code);
    void restoreDefaults();

    // Starts a run with these settings (options.goal: what it does), as if the user had set the
    // controls.
    void startWith(const nq::SearchOptions &options, int speedNotch, bool play);

    // The controls (the program's command line starts from them), the solution shown from
    // the list instead of the search, and the commands (the lessons add theirs).
    ControlsPanel *controlsPanel() const { return m_controls; }
    std::optional<quint64> viewedSolution() const { return m_viewedSolution; }
    WindowActions *actions() const { return m_actions; }
    bool isPracticing() const { return m_practiceMode && m_practiceMode->isOn(); }
    bool isPresenting() const { return m_presentation->isOn(); }
    // Try it yourself on or off; on, it starts from `queens` (default: the search's queens).
    void setPracticing(bool on, const nq::Placement *queens = nullptr)
    {
        m_practiceMode->setOn(on, queens);
    }
    // Leaves a solution picked from the list and shows the live search again.
    void backToSearch();
    // Back to the live search (from a solution viewed), at `step` of it: run to when it lies
    // ahead; the status line says when the search ends before it.
    void goToStep(quint64 step);
    // Shows a student's trace instead of the search, at `step` (its violation) or at its step
    // 0: one command to the runner.
    void showTrace(std::shared_ptr<const nq::TraceRun> run, std::optional<quint64> step);

    // What a part attached to the window uses (the lessons: attachLessons()): the dock its
    // own goes beside, the snapshots it follows, the status bar it speaks in.
    QDockWidget *solutionsDock() const;
    nq::SnapshotFeed &feed() { return m_feed; }
    RunController *runController() const { return m_run; }
    BoardArea *boardArea() const { return m_area; }
    // The window's title, drops and close, to which each attached part gives its own.
    WindowFrame &frame() const { return *m_frame; }
    void showMessage(const QString &text, int ms = 4000);

    // The window as the lessons see it (attachLessons()), and as Edit ▸ Undo keeps it.
    LessonWindow *forLessons() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createWidgets();
    // Carries out what the user asked for through an action (WindowActions::commanded).
    void carryOut(WindowActions::Command command, bool checked);
    void carryOutViewCommand(WindowActions::Command command, bool checked);
    void connectPanels();
    // Tells the rooms to follow the feed, each at its moments, in this order.
    void followFeed();
    void retranslate();

    void restartRun(const nq::SearchOptions &options);
    void togglePlay();
    // Edit ▸ Undo (or Redo): the search a change replaced, at its step.
    void undoOrRedo(bool undo);
    // Tells the feed what the window shows instead of the live search (practising, a
    // solution viewed).
    void tellShownInstead();
    WindowActions::Situation situation() const;
    void updateActions();
    void viewSolution(int row);
    void applySettings(const AppSettings::Values &values);
    AppSettings::Values currentSettings() const;
    void runUntil(nq::StopReason reason, int level = -1);
    void onSquareContextRequested(int row, int col, const QPoint &globalPos);
    void continueFromPractice(const nq::Placement &queens);
    void onPresentationToggled(bool on);
    // View ▸ Zoom: the teaching texts `zoom` times their size, said in the status bar and saved.
    void zoomText(qreal zoom);
    // File ▸ Copy web link: the web page's address at the step shown (WebLink).
    void copyWebLink(const nq::RunnerSnapshot &shown);
    // Help ▸ Getting started, made the first time it is asked for.
    GettingStarted *gettingStarted();

    nq::SnapshotFeed m_feed; // the snapshot shown now, and who follows it
    RunController *m_run = nullptr;
    CountStarter *m_countStarter = nullptr;
    std::optional<quint64> m_viewedSolution; // 0-based row in the list while viewing one
    std::unique_ptr<WindowForLessons> m_forLessons;

    Appearance m_appearance; // first: it remembers the system's palette
    std::unique_ptr<WindowLook> m_look; // the board theme, the appearance, the text zoom
    SearchUndo m_undo; // the searches replaced by a change of options, a reset or practice
    LanguageManager *m_languages = nullptr;
    WindowActions *m_actions = nullptr;
    WindowFrame *m_frame = nullptr;
    PresentationMode *m_presentation = nullptr;
    BoardView *m_board = nullptr;
    BoardArea *m_area = nullptr;
    ControlsPanel *m_controls = nullptr;
    SolutionsPanel *m_solutions = nullptr;
    SolutionsExporter *m_exporter = nullptr;
    SettingsSaver *m_settings = nullptr;
    TeachingDocks *m_teaching = nullptr;
    PracticePanel *m_practice = nullptr;
    RunStatusLabel *m_statusRun = nullptr;
    SideDocks *m_docks = nullptr;
    PracticeMode *m_practiceMode = nullptr;
    GettingStarted *m_gettingStarted = nullptr;
    bool m_built = false;
    QByteArray m_defaultLayout;
};
