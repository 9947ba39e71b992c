#include "safefile.h"
#include "testregistry.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace nq;

// Tests the one save path, the one read path and the one owner per file (core/engine
// safefile.h): links, FIFOs, devices and folders as targets, what a failure leaves behind,
// and two processes on one lock.
class TestSafeFile : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_folder = std::make_unique<QTemporaryDir>();
        QVERIFY(m_folder->isValid());
    }

    void savesAWholeNewFile()
    {
        const std::string path = file("new.txt");
        QCOMPARE(saveWholeFile(path, "hello\n"), std::string());
        QCOMPARE(read(path), QByteArray("hello\n"));
        QCOMPARE(entries(), QStringList {"new.txt"}); // no temporary file left
    }

    void replacesAnOldFileAndKeepsItsMode()
    {
        const std::string path = file("old.txt");
        QCOMPARE(saveWholeFile(path, "old"), std::string());
        QCOMPARE(::chmod(path.c_str(), 0640), 0);
        QCOMPARE(saveWholeFile(path, "new"), std::string());
        QCOMPARE(read(path), QByteArray("new"));
        struct stat info = {};
        QCOMPARE(::stat(path.c_str(), &info), 0);
        QCOMPARE(int(info.st_mode & 0777), 0640);
    }

    void updatesALinkWhereItPoints()
    {
        const std::string real = file("real.txt");
        const std::string link = file("link.txt");
        QCOMPARE(saveWholeFile(real, "before"), std::string());
        QCOMPARE(::symlink(real.c_str(), link.c_str()), 0);
        QCOMPARE(saveWholeFile(link, "after"), std::string());
        QCOMPARE(read(real), QByteArray("after"));
        struct stat info = {};
        QCOMPARE(::lstat(link.c_str(), &info), 0);
        QVERIFY(S_ISLNK(info.st_mode)); // still the link, not a plain file in its place
    }

    void refusesWhatIsNotARegularFile_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("reason");
        QTest::newRow("folder") << "folder"
                                << "folder";
        QTest::newRow("FIFO") << "fifo"
                              << "FIFO";
        QTest::newRow("device") << "device"
                                << "device";
        QTest::newRow("link to a device") << "linktodevice"
                                          << "device";
        QTest::newRow("link to a folder") << "linktofolder"
                                          << "folder";
        QTest::newRow("dangling link") << "dangling"
                                       << "does not exist";
    }
    void refusesWhatIsNotARegularFile()
    {
        QFETCH(QString, kind);
        QFETCH(QString, reason);
        const std::string path = make(kind);
        struct stat before = {};
        QCOMPARE(::lstat(path.c_str(), &before), 0);
        const std::string error = saveWholeFile(path, "x");
        QVERIFY2(QString::fromStdString(error).contains(reason), error.c_str());
        struct stat after = {};
        QCOMPARE(::lstat(path.c_str(), &after), 0);
        QCOMPARE(after.st_mode, before.st_mode); // nothing put in its place
        QCOMPARE(after.st_ino, before.st_ino);
        QVERIFY(!entries().join(' ').contains(".saving"));
    }

    void neverWritesThroughAPreparedTemporaryName()
    {
        // Whatever links someone prepares in the folder, the save creates its own file.
        const std::string victim = file("victim.txt");
        QCOMPARE(saveWholeFile(victim, "precious"), std::string());
        for (const char *name : {"target.saving", ".target.saving", "target.tmp"})
            QCOMPARE(::symlink(victim.c_str(), file(name).c_str()), 0);
        QCOMPARE(saveWholeFile(file("target"), "new"), std::string());
        QCOMPARE(read(victim), QByteArray("precious"));
        QCOMPARE(read(file("target")), QByteArray("new"));
    }

    void aFailedWriteKeepsTheOldFile()
    {
        // A file-size limit fails the writes past it (EFBIG), as a full disk would, even as root.
        const std::string path = file("kept.txt");
        QCOMPARE(saveWholeFile(path, "old"), std::string());
        const auto oldHandler = ::signal(SIGXFSZ, SIG_IGN);
        struct rlimit limit = {};
        QCOMPARE(::getrlimit(RLIMIT_FSIZE, &limit), 0);
        struct rlimit small = limit;
        small.rlim_cur = 4;
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
        const std::string error = saveWholeFile(path, "much longer than four bytes");
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &limit), 0);
        ::signal(SIGXFSZ, oldHandler);
        QVERIFY2(QString::fromStdString(error).contains("too large"), error.c_str());
        QCOMPARE(read(path), QByteArray("old"));
        QCOMPARE(entries(), QStringList {"kept.txt"});
    }

    void aDiscardedSaveLeavesNothing()
    {
        const std::string path = file("discarded.txt");
        QCOMPARE(saveWholeFile(path, "old"), std::string());
        {
            SaveFile save(path);
            QVERIFY(save.open());
            QVERIFY(save.write("half of it"));
        } // destroyed uncommitted
        QCOMPARE(read(path), QByteArray("old"));
        QCOMPARE(entries(), QStringList {"discarded.txt"});
    }

    void readsARegularFile()
    {
        const std::string path = file("r.txt");
        QCOMPARE(saveWholeFile(path, "abc"), std::string());
        const FileReading reading = readRegularFile(path, 100);
        QVERIFY(reading.ok());
        QCOMPARE(reading.bytes, std::string("abc"));
        const FileReading missing = readRegularFile(file("none"), 100);
        QVERIFY(missing.missing);
        QVERIFY(!missing.ok());
        const FileReading large = readRegularFile(path, 2);
        QVERIFY(QString::fromStdString(large.error).contains("larger than 2 bytes"));
    }

    void refusesToReadWhatIsNotARegularFile_data() { refusesWhatIsNotARegularFile_data(); }
    void refusesToReadWhatIsNotARegularFile()
    {
        // A FIFO with no writer would block an open() for reading for ever: this returns.
        QFETCH(QString, kind);
        QFETCH(QString, reason);
        const FileReading reading = readRegularFile(make(kind), 100);
        QVERIFY(!reading.ok());
        if (kind != "dangling")
            QVERIFY2(QString::fromStdString(reading.error).contains(reason), reading.error.c_str());
        QVERIFY(reading.bytes.empty());
    }

    // A trace too large to hold whole streams by the same rules: a regular file in pieces, and
    // anything else refused before a byte is read (a FIFO with no writer returns at once).
    void streamsARegularFile()
    {
        const std::string path = file("trace.txt");
        const std::string content(100000, 'q');
        QCOMPARE(saveWholeFile(path, content), std::string());
        FileStream stream = FileStream::openRegularFile(path);
        QVERIFY(stream.isOpen());
        std::string got;
        char buffer[4096];
        while (const std::size_t size = stream.read(buffer, sizeof buffer))
            got.append(buffer, size);
        QCOMPARE(got, content);
        QCOMPARE(stream.error(), std::string());
        FileStream missing = FileStream::openRegularFile(file("none"));
        QVERIFY(!missing.isOpen());
        QVERIFY(missing.missing());
    }
    void refusesToStreamWhatIsNotARegularFile_data() { refusesWhatIsNotARegularFile_data(); }
    void refusesToStreamWhatIsNotARegularFile()
    {
        QFETCH(QString, kind);
        QFETCH(QString, reason);
        FileStream stream = FileStream::openRegularFile(make(kind));
        QVERIFY(!stream.isOpen());
        if (kind != "dangling")
            QVERIFY2(QString::fromStdString(stream.error()).contains(reason),
                     stream.error().c_str());
        char buffer[16];
        QCOMPARE(stream.read(buffer, sizeof buffer), std::size_t(0));
    }

    void oneOwnerPerFile()
    {
        const std::string path = file("count.checkpoint");
        FileLock first(path);
        QCOMPARE(first.acquire(), std::string());
        QCOMPARE(first.acquire(), std::string()); // held already

        // Another process is refused at once, and told who holds it.
        const pid_t child = ::fork();
        if (child == 0) {
            FileLock second(path);
            const std::string refusal = second.acquire();
            const std::string expected = "(process " + std::to_string(::getppid()) + ")";
            ::_exit(refusal.find(expected) != std::string::npos ? 0 : 1);
        }
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 0);

        // In the same process too: the lock is the open file's, not the process's.
        FileLock again(path);
        QVERIFY(QString::fromStdString(again.acquire()).contains("in use"));
        first.release();
        QCOMPARE(again.acquire(), std::string());
    }

    void aLinkAsTheLockFileIsRefused()
    {
        const std::string victim = file("victim");
        QCOMPARE(saveWholeFile(victim, "precious"), std::string());
        QCOMPARE(::symlink(victim.c_str(), file("c.checkpoint.lock").c_str()), 0);
        FileLock lock(file("c.checkpoint"));
        QVERIFY(QString::fromStdString(lock.acquire()).contains("is a link"));
        QCOMPARE(read(victim), QByteArray("precious"));
    }

    // What saves killed in the middle left (".NAME.<16 hex>.saving" beside the file, or beside
    // where its link points) is removed; any other file, however alike, is left alone.
    void leftoverSavesAreRemoved()
    {
        const std::string real = file("real.ck");
        QCOMPARE(saveWholeFile(real, "kept"), std::string());
        QCOMPARE(::symlink(real.c_str(), file("link.ck").c_str()), 0);
        const QStringList leftovers = {".real.ck.0123456789abcdef.saving",
                                       ".real.ck.fedcba9876543210.saving"};
        const QStringList others = {
            ".real.ck.0123456789ABCDEF.saving", // not ours: upper case
            ".real.ck.0123456789abcde.saving", // 15 digits
            ".real.ck.0123456789abcdef.saving2", ".other.ck.0123456789abcdef.saving",
            "real.ck.0123456789abcdef.saving",   "real.ck.lock"};
        for (const QString &name : leftovers + others)
            QCOMPARE(saveWholeFile(file(qPrintable(name)), "x"), std::string());
        removeLeftoverSaves(file("link.ck"));
        QStringList expected = others + QStringList {"link.ck", "real.ck"};
        expected.sort();
        QStringList left = entries();
        left.sort();
        QCOMPARE(left, expected);
        QCOMPARE(read(real), QByteArray("kept"));
    }

private:
    std::string file(const char *name) const
    {
        return QDir(m_folder->path()).filePath(QString::fromLatin1(name)).toStdString();
    }
    std::string make(const QString &kind) const
    {
        const std::string path = file(qPrintable(kind));
        if (kind == "folder")
            ::mkdir(path.c_str(), 0700);
        else if (kind == "fifo")
            ::mkfifo(path.c_str(), 0600);
        else if (kind == "device" || kind == "linktodevice")
            ::symlink("/dev/null", path.c_str());
        else if (kind == "linktofolder")
            ::symlink(m_folder->path().toLocal8Bit().constData(), path.c_str());
        else if (kind == "dangling")
            ::symlink(file("nowhere").c_str(), path.c_str());
        if (kind == "device") { // a device node itself needs root: the link's target is read
            ::unlink(path.c_str());
            return "/dev/null";
        }
        return path;
    }
    static QByteArray read(const std::string &path)
    {
        QFile f(QString::fromStdString(path));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
    }
    QStringList entries() const
    {
        return QDir(m_folder->path())
            .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
    }

    std::unique_ptr<QTemporaryDir> m_folder;
};

NQ_TEST_GUILESS_MAIN(TestSafeFile)
#include "tst_safefile.moc"
