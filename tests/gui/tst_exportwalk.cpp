#include "animationexport.h"
#include "exportframes.h"
#include "lessonpage.h"
#include "searchfixtures.h"
#include "testregistry.h"
#include "tracefixtures.h"
#include "traceintake.h"
#include "worksheetexport.h"

#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace nq;
using namespace nq::test;

Q_DECLARE_METATYPE(StepSource)

namespace {

StepSource steps(quint64 from, quint64 to)
{
    StepSource source;
    source.from = from;
    source.to = to;
    return source;
}

StepSource pathTo(quint64 solution)
{
    StepSource source;
    source.kind = StepSource::Kind::Solution;
    source.solution = solution;
    return source;
}

QByteArray contentsOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A page's data for one step that a trace can say too: the event (kind, square, attacker),
// the words for its square, the counters' change but the checks (not in a trace).
QJsonArray pageStep(const QJsonObject &data, qsizetype at)
{
    const QJsonArray event = data["events"].toArray()[data["se"].toArray()[at].toInt()].toArray();
    QJsonArray shown {event[0], event[1], event[2], event[3], event[4]};
    const int square = event[10].toInt();
    shown.append(square < 0 ? QString() : data["sentences"].toArray()[square].toString());
    if (at > 0) {
        QJsonArray delta = data["deltas"].toArray()[data["sd"].toArray()[at - 1].toInt()].toArray();
        delta.removeAt(2); // the checks
        shown.append(delta);
    }
    return shown;
}

} // namespace

// Tests that every export walks a trace as it walks the search: the same search exported from
// the built-in search and from its own trace (read as a student's) gives the same GIF, the same
// worksheet boards and the same page steps; only the words that say whose run it is differ
// (a trace is narrated as the window narrates a trace).
class TestExportWalk : public QObject
{
    Q_OBJECT

    const SearchOptions m_options = searchOptions(6);
    std::shared_ptr<const TraceRun> m_trace;

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        m_trace = traceRunOf(m_options);
        QVERIFY(!m_trace->violation);
    }

    void theGifIsTheSame_data()
    {
        QTest::addColumn<StepSource>("source");
        QTest::newRow("steps 1-40") << steps(1, 40);
        QTest::newRow("steps 880-920") << steps(880, 920);
        QTest::newRow("the path to solution 3") << pathTo(3);
    }
    void theGifIsTheSame()
    {
        QFETCH(StepSource, source);
        QTemporaryDir dir;
        AnimationRequest request;
        request.options = m_options;
        request.source = source;
        request.side = 160;
        request.narration = false; // the words are the run's own: a trace's say "your program"
        request.font = QApplication::font();
        const QString fromSearch = dir.filePath(QStringLiteral("search.gif"));
        QVERIFY(AnimationExport::run(request, fromSearch, {}).ok);
        request.trace = m_trace;
        const QString fromTrace = dir.filePath(QStringLiteral("trace.gif"));
        QVERIFY(AnimationExport::run(request, fromTrace, {}).ok);
        const QByteArray gif = contentsOf(fromSearch);
        QVERIFY(gif.size() > 1000);
        QVERIFY(gif == contentsOf(fromTrace));
    }

    void theWorksheetShowsTheSameBoards_data() { theGifIsTheSame_data(); }
    void theWorksheetShowsTheSameBoards()
    {
        QFETCH(StepSource, source);
        // What WorksheetExport::run draws: the frames its request names.
        const ExportFrames search = ExportFrames::collect(m_options, {}, source, nullptr);
        const ExportFrames trace = ExportFrames::collect(m_options, {}, source, nullptr, m_trace);
        QVERIFY(search.ok() && trace.ok());
        QCOMPARE(search.frames.size(), trace.frames.size());
        for (qsizetype i = 0; i < search.frames.size(); ++i) {
            StepFrame a = search.frames[i].frame;
            a.counters.checks = 0; // not in a trace
            QVERIFY2(a == trace.frames[i].frame, qPrintable(QString::number(a.step)));
        }
        // Both sheets are written, with as many pages.
        QTemporaryDir dir;
        WorksheetRequest request;
        request.options = m_options;
        request.source = source;
        request.font = QApplication::font();
        const ExportJob::Outcome fromSearch = WorksheetExport::run(
            request, dir.filePath(QStringLiteral("search.pdf")), {}, {});
        request.trace = m_trace;
        const ExportJob::Outcome fromTrace = WorksheetExport::run(
            request, dir.filePath(QStringLiteral("trace.pdf")), {}, {});
        QVERIFY2(fromSearch.ok && fromTrace.ok, qPrintable(fromTrace.message));
        QCOMPARE(fromTrace.message.section(QLatin1Char('('), 1),
                 fromSearch.message.section(QLatin1Char('('), 1));
    }

    void thePageHasTheSameSteps_data()
    {
        QTest::addColumn<quint64>("first");
        QTest::addColumn<quint64>("last");
        QTest::newRow("from the start") << quint64(0) << quint64(600);
        QTest::newRow("to the end") << quint64(1500) << quint64(m_trace->stepCount());
    }
    void thePageHasTheSameSteps()
    {
        QFETCH(quint64, first);
        QFETCH(quint64, last);
        PageRequest request;
        request.search.options = m_options;
        request.first = first;
        request.last = last;
        const LessonPage::Result search = LessonPage::build(request);
        request.search = LessonSearch::ofTrace(*m_trace);
        request.trace = m_trace;
        const LessonPage::Result trace = LessonPage::build(request);
        QVERIFY2(search.ok() && trace.ok(), qPrintable(search.error + trace.error));
        const QJsonObject a = *LessonPage::dataOf(search.html);
        const QJsonObject b = *LessonPage::dataOf(trace.html);
        for (const char *key : {"n", "first", "last", "ended", "queens"})
            QCOMPARE(a[QLatin1String(key)], b[QLatin1String(key)]);
        QJsonArray counters = a["counters"].toArray();
        counters[2] = 0; // the checks
        QCOMPARE(counters, b["counters"].toArray());
        QCOMPARE(a["se"].toArray().size(), qsizetype(last - first + 1));
        QCOMPARE(b["se"].toArray().size(), a["se"].toArray().size());
        for (qsizetype at = 0; at < a["se"].toArray().size(); ++at)
            QVERIFY2(pageStep(a, at) == pageStep(b, at), qPrintable(QString::number(first + at)));
    }
};

NQ_TEST_MAIN(TestExportWalk)
#include "tst_exportwalk.moc"
