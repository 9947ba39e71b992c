#include "constellations.h"

#include "symmetry.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <random>
#include <set>
#include <utility>

namespace nq {

namespace {

// The 8 symmetries as maps of squares: the 4 rotations, then the 4 reflections.
Square transformSquare(Square s, int symmetry, int n)
{
    const int last = n - 1;
    switch (symmetry) {
    case 0: return s;
    case 1: return {s.col, last - s.row};
    case 2: return {last - s.row, last - s.col};
    case 3: return {last - s.col, s.row};
    case 4: return {s.row, last - s.col};
    case 5: return {last - s.row, s.col};
    case 6: return {s.col, s.row};
    default: return {last - s.col, last - s.row};
    }
}

bool attacks(Square a, Square b)
{
    if (a.row == b.row && a.col == b.col)
        return false; // a corner queen is listed for both of its border lines
    return a.row == b.row || a.col == b.col || a.row - a.col == b.row - b.col
           || a.row + a.col == b.row + b.col;
}

Constellation fromQueens(const std::array<Square, 4> &queens, int n, std::uint8_t stabilizer)
{
    Constellation c;
    c.stabilizer = stabilizer;
    for (const Square q : queens) {
        if (q.row == 0)
            c.top = static_cast<std::int8_t>(q.col);
        if (q.row == n - 1)
            c.bottom = static_cast<std::int8_t>(q.col);
        if (q.col == 0)
            c.left = static_cast<std::int8_t>(q.row);
        if (q.col == n - 1)
            c.right = static_cast<std::int8_t>(q.row);
    }
    return c;
}

Constellation transformed(const Constellation &c, int symmetry, int n)
{
    std::array<Square, 4> queens = c.queens(n);
    for (Square &q : queens)
        q = transformSquare(q, symmetry, n);
    return fromQueens(queens, n, c.stabilizer);
}

// How promising an orientation is: free squares weighted by how deep their level lies. The
// search is fastest when the border queens squeeze the first levels and leave the last
// ones open, since then it gives up on a bad start before it branches out.
long long orientationScore(const Constellation &c, int n)
{
    const InnerBoard board = makeInnerBoard(c, n);
    long long score = 0;
    for (int level = 0; level < board.levels; ++level) {
        const long long open = std::popcount(~(board.blocked[level] | board.usedColumns));
        score += open * (level + 1) * (level + 1);
    }
    return score;
}

// The number of ways to fill the inner board, by recursion with one function per number of
// levels left (a template): every level's loop and tests are branches of their own, which the
// branch predictor learns apart. (One explicit-stack loop for all levels mispredicted its
// level test and its loop exit on most frames.) Most of the work lies four to six levels
// above the last, and 92-95% of the subtrees there hold no solution, so every test down there
// is a coin toss: the last four levels are counted without a branch, in vector lanes, and the
// seven levels above the last are inlined into one function per instruction set, AVX2 where
// the processor has it. Nodes from five levels above the last up count for the cancel poll.
struct LevelsLeft
{
    // By levels left: blocked[k] is level `levels - k`, shift[k] leads from it to the next.
    std::array<Bits, kMaxN + 1> blocked {};
    std::array<int, kMaxN + 1> shift {};
    Bits full = 0;
    int countdown = CancelPoll::kInterval;
    CancelPoll *poll = nullptr;
    // The last kInlinedLevels levels, in the version for this processor.
    std::uint64_t (*countInlined)(LevelsLeft &, Bits ld, Bits rd, Bits col, Bits free) = nullptr;
};

constexpr int kInlinedLevels = 7; // 3% faster than 6 at N=16; 8 is no faster

// Counts a batch of nodes towards the cancel poll. Once stopped it stays stopped, so every
// call after that returns at once and the search unwinds within a few hundred calls.
[[gnu::noinline]] bool countdownStopped(LevelsLeft &left)
{
    left.countdown = CancelPoll::kInterval;
    if (left.poll->stopRequested(CancelPoll::kInterval)) {
        left.countdown = 0;
        return true;
    }
    return false;
}

// Two levels left, two columns: each order of the two, without a branch. Only for boards
// with two inner rows; deeper searches count their last two levels in the lanes.
std::uint64_t countLastTwo(const LevelsLeft &left, Bits ld, Bits rd, Bits col, Bits free)
{
    const int s = left.shift[2];
    const Bits open = ~col & left.full;
    const Bits low = open & (0u - open);
    const Bits high = open ^ low;
    const Bits afterLow = ((ld | low) << s) | ((rd | low) >> s) | left.blocked[1];
    const Bits afterHigh = ((ld | high) << s) | ((rd | high) >> s) | left.blocked[1];
    const unsigned lowFirst = unsigned((free & low) != 0) & unsigned((afterLow & high) == 0);
    const unsigned highFirst = unsigned((free & high) != 0) & unsigned((afterHigh & low) == 0);
    return lowFirst + highFirst;
}

// Three levels left: only for boards with three inner rows, so plain.
std::uint64_t countLastThree(const LevelsLeft &left, Bits ld, Bits rd, Bits col, Bits free)
{
    std::uint64_t count = 0;
    while (free) {
        const Bits bit = free & (0u - free);
        free ^= bit;
        const Bits nextLd = (ld | bit) << left.shift[3];
        const Bits nextRd = (rd | bit) >> left.shift[3];
        const Bits nextFree = ~(nextLd | nextRd | col | bit | left.blocked[2]);
        count += countLastTwo(left, nextLd, nextRd, col | bit, nextFree);
    }
    return count;
}

using Lanes4 = Bits __attribute__((vector_size(16))); // an SSE2 register
using Lanes8 = Bits __attribute__((vector_size(32))); // an AVX2 register

// Lane i of `lanes` set to f(i): the compiler folds it to a constant. (Through a reference:
// returning an AVX2 vector from a function not compiled for AVX2 changes the ABI.)
template<typename Lanes, typename F>
[[gnu::always_inline]] inline void setLanes(Lanes &lanes, F f)
{
    for (unsigned i = 0; i < sizeof(Lanes) / sizeof(Bits); ++i)
        lanes[i] = f(int(i));
}

// Four levels left, four columns, all counted without a branch: lane i puts a queen on free
// square i / 4 of level 4 (width / 4 of them at a time; usually there are one or two) and one
// on column i % 4 on level 3, and counts both orders of the two columns left on levels 2 and
// 1; a lane whose queens clash counts nothing. Adds minus the count to the lanes of `sum`.
template<typename Lanes>
[[gnu::always_inline]] inline void addLastFour(Lanes &sum, const LevelsLeft &left, Bits ld, Bits rd,
                                               Bits col, Bits free)
{
    constexpr int width = sizeof(Lanes) / sizeof(Bits);
    const Bits open = ~col & left.full;
    const int s4 = left.shift[4];
    const int s3 = left.shift[3];
    const int s2 = left.shift[2];
    // Column i % 4 of `open`: its lowest bit cleared once for each column before it.
    Lanes y = open - Lanes {};
    for (int step = 1; step < 4; ++step) {
        Lanes before;
        setLanes(before, [step](int i) { return Bits(i % 4 >= step); });
        y &= y - before;
    }
    y &= 0u - y;
    const Bits taken = col | left.blocked[3];
    do {
        // Free square i / 4 of this batch; 0 in the lanes past the last one.
        Lanes x = free - Lanes {};
        for (int step = 1; step < width / 4; ++step) {
            Lanes before;
            setLanes(before, [step](int i) { return Bits(i / 4 >= step); });
            x &= x - before;
            free &= free - 1;
        }
        free &= free - 1;
        x &= 0u - x;
        const Lanes ld3 = (ld | x) << s4;
        const Lanes rd3 = (rd | x) >> s4;
        const Lanes taken3 = ld3 | rd3 | x | taken | Lanes(x == 0);
        const Lanes ld2 = (ld3 | y) << s3;
        const Lanes rd2 = (rd3 | y) >> s3;
        const Lanes taken2 = ld2 | rd2 | left.blocked[2] | Lanes((y & taken3) != 0);
        const Lanes taken1 = (ld2 << s2) | (rd2 >> s2) | left.blocked[1];
        const Lanes open2 = open ^ x ^ y;
        const Lanes low = open2 & (0u - open2);
        const Lanes high = open2 ^ low;
        // One order fits when its first column is free on level 2 and its second on level 1;
        // the two attack each other in both orders or in neither.
        const Lanes lowFirst = Lanes(((low & ~taken2) | (high & ~taken1)) == open2);
        const Lanes highFirst = Lanes(((high & ~taken2) | (low & ~taken1)) == open2);
        sum += (lowFirst + highFirst) & Lanes((low << s2) != high);
    } while (free);
}

template<typename Lanes>
[[gnu::always_inline]] inline std::uint64_t laneTotal(const Lanes &sum)
{
    Lanes4 total;
    if constexpr (sizeof(Lanes) == sizeof(Lanes8))
        total = __builtin_shufflevector(sum, sum, 0, 1, 2, 3)
                + __builtin_shufflevector(sum, sum, 4, 5, 6, 7);
    else
        total = sum;
    total += __builtin_shufflevector(total, total, 2, 3, 0, 1);
    total += __builtin_shufflevector(total, total, 1, 0, 3, 2);
    return 0u - total[0];
}

// The loop of every level above the last four (K levels left): child(ld, rd, col, free) for
// each free square whose next level still has a free square. False once the cancel poll has
// stopped the search; then every call returns at once and the search unwinds.
template<typename Child>
[[gnu::always_inline]] inline bool forEachChild(LevelsLeft &left, int k, Bits ld, Bits rd, Bits col,
                                                Bits free, Child child)
{
    if (--left.countdown <= 0 && countdownStopped(left))
        return false;
    const int s = left.shift[k];
    const Bits nextBlocked = left.blocked[k - 1];
    do {
        const Bits bit = free & (0u - free);
        free ^= bit;
        const Bits nextLd = (ld | bit) << s;
        const Bits nextRd = (rd | bit) >> s;
        const Bits nextCol = col | bit;
        const Bits nextFree = ~(nextLd | nextRd | nextCol | nextBlocked);
        if (nextFree)
            child(nextLd, nextRd, nextCol, nextFree);
    } while (free);
    return true;
}

// K levels left, 5 <= K <= kInlinedLevels, all inlined into one function per instruction set.
// At five levels left, each square whose next level has a free square is handed to the lanes:
// that test is worth its mispredictions (it is taken about two times in three, and saves the
// lanes' work otherwise).
template<int K, typename Lanes>
[[gnu::always_inline]] inline void addInlined(Lanes &sum, LevelsLeft &left, Bits ld, Bits rd,
                                              Bits col, Bits free)
{
    forEachChild(left, K, ld, rd, col, free,
                 [&](Bits nextLd, Bits nextRd, Bits nextCol, Bits nextFree) {
                     if constexpr (K == 5)
                         addLastFour(sum, left, nextLd, nextRd, nextCol, nextFree);
                     else
                         addInlined<K - 1>(sum, left, nextLd, nextRd, nextCol, nextFree);
                 });
}

// The two versions, chosen at run time by countCompletions(). (target_clones would put an
// ifunc call on every node here; nor does ThreadSanitizer mind a plain function pointer.)
template<int K>
std::uint64_t countInlinedPlain(LevelsLeft &left, Bits ld, Bits rd, Bits col, Bits free)
{
    Lanes4 sum = {};
    addInlined<K>(sum, left, ld, rd, col, free);
    return laneTotal(sum);
}

#if defined(__GNUC__) && defined(__x86_64__)
#define NQ_AVX2_KERNEL 1
// Aligned to a cache line: where its loops fall against the lines moved the time by 5%.
__attribute__((target("avx2,bmi,bmi2"), aligned(64))) std::uint64_t countInlinedAvx2(
    LevelsLeft &left, Bits ld, Bits rd, Bits col, Bits free)
{
    Lanes8 sum = {};
    addInlined<kInlinedLevels>(sum, left, ld, rd, col, free);
    return laneTotal(sum);
}
#endif

// More than kInlinedLevels levels left: a few percent of the time, so not per processor.
template<int K>
std::uint64_t countLevelsLeft(LevelsLeft &left, Bits ld, Bits rd, Bits col, Bits free)
{
    std::uint64_t count = 0;
    forEachChild(left, K, ld, rd, col, free,
                 [&](Bits nextLd, Bits nextRd, Bits nextCol, Bits nextFree) {
                     if constexpr (K == kInlinedLevels + 1)
                         count += left.countInlined(left, nextLd, nextRd, nextCol, nextFree);
                     else
                         count += countLevelsLeft<K - 1>(left, nextLd, nextRd, nextCol, nextFree);
                 });
    return count;
}

using CountLevelsLeft = std::uint64_t (*)(LevelsLeft &, Bits, Bits, Bits, Bits);

// By the number of levels, from 5 on: the plain inlined versions for small boards (the
// searches of boards up to N=10 are over in microseconds), then the recursion.
template<int... K>
constexpr std::array<CountLevelsLeft, sizeof...(K)> countLevelsLeftTable(
    std::integer_sequence<int, K...>)
{
    return {{(K > kInlinedLevels ? &countLevelsLeft<std::max(K, kInlinedLevels + 1)>
              : K >= 5           ? &countInlinedPlain<std::clamp(K, 5, kInlinedLevels)>
                                 : nullptr)...}};
}

std::uint64_t countCompletions(const InnerBoard &board, CancelPoll &poll)
{
    LevelsLeft left;
    const int levels = board.levels; // >= 2 from n = 6 on
    for (int k = 1; k <= levels; ++k) {
        left.blocked[k] = board.blocked[levels - k];
        left.shift[k] = board.shift[levels - k];
    }
    left.full = board.full;
    left.poll = &poll;
    left.countInlined = countInlinedPlain<kInlinedLevels>;
#ifdef NQ_AVX2_KERNEL
    static const bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi")
                             && __builtin_cpu_supports("bmi2");
    if (avx2)
        left.countInlined = countInlinedAvx2;
#endif
    const Bits free = ~(board.usedColumns | board.blocked[0]);
    if (!free)
        return 0;
    switch (levels) {
    case 2: return countLastTwo(left, 0, 0, board.usedColumns, free);
    case 3: return countLastThree(left, 0, 0, board.usedColumns, free);
    case 4: {
        Lanes4 sum = {};
        addLastFour(sum, left, 0, 0, board.usedColumns, free);
        return laneTotal(sum);
    }
    default:
        static constexpr auto table = countLevelsLeftTable(
            std::make_integer_sequence<int, kMaxN + 1>());
        return table[levels](left, 0, 0, board.usedColumns, free);
    }
}

} // namespace

InnerBoard makeInnerBoard(const Constellation &c, int n)
{
    InnerBoard board;
    board.full = n >= 32 ? ~Bits {0} : (Bits {1} << n) - 1;
    board.usedColumns = Bits {1} | (Bits {1} << (n - 1)) | (Bits {1} << c.top)
                        | (Bits {1} << c.bottom);
    const std::array<Square, 4> queens = c.queens(n);
    for (int r = 1; r < n - 1; ++r) {
        if (r == c.left || r == c.right)
            continue;
        Bits blocked = ~board.full;
        for (const Square q : queens) {
            const int distance = r - q.row;
            for (const int col : {q.col + distance, q.col - distance}) {
                if (col >= 0 && col < n)
                    blocked |= Bits {1} << col;
            }
        }
        board.row[board.levels] = r;
        board.blocked[board.levels] = blocked;
        ++board.levels;
    }
    for (int level = 0; level + 1 < board.levels; ++level)
        board.shift[level] = board.row[level + 1] - board.row[level];
    return board;
}

Constellation bestOrientation(const Constellation &c, int n)
{
    Constellation best = c;
    long long bestScore = orientationScore(c, n);
    for (int symmetry = 1; symmetry < 8; ++symmetry) {
        const Constellation image = transformed(c, symmetry, n);
        const long long score = orientationScore(image, n);
        if (score > bestScore) {
            bestScore = score;
            best = image;
        }
    }
    return best;
}

// One constellation per symmetry class, in a shuffled but fixed order: neighbouring
// constellations cost alike, so shuffling makes the fraction of tasks done a fair measure of
// the work done, for the progress bar and the time-left estimate. Runs on the caller's
// thread before the workers start (about 0.2 s at N=32), so it polls the cancel flag and
// calls `waiting` about every 50 ms, for the caller's progress reports.
std::vector<Constellation> startConstellations(int n, const std::atomic<bool> *cancel,
                                               const std::function<void()> &waiting)
{
    std::vector<Constellation> result;
    auto lastCall = std::chrono::steady_clock::now();
    for (int top = 0; top < n; ++top) {
        for (int bottom = 0; bottom < n; ++bottom) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return {};
            if (waiting
                && std::chrono::steady_clock::now() - lastCall > std::chrono::milliseconds(50)) {
                waiting();
                lastCall = std::chrono::steady_clock::now();
            }
            if (attacks({0, top}, {n - 1, bottom}))
                continue;
            for (int left = 0; left < n; ++left) {
                const Square leftQueen {left, 0};
                if (attacks(leftQueen, {0, top}) || attacks(leftQueen, {n - 1, bottom}))
                    continue;
                for (int right = 0; right < n; ++right) {
                    const Square rightQueen {right, n - 1};
                    if (attacks(rightQueen, {0, top}) || attacks(rightQueen, {n - 1, bottom})
                        || attacks(rightQueen, leftQueen))
                        continue;
                    Constellation c;
                    c.top = static_cast<std::int8_t>(top);
                    c.bottom = static_cast<std::int8_t>(bottom);
                    c.left = static_cast<std::int8_t>(left);
                    c.right = static_cast<std::int8_t>(right);
                    const int key = c.key(n);
                    bool smallest = true;
                    std::uint8_t stabilizer = 1;
                    for (int symmetry = 1; symmetry < 8 && smallest; ++symmetry) {
                        const int imageKey = transformed(c, symmetry, n).key(n);
                        smallest = imageKey >= key;
                        stabilizer += imageKey == key;
                    }
                    if (!smallest)
                        continue;
                    c.stabilizer = stabilizer;
                    result.push_back(c);
                }
            }
        }
    }
    std::shuffle(result.begin(), result.end(), std::mt19937(20240601u));
    return result;
}

