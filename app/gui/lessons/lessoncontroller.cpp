#include "lessoncontroller.h"

#include "animationdialog.h"
#include "bookmarkspanel.h"
#include "filefolder.h"
#include "filetexts.h"
#include "lessonactions.h"
#include "lessonopener.h"
#include "lessonpageexport.h"
#include "lessonwindow.h"
#include "plaintext.h"
#include "savedevice.h"
#include "savepathdialog.h"
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

LessonController::LessonController(LessonWindow *window)
    : QObject(window->dialogParent())
    , m_window(window)
{
    QWidget *parent = m_window->dialogParent();
    m_actions = new LessonActions(parent);
    m_opener = new LessonOpener(parent, this);
    m_panel = new BookmarksPanel(parent);
    m_panel->setObjectName(QStringLiteral("bookmarksPanel"));
    m_dock = new QDockWidget(parent);
    m_dock->setObjectName(QStringLiteral("bookmarksDock"));
    m_dock->setWidget(m_panel);
    m_window->addLessonDock(m_dock);
    m_window->watchWindowEvents(this);
    m_actions->showRecent(m_window->recentLessons());
    connectActions();
    retranslate();
}

void LessonController::connectActions()
{
    connect(m_actions, &LessonActions::commanded, this, &LessonController::carryOut);
    connect(m_actions, &LessonActions::recentChosen, this, &LessonController::open);
    connect(m_actions, &LessonActions::recentCleared, this, [this] {
        m_window->setRecentLessons({});
        m_actions->showRecent({});
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
                    QStringList recent = m_window->recentLessons();
                    recent.removeAll(QFileInfo(path).absoluteFilePath());
                    m_window->setRecentLessons(recent);
                    m_actions->showRecent(recent);
                }
                emit openFailed(text);
                emit message(text);
                if (m_window->dialogParent()->isVisible())
                    PlainText::warn(m_window->dialogParent(), tr("Open lesson"), text);
            });
}

void LessonController::addToMenus(QMenu *fileMenu, QAction *exportsBefore, QMenu *runMenu)
{
    m_actions->addToMenus(fileMenu, exportsBefore, runMenu);
}

// What lessons do for each command of LessonActions' table.
void LessonController::carryOut(LessonActions::Command command)
{
    using C = LessonActions::Command;
    switch (command) {
    case C::Open: return askAndOpen();
    case C::Save: return save(m_path.isEmpty());
    case C::SaveAs: return save(true);
    case C::AddBookmark: return askAndBookmark();
    // Past the last bookmark (or before the first) a press says so: a teacher's clicker key
    // that does nothing looks like a broken clicker.
    case C::NextBookmark:
        if (const std::optional<int> next = m_bookmarks.next(m_shownSearch, m_shownStep))
            return goToBookmark(*next);
        return emit message(tr("No bookmark after step %1").arg(QLocale().toString(m_shownStep)));
    case C::PreviousBookmark:
        if (const std::optional<int> previous = m_bookmarks.previous(m_shownSearch, m_shownStep))
            return goToBookmark(*previous);
        return emit message(tr("No bookmark before step %1").arg(QLocale().toString(m_shownStep)));
    case C::ExportWorksheet:
        return emit message(
            WorksheetDialog::chooseAndExport(m_window->dialogParent(), exportContext()));
    case C::ExportAnimation:
        return emit message(
            AnimationDialog::chooseAndExport(m_window->dialogParent(), exportContext()));
    case C::ExportPage: return exportPage();
    }
}

void LessonController::askAndOpen()
{
    const QString folder = FileFolder::current();
    const QString path = QFileDialog::getOpenFileName(m_window->dialogParent(), tr("Open lesson"),
                                                      folder,
                                                      tr("Lessons (*.nqueens);;All files (*)"));
    if (!path.isEmpty())
        open(path);
}

void LessonController::exportPage()
{
    const std::variant<Lesson, QString> lesson = gather();
    if (const QString *why = std::get_if<QString>(&lesson)) {
        PlainText::warn(m_window->dialogParent(), tr("Export lesson as web page"), *why);
        emit message(*why);
        return;
    }
    emit message(LessonPageExport::chooseAndExport(
        m_window->dialogParent(), PageRequest::fromLesson(std::get<Lesson>(lesson)), m_path));
}

