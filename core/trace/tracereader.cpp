#include "tracereader.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <utility>

namespace nq {

namespace {

bool isWordSpace(char c)
{
    return c == ' ' || c == '\t';
}

// The event a line's first word names, if it names one.
bool eventNamed(std::string_view word, EventType &type)
{
    // Switched on the first letter: most lines of a long trace are events, and most other
    // lines fail at once.
    if (word.empty())
        return false;
    switch (word[0]) {
    case 't': type = EventType::Try; return word == "try";
    case 'c': type = EventType::Conflict; return word == "conflict";
    case 'p': type = EventType::Place; return word == "place";
    case 's': type = EventType::Solution; return word == "solution";
    case 'r': type = EventType::Remove; return word == "remove";
    case 'b': type = EventType::Backtrack; return word == "backtrack";
    case 'd': type = EventType::Done; return word == "done";
    default: return false;
    }
}

// The words after the event's name, one at a time, separated by spaces and tabs.
class Words
{
public:
    Words(std::string_view text, std::size_t from)
        : m_text(text)
        , m_at(from)
    {
    }
    // The next word, or an empty view at the end.
    std::string_view next()
    {
        while (m_at < m_text.size() && isWordSpace(m_text[m_at]))
            ++m_at;
        const std::size_t start = m_at;
        while (m_at < m_text.size() && !isWordSpace(m_text[m_at]))
            ++m_at;
        return m_text.substr(start, m_at - start);
    }

private:
    std::string_view m_text;
    std::size_t m_at;
};

// Reads plain decimal digits; a number too large for 64 bits saturates (it is off any board),
// and so does a negative one ("place -1 0" is an event's form with a row off the board).
bool readNumber(std::string_view word, std::uint64_t &value)
{
    if (word.size() > 1 && word[0] == '-') {
        std::uint64_t magnitude = 0;
        if (!readNumber(word.substr(1), magnitude))
            return false;
        value = std::numeric_limits<std::uint64_t>::max();
        return true;
    }
    if (word.empty())
        return false;
    std::uint64_t result = 0;
    constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();
    for (const char c : word) {
        if (c < '0' || c > '9')
            return false;
        const std::uint64_t digit = std::uint64_t(c - '0');
        result = result > (kMax - digit) / 10 ? kMax : result * 10 + digit;
    }
    value = result;
    return true;
}

bool lineNamed(std::string_view word, Line &line)
{
    for (const Line candidate : {Line::Column, Line::Row, Line::Diagonal, Line::AntiDiagonal}) {
        if (word == toString(candidate)) {
            line = candidate;
            return true;
        }
    }
    return false;
}

// Reads the numbers and words after an event's name into `line`; false with the reason set.
class EventParser
{
public:
    EventParser(std::string_view text, std::size_t from, int n, TraceLine &line)
        : m_words(text, from)
        , m_n(n)
        , m_line(line)
    {
    }

