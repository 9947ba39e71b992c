#include "lessoncontroller.h"

#include "animationdialog.h"
#include "appsettings.h"
#include "atomicwrite.h"
#include "boardarea.h"
#include "boardview.h"
#include "bookmarkspanel.h"
#include "controlspanel.h"
#include "lessonactions.h"
#include "lessonopener.h"
#include "lessonpageexport.h"
#include "mainwindow.h"
#include "practicepanel.h"
#include "runcontroller.h"
#include "savepathdialog.h"
#include "speedscale.h"
#include "windowactions.h"
#include "worksheetdialog.h"

#include <QDebug>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QInputDialog>
#include <QLocale>
#include <QMessageBox>
#include <QMimeData>

using namespace nq;

namespace {

constexpr auto kSuffix = ".nqueens";

// The one local file a drag carries, or "".
QString draggedFile(const QMimeData *data)
{
    const QList<QUrl> urls = data ? data->urls() : QList<QUrl>();
    return urls.size() == 1 && urls.first().isLocalFile() ? urls.first().toLocalFile() : QString();
}

} // namespace

LessonController::LessonController(MainWindow *window, QDockWidget *besideDock)
    : QObject(window)
    , m_window(window)
{
    m_actions = new LessonActions(window);
    m_opener = new LessonOpener(window, this);
    m_panel = new BookmarksPanel(window);
    m_panel->setObjectName(QStringLiteral("bookmarksPanel"));
    m_dock = new QDockWidget(window);
    m_dock->setObjectName(QStringLiteral("bookmarksDock"));
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    window->tabifyDockWidget(besideDock, m_dock);
    besideDock->raise();
    window->setAcceptDrops(true);
    window->installEventFilter(this);
    m_actions->showRecent(AppSettings::recentLessons());
    connectActions();
    retranslate();
}

