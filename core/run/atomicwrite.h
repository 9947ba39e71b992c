#pragma once

#include <QByteArray>
#include <QString>

class QIODevice;

namespace nq {

// Writes `bytes` as the whole new content of `path` through a QSaveFile: the old file stays
// until the new one is complete, and a failed write (a full disk, no permission) leaves it
// untouched. Returns why the write failed, or an empty string. Any thread.
QString writeFileAtomically(const QString &path, const QByteArray &bytes);

// Writes all `size` bytes to `device`, writing again after a short write: an unbuffered file
// on a full disk takes what fits and reports no error; the next write then fails with the
// reason (ENOSPC), which the device's errorString() gives. False if any write failed. The
// device's thread.
bool writeFully(QIODevice *device, const char *data, qint64 size);

} // namespace nq