    // A number below `limit` (N for a row, a column or a level) for `field`.
    bool number(TraceField field, std::uint64_t limit, std::uint64_t &value)
    {
        const std::string_view word = m_words.next();
        if (word.empty())
            return fail(MalformedReason::MissingNumber, field, word);
        if (!readNumber(word, value))
            return fail(MalformedReason::NotANumber, field, word);
        if (value >= limit) {
            m_line.value = value;
            return fail(MalformedReason::OffTheBoard, field, word);
        }
        return true;
    }
    bool square(TraceField rowField, TraceField columnField, std::int8_t &row, std::int8_t &col)
    {
        std::uint64_t r = 0;
        std::uint64_t c = 0;
        if (!number(rowField, std::uint64_t(m_n), r) || !number(columnField, std::uint64_t(m_n), c))
            return false;
        row = static_cast<std::int8_t>(r);
        col = static_cast<std::int8_t>(c);
        return true;
    }
    bool atEnd()
    {
        const std::string_view word = m_words.next();
        return word.empty() || fail(MalformedReason::ExtraWord, TraceField::None, word);
    }
    std::string_view nextWord() { return m_words.next(); }
    bool fail(MalformedReason reason, TraceField field, std::string_view word)
    {
        m_line.kind = TraceLineKind::Malformed;
        m_line.reason = reason;
        m_line.field = field;
        m_line.word = word;
        return false;
    }

private:
    Words m_words;
    int m_n;
    TraceLine &m_line;
};

bool parseConflict(EventParser &parser, TraceLine &line)
{
    Event &e = line.event;
    if (!parser.square(TraceField::Row, TraceField::Column, e.row, e.col))
        return false;
    const std::string_view queen = parser.nextWord();
    if (queen.empty())
        return true;
    if (queen != "queen")
        return parser.fail(MalformedReason::NotQueen, TraceField::None, queen);
    if (!parser.square(TraceField::AttackerRow, TraceField::AttackerColumn, e.attackerRow,
                       e.attackerCol))
        return false;
    const std::string_view lineWord = parser.nextWord();
    if (lineWord.empty())
        return parser.fail(MalformedReason::MissingLine, TraceField::Line, lineWord);
    if (!lineNamed(lineWord, e.line))
        return parser.fail(MalformedReason::UnknownLine, TraceField::Line, lineWord);
    line.attackerNamed = true;
    return parser.atEnd();
}

bool parseSolution(EventParser &parser, TraceLine &line)
{
    // The number is the program's own (from 0 or from 1): any whole number is taken.
    const std::string_view word = parser.nextWord();
    if (word.empty())
        return true;
    std::uint64_t k = 0;
    if (!readNumber(word, k) || word[0] == '-')
        return parser.fail(MalformedReason::NotANumber, TraceField::Solution, word);
    line.event.solution = k;
    line.solutionNumbered = true;
    return parser.atEnd();
}

// Reads `text` as one event from its first byte: kind Event, Malformed (with why) or Output
// (its first word names no event).
void readEvent(std::string_view text, std::uint64_t length, int n, TraceLine &line)
{
    std::size_t nameEnd = 0;
    while (nameEnd < text.size() && nameEnd < 10 && !isWordSpace(text[nameEnd]))
        ++nameEnd;
    EventType type = EventType::Done;
    if (!eventNamed(text.substr(0, nameEnd), type)
        || (nameEnd < text.size() && !isWordSpace(text[nameEnd])))
        return;
    line.eventType = type;
    line.kind = TraceLineKind::Event;
    if (length > TraceReader::kMaxEventBytes) {
        line.kind = TraceLineKind::Malformed;
        line.reason = MalformedReason::TooLong;
        return;
    }
    Event &e = line.event;
    e.type = type;
    EventParser parser(text, nameEnd, n, line);
    switch (type) {
    case EventType::Try:
    case EventType::Place:
    case EventType::Remove:
        if (parser.square(TraceField::Row, TraceField::Column, e.row, e.col))
            parser.atEnd();
        break;
    case EventType::Conflict: parseConflict(parser, line); break;
    case EventType::Solution: parseSolution(parser, line); break;
    case EventType::Backtrack: {
        std::uint64_t level = 0;
        if (parser.number(TraceField::Level, std::uint64_t(n), level)) {
            e.level = static_cast<std::int8_t>(level);
            parser.atEnd();
        }
        break;
    }
    case EventType::Done: parser.atEnd(); break;
    }
    if (line.kind == TraceLineKind::Malformed)
        line.event = Event {};
}

void resetLine(TraceLine &line)
{
    line.kind = TraceLineKind::Output;
    line.event = Event {};
    line.attackerNamed = false;
    line.solutionNumbered = false;
    line.eventAt = 0;
    line.eventAfterText = 0;
    line.reason = MalformedReason::None;
    line.field = TraceField::None;
    line.value = 0;
    line.word = {};
}

// Without the mark, a line is an event only in its exact form: a wrong form is the program's
// own print. Numbers off the board keep the line malformed (it is an event's form).
void keepOnlyTheExactForm(TraceLine &line)
{
    if (line.kind == TraceLineKind::Malformed && line.reason != MalformedReason::OffTheBoard)
        resetLine(line);
}

} // namespace

TraceReader::TraceReader(int n)
    : m_n(n)
{
}

void TraceReader::classify(std::string_view text, int n, TraceLine &line)
{
    resetLine(line);
    const std::uint64_t length = std::max<std::uint64_t>(line.length, text.size());
    const std::size_t mark = text.find(kEventMark);
    if (mark != std::string_view::npos) {
        const std::size_t at = mark + kEventMark.size();
        readEvent(text.substr(at), length - at, n, line);
        if (line.kind != TraceLineKind::Output) {
            line.eventAt = std::uint32_t(at);
            return;
        }
        resetLine(line);
    }
    // An event starts at the line's first byte: a student's own indented print ("  place the
    // queen") stays the program's output.
    readEvent(text, length, n, line);
    keepOnlyTheExactForm(line);
    if (line.kind != TraceLineKind::Output)
        return;
    // An event in its exact form at the end of a line, after the program's own text: a
    // prompt that ate its newline. Read as output (a sentence may end so), but noted.
    const std::size_t from = text.size() > kMaxEventBytes ? text.size() - kMaxEventBytes : 1;
    for (std::size_t at = std::max<std::size_t>(from, 1); at < text.size(); ++at) {
        if (!isWordSpace(text[at - 1]) && text[at - 1] != ':' && text[at - 1] != '>')
            continue;
        TraceLine tail;
        readEvent(text.substr(at), text.size() - at, n, tail);
        if (tail.kind == TraceLineKind::Event) {
            line.eventAfterText = std::uint32_t(at);
            return;
        }
    }
}

namespace {

void appendUtf8(std::string &out, std::uint32_t code)
{
    if (code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
        code = 0xFFFD; // not a character: the replacement character
    if (code < 0x80) {
        out += char(code);
    } else if (code < 0x800) {
        out += char(0xC0 | (code >> 6));
        out += char(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
        out += char(0xE0 | (code >> 12));
        out += char(0x80 | ((code >> 6) & 0x3F));
        out += char(0x80 | (code & 0x3F));
    } else {
        out += char(0xF0 | (code >> 18));
        out += char(0x80 | ((code >> 12) & 0x3F));
        out += char(0x80 | ((code >> 6) & 0x3F));
        out += char(0x80 | (code & 0x3F));
    }
}

} // namespace

void TraceReader::feed(std::string_view bytes)
{
    m_bytes += bytes.size();
    if (m_encodingKnown) {
        takeBytes(bytes);
        return;
    }
    // Up to four bytes tell the mark (FF FE 00 00 is UTF-32's, FF FE alone UTF-16's).
    m_head.append(bytes);
    m_chunk = {};
    if (m_head.size() >= 4)
        decideEncoding();
}

void TraceReader::finish()
{
    if (!m_encodingKnown)
        decideEncoding();
    m_finished = true;
}

void TraceReader::decideEncoding()
{
    const std::string_view head = m_head;
    std::size_t mark = 0;
    if (head.starts_with("\xEF\xBB\xBF")) {
        mark = 3;
    } else if (head.starts_with(std::string_view("\xFF\xFE\0\0", 4))) {
        m_encoding = TraceEncoding::Utf32LittleEndian;
        mark = 4;
    } else if (head.starts_with(std::string_view("\0\0\xFE\xFF", 4))) {
        m_encoding = TraceEncoding::Utf32BigEndian;
        mark = 4;
    } else if (head.starts_with("\xFF\xFE")) {
        m_encoding = TraceEncoding::Utf16LittleEndian;
        mark = 2;
    } else if (head.starts_with("\xFE\xFF")) {
        m_encoding = TraceEncoding::Utf16BigEndian;
        mark = 2;
    } else if (head.size() >= 4 && head[0] != 0 && head[1] == 0 && head[2] != 0 && head[3] == 0) {
        m_encoding = TraceEncoding::Utf16LittleEndian; // no mark, but "p\0l\0": no text
    } else if (head.size() >= 4 && head[0] == 0 && head[1] != 0 && head[2] == 0 && head[3] != 0) {
        m_encoding = TraceEncoding::Utf16BigEndian; // starts so in UTF-8
    }
    m_encodingKnown = true;
    // m_head stays as it is from here on: the chunk views into it until the next feed().
    takeBytes(head.substr(mark));
}

void TraceReader::takeBytes(std::string_view bytes)
{
    if (m_encoding == TraceEncoding::Utf8) {
        m_chunk = bytes;
        return;
    }
    const bool sixteen = m_encoding == TraceEncoding::Utf16LittleEndian
                         || m_encoding == TraceEncoding::Utf16BigEndian;
    const bool little = m_encoding == TraceEncoding::Utf16LittleEndian
                        || m_encoding == TraceEncoding::Utf32LittleEndian;
    const std::size_t unit = sixteen ? 2 : 4;
    m_decoded.clear();
    m_decoded.reserve(bytes.size());
    std::size_t at = 0;
    const auto unitAt = [&](const unsigned char *b) {
        std::uint32_t value = 0;
        for (std::size_t i = 0; i < unit; ++i)
            value |= std::uint32_t(b[i]) << (8 * (little ? i : unit - 1 - i));
        return value;
    };
    const auto take = [&](std::uint32_t value) {
        if (!sixteen) {
            appendUtf8(m_decoded, value);
            return;
        }
        if (m_highSurrogate != 0) {
            const std::uint32_t high = std::exchange(m_highSurrogate, 0);
            if (value >= 0xDC00 && value <= 0xDFFF) {
                appendUtf8(m_decoded, 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00));
                return;
            }
            appendUtf8(m_decoded, 0xFFFD);
        }
        if (value >= 0xD800 && value <= 0xDBFF)
            m_highSurrogate = value;
        else
            appendUtf8(m_decoded, value);
    };
    // A code unit begun in the last chunk is finished first.
    while (!m_carry.empty() && at < bytes.size()) {
        m_carry += bytes[at++];
        if (m_carry.size() == unit) {
            take(unitAt(reinterpret_cast<const unsigned char *>(m_carry.data())));
            m_carry.clear();
        }
    }
    for (; at + unit <= bytes.size(); at += unit)
        take(unitAt(reinterpret_cast<const unsigned char *>(bytes.data() + at)));
    m_carry.append(bytes.substr(at));
    m_chunk = m_decoded;
}

void TraceReader::handOut(std::string_view text, std::uint64_t length, bool endedByNewline,
                          TraceLine &line)
{
    line.number = ++m_lines;
    line.text = text;
    line.length = length;
    line.endedByNewline = endedByNewline;
    classify(text, m_n, line);
}

bool TraceReader::next(TraceLine &line)
{
    if (m_partialUsed) {
        m_partial.clear();
        m_partialLength = 0;
        m_partialPending = false;
        m_partialUsed = false;
        m_partialEndsInCr = false;
    }
    if (!m_chunk.empty()) {
        const char *start = m_chunk.data();
        const void *newline = std::memchr(start, '\n', m_chunk.size());
        const std::size_t length = newline ? std::size_t(static_cast<const char *>(newline) - start)
                                           : m_chunk.size();
        if (newline && !m_partialPending) {
            // The whole line lies in this chunk: read in place, no copy.
            std::string_view text(start, length);
            m_chunk.remove_prefix(length + 1);
            if (!text.empty() && text.back() == '\r')
                text.remove_suffix(1);
            const std::uint64_t whole = text.size();
            handOut(text.substr(0, kMaxKeptLineBytes), whole, true, line);
            return true;
        }
        // A line that goes on past this chunk, or the end of one begun in an earlier chunk:
        // only its kept start is copied, the rest counted, so a long line costs one pass.
        const std::size_t room = kMaxKeptLineBytes - std::min(m_partial.size(), kMaxKeptLineBytes);
        m_partial.append(start, std::min(room, length));
        m_partialLength += length;
        if (length > 0)
            m_partialEndsInCr = start[length - 1] == '\r';
        m_partialPending = true;
        if (newline) {
            m_chunk.remove_prefix(length + 1);
            handOutPartial(true, line);
            return true;
        }
        m_chunk = {};
    }
    if (m_finished && m_partialPending) {
        handOutPartial(false, line);
        return true;
    }
    return false;
}

void TraceReader::handOutPartial(bool endedByNewline, TraceLine &line)
{
    // A '\r' before the '\n' ends the line as CRLF; one the input ended after is dropped too.
    const std::uint64_t whole = m_partialLength - (m_partialEndsInCr ? 1 : 0);
    const std::string_view kept(m_partial.data(), std::min<std::uint64_t>(m_partial.size(), whole));
    m_partialUsed = true;
    handOut(kept, whole, endedByNewline, line);
}

} // namespace nq
