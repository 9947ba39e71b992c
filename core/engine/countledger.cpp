#include "countledger.h"

#include "countplan.h"
#include "fingerprint.h"

#include <charconv>

namespace nq {

namespace {

constexpr std::string_view kHeader = "nqueens-count-checkpoint";

// The checksum line's value: FNV-1a of every byte before it.
std::uint64_t checksumOf(std::string_view text)
{
    Fingerprint fingerprint;
    fingerprint.addBytes(text);
    return fingerprint.value();
}

std::string hex16(std::uint64_t value)
{
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text(16, '0');
    for (int i = 15; i >= 0; --i, value >>= 4)
        text[std::size_t(i)] = kDigits[value & 0xf];
    return text;
}

// Reads the checkpoint's lines in their fixed order; the first problem found stops it.
class LineReader
{
public:
    explicit LineReader(std::string_view text)
        : m_text(text)
    {
    }

    // The value of the next line, which must be "key value"; nullopt (and a problem) if not.
    std::optional<std::string_view> value(std::string_view key)
    {
        const std::size_t end = m_text.find('\n', m_position);
        if (end == std::string_view::npos) {
            m_problem = "it ends before its \"" + std::string(key) + "\" line";
            return std::nullopt;
        }
        const std::string_view line = m_text.substr(m_position, end - m_position);
        m_position = end + 1;
        if (line.size() <= key.size() || line.substr(0, key.size()) != key
            || line[key.size()] != ' ') {
            m_problem = "its \"" + std::string(key) + "\" line is missing";
            return std::nullopt;
        }
        return line.substr(key.size() + 1);
    }

    template<typename Number>
    std::optional<Number> number(std::string_view key, int base = 10)
    {
        const std::optional<std::string_view> text = value(key);
        if (!text)
            return std::nullopt;
        Number result {};
        const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), result,
                                                  base);
        if (error != std::errc() || end != text->data() + text->size() || text->empty()) {
            m_problem = "its \"" + std::string(key) + "\" is not a number";
            return std::nullopt;
        }
        return result;
    }

    std::size_t position() const { return m_position; }
    const std::string &problem() const { return m_problem; }

private:
    std::string_view m_text;
    std::size_t m_position = 0;
    std::string m_problem;
};

// N! where it fits 64 bits, else the largest number: no count of N has more solutions.
std::uint64_t arrangements(int n)
{
    std::uint64_t product = 1;
    for (int k = 2; k <= n; ++k)
        if (__builtin_mul_overflow(product, std::uint64_t(k), &product))
            return ~std::uint64_t(0);
    return product;
}

// The published counts (OEIS A000170, solutions, and A002562, symmetry classes) for N=1..27,
// the boards every count of which is known: a checkpoint of one is held against them.
struct KnownCount
{
    std::uint64_t solutions;
    std::uint64_t classes;
};
constexpr KnownCount kKnownCounts[] = {
    {1, 1},
    {0, 0},
    {0, 0},
    {2, 1},
    {10, 2},
    {4, 1},
    {40, 6},
    {92, 12},
    {352, 46},
    {724, 92},
    {2680, 341},
    {14200, 1787},
    {73712, 9233},
    {365596, 45752},
    {2279184, 285053},
    {14772512, 1846955},
    {95815104, 11977939},
    {666090624, 83263591},
    {4968057848, 621012754},
    {39029188884, 4878666808},
    {314666222712, 39333324973},
    {2691008701644, 336376244042},
    {24233937684440, 3029242658210},
    {227514171973736, 28439272956934},
    {2207893435808352, 275986683743434},
    {22317699616364044, 2789712466510289},
    {234907967154122528, 29363495934315694},
};

// Why sums that are possible for some N are impossible for this one, whose counts are known:
// a share is part of the whole, and the tasks still to do add at least their solutions to
// the eightfold classes, so eightfold - solutions can only grow up to 8 × classes - solutions.
std::string unknownToN(int n, bool complete, std::uint64_t solutions, std::uint64_t eightfold)
{
    if (n < 1 || n > int(std::size(kKnownCounts)))
        return {};
    const KnownCount known = kKnownCounts[n - 1];
    const std::uint64_t wholeEightfold = known.classes * 8; // below 2^63 up to N=27
    const std::string whole = " (N=" + std::to_string(n) + " has " + std::to_string(known.solutions)
                              + " solutions in " + std::to_string(known.classes) + " classes)";
    if (solutions > known.solutions)
        return "it has more solutions than the whole count" + whole;
    if (eightfold > wholeEightfold)
        return "it has more classes than the whole count" + whole;
    if (complete && (solutions != known.solutions || eightfold != wholeEightfold))
        return "its tasks are all done but its totals are not the whole count's" + whole;
    if (eightfold - solutions > wholeEightfold - known.solutions)
        return "the tasks still to do could not bring its classes to the whole count's" + whole;
    return {};
}

