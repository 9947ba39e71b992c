#include "counter.h"

#include "searchtypes.h"
#include "symmetry.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

namespace nq {

namespace {

using Bits = std::uint32_t;

// Which first-row squares a task explores. Corner: the first queen in the corner (row 0,
// column 0), the second at column `bound1` of row 1. Side: the first queen at column
// `bound1` of row 0, away from the corners. Every class of solutions is then met exactly
// once in a form that is minimal under the symmetries, and counted with its class size.
enum class TaskKind : std::uint8_t { Corner, Side };

struct Task
{
    TaskKind kind = TaskKind::Corner;
    int bound1 = 0;
    int row = 0;
    Bits left = 0, down = 0, right = 0;
    std::array<Bits, kMaxN> board{}; // one queen bit per row, rows below `row` filled
};

// One worker's search state: the board of queen bits and the bounds of the current task.
// Lives on one thread; tasks come from the shared queue.
class SymmetricSearch
{
public:
    SymmetricSearch(int n, const std::atomic<bool> *cancel)
        : m_n(n)
        , m_last(n - 1)
        , m_mask(n >= 32 ? 0xFFFFFFFFu : (1u << n) - 1u)
        , m_topBit(1u << (n - 1))
        , m_cancel(cancel)
    {
    }

    // Collect tasks instead of descending below `splitRow`.
    void collectInto(std::vector<Task> *tasks, int splitRow)
    {
        m_tasks = tasks;
        m_splitRow = splitRow;
    }

    void startCorner(int bound1)
    {
        configure(TaskKind::Corner, bound1);
        m_board[0] = 1;
        const Bits bit = 1u << bound1;
        m_board[1] = bit;
        searchCorner(2, (2 | bit) << 1, 1 | bit, bit >> 1);
    }

    void startSide(int bound1)
    {
        configure(TaskKind::Side, bound1);
        const Bits bit = 1u << bound1;
        m_board[0] = bit;
        searchSide(1, bit << 1, bit, bit >> 1);
    }

    void run(const Task &task)
    {
        configure(task.kind, task.bound1);
        std::copy(task.board.begin(), task.board.begin() + task.row, m_board.begin());
        if (task.kind == TaskKind::Corner)
            searchCorner(task.row, task.left, task.down, task.right);
        else
            searchSide(task.row, task.left, task.down, task.right);
    }

    std::uint64_t classesOf2 = 0; // solutions fixed by the quarter turn
    std::uint64_t classesOf4 = 0; // fixed by the half turn only
    std::uint64_t classesOf8 = 0;
    bool stopped = false;

private:
    void configure(TaskKind kind, int bound1)
    {
        m_kind = kind;
        m_bound1 = bound1;
        m_bound2 = m_last - bound1;
        m_sideMask = m_topBit | 1u;
        m_lastMask = m_sideMask;
        m_endBit = m_topBit >> 1;
        for (int b = 1; b < bound1; ++b) {
            m_lastMask |= (m_lastMask >> 1) | (m_lastMask << 1);
            m_endBit >>= 1;
        }
    }

    bool shouldStop()
    {
        if ((++m_nodes & 0x3FFF) == 0 && m_cancel && m_cancel->load(std::memory_order_relaxed))
            stopped = true;
        return stopped;
    }

    bool split(int row, Bits left, Bits down, Bits right)
    {
        if (!m_tasks || row != m_splitRow)
            return false;
        Task task;
        task.kind = m_kind;
        task.bound1 = m_bound1;
        task.row = row;
        task.left = left;
        task.down = down;
        task.right = right;
        std::copy(m_board.begin(), m_board.begin() + row, task.board.begin());
        m_tasks->push_back(task);
        return true;
    }

