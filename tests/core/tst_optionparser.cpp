#include "optionparser.h"
#include "testregistry.h"

#include <QTest>

#include <string>
#include <vector>

using namespace nq;

namespace {

const std::vector<OptionSpec> kOptions = {
    {"--first", false}, {"--order", true}, {"--size", true, "-n"}};

// What a parse did, in one line: the options and arguments it handed over, then its refusal.
QString parseLog(const QStringList &arguments)
{
    std::vector<std::string> words;
    for (const QString &argument : arguments)
        words.push_back(argument.toStdString());
    std::string log;
    const auto onOption = [&](std::string_view name, std::string_view value) -> std::string {
        log.append(name).append("=").append(value).append(" ");
        return value == "bad" ? mustBe(name, "good", value) : std::string();
    };
    const auto onArgument = [&](std::string_view argument) -> std::string {
        log.append("[").append(argument).append("] ");
        return argument == "extra" ? unexpectedArgument(argument, "demo takes one word")
                                   : std::string();
    };
    const std::optional<Refusal> refusal =
        OptionParser("demo", kOptions).parse(words, onOption, onArgument);
    if (refusal)
        log.append(refusal->kind == Refusal::Kind::UnknownOption ? "unknown: " : "refused: ")
            .append(refusal->message);
    return QString::fromStdString(log);
}

} // namespace

