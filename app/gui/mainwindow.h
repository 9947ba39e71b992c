#pragma once

#include "appsettings.h"
#include "runnersnapshot.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QThread>

#include <functional>
#include <optional>

struct BoardScene;
class BoardView;
class PlacementArrayView;
class ControlsPanel;
class CountersPanel;
class QAction;
class QDockWidget;
class QLabel;
class QListView;
class QPushButton;
class LanguageManager;
class PracticePanel;
class QActionGroup;
class QComboBox;
class QProgressBar;
class QPagedPaintDevice;
class SolutionListModel;
class SolutionsExporter;
class TeachingDocks;

namespace nq {
class SolverRunner;
}

// The program's window. Owns the worker thread and the SolverRunner living on it, the run
// actions and their shortcuts, and the widgets; sends commands to the runner (queued) and
// shows its newest snapshot. Never runs the search itself. GUI thread.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Files, for the menus and for tests: no dialogs. False (and `error`) on failure.
    bool exportBoard(const QString &path, QString *error = nullptr);
    // Writes the solutions listed now (in the list's mode) on a worker thread; `done` is
    // called on the GUI thread with the outcome.
    void exportSolutions(const QString &path, int exportFormat, std::function<void(bool ok, QString error)> done = {});
    void copyBoard();
    // Selects the k-th solution found (from 1) in the list and shows it; false if not listed.
    bool goToSolution(quint64 number);
    // Prints the selected solutions (or, with one or none selected, all listed ones).
    int printHandout(QPagedPaintDevice *device);
    QString handoutTitle() const;
    void setLanguage(const QString &code);
    void setBoardTheme(const QString &id);
    void setAppearance(const QString &appearance);
    void restoreDefaults();
    LanguageManager *languageManager() const { return m_languages; }

    // Starts a run with these settings, as if the user had set the controls.
    void startWith(const nq::SearchOptions &options, int speedNotch, bool play, nq::RunMode mode = nq::RunMode::Animate);

    // For tests and tools.
    BoardView *boardView() const { return m_board; }
    PlacementArrayView *arrayView() const { return m_array; }
    ControlsPanel *controlsPanel() const { return m_controls; }
    CountersPanel *countersPanel() const { return m_counters; }
    SolutionListModel *solutionModel() const { return m_solutionModel; }
    QListView *solutionList() const { return m_solutionList; }
    QString narration() const;
    const nq::RunnerSnapshot &lastSnapshot() const { return m_snapshot; }
    std::optional<quint64> viewedSolution() const { return m_viewedSolution; }
    QAction *action(const QString &objectName) const;
    PracticePanel *practicePanel() const { return m_practice; }
    TeachingDocks *teachingDocks() const { return m_teaching; }
    bool isPracticing() const { return m_practicing; }
    bool isPresenting() const { return m_presenting; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createWidgets();
    void startWorker();
    void stopWorker();
    void retranslate();

    void restartRun(const nq::SearchOptions &options);
    void togglePlay();
    void changeSpeedBy(int notches);
    void onSnapshotReady();
    void showSnapshot(const nq::RunnerSnapshot &snapshot);
    void updateActions();
    void updateNarration(const nq::RunnerSnapshot &snapshot);
    void showBoard();
    void setBoardScene(const BoardScene &scene, int animationMs = 0);
    void viewSolution(int row);
    void backToSearch();
    void toggleFullScreen();
    void showShortcuts();
    void applySettings(const AppSettings::Values &values);
    void saveSettings();
    void chooseBoardExport();
    QActionGroup *addChoices(QMenu *menu, const QString &namePrefix, const QStringList &values,
                             const std::function<void(const QString &)> &choose);
    const BoardScene &currentScene() const;
    void showAbout();
    int animationMsFor(const nq::RunnerSnapshot &snapshot) const;
    void runUntil(nq::StopReason reason, int level = -1);
    void askLevelAndRunUntil();
    void onSquareActivated(int row, int col);
    void onSquareContextRequested(int row, int col, const QPoint &globalPos);
    void setPracticing(bool on);
    void showPractice();
    void setNarration(const QString &text);
    void continueFromPractice(const nq::Placement &queens);
    void setPresenting(bool on);
    void updateOverlays();
    QString stopReasonText(const nq::RunnerSnapshot &snapshot) const;
    static quint64 foundSolutions(const nq::RunnerSnapshot &snapshot);

    QThread m_workerThread;
    nq::SolverRunner *m_runner = nullptr; // lives on m_workerThread
    quint64 m_runId = 1;
    nq::RunnerSnapshot m_snapshot;
    std::optional<quint64> m_viewedSolution; // 0-based row in the list while viewing one
    double m_stepsPerSecond = 0;
    QElapsedTimer m_textsRefreshed; // when the text panels last followed a fast run

    BoardView *m_board = nullptr;
    PlacementArrayView *m_array = nullptr;
    ControlsPanel *m_controls = nullptr;
    CountersPanel *m_counters = nullptr;
    SolutionListModel *m_solutionModel = nullptr;
    QListView *m_solutionList = nullptr;
    QLabel *m_narration = nullptr;
    QProgressBar *m_jobProgress = nullptr;
    QWidget *m_viewBanner = nullptr;
    QLabel *m_viewBannerText = nullptr;
    QPushButton *m_backToSearch = nullptr;
    QLabel *m_solutionsHeader = nullptr;
    QLabel *m_statusRun = nullptr;
    QDockWidget *m_controlsDock = nullptr;
    QDockWidget *m_solutionsDock = nullptr;
    QDockWidget *m_practiceDock = nullptr;
    TeachingDocks *m_teaching = nullptr;
    PracticePanel *m_practice = nullptr;
    QComboBox *m_listMode = nullptr;
    bool m_practicing = false;
    bool m_presenting = false;
    QByteArray m_layoutBeforePresentation;
    bool m_wasFullScreenBeforePresentation = false;

    QAction *m_playPause = nullptr;
    QAction *m_step = nullptr;
    QAction *m_stepBack = nullptr;
    QAction *m_reset = nullptr;
    QAction *m_faster = nullptr;
    QAction *m_slower = nullptr;
    QAction *m_backToSearchAction = nullptr;
    QAction *m_fullScreen = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_shortcutsHelp = nullptr;
    QAction *m_about = nullptr;
    QAction *m_runToSolution = nullptr;
    QAction *m_runToBacktrack = nullptr;
    QAction *m_runToLevel = nullptr;
    QAction *m_clearBreakpoints = nullptr;
    QAction *m_practiceAction = nullptr;
    QAction *m_hintAction = nullptr;
    QAction *m_presentation = nullptr;
    QAction *m_showAttacked = nullptr;
    QAction *m_showCounts = nullptr;
    QAction *m_showConflictLines = nullptr;
    QAction *m_showCandidate = nullptr;
    QMenu *m_overlaysMenu = nullptr;
    QMenu *m_runUntilMenu = nullptr;
    QMenu *m_panelsMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_themeMenu = nullptr;
    QMenu *m_appearanceMenu = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QActionGroup *m_themeGroup = nullptr;
    QActionGroup *m_appearanceGroup = nullptr;
    QAction *m_exportBoard = nullptr;
    QAction *m_exportSolutions = nullptr;
    QAction *m_copyBoard = nullptr;
    QAction *m_print = nullptr;
    QAction *m_restoreDefaults = nullptr;
    QAction *m_goToSolution = nullptr;
    LanguageManager *m_languages = nullptr;
    QString m_themeId = QStringLiteral("classic");
    QString m_appearance = QStringLiteral("system");
    QPalette m_systemPalette;
    QByteArray m_defaultLayout;
    SolutionsExporter *m_exporter = nullptr;
    QMenu *m_runMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QMenu *m_fileMenu = nullptr;
};
