#pragma once

#include "checkedoutput.h"
#include "clirequest.h"

namespace nq::cli {

// `count N --mpi` in one rank of an Open MPI job (mpirun -np K nqueens-cli count N --mpi).
// Every rank builds the same CountPlan (their fingerprints are compared first); rank 0 keeps
// the ledger, the checkpoint and the output, counts on its own threads and hands out the
// pending tasks, a few at a time, to each other rank that asks, taking back their results
// with the next request. A rank that is done asks again, so a slow machine never holds back
// the others; rank 0 prints the totals once. Returns this rank's exit status.
int runMpiCount(const CliRequest &request, CheckedOutput &out, int &argc, char **&argv);

} // namespace nq::cli
