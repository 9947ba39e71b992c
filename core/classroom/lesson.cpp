#include "lesson.h"

#include "safefile.h"
#include "stepper.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace nq {

namespace {

using Kind = LessonProblem::Kind;

// The file keeps the goal in two fields, as the format always has: the search's "goal"
// (first or all: the stepper's) and the lesson's "mode" (animate, list or count).
QString goalName(Goal goal)
{
    return QString::fromLatin1(goal == Goal::First ? "first" : "all");
}

QString modeName(Goal goal)
{
    return QString::fromLatin1(goal == Goal::List    ? "list"
                               : goal == Goal::Count ? "count"
                                                     : "animate");
}

QJsonArray placementToJson(const Placement &placement)
{
    QJsonArray cols;
    for (int r = 0; r < placement.n; ++r)
        cols.append(placement.cols[r]);
    return cols;
}

QJsonObject searchToJson(const LessonSearch &search)
{
    QJsonObject object {
        {QStringLiteral("n"), search.options.n},
        {QStringLiteral("order"), QString::fromLatin1(toString(search.options.order))},
        {QStringLiteral("check"), QString::fromLatin1(toString(search.options.check))},
        {QStringLiteral("goal"), goalName(search.options.goal)},
    };
    if (search.hasStartQueens())
        object.insert(QStringLiteral("startQueens"), placementToJson(search.startQueens));
    if (search.isTrace()) // the lesson's trace (a lesson holds one)
        object.insert(QStringLiteral("trace"), true);
    return object;
}

// How many bytes UTF-8 `bytes` take as a JSON string's contents (QJsonDocument's escapes).
qsizetype jsonTextBytes(const QByteArray &bytes)
{
    qsizetype size = 0;
    for (const char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\' || c == '\b' || c == '\f' || c == '\n' || c == '\r' || c == '\t')
            size += 2;
        else if (u < 0x20)
            size += 6;
        else
            size += 1;
    }
    return size;
}

// A trace's name as long as reading allows, never cut inside a character.
QString clippedName(QString name)
{
    if (name.size() > LessonFormat::kMaxTraceNameLength) {
        name.truncate(LessonFormat::kMaxTraceNameLength);
        if (name.back().isHighSurrogate())
            name.chop(1);
    }
    return name;
}

QJsonObject traceToJson(const TraceRun &run)
{
    // What the run is made again from; nothing here is ever run (a program's command line is
    // its name only).
    QJsonObject object {
        // As long as reading allows (a command line may be longer): the name is only shown.
        {QStringLiteral("name"), clippedName(QString::fromStdString(run.name))},
        {QStringLiteral("n"), run.n},
        {QStringLiteral("firstOnly"), run.firstOnly},
    };
    // The bytes as the program printed them: a text that is not UTF-8 (a program printing
    // binary or Latin-1) would come back with replacement marks, another trace with another
    // fingerprint, and the lesson's notes would no longer be on the trace's file. Such a text
    // is kept in Base64 instead.
    // Base64 is chosen too when it is the shorter (control characters take six bytes each in
    // JSON), so that whatever a lesson held fits in a lesson file again (kMaxFileBytes).
    const QByteArray bytes = QByteArray::fromRawData(run.text.data(), qsizetype(run.text.size()));
    const QString text = QString::fromUtf8(bytes);
    if (text.toUtf8() == bytes && jsonTextBytes(bytes) <= (bytes.size() + 2) / 3 * 4)
        object.insert(QStringLiteral("text"), text);
    else
        object.insert(QStringLiteral("textBase64"), QString::fromLatin1(bytes.toBase64()));
    return object;
}

// Reads one JSON object field by field; the first problem found is kept and every later
// read returns a harmless default, so a reader is a straight list of reads and one check.
class FieldReader
{
public:
    FieldReader(const QJsonObject &object, QString path, std::optional<LessonProblem> &problem)
        : m_object(object)
        , m_path(std::move(path))
        , m_problem(problem)
    {
    }

