#include "lessonbookmarks.h"

#include "quiettabswitch.h"
#include "bookmarkspanel.h"
#include "lesson.h"
#include "lessonwindow.h"
#include "windowstate.h"

#include <QDockWidget>
#include <QInputDialog>
#include <QKeySequence>
#include <QLineEdit>
#include <QLocale>

using namespace nq;

LessonBookmarks::LessonBookmarks(LessonWindow *window, QObject *parent)
    : QObject(parent)
    , m_window(window)
{
    m_panel = new BookmarksPanel(window->dialogParent());
    m_panel->setObjectName(QStringLiteral("bookmarksPanel"));
    m_dock = new QDockWidget(window->dialogParent());
    m_dock->setObjectName(QStringLiteral("bookmarksDock"));
    m_dock->setWidget(m_panel);
    m_window->addLessonDock(m_dock);
    connect(m_panel, &BookmarksPanel::goRequested, this, &LessonBookmarks::goTo);
    connect(m_panel, &BookmarksPanel::editNoteRequested, this, &LessonBookmarks::editNote);
    connect(m_panel, &BookmarksPanel::removeRequested, this, &LessonBookmarks::remove);
}

void LessonBookmarks::retranslate()
{
    m_dock->setWindowTitle(tr("Bookmarks"));
    m_dock->setWhatsThis(
        tr("The lesson's bookmarked steps in order, each with its step, its note and its "
           "search. Double-click one to go there; Ctrl+D bookmarks the step on the board."));
}

void LessonBookmarks::reset(const BookmarkList &list, const std::shared_ptr<const TraceRun> &trace)
{
    m_trace = trace;
    setList(list);
    if (!list.isEmpty() && m_dock->toggleViewAction()->isChecked())
        QuietTabSwitch::raise(m_dock); // the class goes through them
}

std::shared_ptr<const TraceRun> LessonBookmarks::trace() const
{
    for (const LessonBookmark &bookmark : m_bookmarks.all())
        if (bookmark.search.isTrace())
            return m_trace;
    return nullptr;
}

QString LessonBookmarks::refusal() const
{
    const WindowState state = m_window->windowState();
    const QLocale locale;
    if (!state.animates)
        return tr("Only the steps of an animated search can be bookmarked");
    if (state.step > LessonFormat::kMaxStep)
        return tr("A lesson keeps steps up to %1: this step cannot be bookmarked")
            .arg(locale.toString(qulonglong(LessonFormat::kMaxStep)));
    if (!state.trace)
        return {};
    const QString name = QString::fromStdString(state.trace->name);
    if (!state.trace->textKept)
        return tr("“%1” is too long for a lesson to hold (%2 bytes; a lesson holds a trace of up "
                  "to %3): its steps cannot be bookmarked")
            .arg(name, locale.toString(qulonglong(state.trace->textBytes)),
                 locale.toString(qulonglong(LessonFormat::kMaxTraceBytes)));
    if (const auto held = trace(); held && held->fingerprint != state.trace->fingerprint)
        return tr("The lesson's bookmarks are on the trace “%1”, and a lesson holds one trace: "
                  "remove them to bookmark the steps of “%2”")
            .arg(QString::fromStdString(held->name), name);
    return {};
}

bool LessonBookmarks::add(const QString &note)
{
    if (!refusal().isEmpty())
        return false;
    const WindowState state = m_window->windowState();
    if (state.trace)
        m_trace = state.trace; // what the lesson holds for these bookmarks
    BookmarkList list = m_bookmarks;
    list.mark({state.search, state.step, LessonFormat::clipNote(note)});
    setList(list);
    emit edited();
    return true;
}

void LessonBookmarks::askAndAdd()
{
    if (const QString why = refusal(); !why.isEmpty())
        return emit message(why);
    const WindowState state = m_window->windowState();
    const std::optional<int> existing = m_bookmarks.find(state.search, state.step);
    const std::optional<QString> note = askNote(
        tr("Bookmark this step"),
        tr("A note for step %1 (shown beside the narration when you come back to it):")
            .arg(QLocale().toString(qulonglong(state.step))),
        existing ? m_bookmarks.at(*existing).note : QString());
    if (!note)
        return;
    if (add(*note))
        emit message(tr("Step %1 bookmarked").arg(QLocale().toString(qulonglong(state.step))));
    else
        emit message(refusal());
}

