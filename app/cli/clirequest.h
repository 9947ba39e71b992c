#pragma once

#include "formats.h"
#include "searchtypes.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace nq::cli {

enum class Command { Help, Version, Count, Solve, Trace, CheckTrace };

// What the user asked for, after checking every argument.
struct CliRequest
{
    Command command = Command::Help;
    int n = 0;
    int threads = 0; // count: 0 = all cores
    bool firstOnly = false; // solve, trace, check-trace (the program was asked for the first)
    bool fundamentalOnly = false; // solve
    Order order = Order::Rows;
    Check check = Check::Arrays; // trace: any; solve always uses the fastest
    Format format = Format::Array;
    std::optional<std::uint64_t> limit; // solve: solutions, trace: events
    std::optional<std::string> checkpoint; // count: the file that keeps its progress
    std::optional<double> checkpointInterval; // count: seconds between two saves (10 if none)
    bool mpi = false; // count: spread over the ranks of an MPI job
    // count --mpi: seconds a rank may stay silent (no results, no sign of life) before rank 0
    // gives it up and hands its batch to another (60 if none)
    std::optional<double> batchTimeout;
    std::string traceFile = "-"; // check-trace: the trace to read, "-" for standard input
};

// Either a request or the one-line reason the command line was refused.
struct ParseResult
{
    std::optional<CliRequest> request;
    std::string error;
};

// Checks a command line against nqueens-cli's contract (resources/doc/command-line.md): a refusal is
// one line saying what is wrong and what is allowed. Pure function of its input.
ParseResult parseCommandLine(const std::vector<std::string> &arguments);

std::string usageText();

} // namespace nq::cli