    bool failed() const { return m_problem.has_value(); }
    // A reader of an object inside this one, sharing its problem.
    FieldReader nested(const QJsonObject &object, const QString &path) const
    {
        return FieldReader(object, path, m_problem);
    }
    QString pathOf(const QString &key) const
    {
        return m_path.isEmpty() ? key : m_path + QLatin1Char('.') + key;
    }
    void fail(Kind kind, const QString &field, const QString &value = {},
              const QString &allowed = {})
    {
        if (!m_problem)
            m_problem = LessonProblem {kind, field, value, allowed};
    }

    // The value of `key`, or nothing (a problem if it was required).
    std::optional<QJsonValue> value(const QString &key, bool required)
    {
        if (failed())
            return std::nullopt;
        const auto it = m_object.constFind(key);
        if (it == m_object.constEnd()) {
            if (required)
                fail(Kind::Missing, pathOf(key));
            return std::nullopt;
        }
        return *it;
    }

    std::int64_t integer(const QString &key, std::int64_t min, std::int64_t max,
                         std::int64_t fallback, bool required = true)
    {
        const std::optional<QJsonValue> v = value(key, required);
        return v ? integerValue(*v, pathOf(key), min, max) : fallback;
    }

    std::int64_t integerValue(const QJsonValue &v, const QString &field, std::int64_t min,
                              std::int64_t max)
    {
        if (failed())
            return min;
        if (!v.isDouble() || std::floor(v.toDouble()) != v.toDouble()) {
            fail(Kind::WrongType, field, {}, QStringLiteral("integer"));
            return min;
        }
        const double d = v.toDouble();
        if (d < double(min) || d > double(max)) {
            fail(Kind::OutOfRange, field, LessonFormat::shortNumber(d),
                 QStringLiteral("%1..%2").arg(min).arg(max));
            return min;
        }
        return std::int64_t(d);
    }

    bool boolean(const QString &key, bool fallback)
    {
        const std::optional<QJsonValue> v = value(key, false);
        if (!v)
            return fallback;
        if (!v->isBool()) {
            fail(Kind::WrongType, pathOf(key), {}, QStringLiteral("true or false"));
            return fallback;
        }
        return v->toBool();
    }

    QString string(const QString &key, bool required = true)
    {
        const std::optional<QJsonValue> v = value(key, required);
        if (!v)
            return {};
        if (!v->isString()) {
            fail(Kind::WrongType, pathOf(key), {}, QStringLiteral("text"));
            return {};
        }
        return v->toString();
    }

    // One of `names` (their index), or `fallback` when absent and not required.
    int choice(const QString &key, const QStringList &names, int fallback, bool required = true)
    {
        if (!value(key, required))
            return fallback;
        const QString text = string(key);
        const int index = int(names.indexOf(text));
        if (!failed() && index < 0)
            fail(Kind::UnknownValue, pathOf(key), text, names.join(QStringLiteral(", ")));
        return failed() ? fallback : index;
    }

    std::optional<QJsonArray> array(const QString &key, bool required)
    {
        const std::optional<QJsonValue> v = value(key, required);
        if (!v)
            return std::nullopt;
        if (!v->isArray()) {
            fail(Kind::WrongType, pathOf(key), {}, QStringLiteral("list"));
            return std::nullopt;
        }
        return v->toArray();
    }

    std::optional<QJsonObject> object(const QString &key, bool required)
    {
        const std::optional<QJsonValue> v = value(key, required);
        if (!v)
            return std::nullopt;
        if (!v->isObject()) {
            fail(Kind::WrongType, pathOf(key), {}, QStringLiteral("object"));
            return std::nullopt;
        }
        return v->toObject();
    }

    // n numbers, cols[row] = column or -1 for an empty row.
    std::optional<Placement> placement(const QString &key, int n)
    {
        const std::optional<QJsonArray> cols = array(key, false);
        if (!cols)
            return std::nullopt;
        if (cols->size() != n) {
            fail(Kind::WrongCount, pathOf(key), QString::number(cols->size()),
                 QStringLiteral("%1..%1").arg(n));
            return std::nullopt;
        }
        Placement placement(n);
        for (int r = 0; r < n && !failed(); ++r)
            placement.cols[r] = std::int8_t(
                integerValue(cols->at(r), pathOf(key) + QStringLiteral("[%1]").arg(r), -1, n - 1));
        return failed() ? std::nullopt : std::optional(placement);
    }