// Long on purpose: one connect per lesson action, a list read best in one place.
void LessonController::connectActions()
{
    connect(m_actions->save(), &QAction::triggered, this, [this] { save(m_path.isEmpty()); });
    connect(m_actions->saveAs(), &QAction::triggered, this, [this] { save(true); });
    connect(m_actions->open(), &QAction::triggered, this, [this] {
        const QString folder = m_path.isEmpty() ? documentsFolder()
                                                : QFileInfo(m_path).absolutePath();
        const QString path = QFileDialog::getOpenFileName(m_window, tr("Open lesson"), folder,
                                                          tr("Lessons (*.nqueens);;All files (*)"));
        if (!path.isEmpty())
            open(path);
    });
    connect(m_actions, &LessonActions::recentChosen, this, &LessonController::open);
    connect(m_actions, &LessonActions::recentCleared, this, [this] {
        AppSettings::setRecentLessons({});
        m_actions->showRecent({});
    });
    connect(m_actions->addBookmark(), &QAction::triggered, this, &LessonController::askAndBookmark);
    // Past the last bookmark (or before the first) a press says so: a teacher's clicker key
    // that does nothing looks like a broken clicker.
    connect(m_actions->nextBookmark(), &QAction::triggered, this, [this] {
        if (const std::optional<int> next = m_bookmarks.next(m_shownSearch, m_shownStep))
            goToBookmark(*next);
        else
            emit message(tr("No bookmark after step %1").arg(QLocale().toString(m_shownStep)));
    });
    connect(m_actions->previousBookmark(), &QAction::triggered, this, [this] {
        if (const std::optional<int> previous = m_bookmarks.previous(m_shownSearch, m_shownStep))
            goToBookmark(*previous);
        else
            emit message(tr("No bookmark before step %1").arg(QLocale().toString(m_shownStep)));
    });
    connect(m_actions->exportWorksheet(), &QAction::triggered, this,
            [this] { emit message(WorksheetDialog::chooseAndExport(m_window, exportContext())); });
    connect(m_actions->exportAnimation(), &QAction::triggered, this,
            [this] { emit message(AnimationDialog::chooseAndExport(m_window, exportContext())); });
    connect(m_actions->exportPage(), &QAction::triggered, this, [this] {
        const std::variant<Lesson, QString> lesson = gather();
        if (const QString *why = std::get_if<QString>(&lesson)) {
            QMessageBox::warning(m_window, tr("Export lesson as web page"), *why);
            emit message(*why);
            return;
        }
        emit message(LessonPageExport::chooseAndExport(
            m_window, PageRequest::fromLesson(std::get<Lesson>(lesson)), m_path));
    });
    connect(m_panel, &BookmarksPanel::goRequested, this, &LessonController::goToBookmark);
    connect(m_panel, &BookmarksPanel::editNoteRequested, this, &LessonController::editNote);
    connect(m_panel, &BookmarksPanel::removeRequested, this, [this](int index) {
        BookmarkList list = m_bookmarks;
        list.remove(index);
        setBookmarks(list, true);
    });
    connect(m_opener, &LessonOpener::opened, this,
            [this](const Lesson &lesson, const QString &path) {
                apply(lesson);
                setPath(path);
                rememberRecent(path);
                emit message(tr("Lesson “%1” opened").arg(QFileInfo(path).fileName()));
                emit lessonOpened(path);
            });
    connect(m_opener, &LessonOpener::cancelled, this, [this](const QString &path) {
        emit message(tr("Opening “%1” was cancelled").arg(QFileInfo(path).fileName()));
    });
    connect(m_opener, &LessonOpener::failed, this,
            [this](const QString &path, const QString &text) {
                qWarning().noquote()
                    << text; // for a lesson named on the command line, in the terminal too
                if (!QFileInfo::exists(
                        path)) { // gone since it was listed: no longer a recent lesson
                    QStringList recent = AppSettings::recentLessons();
                    recent.removeAll(QFileInfo(path).absoluteFilePath());
                    AppSettings::setRecentLessons(recent);
                    m_actions->showRecent(recent);
                }
                emit openFailed(text);
                emit message(text);
                if (m_window->isVisible())
                    QMessageBox::warning(m_window, tr("Open lesson"), text);
            });
}

void LessonController::retranslate()
{
    m_dock->setWindowTitle(tr("Bookmarks"));
    m_actions->retranslate();
    setPath(m_path); // the title
}

QStringList LessonController::knownPanels() const
{
    QStringList names;
    for (const QDockWidget *dock : m_window->findChildren<QDockWidget *>())
        if (dock->features().testFlag(QDockWidget::DockWidgetClosable)
            && dock->objectName() != QLatin1String("practiceDock"))
            names << dock->objectName();
    return names;
}

LessonSearch LessonController::searchOf(const RunnerSnapshot &snapshot)
{
    LessonSearch search;
    search.options = snapshot.search.options;
    if (snapshot.fixedLevels > 0) {
        search.startQueens = Placement(search.options.n);
        for (int level = 0; level < snapshot.fixedLevels; ++level) {
            const int candidate = snapshot.search.candidate[std::size_t(level)];
            if (search.options.order == Order::Rows)
                search.startQueens.cols[std::size_t(level)] = std::int8_t(candidate);
            else
                search.startQueens.cols[std::size_t(candidate)] = std::int8_t(level);
        }
    }
    return search;
}

