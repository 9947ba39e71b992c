#pragma once

#include "appsettings.h"

#include <QByteArray>
#include <QList>
#include <QObject>

class BoardArea;
class ControlsPanel;
class CountersPanel;
class PracticeMode;
class QAction;
class QDockWidget;
class QMainWindow;
class SimpleView;
class SolutionsPanel;
class TeachingDocks;
class WindowActions;

// The docks around the board: the controls with the counters, the solutions panel, the
// teaching docks and the practice dock, placed and sized for a first start, and the Simple
// view that shows only some of them. Owns the docks (through the window) and their titles.
// GUI thread.
class SideDocks : public QObject
{
    Q_OBJECT

public:
    // Sizes the window to fit its screen, then gives the side docks their first sizes.
    SideDocks(QMainWindow *window, const WindowActions *actions, BoardArea *area);
    // The size the window opens at on a screen whose free area is `available`: all of it that
    // a title bar leaves.
    static QSize initialWindowSize(const QSize &available);
    // The version of the dock layout a user's settings keep: a layout saved under another
    // version is not restored, and the window opens with the layout of this one (1: the
    // teaching panels in two tab groups instead of one with half its tabs out of sight).
    static constexpr int kLayoutVersion = 1;
    // Screens narrower than this (a 1024-pixel projector) open with narrower side columns, so
    // that the board takes at least half the window's height (it was 210 pixels of 728).
    static constexpr int kNarrowScreenWidth = 1200;
    // The side columns' widths there: the solutions' three tabs show whole in every language
    // (German's need 270 pixels), the pseudocode wraps.
    static constexpr int kNarrowRightColumn = 275;
    static constexpr int kNarrowLeftColumn = 310;
    // Sizes the window and its docks as for a first start on a screen whose free area is
    // `available` (the constructor does it for the window's screen).
    void openOn(const QSize &available);
    // The window's size and layout as the settings keep them; a presentation's left over
    // (every side panel hidden) gives way to `defaultLayout`. Then the Simple or Full view.
    void restoreLayout(const AppSettings::Values &values, const QByteArray &defaultLayout);
    // Puts the layout to remember in `values`: the Full view's (`shown` when it is on screen),
    // and which view is shown.
    void keepLayout(AppSettings::Values &values, const QByteArray &shown) const;

    ControlsPanel *controls() const { return m_controls; }
    CountersPanel *counters() const { return m_counters; }
    SolutionsPanel *solutions() const { return m_solutions; }
    TeachingDocks *teaching() const { return m_teaching; }
    PracticeMode *practice() const { return m_practice; }
    SimpleView *simpleView() const { return m_simpleView; }
    QDockWidget *controlsDock() const { return m_controlsDock; }
    QDockWidget *solutionsDock() const { return m_solutionsDock; }
    // For the Panels menu.
    QList<QAction *> toggleViewActions() const;
    void retranslate();

private:
    void fitControls();
    QDockWidget *addDock(const char *name, QWidget *contents, bool closable);

    QMainWindow *m_window;
    ControlsPanel *m_controls = nullptr;
    CountersPanel *m_counters = nullptr;
    SolutionsPanel *m_solutions = nullptr;
    TeachingDocks *m_teaching = nullptr;
    PracticeMode *m_practice = nullptr;
    SimpleView *m_simpleView = nullptr;
    QDockWidget *m_controlsDock = nullptr;
    QDockWidget *m_solutionsDock = nullptr;
};
