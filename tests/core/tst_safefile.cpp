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
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace nq;

// Tests the one save path, the one read path and the one owner per file (core/engine
// safefile.h): links, FIFOs, devices and folders as targets, what a failure leaves behind,
// and two processes on one lock.
// The one save path's answer in words: "" when saved.
std::string saved(const std::string &path, std::string_view bytes,
                  LinkRule links = LinkRule::Follow)
{
    return describe(saveWholeFile(path, bytes, links));
}

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
        QCOMPARE(saved(path, "hello\n"), std::string());
        QCOMPARE(read(path), QByteArray("hello\n"));
        QCOMPARE(entries(), QStringList {"new.txt"}); // no temporary file left
    }

    void replacesAnOldFileAndKeepsItsMode()
    {
        const std::string path = file("old.txt");
        QCOMPARE(saved(path, "old"), std::string());
        QCOMPARE(::chmod(path.c_str(), 0640), 0);
        QCOMPARE(saved(path, "new"), std::string());
        QCOMPARE(read(path), QByteArray("new"));
        struct stat info = {};
        QCOMPARE(::stat(path.c_str(), &info), 0);
        QCOMPARE(int(info.st_mode & 0777), 0640);
    }

    void updatesALinkWhereItPoints()
    {
        const std::string real = file("real.txt");
        const std::string link = file("link.txt");
        QCOMPARE(saved(real, "before"), std::string());
        QCOMPARE(::symlink(real.c_str(), link.c_str()), 0);
        QCOMPARE(saved(link, "after"), std::string());
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
        const std::string error = saved(path, "x");
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
        QCOMPARE(saved(victim, "precious"), std::string());
        for (const char *name : {"target.saving", ".target.saving", "target.tmp"})
            QCOMPARE(::symlink(victim.c_str(), file(name).c_str()), 0);
        QCOMPARE(saved(file("target"), "new"), std::string());
        QCOMPARE(read(victim), QByteArray("precious"));
        QCOMPARE(read(file("target")), QByteArray("new"));
    }

    void aFailedWriteKeepsTheOldFile()
    {
        // A file-size limit fails the writes past it (EFBIG), as a full disk would, even as root.
        const std::string path = file("kept.txt");
        QCOMPARE(saved(path, "old"), std::string());
        const auto oldHandler = ::signal(SIGXFSZ, SIG_IGN);
        struct rlimit limit = {};
        QCOMPARE(::getrlimit(RLIMIT_FSIZE, &limit), 0);
        struct rlimit small = limit;
        small.rlim_cur = 4;
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
        const std::string error = saved(path, "much longer than four bytes");
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &limit), 0);
        ::signal(SIGXFSZ, oldHandler);
        QVERIFY2(QString::fromStdString(error).contains("too large"), error.c_str());
        QCOMPARE(read(path), QByteArray("old"));
        QCOMPARE(entries(), QStringList {"kept.txt"});
    }

    void aDiscardedSaveLeavesNothing()
    {
        const std::string path = file("discarded.txt");
        QCOMPARE(saved(path, "old"), std::string());
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
        QCOMPARE(saved(path, "abc"), std::string());
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
        QCOMPARE(saved(path, content), std::string());
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
        QCOMPARE(saved(victim, "precious"), std::string());
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
        QCOMPARE(saved(real, "kept"), std::string());
        QCOMPARE(::symlink(real.c_str(), file("link.ck").c_str()), 0);
        const QStringList leftovers = {".real.ck.0123456789abcdef.saving",
                                       ".real.ck.fedcba9876543210.saving"};
        const QStringList others = {
            ".real.ck.0123456789ABCDEF.saving", // not ours: upper case
            ".real.ck.0123456789abcde.saving", // 15 digits
            ".real.ck.0123456789abcdef.saving2", ".other.ck.0123456789abcdef.saving",
            "real.ck.0123456789abcdef.saving",   "real.ck.lock"};
        for (const QString &name : leftovers + others)
            QCOMPARE(saved(file(qPrintable(name)), "x"), std::string());
        removeLeftoverSaves(file("link.ck"));
        QStringList expected = others + QStringList {"link.ck", "real.ck"};
        expected.sort();
        QStringList left = entries();
        left.sort();
        QCOMPARE(left, expected);
        QCOMPARE(read(real), QByteArray("kept"));
    }

    // One link rule (LinkRule): a link is followed when the user names the file, and later
    // saves go where it led then; a link that appears there later is refused, and neither it
    // nor what it points to is written (a count's checkpoint swapped for a link replaced that
    // file at 81 of 94 swaps).
    void aLinkThatAppearsLaterIsRefused()
    {
        const std::string victim = file("victim.txt");
        QCOMPARE(saved(victim, "precious"), std::string());
        const std::string named = file("lesson.nqueens");
        QCOMPARE(saved(named, "v1"), std::string());
        const std::string destination = savedPathOf(named);
        QCOMPARE(destination, named);
        QCOMPARE(::unlink(named.c_str()), 0);
        QCOMPARE(::symlink(victim.c_str(), named.c_str()), 0);
        const std::string refused = saved(destination, "v2", LinkRule::Refuse);
        QVERIFY2(refused.find("has become a link") != std::string::npos, refused.c_str());
        QCOMPARE(read(victim), QByteArray("precious"));
        struct stat info = {};
        QCOMPARE(::lstat(named.c_str(), &info), 0);
        QVERIFY(S_ISLNK(info.st_mode));
        // A link there when the file is named is followed, and saved through again later.
        const std::string pointed = savedPathOf(named);
        QVERIFY(pointed != named);
        QCOMPARE(saved(pointed, "v3", LinkRule::Refuse), std::string());
        QCOMPARE(read(victim), QByteArray("v3"));
    }

    // A write-protected file is not replaced (the folder allowed the rename, as a user's 0444
    // page export found), and the message says why.
    void aWriteProtectedFileIsKept()
    {
        const std::string path = file("protected.txt");
        QCOMPARE(saved(path, "old"), std::string());
        QCOMPARE(::chmod(path.c_str(), 0444), 0);
        QCOMPARE(saved(path, "new"), std::string("it is write-protected"));
        QCOMPARE(read(path), QByteArray("old"));
        QCOMPARE(entries(), QStringList {"protected.txt"});
    }

    // A lock file that is a hard link to another file is refused before anything is written
    // to it (it was truncated to the process id).
    void aHardLinkedLockFileIsRefused()
    {
        const std::string victim = file("victim");
        QCOMPARE(saved(victim, "precious"), std::string());
        QCOMPARE(::link(victim.c_str(), file("c.checkpoint.lock").c_str()), 0);
        FileLock lock(file("c.checkpoint"));
        const std::string refused = lock.acquire();
        QVERIFY2(refused.find("hard link") != std::string::npos, refused.c_str());
        QVERIFY(!lock.isHeld());
        QCOMPARE(read(victim), QByteArray("precious"));
    }

    // What saves killed in the middle left beside a file goes at its next save once it is
    // old enough to be nobody's save in progress; a recent one, and any file not named as our
    // temporaries are, stays.
    void oldLeftoversGoAtTheNextSave()
    {
        const std::string target = file("page.html");
        const std::string old = file(".page.html.00112233445566aa.saving");
        const std::string recent = file(".page.html.00112233445566bb.saving");
        const std::string others = file(".page.html.notours.saving");
        for (const std::string &name : {old, recent, others})
            QCOMPARE(saved(name, "x"), std::string());
        const struct timeval elevenMinutesAgo[2] = {{::time(nullptr) - 660, 0},
                                                    {::time(nullptr) - 660, 0}};
        QCOMPARE(::utimes(old.c_str(), elevenMinutesAgo), 0);
        QCOMPARE(::utimes(others.c_str(), elevenMinutesAgo), 0);
        QCOMPARE(saved(target, "page"), std::string());
        QStringList left = entries();
        left.sort();
        QCOMPARE(left, QStringList({".page.html.00112233445566bb.saving",
                                    ".page.html.notours.saving", "page.html"}));
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
