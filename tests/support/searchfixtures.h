#pragma once

// Small setup helpers the tests share instead of copying: search options built in one call,
// the state or counters a bare Stepper reaches, every solution of a board, and a store holding every solution of a board
// with its symmetry classes, as a finished run leaves it. Header-only and engine-only (no Qt),
// so any test may include it whatever room it links.

#include "solutionstore.h"
#include "stepper.h"
#include "symmetryclassifier.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace nq::test {

// Options for an n x n search; the defaults are SearchOptions' own.
inline SearchOptions searchOptions(int n, Order order = Order::Rows, Check check = Check::Arrays,
                                   Goal goal = Goal::All)
{
    SearchOptions options;
    options.n = n;
    options.order = order;
    options.check = check;
    options.goal = goal;
    return options;
}

// The state of a fresh search after `step` steps.
inline StepperState stateAt(const SearchOptions &options, std::uint64_t step)
{
    Stepper stepper(options);
    stepper.skip(step);
    return stepper.state();
}

// The counters of a search run to its end.
inline Counters finishedCounters(const SearchOptions &options)
{
    Stepper stepper(options);
    while (!stepper.isFinished())
        stepper.skip(1 << 16);
    return stepper.counters();
}

// The counters of the same search run to its end with another check.
inline Counters stepperCounters(SearchOptions options, Check check)
{
    options.check = check;
    return finishedCounters(options);
}

// Every solution of an n x n board in search order, each with its class, and each class
// recorded at its first solution: what a finished run stores.
inline std::shared_ptr<SolutionStore> storeOfAllSolutions(int n)
{
    auto store = std::make_shared<SolutionStore>(n);
    Stepper stepper(searchOptions(n, Order::Rows, Check::Bitmask));
    SymmetryClassifier classifier;
    while (stepper.advanceToNextSolution()) {
        const Placement p = stepper.placement();
        const auto result = classifier.classify(p);
        store->append(p, result.classId);
        if (result.isNew)
            store->appendClass({std::uint32_t(store->size() - 1), result.classSize});
    }
    return store;
}

// Every solution of an n x n board, in the order a search by `order` finds them.
inline std::vector<Placement> allSolutions(int n, Order order = Order::Rows)
{
    Stepper stepper(searchOptions(n, order, Check::Bitmask));
    std::vector<Placement> solutions;
    while (stepper.advanceToNextSolution())
        solutions.push_back(stepper.placement());
    return solutions;
}

} // namespace nq::test
