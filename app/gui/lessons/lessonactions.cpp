#include "lessonactions.h"

#include "actiontext.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QWidget>

LessonActions::LessonActions(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("lessonActions"));
    m_open = make("openLesson", {QKeySequence::Open});
    m_save = make("saveLesson", {QKeySequence::Save});
    m_saveAs = make("saveLessonAs", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)});
    // Ctrl+D as in a browser's bookmarks; "." and "," are the keys a presentation clicker's
    // extra buttons send.
    m_addBookmark = make("addBookmark", {QKeySequence(Qt::CTRL | Qt::Key_D)});
    m_nextBookmark = make(
        "nextBookmark", {QKeySequence(Qt::CTRL | Qt::Key_PageDown), QKeySequence(Qt::Key_Period)});
    m_previousBookmark = make(
        "previousBookmark", {QKeySequence(Qt::CTRL | Qt::Key_PageUp), QKeySequence(Qt::Key_Comma)});
    m_exportWorksheet = make("exportWorksheet", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W)});
    m_exportAnimation = make("exportAnimation", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G)});
    m_exportPage = make("exportPage", {});
    m_recentMenu = new QMenu(window);
    m_recentMenu->setObjectName(QStringLiteral("recentLessons"));
    retranslate();
}

QAction *LessonActions::make(const char *name, const QList<QKeySequence> &keys)
{
    auto *action = new QAction(this);
    action->setObjectName(QString::fromLatin1(name));
    action->setShortcuts(keys);
    action->setShortcutContext(Qt::WindowShortcut);
    m_window->addAction(action);
    return action;
}

void LessonActions::addToMenus(QMenu *fileMenu, QAction *exportsBefore, QMenu *runMenu)
{
    QAction *first = fileMenu->actions().value(0);
    fileMenu->insertActions(first, {m_open});
    fileMenu->insertMenu(first, m_recentMenu);
    fileMenu->insertActions(first, {m_save, m_saveAs});
    fileMenu->insertSeparator(first);
    fileMenu->insertActions(exportsBefore, {m_exportWorksheet, m_exportAnimation, m_exportPage});
    runMenu->addSeparator();
    runMenu->addActions({m_addBookmark, m_nextBookmark, m_previousBookmark});
}

QList<QAction *> LessonActions::withShortcuts() const
{
    return {m_open,
            m_save,
            m_saveAs,
            m_addBookmark,
            m_nextBookmark,
            m_previousBookmark,
            m_exportWorksheet,
            m_exportAnimation};
}

void LessonActions::retranslate()
{
    const auto describe = &describeAction;
    describe(m_open, tr("&Open lesson…"), tr("Open a lesson: its search, steps and bookmarks"));
    describe(m_save, tr("Sa&ve lesson"),
             tr("Save the lesson: the search, the step, breakpoints, overlays, panels and "
                "bookmarks"));
    describe(m_saveAs, tr("Sav&e lesson as…"), tr("Save the lesson in a new file"));
    describe(m_addBookmark, tr("Book&mark this step…"),
             tr("Mark the step on the board, with a note, to come back to it in class"));
    describe(m_nextBookmark, tr("Ne&xt bookmark"), tr("Go to the next bookmarked step"));
    describe(m_previousBookmark, tr("Pre&vious bookmark"),
             tr("Go to the previous bookmarked step"));
    describe(m_exportWorksheet, tr("Export &worksheet to PDF…"),
             tr("Save boards of chosen steps with their explanations as a PDF worksheet"));
    describe(m_exportAnimation, tr("Export ani&mation as GIF…"),
             tr("Save a range of steps, the path to a solution or bookmarked steps as an animated "
                "GIF for slides"));
    describe(m_exportPage, tr("Export lesson as web pa&ge…"),
             tr("Save one web page that replays the lesson's search, with its narration, "
                "pseudocode and bookmarks, in any browser without a network"));
    m_recentMenu->setTitle(tr("Open &recent lesson"));
    showRecent(m_recent);
}

void LessonActions::showRecent(const QStringList &paths)
{
    m_recent = paths;
    m_recentMenu->clear();
    for (int i = 0; i < paths.size(); ++i) {
        const QString path = paths[i];
        // &1 … &9: each entry has a key of its own.
        QAction *entry = m_recentMenu->addAction(
            tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName().replace('&', "&&")));
        entry->setObjectName(QStringLiteral("recentLesson%1").arg(i));
        entry->setStatusTip(QDir::toNativeSeparators(path));
        connect(entry, &QAction::triggered, this, [this, path] { emit recentChosen(path); });
    }
    if (!paths.isEmpty()) {
        m_recentMenu->addSeparator();
        QAction *clear = m_recentMenu->addAction(tr("&Clear the list"));
        clear->setObjectName(QStringLiteral("clearRecentLessons"));
        connect(clear, &QAction::triggered, this, &LessonActions::recentCleared);
    }
    m_recentMenu->setEnabled(!paths.isEmpty());
}
