#include "boardscene.h"

#include "attack.h"

#include <bit>

using namespace nq;

BoardScene BoardScene::fromEvent(const Placement &queens, const Event *lastEvent, Order order)
{
    BoardScene scene;
    scene.n = queens.n;
    scene.queens = queens;
    scene.order = order;
    if (!lastEvent)
        return scene;
    const Event &e = *lastEvent;
    scene.row = e.row;
    scene.col = e.col;
    switch (e.type) {
    case EventType::Try: scene.mark = Mark::Candidate; break;
    case EventType::Conflict:
        scene.mark = Mark::Conflict;
        scene.attackerRow = e.attackerRow;
        scene.attackerCol = e.attackerCol;
        scene.line = e.line;
        break;
    case EventType::Place: scene.mark = Mark::Placed; break;
    case EventType::Remove: scene.mark = Mark::Lifted; break;
    case EventType::Backtrack:
        scene.mark = Mark::Exhausted;
        scene.exhaustedLevel = e.level;
        break;
    // A student's program may report a solution on a board that is not full: not lit as one.
    case EventType::Solution: scene.mark = queens.isComplete() ? Mark::Solution : Mark::None; break;
    case EventType::Done: scene.mark = queens.isComplete() ? Mark::Solution : Mark::None; break;
    }
    return scene;
}

BoardScene BoardScene::forSolution(const Placement &solution)
{
    BoardScene scene;
    scene.n = solution.n;
    scene.queens = solution;
    scene.mark = Mark::Solution;
    scene.viewingSolution = true;
    return scene;
}

void BoardScene::showProgramsQueens(const SquareSet &squares)
{
    std::vector<std::pair<int, int>> all;
    for (int row = 0; row < n; ++row)
        for (std::uint32_t bits = squares[std::size_t(row)]; bits != 0; bits &= bits - 1) {
            const int col = std::countr_zero(bits);
            all.emplace_back(row, col);
            if (queens.cols[std::size_t(row)] != col)
                extraQueens.emplace_back(row, col);
        }
    for (std::size_t i = 0; i < all.size(); ++i)
        for (std::size_t j = i + 1; j < all.size(); ++j)
            if (attacks(all[i].first, all[i].second, all[j].first, all[j].second))
                attackingPairs.push_back(
                    {all[i].first, all[i].second, all[j].first, all[j].second});
}
