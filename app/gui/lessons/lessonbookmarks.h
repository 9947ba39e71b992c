#pragma once

#include "bookmarklist.h"
#include "exportcontext.h"
#include "runnersnapshot.h"
#include "snapshotfeed.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class BookmarksPanel;
class LessonWindow;
class QDockWidget;

// The lesson's bookmarks in the window: owns the list, the Bookmarks panel and its dock, and
// shows the note of the step on the board beside the narration and the bookmarked steps on the
// timeline. Adds, edits, removes and goes to bookmarks (the lesson commands' part that concerns
// them); follows the snapshots shown to know the search and step on the board. Says when the
// user changed the list, so that the lesson knows it is modified. GUI thread.
class LessonBookmarks : public QObject
{
    Q_OBJECT

public:
    // The bookmarks of `window`'s lesson, their dock placed in it; a child of `parent`.
    LessonBookmarks(LessonWindow *window, QObject *parent);

    const nq::BookmarkList &list() const { return m_bookmarks; }
    BookmarksPanel *panel() const { return m_panel; }
    QDockWidget *dock() const { return m_dock; }
    // Replaces the whole list (a lesson opened), with the trace its trace bookmarks are on:
    // not an edit of the lesson.
    void reset(const nq::BookmarkList &list,
               const std::shared_ptr<const nq::TraceRun> &trace = nullptr);
    // The student's trace the bookmarks mark steps of, if any does (a lesson holds one).
    std::shared_ptr<const nq::TraceRun> trace() const;
    // Why the step on the board cannot be bookmarked, or "" when it can.
    QString refusal() const;
    // Bookmarks the step on the board with this note; false when it cannot be bookmarked.
    bool add(const QString &note);
    // Asks for a note and bookmarks the step on the board, saying what came of it.
    void askAndAdd();
    void goTo(int index);
    // The bookmark after (before) the step on the board; a press with none says so.
    void goToNext();
    void goToPrevious();
    // The steps and notes of the bookmarks in `search`, by step, for the exports.
    QList<QPair<quint64, QString>> of(const nq::LessonSearch &search) const;
    void follow(nq::SnapshotFeed &feed);
    void retranslate();

signals:
    // The user added, edited or removed a bookmark.
    void edited();
    void message(const QString &text);

private:
    // The note dialog (at most LessonFormat::kMaxNoteLength characters); none if cancelled.
    std::optional<QString> askNote(const QString &title, const QString &label, const QString &note);
    void editNote(int index);
    void remove(int index);
    void setList(const nq::BookmarkList &list);
    void showSnapshot(const nq::RunnerSnapshot &snapshot);
    // What a press of next or previous says when there is no bookmark at all.
    QString noBookmarks() const;
    void showCurrentBookmark();
    // Tells the window the steps of the bookmarks of the search shown, for its timeline.
    void showBookmarkSteps();

    LessonWindow *m_window;
    BookmarksPanel *m_panel = nullptr;
    QDockWidget *m_dock = nullptr;
    nq::BookmarkList m_bookmarks;
    // The trace the bookmarks on a trace are on (LessonSearch::trace is its fingerprint).
    std::shared_ptr<const nq::TraceRun> m_trace;
    nq::LessonSearch m_shownSearch; // the search and step on the board now
    std::uint64_t m_shownStep = 0;
    std::optional<int> m_shownBookmark = std::nullopt;
    bool m_animating = true;
};
