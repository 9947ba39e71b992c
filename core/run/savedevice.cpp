#include "savedevice.h"

namespace nq {

FileProblem saveWholeFile(const QString &path, const QByteArray &bytes, LinkRule links)
{
    return saveWholeFile(path.toStdString(),
                         std::string_view(bytes.constData(), std::size_t(bytes.size())), links);
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

SaveDevice::SaveDevice(const QString &path, LinkRule links)
    : m_file(path.toStdString(), links)
{
}

SaveDevice::~SaveDevice() = default; // SaveFile discards an uncommitted save

bool SaveDevice::open(OpenMode mode)
{
    if ((mode & ReadOnly) || !(mode & WriteOnly)) {
        setErrorString(QStringLiteral("a save file is written only"));
        return false;
    }
    if (!m_file.open()) {
        setErrorString(QString::fromStdString(m_file.error()));
        return false;
    }
    return QIODevice::open(mode | Unbuffered);
}

bool SaveDevice::commit()
{
    const bool committed = m_file.isOpen() && m_file.commit();
    if (!committed)
        setErrorString(QString::fromStdString(m_file.error()));
    QIODevice::close();
    return committed;
}

void SaveDevice::cancelWriting()
{
    m_file.discard();
    QIODevice::close();
}

qint64 SaveDevice::readData(char *, qint64)
{
    return -1;
}

qint64 SaveDevice::writeData(const char *data, qint64 size)
{
    if (!m_file.write(data, std::size_t(size))) {
        setErrorString(QString::fromStdString(m_file.error()));
        return -1;
    }
    return size;
}

} // namespace nq
