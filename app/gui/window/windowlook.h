#pragma once

#include "appearance.h"
#include "appsettings.h"
#include "boardlook.h"

#include <QString>

#include <functional>
#include <memory>

class BoardArea;
class PresentationMode;
class SolutionsPanel;
class TeachingDocks;
class WindowActions;

namespace nq {
class SnapshotFeed;
}

// The window's look: the board theme (BoardLook: the chosen one and the one on screen, which
// the teaching panels, the solutions' pictures and the timeline paint with), the appearance
// (light, dark or the system's), and the size of the teaching texts (View ▸ Zoom); each choice
// shown checked in the menus and handed to the rooms that show it. Owned by the window; GUI
// thread.
class WindowLook
{
public:
    // The rooms it reaches; `changed` brings the commands' enabling up to date (Zoom in and out
    // at their ends).
    struct Rooms
    {
        WindowActions *actions;
        BoardArea *area;
        TeachingDocks *teaching;
        SolutionsPanel *solutions;
        PresentationMode *presentation;
        nq::SnapshotFeed *feed;
        const Appearance *appearance; // the window's, made before any palette was set
        std::function<void()> changed;
    };
    explicit WindowLook(Rooms rooms);

    void chooseTheme(const QString &id);
    void chooseAppearance(const QString &id);
    // The teaching texts `zoom` times their size (the nearest step of TextZoom).
    void setTextZoom(qreal zoom);

    // The look as the settings keep it: applied, and kept.
    void apply(const AppSettings::Values &values);
    void keep(AppSettings::Values &values) const;

    BoardLook &board() { return *m_board; }
    const BoardTheme &chosenTheme() const { return m_board->chosen(); }
    const QString &appearance() const { return m_appearanceId; }
    qreal textZoom() const { return m_textZoom; }

private:
    Rooms m_rooms;
    std::unique_ptr<BoardLook> m_board;
    QString m_appearanceId = QStringLiteral("system");
    qreal m_textZoom = 1;
};
