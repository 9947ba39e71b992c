#include "windowlessons.h"

#include "lessonbookmarks.h"
#include "lessoncontroller.h"
#include "mainwindow.h"

#include <QDockWidget>

LessonController *attachLessons(MainWindow &window)
{
    auto *lessons = new LessonController(window.forLessons());
    WindowActions *actions = window.actions();
    actions->addPanelToggle(lessons->bookmarks()->dock()->toggleViewAction());
    lessons->addToMenus(actions->fileMenu(), actions->action(WindowActions::Command::ExportBoard),
                        actions->runMenu());
    actions->addShortcutActions(lessons->actionsWithShortcuts());
    QObject::connect(lessons, &LessonController::message, &window,
                     [&window](const QString &text) { window.showMessage(text); });
    lessons->followSnapshots(window.feed());
    return lessons;
}