// Why sums read from a checkpoint cannot come from any count of N, or "". Every task adds at
// least its solutions to the eightfold classes (a class is at most eight solutions; by
// Burnside a task of symmetric solutions adds to the classes alone), and a whole count's
// classes are a whole number, at most its solutions. Up to N=27 the sums are held against the
// known counts too (unknownToN).
std::string unreachable(int n, bool complete, std::size_t done, std::uint64_t solutions,
                        std::uint64_t eightfold)
{
    if (done == 0 && (solutions != 0 || eightfold != 0))
        return "it has sums but no task done";
    if (eightfold < solutions)
        return "it has fewer classes than solutions";
    if (solutions > arrangements(n))
        return "it has more solutions than the N! arrangements of N queens";
    std::uint64_t eightTimesSolutions = 0;
    if (complete
        && (eightfold % 8 != 0
            || (!__builtin_mul_overflow(solutions, std::uint64_t(8), &eightTimesSolutions)
                && eightfold > eightTimesSolutions)))
        return "its classes are not those of a whole count";
    return unknownToN(n, complete, solutions, eightfold);
}

CountLedgerReading damaged(const std::string &why)
{
    return {std::nullopt, "is damaged: " + why};
}

} // namespace

CountLedger::CountLedger(int n, std::size_t taskCount, std::uint64_t fingerprint)
    : m_n(n)
    , m_taskCount(taskCount)
    , m_fingerprint(fingerprint)
    , m_done(taskCount, false)
{
}

CountLedger::CountLedger(const CountPlan &plan)
    : CountLedger(plan.n(), plan.taskCount(), plan.fingerprint())
{
}

CountLedger::CountLedger(const CountLedger &other)
    : m_n(other.m_n)
    , m_taskCount(other.m_taskCount)
    , m_fingerprint(other.m_fingerprint)
{
    std::lock_guard lock(other.m_mutex);
    m_done = other.m_done;
    m_doneCount = other.m_doneCount;
    m_totals = other.m_totals;
    m_overflowed = other.m_overflowed;
}

CountLedger &CountLedger::operator=(const CountLedger &other)
{
    if (this == &other)
        return *this;
    std::scoped_lock lock(m_mutex, other.m_mutex);
    m_n = other.m_n;
    m_taskCount = other.m_taskCount;
    m_fingerprint = other.m_fingerprint;
    m_done = other.m_done;
    m_doneCount = other.m_doneCount;
    m_totals = other.m_totals;
    m_overflowed = other.m_overflowed;
    return *this;
}

bool CountLedger::isDone(std::size_t task) const
{
    std::lock_guard lock(m_mutex);
    return task < m_taskCount && m_done[task];
}

bool CountLedger::record(std::size_t task, const CountShare &share)
{
    std::lock_guard lock(m_mutex);
    if (task >= m_taskCount || m_done[task] || share.cancelled)
        return false;
    m_done[task] = true;
    ++m_doneCount;
    std::uint64_t total = 0;
    std::uint64_t eightfold = 0;
    if (__builtin_add_overflow(m_totals.total, share.total, &total)
        || __builtin_add_overflow(m_totals.eightfoldClasses, share.eightfoldClasses, &eightfold))
        m_overflowed = true;
    m_totals.total = total;
    m_totals.eightfoldClasses = eightfold;
    return true;
}

bool CountLedger::overflowed() const
{
    std::lock_guard lock(m_mutex);
    return m_overflowed;
}

std::size_t CountLedger::doneCount() const
{
    std::lock_guard lock(m_mutex);
    return m_doneCount;
}

CountResult CountLedger::totals() const
{
    std::lock_guard lock(m_mutex);
    return {m_totals.total, m_totals.eightfoldClasses / 8, false};
}

std::vector<std::size_t> CountLedger::pendingTasks() const
{
    std::lock_guard lock(m_mutex);
    std::vector<std::size_t> pending;
    pending.reserve(m_taskCount - m_doneCount);
    for (std::size_t task = 0; task < m_taskCount; ++task) {
        if (!m_done[task])
            pending.push_back(task);
    }
    return pending;
}