std::optional<QString> LessonBookmarks::askNote(const QString &title, const QString &label,
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

void LessonBookmarks::editNote(int index)
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
    setList(list);
    emit edited();
}

void LessonBookmarks::remove(int index)
{
    BookmarkList list = m_bookmarks;
    list.remove(index);
    setList(list);
    emit edited();
}

void LessonBookmarks::goTo(int index)
{
    if (index < 0 || index >= m_bookmarks.size())
        return;
    const LessonBookmark bookmark = m_bookmarks.at(index);
    const bool newRun = !(bookmark.search == m_shownSearch) || !m_animating;
    if (bookmark.search.isTrace() && m_trace)
        m_window->goToTraceStep(m_trace, bookmark.step, newRun);
    else if (!bookmark.search.isTrace())
        m_window->goToStep(bookmark.search, bookmark.step, newRun);
    else
        return;
    if (newRun) {
        m_shownSearch = bookmark.search;
        m_animating = true;
        showBookmarkSteps();
    }
    m_shownStep = bookmark.step; // a second key press goes on from here, before the snapshot
}

// Past the last bookmark (or before the first) a press says so: a teacher's clicker key that
// does nothing looks like a broken clicker.
void LessonBookmarks::goToNext()
{
    if (m_bookmarks.isEmpty())
        return emit message(noBookmarks());
    if (const std::optional<int> next = m_bookmarks.next(m_shownSearch, m_shownStep))
        return goTo(*next);
    emit message(tr("No bookmark after step %1").arg(QLocale().toString(m_shownStep)));
}

void LessonBookmarks::goToPrevious()
{
    if (m_bookmarks.isEmpty())
        return emit message(noBookmarks());
    if (const std::optional<int> previous = m_bookmarks.previous(m_shownSearch, m_shownStep))
        return goTo(*previous);
    emit message(tr("No bookmark before step %1").arg(QLocale().toString(m_shownStep)));
}

QString LessonBookmarks::noBookmarks() const
{
    return tr("No bookmarks yet: %1 bookmarks the step on the board")
        .arg(QKeySequence(Qt::CTRL | Qt::Key_D).toString(QKeySequence::NativeText));
}

QList<QPair<quint64, QString>> LessonBookmarks::of(const LessonSearch &search) const
{
    QList<QPair<quint64, QString>> steps;
    for (const LessonBookmark &bookmark : m_bookmarks.all())
        if (bookmark.search == search)
            steps.append({bookmark.step, bookmark.note});
    return steps;
}

void LessonBookmarks::setList(const BookmarkList &list)
{
    m_bookmarks = list;
    m_shownBookmark = std::nullopt;
    showCurrentBookmark();
    showBookmarkSteps();
    m_panel->showBookmarks(m_bookmarks, m_shownBookmark);
}

void LessonBookmarks::follow(SnapshotFeed &feed)
{
    feed.subscribe(SnapshotMoment::SearchTexts,
                   [this](const RunnerSnapshot &snapshot, const SnapshotChanges &) {
                       showSnapshot(snapshot);
                   });
}

void LessonBookmarks::showSnapshot(const RunnerSnapshot &snapshot)
{
    m_animating = snapshot.animates();
    const LessonSearch search = WindowState::searchOf(snapshot);
    const bool newSearch = !(search == m_shownSearch);
    m_shownSearch = search;
    m_shownStep = snapshot.step();
    if (newSearch)
        showBookmarkSteps();
    const std::optional<int> before = m_shownBookmark;
    showCurrentBookmark();
    if (before != m_shownBookmark)
        m_panel->showBookmarks(m_bookmarks, m_shownBookmark);
}

void LessonBookmarks::showBookmarkSteps()
{
    QList<quint64> steps;
    QStringList notes;
    for (const QPair<quint64, QString> &bookmark : of(m_shownSearch)) {
        steps << bookmark.first;
        notes << bookmark.second;
    }
    m_window->showBookmarkSteps(steps, notes);
}

void LessonBookmarks::showCurrentBookmark()
{
    m_shownBookmark = m_animating ? m_bookmarks.find(m_shownSearch, m_shownStep) : std::nullopt;
    m_window->showBookmarkNote(m_shownBookmark ? m_bookmarks.at(*m_shownBookmark).note : QString(),
                               m_shownBookmark.has_value());
}
