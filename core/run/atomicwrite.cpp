#include "atomicwrite.h"

#include <QSaveFile>

namespace nq {

QString writeFileAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    // Unbuffered: Qt 6.4's QSaveFile::commit() misses a write error that QFileDevice's own
    // buffer meets only when it is flushed at commit, and renames a short file into place.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return file.errorString();
    if (!writeFully(&file, bytes.constData(), bytes.size())) {
        // Read before cancelWriting(), which forgets it.
        const QString reason = file.errorString();
        file.cancelWriting();
        return reason;
    }
    if (!file.commit())
        return file.errorString();
    return {};
}

bool writeFully(QIODevice *device, const char *data, qint64 size)
{
    qint64 written = 0;
    while (written < size) {
        const qint64 wrote = device->write(data + written, size - written);
        if (wrote <= 0)
            return false;
        written += wrote;
    }
    return true;
}

} // namespace nq
