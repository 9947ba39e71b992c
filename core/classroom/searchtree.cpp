#include "searchtree.h"

#include <algorithm>
#include <bit>

namespace nq {

namespace {

// The level and candidate an event names, whatever the order.
int levelOf(const Event &e, Order order)
{
    return order == Order::Rows ? e.row : e.col;
}

int candidateOf(const Event &e, Order order)
{
    return order == Order::Rows ? e.col : e.row;
}

std::uint32_t fullMask(int n)
{
    return n >= 32 ? 0xFFFFFFFFu : (1u << n) - 1u;
}

std::uint32_t bitsBelow(int candidate)
{
    return candidate <= 0 ? 0u : (candidate >= 32 ? 0xFFFFFFFFu : (1u << candidate) - 1u);
}

} // namespace

std::shared_ptr<const SearchTree> SearchTree::build(const SearchOptions &options,
                                                    const Placement &prefix)
{
    if (options.n < kMinN || options.n > kMaxN)
        return nullptr;
    // make_shared cannot reach the private constructor.
    std::shared_ptr<SearchTree> tree(new SearchTree);
    tree->m_options = options;

    Stepper stepper(options, prefix);
    tree->m_fixedLevels = stepper.state().fixedLevels;
    OnBoard onBoard {};
    onBoard.fill(-1);
    tree->addFixedNodes(stepper.state(), onBoard);
    while (!stepper.isFinished()) {
        const Event e = stepper.next();
        tree->record(e, stepper.counters().steps, onBoard);
    }
    tree->m_lastStep = stepper.counters().steps;
    tree->indexChildren();
    return tree;
}

void SearchTree::addFixedNodes(const StepperState &state, OnBoard &onBoard)
{
    for (int level = 0; level < m_fixedLevels; ++level) {
        Node node;
        node.parent = level > 0 ? onBoard[std::size_t(level - 1)] : -1;
        node.level = std::int8_t(level);
        node.candidate = state.candidate[std::size_t(level)];
        node.fixed = true;
        onBoard[std::size_t(level)] = std::int32_t(m_nodes.size());
        m_nodes.push_back(node);
    }
}

void SearchTree::record(const Event &e, std::uint64_t step, OnBoard &onBoard)
{
    const Order order = m_options.order;
    const int level = levelOf(e, order);
    const auto parentOf = [&onBoard](int of) { return of > 0 ? onBoard[std::size_t(of - 1)] : -1; };
    switch (e.type) {
    case EventType::Place: {
        Node node;
        node.parent = parentOf(level);
        node.level = std::int8_t(level);
        node.candidate = std::int8_t(candidateOf(e, order));
        node.placeStep = step;
        onBoard[std::size_t(level)] = std::int32_t(m_nodes.size());
        m_nodes.push_back(node);
        break;
    }
    case EventType::Conflict: {
        Mark mark;
        mark.parent = parentOf(level);
        mark.level = std::int8_t(level);
        mark.candidate = std::int8_t(candidateOf(e, order));
        mark.attackerLevel = std::int8_t(order == Order::Rows ? e.attackerRow : e.attackerCol);
        mark.line = e.line;
        mark.step = step;
        m_marks.push_back(mark);
        break;
    }
    case EventType::Solution: {
        const std::int32_t leaf = onBoard[std::size_t(m_options.n - 1)];
        Node &node = m_nodes[std::size_t(leaf)];
        node.solution = e.solution;
        node.solutionStep = step;
        // Solutions arrive in step order, so the first one to reach an ancestor is its earliest.
        for (std::int32_t up = leaf;
             up >= 0 && m_nodes[std::size_t(up)].firstSolutionStep == kNever;
             up = m_nodes[std::size_t(up)].parent)
            m_nodes[std::size_t(up)].firstSolutionStep = step;
        m_solutionCount = e.solution;
        break;
    }
    case EventType::Remove:
        m_nodes[std::size_t(onBoard[std::size_t(level)])].removeStep = step;
        onBoard[std::size_t(level)] = -1;
        break;
    case EventType::Try:
    case EventType::Backtrack:
    case EventType::Done: break;
    }
}

void SearchTree::indexChildren()
{
    // Children as one list grouped by parent (counting sort keeps each group in place order).
    const std::size_t count = m_nodes.size();
    m_childStart.assign(count + 2, 0);
    for (const Node &node : m_nodes)
        ++m_childStart[std::size_t(node.parent + 2)];
    for (std::size_t i = 1; i < m_childStart.size(); ++i)
        m_childStart[i] += m_childStart[i - 1];
    m_childList.resize(count);
    std::vector<std::int32_t> next(m_childStart.begin(), m_childStart.end() - 1);
    for (std::size_t i = 0; i < count; ++i)
        m_childList[std::size_t(next[std::size_t(m_nodes[i].parent + 1)]++)] = std::int32_t(i);
}

std::span<const std::int32_t> SearchTree::children(int node) const
{
    const std::size_t slot = std::size_t(node + 1);
    if (node < -1 || slot + 1 >= m_childStart.size())
        return {};
    return std::span<const std::int32_t>(m_childList)
        .subspan(std::size_t(m_childStart[slot]),
                 std::size_t(m_childStart[slot + 1] - m_childStart[slot]));
}

std::size_t SearchTree::nodeCountAt(std::uint64_t step) const
{
    const auto end = std::upper_bound(
        m_nodes.begin(), m_nodes.end(), step,
        [](std::uint64_t s, const Node &node) { return s < node.placeStep; });
    return std::size_t(end - m_nodes.begin());
}

std::size_t SearchTree::markCountAt(std::uint64_t step) const
{
    const auto end = std::upper_bound(
        m_marks.begin(), m_marks.end(), step,
        [](std::uint64_t s, const Mark &mark) { return s < mark.step; });
    return std::size_t(end - m_marks.begin());
}

int SearchTree::currentNode(const StepperState &state) const
{
    if (!(state.options == m_options) || state.fixedLevels != m_fixedLevels)
        return -1;
    const int depth = std::min<int>(state.level, m_options.n);
    if (depth <= 0)
        return -1;
    const int level = depth - 1;
    // The user's queens all carry step 0, so take the last node placed at that step: the
    // deepest of them, or the one node placed at any later step.
    const std::size_t upTo = nodeCountAt(state.placedAtStep[std::size_t(level)]);
    if (upTo == 0)
        return -1;
    const int index = int(upTo - 1);
    const Node &n = m_nodes[std::size_t(index)];
    if (n.level != level || n.candidate != state.candidate[std::size_t(level)]
        || n.placeStep != state.placedAtStep[std::size_t(level)])
        return -1;
    return index;
}

std::vector<SearchTree::PathLevel> SearchTree::pathWindow(const StepperState &state)
{
    using Phase = StepperState::Phase;
    const int n = state.options.n;
    const std::uint32_t full = fullMask(n);
    const int depth = std::clamp<int>(state.level, 0, n);
    std::vector<PathLevel> levels;
    levels.reserve(std::size_t(depth + 1));
    const auto attackedAt = [&](int level) {
        const std::size_t l = std::size_t(level);
        return full
               & (state.columnMask[l] | state.leftDiagonalMask[l] | state.rightDiagonalMask[l]);
    };
    for (int level = 0; level < depth; ++level) {
        PathLevel row;
        row.level = level;
        row.candidate = state.candidate[std::size_t(level)];
        row.fixed = level < state.fixedLevels;
        row.placedAtStep = state.placedAtStep[std::size_t(level)];
        row.attacked = attackedAt(level);
        if (row.fixed) {
            // The user's queen is the only candidate its level ever had.
            row.untried = 0;
        } else {
            row.explored = full & bitsBelow(row.candidate);
            row.untried = full & ~bitsBelow(row.candidate + 1);
        }
        levels.push_back(row);
    }
    if (depth < n) {
        PathLevel row;
        row.level = depth;
        row.attacked = attackedAt(depth);
        const std::uint32_t remaining = state.remaining[std::size_t(depth)];
        int next = -1; // the first candidate not yet considered, or the one being tried
        if ((state.phase == Phase::Conflict || state.phase == Phase::Place)
            && state.pendingCandidate >= 0) {
            row.trying = state.pendingCandidate;
            next = row.trying;
        } else if (remaining != 0) {
            next = std::countr_zero(remaining);
        }
        if (next < 0) {
            row.explored = full;
        } else {
            row.explored = full & bitsBelow(next);
            row.untried = full & ~bitsBelow(next) & ~(row.trying >= 0 ? 1u << row.trying : 0u);
        }
        levels.push_back(row);
    }
    return levels;
}

} // namespace nq
