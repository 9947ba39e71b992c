#include "testregistry.h"
#include "version.h"

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <random>
#include <vector>

namespace {

struct ProcessRun
{
    bool finished = false;
    int status = -1;
    QByteArray out;
    QByteArray err;
};

ProcessRun runProgram(const QString &program, const QStringList &arguments,
                      const QProcessEnvironment &environment = {})
{
    QProcess process;
    if (!environment.isEmpty())
        process.setProcessEnvironment(environment);
    process.start(program, arguments);
    ProcessRun run;
    run.finished = process.waitForFinished(60000);
    if (!run.finished) {
        process.kill();
        process.waitForFinished(5000);
    }
    run.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

// As in a desktop session: without XDG_RUNTIME_DIR Qt itself warns on stderr before main()
// parses anything.
QProcessEnvironment desktopSession(const QTemporaryDir &runtimeDir)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    QFile::setPermissions(runtimeDir.path(),
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtimeDir.path());
    return environment;
}

QProcessEnvironment offscreen(const QTemporaryDir &runtimeDir)
{
    QProcessEnvironment environment = desktopSession(runtimeDir);
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return environment;
}

// A terminal with no display at all: opening a window would abort.
QProcessEnvironment noDisplay(const QTemporaryDir &runtimeDir)
{
    QProcessEnvironment environment = desktopSession(runtimeDir);
    for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
        environment.remove(QString::fromLatin1(name));
    return environment;
}

// One malformed command line and a word the refusal must contain to name what is wrong.
struct Malformed
{
    QByteArray name;
    QStringList arguments;
    QByteArray mentions;
};

// The options of each subcommand with a valid value (empty for flags), as the contract has them.
struct OptionUse
{
    QString name;
    QString validValue;
};
const QList<OptionUse> kCountOptions = {{"--threads", "2"}};
const QList<OptionUse> kSolveOptions = {{"--first", {}},
                                        {"--fundamental", {}},
                                        {"--order", "rows"},
                                        {"--format", "grid"},
                                        {"--limit", "3"}};
const QList<OptionUse> kTraceOptions = {
    {"--first", {}}, {"--order", "columns"}, {"--check", "scan"}, {"--limit", "9"}};
const QStringList kCommands = {"count", "solve", "trace"};
const QStringList kAllOptions = {"--threads", "--first", "--fundamental", "--order",
                                 "--format",  "--check", "--limit"};

QList<OptionUse> optionsOf(const QString &command)
{
    return command == QLatin1String("count")   ? kCountOptions
           : command == QLatin1String("solve") ? kSolveOptions
                                               : kTraceOptions;
}

// Values each option refuses: out of range, non-numeric, wrong case, empty, huge, near misses.
QStringList badValuesOf(const QString &option)
{
    if (option == QLatin1String("--threads"))
        return {"0",   "257", "-1", "1.5", "two", "", "99999999999999999999",
                "0x4", "+2",  " 2", "2 ",  "1e2"};
    if (option == QLatin1String("--limit"))
        return {"0", "-5", "abc", "", "18446744073709551616", "1.0", "+1", "3k", " 7"};
    if (option == QLatin1String("--order"))
        return {"diagonal", "Rows", "COLUMNS", "", "row", "rows,columns", "rows "};
    if (option == QLatin1String("--format"))
        return {"json", "ARRAY", "", "dot", "leetcode2", "grid\n"};
    if (option == QLatin1String("--check"))
        return {"fast", "Scan", "", "bitmasks", "array"};
    return {};
}

// Board sizes every subcommand refuses.
const QStringList kBadSizes = {
    "0",   "33",  "-1",  "-0", "100", "4294967297", "99999999999999999999999",
    "1e3", "8.0", "0x8", "+8", " 8",  "8 ",         "eight",
    "",    "8a",  "NaN", "00", "033", "\u0668",     "\uff18",
    "8\n", "\t8"};

// Random junk: control characters, newlines, escapes, Latin-1, CJK and emoji, never a valid
// token, never "-h" or "--help" (which ask for help anywhere on the line).
class JunkMaker
{
public:
    explicit JunkMaker(quint32 seed)
        : m_random(seed)
    {
    }

