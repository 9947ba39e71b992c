#include "testregistry.h"
#include "tracefixtures.h"
#include "tracereader.h"

#include <QTest>

#include <string>
#include <vector>

using namespace nq;

namespace tracereadertest {

// One line as the tests compare it: what it is, and the parts that say so.
struct ReadLine
{
    TraceLineKind kind = TraceLineKind::Output;
    std::uint64_t number = 0;
    std::string text;
    std::uint64_t length = 0;
    bool endedByNewline = true;
    Event event;
    bool attackerNamed = false;
    bool solutionNumbered = false;
    MalformedReason reason = MalformedReason::None;
    TraceField field = TraceField::None;
    std::uint64_t value = 0;
    std::string word;
    std::uint32_t eventAfterText = 0;
};

std::vector<ReadLine> readAll(std::string_view text, int n, std::size_t chunk)
{
    std::vector<ReadLine> lines;
    nq::test::readInChunks(text, n, chunk, [&](const TraceLine &line) {
        lines.push_back({line.kind, line.number, std::string(line.text), line.length,
                         line.endedByNewline, line.event, line.attackerNamed, line.solutionNumbered,
                         line.reason, line.field, line.value, std::string(line.word),
                         line.eventAfterText});
    });
    return lines;
}

ReadLine classified(const std::string &text, int n = 8)
{
    const std::vector<ReadLine> lines = readAll(text + "\n", n, 0);
    return lines.size() == 1 ? lines.front() : ReadLine {};
}

QByteArray bytes(std::string_view text)
{
    return QByteArray(text.data(), qsizetype(text.size()));
}

} // namespace tracereadertest

using namespace tracereadertest;

