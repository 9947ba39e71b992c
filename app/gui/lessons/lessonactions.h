#pragma once

#include "commandtable.h"

#include <QObject>
#include <QStringList>

#include <array>

class QAction;
class QMenu;
class QWidget;

// The commands of lessons: open, open recent, save, save as, bookmark a step, go to the next
// or previous bookmark, and the exports made from a lesson (worksheet, animation, web page).
// Each is declared once, in lessonactions.cpp's table (the same CommandDeclaration as the
// window's commands): the actions, their keys, menu entries, texts and enabling follow from it,
// and triggering one emits the intent commanded(). Owns the actions and the recent-lessons
// menu; LessonController carries the intents out. GUI thread.
class LessonActions : public QObject
{
    Q_OBJECT

public:
    enum class Command {
        Open,
        Save,
        SaveAs,
        AddBookmark,
        NextBookmark,
        PreviousBookmark,
        ExportWorksheet,
        ExportAnimation,
        ExportPage,
    };
    static constexpr std::size_t kCommands = std::size_t(Command::ExportPage) + 1;
    // What the commands' rules of enabling read.
    struct State
    {
        bool canBookmark = false; // an animated search's step is on the board
    };

    explicit LessonActions(QWidget *window);

    // Puts the file commands at the top of `fileMenu` (exports before `exportsBefore`), and
    // the bookmark commands at the end of `runMenu`.
    void addToMenus(QMenu *fileMenu, QAction *exportsBefore, QMenu *runMenu);
    void retranslate();
    void update(const State &state);
    // The recent lessons, newest first; choosing one emits recentChosen.
    void showRecent(const QStringList &paths);
    QList<QAction *> withShortcuts() const;

    QAction *action(Command command) const { return m_actions[command]; }
    QAction *open() const { return action(Command::Open); }
    QAction *save() const { return action(Command::Save); }
    QAction *saveAs() const { return action(Command::SaveAs); }
    QAction *addBookmark() const { return action(Command::AddBookmark); }
    QAction *nextBookmark() const { return action(Command::NextBookmark); }
    QAction *previousBookmark() const { return action(Command::PreviousBookmark); }
    QAction *exportWorksheet() const { return action(Command::ExportWorksheet); }
    QAction *exportAnimation() const { return action(Command::ExportAnimation); }
    QAction *exportPage() const { return action(Command::ExportPage); }
    QMenu *recentMenu() const { return m_recentMenu; }

signals:
    // The user asked for `command`, through its menu entry or its keys.
    void commanded(LessonActions::Command command);
    void recentChosen(const QString &path);
    void recentCleared();

private:
    // Where a declared command goes: the top of the File menu, the File menu's exports, or
    // the end of the Run menu.
    enum class Menu { FileTop, FileExports, Run };
    using Declaration = CommandDeclaration<Command, Menu, State>;
    static const Declaration kDeclarations[];

    CommandActions<Declaration, kCommands> m_actions;
    QMenu *m_recentMenu = nullptr;
    QStringList m_recent;
};