    QString make()
    {
        static const QList<char32_t> alphabet = {
            '\n', '\r', '\t', 0x1b, 0x7f, 0x01, ' ', '"',  '\'', '\\',   '$',     '*',    '=',
            '-',  '.',  ',',  '%',  '/',  'x',  'Q', 0xe9, 0xff, 0x4e2d, 0x1f451, 0xfffd, 0x200b};
        std::uniform_int_distribution<int> length(1, 24);
        std::uniform_int_distribution<int> kind(0, 3);
        std::uniform_int_distribution<int> pick(0, int(alphabet.size()) - 1);
        std::uniform_int_distribution<int> digit('0', '9');
        std::uniform_int_distribution<int> printable(0x21, 0x7e);
        QString junk;
        const int n = length(m_random);
        for (int i = 0; i < n; ++i) {
            switch (kind(m_random)) {
            case 0: junk += QChar(char16_t(digit(m_random))); break;
            case 1: junk += QChar(char16_t(printable(m_random))); break;
            default: {
                const char32_t c = alphabet[pick(m_random)];
                junk += QString::fromUcs4(&c, 1);
            }
            }
        }
        // Always one character that is neither a digit nor a letter, so it is no number or name.
        junk.insert(int(m_random() % (junk.size() + 1)), QChar(u'\x1b'));
        return junk;
    }
    int below(int bound) { return int(m_random() % quint32(bound)); }

private:
    std::mt19937 m_random;
};

QList<Malformed> malformedCommandLines()
{
    QList<Malformed> cases;
    const auto add = [&cases](const QByteArray &name, const QStringList &arguments,
                              const QByteArray &mentions) {
        cases.append({name, arguments, mentions});
    };

    add("no arguments", {}, "missing command");
    for (const QString &command :
         QStringList {"", "Count", "COUNT", "counts", "cnt", "solve8", "8", "-1", "--count", "help",
                      "version", "list", "play", " count", "count ", "trace\n"})
        add("command '" + command.toUtf8() + "'", {command, "8"}, "unknown command");
    add("version with an argument", {"--version", "8"}, "--version");
    add("-v with an argument", {"-v", "count"}, "--version");

    for (const QString &command : kCommands) {
        const QByteArray c = command.toUtf8();
        add(c + " without N", {command}, "missing board size");
        add(c + " with only an option", {command, "--first"},
            command == QLatin1String("count") ? "unknown option" : "missing board size");
        for (const QString &size : kBadSizes)
            add(c + " N '" + size.toUtf8() + "'", {command, size}, "N must be");
        add(c + " two sizes", {command, "8", "9"}, "unexpected argument");
        add(c + " a word after N", {command, "5", "x"}, "unexpected argument");

        const QList<OptionUse> own = optionsOf(command);
        for (const QString &option : kAllOptions) {
            const bool belongs = std::any_of(own.begin(), own.end(),
                                             [&](const OptionUse &o) { return o.name == option; });
            if (!belongs)
                add(c + " foreign option " + option.toUtf8(), {command, "8", option, "1"},
                    "unknown option '" + option.toUtf8() + "'");
        }
        for (const QString &unknown : QStringList {"--bogus", "-t", "--FIRST", "--first-only",
                                                   "---first", "--", "-x", "--8x", "--threads2"})
            add(c + " unknown option " + unknown.toUtf8(), {command, "8", unknown},
                "unknown option");

        for (const OptionUse &option : own) {
            const QByteArray o = option.name.toUtf8();
            QStringList twice = {command, "6", option.name};
            if (!option.validValue.isEmpty())
                twice << option.validValue;
            twice << option.name;
            if (!option.validValue.isEmpty())
                twice << option.validValue;
            add(c + " " + o + " twice", twice, "given twice");
            if (option.validValue.isEmpty()) {
                add(c + " " + o + "=yes", {command, "6", option.name + "=yes"}, "takes no value");
                add(c + " " + o + "=", {command, "6", option.name + "="}, "takes no value");
                continue;
            }
            add(c + " " + o + " without value", {command, "6", option.name}, "needs a value");
            for (const QString &bad : badValuesOf(option.name)) {
                add(c + " " + o + " '" + bad.toUtf8() + "'", {command, "6", option.name, bad},
                    o + " must be");
                add(c + " " + o + "='" + bad.toUtf8() + "'",
                    {command, "6", option.name + "=" + bad}, o + " must be");
            }
        }
    }
    for (int n = 17; n <= 32; n += 3)
        add("solve " + QByteArray::number(n) + " unbounded", {"solve", QString::number(n)},
            "--limit");

    // Seeded random junk in every position: the command, N, an option's value, an option's name.
    JunkMaker junk(20240611);
    for (int i = 0; i < 40; ++i)
        add("junk command " + QByteArray::number(i), {junk.make(), "8"}, "unknown command");
    for (int i = 0; i < 40; ++i) {
        QString size = junk.make();
        if (size.startsWith(QLatin1Char('-')))
            size.prepend(QLatin1Char('x')); // a leading dash would make it an option
        add("junk N " + QByteArray::number(i), {kCommands[junk.below(3)], size}, "N must be");
    }
    for (int i = 0; i < 40; ++i) {
        const QString command = kCommands[junk.below(3)];
        QList<OptionUse> valued;
        for (const OptionUse &option : optionsOf(command))
            if (!option.validValue.isEmpty())
                valued << option;
        const OptionUse &option = valued[junk.below(int(valued.size()))];
        const QString value = junk.make();
        const QStringList arguments = junk.below(2)
                                          ? QStringList {command, "7", option.name, value}
                                          : QStringList {command, option.name + "=" + value, "7"};
        add("junk value " + QByteArray::number(i), arguments, option.name.toUtf8() + " must be");
    }
    for (int i = 0; i < 40; ++i) {
        const QString name = QStringLiteral("--") + junk.make();
        add("junk option " + QByteArray::number(i), {kCommands[junk.below(3)], "7", name},
            "unknown option");
    }
    add("huge N", {"count", QString(100000, QLatin1Char('9'))}, "N must be");
    add("huge option", {"trace", "8", "--" + QString(100000, QLatin1Char('x'))}, "unknown option");
    return cases;
}

} // namespace