void LessonController::retranslate()
{
    m_dock->setWindowTitle(tr("Bookmarks"));
    m_dock->setWhatsThis(
        tr("The lesson's bookmarked steps in order, each with its step, its note and its "
           "search. Double-click one to go there; Ctrl+D bookmarks the step on the board."));
    m_actions->retranslate();
    setPath(m_path); // the title
}

QStringList LessonController::knownPanels() const
{
    return m_window->windowState().knownPanels;
}

std::variant<Lesson, QString> LessonController::gather() const
{
    Lesson lesson = m_window->windowState().toLesson();
    if (lesson.step > LessonFormat::kMaxStep)
        return tr("A lesson keeps steps up to %1; the board is at step %2")
            .arg(QLocale().toString(qulonglong(LessonFormat::kMaxStep)),
                 QLocale().toString(qulonglong(lesson.step)));
    lesson.bookmarks = m_bookmarks.all();
    return lesson;
}

bool LessonController::saveTo(const QString &path, QString *error)
{
    if (!write(path, nq::LinkRule::Follow, error))
        return false;
    setPath(path);
    rememberRecent(path);
    return true;
}

bool LessonController::write(const QString &path, nq::LinkRule links, QString *error)
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
    if (const nq::FileProblem problem = nq::saveWholeFile(path, bytes, links); !problem.ok())
        return fail(FileTexts::reason(problem));
    m_modified = false;
    return true;
}

void LessonController::save(bool askForName)
{
    QString path = m_path;
    QString error;
    bool saved = false;
    if (askForName || path.isEmpty()) {
        path = chooseSavePath(m_window->dialogParent(), tr("Save lesson"),
                              m_path.isEmpty() ? tr("lesson") + QLatin1String(kSuffix) : m_path,
                              tr("Lessons (*.nqueens)"), QStringLiteral("nqueens"));
        if (path.isEmpty())
            return;
        saved = saveTo(path, &error);
    } else {
        // Where the lesson's name led when it was opened or saved as; a link that has appeared
        // there since is refused (LinkRule).
        saved = write(m_savedPath, nq::LinkRule::Refuse, &error);
    }
    if (saved) {
        emit message(tr("Lesson saved to “%1”").arg(QDir::toNativeSeparators(path)));
        return;
    }
    emit message(error);
    PlainText::warn(m_window->dialogParent(), tr("Save lesson"), error);
}

void LessonController::open(const QString &path)
{
    if (maySaveBeforeClose())
        m_opener->open(path, knownPanels());
}

void LessonController::apply(const Lesson &lesson)
{
    m_window->applyWindowState(WindowState::fromLesson(lesson));
    BookmarkList list;
    list.setAll(lesson.bookmarks);
    setBookmarks(list, false);
    if (!list.isEmpty() && m_dock->toggleViewAction()->isChecked())
        m_dock->raise(); // the class goes through them
}

ExportContext LessonController::exportContext() const
{
    const WindowState state = m_window->windowState();
    ExportContext context;
    context.options = state.search.options;
    context.startQueens = state.search.startQueens;
    context.currentStep = state.step;
    context.solutionsFound = state.solutionsFound;
    for (const LessonBookmark &bookmark : m_bookmarks.all())
        if (bookmark.search == state.search)
            context.bookmarks.append({bookmark.step, bookmark.note});
    context.theme = m_window->boardTheme();
    return context;
}

bool LessonController::addBookmark(const QString &note)
{
    const WindowState state = m_window->windowState();
    if (!state.animates || state.step > LessonFormat::kMaxStep)
        return false;
    BookmarkList list = m_bookmarks;
    list.mark({state.search, state.step, LessonFormat::clipNote(note)});
    setBookmarks(list, true);
    return true;
}

std::optional<QString> LessonController::askNote(const QString &title, const QString &label,
                                                 const QString &note)
{
    QInputDialog dialog(m_window->dialogParent());
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
    const WindowState state = m_window->windowState();
    if (!state.animates)
        return emit message(tr("Only the steps of an animated search can be bookmarked"));
    const std::optional<int> existing = m_bookmarks.find(state.search, state.step);
    const std::optional<QString> note = askNote(
        tr("Bookmark this step"),
        tr("A note for step %1 (shown beside the narration when you come back to it):")
            .arg(QLocale().toString(qulonglong(state.step))),
        existing ? m_bookmarks.at(*existing).note : QString());
    if (!note)
        return;
    if (addBookmark(*note))
        emit message(tr("Step %1 bookmarked").arg(QLocale().toString(qulonglong(state.step))));
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
    const bool newRun = !(bookmark.search == m_shownSearch) || !m_animating;
    m_window->goToStep(bookmark.search, bookmark.step, newRun);
    if (newRun) {
        m_shownSearch = bookmark.search;
        m_animating = true;
        showBookmarkSteps();
    }
    m_shownStep = bookmark.step; // a second key press goes on from here, before the snapshot
}

