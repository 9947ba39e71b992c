#pragma once

// The parts of the program's window that the widget tests look at, found as a user's tools
// would find them (by their type, or an action by its command id), so that MainWindow need
// not hand out its insides for tests.

#include "boardarea.h"
#include "boardview.h"
#include "counterspanel.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "narrationlabel.h"
#include "placementarrayview.h"
#include "practicepanel.h"
#include "runcontroller.h"
#include "solutionlistmodel.h"
#include "solutionlistview.h"
#include "solutionspanel.h"
#include "teachingdocks.h"

#include <QAction>

namespace nq::testing::parts {

// The window's one part of type Part (a test fails when there is none or more than one).
template<class Part>
Part *only(const MainWindow &window)
{
    const QList<Part *> found = window.findChildren<Part *>();
    if (found.size() != 1)
        qFatal("the window has %lld parts of type %s, not one", qlonglong(found.size()),
               Part::staticMetaObject.className());
    return found.first();
}

inline BoardArea *boardArea(const MainWindow &window)
{
    return only<BoardArea>(window);
}
inline BoardView *boardView(const MainWindow &window)
{
    return only<BoardView>(window);
}
inline PlacementArrayView *arrayView(const MainWindow &window)
{
    return only<PlacementArrayView>(window);
}
inline CountersPanel *countersPanel(const MainWindow &window)
{
    return only<CountersPanel>(window);
}
inline SolutionsPanel *solutionsPanel(const MainWindow &window)
{
    return only<SolutionsPanel>(window);
}
inline SolutionListModel *solutionModel(const MainWindow &window)
{
    return solutionsPanel(window)->model();
}
inline SolutionListView *solutionList(const MainWindow &window)
{
    return solutionsPanel(window)->list();
}
inline NarrationLabel *narrationLabel(const MainWindow &window)
{
    return only<NarrationLabel>(window);
}
inline QString narration(const MainWindow &window)
{
    return narrationLabel(window)->text();
}
inline PracticePanel *practicePanel(const MainWindow &window)
{
    return only<PracticePanel>(window);
}
inline TeachingDocks *teachingDocks(const MainWindow &window)
{
    return only<TeachingDocks>(window);
}
inline RunController *runController(const MainWindow &window)
{
    return only<RunController>(window);
}
inline LanguageManager *languageManager(const MainWindow &window)
{
    return only<LanguageManager>(window);
}
// The command with this id (its objectName), or none.
inline QAction *action(const MainWindow &window, const QString &id)
{
    return window.findChild<QAction *>(id);
}
// The snapshot the window shows.
inline const nq::RunnerSnapshot &shown(MainWindow &window)
{
    return window.feed().shown();
}

} // namespace nq::testing::parts

// Tests name these as parts::boardView(window()).
namespace parts = nq::testing::parts;
