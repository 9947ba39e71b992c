#pragma once

#include "progressthrottle.h"
#include "searchresults.h"
#include "solutionstore.h"

#include <atomic>

namespace nq {

// Lists every solution of N into `store` in the row-order search's order (lexicographic order
// of cols[]), giving each class its number as its smallest member arrives, which comes first
// in that order: the listing for boards too small for start constellations (N < 6) or too
// large to pack in 64 bits (N > 16), where the store's capacity is the useful limit. The
// search is cut into the subtrees below its first rows, searched on `threads` threads of a
// TaskQueue, each finding its solutions' smallest images; the calling thread, the store's one
// writer, appends them in order and finds each class in the store. When the store is full it
// stops storing and, from N=6, leaves the count of the rest to the Counter.
ListingResult listInSearchOrder(int n, SolutionStore &store, int threads,
                                const std::atomic<bool> *cancel, ProgressThrottle &progress);

} // namespace nq
