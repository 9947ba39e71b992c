#pragma once

#include <QByteArray>
#include <QString>

namespace nq {

// Writes `bytes` as the whole new content of `path` through a QSaveFile: the old file stays
// until the new one is complete, and a failed write (a full disk, no permission) leaves it
// untouched. Returns why the write failed, or an empty string. Any thread.
QString writeFileAtomically(const QString &path, const QByteArray &bytes);

} // namespace nq
