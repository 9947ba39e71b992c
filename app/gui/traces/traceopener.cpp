#include "traceopener.h"

#include "filetexts.h"
#include "jobprogressdialog.h"
#include "safefile.h"

#include <QFileInfo>

using namespace nq;

namespace {
// As nqueens-cli check-trace reads: big enough that reading costs next to nothing beside the
// lines.
constexpr std::size_t kChunkBytes = std::size_t(1) << 20;
} // namespace

TraceOpener::TraceOpener(QWidget *dialogParent, QObject *parent)
    : QObject(parent)
    , m_dialogParent(dialogParent)
{
}

TraceOpener::~TraceOpener() = default; // the job cancels and waits for its work

TraceOpener::Outcome TraceOpener::read(const Request &request, const JobControl &control)
{
    FileStream stream = FileStream::openRegularFile(request.path.toStdString());
    const QString name = QFileInfo(request.path).fileName();
    if (!stream.isOpen())
        return {
            nullptr,
            tr("Cannot open the trace “%1”: %2").arg(name, FileTexts::reason(stream.problem()))};
    const qint64 size = QFileInfo(request.path).size();
    TraceIntake intake(request.n, request.firstOnly);
    const auto buffer = std::make_unique<char[]>(kChunkBytes);
    qint64 read = 0;
    // A file has the same cap as a running program (TraceIntake::kMaxEvents): a trace cut there
    // is shown, not judged at its end.
    while (!control.cancelled() && !intake.full()) {
        const std::size_t got = stream.read(buffer.get(), kChunkBytes);
        if (got == 0)
            break;
        intake.feed(std::string_view(buffer.get(), got));
        read += qint64(got);
        control.report(std::min(read, size), std::max<qint64>(size, 1));
    }
    if (control.cancelled())
        return {};
    if (!stream.error().empty())
        return {
            nullptr,
            tr("Cannot read the trace “%1”: %2").arg(name, FileTexts::reason(stream.problem()))};
    intake.finish(!intake.full());
    return {TraceRun::make(name.toStdString(), intake), {}};
}

void TraceOpener::open(const Request &request)
{
    m_job.run<Outcome>([request](const JobControl &control) { return read(request, control); },
                       [this, path = request.path](std::optional<Outcome> outcome) {
                           if (!outcome || (!outcome->run && outcome->problem.isEmpty()))
                               return; // cancelled: nothing opened, nothing wrong
                           if (outcome->run)
                               emit opened(outcome->run, path);
                           else
                               emit failed(path, outcome->problem);
                       });
    // A short trace opens at once; a long one shows its progress and can be stopped.
    JobProgressDialog::follow(
        &m_job, m_dialogParent,
        tr("Reading and checking the trace “%1”…").arg(QFileInfo(request.path).fileName()), 500);
}