std::variant<Lesson, QString> LessonController::gather() const
{
    const RunnerSnapshot &snapshot = m_window->lastSnapshot();
    Lesson lesson;
    lesson.search = searchOf(snapshot);
    const int notch = m_window->controlsPanel()->speedNotch();
    lesson.stepsPerSecond = notch >= SpeedScale::kFullSpeedNotch
                                ? 0
                                : SpeedScale::stepsPerSecond(notch);
    lesson.step = snapshot.animates() ? snapshot.step() : 0;
    if (lesson.step > LessonFormat::kMaxStep)
        return tr("A lesson keeps steps up to %1; the board is at step %2")
            .arg(QLocale().toString(qulonglong(LessonFormat::kMaxStep)),
                 QLocale().toString(qulonglong(lesson.step)));
    for (int row = 0; row < lesson.search.options.n; ++row)
        for (int col = 0; col < lesson.search.options.n; ++col)
            if (snapshot.breakpoints[std::size_t(row)] & (1u << col))
                lesson.breakpoints.push_back({row, col});
    if (m_window->isPracticing())
        lesson.practiceQueens = m_window->practicePanel()->board().placement();
    const BoardView::Overlays overlays = m_window->boardView()->overlays();
    lesson.overlays = {overlays.attackedSquares, overlays.attackCounts, overlays.conflictLines,
                       overlays.candidate};
    for (const QString &name : knownPanels())
        if (m_window->findChild<QDockWidget *>(name)->toggleViewAction()->isChecked())
            lesson.panels << name;
    lesson.bookmarks = m_bookmarks.all();
    return lesson;
}

bool LessonController::saveTo(const QString &path, QString *error)
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error =
                tr("The lesson was not saved to “%1”: %2").arg(QDir::toNativeSeparators(path), why);
        return false;
    };
    const std::variant<Lesson, QString> lesson = gather();
    if (const QString *why = std::get_if<QString>(&lesson))
        return fail(*why);
    const QByteArray bytes = LessonFormat::write(std::get<Lesson>(lesson));
    // Never replaced: a device, a FIFO or a folder where the file should be.
    if (const QFileInfo target(path); target.exists() && !target.isFile())
        return fail(tr("it is not a regular file"));
    if (const QString why = writeFileAtomically(path, bytes); !why.isEmpty())
        return fail(why);
    m_modified = false;
    setPath(path);
    rememberRecent(path);
    return true;
}

void LessonController::save(bool askForName)
{
    QString path = m_path;
    if (askForName || path.isEmpty()) {
        path = chooseSavePath(m_window, tr("Save lesson"),
                              m_path.isEmpty() ? tr("lesson") + QLatin1String(kSuffix) : m_path,
                              tr("Lessons (*.nqueens)"), QStringLiteral("nqueens"));
        if (path.isEmpty())
            return;
    }
    QString error;
    if (saveTo(path, &error)) {
        emit message(tr("Lesson saved to “%1”").arg(QDir::toNativeSeparators(path)));
        return;
    }
    emit message(error);
    QMessageBox::warning(m_window, tr("Save lesson"), error);
}

void LessonController::open(const QString &path)
{
    if (maySaveBeforeClose())
        m_opener->open(path, knownPanels());
}

// Long on purpose: one line or two per part of the window a lesson sets, in the order the
// runner must receive them (the run first, then breakpoints, then the step).
void LessonController::apply(const Lesson &lesson)
{
    m_window->setPracticing(false);
    m_window->backToSearch();
    const SearchOptions &options = lesson.search.options;
    const int notch = lesson.stepsPerSecond == 0 ? SpeedScale::kFullSpeedNotch
                                                 : SpeedScale::notchFor(lesson.stepsPerSecond);
    m_window->startWith(options, notch, false);
    RunController *run = m_window->runController();
    if (lesson.search.hasStartQueens())
        run->restartFrom(options, lesson.search.startQueens);
    run->clearBreakpoints();
    for (const Lesson::Square &square : lesson.breakpoints)
        run->setBreakpoint(square.row, square.col, true);
    if (lesson.step > 0)
        run->jumpToStep(lesson.step);
    const Lesson::Overlays &o = lesson.overlays;
    m_window->actions()->setOverlays(
        {o.attackedSquares, o.attackCounts, o.conflictLines, o.candidate});
    for (const QString &name : knownPanels())
        m_window->findChild<QDockWidget *>(name)->setVisible(lesson.panels.contains(name));
    if (lesson.practiceQueens)
        m_window->setPracticing(true, &*lesson.practiceQueens);
    BookmarkList list;
    list.setAll(lesson.bookmarks);
    setBookmarks(list, false);
    if (!list.isEmpty() && m_dock->toggleViewAction()->isChecked())
        m_dock->raise(); // the class goes through them
}

