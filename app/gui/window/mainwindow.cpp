#include "mainwindow.h"

#include "boardarea.h"
#include "boardexport.h"
#include "boardview.h"
#include "clickerkeys.h"
#include "controlaccessibles.h"
#include "controlspanel.h"
#include "counterspanel.h"
#include "countstarter.h"
#include "focusedwidgetkeys.h"
#include "gettingstarted.h"
#include "hiddentabcontents.h"
#include "languagemanager.h"
#include "plaintext.h"
#include "practicemode.h"
#include "practicepanel.h"
#include "presentationmode.h"
#include "runcontroller.h"
#include "runstatuslabel.h"
#include "screenreaderspeech.h"
#include "settingssaver.h"
#include "shortcutpressforwarder.h"
#include "sidedocks.h"
#include "simpleview.h"
#include "solutionlistmodel.h"
#include "solutionsexporter.h"
#include "solutionspanel.h"
#include "speedscale.h"
#include "teachingdocks.h"
#include "textzoom.h"
#include "viewingbanner.h"
#include "windowactions.h"
#include "windowdialogs.h"
#include "windowforlessons.h"
#include "windowframe.h"
#include "weblink.h"
#include "windowlook.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QMenuBar>
#include <QStatusBar>
#include <QWhatsThis>

using namespace nq;

MainWindow::MainWindow(QWidget *parent, const Attach &attach)
    : QMainWindow(parent)
{
    // Before any control is made or a screen reader asks for one.
    ControlAccessibles::install();
    // A dialog's result (bookmarked, saved, the step reached) is the first thing a screen
    // reader says when the window is back: its name begins with it (ScreenReaderSpeech).
    ScreenReaderSpeech::readResultsOnActivation(this);
    // Before any label is shown: names, notes and output from files are words, never HTML.
    PlainText::guardApplication();
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/nqueens/icons/nqueens.svg")));
    // The language first, so that every text is made in it.
    const AppSettings::Values saved = AppSettings::load();
    m_languages = new LanguageManager(this);
    m_languages->setLanguage(saved.language);
    m_actions = new WindowActions(this);
    m_frame = new WindowFrame(this);
    createWidgets();
    m_docks = new SideDocks(this, m_actions, m_area);
    m_presentation = new PresentationMode(this, m_area, m_docks->teaching(), m_actions);
    m_actions->addShortcutActions({m_presentation->blankKeys()});
    m_controls = m_docks->controls();
    m_solutions = m_docks->solutions();
    m_teaching = m_docks->teaching();
    m_look = std::make_unique<WindowLook>(
        WindowLook::Rooms {m_actions, m_area, m_teaching, m_solutions, m_presentation, &m_feed,
                           &m_appearance, [this] { updateActions(); }});
    m_practiceMode = m_docks->practice();
    m_practice = m_practiceMode->panel();
    m_exporter = new SolutionsExporter(this, m_solutions->model(), m_solutions->list());
    m_actions->buildMenus(menuBar(), m_docks->toggleViewActions());
    m_built = true;
    retranslate();
    m_run = new RunController(m_feed, this);
    m_practiceMode->setAround({m_run, m_controls, &m_feed, m_docks->controlsDock(),
                               [this] { backToSearch(); }, [this] { updateActions(); }});
    m_forLessons = std::make_unique<WindowForLessons>(WindowForLessons::Parts {
        this, &m_feed, m_controls, m_area, m_run, m_actions, m_practiceMode,
        m_docks->solutionsDock(), m_frame,
        [this](bool on, const Placement *queens) { m_practiceMode->setOn(on, queens); },
        [this] { backToSearch(); }});
    m_countStarter = new CountStarter(m_run, this);
    m_settings = new SettingsSaver([this] { return currentSettings(); }, this);
    connectPanels();
    followFeed();
    if (attach)
        attach(*this);
    m_defaultLayout = saveState();
    applySettings(saved);
    updateActions();
    m_board->setFocus();
    new ClickerKeys(this);
    new FocusedWidgetKeys(this);
    new ShortcutPressForwarder(this); // Orca hears a shortcut's press and stops its voice
    new HiddenTabContents(this);
}

MainWindow::~MainWindow()
{
    m_run->stop();
}

