#pragma once

// A nearly full disk for tests of what a program does when a write fails: a tmpfs of 64 KiB
// mounted on a temporary folder for the test's lifetime. Mounting needs root, as CI has;
// elsewhere isMounted() is false and the test skips. Header-only; Qt Core only.

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <sys/mount.h>

class SmallDisk
{
public:
    SmallDisk()
    {
        // The system call, not the mount program: no fork, which ThreadSanitizer refuses in a
        // process that already runs threads.
        m_mounted = m_dir.isValid()
                    && ::mount("tmpfs", QFile::encodeName(m_dir.path()).constData(), "tmpfs", 0,
                               "size=64k")
                           == 0;
    }
    ~SmallDisk()
    {
        if (m_mounted)
            ::umount(QFile::encodeName(m_dir.path()).constData());
    }
    SmallDisk(const SmallDisk &) = delete;
    SmallDisk &operator=(const SmallDisk &) = delete;

    bool isMounted() const { return m_mounted; }
    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }
    // Every file on the disk, hidden ones included (a save's temporary file would be one).
    QStringList files() const
    {
        return QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name);
    }
    // Writes `bytes` to a new file `name`; false if the disk refused them.
    bool write(const QString &name, const QByteArray &bytes) const
    {
        QFile file(filePath(name));
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush();
    }
    QByteArray read(const QString &name) const
    {
        QFile file(filePath(name));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
    // Fills the disk with a file "filler", leaving `room` bytes (rounded to whole pages).
    bool fillAllBut(qint64 room) const
    {
        QFile filler(filePath(QStringLiteral("filler")));
        if (!filler.open(QIODevice::WriteOnly))
            return false;
        const QByteArray block(1024, 'x');
        while (filler.write(block) == block.size() && filler.flush()) { }
        filler.close();
        return filler.resize(std::max<qint64>(0, filler.size() - room));
    }
    bool removeFiller() const { return QFile::remove(filePath(QStringLiteral("filler"))); }

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
};
