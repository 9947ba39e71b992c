#include "lessonactions.h"

#include "plaintext.h"
#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QWidget>

namespace {

using State = LessonActions::State;

bool canBookmark(const State &s)
{
    return s.canBookmark;
}
// Past the last bookmark (or before the first, or with none) a press says so, so these stay
// enabled with an animated search's step on the board: a clicker key that does nothing looks
// broken.
bool canGoToBookmark(const State &s)
{
    return s.canBookmark;
}

} // namespace

// Long on purpose: the table of the lesson commands, one row each: command, object name,
// keys; icon, menu, separator before it, toggles, when it is enabled; text and tip. Ctrl+D as
// in a browser's bookmarks; "." and "," are the keys a presentation clicker's extra buttons
// send.
// clang-format off
const LessonActions::Declaration LessonActions::kDeclarations[] = {
    {Command::Open, "openLesson", {QKeySequence::Open},
     QStyle::SP_CustomBase, Menu::FileTop, false, false, nullptr,
     QT_TRANSLATE_NOOP("LessonActions", "&Open lesson…"),
     QT_TRANSLATE_NOOP("LessonActions", "Open a lesson: its search, steps and bookmarks")},
    {Command::Save, "saveLesson", {QKeySequence::Save},
     QStyle::SP_CustomBase, Menu::FileTop, false, false, nullptr,
     QT_TRANSLATE_NOOP("LessonActions", "Sa&ve lesson"),
     QT_TRANSLATE_NOOP("LessonActions", "Save the lesson: the search, the step, breakpoints, "
                       "overlays, panels and bookmarks")},
    {Command::SaveAs, "saveLessonAs", {Qt::CTRL | Qt::SHIFT | Qt::Key_S},
     QStyle::SP_CustomBase, Menu::FileTop, false, false, nullptr,
     QT_TRANSLATE_NOOP("LessonActions", "Sav&e lesson as…"),
     QT_TRANSLATE_NOOP("LessonActions", "Save the lesson in a new file")},
    {Command::AddBookmark, "addBookmark", {Qt::CTRL | Qt::Key_D},
     QStyle::SP_CustomBase, Menu::Run, true, false, canBookmark,
     QT_TRANSLATE_NOOP("LessonActions", "Book&mark this step…"),
     QT_TRANSLATE_NOOP("LessonActions", "Mark the step on the board, with a note, to come back "
                       "to it in class")},
    {Command::NextBookmark, "nextBookmark", {Qt::CTRL | Qt::Key_PageDown, Qt::Key_Period},
     QStyle::SP_CustomBase, Menu::Run, false, false, canGoToBookmark,
     QT_TRANSLATE_NOOP("LessonActions", "Ne&xt bookmark"),
     QT_TRANSLATE_NOOP("LessonActions", "Go to the next bookmarked step")},
    {Command::PreviousBookmark, "previousBookmark", {Qt::CTRL | Qt::Key_PageUp, Qt::Key_Comma},
     QStyle::SP_CustomBase, Menu::Run, false, false, canGoToBookmark,
     QT_TRANSLATE_NOOP("LessonActions", "Pre&vious bookmark"),
     QT_TRANSLATE_NOOP("LessonActions", "Go to the previous bookmarked step")},
    {Command::ExportWorksheet, "exportWorksheet", {Qt::CTRL | Qt::SHIFT | Qt::Key_W},
     QStyle::SP_CustomBase, Menu::FileExports, false, false, nullptr,
     QT_TRANSLATE_NOOP("LessonActions", "Export &worksheet to PDF…"),
     QT_TRANSLATE_NOOP("LessonActions", "Save boards of chosen steps with their explanations "
                       "as a PDF worksheet")},
    {Command::ExportAnimation, "exportAnimation", {Qt::CTRL | Qt::SHIFT | Qt::Key_G},
     QStyle::SP_CustomBase, Menu::FileExports, false, false, nullptr,
     QT_TRANSLATE_NOOP("LessonActions", "Export ani&mation as GIF…"),
     QT_TRANSLATE_NOOP("LessonActions", "Save a range of steps, the path to a solution or "
                       "bookmarked steps as an animated GIF for slides")},
    {Command::ExportPage, "exportPage", {},
     QStyle::SP_CustomBase, Menu::FileExports, false, false, nullptr,
     QT_TRANSLATE_NOOP("LessonActions", "Export lesson as web pa&ge…"),
     QT_TRANSLATE_NOOP("LessonActions", "Save one web page that replays the lesson's search, "
                       "with its narration, pseudocode and bookmarks, in any browser without a "
                       "network")},
};
// clang-format on

LessonActions::LessonActions(QWidget *window)
    : QObject(window)
{
    setObjectName(QStringLiteral("lessonActions"));
    m_actions.make(kDeclarations, this, window,
                   [this](Command command, bool) { emit commanded(command); });
    m_recentMenu = new QMenu(window);
    m_recentMenu->setObjectName(QStringLiteral("recentLessons"));
    retranslate();
}

void LessonActions::addToMenus(QMenu *fileMenu, QAction *exportsBefore, QMenu *runMenu)
{
    QAction *first = fileMenu->actions().value(0);
    for (const Declaration &declared : kDeclarations) {
        if (declared.menu != Menu::FileTop)
            continue;
        fileMenu->insertAction(first, action(declared.command));
        if (declared.command == Command::Open)
            fileMenu->insertMenu(first, m_recentMenu);
    }
    fileMenu->insertSeparator(first);
    for (const Declaration &declared : kDeclarations) {
        if (declared.menu == Menu::FileExports)
            fileMenu->insertAction(exportsBefore, action(declared.command));
        if (declared.menu != Menu::Run)
            continue;
        if (declared.separatorBefore)
            runMenu->addSeparator();
        runMenu->addAction(action(declared.command));
    }
}

QList<QAction *> LessonActions::withShortcuts() const
{
    return m_actions.withShortcuts();
}

void LessonActions::update(const State &state)
{
    m_actions.enable(state);
}

void LessonActions::retranslate()
{
    m_actions.describe("LessonActions");
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
        QAction *entry = m_recentMenu->addAction(tr("&%1 %2").arg(i + 1).arg(
            PlainText::oneLine(QFileInfo(path).fileName()).replace(u'&', QStringLiteral("&&"))));
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