void LessonController::setBookmarks(const BookmarkList &list, bool modified)
{
    m_bookmarks = list;
    m_modified = modified;
    if (!m_path.isEmpty())
        m_window->showLessonTitle(titleName(), m_modified); // the title's mark
    m_shownBookmark = std::nullopt;
    showCurrentBookmark();
    showBookmarkSteps();
    m_panel->showBookmarks(m_bookmarks, m_shownBookmark);
}

void LessonController::showSnapshot(const RunnerSnapshot &snapshot)
{
    m_animating = snapshot.animates();
    const LessonSearch search = WindowState::searchOf(snapshot);
    if (!(search == m_shownSearch) || snapshot.step() != m_shownStep) {
        const bool newSearch = !(search == m_shownSearch);
        m_shownSearch = search;
        m_shownStep = snapshot.step();
        if (newSearch)
            showBookmarkSteps();
    }
    const std::optional<int> before = m_shownBookmark;
    showCurrentBookmark();
    if (before != m_shownBookmark)
        m_panel->showBookmarks(m_bookmarks, m_shownBookmark);
    const bool animate = m_animating && !m_window->isPracticing();
    m_actions->update({animate, !m_bookmarks.isEmpty()});
}

void LessonController::followSnapshots(SnapshotFeed &feed)
{
    feed.subscribe(SnapshotMoment::SearchTexts,
                   [this](const RunnerSnapshot &snapshot, const SnapshotChanges &) {
                       showSnapshot(snapshot);
                   });
}

QList<QAction *> LessonController::actionsWithShortcuts() const
{
    return m_actions->withShortcuts();
}

void LessonController::showBookmarkSteps()
{
    QList<quint64> steps;
    for (const LessonBookmark &bookmark : m_bookmarks.all())
        if (bookmark.search == m_shownSearch)
            steps << bookmark.step;
    m_window->showBookmarkSteps(steps);
}

void LessonController::showCurrentBookmark()
{
    m_shownBookmark = m_animating ? m_bookmarks.find(m_shownSearch, m_shownStep) : std::nullopt;
    m_window->showBookmarkNote(m_shownBookmark ? m_bookmarks.at(*m_shownBookmark).note : QString(),
                               m_shownBookmark.has_value());
}

bool LessonController::maySaveBeforeClose()
{
    if (!m_modified || m_bookmarks.isEmpty())
        return true;
    const QMessageBox::StandardButton answer = QMessageBox::question(
        m_window->dialogParent(), tr("Save the lesson?"),
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
    QStringList recent = m_window->recentLessons();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    m_window->setRecentLessons(recent);
    m_actions->showRecent(m_window->recentLessons());
}

void LessonController::setPath(const QString &path)
{
    m_path = path;
    m_savedPath = path.isEmpty() ? QString()
                                 : QString::fromStdString(nq::savedPathOf(path.toStdString()));
    FileFolder::setLesson(path); // the exports' dialogs open beside the lesson
    m_window->showLessonTitle(titleName(), m_modified);
}

QString LessonController::titleName() const
{
    return m_path.isEmpty() ? QString() : QFileInfo(m_path).fileName();
}

bool LessonController::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != parent()) // the window, whose events LessonWindow let us watch
        return QObject::eventFilter(watched, event);
    // Changed bookmarks are offered for saving before the window closes; a cancel keeps it open.
    if (event->type() == QEvent::Close && !maySaveBeforeClose()) {
        event->ignore();
        return true;
    }
    if (event->type() == QEvent::LanguageChange)
        retranslate(); // the window title too
    // A lesson file dropped on the window opens it.
    if (event->type() == QEvent::DragEnter) {
        auto *drag = static_cast<QDragEnterEvent *>(event);
        if (!draggedFile(drag->mimeData()).isEmpty())
            drag->acceptProposedAction();
        return true;
    }
    if (event->type() == QEvent::Drop) {
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
