#include "programpanel.h"

#include "quiettabswitch.h"
#include "filetexts.h"
#include "plaintext.h"

#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace nq;

namespace {

// Lines of the program's own output the panel lists (the store keeps up to 100,000).
constexpr std::size_t kListedOutputLines = 2000;

QString number(std::uint64_t value)
{
    return QLocale().toString(qulonglong(value));
}

QString seconds(double value)
{
    return QLocale().toString(value, 'f', 1);
}

} // namespace

ProgramPanel::ProgramPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("programPanel"));
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("programStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_stop = new QPushButton(this);
    m_stop->setObjectName(QStringLiteral("stopProgramButton"));
    m_stop->setEnabled(false);
    connect(m_stop, &QPushButton::clicked, this, &ProgramPanel::stopRequested);
    top->addWidget(m_status, 1);
    top->addWidget(m_stop, 0, Qt::AlignTop);
    layout->addLayout(top);
    m_output = new QPlainTextEdit(this);
    m_output->setObjectName(QStringLiteral("programOutput"));
    m_output->setReadOnly(true);
    m_output->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_output->setMaximumBlockCount(int(kListedOutputLines) + 200);
    layout->addWidget(m_output, 1);
    m_dock = new QDockWidget(parent);
    m_dock->setObjectName(QStringLiteral("programDock"));
    // A run of a program is not part of a lesson: a lesson neither opens nor closes the panel.
    m_dock->setProperty("notInLessons", true);
    m_dock->setWidget(this);
    m_dock->hide();
    retranslate();
}

void ProgramPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ProgramPanel::retranslate()
{
    m_dock->setWindowTitle(tr("Your program"));
    m_dock->setWhatsThis(tr("The program you ran from Run ▸ Run your own program: its command "
                            "line, how long it ran, how it ended (its exit status, or why it "
                            "was stopped) and what it printed besides its trace: its standard "
                            "error and its own lines. Stop ends it and everything it started. "
                            "For a trace shown from a file or a lesson: its name and the "
                            "program's own lines it holds."));
    m_stop->setText(tr("Stop"));
    m_stop->setToolTip(tr("Stop the program and everything it started"));
    m_status->setAccessibleName(tr("Your program's run"));
    m_output->setAccessibleName(tr("What your program printed besides its trace"));
    if (m_reshow)
        m_reshow();
}

void ProgramPanel::setTexts(const QString &status, const QString &output)
{
    m_status->setText(status);
    if (m_output->toPlainText() != output)
        m_output->setPlainText(output);
}

QString ProgramPanel::statusText() const
{
    return m_status->text();
}

QString ProgramPanel::outputText() const
{
    return m_output->toPlainText();
}

void ProgramPanel::showStarted(const ProgramRequest &request)
{
    m_request = request;
    m_stop->setEnabled(true);
    showProgress(0, qint64(request.timeLimitSeconds) * 1000, {});
    m_dock->show();
    QuietTabSwitch::raise(m_dock);
}

void ProgramPanel::showProgress(qint64 elapsedMs, qint64 limitMs, const ProgramLog::View &log)
{
    m_reshow = [this, elapsedMs, limitMs, log] { showProgress(elapsedMs, limitMs, log); };
    const QString folder = m_request.folder.isEmpty() ? QDir::currentPath() : m_request.folder;
    setTexts(tr("Running %1 in %2: %3 lines read, %4 s of its %5 s")
                 .arg(m_request.shownCommand(), QDir::toNativeSeparators(folder),
                      number(log.linesRead), seconds(double(elapsedMs) / 1000),
                      number(std::uint64_t(limitMs / 1000))),
             log.standardError.isEmpty()
                 ? QString()
                 : tr("Standard error:") + QLatin1Char('\n') + log.standardError);
}

QString ProgramPanel::startFailureText(const ProgramOutcome &o, const ProgramRequest &request)
{
    using Part = ProgramOutcome::StartPart;
    if (o.startPart == Part::NoCommand)
        return tr("No program was run: the command line is empty");
    // The system's reason in the window's language (Qt says "execvp: …" in English).
    nq::FileProblem problem;
    problem.kind = nq::FileProblem::Kind::System;
    problem.errorNumber = o.startError;
    const QString reason = o.startError != 0 ? FileTexts::reason(problem)
                                             : tr("the system refused to start it");
    if (o.startPart == Part::Folder)
        return tr("%1 could not be started in the folder %2: %3")
            .arg(request.shownCommand(), QDir::toNativeSeparators(request.folder), reason);
    return tr("%1 could not be started: %2").arg(request.shownCommand(), reason);
}