void MainWindow::startWith(const SearchOptions &options, int speedNotch, bool play)
{
    m_controls->setOptions(options);
    m_controls->setSpeedNotch(speedNotch);
    restartRun(m_controls->options());
    if (play)
        m_run->play();
}

void MainWindow::createWidgets()
{
    m_area = new BoardArea(this);
    setCentralWidget(m_area);
    m_board = m_area->board();
    m_statusRun = new RunStatusLabel(this);
    statusBar()->addPermanentWidget(m_statusRun);
}

// What the window does for each command of WindowActions' table: the run's commands here,
// the others in carryOutViewCommand().
void MainWindow::carryOut(WindowActions::Command command, bool checked)
{
    using C = WindowActions::Command;
    switch (command) {
    case C::PlayPause: return togglePlay();
    case C::Step: backToSearch(); return m_run->step();
    case C::StepBack: backToSearch(); return m_run->stepBack();
    case C::Reset:
        m_undo.remember(m_forLessons->windowState());
        return restartRun(m_controls->options());
    case C::Undo:
    case C::Redo: return undoOrRedo(command == C::Undo);
    case C::GoToStep:
        if (const std::optional<quint64> step = WindowDialogs::askStep(this, m_feed.shown())) {
            m_board->sayNextStepAsResult();
            goToStep(*step);
        }
        return;
    case C::RunToSolution: return runUntil(StopReason::NextSolution);
    case C::RunToBacktrack: return runUntil(StopReason::NextBacktrack);
    case C::RunToLevel:
        if (const std::optional<int> level = WindowDialogs::askLevel(this, m_feed.shown())) {
            m_board->sayNextStepAsResult();
            runUntil(StopReason::LevelReached, *level);
        }
        return;
    case C::ClearBreakpoints: return m_run->clearBreakpoints();
    case C::Faster: return showMessage(m_controls->changeSpeedBy(+1), 2000);
    case C::Slower: return showMessage(m_controls->changeSpeedBy(-1), 2000);
    case C::SpeedOne:
    case C::SpeedTen:
    case C::SpeedHundred:
    case C::SpeedThousand:
    case C::SpeedFull: {
        const double preset = SpeedScale::kPresets[std::size_t(command) - std::size_t(C::SpeedOne)];
        m_controls->setSpeedNotch(SpeedScale::notchFor(preset));
        return showMessage(SpeedScale::describe(preset), 2000);
    }
    case C::Practice: return setPracticing(checked);
    case C::Hint: return m_practice->showHint();
    default: return carryOutViewCommand(command, checked);
    }
}

void MainWindow::carryOutViewCommand(WindowActions::Command command, bool checked)
{
    using C = WindowActions::Command;
    const RunnerSnapshot &shown = m_feed.shown();
    switch (command) {
    case C::GoToSolution: return m_solutions->askAndGoTo(shown);
    case C::BackToSearch: // a solution viewed, presentation mode, then Try it yourself
        if (m_viewedSolution && !isPracticing())
            return backToSearch();
        if (isPresenting())
            return m_presentation->setOn(false);
        return setPracticing(false);
    case C::Presentation: return m_presentation->setOn(checked);
    case C::NextPresentedPanel:
        m_actions->setPresentedPanel((m_actions->presentedPanel() + 1) % 3);
        m_actions->action(WindowActions::Command::PseudocodeWhilePresenting)->setChecked(true);
        m_settings->saveSoon();
        return m_presentation->fitPseudocode();
    case C::ZoomIn: return zoomText(TextZoom::stepped(m_look->textZoom(), +1));
    case C::ZoomOut: return zoomText(TextZoom::stepped(m_look->textZoom(), -1));
    case C::ZoomNormal: return zoomText(TextZoom::kNormal);
    case C::FullScreen:
        isFullScreen() ? showNormal() : showFullScreen();
        return m_actions->action(WindowActions::Command::FullScreen)->setChecked(isFullScreen());
    case C::ExportBoard:
        return showMessage(
            BoardExport::chooseAndSave(this, m_board->scene(), m_look->chosenTheme()));
    case C::ExportSolutions: return m_exporter->chooseAndExport(shown.store);
    case C::CopyBoard:
        return showMessage(BoardExport::copyToClipboard(m_board->scene(), m_look->chosenTheme()),
                           3000);
    case C::CopyWebLink: return copyWebLink(shown);
    case C::Print: return m_exporter->previewAndPrint(shown.search.options.n);
    case C::SaveHandout: return m_exporter->chooseAndSaveHandout(shown.search.options.n);
    case C::RestoreDefaults:
        if (WindowDialogs::confirmRestoreDefaults(this))
            restoreDefaults();
        return;
    case C::Quit: close(); return;
    case C::GettingStarted: return gettingStarted()->showWith(m_look->chosenTheme());
    case C::WhatsThis: return QWhatsThis::enterWhatsThisMode();
    case C::ShortcutsHelp: return m_actions->showShortcuts(this);
    case C::About: return WindowDialogs::showAbout(this);
    default: return; // the overlays and the pseudocode while presenting: overlaysToggled
    }
}