std::string CountLedger::toText() const
{
    std::string bitmap;
    std::size_t doneCount = 0;
    CountShare totals;
    {
        std::lock_guard lock(m_mutex);
        static constexpr char kDigits[] = "0123456789abcdef";
        bitmap.assign((m_taskCount + 3) / 4, '0');
        for (std::size_t task = 0; task < m_taskCount; task += 4) {
            int digit = 0;
            for (std::size_t bit = 0; bit < 4 && task + bit < m_taskCount; ++bit)
                digit |= int(m_done[task + bit]) << bit;
            bitmap[task / 4] = kDigits[digit];
        }
        doneCount = m_doneCount;
        totals = m_totals;
    }
    std::string text = std::string(kHeader) + "\nformat " + std::to_string(kFormat) + "\nn "
                       + std::to_string(m_n) + "\ntasks " + std::to_string(m_taskCount)
                       + "\nfingerprint " + hex16(m_fingerprint) + "\ndone "
                       + std::to_string(doneCount) + "\nsolutions " + std::to_string(totals.total)
                       + "\neightfold-classes " + std::to_string(totals.eightfoldClasses)
                       + "\ndone-tasks " + bitmap + "\n";
    return text + "checksum " + hex16(checksumOf(text)) + "\n";
}

// Long on purpose: one check per line of the format, in the format's order, each with its
// own message.
CountLedgerReading CountLedger::fromText(std::string_view text)
{
    if (text.substr(0, kHeader.size() + 1) != std::string(kHeader) + "\n")
        return {std::nullopt, "is not a checkpoint of nqueens-cli count"};
    LineReader reader(text.substr(kHeader.size() + 1));
    const auto format = reader.number<int>("format");
    if (!format)
        return damaged(reader.problem());
    if (*format != kFormat)
        return {std::nullopt, "was written by another version of nqueens-cli (checkpoint format "
                                  + std::to_string(*format) + "; this one reads format "
                                  + std::to_string(kFormat) + ")"};
    const auto n = reader.number<int>("n");
    const auto tasks = n ? reader.number<std::size_t>("tasks") : std::nullopt;
    const auto fingerprint = tasks ? reader.number<std::uint64_t>("fingerprint", 16) : std::nullopt;
    const auto done = fingerprint ? reader.number<std::size_t>("done") : std::nullopt;
    const auto solutions = done ? reader.number<std::uint64_t>("solutions") : std::nullopt;
    const auto eightfold = solutions ? reader.number<std::uint64_t>("eightfold-classes")
                                     : std::nullopt;
    const auto bitmap = eightfold ? reader.value("done-tasks") : std::nullopt;
    const std::size_t checkedLength = kHeader.size() + 1 + reader.position();
    const auto checksum = bitmap ? reader.number<std::uint64_t>("checksum", 16) : std::nullopt;
    if (!checksum)
        return damaged(reader.problem());
    if (*checksum != checksumOf(text.substr(0, checkedLength)))
        return damaged("its checksum does not match its contents");
    if (kHeader.size() + 1 + reader.position() != text.size())
        return damaged("it goes on after its checksum");
    // The checksum holds, so what follows only guards against a file made by hand: no
    // number is trusted before it is bounded (a task count near 2^64 wrapped "(tasks + 3) / 4"
    // to 0 and then asked for a ledger of 2^64 tasks).
    if (*n < kMinN || *n > kMaxN || *tasks == 0 || *tasks > CountPlan::largestTaskCount(*n)
        || *done > *tasks || bitmap->size() != *tasks / 4 + (*tasks % 4 != 0 ? 1 : 0))
        return damaged("its numbers do not fit together");
    CountLedger ledger(*n, *tasks, *fingerprint);
    for (std::size_t task = 0; task < *tasks; ++task) {
        const char c = (*bitmap)[task / 4];
        int digit = 0;
        if (std::from_chars(&c, &c + 1, digit, 16).ec != std::errc())
            return damaged("its list of tasks done is not hexadecimal");
        if (digit >> (task % 4) & 1) {
            ledger.m_done[task] = true;
            ++ledger.m_doneCount;
        }
        if (task % 4 == 3 || task + 1 == *tasks) {
            if (digit >> (task % 4 + 1) != 0)
                return damaged("it lists tasks the count does not have");
        }
    }
    if (ledger.m_doneCount != *done)
        return damaged("its list of tasks done disagrees with its count of them");
    if (const std::string why = unreachable(*n, *done == *tasks, *done, *solutions, *eightfold);
        !why.empty())
        return {std::nullopt, "holds a state no count reaches: " + why
                                  + " (a checkpoint's checksum detects damage, not changes made "
                                    "on purpose)"};
    ledger.m_totals = {*solutions, *eightfold, false};
    return {std::move(ledger), {}};
}

std::string CountLedger::mismatch(const CountPlan &plan) const
{
    if (m_n != plan.n())
        return "is for N=" + std::to_string(m_n) + ", not N=" + std::to_string(plan.n());
    if (m_taskCount != plan.taskCount() || m_fingerprint != plan.fingerprint())
        return "was written by a version of nqueens-cli that cuts the count into other tasks";
    return {};
}

} // namespace nq