ExportContext LessonController::exportContext() const
{
    const RunnerSnapshot &snapshot = m_window->lastSnapshot();
    const LessonSearch search = searchOf(snapshot);
    ExportContext context;
    context.options = search.options;
    context.startQueens = search.startQueens;
    context.currentStep = snapshot.animates() ? snapshot.step() : 0;
    context.solutionsFound = snapshot.animates() ? snapshot.search.counters.solutions : 0;
    for (const LessonBookmark &bookmark : m_bookmarks.all())
        if (bookmark.search == search)
            context.bookmarks.append({bookmark.step, bookmark.note});
    context.theme = m_window->boardView()->theme();
    return context;
}

bool LessonController::addBookmark(const QString &note)
{
    const RunnerSnapshot &snapshot = m_window->lastSnapshot();
    if (!snapshot.animates() || snapshot.step() > LessonFormat::kMaxStep)
        return false;
    BookmarkList list = m_bookmarks;
    list.mark({searchOf(snapshot), snapshot.step(), LessonFormat::clipNote(note)});
    setBookmarks(list, true);
    return true;
}

std::optional<QString> LessonController::askNote(const QString &title, const QString &label,
                                                 const QString &note)
{
    QInputDialog dialog(m_window);
    dialog.setObjectName(QStringLiteral("bookmarkNoteDialog"));
    dialog.setWindowTitle(title);
    dialog.setLabelText(label);
    dialog.setTextValue(note);
    if (auto *edit = dialog.findChild<QLineEdit *>())
        edit->setMaxLength(2 * LessonFormat::kMaxNoteLength); // UTF-16 units: emoji take two
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return LessonFormat::clipNote(dialog.textValue());
}

void LessonController::askAndBookmark()
{
    const RunnerSnapshot &snapshot = m_window->lastSnapshot();
    if (!snapshot.animates())
        return emit message(tr("Only the steps of an animated search can be bookmarked"));
    const std::optional<int> existing = m_bookmarks.find(searchOf(snapshot), snapshot.step());
    const std::optional<QString> note = askNote(
        tr("Bookmark this step"),
        tr("A note for step %1 (shown beside the narration when you come back to it):")
            .arg(QLocale().toString(qulonglong(snapshot.step()))),
        existing ? m_bookmarks.at(*existing).note : QString());
    if (!note)
        return;
    if (addBookmark(*note))
        emit message(tr("Step %1 bookmarked").arg(QLocale().toString(qulonglong(snapshot.step()))));
    else
        emit message(tr("A lesson keeps steps up to %1: this step cannot be bookmarked")
                         .arg(QLocale().toString(qulonglong(LessonFormat::kMaxStep))));
}

void LessonController::editNote(int index)
{
    if (index < 0 || index >= m_bookmarks.size())
        return;
    const std::optional<QString> note = askNote(
        tr("Edit note"),
        tr("Note for step %1:").arg(QLocale().toString(qulonglong(m_bookmarks.at(index).step))),
        m_bookmarks.at(index).note);
    if (!note)
        return;
    BookmarkList list = m_bookmarks;
    list.setNote(index, *note);
    setBookmarks(list, true);
}

void LessonController::goToBookmark(int index)
{
    if (index < 0 || index >= m_bookmarks.size())
        return;
    const LessonBookmark bookmark = m_bookmarks.at(index);
    m_window->setPracticing(false);
    m_window->backToSearch();
    RunController *run = m_window->runController();
    if (!(bookmark.search == m_shownSearch) || !m_animating) {
        // Another search: start it, then go to the step (the runner takes them in order).
        m_window->startWith(bookmark.search.options, m_window->controlsPanel()->speedNotch(),
                            false);
        if (bookmark.search.hasStartQueens())
            run->restartFrom(bookmark.search.options, bookmark.search.startQueens);
        m_shownSearch = bookmark.search;
        m_animating = true;
    }
    run->jumpToStep(bookmark.step);
    m_shownStep = bookmark.step; // a second key press goes on from here, before the snapshot
}

