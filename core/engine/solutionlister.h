#pragma once

#include "searchresults.h"
#include "solutionstore.h"

#include <atomic>
#include <cstdint>
#include <functional>

namespace nq {

// Fills a SolutionStore with every solution of N in the order the row-order search finds
// them (lexicographic order of cols[]), each with its symmetry class, classes numbered in
// order of first appearance: the same store a Stepper and a SymmetryClassifier would fill,
// at close to counting speed. It owns nothing between calls; listAll() blocks the thread
// that calls it, which becomes the store's one writer (readers may read meanwhile), and
// borrows `threads` more for the search.
//
// How: in lexicographic order the first member of a class to appear is its smallest image,
// so class numbers are the ranks of the classes' smallest images. The counter's start
// constellations give one member of every class (on all threads); their smallest images,
// sorted, are the class table. Then the solutions are made from the classes one first-row
// column at a time, sorted, and appended, so only two columns' worth is ever held besides
// the classes (about 70 MB in all at N=16, beside the store's 12 bytes a solution). Boards
// above N=16 do not pack into 64 bits and are listed by walking the search itself, its
// subtrees on the threads and appended in order (listInSearchOrder); the store's capacity is
// then the useful limit.
class SolutionLister
{
public:
    // fractionDone in [0, 1], never decreasing; called on the thread that called listAll().
    using ProgressCallback = std::function<void(double fractionDone)>;

    // Appends to `store`, which should be empty and made for N (else nothing is listed).
    // When the store fills up, listAll stops storing and still reports how many solutions
    // exist. The cancel flag is polled every few thousand solutions or nodes.
    static ListingResult listAll(int n, SolutionStore &store, int threads = 0,
                                 const std::atomic<bool> *cancel = nullptr,
                                 const ProgressCallback &progress = {});
};

} // namespace nq
