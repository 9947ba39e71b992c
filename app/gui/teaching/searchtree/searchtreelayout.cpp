#include "searchtreelayout.h"

#include <algorithm>

SearchTreeLayout::SearchTreeLayout(const nq::SearchTree &tree)
{
    const auto &nodes = tree.nodes();
    const std::size_t count = nodes.size();
    const int n = tree.size();
    const std::uint32_t full = n >= 32 ? 0xFFFFFFFFu : (1u << n) - 1u;
    m_breadth.assign(count, 0.0);
    m_attackedBelow.assign(count, 0);
    m_levels.assign(std::size_t(n), {});

    // Nodes are stored in depth-first order, so leaves met in index order are the leaves
    // from left to right, and every child comes after its parent.
    struct Lines
    {
        std::uint32_t columns = 0, left = 0, right = 0;
    };
    std::vector<Lines> lines(count);
    for (std::size_t i = 0; i < count; ++i) {
        const nq::SearchTree::Node &node = nodes[i];
        m_levels[std::size_t(node.level)].push_back(std::int32_t(i));
        if (tree.children(int(i)).empty())
            m_breadth[i] = m_slots++;
        // The bitmask check's three masks, one level down.
        const Lines above = node.parent >= 0 ? lines[std::size_t(node.parent)] : Lines {};
        const std::uint32_t bit = 1u << node.candidate;
        lines[i] = {above.columns | bit, (above.left | bit) << 1, (above.right | bit) >> 1};
        m_attackedBelow[i] = full & (lines[i].columns | lines[i].left | lines[i].right);
    }
    for (std::size_t i = count; i-- > 0;) {
        const auto children = tree.children(int(i));
        if (!children.empty())
            m_breadth[i] = (m_breadth[std::size_t(children.front())]
                            + m_breadth[std::size_t(children.back())])
                           / 2;
    }
    const auto first = tree.children(-1);
    if (!first.empty())
        m_startBreadth = (m_breadth[std::size_t(first.front())]
                          + m_breadth[std::size_t(first.back())])
                         / 2;
    m_slots = std::max(m_slots, 1);
}

std::span<const std::int32_t> SearchTreeLayout::nodesOnLevel(int level) const
{
    if (level < 0 || level >= int(m_levels.size()))
        return {};
    return m_levels[std::size_t(level)];
}
