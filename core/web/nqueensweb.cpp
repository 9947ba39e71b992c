#include "nqueensweb.h"

#include "searchsession.h"
#include "statejson.h"
#include "tracesession.h"
#include "tracetextcheck.h"

#include <cmath>
#include <cstdlib>
#include <memory>
#include <string>

namespace nq::web {

namespace {

// The module's one run and the buffer of its last answer: the page holds one search or one
// trace at a time. Lives as long as the module, on the page's thread.
struct ModuleRun
{
    std::unique_ptr<SearchSession> search;
    std::unique_ptr<TraceSession> trace;
    std::string answer;

    ShownState shown() const { return trace ? trace->shown() : search->shown(); }
};

ModuleRun &moduleRun()
{
    static ModuleRun run = [] {
        ModuleRun made;
        made.search = std::make_unique<SearchSession>(SearchOptions {});
        return made;
    }();
    return run;
}

// A step or a count from the page: a whole number from 0 up, or nothing.
bool wholeSteps(double value, std::uint64_t &out)
{
    if (!(value >= 0) || value > 9.0e15 || std::floor(value) != value)
        return false;
    out = std::uint64_t(value);
    return true;
}

const char *answer(std::string text)
{
    ModuleRun &run = moduleRun();
    run.answer = std::move(text);
    return run.answer.c_str();
}

} // namespace

} // namespace nq::web

using namespace nq;
using namespace nq::web;

extern "C" {

int nqw_start(int n, int order, int check, int goal)
{
    if (n < kMinN || n > kMaxN || order < 0 || order > 1 || check < 0 || check > 2 || goal < 0
        || goal > 1)
        return 1;
    const SearchOptions options {n, order == 0 ? Order::Rows : Order::Columns,
                                 check == 0   ? Check::Scan
                                 : check == 1 ? Check::Arrays
                                              : Check::Bitmask,
                                 goal == 0 ? Goal::First : Goal::All};
    ModuleRun &run = moduleRun();
    run.trace.reset();
    run.search = std::make_unique<SearchSession>(options);
    return 0;
}

double nqw_advance(double maxSteps)
{
    ModuleRun &run = moduleRun();
    std::uint64_t steps = 0;
    if (!wholeSteps(maxSteps, steps))
        steps = 0;
    return double(run.trace ? run.trace->advance(steps) : run.search->advance(steps));
}

int nqw_go_to(double step)
{
    ModuleRun &run = moduleRun();
    std::uint64_t target = 0;
    if (!wholeSteps(step, target))
        return 1;
    return (run.trace ? run.trace->goTo(target) : run.search->goTo(target)) ? 0 : 1;
}

const char *nqw_state(void)
{
    return answer(stateJson(moduleRun().shown()));
}

double nqw_solution_count(void)
{
    const ModuleRun &run = moduleRun();
    return double(run.trace ? run.trace->solutionCount() : run.search->solutionCount());
}

const char *nqw_solution(double index)
{
    const ModuleRun &run = moduleRun();
    std::uint64_t at = 0;
    if (!wholeSteps(index, at) || double(at) >= nqw_solution_count())
        return nullptr;
    return answer(solutionJson(run.trace ? run.trace->solution(at) : run.search->solution(at)));
}

void *nqw_alloc(double bytes)
{
    std::uint64_t size = 0;
    if (!wholeSteps(bytes, size) || size > kMaxTraceBytes)
        return nullptr;
    return std::malloc(std::size_t(size == 0 ? 1 : size));
}

void nqw_free(void *memory)
{
    std::free(memory);
}

double nqw_max_trace_bytes(void)
{
    return double(kMaxTraceBytes);
}

const char *nqw_check_trace(const char *text, double length, int n, int first)
{
    std::uint64_t bytes = 0;
    if (!wholeSteps(length, bytes))
        bytes = std::uint64_t(-1);
    const TraceTextVerdict verdict = checkTraceText(text, bytes, n, first != 0);
    return answer(verdictJson(verdict.status, verdict.output));
}

int nqw_load_trace(const char *text, double length, int n, int first)
{
    std::uint64_t bytes = 0;
    if (n < kMinN || n > kMaxN || !wholeSteps(length, bytes) || bytes > kMaxTraceBytes
        || (text == nullptr && bytes > 0))
        return 1;
    ModuleRun &run = moduleRun();
    run.trace = std::make_unique<TraceSession>(std::string_view(text, std::size_t(bytes)), n,
                                               first != 0);
    return 0;
}

} // extern "C"
