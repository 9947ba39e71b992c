#pragma once

#include "traceboard.h"
#include "tracefindings.h"
#include "tracereader.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace nq {

// One event of a stored trace, as the program wrote it.
struct TraceStep
{
    std::uint64_t step = 0; // which event, from 0
    std::uint64_t line = 0; // its line in the program's output, from 1
    // A conflict's attacker is the one the program named (-1 and Line::None when it named
    // none); a solution's number is the one it wrote (0 when it wrote none).
    Event event;
    bool attackerNamed = false;
    bool solutionNumbered = false;
};

// Where a stored trace stands before one of its events: the board, which may break the rules
// (a wrong program's board is shown as it was), and what the trace held up to there.
struct TracePosition
{
    std::uint64_t step = 0; // events applied (0: before the first)
    std::uint64_t lastEventLine = 0; // the line of the last event applied (0: none yet)
    TraceBoard board;
    // Up to the next event: the lines read before it, the program's output among them.
    TraceCounts counts;

    // cols[row] as the built-in search's panels show a board; false when a row holds two
    // queens (then `board.squares()` is the whole truth).
    bool placement(Placement &out) const { return board.placement(out); }
    // The counts in the built-in search's terms (steps = events; checks are not in a trace).
    Counters counters() const;
};

// A line the program printed that is not an event (its own output, or a malformed event),
// as far as it is kept (TraceStore::kMaxKeptOutputLines, kMaxKeptOutputBytes).
struct TraceOutputLine
{
    std::uint64_t line = 0; // its line number
    std::uint64_t stepsBefore = 0; // events before it: it shows with TraceStore::positionAfter()
    bool malformed = false;
    std::string_view text; // at most TraceReader::kMaxKeptLineBytes; arbitrary bytes
    std::uint64_t length = 0; // the whole line's length
};

// A student's trace kept for stepping through it, as the built-in search is: at most 2 bytes an
// event (resources/doc/design.md's target is 4: N=12 with the scan check, 21.9 million events,
// takes 45 MB) and a checkpoint of the board and the counts every kCheckpointInterval events, so
// that any step's position is one checkpoint and at most that many events away (stepping back from
// the end of N=12 takes microseconds). One 16-bit word per event: its kind, row and column, and 3
// bits more (a conflict's line, whether a solution's number is its count); a conflict's attacker is
// not stored when it is the only queen on the named line (it is read back from the board), and the
// rare attacker and solution number that cannot be derived sit in side tables. Runs of lines that
// are not events take one word per 4,095; the text of the first of them is kept up to a cap, the
// rest counted. Line numbers of every step stay exact.
//
// Owns all of it. Plain C++, no threads: one thread appends; reads come from that thread, or
// from another once appending has ended (a window copies what it shows into its snapshots).
class TraceStore
{
public:
    static constexpr std::uint64_t kCheckpointInterval = 4096;
    static constexpr std::size_t kMaxKeptOutputLines = 100000;
    static constexpr std::size_t kMaxKeptOutputBytes = std::size_t(8) << 20;

    explicit TraceStore(int n);
    ~TraceStore();
    TraceStore(const TraceStore &) = delete;
    TraceStore &operator=(const TraceStore &) = delete;

    int n() const { return m_n; }
    // Takes the next line of the trace (any kind), as TraceReader read it.
    void append(const TraceLine &line);

    std::uint64_t stepCount() const { return m_live.step; }
    // What the whole trace held so far.
    const TraceCounts &counts() const { return m_live.counts; }

    // The position before event `steps` (0 <= steps <= stepCount()): after the first `steps`
    // events and the lines that are not events up to the next one.
    TracePosition positionAfter(std::uint64_t steps) const;
    // Event `step` (< stepCount()).
    TraceStep stepAt(std::uint64_t step) const;
    // Calls visit(step, positionBefore) for events first .. first+count-1 (fewer at the end),
    // in one pass: what a window showing a run of steps wants, at the cost of one checkpoint.
    void visitSteps(
        std::uint64_t first, std::uint64_t count,
        const std::function<void(const TraceStep &, const TracePosition &)> &visit) const;
    // The step of each solution event, in order.
    const std::vector<std::uint64_t> &solutionSteps() const { return m_solutionSteps; }

    // The lines that are not events whose text is kept, in order of lines.
    std::size_t keptOutputLineCount() const { return m_outputs.size(); }
    TraceOutputLine keptOutputLine(std::size_t index) const;
    // The index of the first kept line with at least `steps` events before it.
    std::size_t firstKeptOutputAfter(std::uint64_t steps) const;
    // Lines that are not events beyond the caps: counted, not kept.
    std::uint64_t outputLinesNotKept() const { return m_outputsNotKept; }

    // The bytes this store holds (its words, checkpoints, side tables and kept output).
    std::uint64_t memoryBytes() const;

private:
    struct Checkpoint
    {
        std::uint64_t entry = 0; // the word of the event it stands before
        std::uint64_t lastEventLine = 0;
        TraceCounts counts;
    };
    struct AttackerNote
    {
        std::uint64_t step = 0;
        std::int8_t row = -1;
        std::int8_t col = -1;
    };
    struct NumberNote
    {
        std::uint64_t step = 0;
        std::uint64_t number = 0;
    };
    struct OutputRecord
    {
        std::uint64_t line = 0;
        std::uint64_t stepsBefore = 0;
        std::uint64_t offset = 0;
        std::uint64_t length = 0;
        std::uint32_t kept = 0;
        bool malformed = false;
    };
    class Walker;

    void appendEvent(const TraceLine &line);
    void appendOther(const TraceLine &line);
    void pushWord(std::uint16_t word);
    std::uint16_t wordAt(std::uint64_t entry) const
    {
        return m_chunks[entry >> kChunkBits][entry & (kChunkWords - 1)];
    }
    // Decodes the word of event `step` on line `line`, from the position before it.
    TraceStep decode(std::uint16_t word, std::uint64_t step, std::uint64_t line,
                     const TracePosition &before) const;
    TracePosition checkpointPosition(std::size_t index) const;

    static constexpr int kChunkBits = 16;
    static constexpr std::uint64_t kChunkWords = std::uint64_t(1) << kChunkBits;

    int m_n;
    std::vector<std::unique_ptr<std::uint16_t[]>> m_chunks;
    std::uint64_t m_words = 0;
    TracePosition m_live;
    std::vector<Checkpoint> m_checkpoints;
    std::vector<std::uint32_t> m_checkpointSquares; // n rows of bits per checkpoint
    std::vector<AttackerNote> m_attackerNotes; // by step
    std::vector<NumberNote> m_numberNotes; // by step
    std::vector<std::uint64_t> m_solutionSteps;
    std::vector<OutputRecord> m_outputs;
    std::string m_outputText;
    std::uint64_t m_outputsNotKept = 0;
};

} // namespace nq
