#pragma once

#include <QObject>
#include <QStringList>

class QAction;
class QMenu;
class QWidget;

// The commands of lessons: open, open recent, save, save as, bookmark a step, go to the next
// or previous bookmark, and the exports made from a lesson (worksheet, animation, web page). Owns these
// actions with their shortcuts and texts and the recent-lessons menu; the window connects
// them to what they do. GUI thread.
class LessonActions : public QObject
{
    Q_OBJECT

public:
    explicit LessonActions(QWidget *window);

    // Puts the file commands at the top of `fileMenu` (exports before `exportsBefore`), and
    // the bookmark commands at the end of `runMenu`.
    void addToMenus(QMenu *fileMenu, QAction *exportsBefore, QMenu *runMenu);
    void retranslate();
    // The recent lessons, newest first; choosing one emits recentChosen.
    void showRecent(const QStringList &paths);
    QList<QAction *> withShortcuts() const;

    QAction *open() const { return m_open; }
    QAction *save() const { return m_save; }
    QAction *saveAs() const { return m_saveAs; }
    QAction *addBookmark() const { return m_addBookmark; }
    QAction *nextBookmark() const { return m_nextBookmark; }
    QAction *previousBookmark() const { return m_previousBookmark; }
    QAction *exportWorksheet() const { return m_exportWorksheet; }
    QAction *exportAnimation() const { return m_exportAnimation; }
    QAction *exportPage() const { return m_exportPage; }
    QMenu *recentMenu() const { return m_recentMenu; }

signals:
    void recentChosen(const QString &path);
    void recentCleared();

private:
    QAction *make(const char *name, const QList<QKeySequence> &keys);

    QWidget *m_window;
    QAction *m_open = nullptr;
    QAction *m_save = nullptr;
    QAction *m_saveAs = nullptr;
    QAction *m_addBookmark = nullptr;
    QAction *m_nextBookmark = nullptr;
    QAction *m_previousBookmark = nullptr;
    QAction *m_exportWorksheet = nullptr;
    QAction *m_exportAnimation = nullptr;
    QAction *m_exportPage = nullptr;
    QMenu *m_recentMenu = nullptr;
    QStringList m_recent;
};
