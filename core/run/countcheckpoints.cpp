#include "countcheckpoints.h"

#include "savedevice.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include <mutex>

namespace nq {

namespace {

// A checkpoint holds a few kilobytes; anything much larger in its place is not one.
constexpr qint64 kLargestCheckpoint = 1 << 20;

std::mutex g_defaultFolderMutex;
QString g_defaultFolder; // empty: the user's data folder

QString defaultFolder()
{
    std::lock_guard lock(g_defaultFolderMutex);
    if (!g_defaultFolder.isEmpty())
        return g_defaultFolder;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
           + QStringLiteral("/interrupted-counts");
}

} // namespace

CountCheckpoints::CountCheckpoints()
    : m_folder(defaultFolder())
{
}

CountCheckpoints::CountCheckpoints(QString folder)
    : m_folder(std::move(folder))
{
}

void CountCheckpoints::setDefaultFolder(const QString &folder)
{
    std::lock_guard lock(g_defaultFolderMutex);
    g_defaultFolder = folder;
}

QString CountCheckpoints::filePath(int n) const
{
    return m_folder + QStringLiteral("/count-%1.checkpoint").arg(n);
}

std::optional<CountLedger> CountCheckpoints::interrupted(int n) const
{
    // Through the one read path: a FIFO or a device in its place is never opened for reading
    // (a FIFO froze the window for good in open()).
    const FileReading file = readRegularFile(filePath(n).toStdString(), kLargestCheckpoint);
    if (!file.ok())
        return std::nullopt;
    CountLedgerReading reading = CountLedger::fromText(file.bytes);
    if (!reading.ledger || reading.ledger->n() != n || reading.ledger->doneCount() == 0
        || reading.ledger->isComplete())
        return std::nullopt;
    return std::move(reading.ledger);
}

FileProblem CountCheckpoints::save(const CountLedger &ledger) const
{
    if (!QDir().mkpath(m_folder)) {
        FileProblem problem;
        problem.kind = FileProblem::Kind::FolderRefused;
        problem.folder = m_folder.toStdString();
        return problem;
    }
    // The program's own file, named by nobody: a link found in its place is never followed.
    return saveWholeFile(filePath(ledger.n()), QByteArray::fromStdString(ledger.toText()),
                         LinkRule::Refuse);
}

QString CountCheckpoints::own(int n, std::optional<FileLock> &lock) const
{
    if (!QDir().mkpath(m_folder))
        return QStringLiteral("cannot create the folder %1").arg(m_folder);
    lock.emplace(filePath(n).toStdString());
    const std::string refusal = lock->acquire();
    if (refusal.empty())
        return {};
    lock.reset();
    return filePath(n) + QStringLiteral(": ") + QString::fromStdString(refusal);
}

void CountCheckpoints::forget(int n) const
{
    QFile::remove(filePath(n));
}

} // namespace nq