    void searchCorner(int row, Bits left, Bits down, Bits right)
    {
        if (shouldStop() || split(row, left, down, right))
            return;
        Bits free = m_mask & ~(left | down | right);
        if (row == m_last) {
            if (free) {
                m_board[row] = free;
                ++classesOf8; // a corner queen rules out every self-symmetric solution
            }
            return;
        }
        if (row < m_bound1)
            free &= ~Bits{2}; // keeps the mirror image across the main diagonal out
        while (free && !stopped) {
            const Bits bit = free & (0u - free);
            free ^= bit;
            m_board[row] = bit;
            searchCorner(row + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
        }
    }

    void searchSide(int row, Bits left, Bits down, Bits right)
    {
        if (shouldStop() || split(row, left, down, right))
            return;
        Bits free = m_mask & ~(left | down | right);
        if (row == m_last) {
            if (free && !(free & m_lastMask)) {
                m_board[row] = free;
                classifyFullBoard();
            }
            return;
        }
        if (row < m_bound1) {
            free &= ~m_sideMask;
        } else if (row == m_bound2) {
            if (!(down & m_sideMask))
                return;
            if ((down & m_sideMask) != m_sideMask)
                free &= m_sideMask;
        }
        while (free && !stopped) {
            const Bits bit = free & (0u - free);
            free ^= bit;
            m_board[row] = bit;
            searchSide(row + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
        }
    }

    // Compares the board with its rotations; counts it only if it is the smallest image,
    // and then by the size of its class.
    void classifyFullBoard()
    {
        int own = 0;
        if (m_board[m_bound2] == 1) { // quarter turn
            Bits pattern = 2;
            for (own = 1; own <= m_last; ++own, pattern <<= 1) {
                Bits bit = 1;
                for (int you = m_last; m_board[you] != pattern && m_board[own] >= bit; --you)
                    bit <<= 1;
                if (m_board[own] > bit)
                    return;
                if (m_board[own] < bit)
                    break;
            }
            if (own > m_last) {
                ++classesOf2;
                return;
            }
        }
        if (m_board[m_last] == m_endBit) { // half turn
            int you = m_last - 1;
            for (own = 1; own <= m_last; ++own, --you) {
                Bits bit = 1;
                for (Bits pattern = m_topBit; pattern != m_board[you] && m_board[own] >= bit; pattern >>= 1)
                    bit <<= 1;
                if (m_board[own] > bit)
                    return;
                if (m_board[own] < bit)
                    break;
            }
            if (own > m_last) {
                ++classesOf4;
                return;
            }
        }
        if (m_board[m_bound1] == m_topBit) { // three quarter turn
            Bits pattern = m_topBit >> 1;
            for (own = 1; own <= m_last; ++own, pattern >>= 1) {
                Bits bit = 1;
                for (int you = 0; m_board[you] != pattern && m_board[own] >= bit; ++you)
                    bit <<= 1;
                if (m_board[own] > bit)
                    return;
                if (m_board[own] < bit)
                    break;
            }
        }
        ++classesOf8;
    }

    const int m_n;
    const int m_last;
    const Bits m_mask;
    const Bits m_topBit;
    const std::atomic<bool> *m_cancel;
    TaskKind m_kind = TaskKind::Corner;
    int m_bound1 = 0;
    int m_bound2 = 0;
    Bits m_sideMask = 0;
    Bits m_lastMask = 0;
    Bits m_endBit = 0;
    std::array<Bits, kMaxN> m_board{};
    std::vector<Task> *m_tasks = nullptr;
    int m_splitRow = -1;
    std::uint64_t m_nodes = 0;
};

// Small boards, where the symmetric method's bounds do not apply: every solution by plain
// search, classes by canonical form.
CountResult countSmallBoard(int n)
{
    CountResult result;
    std::set<std::array<std::int8_t, kMaxN>> classes;
    Placement p(n);
    const auto search = [&](auto &&self, int row) -> void {
        if (row == n) {
            ++result.total;
            classes.insert(canonicalForm(p).cols);
            return;
        }
        for (int c = 0; c < n; ++c) {
            p.cols[row] = static_cast<std::int8_t>(c);
            Placement partial = p;
            for (int r = row + 1; r < n; ++r)
                partial.cols[r] = -1;
            if (isValidPlacement(partial))
                self(self, row + 1);
        }
        p.cols[row] = -1;
    };
    search(search, 0);
    result.fundamental = classes.size();
    return result;
}

std::vector<Task> makeTasks(int n, const std::atomic<bool> *cancel)
{
    // Deep enough for a few thousand tasks: both cores stay busy to the end.
    const int splitRow = n >= 20 ? 5 : n >= 10 ? 4 : 2;
    std::vector<Task> tasks;
    SymmetricSearch generator(n, cancel);
    generator.collectInto(&tasks, splitRow);
    for (int bound1 = 2; bound1 < n - 1; ++bound1)
        generator.startCorner(bound1);
    for (int bound1 = 1; bound1 < n - 1 - bound1; ++bound1)
        generator.startSide(bound1);
    return tasks;
}

} // namespace

int Counter::defaultThreadCount()
{
    return std::max(1u, std::thread::hardware_concurrency());
}

CountResult Counter::count(int n, int threads, const std::atomic<bool> *cancel, const ProgressCallback &progress)
{
    if (n < kMinN || n > kMaxN)
        return {};
    if (n <= 5) {
        if (progress)
            progress(1.0);
        return countSmallBoard(n);
    }
    if (threads <= 0)
        threads = defaultThreadCount();

    const std::vector<Task> tasks = makeTasks(n, cancel);
    std::atomic<std::size_t> nextTask{0};
    std::atomic<std::size_t> finishedTasks{0};
    std::mutex mutex;
    std::condition_variable allDone;
    int runningWorkers = std::min<int>(threads, static_cast<int>(std::max<std::size_t>(1, tasks.size())));
    CountResult result;

    const auto work = [&] {
        SymmetricSearch search(n, cancel);
        for (;;) {
            const std::size_t index = nextTask.fetch_add(1, std::memory_order_relaxed);
            if (index >= tasks.size() || search.stopped)
                break;
            search.run(tasks[index]);
            finishedTasks.fetch_add(1, std::memory_order_relaxed);
        }
        std::lock_guard lock(mutex);
        result.total += 2 * search.classesOf2 + 4 * search.classesOf4 + 8 * search.classesOf8;
        result.fundamental += search.classesOf2 + search.classesOf4 + search.classesOf8;
        result.cancelled = result.cancelled || search.stopped;
        if (--runningWorkers == 0)
            allDone.notify_all();
    };

    std::vector<std::thread> workers;
    const int workerCount = runningWorkers;
    workers.reserve(workerCount);
    for (int i = 0; i < workerCount; ++i)
        workers.emplace_back(work);
    {
        std::unique_lock lock(mutex);
        while (runningWorkers > 0) {
            allDone.wait_for(lock, std::chrono::milliseconds(50));
            if (progress && runningWorkers > 0) {
                const double done = tasks.empty() ? 1.0 : double(finishedTasks.load()) / double(tasks.size());
                lock.unlock();
                progress(done);
                lock.lock();
            }
        }
    }
    for (std::thread &worker : workers)
        worker.join();
    if (cancel && cancel->load())
        result.cancelled = true;
    if (result.cancelled)
        result.total = result.fundamental = 0;
    else if (progress)
        progress(1.0);
    return result;
}

} // namespace nq
