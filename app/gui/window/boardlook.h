#pragma once

#include "boardtheme.h"

#include <QString>

#include <functional>
#include <vector>

class BoardView;
class NarrationLabel;
class PlacementArrayView;

// The board theme the user chose and the one on screen: in presentation mode the board and the
// narration turn high-contrast for the projector and take the chosen theme back afterwards;
// the placement strip and every export (picture, print) keep the chosen one. Holds the choice,
// not the widgets, which the window owns. GUI thread.
class BoardLook
{
public:
    BoardLook(BoardView *board, NarrationLabel *narration, PlacementArrayView *array);

    // Applies the theme with this id (an unknown id means classic); returns the id applied.
    QString choose(const QString &id);
    void setPresenting(bool on);
    // Another panel that paints in the theme on screen (the pseudocode's highlights): told now
    // and at every change.
    void follow(std::function<void(const BoardTheme &)> follower);

    const BoardTheme &chosen() const { return m_chosen; }

private:
    void showOnBoard();

    BoardView *m_board;
    NarrationLabel *m_narration;
    PlacementArrayView *m_array;
    std::vector<std::function<void(const BoardTheme &)>> m_followers;
    BoardTheme m_chosen = BoardTheme::classic();
    bool m_presenting = false;
};
