#pragma once

#include "checkedoutput.h"
#include "clirequest.h"

namespace nq::cli {

// `count N --mpi`. The two programs define it each their way, and main.cpp calls it alike:
//
// - nqueens-cli-mpi (mpicount.cpp, linked with Open MPI): one rank of an Open MPI job
//   (mpirun -np K nqueens-cli count N --mpi). Every rank builds the same CountPlan (their
//   fingerprints are compared first); rank 0 keeps the ledger, the checkpoint and the output,
//   counts on its own threads and hands out the pending tasks, a few at a time, to each other
//   rank that asks, taking back their results with the next request. A rank that is done asks
//   again, so a slow machine never holds back the others; rank 0 prints the totals once.
// - nqueens-cli (mpihandover.cpp, without Open MPI, so that the window's package does not
//   depend on it): replaces this process with nqueens-cli-mpi from the same folder, given the
//   same arguments and environment (mpirun's included), and returns only when it cannot: then
//   it has said why in one line (status 2), nothing on stdout.
//
// Returns this rank's (or this process's) exit status.
int runMpiCount(const CliRequest &request, CheckedOutput &out, int &argc, char **&argv);

} // namespace nq::cli