void MainWindow::connectPanels()
{
    const auto say = [this](const QString &text) { showMessage(text); };
    connect(m_actions, &WindowActions::refused, this, say);
    const WindowActions *a = m_actions;
    connect(a, &WindowActions::commanded, this, &MainWindow::carryOut);
    connect(a, &WindowActions::overlaysToggled, this,
            [this] { m_board->setOverlays(m_actions->overlays()); });
    connect(a, &WindowActions::themeChosen, this,
            [this](const QString &id) { m_look->chooseTheme(id); });
    connect(a, &WindowActions::appearanceChosen, this,
            [this](const QString &id) { m_look->chooseAppearance(id); });
    connect(a, &WindowActions::languageChosen, this, &MainWindow::setLanguage);
    connect(m_presentation, &PresentationMode::toggled, this, &MainWindow::onPresentationToggled);
    m_settings->saveOnEach(a, &WindowActions::overlaysToggled, &WindowActions::themeChosen,
                           &WindowActions::appearanceChosen, &WindowActions::languageChosen);
    connect(m_settings, &SettingsSaver::failed, this, say);
    m_settings->saveOnEach(m_docks->simpleView(), &SimpleView::switched);
    connect(m_area->banner(), &ViewingBanner::backRequested, this, &MainWindow::backToSearch);
    connect(m_board, &BoardView::squareActivated, m_practiceMode, &PracticeMode::toggleSquare);
    connect(m_board, &BoardView::squareContextRequested, this,
            &MainWindow::onSquareContextRequested);
    connect(m_controls, &ControlsPanel::optionsChanged, this, [this](const SearchOptions &options) {
        m_undo.remember(m_forLessons->windowState()); // the shown run is still the one replaced
        restartRun(options);
    });
    connect(m_controls, &ControlsPanel::speedChanged, m_run, &RunController::setSpeed);
    connect(m_controls, &ControlsPanel::doneWithKeys, this, [this] { m_board->setFocus(); });
    m_settings->saveOnEach(m_controls, &ControlsPanel::optionsChanged,
                           &ControlsPanel::speedChanged);
    m_settings->saveOnEach(m_solutions, &SolutionsPanel::listModeChanged);
    connect(m_solutions, &SolutionsPanel::listModeChanged, this, &MainWindow::backToSearch);
    connect(m_solutions, &SolutionsPanel::solutionChosen, this, &MainWindow::viewSolution);
    connect(m_solutions, &SolutionsPanel::message, this, say);
    connect(m_solutions, &SolutionsPanel::goAheadRequested, this, [this](quint64 number) {
        backToSearch();
        m_run->goToSolution(number);
    });
    connect(m_run, &RunController::notReached, this, say);
    connect(m_solutions->model(), &QAbstractItemModel::rowsRemoved, this, [this] {
        if (m_viewedSolution && *m_viewedSolution >= quint64(m_solutions->model()->rowCount()))
            backToSearch();
    });
    connect(m_solutions->model(), &QAbstractItemModel::modelReset, this, &MainWindow::backToSearch);
    connect(m_exporter, &SolutionsExporter::message, this, say);
    connect(m_countStarter, &CountStarter::message, this, say);
    connect(m_teaching, &TeachingDocks::jumpRequested, this, &MainWindow::goToStep);
    connect(m_area, &BoardArea::jumpRequested, this, &MainWindow::goToStep);
    connect(m_practice, &PracticePanel::leaveRequested, this, [this] { setPracticing(false); });
    connect(m_practice, &PracticePanel::continueRequested, this, &MainWindow::continueFromPractice);
}

