#pragma once

#include <QtGlobal>

class QIODevice;

// Writes all `size` bytes to `device`, writing again after a short write: an unbuffered file
// on a full disk takes what fits and reports no error; the next write then fails with the
// reason (ENOSPC), which the device's errorString() gives. False if any write failed. Any
// thread (the device's).
bool writeFully(QIODevice *device, const char *data, qint64 size);
