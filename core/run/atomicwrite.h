#pragma once

#include "safefile.h"

#include <QByteArray>
#include <QIODevice>
#include <QString>

namespace nq {

// Writes `bytes` as the whole new content of `path` through the one save path (SaveFile): the
// old file stays until the new one is complete, a failed write (a full disk, no permission)
// leaves it untouched, and a target that is not a regular file or a link to one is refused.
// Returns why the write failed, or an empty string. Any thread.
QString writeFileAtomically(const QString &path, const QByteArray &bytes);

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
    explicit SaveDevice(const QString &path);
    ~SaveDevice() override;

    bool open(OpenMode mode) override;
    // Syncs and renames over the target; false with errorString() set (the old file kept).
    bool commit();
    // Drops what was written; the target stays as it was.
    void cancelWriting();
    bool isSequential() const override { return true; }
    // Why a write, the open or the commit failed; "" while none has.
    QString failure() const { return QString::fromStdString(m_file.error()); }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    SaveFile m_file;
};

} // namespace nq
