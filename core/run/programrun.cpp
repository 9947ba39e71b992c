#include "programrun.h"
#include "processgroup.h"
#include "safefile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <memory>
#include <tuple>
#include <utility>

namespace nq {

namespace {

// How long one wait for output lasts: the stop flag, the time limit and the progress are
// looked at this often.
constexpr int kWaitMs = 50;

// Ends every process of the run: SIGTERM, up to the grace period for the program to end,
// then SIGKILL for whatever is left (a program that ignores SIGTERM, the children it forked,
// those that left its group or session), and the keeper last, once it has reaped them all.
// Returns whether the group is gone.
bool stopGroup(bool askFirst, ProcessGroup &group)
{
    if (askFirst) {
        group.askToStop();
        QElapsedTimer grace;
        grace.start();
        while (!group.programEnded() && grace.elapsed() < ProgramRun::kGraceMs) {
            group.waitForOutput(kWaitMs);
            group.takeOutput(); // what it prints while it ends is not read
            group.takeError();
        }
    }
    QElapsedTimer gone;
    gone.start();
    // Until none is left: one that forks while it is killed leaves a child to the next round.
    while (group.kill() && gone.elapsed() < ProgramRun::kGraceMs)
        QThread::msleep(5);
    // The keeper ends by itself once it has reaped the last of them.
    if (!group.waitForKeeper(ProgramRun::kGraceMs)) {
        group.killKeeper();
        group.waitForKeeper(ProgramRun::kGraceMs);
    }
    return !ProcessGroup::exists(group.id()) && group.alive().empty();
}

} // namespace

QStringList ProgramRequest::arguments() const
{
    QString line = command;
    line.replace(QLatin1String("{N}"), QString::number(n));
    return QProcess::splitCommand(line);
}

QString ProgramRequest::shownCommand() const
{
    return arguments().join(QLatin1Char(' '));
}

void ProgramLog::addError(const QByteArray &bytes)
{
    const std::lock_guard lock(m_mutex);
    m_errorBytes += std::uint64_t(bytes.size());
    const qsizetype room = qsizetype(kMaxKeptErrorBytes) - m_error.size();
    if (room > 0)
        m_error += bytes.left(room);
}

void ProgramLog::addOutput(const QByteArray &bytes)
{
    const std::lock_guard lock(m_mutex);
    const qsizetype room = qsizetype(kMaxKeptErrorBytes) - m_output.size();
    if (room > 0)
        m_output += bytes.left(room);
}

void ProgramLog::setLinesRead(std::uint64_t lines)
{
    const std::lock_guard lock(m_mutex);
    m_linesRead = lines;
}

QString ProgramLog::lastErrorLine() const
{
    const std::lock_guard lock(m_mutex);
    const QByteArray trimmed = m_error.trimmed();
    return QString::fromUtf8(trimmed.mid(trimmed.lastIndexOf('\n') + 1)).trimmed();
}

ProgramLog::View ProgramLog::view() const
{
    const std::lock_guard lock(m_mutex);
    return {QString::fromUtf8(m_error), m_errorBytes, m_linesRead, QString::fromUtf8(m_output)};
}

bool ProgramRun::groupExists(qint64 processGroup)
{
    return ProcessGroup::exists(processGroup);
}

ProgramOutcome ProgramRun::run(const ProgramRequest &request, const JobControl &control,
                               ProgramLog &log)
{
    using End = ProgramOutcome::End;
    ProgramOutcome outcome;
    const QStringList arguments = request.arguments();
    if (arguments.isEmpty()) {
        outcome.end = End::FailedToStart;
        outcome.startPart = ProgramOutcome::StartPart::NoCommand;
        outcome.problem = QStringLiteral("no program given");
        return outcome;
    }
    // The run's mark: every process it starts inherits it, also one that leaves the group.
    static std::atomic<int> runs {0};
    const QByteArray mark = QByteArrayLiteral("NQTRACE_RUN=")
                            + QByteArray::number(QCoreApplication::applicationPid()) + '-'
                            + QByteArray::number(++runs) + '-'
                            + QByteArray::number(QDateTime::currentMSecsSinceEpoch());
    // The program under its keeper, in a process group of its own: everything it starts stays
    // in the keeper's tree, to be ended with the run.
    ProcessGroup group(mark);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("NQTRACE_RUN"),
                       QString::fromLatin1(mark.mid(mark.indexOf('=') + 1)));
    // The trace's own channel: the helpers write their events to this file when it is named.
    QTemporaryDir traceFolder;
    const QString traceFile = traceFolder.isValid()
                                  ? traceFolder.filePath(QStringLiteral("program.trace"))
                                  : QString();
    if (!traceFile.isEmpty())
        environment.insert(QStringLiteral("NQTRACE_FILE"), traceFile);
    QElapsedTimer clock;
    clock.start();
    if (!group.start(arguments.first(), arguments.mid(1), request.folder,
                     environment.toStringList())) {
        const ProcessGroup::StartProblem &why = group.startProblem();
        outcome.end = End::FailedToStart;
        outcome.problem = QStringLiteral("%1: %2").arg(arguments.first(), why.words);
        outcome.startPart = why.inFolder ? ProgramOutcome::StartPart::Folder
                                         : ProgramOutcome::StartPart::Program;
        outcome.startError = why.error;
        return outcome;
    }
    outcome.processGroup = group.id();
    auto intake = std::make_unique<TraceIntake>(request.n, request.firstOnly);
    const qint64 limitMs = qint64(std::max(1, request.timeLimitSeconds)) * 1000;
    std::optional<End> stoppedBy;
    // Read through the one read path: the program may have put a FIFO or a device at that name,
    // which is refused there instead of blocking this thread in open().
    std::optional<FileStream> fileChannel;
    bool fromFile = false; // the program wrote to NQTRACE_FILE: the trace is that file's
    QByteArray outputSoFar; // standard output until then, should the file take over
    const auto feed = [&](const QByteArray &bytes) {
        intake->feed(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    };
    const auto take = [&] {
        if (!fromFile && !traceFile.isEmpty() && intake->store().stepCount() == 0
            && QFile::exists(traceFile))
            fileChannel.emplace(
                FileStream::openRegularFile(QFile::encodeName(traceFile).toStdString()));
        if (!fromFile && fileChannel && fileChannel->isOpen()) {
            // The first time the file is there. What standard output held until then held no
            // event if the program uses the helpers: it is the program's own output.
            fromFile = intake->store().stepCount() == 0;
            if (fromFile) {
                intake = std::make_unique<TraceIntake>(request.n, request.firstOnly);
                log.addOutput(outputSoFar);
            } else {
                fileChannel.reset();
            }
            outputSoFar.clear();
        }
        const QByteArray out = group.takeOutput();
        if (fromFile) {
            log.addOutput(out);
            char chunk[64 * 1024];
            for (std::size_t got; (got = fileChannel->read(chunk, sizeof chunk)) > 0;)
                intake->feed(std::string_view(chunk, got));
        } else if (!out.isEmpty()) {
            feed(out);
            if (outputSoFar.size() < qsizetype(ProgramLog::kMaxKeptErrorBytes))
                outputSoFar += out;
        }
        const QByteArray err = group.takeError();
        if (!err.isEmpty())
            log.addError(err);
        log.setLinesRead(intake->reader().linesRead());
    };
    while (true) {
        group.waitForOutput(kWaitMs);
        take();
        control.report(std::min(clock.elapsed(), limitMs), limitMs);
        if (group.programEnded()) {
            // What it wrote just before it ended may still be in the pipe (what it left
            // running may hold the pipe open: read only until it is quiet).
            QElapsedTimer drain;
            drain.start();
            while (group.waitForOutput(kWaitMs) && drain.elapsed() < ProgramRun::kGraceMs)
                take();
            take();
            break;
        }
        if (control.cancelled())
            stoppedBy = End::Stopped;
        else if (clock.elapsed() >= limitMs)
            stoppedBy = End::TimeLimit;
        else if (intake->store().stepCount() >= kMaxEvents)
            stoppedBy = End::TooMuchOutput;
        if (stoppedBy)
            break;
    }
    // Whatever ended the run, nothing of the group outlives it: after a program that ended by
    // itself, what it left running is killed too.
    // Counted from here: the processes this end finds alive (the program too, when stopped).
    group.forgetSeen();
    outcome.groupGone = stopGroup(stoppedBy.has_value(), group);
    outcome.processesEnded = group.seenCount();
    outcome.seconds = double(clock.elapsed()) / 1000;
    const ProcessGroup::ProgramEnd programEnd = group.programEnded().value_or(
        ProcessGroup::ProgramEnd {});
    if (stoppedBy)
        outcome.end = *stoppedBy;
    else if (programEnd.crashed)
        outcome.end = End::Crashed;
    else
        outcome.exitCode = programEnd.exitCode;
    // A trace cut before the program's end (stopped, its time limit, the event cap) or that of
    // a program that failed is not judged as complete (its missed solutions are not counted).
    std::optional<TraceRun::Failure> failure;
    if (!stoppedBy && (outcome.end == End::Crashed || outcome.exitCode != 0))
        failure = TraceRun::Failure {outcome.end == End::Crashed ? -1 : outcome.exitCode,
                                     log.lastErrorLine().toStdString()};
    intake->finish(!stoppedBy && !failure);
    outcome.run = TraceRun::make(request.shownCommand().toStdString(), *intake, failure);
    return outcome;
}

} // namespace nq
