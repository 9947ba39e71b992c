#include "boardlook.h"

#include "boardview.h"
#include "narrationlabel.h"
#include "placementarrayview.h"

BoardLook::BoardLook(BoardView *board, NarrationLabel *narration, PlacementArrayView *array)
    : m_board(board)
    , m_narration(narration)
    , m_array(array)
{
}

QString BoardLook::choose(const QString &id)
{
    m_chosen = BoardTheme::byId(id);
    if (!m_presenting)
        showOnBoard();
    m_array->setTheme(m_chosen);
    return m_chosen.id;
}

void BoardLook::setPresenting(bool on)
{
    m_presenting = on;
    showOnBoard();
}

void BoardLook::follow(std::function<void(const BoardTheme &)> follower)
{
    follower(m_presenting ? BoardTheme::highContrast() : m_chosen);
    m_followers.push_back(std::move(follower));
}

void BoardLook::showOnBoard()
{
    const BoardTheme theme = m_presenting ? BoardTheme::highContrast() : m_chosen;
    m_board->setTheme(theme);
    m_narration->setTheme(theme);
    for (const auto &follower : m_followers)
        follower(theme);
}
