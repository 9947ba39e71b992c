#pragma once

#include "exportcontext.h"
#include "lesson.h"
#include "lessonactions.h"
#include "runnersnapshot.h"
#include "safefile.h"
#include "snapshotfeed.h"
#include "windowstate.h"

#include <QObject>
#include <QString>

#include <memory>

class LessonBookmarks;
class QAction;
class LessonOpener;
class LessonWindow;
class QMenu;

// The lesson file in the window: gathers the window's state into a Lesson and saves it, opens a
// lesson file (menu, recent list, drag and drop, command line) and puts the window in its
// state, carries out the lesson commands and exports. Owns the lesson actions, the lesson's
// bookmarks (LessonBookmarks), the file's name and whether it changed since it was saved; reads
// and restores the window only as a WindowState through LessonWindow (the mapping is
// WindowState's), and follows the window's close (asking to save), drops and language changes
// itself. GUI thread.
class LessonController : public QObject
{
    Q_OBJECT

public:
    // Lessons in `window`: their dock beside its solutions, their commands and dialogs.
    explicit LessonController(LessonWindow *window);

    LessonActions *actions() const { return m_actions; }
    // Puts the file commands at the top of `fileMenu` (exports before `exportsBefore`), and
    // the bookmark commands at the end of `runMenu`.
    void addToMenus(QMenu *fileMenu, QAction *exportsBefore, QMenu *runMenu);
    LessonBookmarks *bookmarks() const { return m_bookmarks; }
    QString filePath() const { return m_path; }
    bool isModified() const { return m_modified; }

    // The window as a lesson, holding the student's trace on the board or the one its
    // bookmarks are on, or why it cannot be one (a step beyond what a lesson keeps, a trace
    // too long to hold, bookmarks on another trace than the one shown).
    std::variant<nq::Lesson, QString> gather() const;
    // Saves the lesson to `path` as the user names it now (a link there is followed), which
    // becomes the lesson's file; false with the reason in `error`.
    bool saveTo(const QString &path, QString *error = nullptr);
    // Starts opening a lesson file; lessonOpened or openFailed follow. A file that holds a
    // student's trace instead (LessonFormat::holdsALesson) is handed on by traceChosen, when
    // the window listens (it opens traces).
    void open(const QString &path);
    // Puts the window in the lesson's state (the lesson has been checked).
    void apply(const nq::Lesson &lesson);
    // Follows the snapshots the window shows, with the live search's texts.
    void followSnapshots(nq::SnapshotFeed &feed);
    // The lesson commands that have keys, for the window's list of shortcuts.
    QList<QAction *> actionsWithShortcuts() const;
    // Asks whether to save changed bookmarks; false when the user cancels the close.
    bool maySaveBeforeClose();
    // What the worksheet and animation exports start from: the search on the board, its
    // step, and its bookmarks.
    ExportContext exportContext() const;
    // The search on the board, as a lesson names it.
    static nq::LessonSearch searchOf(const nq::RunnerSnapshot &snapshot)
    {
        return WindowState::searchOf(snapshot);
    }
    void retranslate();
    // The panels a lesson may open or close: the docks a user can close.
    QStringList knownPanels() const;

signals:
    void lessonOpened(const QString &path);
    // File ▸ Open lesson or a recent lesson chose a file that holds a trace.
    void traceChosen(const QString &path);
    void openFailed(const QString &message);
    void message(const QString &text);

private:
    // Writes the lesson to `path` by the link rule; false with the reason in `error`.
    bool write(const QString &path, nq::LinkRule links, QString *error);
    // write() to a path chosen anew, which becomes the lesson's; the title is not shown yet.
    bool writeAs(const QString &path, QString *error);
    void connectActions();
    // The lesson's file name for the window's title, "" when none is open.
    QString titleName() const;
    void carryOut(LessonActions::Command command);
    void askAndOpen();
    void exportPage();
    void save(bool askForName);
    // The lesson changed since it was saved (its bookmarks), or not: the title's mark.
    void setModified(bool modified);
    void rememberRecent(const QString &path);
    void setPath(const QString &path);
    // The lesson's path, without showing it in the title yet.
    void takePath(const QString &path);
    // The title: the lesson's file name and whether it changed since it was saved.
    void showTitle();

    LessonWindow *m_window;

    LessonActions *m_actions = nullptr;
    LessonOpener *m_opener = nullptr;
    LessonBookmarks *m_bookmarks = nullptr;
    QString m_path; // the lesson's file as the user named it
    QString m_savedPath; // where its name led then: Ctrl+S saves there
    bool m_modified = false;
    // The student's trace on the board, if one is shown (the animation's steps come from it).
    std::shared_ptr<const nq::TraceRun> m_shownTrace;
};
