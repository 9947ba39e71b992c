#pragma once

#include "searchtypes.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace nq {

// What one line a student's program printed is: an event, the program's own output, or an
// event that breaks the protocol. A line is an event only when it is exactly one: the event's
// name at the line's start, then the right count of integers (a conflict's attacker with its
// line). Anything else is the program's output, never an error ("backtrack from row 5",
// "solution found: [1, 3, 0, 2]"). A line of the event's form whose numbers are off the board
// is malformed. The helpers (resources/tracers) write TraceReader::kEventMark before each
// event: what follows the mark must then be an event (else malformed, as the helper wrote it),
// and text before the mark on the same line (a prompt without its newline) is the program's.
enum class TraceLineKind : std::uint8_t { Event, Output, Malformed };

// Why a line that starts like an event is not one. Structured, so that the window words it in
// its language; tracewording.h words it in English for nqueens-cli.
enum class MalformedReason : std::uint8_t {
    None,
    MissingNumber, // fewer numbers than the event takes ("place 3"): `field` is the first missing
    NotANumber, // a word where a number belongs ("place 3 x"): `field`, `word`
    OffTheBoard, // a row, column or level outside 0..N-1 ("place 3 9"): `field`, `value`, `word`
    ExtraWord, // more than the event takes ("done now"): `word` is the first extra one
    NotQueen, // a conflict's attacker must be written "queen r c line": `word` came instead
    MissingLine, // a conflict names its attacker without the line it attacks along
    UnknownLine, // ... or with a line that is not column, row, diagonal or anti-diagonal: `word`
    TooLong, // a line longer than any event could be (TraceReader::kMaxEventBytes)
};

// The part of an event a MalformedReason is about.
enum class TraceField : std::uint8_t {
    None,
    Row,
    Column,
    AttackerRow,
    AttackerColumn,
    Level,
    Solution,
    Line
};

// One line as TraceReader read it. The views point into the reader's input or its own buffer
// and stay valid until the next call of TraceReader::next().
struct TraceLine
{
    TraceLineKind kind = TraceLineKind::Output;
    std::uint64_t number = 0; // line number, from 1, over every line read
    // The line as read, without its '\n' and a '\r' before it: at most kMaxKeptLineBytes of
    // it (`length` says how long it was). Arbitrary bytes: NUL, invalid UTF-8.
    std::string_view text;
    std::uint64_t length = 0;
    bool endedByNewline = true; // false for a last line the input ended inside

    // kind == Event: the event, in (row, column) coordinates. A conflict names its attacker
    // only when `attackerNamed` (else attackerRow/Col are -1 and line is None); a solution
    // carries `event.solution` only when `solutionNumbered` (else 0).
    Event event;
    bool attackerNamed = false;
    bool solutionNumbered = false;
    // Where the event starts in `text`: after the helpers' mark (and any text the program wrote
    // before it), else 0.
    std::uint32_t eventAt = 0;
    // kind == Output: the line ends with an event after the program's own text ("Enter N:
    // place 0 0", a prompt without its newline and an event without the mark): read as
    // output, but the checker names the first such line. Where that event starts, else 0.
    std::uint32_t eventAfterText = 0;

    // kind == Malformed: why, about which part, the number read (OffTheBoard; saturated at
    // 2^64-1) and the word at fault (a view into `text`).
    MalformedReason reason = MalformedReason::None;
    TraceField field = TraceField::None;
    EventType eventType = EventType::Done; // the event the line starts like
    std::uint64_t value = 0;
    std::string_view word;
};

// How the trace's bytes are written, told by its first bytes: a byte order mark (Windows
// editors and PowerShell write one). UTF-8's mark is skipped; UTF-16 and UTF-32 are read,
// turned into UTF-8 as they come.
enum class TraceEncoding : std::uint8_t {
    Utf8,
    Utf16LittleEndian,
    Utf16BigEndian,
    Utf32LittleEndian,
    Utf32BigEndian
};

