#pragma once

#include "safefile.h"

#include <QByteArray>
#include <QIODevice>
#include <QString>

namespace nq {

// The one save path (SaveFile, core/engine/safefile.h) as the Qt rooms use it: not a second
// save path, only its QString and QIODevice faces. What fails is a FileProblem, which the
// window words in its language (FileTexts, app/gui/widgets).

// Writes `bytes` as the whole new content of `path` through a SaveFile: the old file stays
// until the new one is complete, a failed write (a full disk, no permission) leaves it
// untouched, and a target that is not a regular file, or a link the rule refuses, is refused.
// Returns what went wrong (ok() when saved). Any thread.
FileProblem saveWholeFile(const QString &path, const QByteArray &bytes,
                          LinkRule links = LinkRule::Follow);

// Writes all `size` bytes to `device`, writing again after a short write: an unbuffered file
// on a full disk takes what fits and reports no error; the next write then fails with the
// reason (ENOSPC), which the device's errorString() gives. False if any write failed. The
// device's thread.
bool writeFully(QIODevice *device, const char *data, qint64 size);

// The one save path as a QIODevice, for writers that stream into a device (the solutions
// export, the GIF encoder, the PDFs): open(WriteOnly) creates the temporary file, every write
// is checked (one failed write fails the rest), commit() puts the file in place and
// cancelWriting() leaves the old one. Unbuffered: each write reaches the file at once, so
// its error is the write's. Used by one thread at a time.
class SaveDevice : public QIODevice
{
public:
    explicit SaveDevice(const QString &path, LinkRule links = LinkRule::Follow);
    ~SaveDevice() override;

    bool open(OpenMode mode) override;
    // Syncs and renames over the target; false with problem() set (the old file kept).
    bool commit();
    // Drops what was written; the target stays as it was.
    void cancelWriting();
    bool isSequential() const override { return true; }
    // Why a write, the open or the commit failed; ok() while none has.
    const FileProblem &problem() const { return m_file.problem(); }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    SaveFile m_file;
};

} // namespace nq
