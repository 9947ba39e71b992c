#include "mainwindow.h"

#include "boardexport.h"
#include "boardscene.h"
#include "boardview.h"
#include "controlspanel.h"
#include "counterspanel.h"
#include "docktabtitles.h"
#include "formats.h"
#include "languagemanager.h"
#include "solutionsexporter.h"
#include "narrator.h"
#include "placementarrayview.h"
#include "practicepanel.h"
#include "teachingdocks.h"
#include "solutiondelegate.h"
#include "solutionlistmodel.h"
#include "solverrunner.h"
#include "speedscale.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QActionGroup>
#include <QClipboard>
#include <QCloseEvent>
#include <QFileDialog>
#include <QProgressBar>
#include <QThread>
#include <QComboBox>
#include <QInputDialog>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>


using namespace nq;

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/nqueens/icons/nqueens.svg")));
    m_systemPalette = QApplication::palette();
    // The language first, so that every text is made in it.
    const AppSettings::Values saved = AppSettings::load();
    m_languages = new LanguageManager(this);
    m_languages->setLanguage(saved.language);
    createActions();
    createWidgets();
    createMenus();
    m_defaultLayout = saveState();
    retranslate();
    startWorker();
    applySettings(saved);
    updateActions();
    m_board->setFocus();
    qApp->installEventFilter(this);
}

MainWindow::~MainWindow()
{
    qApp->removeEventFilter(this);
    stopWorker();
}

void MainWindow::startWith(const SearchOptions &options, int speedNotch, bool play, RunMode mode)
{
    m_controls->setOptions(options, mode);
    m_controls->setSpeedNotch(speedNotch);
    restartRun(m_controls->options());
    if (play)
        QMetaObject::invokeMethod(m_runner, &SolverRunner::play);
}

QAction *MainWindow::action(const QString &objectName) const
{
    return findChild<QAction *>(objectName);
}

