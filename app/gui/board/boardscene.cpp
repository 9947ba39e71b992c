#include "boardscene.h"

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
    case EventType::Solution: scene.mark = Mark::Solution; break;
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