// Tests TraceReader (core/engine tracereader.h): how each line of a student's program's
// output is read (event, the program's own output, malformed event with its reason), and how
// bytes become lines whatever chunks they come in: CRLF, NUL, invalid UTF-8, a line of 1 MB,
// a last line without its '\n'.
class TestTraceReader : public QObject
{
    Q_OBJECT

private slots:
    void readsEvents_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("col");
        QTest::addColumn<QByteArray>("rest"); // what else the event carries, as the test words it
        const auto add = [](const char *text, EventType type, int row, int col, const char *rest) {
            QTest::newRow(text) << QByteArray(text) << int(type) << row << col << QByteArray(rest);
        };
        add("try 0 0", EventType::Try, 0, 0, "");
        add("place 1 2", EventType::Place, 1, 2, "");
        add("remove 7 7", EventType::Remove, 7, 7, "");
        add("place  3\t4  ", EventType::Place, 3, 4, ""); // spaces and tabs between words and after
        add("place 03 04", EventType::Place, 3, 4, "");
        add("conflict 2 1", EventType::Conflict, 2, 1, "unnamed");
        add("conflict 1 0 queen 0 0 column", EventType::Conflict, 1, 0, "queen 0 0 column");
        add("conflict 2 1 queen 1 2 anti-diagonal", EventType::Conflict, 2, 1,
            "queen 1 2 anti-diagonal");
        add("conflict 0 1 queen 0 0 row", EventType::Conflict, 0, 1, "queen 0 0 row");
        add("conflict 1 1 queen 0 0 diagonal", EventType::Conflict, 1, 1, "queen 0 0 diagonal");
        add("solution", EventType::Solution, -1, -1, "unnumbered");
        add("solution 92", EventType::Solution, -1, -1, "number 92");
        add("backtrack 0", EventType::Backtrack, -1, -1, "level 0");
        add("backtrack 7", EventType::Backtrack, -1, -1, "level 7");
        add("done", EventType::Done, -1, -1, "");
        add("done ", EventType::Done, -1, -1, "");
    }
    void readsEvents()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, type);
        QFETCH(int, row);
        QFETCH(int, col);
        QFETCH(QByteArray, rest);
        const ReadLine line = classified(text.toStdString());
        QCOMPARE(int(line.kind), int(TraceLineKind::Event));
        QCOMPARE(int(line.event.type), type);
        QCOMPARE(int(line.event.row), row);
        QCOMPARE(int(line.event.col), col);
        QByteArray said;
        if (line.event.type == EventType::Conflict)
            said = line.attackerNamed ? "queen " + QByteArray::number(line.event.attackerRow) + ' '
                                            + QByteArray::number(line.event.attackerCol) + ' '
                                            + bytes(toString(line.event.line))
                                      : "unnamed";
        if (line.event.type == EventType::Solution)
            said = line.solutionNumbered ? "number " + QByteArray::number(line.event.solution)
                                         : "unnumbered";
        if (line.event.type == EventType::Backtrack)
            said = "level " + QByteArray::number(line.event.level);
        QCOMPARE(said, rest);
    }

    // A line whose first word names no event is the program's own output, kept as it is.
    void keepsTheProgramsOwnOutput_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("empty") << QByteArray("");
        QTest::newRow("words") << QByteArray("Solving for N=8...");
        QTest::newRow("capital") << QByteArray("Place 1 2");
        QTest::newRow("longer name") << QByteArray("placement 1 2");
        QTest::newRow("indented") << QByteArray("  place the queen on 1 2");
        QTest::newRow("tab first") << QByteArray("\tdone");
        QTest::newRow("a board") << QByteArray(". Q . .");
        QTest::newRow("an array") << QByteArray("[1, 3, 0, 2]");
        QTest::newRow("NUL in the name") << QByteArray("done\0", 5);
        QTest::newRow("NUL first") << QByteArray("\0place 1 2", 10);
        // (Not FF FE first: that is UTF-16's byte order mark.)
        QTest::newRow("invalid UTF-8") << QByteArray("\xc3(\xff\xfe");
        QTest::newRow("byte after the name") << QByteArray("place\xff 1 2");
        QTest::newRow("CR inside") << QByteArray("place\r1 2");
        QTest::newRow("escape sequence") << QByteArray("\x1b[2Jdone");
    }
    void keepsTheProgramsOwnOutput()
    {
        QFETCH(QByteArray, text);
        const ReadLine line = classified(text.toStdString());
        QCOMPARE(int(line.kind), int(TraceLineKind::Output));
        QCOMPARE(bytes(line.text), text);
        QCOMPARE(line.length, std::uint64_t(text.size()));
    }

    // A line the helpers marked as an event (TraceReader::kEventMark) that is not one: the
    // reason, the part at fault and the word, for the message.
    void namesWhatIsWrongWithAMalformedEvent_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("reason");
        QTest::addColumn<int>("field");
        QTest::addColumn<QByteArray>("word");
        QTest::addColumn<int>("kind");
        // Each line twice: after the mark, as a helper writes it (the mark says the line is an
        // event, so it is malformed), and as the program's own print, without the mark: there
        // only the event's exact form with a number off the board is malformed, any other
        // line the program's output ("backtrack from row 5").
        const auto add = [](const QByteArray &event, MalformedReason reason, TraceField field,
                            const QByteArray &word) {
            const QByteArray marked = QByteArray(TraceReader::kEventMark.data(),
                                                 qsizetype(TraceReader::kEventMark.size()))
                                      + event;
            QTest::newRow(marked.constData())
                << marked << int(reason) << int(field) << word << int(TraceLineKind::Malformed);
            if (reason == MalformedReason::OffTheBoard)
                QTest::newRow(event.constData())
                    << event << int(reason) << int(field) << word << int(TraceLineKind::Malformed);
            else
                QTest::newRow(event.constData())
                    << event << int(MalformedReason::None) << int(TraceField::None) << QByteArray()
                    << int(TraceLineKind::Output);
        };
        add("place", MalformedReason::MissingNumber, TraceField::Row, "");
        add("place 3", MalformedReason::MissingNumber, TraceField::Column, "");
        add("place 3 x", MalformedReason::NotANumber, TraceField::Column, "x");
        add("place x 3", MalformedReason::NotANumber, TraceField::Row, "x");
        add("place -1 0", MalformedReason::OffTheBoard, TraceField::Row, "-1");
        add("place +1 0", MalformedReason::NotANumber, TraceField::Row, "+1");
        add("place 1.0 0", MalformedReason::NotANumber, TraceField::Row, "1.0");
        add("place 3 8", MalformedReason::OffTheBoard, TraceField::Column, "8");
        add("try 8 0", MalformedReason::OffTheBoard, TraceField::Row, "8");
        add("remove 99999999999999999999999 0", MalformedReason::OffTheBoard, TraceField::Row,
            "99999999999999999999999");
        add(QByteArray("place 1 2\0", 10), MalformedReason::NotANumber, TraceField::Column,
            QByteArray("2\0", 2));
        add("place 1 2\xff", MalformedReason::NotANumber, TraceField::Column, "2\xff");
        add("place 1 2 3", MalformedReason::ExtraWord, TraceField::None, "3");
        add("done now", MalformedReason::ExtraWord, TraceField::None, "now");
        add("solution -1", MalformedReason::NotANumber, TraceField::Solution, "-1");
        add("solution one", MalformedReason::NotANumber, TraceField::Solution, "one");
        add("solution 3 of 92", MalformedReason::ExtraWord, TraceField::None, "of");
        add("backtrack", MalformedReason::MissingNumber, TraceField::Level, "");
        add("backtrack 8", MalformedReason::OffTheBoard, TraceField::Level, "8");
        add("conflict 1", MalformedReason::MissingNumber, TraceField::Column, "");
        add("conflict 1 1 by 0 0 column", MalformedReason::NotQueen, TraceField::None, "by");
        add("conflict 1 1 queen 0", MalformedReason::MissingNumber, TraceField::AttackerColumn, "");
        add("conflict 1 1 queen 0 9 column", MalformedReason::OffTheBoard,
            TraceField::AttackerColumn, "9");
        add("conflict 1 1 queen 0 0", MalformedReason::MissingLine, TraceField::Line, "");
        add("conflict 1 1 queen 0 0 diag", MalformedReason::UnknownLine, TraceField::Line, "diag");
        add("conflict 1 1 queen 0 0 Column", MalformedReason::UnknownLine, TraceField::Line,
            "Column");
        add("conflict 1 1 queen 0 0 column now", MalformedReason::ExtraWord, TraceField::None,
            "now");
        add("place " + QByteArray(300, '1'), MalformedReason::TooLong, TraceField::None, "");
    }

    void namesWhatIsWrongWithAMalformedEvent()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, reason);
        QFETCH(int, field);
        QFETCH(QByteArray, word);
        QFETCH(int, kind);
        const ReadLine line = classified(text.toStdString());
        QCOMPARE(int(line.kind), kind);
        QCOMPARE(int(line.reason), reason);
        QCOMPARE(int(line.field), field);
        QCOMPARE(bytes(line.word), word);
        QCOMPARE(bytes(line.text), text);
        if (line.reason == MalformedReason::OffTheBoard)
            QVERIFY(line.value >= 8);
    }

    // The program's own prints that start with an event's name stay its output; a solution's
    // number is the program's own, from 0 or 1.
    void aLineIsAnEventOnlyInItsExactForm()
    {
        for (const char *print :
             {"backtrack from row 5", "solution found: [1, 3, 0, 2]", "place queen at 1 2", "done!",
              "try 1, 2", "conflict at 2 2", "solution 1 of 2", "remove 1 2 3"}) {
            const ReadLine line = classified(print);
            QVERIFY2(line.kind == TraceLineKind::Output, print);
        }
        const ReadLine zero = classified("solution 0");
        QCOMPARE(int(zero.kind), int(TraceLineKind::Event));
        QVERIFY(zero.solutionNumbered);
        QCOMPARE(int(classified("@nq solution 0").kind), int(TraceLineKind::Event));
    }

    // A prompt that ate its newline: after the mark, the event is read, the prompt no part of
    // it; without the mark, the line is output and says where its event starts.
    void anEventAfterAPromptIsReadOrNoted()
    {
        const ReadLine marked = classified("Enter N: @nq place 0 1");
        QCOMPARE(int(marked.kind), int(TraceLineKind::Event));
        QCOMPARE(int(marked.event.type), int(EventType::Place));
        QCOMPARE(int(marked.event.col), 1);
        const ReadLine plain = classified("Enter N: place 0 1");
        QCOMPARE(int(plain.kind), int(TraceLineKind::Output));
        QCOMPARE(plain.text.substr(plain.eventAfterText), std::string("place 0 1"));
        QCOMPARE(classified("I will place a queen").eventAfterText, 0u);
    }

    // The board's size bounds every number: on a board of 4, "place 3 3" is an event and
    // "place 4 0" is not; "backtrack 31" is a level of N=32.
    void theBoardBoundsTheNumbers()
    {
        QCOMPARE(int(classified("place 3 3", 4).kind), int(TraceLineKind::Event));
        QCOMPARE(int(classified("place 4 0", 4).kind), int(TraceLineKind::Malformed));
        QCOMPARE(int(classified("backtrack 31", 32).kind), int(TraceLineKind::Event));
        QCOMPARE(int(classified("conflict 31 31 queen 0 0 diagonal", 32).kind),
                 int(TraceLineKind::Event));
        QCOMPARE(int(classified("place 0 0", 1).kind), int(TraceLineKind::Event));
        QCOMPARE(int(classified("place 0 1", 1).kind), int(TraceLineKind::Malformed));
    }

    // The same bytes give the same lines however they are cut into chunks: a line split
    // across chunks, a CR and its LF in two chunks, an empty line, a last line without '\n'.
    void linesDoNotDependOnChunks_data()
    {
        QTest::addColumn<int>("chunk");
        for (int chunk : {1, 2, 3, 5, 7, 16, 4095, 4096, 4097, 0})
            QTest::newRow(QByteArray::number(chunk).constData()) << chunk;
    }
    void linesDoNotDependOnChunks()
    {
        QFETCH(int, chunk);
        std::string text = "try 0 0\r\nplace 0 0\n\nhello\r\r\n";
        text += std::string(5000, 'x') + "\r\n";
        text += std::string("@nq place 1 2\0\n", 15);
        text += "conflict 1 0 queen 0 0 column\n";
        text += "done";
        const std::vector<ReadLine> whole = readAll(text, 8, 0);
        const std::vector<ReadLine> cut = readAll(text, 8, std::size_t(chunk));
        QCOMPARE(cut.size(), std::size_t(8));
        QCOMPARE(cut.size(), whole.size());
        for (std::size_t i = 0; i < cut.size(); ++i) {
            QCOMPARE(cut[i].number, std::uint64_t(i + 1));
            QCOMPARE(int(cut[i].kind), int(whole[i].kind));
            QCOMPARE(bytes(cut[i].text), bytes(whole[i].text));
            QCOMPARE(cut[i].length, whole[i].length);
            QCOMPARE(cut[i].event, whole[i].event);
            QCOMPARE(cut[i].endedByNewline, whole[i].endedByNewline);
        }
        QCOMPARE(bytes(cut[0].text), QByteArray("try 0 0")); // CRLF: the CR is no part of it
        QCOMPARE(int(cut[1].kind), int(TraceLineKind::Event));
        QCOMPARE(bytes(cut[2].text), QByteArray());
        QCOMPARE(bytes(cut[3].text), QByteArray("hello\r")); // only the CR before the LF goes
        QCOMPARE(cut[4].length, std::uint64_t(5000));
        QCOMPARE(cut[4].text.size(), TraceReader::kMaxKeptLineBytes);
        QCOMPARE(int(cut[5].kind), int(TraceLineKind::Malformed));
        QCOMPARE(int(cut[6].event.type), int(EventType::Conflict));
        QCOMPARE(int(cut[7].kind), int(TraceLineKind::Event));
        QCOMPARE(int(cut[7].event.type), int(EventType::Done));
        QVERIFY(!cut[7].endedByNewline);
    }

    // A last line the input ends inside (a program killed in the middle of a print) is read
    // at finish() as a line of its own: "place 1" is then malformed, "don" is output.
    void aTruncatedLastLineIsReadAtTheEnd_data()
    {
        QTest::addColumn<QByteArray>("last");
        QTest::addColumn<int>("kind");
        QTest::newRow("done") << QByteArray("done") << int(TraceLineKind::Event);
        QTest::newRow("done CR") << QByteArray("done\r") << int(TraceLineKind::Event);
        QTest::newRow("place 1") << QByteArray("place 1") << int(TraceLineKind::Output);
        QTest::newRow("@nq place 1") << QByteArray("@nq place 1") << int(TraceLineKind::Malformed);
        QTest::newRow("@nq place 1 ")
            << QByteArray("@nq place 1 ") << int(TraceLineKind::Malformed);
        QTest::newRow("don") << QByteArray("don") << int(TraceLineKind::Output);
    }
    void aTruncatedLastLineIsReadAtTheEnd()
    {
        QFETCH(QByteArray, last);
        QFETCH(int, kind);
        for (std::size_t chunk : {std::size_t(0), std::size_t(1), std::size_t(4)}) {
            const std::vector<ReadLine> lines = readAll("place 0 0\n" + last.toStdString(), 8,
                                                        chunk);
            QCOMPARE(lines.size(), std::size_t(2));
            QCOMPARE(int(lines[1].kind), kind);
            QCOMPARE(lines[1].number, std::uint64_t(2));
            QVERIFY(!lines[1].endedByNewline);
        }
    }

    // Files from Windows: a UTF-8 byte order mark is no part of line 1 (it made line 1 output),
    // and UTF-16 (PowerShell 5's `>`) or UTF-32, with their mark or UTF-16 without, read as
    // the same lines, whatever chunks the bytes come in.
    void readsTheEncodingsOfWindowsFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("encoding");
        const QString text = QStringLiteral("place 0 1\r\nRésumé 👑\r\nremove 0 1\r\n");
        QByteArray le16;
        QByteArray be16;
        for (const QChar c : text) {
            le16 += char(c.unicode() & 0xFF);
            le16 += char(c.unicode() >> 8);
            be16 += char(c.unicode() >> 8);
            be16 += char(c.unicode() & 0xFF);
        }
        QByteArray le32;
        QByteArray be32;
        for (const char32_t c : text.toStdU32String()) {
            for (int i = 0; i < 4; ++i) {
                le32 += char((c >> (8 * i)) & 0xFF);
                be32 += char((c >> (8 * (3 - i))) & 0xFF);
            }
        }
        QTest::newRow("UTF-8 BOM") << ("\xEF\xBB\xBF" + text.toUtf8()) << int(TraceEncoding::Utf8);
        QTest::newRow("UTF-16 LE") << ("\xFF\xFE" + le16) << int(TraceEncoding::Utf16LittleEndian);
        QTest::newRow("UTF-16 BE") << ("\xFE\xFF" + be16) << int(TraceEncoding::Utf16BigEndian);
        QTest::newRow("UTF-16 LE, no mark") << le16 << int(TraceEncoding::Utf16LittleEndian);
        QTest::newRow("UTF-32 LE")
            << (QByteArray("\xFF\xFE\0\0", 4) + le32) << int(TraceEncoding::Utf32LittleEndian);
        QTest::newRow("UTF-32 BE")
            << (QByteArray("\0\0\xFE\xFF", 4) + be32) << int(TraceEncoding::Utf32BigEndian);
    }
    void readsTheEncodingsOfWindowsFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, encoding);
        for (std::size_t chunk : {std::size_t(0), std::size_t(1), std::size_t(3), std::size_t(5)}) {
            const std::vector<ReadLine> lines = readAll(bytes.toStdString(), 4, chunk);
            QCOMPARE(lines.size(), std::size_t(3));
            QCOMPARE(int(lines[0].kind), int(TraceLineKind::Event));
            QCOMPARE(int(lines[0].event.type), int(EventType::Place));
            QCOMPARE(int(lines[0].event.col), 1);
            QCOMPARE(QString::fromStdString(lines[1].text), QStringLiteral("Résumé 👑"));
            QCOMPARE(int(lines[2].event.type), int(EventType::Remove));
        }
        TraceReader reader(4);
        reader.feed(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        QCOMPARE(int(reader.encoding()), encoding);
    }

    void emptyInputHasNoLines()
    {
        QCOMPARE(readAll("", 8, 0).size(), std::size_t(0));
        QCOMPARE(readAll("\n", 8, 0).size(), std::size_t(1));
        QCOMPARE(readAll("\n\n", 8, 1).size(), std::size_t(2));
    }

    // A line of megabytes is kept only as far as its start (its length counted), however small
    // the chunks it comes in, and an event-like start makes it malformed.
    void aVeryLongLineIsReadInOnePass_data()
    {
        QTest::addColumn<QByteArray>("start");
        QTest::addColumn<int>("kind");
        QTest::newRow("output") << QByteArray("x") << int(TraceLineKind::Output);
        QTest::newRow("event-like") << QByteArray("place 1 2 ") << int(TraceLineKind::Output);
        QTest::newRow("marked") << QByteArray("@nq place 1 2 ") << int(TraceLineKind::Malformed);
    }
    void aVeryLongLineIsReadInOnePass()
    {
        QFETCH(QByteArray, start);
        QFETCH(int, kind);
        const std::size_t size = std::size_t(1) << 20;
        std::string text = start.toStdString() + std::string(size - std::size_t(start.size()), '7');
        text += "\ndone\n";
        const std::vector<ReadLine> lines = readAll(text, 8, 100);
        QCOMPARE(lines.size(), std::size_t(2));
        QCOMPARE(int(lines[0].kind), kind);
        QCOMPARE(lines[0].length, std::uint64_t(size));
        QCOMPARE(lines[0].text.size(), TraceReader::kMaxKeptLineBytes);
        QCOMPARE(lines[0].text.substr(0, std::size_t(start.size())), start.toStdString());
        if (kind == int(TraceLineKind::Malformed))
            QCOMPARE(int(lines[0].reason), int(MalformedReason::TooLong));
        QCOMPARE(int(lines[1].event.type), int(EventType::Done));
        QCOMPARE(lines[1].number, std::uint64_t(2));
    }

    // Every line of the built-in search's trace reads back as the event it was written from.
    void readsTheBuiltInTraceBack()
    {
        for (const Check check : {Check::Scan, Check::Arrays, Check::Bitmask}) {
            for (const Order order : {Order::Rows, Order::Columns}) {
                SearchOptions options;
                options.n = 6;
                options.order = order;
                options.check = check;
                Stepper stepper(options);
                std::vector<Event> events;
                std::string text;
                while (!stepper.isFinished()) {
                    events.push_back(stepper.next());
                    text += eventLine(events.back()) + '\n';
                }
                const std::vector<ReadLine> lines = readAll(text, 6, 1000);
                QCOMPARE(lines.size(), events.size());
                for (std::size_t i = 0; i < lines.size(); ++i) {
                    QCOMPARE(int(lines[i].kind), int(TraceLineKind::Event));
                    QCOMPARE(lines[i].event, events[i]);
                }
            }
        }
    }
};

NQ_TEST_APPLESS_MAIN(TestTraceReader)
#include "tst_tracereader.moc"