// Splits a student's program's output into lines and reads each one as an event, program
// output or a malformed event, for a board of N. Bytes come in chunks as they arrive (from a
// running program's pipe or a file read piece by piece); feed() one, then call next() until
// it returns false, then feed the next chunk; finish() at the end of the input reads a last
// line that has no '\n' after it. Lines end at '\n'; a '\r' before it is dropped (CRLF). A
// line longer than kMaxKeptLineBytes is kept only that far and its length counted, in one
// pass over its bytes however it is cut into chunks. A byte order mark at the start is no part
// of the first line; after a UTF-16 or UTF-32 one the input is read in that encoding. Plain C++, no threads: one thread at a
// time (the one reading the program's output).
//
// As nqueens-cli check-trace reads a trace, and as a window would read a running program:
//
//     TraceReader reader(n);
//     TraceChecker checker(n, firstOnly); // tracechecker.h: the rules, the first violation
//     TraceStore store(n); // tracestore.h: every step kept, for stepping through it
//     TraceLine line;
//     for (each chunk of bytes as it arrives) {
//         reader.feed(chunk);
//         while (reader.next(line)) {
//             checker.take(line);
//             store.append(line);
//         }
//     }
//     reader.finish();
//     while (reader.next(line)) { checker.take(line); store.append(line); }
//     checker.finish(); // the true solutions and the reference search
//     // checker.violation() or checker.summary(); tracewording.h words either in English
class TraceReader
{
public:
    // What is kept of one line (an output line's text is for showing; an event is far shorter).
    static constexpr std::size_t kMaxKeptLineBytes = 4096;
    // The longest event line taken: "conflict 31 31 queen 31 31 anti-diagonal" is 41 bytes;
    // spaces between words may pad it, but a line past this is not an event.
    static constexpr std::size_t kMaxEventBytes = 256;
    // What the helpers write before each event ("@nq place 3 1"), so that none of the
    // program's own prints is taken for an event and a prompt before one is no part of it.
    static constexpr std::string_view kEventMark = "@nq ";

    explicit TraceReader(int n);

    // The next bytes of the input. `bytes` must stay valid until next() has returned false.
    void feed(std::string_view bytes);
    // The input has ended: a line still open becomes the last one.
    void finish();
    // Takes the next whole line; false when the bytes fed so far hold no more.
    bool next(TraceLine &line);

    int n() const { return m_n; }
    // Known once the first four bytes (or all, if fewer) have been fed.
    TraceEncoding encoding() const { return m_encoding; }
    std::uint64_t linesRead() const { return m_lines; }
    std::uint64_t bytesFed() const { return m_bytes; }

    // Reads one line's text as the protocol says (no '\n' in it); `line.text`, `number` and
    // `length` are left to the caller. Exposed for tests and for callers with whole lines.
    static void classify(std::string_view text, int n, TraceLine &line);

private:
    void handOut(std::string_view text, std::uint64_t length, bool endedByNewline, TraceLine &line);
    void handOutPartial(bool endedByNewline, TraceLine &line);
    // Tells the encoding from the start held in m_head, and hands what follows its mark on.
    void decideEncoding();
    // Sets m_chunk to `bytes` as UTF-8 (decoded into m_decoded if need be).
    void takeBytes(std::string_view bytes);

    int m_n;
    TraceEncoding m_encoding = TraceEncoding::Utf8;
    bool m_encodingKnown = false;
    std::string m_head; // the first bytes, until the encoding is known
    std::string m_decoded; // the chunk turned into UTF-8 (UTF-16 and UTF-32 input)
    std::string m_carry; // a code unit a chunk ended inside
    std::uint32_t m_highSurrogate = 0; // UTF-16: the first half of a pair, until its second
    std::string_view m_chunk; // what is left of the chunk being read
    std::string m_partial; // the start of a line a chunk ended inside (at most the kept bytes)
    std::uint64_t m_partialLength = 0; // the whole length of that line so far
    bool m_partialPending = false; // a line is open in m_partial
    bool m_partialUsed = false; // m_partial was handed out as a line: cleared at the next call
    bool m_partialEndsInCr = false; // the open line's last byte so far is '\r'
    bool m_finished = false;
    std::uint64_t m_lines = 0;
    std::uint64_t m_bytes = 0;
};

} // namespace nq
