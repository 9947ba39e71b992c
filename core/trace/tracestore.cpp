#include "tracestore.h"

#include <algorithm>

namespace nq {

namespace {

// The word of an event: bits 15-13 its kind (EventType, or kOther), 12-10 three more bits,
// 9-5 its column, 4-0 its row (a backtrack's level). The word of a run of lines that are
// not events: kind kOther, bit 12 set for malformed events, bits 11-0 how many.
constexpr int kKindShift = 13;
constexpr int kExtraShift = 10;
constexpr std::uint16_t kOther = 7;
constexpr std::uint16_t kMalformedRun = 1u << 12;
constexpr std::uint16_t kRunMask = 0x0fff;
// Extra bits of a solution: numbered as its count says, or otherwise (a side note).
constexpr std::uint16_t kNumberIsCount = 1;
constexpr std::uint16_t kNumberNoted = 2;

constexpr std::uint16_t wordKind(std::uint16_t word)
{
    return word >> kKindShift;
}

// Applies one event to a position: its board and counts.
void applyEvent(TracePosition &position, EventType type, int row, int col, std::uint64_t line)
{
    TraceCounts &c = position.counts;
    ++c.lines;
    ++c.events;
    switch (type) {
    case EventType::Try: ++c.tries; break;
    case EventType::Conflict: ++c.conflicts; break;
    case EventType::Place:
        ++c.places;
        position.board.place(row, col);
        break;
    case EventType::Solution: ++c.solutions; break;
    case EventType::Remove:
        ++c.removes;
        position.board.remove(row, col);
        break;
    case EventType::Backtrack: ++c.backtracks; break;
    case EventType::Done: ++c.dones; break;
    }
    position.lastEventLine = line;
    ++position.step;
}

// Counts a run of lines that are not events.
void applyOthers(TracePosition &position, std::uint16_t word)
{
    const std::uint64_t run = word & kRunMask;
    position.counts.lines += run;
    if (word & kMalformedRun)
        position.counts.malformedLines += run;
    else
        position.counts.outputLines += run;
}

template<typename Note>
const Note *noteAt(const std::vector<Note> &notes, std::uint64_t step)
{
    const auto found = std::lower_bound(
        notes.begin(), notes.end(), step,
        [](const Note &note, std::uint64_t s) { return note.step < s; });
    return found != notes.end() && found->step == step ? &*found : nullptr;
}

} // namespace

Counters TracePosition::counters() const
{
    Counters c;
    c.steps = counts.events;
    c.tries = counts.tries;
    c.places = counts.places;
    c.removes = counts.removes;
    c.backtracks = counts.backtracks;
    c.solutions = counts.solutions;
    return c;
}

// Replays the store from the checkpoint at or before a step: the position it stands on and
// the word it reads next.
class TraceStore::Walker
{
public:
    Walker(const TraceStore &store, std::uint64_t step)
        : m_store(store)
    {
        const std::size_t index = std::min<std::uint64_t>(step / kCheckpointInterval,
                                                          store.m_checkpoints.size() - 1);
        m_position = store.checkpointPosition(index);
        m_entry = store.m_checkpoints[index].entry;
    }

    const TracePosition &position() const { return m_position; }