void MainWindow::createActions()
{
    const auto make = [this](const char *name, QList<QKeySequence> keys, QStyle::StandardPixmap icon) {
        auto *a = new QAction(this);
        a->setObjectName(QString::fromLatin1(name));
        a->setShortcuts(keys);
        a->setShortcutContext(Qt::WindowShortcut);
        if (icon != QStyle::SP_CustomBase)
            a->setIcon(style()->standardIcon(icon));
        addAction(a);
        return a;
    };
    m_playPause = make("playPause", {Qt::Key_Space}, QStyle::SP_MediaPlay);
    m_step = make("step", {Qt::Key_Right, Qt::Key_PageDown}, QStyle::SP_MediaSkipForward);
    m_stepBack = make("stepBack", {Qt::Key_Left, Qt::Key_PageUp}, QStyle::SP_MediaSkipBackward);
    m_reset = make("reset", {Qt::Key_Home}, QStyle::SP_BrowserReload);
    m_faster = make("faster", {Qt::Key_Plus, Qt::Key_Equal, QKeySequence(Qt::SHIFT | Qt::Key_Plus)}, QStyle::SP_CustomBase);
    m_slower = make("slower", {Qt::Key_Minus}, QStyle::SP_CustomBase);
    m_backToSearchAction = make("backToSearch", {Qt::Key_Escape}, QStyle::SP_ArrowBack);
    m_fullScreen = make("fullScreen", {Qt::Key_F11}, QStyle::SP_TitleBarMaxButton);
    m_fullScreen->setCheckable(true);
    m_quit = make("quit", {QKeySequence(Qt::CTRL | Qt::Key_Q)}, QStyle::SP_CustomBase);
    m_quit->setMenuRole(QAction::QuitRole);
    m_shortcutsHelp = make("shortcutsHelp", {Qt::Key_F1}, QStyle::SP_DialogHelpButton);
    m_about = make("about", {}, QStyle::SP_CustomBase);
    m_about->setMenuRole(QAction::AboutRole);
    m_runToSolution = make("runToSolution", {Qt::Key_S}, QStyle::SP_CustomBase);
    m_runToBacktrack = make("runToBacktrack", {Qt::Key_B}, QStyle::SP_CustomBase);
    m_runToLevel = make("runToLevel", {Qt::Key_L}, QStyle::SP_CustomBase);
    m_clearBreakpoints = make("clearBreakpoints", {QKeySequence(Qt::SHIFT | Qt::Key_B)}, QStyle::SP_CustomBase);
    m_practiceAction = make("practice", {Qt::Key_T}, QStyle::SP_CustomBase);
    m_practiceAction->setCheckable(true);
    m_hintAction = make("hint", {Qt::Key_H}, QStyle::SP_CustomBase);
    m_exportBoard = make("exportBoard", {QKeySequence(Qt::CTRL | Qt::Key_E)}, QStyle::SP_DialogSaveButton);
    m_exportSolutions = make("exportSolutions", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)}, QStyle::SP_DialogSaveButton);
    m_copyBoard = make("copyBoard", {QKeySequence::Copy}, QStyle::SP_CustomBase);
    m_print = make("print", {QKeySequence::Print}, QStyle::SP_CustomBase);
    m_restoreDefaults = make("restoreDefaults", {}, QStyle::SP_DialogResetButton);
    m_goToSolution = make("goToSolution", {QKeySequence(Qt::CTRL | Qt::Key_G)}, QStyle::SP_CustomBase);
    connect(m_goToSolution, &QAction::triggered, this, [this] {
        const quint64 found = m_snapshot.visibleSolutions;
        if (found == 0)
            return;
        bool ok = false;
        const int number = QInputDialog::getInt(this, tr("Go to solution"),
                                                tr("Solution number (1 to %1):").arg(QLocale().toString(found)), 1, 1,
                                                int(std::min<quint64>(found, INT_MAX)), 1, &ok);
        if (ok && !goToSolution(quint64(number)))
            statusBar()->showMessage(tr("Solution %1 is not in the list as it is shown now").arg(number), 4000);
    });
    connect(m_exportBoard, &QAction::triggered, this, &MainWindow::chooseBoardExport);
    connect(m_exportSolutions, &QAction::triggered, this, [this] { m_exporter->chooseAndExport(m_snapshot.store); });
    connect(m_copyBoard, &QAction::triggered, this, &MainWindow::copyBoard);
    connect(m_print, &QAction::triggered, this,
            [this] { m_exporter->previewAndPrint(m_snapshot.search.options.n, BoardTheme::byId(m_themeId)); });
    connect(m_restoreDefaults, &QAction::triggered, this, [this] {
        if (QMessageBox::question(this, tr("Restore defaults"),
                                  tr("Forget every setting (board size, speed, options, overlays, theme, language and the "
                                     "window layout) and go back to the defaults?")) == QMessageBox::Yes)
            restoreDefaults();
    });
    connect(m_hintAction, &QAction::triggered, this, [this] { m_practice->showHint(); });
    m_presentation = make("presentation", {Qt::Key_F5}, QStyle::SP_DesktopIcon);
    m_presentation->setCheckable(true);
    m_showAttacked = make("showAttacked", {Qt::Key_A}, QStyle::SP_CustomBase);
    m_showCounts = make("showCounts", {QKeySequence(Qt::SHIFT | Qt::Key_A)}, QStyle::SP_CustomBase);
    m_showConflictLines = make("showConflictLines", {}, QStyle::SP_CustomBase);
    m_showCandidate = make("showCandidate", {}, QStyle::SP_CustomBase);
    for (QAction *overlay : {m_showAttacked, m_showCounts, m_showConflictLines, m_showCandidate})
        overlay->setCheckable(true);
    m_showConflictLines->setChecked(true);
    m_showCandidate->setChecked(true);
    for (QAction *overlay : {m_showAttacked, m_showCounts, m_showConflictLines, m_showCandidate})
        connect(overlay, &QAction::toggled, this, &MainWindow::updateOverlays);

    connect(m_runToSolution, &QAction::triggered, this, [this] { runUntil(StopReason::NextSolution); });
    connect(m_runToBacktrack, &QAction::triggered, this, [this] { runUntil(StopReason::NextBacktrack); });
    connect(m_runToLevel, &QAction::triggered, this, &MainWindow::askLevelAndRunUntil);
    connect(m_clearBreakpoints, &QAction::triggered, this,
            [this] { QMetaObject::invokeMethod(m_runner, &SolverRunner::clearBreakpoints); });
    connect(m_practiceAction, &QAction::triggered, this, &MainWindow::setPracticing);
    connect(m_presentation, &QAction::triggered, this, &MainWindow::setPresenting);

    connect(m_playPause, &QAction::triggered, this, &MainWindow::togglePlay);
    connect(m_step, &QAction::triggered, this, [this] {
        backToSearch();
        QMetaObject::invokeMethod(m_runner, &SolverRunner::step);
    });
    connect(m_stepBack, &QAction::triggered, this, [this] {
        backToSearch();
        QMetaObject::invokeMethod(m_runner, &SolverRunner::stepBack);
    });
    connect(m_reset, &QAction::triggered, this, [this] { restartRun(m_controls->options()); });
    connect(m_faster, &QAction::triggered, this, [this] { changeSpeedBy(+1); });
    connect(m_slower, &QAction::triggered, this, [this] { changeSpeedBy(-1); });
    connect(m_backToSearchAction, &QAction::triggered, this, [this] {
        if (m_viewedSolution)
            backToSearch();
        else if (m_presenting)
            setPresenting(false);
    });
    connect(m_fullScreen, &QAction::triggered, this, &MainWindow::toggleFullScreen);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);
    connect(m_shortcutsHelp, &QAction::triggered, this, &MainWindow::showShortcuts);
    connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createWidgets()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(8, 8, 8, 8);

    m_viewBanner = new QWidget(central);
    m_viewBanner->setObjectName(QStringLiteral("viewBanner"));
    m_viewBanner->setAutoFillBackground(true);
    QPalette bannerPalette = m_viewBanner->palette();
    bannerPalette.setColor(QPalette::Window, QColor(0x1565c0));
    bannerPalette.setColor(QPalette::WindowText, Qt::white);
    m_viewBanner->setPalette(bannerPalette);
    auto *bannerLayout = new QHBoxLayout(m_viewBanner);
    m_viewBannerText = new QLabel(m_viewBanner);
    QFont bannerFont = m_viewBannerText->font();
    bannerFont.setPointSizeF(bannerFont.pointSizeF() * 1.2);
    bannerFont.setBold(true);
    m_viewBannerText->setFont(bannerFont);
    m_viewBannerText->setWordWrap(true);
    m_backToSearch = new QPushButton(m_viewBanner);
    m_backToSearch->setObjectName(QStringLiteral("backToSearchButton"));
    connect(m_backToSearch, &QPushButton::clicked, this, &MainWindow::backToSearch);
    bannerLayout->addWidget(m_viewBannerText, 1);
    bannerLayout->addWidget(m_backToSearch);
    m_viewBanner->hide();
    layout->addWidget(m_viewBanner);

    m_narration = new QLabel(central);
    m_narration->setObjectName(QStringLiteral("narration"));
    m_narration->setWordWrap(true);
    m_narration->setMinimumHeight(56);
    m_narration->setAlignment(Qt::AlignCenter);
    m_narration->setTextFormat(Qt::PlainText);
    QFont narrationFont = m_narration->font();
    narrationFont.setPointSizeF(narrationFont.pointSizeF() * 1.5);
    m_narration->setFont(narrationFont);
    layout->addWidget(m_narration);
    m_jobProgress = new QProgressBar(central);
    m_jobProgress->setObjectName(QStringLiteral("jobProgress"));
    m_jobProgress->setRange(0, 1000);
    m_jobProgress->setTextVisible(false);
    m_jobProgress->hide();
    layout->addWidget(m_jobProgress);

    m_board = new BoardView(central);
    m_board->setObjectName(QStringLiteral("board"));
    connect(m_board, &BoardView::squareActivated, this, &MainWindow::onSquareActivated);
    connect(m_board, &BoardView::squareContextRequested, this, &MainWindow::onSquareContextRequested);
    layout->addWidget(m_board, 1);
    m_array = new PlacementArrayView(central);
    m_array->setObjectName(QStringLiteral("placementArray"));
    layout->addWidget(m_array);
    setCentralWidget(central);

    m_controls = new ControlsPanel({m_playPause, m_step, m_stepBack, m_reset}, this);
    m_controls->setObjectName(QStringLiteral("controls"));
    m_counters = new CountersPanel(this);
    m_counters->setObjectName(QStringLiteral("counters"));
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->addWidget(m_controls);
    sideLayout->addWidget(m_counters);
    sideLayout->addStretch(1);
    m_controlsDock = new QDockWidget(this);
    m_controlsDock->setObjectName(QStringLiteral("controlsDock"));
    m_controlsDock->setWidget(side);
    m_controlsDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, m_controlsDock);

    m_solutionModel = new SolutionListModel(this);
    m_solutionList = new QListView(this);
    m_solutionList->setObjectName(QStringLiteral("solutionList"));
    m_solutionList->setModel(m_solutionModel);
    m_solutionList->setItemDelegate(new SolutionDelegate(m_solutionList));
    m_solutionList->setUniformItemSizes(true);
    m_solutionList->setSelectionMode(QAbstractItemView::ExtendedSelection); // several for a printed handout
    m_solutionList->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    auto *solutionsPanel = new QWidget(this);
    auto *solutionsLayout = new QVBoxLayout(solutionsPanel);
    m_solutionsHeader = new QLabel(solutionsPanel);
    m_solutionsHeader->setObjectName(QStringLiteral("solutionsHeader"));
    solutionsLayout->addWidget(m_solutionsHeader);
    m_listMode = new QComboBox(solutionsPanel);
    m_listMode->setObjectName(QStringLiteral("listMode"));
    m_listMode->addItems({QString(), QString(), QString()});
    connect(m_listMode, &QComboBox::currentIndexChanged, this, [this](int mode) {
        backToSearch();
        m_solutionModel->setMode(static_cast<SolutionListModel::Mode>(mode));
    });
    solutionsLayout->addWidget(m_listMode);
    solutionsLayout->addWidget(m_solutionList, 1);
    m_solutionsDock = new QDockWidget(this);
    m_solutionsDock->setObjectName(QStringLiteral("solutionsDock"));
    m_solutionsDock->setWidget(solutionsPanel);
    addDockWidget(Qt::RightDockWidgetArea, m_solutionsDock);
    connect(m_solutionList->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    viewSolution(current.row());
            });
    connect(m_solutionList, &QListView::clicked, this, [this](const QModelIndex &index) { viewSolution(index.row()); });
    connect(m_solutionModel, &QAbstractItemModel::rowsRemoved, this, [this] {
        if (m_viewedSolution && *m_viewedSolution >= quint64(m_solutionModel->rowCount()))
            backToSearch();
    });
    connect(m_solutionModel, &QAbstractItemModel::modelReset, this, [this] { backToSearch(); });

    connect(m_controls, &ControlsPanel::optionsChanged, this, &MainWindow::restartRun);
    connect(m_controls, &ControlsPanel::speedChanged, this, [this](double stepsPerSecond) {
        m_stepsPerSecond = stepsPerSecond;
        QMetaObject::invokeMethod(m_runner, [runner = m_runner, stepsPerSecond] { runner->setSpeed(stepsPerSecond); });
    });

    m_exporter = new SolutionsExporter(this, m_solutionModel, m_solutionList);
    connect(m_exporter, &SolutionsExporter::message, this, [this](const QString &text) { statusBar()->showMessage(text, 4000); });
    new DockTabTitles(this);
    m_teaching = new TeachingDocks(this);
    connect(m_teaching, &TeachingDocks::jumpRequested, this, [this](quint64 step) {
        backToSearch();
        QMetaObject::invokeMethod(m_runner, [runner = m_runner, step] { runner->jumpToStep(step); });
    });

    m_practice = new PracticePanel(this);
    m_practice->setObjectName(QStringLiteral("practicePanel"));
    m_practiceDock = new QDockWidget(this);
    m_practiceDock->setObjectName(QStringLiteral("practiceDock"));
    m_practiceDock->setWidget(m_practice);
    m_practiceDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, m_practiceDock);
    tabifyDockWidget(m_controlsDock, m_practiceDock);
    m_practiceDock->hide();
    connect(m_practice, &PracticePanel::sceneChanged, this, [this] {
        if (m_practicing)
            showPractice();
    });
    connect(m_practice, &PracticePanel::leaveRequested, this, [this] { setPracticing(false); });
    connect(m_practice, &PracticePanel::continueRequested, this, &MainWindow::continueFromPractice);

    m_statusRun = new QLabel(this);
    statusBar()->addPermanentWidget(m_statusRun);
    resize(1280, 860);
    // The board gets the middle; the side panels start narrow.
    resizeDocks({m_controlsDock, m_teaching->docks().first()}, {300, 410}, Qt::Horizontal);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addActions({m_exportBoard, m_exportSolutions, m_copyBoard, m_print});
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_restoreDefaults);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quit);
    m_runMenu = menuBar()->addMenu(QString());
    m_runMenu->addActions({m_playPause, m_step, m_stepBack, m_reset});
    m_runMenu->addSeparator();
    m_runUntilMenu = m_runMenu->addMenu(QString());
    m_runUntilMenu->addActions({m_runToSolution, m_runToBacktrack, m_runToLevel});
    m_runMenu->addAction(m_clearBreakpoints);
    m_runMenu->addSeparator();
    m_runMenu->addActions({m_faster, m_slower});
    m_runMenu->addSeparator();
    m_runMenu->addAction(m_practiceAction);
    m_runMenu->addAction(m_hintAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_goToSolution);
    m_viewMenu->addAction(m_backToSearchAction);
    m_overlaysMenu = m_viewMenu->addMenu(QString());
    m_overlaysMenu->addActions({m_showAttacked, m_showCounts, m_showConflictLines, m_showCandidate});
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_presentation);
    m_viewMenu->addAction(m_fullScreen);
    m_viewMenu->addSeparator();
    m_panelsMenu = m_viewMenu->addMenu(QString());
    m_panelsMenu->addAction(m_controlsDock->toggleViewAction());
    m_panelsMenu->addAction(m_solutionsDock->toggleViewAction());
    m_panelsMenu->addActions(m_teaching->toggleViewActions());
    QStringList themes;
    for (const BoardTheme &theme : BoardTheme::all())
        themes << theme.id;
    m_themeMenu = m_viewMenu->addMenu(QString());
    m_themeGroup = addChoices(m_themeMenu, QStringLiteral("theme-"), themes, [this](const QString &id) { setBoardTheme(id); });
    m_appearanceMenu = m_viewMenu->addMenu(QString());
    m_appearanceGroup = addChoices(m_appearanceMenu, QStringLiteral("appearance-"),
                                   {QStringLiteral("system"), QStringLiteral("light"), QStringLiteral("dark")},
                                   [this](const QString &appearance) { setAppearance(appearance); });
    QStringList codes;
    for (const LanguageManager::Language &language : LanguageManager::languages())
        codes << language.code;
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageGroup = addChoices(m_languageMenu, QStringLiteral("language-"), codes, [this](const QString &code) { setLanguage(code); });
    for (QAction *choice : m_languageGroup->actions()) {
        for (const LanguageManager::Language &language : LanguageManager::languages())
            if (language.code == choice->data().toString())
                choice->setText(language.nativeName); // a language's own name needs no translation
    }
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_shortcutsHelp);
    m_helpMenu->addAction(m_about);
}