// Every completion of a constellation, handed over as a whole board: for the solution
// lister, which needs one member of each class rather than the number of classes, and for
// the rare constellations whose completions must be checked for rotation symmetry. An
// explicit stack of whole frames (a frame is pushed for every child whose next row still has a
// free square); each frame also keeps the square that led to it, and
// since a popped frame's ancestors are the frames popped last on each level above, writing
// that square into the board on every pop keeps the board right. Long on purpose: one hot
// loop, split only where a call would cost on every node.
void visitCompletions(const InnerBoard &board, const Constellation &c, int n, CancelPoll &poll,
                      const CompletionVisitor &visit, int worker)
{
    struct Frame
    {
        Bits ld, rd, col, free, placed;
        int level;
    };
    std::array<std::int8_t, kMaxN> cols {};
    for (const Square q : c.queens(n))
        cols[q.row] = static_cast<std::int8_t>(q.col);
    const int lastLevel = board.levels - 1;
    const Bits lastBlocked = board.blocked[lastLevel];
    const int lastShift = board.shift[lastLevel - 1];
    const int lastRow = board.row[lastLevel];
    const int nextToLastRow = board.row[lastLevel - 1];

    std::array<Frame, kMaxN * kMaxN> stack;
    int top = 0;
    const Bits firstFree = ~(board.usedColumns | board.blocked[0]);
    stack[top] = {0, 0, board.usedColumns, firstFree, 0, 0};
    top += firstFree != 0;
    int countdown = CancelPoll::kInterval;
    while (top > 0) {
        if (--countdown == 0) {
            countdown = CancelPoll::kInterval;
            if (poll.stopRequested(CancelPoll::kInterval))
                return;
        }
        const Frame frame = stack[--top];
        if (frame.level > 0)
            cols[board.row[frame.level - 1]] = static_cast<std::int8_t>(
                std::countr_zero(frame.placed));
        if (frame.level == lastLevel - 1) {
            const Bits open = ~frame.col & board.full;
            const Bits low = open & (0u - open);
            const Bits high = open ^ low;
            for (const auto &[first, second] : {std::pair {low, high}, std::pair {high, low}}) {
                const Bits after = ((frame.ld | first) << lastShift)
                                   | ((frame.rd | first) >> lastShift) | lastBlocked;
                if ((frame.free & first) && !(after & second)) {
                    cols[nextToLastRow] = static_cast<std::int8_t>(std::countr_zero(first));
                    cols[lastRow] = static_cast<std::int8_t>(std::countr_zero(second));
                    visit(worker, cols.data());
                }
            }
            continue;
        }
        const int shift = board.shift[frame.level];
        const int next = frame.level + 1;
        const Bits nextBlocked = board.blocked[next];
        Bits free = frame.free;
        while (free) {
            const Bits bit = free & (0u - free);
            free ^= bit;
            const Bits ld = (frame.ld | bit) << shift;
            const Bits rd = (frame.rd | bit) >> shift;
            const Bits col = frame.col | bit;
            const Bits childFree = ~(ld | rd | col | nextBlocked);
            stack[top] = {ld, rd, col, childFree, bit, next};
            top += childFree != 0;
        }
    }
}