    // Reads the next event and applies it; false at the end of the store.
    bool next(TraceStep &step)
    {
        if (!peek(step))
            return false;
        apply(step);
        return true;
    }
    // Reads the next event without applying it (position() is still the one before it);
    // false at the end of the store.
    bool peek(TraceStep &step)
    {
        skipOthers();
        if (m_entry >= m_store.m_words)
            return false;
        step = m_store.decode(m_store.wordAt(m_entry), m_position.step, m_position.counts.lines + 1,
                              m_position);
        return true;
    }
    // Applies the event peek() read.
    void apply(const TraceStep &step)
    {
        ++m_entry;
        applyEvent(m_position, step.event.type, step.event.row, step.event.col, step.line);
    }
    void advanceTo(std::uint64_t steps)
    {
        TraceStep step;
        while (m_position.step < steps && next(step)) { }
    }
    // Takes in the lines that are not events up to the next event.
    void skipOthers()
    {
        while (m_entry < m_store.m_words && wordKind(m_store.wordAt(m_entry)) == kOther)
            applyOthers(m_position, m_store.wordAt(m_entry++));
    }

private:
    const TraceStore &m_store;
    TracePosition m_position;
    std::uint64_t m_entry = 0;
};

TraceStore::TraceStore(int n)
    : m_n(n)
{
    m_live.board = TraceBoard(n);
}

TraceStore::~TraceStore() = default;

void TraceStore::pushWord(std::uint16_t word)
{
    if ((m_words & (kChunkWords - 1)) == 0 && (m_words >> kChunkBits) == m_chunks.size())
        m_chunks.push_back(std::make_unique<std::uint16_t[]>(kChunkWords));
    m_chunks[m_words >> kChunkBits][m_words & (kChunkWords - 1)] = word;
    ++m_words;
}

void TraceStore::append(const TraceLine &line)
{
    if (line.kind == TraceLineKind::Event)
        appendEvent(line);
    else
        appendOther(line);
}

void TraceStore::appendEvent(const TraceLine &line)
{
    const Event &e = line.event;
    const std::uint64_t step = m_live.step;
    if (step % kCheckpointInterval == 0) {
        m_checkpoints.push_back({m_words, m_live.lastEventLine, m_live.counts});
        const SquareSet &squares = m_live.board.squares();
        m_checkpointSquares.insert(m_checkpointSquares.end(), squares.begin(),
                                   squares.begin() + m_n);
    }
    std::uint16_t word = static_cast<std::uint16_t>(std::uint16_t(e.type) << kKindShift);
    std::uint16_t extra = 0;
    switch (e.type) {
    case EventType::Try:
    case EventType::Place:
    case EventType::Remove: word |= static_cast<std::uint16_t>(e.row | (e.col << 5)); break;
    case EventType::Conflict: {
        word |= static_cast<std::uint16_t>(e.row | (e.col << 5));
        if (!line.attackerNamed)
            break;
        extra = static_cast<std::uint16_t>(e.line);
        // Read back from the board when the named queen is the one queen on that line.
        const TraceBoard &board = m_live.board;
        const bool sameSquare = e.attackerRow == e.row && e.attackerCol == e.col;
        const int own = board.hasQueen(e.row, e.col) ? 1 : 0;
        const bool derivable = !sameSquare && board.hasQueen(e.attackerRow, e.attackerCol)
                               && attackLine(e.attackerRow, e.attackerCol, e.row, e.col) == e.line
                               && board.queensOn(e.line, e.row, e.col) - own == 1;
        if (!derivable)
            m_attackerNotes.push_back({step, e.attackerRow, e.attackerCol});
        break;
    }
    case EventType::Solution:
        m_solutionSteps.push_back(step);
        if (!line.solutionNumbered)
            break;
        if (e.solution == m_live.counts.solutions + 1) {
            extra = kNumberIsCount;
        } else {
            extra = kNumberNoted;
            m_numberNotes.push_back({step, e.solution});
        }
        break;
    case EventType::Backtrack: word |= static_cast<std::uint16_t>(e.level); break;
    case EventType::Done: break;
    }
    pushWord(static_cast<std::uint16_t>(word | (extra << kExtraShift)));
    applyEvent(m_live, e.type, e.row, e.col, line.number);
}

void TraceStore::appendOther(const TraceLine &line)
{
    const bool malformed = line.kind == TraceLineKind::Malformed;
    const std::uint16_t flag = malformed ? kMalformedRun : 0;
    std::uint16_t *last =
        m_words > 0 ? &m_chunks[(m_words - 1) >> kChunkBits][(m_words - 1) & (kChunkWords - 1)]
                    : nullptr;
    if (last && wordKind(*last) == kOther && (*last & kMalformedRun) == flag
        && (*last & kRunMask) < kRunMask)
        ++*last;
    else
        pushWord(static_cast<std::uint16_t>((kOther << kKindShift) | flag | 1));
    applyOthers(m_live, static_cast<std::uint16_t>(flag | 1));

    if (m_outputs.size() < kMaxKeptOutputLines
        && m_outputText.size() + line.text.size() <= kMaxKeptOutputBytes) {
        m_outputs.push_back({line.number, m_live.step, m_outputText.size(), line.length,
                             static_cast<std::uint32_t>(line.text.size()), malformed});
        m_outputText.append(line.text);
    } else {
        ++m_outputsNotKept;
    }
}

TraceStep TraceStore::decode(std::uint16_t word, std::uint64_t step, std::uint64_t line,
                             const TracePosition &before) const
{
    TraceStep s;
    s.step = step;
    s.line = line;
    Event &e = s.event;
    e.type = static_cast<EventType>(wordKind(word));
    const int row = word & 31;
    const int col = (word >> 5) & 31;
    const std::uint16_t extra = (word >> kExtraShift) & 7;
    switch (e.type) {
    case EventType::Try:
    case EventType::Place:
    case EventType::Remove:
    case EventType::Conflict:
        e.row = static_cast<std::int8_t>(row);
        e.col = static_cast<std::int8_t>(col);
        break;
    case EventType::Backtrack: e.level = static_cast<std::int8_t>(row); break;
    case EventType::Solution:
    case EventType::Done: break;
    }
    if (e.type == EventType::Conflict && extra != 0) {
        s.attackerNamed = true;
        e.line = static_cast<Line>(extra);
        if (const AttackerNote *note = noteAt(m_attackerNotes, step)) {
            e.attackerRow = note->row;
            e.attackerCol = note->col;
        } else {
            int attackerRow = -1;
            int attackerCol = -1;
            before.board.attackerAlong(e.line, row, col, attackerRow, attackerCol);
            e.attackerRow = static_cast<std::int8_t>(attackerRow);
            e.attackerCol = static_cast<std::int8_t>(attackerCol);
        }
    } else if (e.type == EventType::Solution && extra != 0) {
        s.solutionNumbered = true;
        if (extra == kNumberIsCount) {
            e.solution = before.counts.solutions + 1;
        } else if (const NumberNote *note = noteAt(m_numberNotes, step)) {
            e.solution = note->number;
        }
    }
    return s;
}

TracePosition TraceStore::checkpointPosition(std::size_t index) const
{
    const Checkpoint &checkpoint = m_checkpoints[index];
    TracePosition position;
    position.step = index * kCheckpointInterval;
    position.lastEventLine = checkpoint.lastEventLine;
    position.counts = checkpoint.counts;
    SquareSet squares {};
    std::copy_n(m_checkpointSquares.begin() + std::ptrdiff_t(index * std::size_t(m_n)), m_n,
                squares.begin());
    position.board = TraceBoard(m_n);
    position.board.assign(squares);
    return position;
}

TracePosition TraceStore::positionAfter(std::uint64_t steps) const
{
    if (steps >= stepCount())
        return m_live;
    Walker walker(*this, steps);
    walker.advanceTo(steps);
    walker.skipOthers();
    return walker.position();
}

TraceStep TraceStore::stepAt(std::uint64_t step) const
{
    TraceStep result;
    if (step >= stepCount())
        return result;
    Walker walker(*this, step);
    walker.advanceTo(step);
    walker.next(result);
    return result;
}

void TraceStore::visitSteps(
    std::uint64_t first, std::uint64_t count,
    const std::function<void(const TraceStep &, const TracePosition &)> &visit) const
{
    if (first >= stepCount() || count == 0)
        return;
    Walker walker(*this, first);
    walker.advanceTo(first);
    const std::uint64_t end = first + std::min(count, stepCount() - first);
    TraceStep step;
    for (std::uint64_t at = first; at < end; ++at) {
        // The visitor sees the walker's own position before the step: copying it for each of
        // millions of steps cost more than the visit.
        if (!walker.peek(step))
            return;
        visit(step, walker.position());
        walker.apply(step);
    }
}

TraceOutputLine TraceStore::keptOutputLine(std::size_t index) const
{
    const OutputRecord &record = m_outputs.at(index);
    TraceOutputLine line;
    line.line = record.line;
    line.stepsBefore = record.stepsBefore;
    line.malformed = record.malformed;
    line.text = std::string_view(m_outputText).substr(record.offset, record.kept);
    line.length = record.length;
    return line;
}

std::size_t TraceStore::firstKeptOutputAfter(std::uint64_t steps) const
{
    const auto found = std::lower_bound(
        m_outputs.begin(), m_outputs.end(), steps,
        [](const OutputRecord &record, std::uint64_t s) { return record.stepsBefore < s; });
    return std::size_t(found - m_outputs.begin());
}

std::uint64_t TraceStore::memoryBytes() const
{
    return m_chunks.size() * kChunkWords * sizeof(std::uint16_t)
           + m_chunks.capacity() * sizeof(m_chunks[0])
           + m_checkpoints.capacity() * sizeof(Checkpoint)
           + m_checkpointSquares.capacity() * sizeof(std::uint32_t)
           + m_attackerNotes.capacity() * sizeof(AttackerNote)
           + m_numberNotes.capacity() * sizeof(NumberNote)
           + m_solutionSteps.capacity() * sizeof(std::uint64_t)
           + m_outputs.capacity() * sizeof(OutputRecord) + m_outputText.capacity() + sizeof(*this);
}

} // namespace nq