// Tests the option parser both front ends share: its syntax, the order it reads in, and the
// exact refusal lines (the contract's: what is wrong, what is allowed, values escaped and cut).
class TestOptionParser : public QObject
{
    Q_OBJECT

private slots:
    void parses_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("log");
        QTest::newRow("nothing") << QStringList {} << "";
        QTest::newRow("flag and word") << QStringList {"8", "--first"} << "[8] --first= ";
        QTest::newRow("value after") << QStringList {"--order", "rows"} << "--order=rows ";
        QTest::newRow("value inline") << QStringList {"--order=columns"} << "--order=columns ";
        QTest::newRow("empty inline value") << QStringList {"--order="} << "--order= ";
        QTest::newRow("value that looks like an option")
            << QStringList {"--order", "--first"} << "--order=--first ";
        QTest::newRow("short name") << QStringList {"-n", "5"} << "--size=5 ";
        QTest::newRow("short name inline") << QStringList {"-n=5"} << "--size=5 ";
        QTest::newRow("negative number is a word") << QStringList {"-4"} << "[-4] ";
        QTest::newRow("lone dash is a word") << QStringList {"-"} << "[-] ";
        QTest::newRow("in order") << QStringList {"a", "--first", "b"} << "[a] --first= [b] ";
        QTest::newRow("unknown")
            << QStringList {"--fast"}
            << "unknown: unknown option '--fast' for demo; allowed: --first, --order, --size";
        QTest::newRow("double dash")
            << QStringList {"--"}
            << "unknown: unknown option '--' for demo; allowed: --first, --order, --size";
        QTest::newRow("unknown short")
            << QStringList {"-x"}
            << "unknown: unknown option '-x' for demo; allowed: --first, --order, --size";
        QTest::newRow("unknown stops the reading")
            << QStringList {"--first", "--fast", "extra"}
            << "--first= unknown: unknown option '--fast' for demo; allowed: "
               "--first, --order, --size";
        QTest::newRow("twice") << QStringList {"--order", "rows", "--order=rows"}
                               << "--order=rows refused: option --order given twice";
        QTest::newRow("twice by both names") << QStringList {"--size", "4", "-n", "5"}
                                             << "--size=4 refused: option --size given twice";
        QTest::newRow("missing value")
            << QStringList {"--order"} << "refused: option --order needs a value";
        QTest::newRow("flag with value")
            << QStringList {"--first=yes"} << "refused: option --first takes no value, got 'yes'";
        QTest::newRow("flag with empty value")
            << QStringList {"--first="} << "refused: option --first takes no value, got ''";
        QTest::newRow("bad value") << QStringList {"--order", "bad"}
                                   << "--order=bad refused: --order must be good, got 'bad'";
        QTest::newRow("bad word") << QStringList {
            "8",
            "extra"} << "[8] [extra] refused: unexpected argument 'extra': demo takes one word";
        QTest::newRow("first refusal wins")
            << QStringList {"extra", "--order"}
            << "[extra] refused: unexpected argument 'extra': demo takes one word";
    }
    void parses()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, log);
        QCOMPARE(parseLog(arguments), log);
    }

    void quotes_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("plain") << QByteArray("rows") << QByteArray("'rows'");
        QTest::newRow("empty") << QByteArray("") << QByteArray("''");
        QTest::newRow("newline") << QByteArray("a\nb") << QByteArray("'a\\x0ab'");
        QTest::newRow("escape and delete")
            << QByteArray("\x1b[0m\x7f") << QByteArray("'\\x1b[0m\\x7f'");
        // A right-to-left override would reverse the rest of the line on a terminal; a C1 CSI
        // starts an escape sequence; a byte that is not UTF-8 may start one too.
        QTest::newRow("right-to-left override") << QByteArray("ab\xe2\x80\xae"
                                                              "cd")
                                                << QByteArray("'ab\\u202ecd'");
        QTest::newRow("bidi isolate") << QByteArray("\xe2\x81\xa6x") << QByteArray("'\\u2066x'");
        QTest::newRow("C1 CSI") << QByteArray("\xc2\x9b"
                                              "2J")
                                << QByteArray("'\\u009b2J'");
        QTest::newRow("not UTF-8") << QByteArray("a\xff\xc3") << QByteArray("'a\\xff\\xc3'");
        QTest::newRow("overlong slash") << QByteArray("\xc0\xaf") << QByteArray("'\\xc0\\xaf'");
        QTest::newRow("CJK and emoji kept") << QByteArray("\xe7\x9a\x87\xf0\x9f\x91\x91")
                                            << QByteArray("'\xe7\x9a\x87\xf0\x9f\x91\x91'");
        QTest::newRow("64 kept") << QByteArray(64, 'x') << "'" + QByteArray(64, 'x') + "'";
        QTest::newRow("65 cut") << QByteArray(65, 'x') << "'" + QByteArray(64, 'x') + "...'";
        // 63 ASCII and then a two-byte character across the cut: the character goes whole.
        QTest::newRow("utf-8 kept whole") << QByteArray(63, 'x') + "\xc3\xa9" + "yy"
                                          << "'" + QByteArray(63, 'x') + "...'";
    }
    void quotes()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, expected);
        QCOMPARE(QByteArray::fromStdString(quoteArgument(text.toStdString())), expected);
    }

    void messagePieces()
    {
        QCOMPARE(mustBe("--order", "rows or columns", "x\ty"),
                 std::string("--order must be rows or columns, got 'x\\x09y'"));
        QCOMPARE(unexpectedArgument("9", "count takes one board size N"),
                 std::string("unexpected argument '9': count takes one board size N"));
        QCOMPARE(refusalLine("nqueens-cli", "option --order needs a value"),
                 std::string("nqueens-cli: option --order needs a value\n"));
    }

    void wholeNumbers_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<int>("value");
        QTest::newRow("8") << QByteArray("8") << true << 8;
        QTest::newRow("leading zeros") << QByteArray("008") << true << 8;
        QTest::newRow("empty") << QByteArray("") << false << 0;
        QTest::newRow("plus") << QByteArray("+8") << false << 0;
        QTest::newRow("minus") << QByteArray("-8") << false << 0;
        QTest::newRow("space") << QByteArray(" 8") << false << 0;
        QTest::newRow("fraction") << QByteArray("8.0") << false << 0;
        QTest::newRow("hex") << QByteArray("0x8") << false << 0;
        QTest::newRow("too big") << QByteArray("99999999999") << false << 0;
    }
    void wholeNumbers()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, valid);
        QFETCH(int, value);
        int parsed = 0;
        QCOMPARE(parseWholeNumber(text.toStdString(), parsed), valid);
        if (valid)
            QCOMPARE(parsed, value);
    }
};

NQ_TEST_APPLESS_MAIN(TestOptionParser)
#include "tst_optionparser.moc"
