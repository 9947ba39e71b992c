#pragma once

#include "countledger.h"
#include "safefile.h"

#include <QString>

#include <optional>

namespace nq {

// The window's interrupted counts, so that a count cancelled, or cut short by the window
// closing or crashing, can continue on its next start: one checkpoint file per N
// ("count-18.checkpoint", nqueens-cli's format) in a folder of the user's data. Written
// through the one save path and read through the one read path; a file that cannot be read
// back whole is never offered; one count at a time owns a checkpoint (own()). Holds only its
// folder, so any thread may use it (the count's job saves, the window asks).
class CountCheckpoints
{
public:
    // The user's data folder, or the one setDefaultFolder() chose.
    CountCheckpoints();
    explicit CountCheckpoints(QString folder);

    // Keeps the checkpoints in `folder` (tests, benchmarks); empty goes back to the user's.
    static void setDefaultFolder(const QString &folder);

    // The interrupted count of N that can be continued: a whole, readable checkpoint of N
    // with some but not all tasks done. Whether it fits this version's task list is for the
    // count to check (CountLedger::mismatch), which starts afresh if it does not.
    std::optional<CountLedger> interrupted(int n) const;
    // ok() once the ledger is saved; else why not (the old file stays).
    FileProblem save(const CountLedger &ledger) const;
    // Makes the caller the one owner of N's checkpoint while `lock` holds it (released by the
    // kernel if the process dies): "" once it is, else why not (another count, in this
    // window or another, holds it; the folder cannot be made).
    QString own(int n, std::optional<FileLock> &lock) const;
    // Forgets N's checkpoint: the count it held has finished, or the user started over.
    void forget(int n) const;
    QString filePath(int n) const;

private:
    QString m_folder;
};

} // namespace nq