QString ProgramPanel::endText(const ProgramOutcome &o, const ProgramRequest &request)
{
    using End = ProgramOutcome::End;
    const QString command = request.shownCommand();
    switch (o.end) {
    case End::Exited:
        return tr("%1 ended with exit status %2 after %3 s")
            .arg(command)
            .arg(o.exitCode)
            .arg(seconds(o.seconds));
    case End::Crashed:
        return tr("%1 was ended by a signal after %2 s (it crashed or was killed)")
            .arg(command, seconds(o.seconds));
    case End::Stopped: return tr("%1 was stopped after %2 s").arg(command, seconds(o.seconds));
    case End::TimeLimit:
        return tr("%1 was stopped at its time limit of %2 s")
            .arg(command)
            .arg(request.timeLimitSeconds);
    case End::TooMuchOutput:
        return tr("%1 was stopped after %2 s: its trace reached %3 events, the most a trace may "
                  "hold")
            .arg(command, seconds(o.seconds), number(ProgramRun::kMaxEvents));
    case End::FailedToStart: return startFailureText(o, request);
    }
    return {};
}

void ProgramPanel::showEnded(const ProgramOutcome &outcome, const ProgramLog::View &log)
{
    m_reshow = [this, outcome, log] { showEnded(outcome, log); };
    m_stop->setEnabled(false);
    QString status = endText(outcome, m_request);
    if (outcome.run)
        status += QLatin1Char('\n') + countsText(*outcome.run);
    if (outcome.processesEnded > 0)
        status += QLatin1Char('\n')
                  + tr("%n process(es) of the program ended with the run", nullptr,
                       outcome.processesEnded);
    if (outcome.run && outcome.run->failure)
        status += QLatin1Char('\n')
                  + tr("Its standard input is empty: a prompt for input reads the end of the "
                       "input (give N as an argument, {N}, instead)");
    if (outcome.processGroup > 0 && !outcome.groupGone)
        status +=
            QLatin1Char('\n')
            + tr("Some of its processes (group %1) could not be ended").arg(outcome.processGroup);
    QString output;
    if (!log.standardError.isEmpty()) {
        output = tr("Standard error:") + QLatin1Char('\n') + log.standardError;
        if (log.errorBytes > ProgramLog::kMaxKeptErrorBytes)
            output += QLatin1Char('\n')
                      + tr("(%1 bytes in all; the first %2 are shown)")
                            .arg(number(log.errorBytes), number(ProgramLog::kMaxKeptErrorBytes));
    }
    if (!log.standardOutput.isEmpty()) // the trace had its own file (NQTRACE_FILE)
        output += (output.isEmpty() ? QString() : QStringLiteral("\n\n")) + tr("Standard output:")
                  + QLatin1Char('\n') + log.standardOutput;
    if (const QString own = outcome.run ? ownOutput(*outcome.run) : QString(); !own.isEmpty())
        output += (output.isEmpty() ? QString() : QStringLiteral("\n\n")) + own;
    setTexts(status, output);
}

void ProgramPanel::showTrace(const std::shared_ptr<const TraceRun> &shown, TraceSource source)
{
    m_reshow = [this, shown, source] { showTrace(shown, source); };
    m_stop->setEnabled(false);
    const TraceRun &run = *shown;
    const QString name = PlainText::oneLine(QString::fromStdString(run.name));
    // The program was not run here: how it was started and how it ended are not known.
    const QString from = source == TraceSource::File
                             ? tr("The trace file “%1”, read without running the program").arg(name)
                             : tr("The trace “%1” the lesson holds, shown without running the "
                                  "program")
                                   .arg(name);
    setTexts(from + QLatin1Char('\n') + countsText(run), ownOutput(run));
}

QString ProgramPanel::countsText(const TraceRun &run)
{
    const TraceCounts &counts = run.store->counts();
    return tr("%1 lines read: %2 events, %3 of its own output")
        .arg(number(counts.lines), number(counts.events), number(counts.outputLines));
}

QString ProgramPanel::ownOutput(const TraceRun &run) const
{
    const TraceStore &store = *run.store;
    if (store.keptOutputLineCount() == 0)
        return {};
    QString text = tr("Its own output (the lines that are not events):");
    const std::size_t listed = std::min(store.keptOutputLineCount(), kListedOutputLines);
    for (std::size_t i = 0; i < listed; ++i) {
        const TraceOutputLine line = store.keptOutputLine(i);
        // Bytes that are not UTF-8 (a program printing binary) show as replacement marks.
        text += QLatin1Char('\n') + tr("line %1: ").arg(number(line.line))
                + (line.malformed ? tr("(not an event) ") : QString())
                + QString::fromUtf8(line.text.data(), qsizetype(line.text.size()));
    }
    text.replace(QChar(0), QChar(0xfffd));
    const std::uint64_t more = store.counts().outputLines + store.counts().malformedLines
                               - std::uint64_t(listed);
    if (more > 0)
        text += QLatin1Char('\n') + tr("… and %1 more lines").arg(number(more));
    return text;
}
