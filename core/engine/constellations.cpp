#include "constellations.h"

#include "symmetry.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <random>
#include <set>

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

// The number of ways to fill the inner board. An explicit stack of whole frames: a frame is
// pushed for every child whose next row still has a free square, without a branch, so the
// only unpredictable branch left per frame is the end of its loop over candidates. The last
// two levels have two columns left between them and are counted in closed form.
// Two versions, one for AVX2-era processors, chosen by an ifunc resolver at load time. Not
// under ThreadSanitizer: the dynamic loader runs the resolver before the sanitizer's runtime
// has started, and the instrumented resolver crashes every program that links the core.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && !defined(__SANITIZE_THREAD__)
__attribute__((target_clones("arch=haswell", "default")))
#endif
std::uint64_t
countCompletions(const InnerBoard &sharedBoard, CancelPoll &poll)
{
    const InnerBoard board = sharedBoard; // a local copy, which nothing else can alias
    struct Frame
    {
        Bits ld, rd, col, free;
        int level;
    };
    const int lastLevel = board.levels - 1; // >= 1 from n = 6 on
    const Bits lastBlocked = board.blocked[lastLevel];
    const int lastShift = board.shift[lastLevel - 1];
    const Bits firstFree = ~(board.usedColumns | board.blocked[0]);
    std::array<Frame, kMaxN * kMaxN> stack;
    int top = 0;
    stack[top] = {0, 0, board.usedColumns, firstFree, 0};
    top += firstFree != 0;
    std::uint64_t count = 0;
    int countdown = CancelPoll::kInterval;
    while (top > 0) {
        if (--countdown == 0) {
            countdown = CancelPoll::kInterval;
            if (poll.stopRequested(CancelPoll::kInterval))
                return count;
        }
        const Frame frame = stack[--top];
        if (frame.level == lastLevel - 1) {
            const Bits open = ~frame.col & board.full;
            const Bits low = open & (0u - open);
            const Bits high = open ^ low;
            const Bits afterLow = ((frame.ld | low) << lastShift) | ((frame.rd | low) >> lastShift)
                                  | lastBlocked;
            const Bits afterHigh = ((frame.ld | high) << lastShift)
                                   | ((frame.rd | high) >> lastShift) | lastBlocked;
            // `&`, not `&&`: these outcomes are unpredictable, a branch would cost more.
            const unsigned lowFirst = unsigned((frame.free & low) != 0)
                                      & unsigned((afterLow & high) == 0);
            const unsigned highFirst = unsigned((frame.free & high) != 0)
                                       & unsigned((afterHigh & low) == 0);
            count += lowFirst + highFirst;
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
            stack[top] = {ld, rd, col, childFree, next};
            top += childFree != 0;
        }
    }
    return count;
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
// the rare constellations whose completions must be checked for rotation symmetry. The same
// explicit stack as countCompletions(); each frame also keeps the square that led to it, and
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