QActionGroup *MainWindow::addChoices(QMenu *menu, const QString &namePrefix, const QStringList &values,
                                     const std::function<void(const QString &)> &choose)
{
    // One checkable action per value, of which one is checked; the texts come in retranslate().
    auto *group = new QActionGroup(this);
    for (const QString &value : values) {
        QAction *choice = menu->addAction(QString());
        choice->setObjectName(namePrefix + (value.isEmpty() ? QStringLiteral("system") : value));
        choice->setData(value);
        choice->setCheckable(true);
        group->addAction(choice);
        connect(choice, &QAction::triggered, this, [choose, value] { choose(value); });
    }
    return group;
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("N-Queens Visualizer"));
    m_fileMenu->setTitle(tr("&File"));
    m_runMenu->setTitle(tr("&Run"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    const auto describe = [](QAction *a, const QString &text, const QString &tip) {
        a->setText(text);
        QStringList keys;
        for (const QKeySequence &key : a->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        a->setToolTip(keys.isEmpty() ? tip : tr("%1 (%2)").arg(tip, keys.join(tr(", "))));
        a->setStatusTip(tip);
    };
    describe(m_step, tr("&Step"), tr("Do the next step of the search"));
    describe(m_stepBack, tr("Step &back"), tr("Undo the last step"));
    describe(m_reset, tr("&Reset"), tr("Start the search again from an empty board"));
    describe(m_faster, tr("&Faster"), tr("Run faster"));
    describe(m_slower, tr("S&lower"), tr("Run slower"));
    describe(m_backToSearchAction, tr("Back to the &search"), tr("Leave the solution you are viewing and show the live search"));
    describe(m_fullScreen, tr("&Full screen"), tr("Show the window on the whole screen"));
    describe(m_quit, tr("&Quit"), tr("Quit the program"));
    describe(m_shortcutsHelp, tr("&Keyboard shortcuts"), tr("Show the keyboard shortcuts"));
    describe(m_about, tr("&About N-Queens Visualizer"), tr("Version and licence"));
    describe(m_runToSolution, tr("Next &solution"), tr("Run at full speed to the next solution, then pause"));
    describe(m_runToBacktrack, tr("Next &backtrack"), tr("Run at full speed to the next backtrack, then pause"));
    describe(m_runToLevel, tr("&Level…"), tr("Run at full speed until a queen is placed on a chosen level, then pause"));
    describe(m_clearBreakpoints, tr("&Clear breakpoints"),
             tr("Remove every breakpoint (right-click a square to set or remove one)"));
    describe(m_practiceAction, tr("&Try it yourself"), tr("Place queens by hand; the program explains every square"));
    describe(m_hintAction, tr("&Hint"), tr("Show the square the backtracking algorithm would choose next"));
    describe(m_presentation, tr("&Presentation mode"),
             tr("Full screen, the board as large as possible, large narration and a high-contrast board"));
    describe(m_showAttacked, tr("&Attacked squares"), tr("Tint the squares attacked by the queens on the board"));
    describe(m_showCounts, tr("Attack &counts"), tr("Show how many queens attack each square"));
    describe(m_showConflictLines, tr("C&onflict lines"), tr("Draw the line from the attacking queen to a rejected square"));
    describe(m_showCandidate, tr("Ca&ndidate square"), tr("Mark the square being tried"));
    describe(m_exportBoard, tr("Export &board…"), tr("Save the board as a PNG or SVG picture"));
    describe(m_exportSolutions, tr("Export &solutions…"),
             tr("Save the listed solutions as text (array, dots, grid, matrix, numbered, LeetCode), CSV or JSON"));
    describe(m_copyBoard, tr("&Copy board"), tr("Copy the board to the clipboard as text and as a picture"));
    describe(m_print, tr("&Print handout…"), tr("Print the selected solutions, or all listed ones, several boards to a page"));
    describe(m_restoreDefaults, tr("Restore &defaults…"), tr("Forget all settings and the window layout"));
    describe(m_goToSolution, tr("&Go to solution…"), tr("Show the solution with a given number"));
    m_runUntilMenu->setTitle(tr("Run &until"));
    m_themeMenu->setTitle(tr("Board &theme"));
    for (QAction *choice : m_themeGroup->actions())
        choice->setText(BoardTheme::byId(choice->data().toString()).displayName());
    m_appearanceMenu->setTitle(tr("&Appearance"));
    for (QAction *choice : m_appearanceGroup->actions()) {
        const QString appearance = choice->data().toString();
        choice->setText(appearance == QLatin1String("dark")    ? tr("Dark")
                        : appearance == QLatin1String("light") ? tr("Light")
                                                               : tr("Follow the system"));
    }
    m_languageMenu->setTitle(tr("&Language"));
    for (QAction *choice : m_languageGroup->actions())
        if (choice->data().toString().isEmpty())
            choice->setText(tr("System language"));
    m_overlaysMenu->setTitle(tr("&Overlays"));
    m_panelsMenu->setTitle(tr("P&anels"));
    m_listMode->setItemText(int(SolutionListModel::Mode::All), tr("All solutions, in the order found"));
    m_listMode->setItemText(int(SolutionListModel::Mode::Fundamental), tr("Fundamental solutions only"));
    m_listMode->setItemText(int(SolutionListModel::Mode::GroupedByClass), tr("All, grouped by symmetry class"));
    m_listMode->setToolTip(tr("Fundamental solutions are distinct under the 8 rotations and reflections of the board"));
    m_practiceDock->setWindowTitle(tr("Try it yourself"));
    m_practice->retranslate();
    m_teaching->retranslate();
    m_controlsDock->setWindowTitle(tr("Controls"));
    m_narration->setAccessibleName(tr("What the last step did"));
    m_solutionList->setAccessibleName(tr("Solutions found"));
    m_listMode->setAccessibleName(tr("Which solutions to list"));
    m_array->setAccessibleName(tr("The placement as the array cols"));
    m_solutionsDock->setWindowTitle(tr("Solutions"));
    m_backToSearch->setText(tr("Back to the search (Esc)"));
    m_backToSearch->setToolTip(m_backToSearchAction->toolTip());
    m_controls->retranslate();
    m_counters->retranslate();
    updateActions();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_languageMenu) { // not while the constructor builds the window
        retranslate();
        if (m_practicing)
            showPractice();
        else if (m_runner)
            showSnapshot(m_snapshot);
    }
    QMainWindow::changeEvent(event);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    // A presentation clicker sends PageUp/PageDown: they step the search even when a spin
    // box or list has the focus, instead of scrolling it.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_PageUp || key->key() == Qt::Key_PageDown) && key->modifiers() == Qt::NoModifier) {
            if (auto *widget = qobject_cast<QWidget *>(watched); widget && widget->window() == this) {
                event->ignore();
                return true;
            }
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::startWorker()
{
    m_workerThread.setObjectName(QStringLiteral("SolverRunner"));
    m_runner = new SolverRunner;
    m_runner->moveToThread(&m_workerThread);
    connect(&m_workerThread, &QThread::finished, m_runner, &QObject::deleteLater);
    connect(m_runner, &SolverRunner::snapshotReady, this, &MainWindow::onSnapshotReady, Qt::QueuedConnection);
    m_workerThread.start();
}

void MainWindow::stopWorker()
{
    if (!m_workerThread.isRunning())
        return;
    // The runner works in slices of about 10 ms, so the quit request is seen promptly.
    m_workerThread.quit();
    m_workerThread.wait();
    m_runner = nullptr;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    stopWorker();
    QMainWindow::closeEvent(event);
}

void MainWindow::restartRun(const SearchOptions &options)
{
    const quint64 runId = ++m_runId;
    backToSearch();
    const RunMode mode = m_controls->runMode();
    QMetaObject::invokeMethod(m_runner, [runner = m_runner, mode, options, runId] { runner->restartIn(mode, options, runId); });
}

void MainWindow::togglePlay()
{
    backToSearch();
    if (m_snapshot.runState == RunState::Running)
        QMetaObject::invokeMethod(m_runner, &SolverRunner::pause);
    else
        QMetaObject::invokeMethod(m_runner, &SolverRunner::play);
}

void MainWindow::changeSpeedBy(int notches)
{
    m_controls->setSpeedNotch(std::clamp(m_controls->speedNotch() + notches, 0, SpeedScale::kFullSpeedNotch));
    statusBar()->showMessage(SpeedScale::describe(SpeedScale::stepsPerSecond(m_controls->speedNotch())), 2000);
}

void MainWindow::onSnapshotReady()
{
    if (!m_runner)
        return;
    RunnerSnapshot snapshot = m_runner->takeSnapshot();
    if (snapshot.runId != m_runId)
        return; // from a run the window has already replaced
    // A snapshot without events (a pause, a new speed) is still at the step the window showed:
    // keep that step's event, so what is redrawn later (leaving Try it yourself or a viewed
    // solution) still says what this step did instead of leaving older text on screen.
    const bool sameStep = !snapshot.hasEvent() && m_snapshot.hasEvent() && snapshot.store == m_snapshot.store &&
                          snapshot.step() == m_snapshot.step();
    const Event event = sameStep ? m_snapshot.lastEvent() : Event{};
    showSnapshot(snapshot);
    if (sameStep)
        m_snapshot.recentEvents.push_back(event);
}

int MainWindow::animationMsFor(const RunnerSnapshot &snapshot) const
{
    const double speed = snapshot.stepsPerSecond;
    if (snapshot.runState != RunState::Running)
        return 220; // a step by hand
    if (speed <= 0 || speed > 12)
        return 0; // too fast to follow: draw the newest state only
    return int(std::min(350.0, 700.0 / speed));
}

void MainWindow::showSnapshot(const RunnerSnapshot &snapshot)
{
    const bool newRun = snapshot.store != m_snapshot.store;
    const bool moved = snapshot.step() != m_snapshot.step() || newRun;
    const bool stateChanged = snapshot.runState != m_snapshot.runState || newRun;
    m_snapshot = snapshot;
    // Flat out, the board follows every frame, but the text panels only ten times a second:
    // nobody reads them faster, and their layout work would take the runner's core.
    const bool fast = snapshot.runState == RunState::Running &&
                      (snapshot.stepsPerSecond <= 0 || snapshot.stepsPerSecond > 60);
    const bool textsDue = !fast || stateChanged || !m_textsRefreshed.isValid() || m_textsRefreshed.elapsed() >= 100;
    m_board->setBreakpoints(snapshot.breakpoints);
    if (textsDue) {
        m_textsRefreshed.start();
        m_solutionModel->setSource(snapshot.store, snapshot.visibleSolutions, snapshot.visibleClasses);
        m_teaching->showSnapshot(snapshot);
    }
    if (m_practicing) {
        updateActions();
        return;
    }
    if (!m_viewedSolution && (moved || snapshot.hasEvent()))
        showBoard();
    if (!textsDue)
        return;
    updateNarration(snapshot);
    m_counters->showSnapshot(snapshot);
    const bool jobRunning = snapshot.mode != RunMode::Animate && snapshot.job.running;
    m_jobProgress->setVisible(jobRunning);
    if (jobRunning)
        m_jobProgress->setValue(int(snapshot.job.fractionDone * 1000));
    updateActions();

    const QLocale locale;
    QString header = tr("%1 found").arg(locale.toString(qulonglong(foundSolutions(snapshot))));
    if (snapshot.visibleClasses > 0)
        header += tr(" · %1 fundamental").arg(locale.toString(qulonglong(snapshot.visibleClasses)));
    if (snapshot.storeFull)
        header += tr(" · the list holds the first %1").arg(locale.toString(qulonglong(snapshot.store->size())));
    m_solutionsHeader->setText(header);

    QString state;
    switch (snapshot.runState) {
    case RunState::Ready: state = tr("Ready"); break;
    case RunState::Running: state = tr("Running"); break;
    case RunState::Paused: state = tr("Paused"); break;
    case RunState::Finished: state = tr("Finished"); break;
    }
    m_statusRun->setText(tr("%1 · N=%2 · step %3").arg(state).arg(snapshot.search.options.n).arg(locale.toString(qulonglong(snapshot.step()))));
}

quint64 MainWindow::foundSolutions(const RunnerSnapshot &snapshot)
{
    // Counting and listing report through their job, not through the (unmoved) search.
    switch (snapshot.mode) {
    case RunMode::Count: return snapshot.job.count.total;
    case RunMode::List: return snapshot.visibleSolutions;
    case RunMode::Animate: break;
    }
    return snapshot.search.counters.solutions;
}

void MainWindow::showBoard()
{
    const RunnerSnapshot &s = m_snapshot;
    const Event *last = s.hasEvent() ? &s.lastEvent() : nullptr;
    setBoardScene(BoardScene::fromEvent(Stepper::placementOf(s.search), last, s.search.options.order), animationMsFor(s));
}

void MainWindow::setBoardScene(const BoardScene &scene, int animationMs)
{
    m_board->setScene(scene, animationMs);
    m_array->setScene(scene);
}

void MainWindow::updateNarration(const RunnerSnapshot &snapshot)
{
    const QString sentence = Narrator::describeSnapshot(snapshot);
    if (sentence.isEmpty())
        return;
    QString text = sentence;
    if (snapshot.step() > 0 && !snapshot.isFinished())
        text = tr("Step %1 · %2").arg(QLocale().toString(qulonglong(snapshot.step())), sentence);
    if (const QString stop = stopReasonText(snapshot); !stop.isEmpty())
        text = stop + QLatin1Char('\n') + text;
    setNarration(text);

    // The colour says at a glance what kind of step it was.
    QColor tint = palette().color(QPalette::Window);
    if (snapshot.hasEvent() && !snapshot.isFinished()) {
        switch (snapshot.lastEvent().type) {
        case EventType::Conflict: tint = QColor(0xffcdd2); break;
        case EventType::Place: tint = QColor(0xc8e6c9); break;
        case EventType::Solution: tint = QColor(0xa5d6a7); break;
        case EventType::Try: tint = QColor(0xbbdefb); break;
        case EventType::Remove: tint = QColor(0xffe0b2); break;
        case EventType::Backtrack: tint = QColor(0xe1bee7); break;
        case EventType::Done: break;
        }
    } else if (snapshot.isFinished()) {
        tint = foundSolutions(snapshot) > 0 ? QColor(0xa5d6a7) : QColor(0xffcdd2);
    }
    QPalette narrationPalette = m_narration->palette();
    narrationPalette.setColor(QPalette::Window, tint);
    narrationPalette.setColor(QPalette::WindowText, tint.lightness() > 128 ? QColor(Qt::black) : QColor(Qt::white));
    m_narration->setAutoFillBackground(true);
    m_narration->setPalette(narrationPalette);
}

QString MainWindow::narration() const
{
    return m_narration->text();
}

void MainWindow::updateActions()
{
    const RunnerSnapshot &s = m_snapshot;
    const bool running = s.runState == RunState::Running;
    const bool finished = s.isFinished();
    m_playPause->setEnabled(!finished);
    m_playPause->setText(running ? tr("&Pause") : tr("&Play"));
    m_playPause->setIcon(style()->standardIcon(running ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    const QString playTip = running ? tr("Pause the search") : tr("Run the search at the chosen speed");
    m_playPause->setToolTip(tr("%1 (%2)").arg(playTip, QKeySequence(Qt::Key_Space).toString(QKeySequence::NativeText)));
    m_playPause->setStatusTip(playTip);
    const bool animate = s.mode == RunMode::Animate;
    m_step->setEnabled(!finished && animate);
    m_stepBack->setEnabled(s.step() > 0 && animate);
    m_reset->setEnabled(s.step() > 0 || running || s.fixedLevels > 0);
    m_backToSearchAction->setEnabled(m_viewedSolution.has_value() || m_presenting);
    for (QAction *until : {m_runToSolution, m_runToBacktrack, m_runToLevel})
        until->setEnabled(!finished && animate);
    // A count or a listing has no speed, like the (disabled) speed slider.
    m_faster->setEnabled(animate);
    m_slower->setEnabled(animate);
    if (!animate) {
        m_playPause->setText(running ? tr("&Cancel") : tr("&Start"));
        m_reset->setEnabled(s.job.running || s.job.finished);
    }
    m_clearBreakpoints->setEnabled(std::any_of(s.breakpoints.begin(), s.breakpoints.end(), [](quint32 r) { return r != 0; }));
    if (m_practicing) {
        // Arrow keys and Enter belong to the board's cursor while practising.
        for (QAction *a : {m_playPause, m_step, m_stepBack, m_reset, m_runToSolution, m_runToBacktrack, m_runToLevel,
                           m_backToSearchAction, m_clearBreakpoints})
            a->setEnabled(false);
    }
    m_goToSolution->setEnabled(s.visibleSolutions > 0 && !m_practicing);
    m_practiceAction->setChecked(m_practicing);
    m_hintAction->setEnabled(m_practicing);
    m_presentation->setChecked(m_presenting);
}

void MainWindow::viewSolution(int row)
{
    if (row < 0 || row >= m_solutionModel->rowCount() || m_practicing)
        return;
    m_viewedSolution = quint64(row);
    const Placement solution = m_solutionModel->placementAt(row);
    setBoardScene(BoardScene::forSolution(solution));
    m_teaching->showSolution(solution);
    const quint64 number = m_solutionModel->solutionIndexAt(row) + 1;
    m_viewBannerText->setText(tr("Viewing solution %1: %2. The search goes on behind it.")
                                  .arg(QLocale().toString(number), QString::fromStdString(formatArray(solution))));
    m_viewBanner->show();
    updateActions();
}

void MainWindow::backToSearch()
{
    if (!m_viewedSolution)
        return;
    m_viewedSolution.reset();
    m_viewBanner->hide();
    m_teaching->showSolution(std::nullopt);
    m_solutionList->selectionModel()->clearSelection();
    m_solutionList->setCurrentIndex({});
    showBoard();
    updateActions();
}

void MainWindow::toggleFullScreen()
{
    if (isFullScreen())
        showNormal();
    else
        showFullScreen();
    m_fullScreen->setChecked(isFullScreen());
}

void MainWindow::showShortcuts()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Keyboard shortcuts"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *table = new QTableWidget(&dialog);
    table->setColumnCount(2);
    table->setHorizontalHeaderLabels({tr("Keys"), tr("Action")});
    const QList<QAction *> actions = {m_playPause,      m_step,           m_stepBack,           m_reset,
                                      m_faster,         m_slower,         m_runToSolution,      m_runToBacktrack,
                                      m_runToLevel,     m_clearBreakpoints, m_practiceAction,   m_hintAction,
                                      m_showAttacked,   m_showCounts,     m_backToSearchAction, m_presentation,
                                      m_fullScreen,     m_shortcutsHelp,  m_quit};
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

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About N-Queens Visualizer"),
                       tr("<h3>N-Queens Visualizer %1</h3>"
                          "<p>Shows step by step how backtracking solves the N-Queens puzzle.</p>"
                          "<p>Free software under the GNU General Public License, version 3 or later.</p>")
                           .arg(QStringLiteral(NQUEENS_VERSION)));
}

void MainWindow::updateOverlays()
{
    BoardView::Overlays overlays;
    overlays.attackedSquares = m_showAttacked->isChecked();
    overlays.attackCounts = m_showCounts->isChecked();
    overlays.conflictLines = m_showConflictLines->isChecked();
    overlays.candidate = m_showCandidate->isChecked();
    m_board->setOverlays(overlays);
}

void MainWindow::runUntil(StopReason reason, int level)
{
    backToSearch();
    QMetaObject::invokeMethod(m_runner, [runner = m_runner, reason, level] { runner->runUntil(reason, level); });
}

void MainWindow::askLevelAndRunUntil()
{
    const SearchOptions &options = m_snapshot.search.options;
    bool ok = false;
    const QString label = options.order == Order::Rows ? tr("Pause when a queen is placed in row:")
                                                       : tr("Pause when a queen is placed in column:");
    const int level = QInputDialog::getInt(this, tr("Run until a level is reached"), label,
                                           std::min(m_snapshot.search.level + 1, options.n - 1), 0, options.n - 1, 1, &ok);
    if (ok)
        runUntil(StopReason::LevelReached, level);
}

QString MainWindow::stopReasonText(const RunnerSnapshot &snapshot) const
{
    switch (snapshot.stoppedBy) {
    case StopReason::Breakpoint: return tr("Paused at a breakpoint");
    case StopReason::NextSolution: return tr("Paused at the next solution");
    case StopReason::NextBacktrack: return tr("Paused at the next backtrack");
    case StopReason::LevelReached:
        return snapshot.search.options.order == Order::Rows ? tr("Paused: a queen was placed in row %1").arg(snapshot.untilLevel)
                                                            : tr("Paused: a queen was placed in column %1").arg(snapshot.untilLevel);
    case StopReason::None: break;
    }
    return {};
}

void MainWindow::onSquareActivated(int row, int col)
{
    if (m_practicing)
        m_practice->toggle(row, col);
}

void MainWindow::onSquareContextRequested(int row, int col, const QPoint &globalPos)
{
    if (m_practicing)
        return;
    const bool on = !(m_snapshot.breakpoints[row] >> col & 1u);
    QMenu menu(this);
    QAction *toggle = menu.addAction(on ? tr("Set a breakpoint on row %1, column %2").arg(row).arg(col)
                                        : tr("Remove the breakpoint on row %1, column %2").arg(row).arg(col));
    menu.addAction(m_clearBreakpoints);
    if (menu.exec(globalPos) != toggle)
        return;
    QMetaObject::invokeMethod(m_runner, [runner = m_runner, row, col, on] { runner->setBreakpoint(row, col, on); });
    statusBar()->showMessage(on ? tr("Breakpoint set: playing pauses when the search reaches row %1, column %2").arg(row).arg(col)
                                : tr("Breakpoint removed"),
                             4000);
}

void MainWindow::setPracticing(bool on)
{
    if (on == m_practicing)
        return;
    m_practicing = on;
    if (on) {
        backToSearch();
        QMetaObject::invokeMethod(m_runner, &SolverRunner::pause);
        const SearchOptions &options = m_snapshot.search.options;
        // Start from the queens on the board now: a teacher can stop the search and ask "what next?".
        m_practice->start(options.n, options.order, Stepper::placementOf(m_snapshot.search));
        m_practiceDock->show();
        m_practiceDock->raise();
        m_board->setCursorEnabled(true);
        m_board->setFocus();
        showPractice();
    } else {
        m_practiceDock->hide();
        m_controlsDock->raise();
        m_board->setCursorEnabled(false);
        showBoard();
        showSnapshot(RunnerSnapshot(m_snapshot)); // the counters and headers were left alone while practising
    }
    updateActions();
}

void MainWindow::setNarration(const QString &text)
{
    if (text == m_narration->text())
        return;
    m_narration->setText(text);
    // Screen readers hear each step as it is described.
    if (QAccessible::isActive()) {
        QAccessibleEvent event(m_narration, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&event);
    }
}

void MainWindow::showPractice()
{
    setBoardScene(m_practice->scene());
    setNarration(m_practice->status());
    QPalette narrationPalette = m_narration->palette();
    const QColor tint = m_practice->board().isSolution()              ? QColor(0xa5d6a7)
                        : !m_practice->board().attackingPairs().empty() ? QColor(0xffcdd2)
                                                                        : QColor(0xfff9c4);
    narrationPalette.setColor(QPalette::Window, tint);
    narrationPalette.setColor(QPalette::WindowText, Qt::black);
    m_narration->setPalette(narrationPalette);
}

void MainWindow::continueFromPractice(const Placement &queens)
{
    setPracticing(false);
    const quint64 runId = ++m_runId;
    const SearchOptions options = m_controls->options();
    QMetaObject::invokeMethod(m_runner, [runner = m_runner, options, queens, runId] { runner->restartFrom(options, queens, runId); });
    statusBar()->showMessage(tr("The search starts below your queens"), 4000);
}

void MainWindow::setPresenting(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    QFont narrationFont = m_narration->font();
    if (on) {
        m_layoutBeforePresentation = saveState();
        m_wasFullScreenBeforePresentation = isFullScreen();
        for (QDockWidget *dock : findChildren<QDockWidget *>())
            dock->hide();
        menuBar()->hide();
        statusBar()->hide();
        narrationFont.setPointSizeF(narrationFont.pointSizeF() * 2.0);
        m_board->setTheme(BoardTheme::highContrast());
        showFullScreen();
    } else {
        narrationFont.setPointSizeF(narrationFont.pointSizeF() / 2.0);
        m_board->setTheme(BoardTheme::classic());
        menuBar()->show();
        statusBar()->show();
        restoreState(m_layoutBeforePresentation);
        if (!m_practicing)
            m_practiceDock->hide();
        if (!m_wasFullScreenBeforePresentation)
            showNormal();
    }
    m_narration->setFont(narrationFont);
    m_fullScreen->setChecked(isFullScreen());
    updateActions();
}

const BoardScene &MainWindow::currentScene() const
{
    return m_board->scene();
}

void MainWindow::applySettings(const AppSettings::Values &values)
{
    if (!values.geometry.isEmpty())
        restoreGeometry(values.geometry);
    if (!values.windowState.isEmpty())
        restoreState(values.windowState);
    m_practiceDock->hide(); // never starts practising
    m_controls->setOptions(values.options, values.runMode);
    m_controls->setSpeedNotch(values.speedNotch);
    m_stepsPerSecond = SpeedScale::stepsPerSecond(values.speedNotch);
    QMetaObject::invokeMethod(m_runner, [runner = m_runner, speed = m_stepsPerSecond] { runner->setSpeed(speed); });
    m_showAttacked->setChecked(values.overlays.attackedSquares);
    m_showCounts->setChecked(values.overlays.attackCounts);
    m_showConflictLines->setChecked(values.overlays.conflictLines);
    m_showCandidate->setChecked(values.overlays.candidate);
    updateOverlays();
    setBoardTheme(values.theme);
    setAppearance(values.appearance);
    m_listMode->setCurrentIndex(values.listMode);
    for (QAction *choice : m_languageGroup->actions())
        choice->setChecked(choice->data().toString() == m_languages->language());
    restartRun(m_controls->options());
}

void MainWindow::saveSettings()
{
    if (m_presenting)
        setPresenting(false); // remember the layout a teacher works with, not the presentation
    AppSettings::Values values;
    values.options = m_controls->options();
    values.runMode = m_controls->runMode();
    values.speedNotch = m_controls->speedNotch();
    values.overlays = m_board->overlays();
    values.theme = m_themeId;
    values.appearance = m_appearance;
    values.language = m_languages->language();
    values.listMode = m_listMode->currentIndex();
    values.geometry = saveGeometry();
    values.windowState = saveState();
    AppSettings::save(values);
}

void MainWindow::restoreDefaults()
{
    AppSettings::clear();
    const AppSettings::Values defaults = AppSettings::defaults();
    restoreState(m_defaultLayout);
    setLanguage(defaults.language);
    applySettings(defaults);
    statusBar()->showMessage(tr("Settings restored to their defaults"), 4000);
}

void MainWindow::setLanguage(const QString &code)
{
    m_languages->setLanguage(code);
    for (QAction *choice : m_languageGroup->actions())
        choice->setChecked(choice->data().toString() == code);
}

void MainWindow::setBoardTheme(const QString &id)
{
    const BoardTheme theme = BoardTheme::byId(id);
    m_themeId = theme.id;
    if (!m_presenting)
        m_board->setTheme(theme);
    m_array->setTheme(theme);
    for (QAction *choice : m_themeGroup->actions())
        choice->setChecked(choice->data().toString() == m_themeId);
}

void MainWindow::setAppearance(const QString &appearance)
{
    m_appearance = appearance;
    if (appearance == QLatin1String("dark")) {
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::AlternateBase, QColor(0x33, 0x33, 0x33));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
        dark.setColor(QPalette::ButtonText, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::BrightText, Qt::white);
        dark.setColor(QPalette::Highlight, QColor(0x2a, 0x82, 0xda));
        dark.setColor(QPalette::HighlightedText, Qt::white);
        dark.setColor(QPalette::ToolTipBase, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::ToolTipText, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::PlaceholderText, QColor(0x9e, 0x9e, 0x9e));
        dark.setColor(QPalette::Mid, QColor(0x55, 0x55, 0x55));
        dark.setColor(QPalette::Link, QColor(0x64, 0xb5, 0xf6));
        for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
            dark.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
        QApplication::setPalette(dark);
    } else if (appearance == QLatin1String("light")) {
        QApplication::setPalette(QApplication::style()->standardPalette());
    } else {
        m_appearance = QStringLiteral("system");
        QApplication::setPalette(m_systemPalette);
    }
    for (QAction *choice : m_appearanceGroup->actions())
        choice->setChecked(choice->data().toString() == m_appearance);
    if (m_runner)
        updateNarration(m_snapshot);
}

bool MainWindow::exportBoard(const QString &path, QString *error)
{
    return BoardExport::save(path, currentScene(), BoardTheme::byId(m_themeId), error);
}

void MainWindow::chooseBoardExport()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export board"), tr("board.png"),
                                                      tr("PNG picture (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    if (exportBoard(path, &error))
        statusBar()->showMessage(tr("Board saved to %1").arg(path), 4000);
    else
        QMessageBox::warning(this, tr("Export board"), error);
}

void MainWindow::copyBoard()
{
    QApplication::clipboard()->setMimeData(BoardExport::mimeData(currentScene(), BoardTheme::byId(m_themeId)));
    statusBar()->showMessage(tr("Board copied as text and as a picture"), 3000);
}

void MainWindow::exportSolutions(const QString &path, int exportFormat, std::function<void(bool, QString)> done)
{
    m_exporter->exportSolutions(m_snapshot.store, path, exportFormat, std::move(done));
}

QString MainWindow::handoutTitle() const
{
    return m_exporter->handoutTitle(m_snapshot.search.options.n);
}

int MainWindow::printHandout(QPagedPaintDevice *device)
{
    return m_exporter->printHandout(device, m_snapshot.search.options.n, BoardTheme::byId(m_themeId));
}

bool MainWindow::goToSolution(quint64 number)
{
    if (number == 0)
        return false;
    const int row = m_solutionModel->rowOfSolution(number - 1);
    if (row < 0)
        return false;
    const QModelIndex index = m_solutionModel->index(row);
    m_solutionList->setCurrentIndex(index);
    m_solutionList->scrollTo(index, QAbstractItemView::PositionAtCenter);
    viewSolution(row);
    return true;
}