// Tests that nqueens-cli and the window's own command line refuse hostile input cleanly:
// hundreds of malformed command lines, each refused with status 2, nothing on stdout and
// one line on stderr that says what is wrong. Through QProcess, as a user runs them.
class TestCliFuzz : public QObject
{
    Q_OBJECT

private slots:
    void cliRefusesMalformedCommandLines_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("mentions");
        const QList<Malformed> cases = malformedCommandLines();
        QVERIFY(cases.size() >= 200);
        qInfo("%lld malformed command lines", qlonglong(cases.size()));
        int i = 0;
        for (const Malformed &c : cases) {
            // Row names stay printable whatever the junk.
            QByteArray name = QByteArray::number(++i) + ": " + c.name.left(60);
            for (char &ch : name)
                if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f)
                    ch = '?';
            QTest::newRow(name.constData()) << c.arguments << c.mentions;
        }
    }
    void cliRefusesMalformedCommandLines()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, mentions);
        const ProcessRun run = runProgram(QStringLiteral(NQUEENS_CLI_PATH), arguments);
        QVERIFY2(run.finished, "nqueens-cli did not finish");
        QVERIFY2(run.status == 2, run.err.constData());
        QVERIFY2(run.out.isEmpty(), run.out.left(200).constData());
        QVERIFY2(run.err.startsWith("nqueens-cli: "), run.err.left(300).constData());
        QVERIFY2(run.err.endsWith('\n') && run.err.count('\n') == 1, run.err.left(300).constData());
        QVERIFY2(run.err.contains(mentions), run.err.left(300).constData());
    }

    void windowRefusesBadStartValues_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("mentions");
        // Every refusal comes before a display is needed, an unknown option's too (it aborted
        // in the loading of the platform plugin where there was no display).
        const auto add = [](const char *name, const QStringList &arguments, const char *mentions) {
            QTest::newRow(name) << arguments << QByteArray(mentions);
        };
        add("size 99", {"--size", "99"}, "--size");
        add("size 0", {"--size", "0"}, "--size");
        add("size 33", {"-n", "33"}, "--size");
        add("size -1", {"--size=-1"}, "--size");
        add("size word", {"--size", "eight"}, "--size");
        add("size empty", {"--size", ""}, "--size");
        add("size float", {"--size", "8.5"}, "--size");
        add("size huge", {"--size", "99999999999999999999"}, "--size");
        add("size newline", {"--size", "8\n9"}, "--size");
        add("size help", {"--size", "--help"}, "--size");
        add("order", {"--order", "diagonal"}, "--order");
        add("order empty", {"--order="}, "--order");
        add("check", {"--check", "fast"}, "--check");
        add("check version", {"--check", "-v"}, "--check");
        add("goal", {"--goal", "some"}, "--goal");
        add("speed zero", {"--speed", "0"}, "--speed");
        add("speed too slow", {"--speed", "0.1"}, "--speed");
        add("speed too fast", {"--speed", "100001"}, "--speed");
        add("speed nan", {"--speed", "nan"}, "--speed");
        add("speed inf", {"--speed", "inf"}, "--speed");
        add("speed negative", {"--speed", "-3"}, "--speed");
        add("speed word", {"--speed", "fast"}, "--speed");
        add("unknown option", {"--bogus"}, "bogus");
        // Qt's own options are known for what they are: the rest is decided without a display.
        add("unknown option among Qt's", {"-reverse", "-style", "fusion", "--bogus"}, "bogus");
        add("bad size after Qt's", {"-platform", "offscreen", "--style=fusion", "--size", "99"},
            "--size");
        add("unknown option with help", {"--bogus", "--help"}, "bogus");
        add("missing value", {"--size"}, "size");
        // One argument that is not an option is a lesson file to open; a second is refused.
        add("unexpected argument", {"--size", "8", "lesson.nqueens", "extra"}, "extra");
    }
    void windowRefusesBadStartValues()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, mentions);
        QTemporaryDir runtimeDir;
        QVERIFY(runtimeDir.isValid());
        const ProcessRun run = runProgram(QStringLiteral(NQUEENS_GUI_PATH), arguments,
                                          noDisplay(runtimeDir));
        QVERIFY2(run.finished, "nqueens did not refuse: it started");
        QVERIFY2(run.status == 2, run.err.constData());
        QVERIFY2(run.out.isEmpty(), run.out.left(200).constData());
        QVERIFY2(run.err.startsWith("nqueens: "), run.err.left(300).constData());
        QVERIFY2(run.err.endsWith('\n') && run.err.count('\n') == 1, run.err.left(300).constData());
        QVERIFY2(run.err.contains(mentions), run.err.left(300).constData());
    }

    // `nqueens lesson.nqueens` opens the lesson: a damaged one is refused with one line naming
    // the file and the field, in the terminal as in the window.
    void windowOpensTheLessonNamedOnItsCommandLine()
    {
        QTemporaryDir runtimeDir;
        QVERIFY(runtimeDir.isValid());
        const QString path = runtimeDir.filePath(QStringLiteral("damaged.nqueens"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "nqueens-lesson", "version": 1,
                      "search": {"n": 40, "order": "rows", "check": "arrays", "goal": "all"}})");
        file.close();
        QProcess window;
        window.setProcessEnvironment(offscreen(runtimeDir));
        window.start(QStringLiteral(NQUEENS_GUI_PATH), {path});
        QVERIFY(window.waitForStarted());
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT((err += window.readAllStandardError()).contains("search.n"),
                                 20000);
        QVERIFY2(err.contains("Cannot open the lesson “damaged.nqueens”"), err.constData());
        QVERIFY2(err.contains("40"), err.constData());
        window.kill();
        window.waitForFinished();
    }

    // In a terminal without a display (over ssh) the window still answers --help and --version.
    void windowHelpAndVersionNeedNoDisplay_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("startsWith");
        QTest::addColumn<QByteArray>("mentions");
        QTest::newRow("--help") << QStringList {"--help"} << QByteArray("Usage: ")
                                << QByteArray("--size <N>");
        QTest::newRow("--help names the lesson and the trace")
            << QStringList {"--help"} << QByteArray("Usage: ") << QByteArray("[lesson | trace]");
        QTest::newRow("-h with others")
            << QStringList {"--size", "8", "-h"} << QByteArray("Usage: ") << QByteArray("--play");
        QTest::newRow("--version")
            << QStringList {"--version"} << QByteArray("nqueens ") << QByteArray(NQUEENS_VERSION);
        QTest::newRow("-v") << QStringList {"-v"} << QByteArray("nqueens ")
                            << QByteArray(NQUEENS_VERSION);
    }
    void windowHelpAndVersionNeedNoDisplay()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, startsWith);
        QFETCH(QByteArray, mentions);
        QTemporaryDir runtimeDir;
        QVERIFY(runtimeDir.isValid());
        const ProcessRun run = runProgram(QStringLiteral(NQUEENS_GUI_PATH), arguments,
                                          noDisplay(runtimeDir));
        QVERIFY2(run.finished, "nqueens did not finish");
        QVERIFY2(run.status == 0, run.err.constData());
        QVERIFY2(run.err.isEmpty(), run.err.left(300).constData());
        QVERIFY2(run.out.startsWith(startsWith), run.out.left(300).constData());
        QVERIFY2(run.out.contains(mentions), run.out.left(600).constData());
    }
};

NQ_TEST_GUILESS_MAIN(TestCliFuzz)
#include "tst_clifuzz.moc"