    // `trace`: the lesson's trace, which a search marked "trace": true is.
    LessonSearch search(const QString &key, const TraceRun *trace)
    {
        LessonSearch search;
        const std::optional<QJsonObject> object = this->object(key, true);
        if (!object)
            return search;
        FieldReader in = nested(*object, pathOf(key));
        SearchOptions &options = search.options;
        options.n = int(in.integer(QStringLiteral("n"), kMinN, kMaxN, 8));
        options.order = Order(in.choice(QStringLiteral("order"),
                                        {QStringLiteral("rows"), QStringLiteral("columns")}, 0));
        options.check = Check(in.choice(
            QStringLiteral("check"),
            {QStringLiteral("scan"), QStringLiteral("arrays"), QStringLiteral("bitmask")}, 1));
        options.goal = in.choice(QStringLiteral("goal"),
                                 {QStringLiteral("first"), QStringLiteral("all")}, 1)
                               == 0
                           ? Goal::First
                           : Goal::All;
        if (const auto start = in.placement(QStringLiteral("startQueens"), options.n)) {
            if (Stepper::prefixLength(*start, options.order) <= 0)
                in.fail(Kind::NotAStart, in.pathOf(QStringLiteral("startQueens")));
            else
                search.startQueens = *start;
        }
        if (in.boolean(QStringLiteral("trace"), false)) {
            if (!trace)
                in.fail(Kind::Missing, QStringLiteral("trace"));
            else if (search.hasStartQueens())
                in.fail(Kind::NotAStart, in.pathOf(QStringLiteral("startQueens")));
            else
                search = LessonSearch::ofTrace(*trace);
        }
        return search;
    }

private:
    QJsonObject m_object;
    QString m_path;
    std::optional<LessonProblem> &m_problem;
};

void readBreakpoints(FieldReader &in, Lesson &lesson)
{
    const std::optional<QJsonArray> list = in.array(QStringLiteral("breakpoints"), false);
    if (!list)
        return;
    const int n = lesson.search.options.n;
    std::set<std::pair<int, int>> seen;
    for (qsizetype i = 0; i < list->size() && !in.failed(); ++i) {
        const QString path = in.pathOf(QStringLiteral("breakpoints[%1]").arg(i));
        if (!list->at(i).isObject()) {
            in.fail(Kind::WrongType, path, {}, QStringLiteral("object"));
            return;
        }
        FieldReader square = in.nested(list->at(i).toObject(), path);
        const int row = int(square.integer(QStringLiteral("row"), 0, n - 1, 0));
        const int col = int(square.integer(QStringLiteral("col"), 0, n - 1, 0));
        if (in.failed())
            return;
        if (!seen.insert({row, col}).second)
            return in.fail(Kind::Duplicate, path, QStringLiteral("%1, %2").arg(row).arg(col));
        lesson.breakpoints.push_back({row, col});
    }
}

void readBookmarks(FieldReader &in, Lesson &lesson)
{
    const std::optional<QJsonArray> list = in.array(QStringLiteral("bookmarks"), false);
    if (!list)
        return;
    if (list->size() > LessonFormat::kMaxBookmarks)
        return in.fail(Kind::WrongCount, in.pathOf(QStringLiteral("bookmarks")),
                       QString::number(list->size()),
                       QStringLiteral("0..%1").arg(LessonFormat::kMaxBookmarks));
    for (qsizetype i = 0; i < list->size() && !in.failed(); ++i) {
        const QString path = QStringLiteral("bookmarks[%1]").arg(i);
        if (!list->at(i).isObject())
            return in.fail(Kind::WrongType, path, {}, QStringLiteral("object"));
        FieldReader entry = in.nested(list->at(i).toObject(), path);
        LessonBookmark bookmark;
        bookmark.search = entry.search(QStringLiteral("search"), lesson.trace.run.get());
        bookmark.step = std::uint64_t(
            entry.integer(QStringLiteral("step"), 0, std::int64_t(LessonFormat::kMaxStep), 0));
        bookmark.note = entry.string(QStringLiteral("note"), false);
        const qsizetype noteLength = LessonFormat::noteLength(bookmark.note);
        if (!in.failed() && noteLength > LessonFormat::kMaxNoteLength)
            entry.fail(Kind::TooLong, path + QStringLiteral(".note"), QString::number(noteLength),
                       QString::number(LessonFormat::kMaxNoteLength));
        const auto control = std::find_if(
            bookmark.note.cbegin(), bookmark.note.cend(), [](QChar c) {
                return c.category() == QChar::Other_Control && c != u'\n' && c != u'\t';
            });
        if (!in.failed() && control != bookmark.note.cend())
            entry.fail(Kind::UnknownValue, path + QStringLiteral(".note"),
                       QStringLiteral("U+%1").arg(control->unicode(), 4, 16, QLatin1Char('0')));
        if (in.failed())
            return;
        for (const LessonBookmark &earlier : lesson.bookmarks)
            if (earlier.search == bookmark.search && earlier.step == bookmark.step)
                return in.fail(Kind::Duplicate, path + QStringLiteral(".step"),
                               QString::number(bookmark.step));
        lesson.bookmarks.push_back(std::move(bookmark));
    }
}

// The trace's text as the program printed it: `text`, or `textBase64` for bytes that are not
// UTF-8 (traceToJson).
// Both are limited in bytes, as the window keeps a trace's text (TraceIntake) and as it is
// saved again: a text of 5 million two-byte characters passed a limit in characters, opened,
// and could not be saved.
QByteArray traceBytes(FieldReader &trace)
{
    const bool hasText = trace.value(QStringLiteral("text"), false).has_value();
    const bool hasBase64 = trace.value(QStringLiteral("textBase64"), false).has_value();
    if (hasText && hasBase64) { // which one would be the trace? Neither is guessed.
        trace.fail(Kind::Conflicting, QStringLiteral("trace.text"),
                   QStringLiteral("trace.textBase64"));
        return {};
    }
    const auto tooLong = [&trace](const QString &field, qsizetype bytes) {
        if (bytes <= LessonFormat::kMaxTraceBytes)
            return false;
        trace.fail(Kind::TooManyBytes, field, QString::number(bytes),
                   QString::number(LessonFormat::kMaxTraceBytes));
        return true;
    };
    if (!hasBase64) {
        const QByteArray text = trace.string(QStringLiteral("text")).toUtf8();
        return trace.failed() || tooLong(QStringLiteral("trace.text"), text.size()) ? QByteArray()
                                                                                    : text;
    }
    QByteArray encoded = trace.string(QStringLiteral("textBase64")).toLatin1();
    if (trace.failed())
        return {};
    // Line breaks and spaces are how Base64 is often wrapped (base64 wraps at 76 columns).
    encoded.removeIf([](char c) { return c == '\n' || c == '\r' || c == ' ' || c == '\t'; });
    const QByteArray::FromBase64Result result = QByteArray::fromBase64Encoding(
        encoded, QByteArray::AbortOnBase64DecodingErrors);
    if (!result) {
        trace.fail(Kind::WrongType, QStringLiteral("trace.textBase64"), {},
                   QStringLiteral("Base64"));
        return {};
    }
    return tooLong(QStringLiteral("trace.textBase64"), result.decoded.size()) ? QByteArray()
                                                                              : result.decoded;
}

// The student's trace the lesson holds: made again from its text by the reader and checker
// the window reads a trace file with. A field naming a program is no field of the format:
// nothing is ever run.
void readTrace(FieldReader &in, Lesson &lesson)
{
    const std::optional<QJsonObject> object = in.object(QStringLiteral("trace"), false);
    if (!object)
        return;
    FieldReader trace = in.nested(*object, QStringLiteral("trace"));
    const QString name = trace.string(QStringLiteral("name"));
    if (!in.failed() && name.size() > LessonFormat::kMaxTraceNameLength)
        return trace.fail(Kind::TooLong, QStringLiteral("trace.name"), QString::number(name.size()),
                          QString::number(LessonFormat::kMaxTraceNameLength));
    const int n = int(trace.integer(QStringLiteral("n"), kMinN, kMaxN, 8));
    const bool firstOnly = trace.boolean(QStringLiteral("firstOnly"), false);
    const QByteArray bytes = traceBytes(trace);
    if (in.failed())
        return;
    TraceIntake intake(n, firstOnly);
    intake.feed(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    intake.finish();
    lesson.trace.run = TraceRun::make(name.toStdString(), intake);
}

void readPanels(FieldReader &in, Lesson &lesson, const QStringList &knownPanels)
{
    const std::optional<QJsonArray> list = in.array(QStringLiteral("panels"), false);
    if (!list)
        return;
    for (qsizetype i = 0; i < list->size() && !in.failed(); ++i) {
        const QString path = QStringLiteral("panels[%1]").arg(i);
        if (!list->at(i).isString())
            return in.fail(Kind::WrongType, path, {}, QStringLiteral("text"));
        const QString name = list->at(i).toString();
        if (!knownPanels.contains(name))
            return in.fail(Kind::UnknownValue, path, name.left(40),
                           knownPanels.join(QStringLiteral(", ")));
        if (lesson.panels.contains(name))
            return in.fail(Kind::Duplicate, path, name);
        lesson.panels.append(name);
    }
}

void readOverlays(FieldReader &in, Lesson &lesson)
{
    if (const auto object = in.object(QStringLiteral("overlays"), false)) {
        FieldReader overlays = in.nested(*object, QStringLiteral("overlays"));
        Lesson::Overlays &o = lesson.overlays;
        o.attackedSquares = overlays.boolean(QStringLiteral("attackedSquares"), o.attackedSquares);
        o.attackCounts = overlays.boolean(QStringLiteral("attackCounts"), o.attackCounts);
        o.conflictLines = overlays.boolean(QStringLiteral("conflictLines"), o.conflictLines);
        o.candidate = overlays.boolean(QStringLiteral("candidate"), o.candidate);
    }
}

void readSpeed(FieldReader &in, Lesson &lesson)
{
    const std::optional<QJsonValue> speed = in.value(QStringLiteral("stepsPerSecond"), false);
    if (!speed)
        return;
    if (!speed->isDouble())
        return in.fail(Kind::WrongType, QStringLiteral("stepsPerSecond"), {},
                       QStringLiteral("number"));
    const double value = speed->toDouble();
    if (value != 0
        && !(value >= LessonFormat::kSlowestSpeed && value <= LessonFormat::kFastestSpeed))
        return in.fail(Kind::OutOfRange, QStringLiteral("stepsPerSecond"),
                       LessonFormat::shortNumber(value),
                       QStringLiteral("%1..%2")
                           .arg(LessonFormat::kSlowestSpeed)
                           .arg(LessonFormat::kFastestSpeed));
    lesson.stepsPerSecond = value;
}

} // namespace

qsizetype LessonFormat::noteLength(QStringView note)
{
    qsizetype characters = 0;
    for (qsizetype i = 0; i < note.size(); ++i, ++characters)
        if (note[i].isHighSurrogate() && i + 1 < note.size() && note[i + 1].isLowSurrogate())
            ++i;
    return characters;
}

QString LessonFormat::clipNote(const QString &note)
{
    qsizetype characters = 0;
    for (qsizetype i = 0; i < note.size(); ++i, ++characters) {
        if (characters == kMaxNoteLength)
            return note.left(i);
        if (note[i].isHighSurrogate() && i + 1 < note.size() && note[i + 1].isLowSurrogate())
            ++i;
    }
    return note;
}

bool LessonFormat::holdsALesson(const QString &path)
{
    FileStream stream = FileStream::openRegularFile(QFile::encodeName(path).toStdString());
    if (stream.isOpen()) {
        char head[512];
        const std::size_t got = stream.read(head, sizeof head);
        std::string_view text(head, got);
        if (text.starts_with("\xEF\xBB\xBF"))
            text.remove_prefix(3);
        const std::size_t first = text.find_first_not_of(" \t\r\n");
        if (first != std::string_view::npos)
            return text[first] == '{';
    }
    return !path.endsWith(QLatin1String(".trace"), Qt::CaseInsensitive);
}

QString LessonFormat::shortNumber(double value)
{
    // Whole numbers in full where a double holds them exactly (below 2^53: shown in full,
    // 2^53 + 1, read as 2^53, would claim a number that was not written); larger ones as
    // "1.8447 × 10^19" (not "1.84467e+19"); other numbers in at most six digits.
    constexpr double kExact = 9007199254740992.0; // 2^53
    if (std::abs(value) < kExact && std::floor(value) == value)
        return QString::number(value, 'f', 0);
    if (std::abs(value) < 1e15)
        return QString::number(value, 'g', 6);
    const int exponent = int(std::floor(std::log10(std::abs(value))));
    QString mantissa = QString::number(value / std::pow(10.0, exponent), 'f', 4);
    while (mantissa.endsWith(QLatin1Char('0')))
        mantissa.chop(1);
    if (mantissa.endsWith(QLatin1Char('.')))
        mantissa.chop(1);
    return mantissa + QStringLiteral(" × 10^") + QString::number(exponent);
}

QByteArray LessonFormat::write(const Lesson &lesson)
{
    QJsonObject root {
        {QStringLiteral("format"), QString::fromLatin1(kFormatName)},
        // Older programs read a lesson without a trace; one with a trace they refuse as newer.
        {QStringLiteral("version"), lesson.trace ? kVersion : 1},
        {QStringLiteral("search"), searchToJson(lesson.search)},
        {QStringLiteral("mode"), modeName(lesson.search.options.goal)},
        {QStringLiteral("stepsPerSecond"), lesson.stepsPerSecond},
        {QStringLiteral("step"), double(lesson.step)},
        {QStringLiteral("overlays"),
         QJsonObject {{QStringLiteral("attackedSquares"), lesson.overlays.attackedSquares},
                      {QStringLiteral("attackCounts"), lesson.overlays.attackCounts},
                      {QStringLiteral("conflictLines"), lesson.overlays.conflictLines},
                      {QStringLiteral("candidate"), lesson.overlays.candidate}}},
        {QStringLiteral("panels"), QJsonArray::fromStringList(lesson.panels)},
    };
    QJsonArray breakpoints;
    for (const Lesson::Square &square : lesson.breakpoints)
        breakpoints.append(
            QJsonObject {{QStringLiteral("row"), square.row}, {QStringLiteral("col"), square.col}});
    root.insert(QStringLiteral("breakpoints"), breakpoints);
    if (lesson.practiceQueens)
        root.insert(QStringLiteral("practiceQueens"), placementToJson(*lesson.practiceQueens));
    QJsonArray bookmarks;
    for (const LessonBookmark &bookmark : lesson.bookmarks)
        bookmarks.append(QJsonObject {{QStringLiteral("search"), searchToJson(bookmark.search)},
                                      {QStringLiteral("step"), double(bookmark.step)},
                                      {QStringLiteral("note"), bookmark.note}});
    root.insert(QStringLiteral("bookmarks"), bookmarks);
    if (lesson.trace)
        root.insert(QStringLiteral("trace"), traceToJson(*lesson.trace.run));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

// Long on purpose: one read per field of the format, in the order resources/doc/lesson-format.md documents them.
std::variant<Lesson, LessonProblem> LessonFormat::read(const QByteArray &bytes,
                                                       const QStringList &knownPanels)
{
    if (bytes.size() > kMaxFileBytes)
        return LessonProblem {
            Kind::TooLarge, {}, QString::number(bytes.size()), QString::number(kMaxFileBytes)};
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return LessonProblem {
            Kind::NotJson, {}, parseError.errorString(), QString::number(parseError.offset)};
    if (!document.isObject()
        || document.object().value(QStringLiteral("format")).toString()
               != QLatin1String(kFormatName))
        return LessonProblem {Kind::NotALesson, {}, {}, {}};

    std::optional<LessonProblem> problem;
    FieldReader in(document.object(), {}, problem);
    // Any whole number above this version's is a newer version's, however large.
    const QJsonValue versionValue = document.object().value(QStringLiteral("version"));
    const double newer = versionValue.toDouble();
    if (versionValue.isDouble() && std::floor(newer) == newer && newer > kVersion)
        return LessonProblem {Kind::NewerVersion, QStringLiteral("version"), shortNumber(newer),
                              QString::number(kVersion)};
    in.integer(QStringLiteral("version"), 1, kVersion, kVersion);
    Lesson lesson;
    readTrace(in, lesson); // first: the searches and bookmarks that are its refer to it
    lesson.search = in.search(QStringLiteral("search"), lesson.trace.run.get());
    const int n = lesson.search.options.n;
    const int mode = in.choice(
        QStringLiteral("mode"),
        {QStringLiteral("animate"), QStringLiteral("list"), QStringLiteral("count")}, 0,
        /*required=*/false);
    if (mode != 0)
        lesson.search.options.goal = mode == 1 ? Goal::List : Goal::Count;
    readSpeed(in, lesson);
    lesson.step = std::uint64_t(in.integer(QStringLiteral("step"), 0, std::int64_t(kMaxStep), 0));
    if (!problem && !animates(lesson.search.options.goal) && lesson.step != 0)
        in.fail(Kind::OutOfRange, QStringLiteral("step"), QString::number(lesson.step),
                QStringLiteral("0..0"));
    readOverlays(in, lesson);
    readPanels(in, lesson, knownPanels);
    readBreakpoints(in, lesson);
    if (!problem)
        lesson.practiceQueens = in.placement(QStringLiteral("practiceQueens"), n);
    readBookmarks(in, lesson);
    if (problem)
        return *problem;
    return lesson;
}

namespace {

// The searches of a lesson and, for each, the steps to reach, ascending.
std::map<std::pair<int, QByteArray>,
         std::pair<LessonSearch, std::vector<std::pair<std::uint64_t, QString>>>>
stepsBySearch(const Lesson &lesson)
{
    std::map<std::pair<int, QByteArray>,
             std::pair<LessonSearch, std::vector<std::pair<std::uint64_t, QString>>>>
        searches;
    const auto add = [&](const LessonSearch &search, std::uint64_t step, const QString &field) {
        // The JSON of a search identifies it (options and start queens).
        const QByteArray key = QJsonDocument(searchToJson(search)).toJson(QJsonDocument::Compact);
        auto &entry = searches[{search.options.n, key}];
        entry.first = search;
        entry.second.emplace_back(step, field);
    };
    if (animates(lesson.search.options.goal))
        add(lesson.search, lesson.step, QStringLiteral("step"));
    for (std::size_t i = 0; i < lesson.bookmarks.size(); ++i)
        add(lesson.bookmarks[i].search, lesson.bookmarks[i].step,
            QStringLiteral("bookmarks[%1].step").arg(i));
    for (auto &[key, entry] : searches)
        std::sort(entry.second.begin(), entry.second.end());
    return searches;
}

} // namespace

std::uint64_t LessonSteps::replayLength(const Lesson &lesson)
{
    std::uint64_t total = 0;
    for (const auto &[key, entry] : stepsBySearch(lesson))
        if (!entry.first.isTrace()) // a trace's steps are all known
            total += entry.second.back().first;
    return total;
}

std::optional<LessonProblem> LessonSteps::check(const Lesson &lesson,
                                                const std::atomic<bool> *cancel,
                                                const std::function<void(double)> &progress)
{
    constexpr std::uint64_t kSlice = 1 << 20;
    const double total = double(std::max<std::uint64_t>(1, replayLength(lesson)));
    std::uint64_t replayed = 0;
    for (const auto &[key, entry] : stepsBySearch(lesson)) {
        const auto &[search, steps] = entry;
        if (search.isTrace()) { // the lesson's, read already
            const std::uint64_t last = lesson.trace ? lesson.trace.run->stepCount() : 0;
            for (const auto &[step, field] : steps)
                if (step > last)
                    return LessonProblem {Kind::StepBeyondEnd, field, QString::number(step),
                                          QString::number(last)};
            continue;
        }
        std::optional<Stepper> start = Stepper::below(search.options, search.startQueens);
        if (!start) // a lesson read has its queens checked already
            continue;
        Stepper &stepper = *start;
        for (const auto &[step, field] : steps) {
            while (stepper.counters().steps < step && !stepper.isFinished()) {
                if (cancel && cancel->load(std::memory_order_relaxed))
                    return LessonProblem {Kind::Cancelled, {}, {}, {}};
                const std::uint64_t ran = stepper.skip(
                    std::min(kSlice, step - stepper.counters().steps));
                replayed += ran;
                if (progress)
                    progress(double(replayed) / total);
            }
            if (stepper.counters().steps < step)
                return LessonProblem {Kind::StepBeyondEnd, field, QString::number(step),
                                      QString::number(stepper.counters().steps)};
        }
    }
    return std::nullopt;
}

} // namespace nq
