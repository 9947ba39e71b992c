// Interruption on POSIX systems: sigaction for SIGINT and SIGTERM. Compiled on its own (no
// unity batch), so that no POSIX name reaches the portable sources.

#include "interruption.h"

#include <signal.h>

namespace nq::cli {

namespace {

std::atomic<bool> g_raised {false};
std::atomic<int> g_signal {0};
static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<int>::is_always_lock_free,
              "a signal handler may only touch lock-free atomics");

extern "C" void onStopSignal(int number)
{
    g_signal.store(number);
    g_raised.store(true);
}

} // namespace

void Interruption::install()
{
    struct sigaction action = {};
    action.sa_handler = onStopSignal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
}

const std::atomic<bool> *Interruption::flag()
{
    return &g_raised;
}

int Interruption::signalNumber()
{
    return g_signal.load();
}

} // namespace nq::cli