void MainWindow::retranslate()
{
    m_actions->retranslate();
    m_docks->retranslate();
    m_area->banner()->setBackToolTip(
        m_actions->action(WindowActions::Command::BackToSearch)->toolTip());
    updateActions();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange
        && m_built) { // not while the constructor builds the window
        retranslate();
        if (isPracticing())
            m_practiceMode->show();
        else if (m_run && m_run->isRunning())
            m_feed.reshow({.languageChanged = true});
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // The parts attached agreed already, and did what they do at a close (WindowFrame).
    m_presentation->setOn(false); // remember the layout a teacher works with, not the presentation
    m_settings->saveAtClose();
    m_run->stop();
    QMainWindow::closeEvent(event);
}

void MainWindow::restartRun(const SearchOptions &options)
{
    // Numbered first: what the old run still sends is dropped.
    m_run->restart(options);
    backToSearch();
}

void MainWindow::undoOrRedo(bool undo)
{
    if (const std::optional<QString> said = m_undo.step(undo, *m_forLessons)) {
        showMessage(*said);
        updateActions();
    }
}

void MainWindow::togglePlay()
{
    backToSearch();
    const RunnerSnapshot &shown = m_feed.shown();
    if (shown.runState == RunState::Running) {
        m_run->pause();
        return;
    }
    // Start after a cancelled count or listing: the same job again, from the beginning.
    const bool newCount = shown.goal() == Goal::Count
                          && (shown.runState == RunState::Ready || shown.job.cancelled);
    if (!shown.animates() && shown.job.cancelled)
        restartRun(m_controls->options());
    if (newCount)
        return m_countStarter->start(m_controls->options().n);
    m_run->play();
}

void MainWindow::showMessage(const QString &text, int ms)
{
    // One line, whatever a file's name in it holds (a newline, ESC, a bidi override).
    if (!text.isEmpty()) // nothing to say (a dialog cancelled) leaves the last message
        m_presentation->say(PlainText::oneLine(text), ms);
}

void MainWindow::zoomText(qreal zoom)
{
    m_look->setTextZoom(zoom);
    showMessage(tr("Text size %1%").arg(qRound(m_look->textZoom() * 100)), 2000);
    m_settings->saveSoon();
}

void MainWindow::copyWebLink(const RunnerSnapshot &shown)
{
    const QString link = WebLink::to(shown);
    if (link.isEmpty())
        return showMessage(tr("A student's trace has no web link: drop the trace file on the web "
                              "page to check it there"));
    QGuiApplication::clipboard()->setText(link);
    showMessage(
        tr("Link to step %1 copied: %2").arg(QLocale().toString(qulonglong(shown.step())), link));
}

GettingStarted *MainWindow::gettingStarted()
{
    if (!m_gettingStarted)
        m_gettingStarted = new GettingStarted(m_actions, this);
    return m_gettingStarted;
}

void MainWindow::tellShownInstead()
{
    m_feed.setShownInstead({isPracticing(), m_viewedSolution.has_value()});
}

void MainWindow::followFeed()
{
    m_area->follow(m_feed);
    m_solutions->follow(m_feed);
    m_teaching->followSnapshots(m_feed);
    m_statusRun->follow(m_feed);
    m_actions->follow(m_feed, [this] { return situation(); });
    m_area->narration()->follow(m_feed);
    m_docks->counters()->follow(m_feed);
    m_countStarter->follow(m_feed);
}

WindowActions::Situation MainWindow::situation() const
{
    return {m_viewedSolution.has_value(),
            isPresenting(),
            isPracticing(),
            m_undo.undoes(),
            m_undo.redoes(),
            m_look->textZoom()};
}

void MainWindow::updateActions()
{
    m_actions->update(m_feed.shown(), situation());
}

void MainWindow::viewSolution(int row)
{
    if (row < 0 || row >= m_solutions->model()->rowCount() || isPracticing())
        return;
    m_viewedSolution = quint64(row);
    tellShownInstead();
    const Placement solution = m_solutions->model()->placementAt(row);
    m_area->setScene(BoardScene::forSolution(solution));
    m_teaching->showSolution(solution);
    m_area->banner()->showSolution(m_solutions->model()->solutionIndexAt(row) + 1, solution);
    updateActions();
}

