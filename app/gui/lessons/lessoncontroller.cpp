#include "lessoncontroller.h"

#include "animationdialog.h"
#include "lessonbookmarks.h"
#include "filefolder.h"
#include "filetexts.h"
#include "lessonactions.h"
#include "lessonopener.h"
#include "lessonpageexport.h"
#include "lessonwindow.h"
#include "plaintext.h"
#include "savedevice.h"
#include "savepathdialog.h"
#include "windowframe.h"
#include "worksheetdialog.h"

#include <QDebug>
#include <QDockWidget>
#include <QMetaMethod>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QMessageBox>

using namespace nq;

namespace {

constexpr auto kSuffix = ".nqueens";

} // namespace

LessonController::LessonController(LessonWindow *window)
    : QObject(window->dialogParent())
    , m_window(window)
{
    QWidget *parent = m_window->dialogParent();
    m_actions = new LessonActions(parent);
    m_opener = new LessonOpener(parent, this);
    m_bookmarks = new LessonBookmarks(m_window, this);
    // Changed bookmarks are offered for saving before the window closes; a cancel keeps it
    // open. A file dropped on the window that no other room takes is opened as a lesson (and
    // refused with the reason when it is none). The window title is given again in a new
    // language.
    WindowFrame &frame = m_window->frame();
    frame.addCloseGuard([this] { return maySaveBeforeClose(); });
    frame.setOtherDrop([this](const QString &path) { open(path); });
    connect(&frame, &WindowFrame::languageChanged, this, &LessonController::retranslate);
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
    connect(m_bookmarks, &LessonBookmarks::edited, this, [this] { setModified(true); });
    connect(m_bookmarks, &LessonBookmarks::message, this, &LessonController::message);
    connect(m_opener, &LessonOpener::opened, this,
            [this](const Lesson &lesson, const QString &path) {
                apply(lesson);
                takePath(path);
                rememberRecent(path);
                // The result before the new title (see showTitle).
                emit message(tr("Lesson “%1” opened").arg(QFileInfo(path).fileName()));
                showTitle();
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
    case C::AddBookmark: return m_bookmarks->askAndAdd();
    case C::NextBookmark: return m_bookmarks->goToNext();
    case C::PreviousBookmark: return m_bookmarks->goToPrevious();
    case C::ExportWorksheet: // a trace's steps too (ExportContext::trace)
        return emit message(
            WorksheetDialog::chooseAndExport(m_window->dialogParent(), exportContext()));
    case C::ExportAnimation: // a trace's steps too (ExportContext::trace)
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
    // A student's trace on the board: its page replays the trace with its bookmarks, whether or
    // not it is short enough for a lesson to hold (the page holds its steps, not its text).
    const WindowState state = m_window->windowState();
    std::variant<Lesson, QString> lesson = state.showsTrace() ? state.toLesson() : gather();
    if (state.showsTrace())
        std::get<Lesson>(lesson).bookmarks = m_bookmarks->list().all();
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
    m_bookmarks->retranslate();
    m_actions->retranslate();
    setPath(m_path); // the title
}

QStringList LessonController::knownPanels() const
{
    return m_window->windowState().knownPanels;
}

std::variant<Lesson, QString> LessonController::gather() const
{
    const WindowState state = m_window->windowState();
    Lesson lesson = state.toLesson(); // the trace on the board, if one is
    if (lesson.step > LessonFormat::kMaxStep)
        return tr("A lesson keeps steps up to %1; the board is at step %2")
            .arg(QLocale().toString(qulonglong(LessonFormat::kMaxStep)),
                 QLocale().toString(qulonglong(lesson.step)));
    lesson.bookmarks = m_bookmarks->list().all();
    // A lesson holds one trace: the one on the board, or else the one its bookmarks are on.
    const std::shared_ptr<const TraceRun> bookmarked = m_bookmarks->trace();
    if (state.trace && bookmarked && bookmarked->fingerprint != state.trace->fingerprint)
        return tr("The lesson's bookmarks are on the trace “%1”, but the board shows “%2”, and a "
                  "lesson holds one trace: show “%1” again or remove its bookmarks")
            .arg(QString::fromStdString(bookmarked->name),
                 QString::fromStdString(state.trace->name));
    if (!lesson.trace)
        lesson.trace.run = bookmarked;
    if (lesson.trace && !lesson.trace.run->textKept)
        return tr("“%1” is too long for a lesson to hold (%2 bytes; a lesson holds a trace of up "
                  "to %3)")
            .arg(QString::fromStdString(lesson.trace.run->name),
                 QLocale().toString(qulonglong(lesson.trace.run->textBytes)),
                 QLocale().toString(qulonglong(LessonFormat::kMaxTraceBytes)));
    return lesson;
}

bool LessonController::saveTo(const QString &path, QString *error)
{
    if (!writeAs(path, error))
        return false;
    showTitle();
    return true;
}

bool LessonController::writeAs(const QString &path, QString *error)
{
    if (!write(path, nq::LinkRule::Follow, error))
        return false;
    takePath(path);
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
    if (bytes.size() > LessonFormat::kMaxFileBytes) // a lesson this program could not open
        return fail(tr("it would have %1 bytes, more than a lesson can have (%2)")
                        .arg(QLocale().toString(qlonglong(bytes.size())),
                             QLocale().toString(qlonglong(LessonFormat::kMaxFileBytes))));
    if (const nq::FileProblem problem = nq::saveWholeFile(path, bytes, links); !problem.ok())
        return fail(FileTexts::reason(problem));
    m_modified = false; // the title's mark goes with the result (see showTitle)
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
        saved = writeAs(path, &error);
    } else {
        // Where the lesson's name led when it was opened or saved as; a link that has appeared
        // there since is refused (LinkRule).
        saved = write(m_savedPath, nq::LinkRule::Refuse, &error);
    }
    if (saved) {
        emit message(tr("Lesson saved to “%1”").arg(QDir::toNativeSeparators(path)));
        showTitle();
        return;
    }
    emit message(error);
    PlainText::warn(m_window->dialogParent(), tr("Save lesson"), error);
}

void LessonController::open(const QString &path)
{
    if (!LessonFormat::holdsALesson(path)
        && isSignalConnected(QMetaMethod::fromSignal(&LessonController::traceChosen))) {
        emit traceChosen(path);
        return;
    }
    // Read and checked while the window asks whether to save the bookmarks it has, the lesson
    // opens as the question is answered, and "Lesson … opened" goes with the window's name as
    // it comes back (ScreenReaderSpeech::sayFromFocus). Read after the answer, on a loaded
    // machine, it came after Orca had read the window and the board ("Board." first).
    const bool wasModified = m_modified;
    m_opener->hold(path, knownPanels());
    if (!maySaveBeforeClose()) {
        m_opener->drop();
        return;
    }
    if (wasModified && !m_modified) // saved, perhaps to this very file: read as it is now
        m_opener->open(path, knownPanels());
    else
        m_opener->release();
}

void LessonController::apply(const Lesson &lesson)
{
    m_window->applyWindowState(WindowState::fromLesson(lesson));
    BookmarkList list;
    list.setAll(lesson.bookmarks);
    m_bookmarks->reset(list, lesson.trace.run);
    m_modified = false; // shown with the lesson's title
}

ExportContext LessonController::exportContext() const
{
    const WindowState state = m_window->windowState();
    ExportContext context;
    context.options = state.search.options;
    context.startQueens = state.search.startQueens;
    context.currentStep = state.step;
    context.solutionsFound = state.solutionsFound;
    context.bookmarks = m_bookmarks->of(state.search);
    context.theme = m_window->boardTheme();
    context.trace = m_shownTrace;
    return context;
}

void LessonController::followSnapshots(SnapshotFeed &feed)
{
    m_bookmarks->follow(feed);
    feed.subscribe(SnapshotMoment::SearchTexts,
                   [this](const RunnerSnapshot &snapshot, const SnapshotChanges &) {
                       // A trace's steps too: the lesson holds the trace.
                       const bool animate = snapshot.animates() && !m_window->isPracticing();
                       m_actions->update({animate});
                       m_shownTrace = snapshot.trace;
                   });
}

QList<QAction *> LessonController::actionsWithShortcuts() const
{
    return m_actions->withShortcuts();
}

bool LessonController::maySaveBeforeClose()
{
    if (!m_modified || m_bookmarks->list().isEmpty())
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
    takePath(path);
    showTitle();
}

void LessonController::takePath(const QString &path)
{
    m_path = path;
    m_savedPath = path.isEmpty() ? QString()
                                 : QString::fromStdString(nq::savedPathOf(path.toStdString()));
    FileFolder::setLesson(path); // the exports' dialogs open beside the lesson
}

void LessonController::showTitle()
{
    // Where a result goes with it (a lesson opened or saved), the result is given first: Qt
    // 6.8's bridge sends the window's new name with its event, and Orca 48 says a new name of
    // the active window at once; given after it, the result came behind the lesson's file
    // name ("notes.nqueens frame", then "Lesson “notes.nqueens” opened", 2.7 s after the
    // answer). Given first, it waits in the window's name (ScreenReaderSpeech::sayFromFocus),
    // which the title's event then carries, or has been said from the focus before it.
    m_window->showLessonTitle(titleName(), m_modified);
}

void LessonController::setModified(bool modified)
{
    m_modified = modified;
    showTitle(); // the title's mark
}

QString LessonController::titleName() const
{
    return m_path.isEmpty() ? QString() : QFileInfo(m_path).fileName();
}