CountResult countConstellation(const Constellation &c, int n, CancelPoll &poll)
{
    CountResult result;
    const InnerBoard board = makeInnerBoard(c, n);
    if (c.stabilizer == 1) {
        const std::uint64_t completions = countCompletions(board, poll);
        result.total = 8 * completions;
        result.fundamental = completions;
        result.cancelled = poll.stopped();
        return result;
    }
    // Burnside's lemma over the rotations that fix the constellation: its completions
    // fall into (all + fixed by each of those rotations) / (their number) classes.
    std::uint64_t all = 0;
    std::uint64_t halfTurn = 0;
    std::uint64_t quarterTurn = 0;
    visitCompletions(
        board, c, n, poll,
        [&](int, const std::int8_t *cols) {
            const int last = n - 1;
            bool half = true;
            bool quarter = true;
            for (int r = 0; r < n; ++r) {
                half = half && cols[last - r] == last - cols[r];
                quarter = quarter && cols[cols[r]] == last - r;
            }
            ++all;
            halfTurn += half;
            quarterTurn += quarter;
        },
        0);
    result.total = all * (8 / c.stabilizer);
    if (c.stabilizer == 2)
        result.fundamental = (all + halfTurn) / 2;
    else
        result.fundamental = (all + halfTurn + 2 * quarterTurn) / 4;
    result.cancelled = poll.stopped();
    return result;
}

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

} // namespace nq