void LessonController::setBookmarks(const BookmarkList &list, bool modified)
{
    m_bookmarks = list;
    m_modified = modified;
    if (!m_path.isEmpty())
        m_window->setWindowModified(m_modified); // the title's mark; the rest is unchanged
    m_shownBookmark = std::nullopt;
    showCurrentBookmark();
    m_panel->showBookmarks(m_bookmarks, m_shownBookmark);
}

void LessonController::showSnapshot(const RunnerSnapshot &snapshot)
{
    m_animating = snapshot.animates();
    const LessonSearch search = searchOf(snapshot);
    if (!(search == m_shownSearch) || snapshot.step() != m_shownStep) {
        m_shownSearch = search;
        m_shownStep = snapshot.step();
    }
    const std::optional<int> before = m_shownBookmark;
    showCurrentBookmark();
    if (before != m_shownBookmark)
        m_panel->showBookmarks(m_bookmarks, m_shownBookmark);
    const bool animate = m_animating && !m_window->isPracticing();
    m_actions->addBookmark()->setEnabled(animate);
    m_actions->nextBookmark()->setEnabled(!m_bookmarks.isEmpty());
    m_actions->previousBookmark()->setEnabled(!m_bookmarks.isEmpty());
}

void LessonController::showCurrentBookmark()
{
    m_shownBookmark = m_animating ? m_bookmarks.find(m_shownSearch, m_shownStep) : std::nullopt;
    m_window->boardArea()->setBookmarkNote(m_shownBookmark ? m_bookmarks.at(*m_shownBookmark).note
                                                           : QString(),
                                           m_shownBookmark.has_value());
}

bool LessonController::maySaveBeforeClose()
{
    if (!m_modified || m_bookmarks.isEmpty())
        return true;
    const QMessageBox::StandardButton answer = QMessageBox::question(
        m_window, tr("Save the lesson?"),
        tr("The bookmarks of this lesson have changed since it was last saved. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Discard)
        return true;
    save(m_path.isEmpty());
    return !m_modified;
}

void LessonController::rememberRecent(const QString &path)
{
    QStringList recent = AppSettings::recentLessons();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    AppSettings::setRecentLessons(recent);
    m_actions->showRecent(AppSettings::recentLessons());
}

void LessonController::setPath(const QString &path)
{
    m_path = path;
    // The window system appends the application's display name to every title ("class.nqueens
    // — N-Queens Visualizer"): in the user's language, or a German title would end in English.
    const QString program = tr("N-Queens Visualizer");
    QGuiApplication::setApplicationDisplayName(program);
    m_window->setWindowTitle(path.isEmpty() ? program
                                            : QFileInfo(path).fileName() + QLatin1String("[*]"));
    if (!path.isEmpty())
        m_window->setWindowModified(m_modified);
}

bool LessonController::eventFilter(QObject *watched, QEvent *event)
{
    // A lesson file dropped on the window opens it.
    if (watched == m_window && event->type() == QEvent::DragEnter) {
        auto *drag = static_cast<QDragEnterEvent *>(event);
        if (!draggedFile(drag->mimeData()).isEmpty())
            drag->acceptProposedAction();
        return true;
    }
    if (watched == m_window && event->type() == QEvent::Drop) {
        auto *drop = static_cast<QDropEvent *>(event);
        const QString path = draggedFile(drop->mimeData());
        if (!path.isEmpty()) {
            drop->acceptProposedAction();
            open(path);
        }
        return true;
    }
    return QObject::eventFilter(watched, event);
}
