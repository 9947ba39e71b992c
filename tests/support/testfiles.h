#pragma once

// Reading and writing whole files in the tests' set-up and checks. Header-only; Qt Core only.

#include <QByteArray>
#include <QFile>
#include <QString>

namespace nq::testing {

// The file's bytes, or nothing if it cannot be read.
inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Writes the bytes in place of the file; false if that failed.
inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush();
}

} // namespace nq::testing
