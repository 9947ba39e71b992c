#include "fullwrite.h"

#include <QIODevice>

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
