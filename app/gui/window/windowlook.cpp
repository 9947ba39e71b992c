#include "windowlook.h"

#include "boardarea.h"
#include "presentationmode.h"
#include "snapshotfeed.h"
#include "solutionspanel.h"
#include "steptimeline.h"
#include "teachingdocks.h"
#include "textzoom.h"
#include "windowactions.h"

WindowLook::WindowLook(Rooms rooms)
    : m_rooms(std::move(rooms))
    , m_board(std::make_unique<BoardLook>(m_rooms.area->board(), m_rooms.area->narration(),
                                          m_rooms.area->array()))
{
    m_board->follow([this](const BoardTheme &theme) { m_rooms.teaching->setTheme(theme); });
    m_board->follow([this](const BoardTheme &theme) { m_rooms.solutions->setTheme(theme); });
    m_board->follow([this](const BoardTheme &theme) { m_rooms.area->timeline()->setTheme(theme); });
}

void WindowLook::chooseTheme(const QString &id)
{
    m_rooms.actions->showTheme(m_board->choose(id));
}

void WindowLook::chooseAppearance(const QString &id)
{
    m_appearanceId = m_rooms.appearance->apply(id);
    m_rooms.actions->showAppearance(m_appearanceId);
    m_rooms.feed->reshowForTheme(); // the narration's colours
}

void WindowLook::setTextZoom(qreal zoom)
{
    m_textZoom = TextZoom::nearest(zoom);
    m_rooms.area->setTextZoom(m_textZoom);
    m_rooms.teaching->setTextZoom(m_textZoom);
    m_rooms.presentation->fitPseudocode();
    m_rooms.changed();
}

void WindowLook::apply(const AppSettings::Values &values)
{
    chooseTheme(values.theme);
    chooseAppearance(values.appearance);
    setTextZoom(values.textZoom);
}

void WindowLook::keep(AppSettings::Values &values) const
{
    values.theme = chosenTheme().id;
    values.appearance = m_appearanceId;
    values.textZoom = m_textZoom;
}
