#pragma once

#include "searchtree.h"

#include <cstdint>
#include <span>
#include <vector>

// Where each node of a SearchTree sits, in abstract units, so the view can place the tree
// with two multiplications per node: depth is the level plus one (the empty board, the
// start, is depth 0) and breadth counts leaf slots (leaves one slot apart in the order they
// were found, a parent centred over its first and last child). Computed once per tree for
// the whole search, so nodes never move while the search runs. A plain value; GUI thread.
class SearchTreeLayout
{
public:
    SearchTreeLayout() = default;
    explicit SearchTreeLayout(const nq::SearchTree &tree);

    // Node -1 is the start.
    double breadth(int node) const
    {
        return node < 0 ? m_startBreadth : m_breadth[std::size_t(node)];
    }
    int slotCount() const { return m_slots; }
    // The nodes of a level in breadth order, which is also place order.
    std::span<const std::int32_t> nodesOnLevel(int level) const;
    // Candidates of the level below a node attacked by the queens of its path (-1: the
    // start, nothing attacked): what the bitmask check rules out without trying.
    std::uint32_t attackedBelow(int node) const
    {
        return node < 0 ? 0u : m_attackedBelow[std::size_t(node)];
    }

private:
    std::vector<double> m_breadth;
    std::vector<std::uint32_t> m_attackedBelow;
    std::vector<std::vector<std::int32_t>> m_levels;
    double m_startBreadth = 0;
    int m_slots = 0;
};
