#pragma once

#include "searchtypes.h"
#include "stepper.h"

#include <array>
#include <cstdint>
#include <limits>
#include <memory>
#include <span>
#include <vector>

namespace nq {

// The whole search tree of one run, recorded by running a Stepper to the end: a node per
// place event, a mark per conflict event, each with the step it happened at. Since nodes
// and marks are stored in step order, "the tree explored up to step s" is a prefix of each
// list, which is what lets a view follow a running search with a binary search per frame.
// Immutable once built, so one instance is shared (std::shared_ptr<const SearchTree>)
// between the runner's worker thread, which builds it, and the GUI thread, which draws it.
class SearchTree
{
public:
    // Larger boards have too many nodes to draw whole (N=9: 8,393; N=12: 856,189).
    static constexpr int kMaxN = 8;
    static constexpr std::uint64_t kNever = std::numeric_limits<std::uint64_t>::max();

    // One placement: a queen put on `candidate` of `level` (a row in row order, a column in
    // column order), below the queen of node `parent`.
    struct Node
    {
        std::int32_t parent = -1; // -1 for the queens of the first level
        std::int8_t level = 0;
        std::int8_t candidate = 0;
        bool fixed = false; // placed by the user before the search (step 0)
        std::uint64_t placeStep = 0; // step of the place event
        std::uint64_t removeStep =
            kNever; // step of the remove event; kNever: still on the board at the end
        std::uint64_t solution = 0; // k when this queen completed the k-th solution
        std::uint64_t solutionStep = kNever; // step of that solution event
        std::uint64_t firstSolutionStep = kNever; // earliest solution event in this node's subtree

        bool isSolution() const { return solution != 0; }
        bool isOnBoardAt(std::uint64_t step) const
        {
            return placeStep <= step && step < removeStep;
        }
    };

    // A rejected candidate (scan and arrays checks only: the bitmask never tries one).
    struct Mark
    {
        std::int32_t parent = -1; // node whose level is just above; -1 for level 0
        std::int8_t level = 0;
        std::int8_t candidate = 0;
        std::int8_t attackerLevel = -1; // level of the queen attacking the candidate
        Line line = Line::None; // the shared line, on the board (Row in column order)
        std::uint64_t step = 0; // step of the conflict event
    };

    // Records the search of `options` below the user's queens `prefix` (none by default).
    // Returns null when the board is larger than kMaxN. Plain and synchronous: about a
    // millisecond at N=8, so the runner can call it on its thread when a run starts.
    static std::shared_ptr<const SearchTree> build(const SearchOptions &options,
                                                   const Placement &prefix = Placement());

    const SearchOptions &options() const { return m_options; }
    int size() const { return m_options.n; }
    int fixedLevels() const { return m_fixedLevels; }
    std::uint64_t lastStep() const { return m_lastStep; } // the step of the final done event
    std::uint64_t solutionCount() const { return m_solutionCount; }

    // In step order: index order is place order, which is also left-to-right order within a level.
    const std::vector<Node> &nodes() const { return m_nodes; }
    const std::vector<Mark> &marks() const { return m_marks; }
    const Node &node(int index) const { return m_nodes[std::size_t(index)]; }
    // The children of a node in the order they were placed; node -1 gives the first level.
    std::span<const std::int32_t> children(int node) const;

    // How many nodes (marks) exist at step `step`: the nodes [0, count) are the tree explored so far.
    std::size_t nodeCountAt(std::uint64_t step) const;
    std::size_t markCountAt(std::uint64_t step) const;

    // The node of the deepest queen on the board in `state`, or -1 when the board is empty
    // or the state is not a state of this tree's search.
    int currentNode(const StepperState &state) const;

    // Board coordinates of a node or a mark, in either order.
    int rowOf(int level, int candidate) const
    {
        return m_options.order == Order::Rows ? level : candidate;
    }
    int columnOf(int level, int candidate) const
    {
        return m_options.order == Order::Rows ? candidate : level;
    }

    // One level of the current path, described from a StepperState alone: what a view draws
    // for boards too large for the whole tree. Candidates are tried in increasing order, so
    // everything below the current candidate of a level has been explored and everything
    // above has not. Bit sets have bit i for candidate i.
    struct PathLevel
    {
        int level = 0;
        int candidate = -1; // the queen on this level, -1 on the level being searched
        int trying = -1; // the candidate between its try and its conflict or place event
        bool fixed = false; // a queen the user placed
        std::uint64_t placedAtStep = 0;
        std::uint32_t explored =
            0; // considered and left: rejected if attacked, else placed and lifted
        std::uint32_t attacked =
            0; // attacked by the queens above (the bitmask check never tries these)
        std::uint32_t untried = 0; // not considered yet
    };
    // Levels 0..depth: every level holding a queen, then the level being searched (if any).
    static std::vector<PathLevel> pathWindow(const StepperState &state);

private:
    // The node holding the queen of each level while the tree is built (-1: none).
    using OnBoard = std::array<std::int32_t, kMaxN>;

    SearchTree() = default;
    void addFixedNodes(const StepperState &state, OnBoard &onBoard);
    // Adds what one event of the search shows: a node, a mark, a solution or a lifted queen.
    void record(const Event &e, std::uint64_t step, OnBoard &onBoard);
    void indexChildren();

    SearchOptions m_options;
    int m_fixedLevels = 0;
    std::uint64_t m_lastStep = 0;
    std::uint64_t m_solutionCount = 0;
    std::vector<Node> m_nodes;
    std::vector<Mark> m_marks;
    std::vector<std::int32_t>
        m_childStart; // children of node i: m_childList[m_childStart[i + 1] .. m_childStart[i + 2])
    std::vector<std::int32_t> m_childList; // (slot 0 is the first level, the children of "node -1")
};

} // namespace nq