void MainWindow::backToSearch()
{
    if (!m_viewedSolution)
        return;
    m_viewedSolution.reset();
    tellShownInstead();
    m_area->takeKeysFrom(m_area->banner());
    m_area->banner()->backToSearch(m_board->newestStep());
    m_teaching->showSolution(std::nullopt);
    m_solutions->clearSelection();
    m_feed.reshow({.backToSearch = true});
    updateActions();
}

void MainWindow::goToStep(quint64 step)
{
    backToSearch();
    m_run->goToStep(step);
}

void MainWindow::showTrace(std::shared_ptr<const TraceRun> run, std::optional<quint64> step)
{
    backToSearch();
    m_run->showTrace(std::move(run), step);
}

void MainWindow::runUntil(StopReason reason, int level)
{
    backToSearch();
    m_run->runUntil(reason, level);
}

void MainWindow::onSquareContextRequested(int row, int col, const QPoint &globalPos)
{
    if (isPracticing())
        return;
    const std::optional<bool> on = WindowDialogs::askBreakpoint(
        this, m_feed.shown(), row, col, m_actions->action(WindowActions::Command::ClearBreakpoints),
        globalPos);
    if (!on)
        return;
    m_run->setBreakpoint(row, col, *on);
    showMessage(WindowDialogs::breakpointMessage(*on, row, col));
}

void MainWindow::continueFromPractice(const Placement &queens)
{
    setPracticing(false);
    m_undo.remember(m_forLessons->windowState());
    m_run->restartFrom(m_controls->options(), queens);
    showMessage(tr("The search starts below your queens"));
}

void MainWindow::onPresentationToggled(bool on)
{
    m_look->board().setPresenting(on);
    if (!on && !isPracticing())
        m_practiceMode->dock()->hide();
    m_actions->action(WindowActions::Command::FullScreen)->setChecked(isFullScreen());
    updateActions();
}

void MainWindow::applySettings(const AppSettings::Values &values)
{
    m_docks->restoreLayout(values, m_defaultLayout);
    m_practiceMode->dock()->hide(); // never starts practising
    m_controls->setOptions(values.options);
    m_controls->setSpeedNotch(values.speedNotch);
    m_run->setSpeed(SpeedScale::stepsPerSecond(values.speedNotch));
    m_actions->applyViewSettings(values);
    m_board->setOverlays(m_actions->overlays());
    m_look->apply(values);
    m_solutions->setListMode(values.listMode);
    m_actions->showLanguage(m_languages->language());
    restartRun(m_controls->options());
}

AppSettings::Values MainWindow::currentSettings() const
{
    AppSettings::Values values;
    // A student's trace shown sets the controls to its N, order and goal: those are the
    // trace's, not the user's choice, so the search options saved before it are kept.
    values.options = m_feed.shown().showsTrace() ? AppSettings::load().options
                                                 : m_controls->options();
    values.speedNotch = m_controls->speedNotch();
    m_actions->saveViewSettings(values);
    m_look->keep(values);
    values.language = m_languages->language();
    values.listMode = m_solutions->listMode();
    // The layout a teacher works with, not the presentation's.
    values.geometry = isPresenting() ? m_presentation->geometryBefore() : saveGeometry();
    m_docks->keepLayout(values, isPresenting() ? m_presentation->layoutBefore()
                                               : saveState(SideDocks::kLayoutVersion));
    return values;
}

void MainWindow::restoreDefaults()
{
    AppSettings::clear();
    const AppSettings::Values defaults = AppSettings::defaults();
    restoreState(m_defaultLayout);
    setLanguage(defaults.language);
    applySettings(defaults);
    showMessage(tr("Settings restored to their defaults"));
}

void MainWindow::setLanguage(const QString &code)
{
    m_languages->setLanguage(code);
    m_actions->showLanguage(code);
}

QDockWidget *MainWindow::solutionsDock() const
{
    return m_docks->solutionsDock();
}

LessonWindow *MainWindow::forLessons() const
{
    return m_forLessons.get();
}
