#include "boardexport.h"
#include "smalldisk.h"
#include "testregistry.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <vector>

namespace {

BoardScene sceneOf(const std::vector<int> &cols)
{
    nq::Placement placement(int(cols.size()));
    for (std::size_t r = 0; r < cols.size(); ++r)
        placement.cols[r] = static_cast<std::int8_t>(cols[r]);
    return BoardScene::forSolution(placement);
}

} // namespace

// Tests BoardExport::save on a full disk: a 64 KiB tmpfs mounted for the test (this needs
// root, as CI has), nearly filled, holding a good picture the export must not destroy.
class TestBoardExport : public QObject
{
    Q_OBJECT

private slots:
    void writesPngAndSvg()
    {
        QTemporaryDir dir;
        const BoardScene scene = sceneOf({1, 3, 0, 2});
        QString error;
        QVERIFY2(BoardExport::save(dir.filePath("b.png"), scene, BoardTheme::classic(), &error),
                 qPrintable(error));
        QCOMPARE(QImage(dir.filePath("b.png")).size(), QSize(800, 800));
        QVERIFY2(BoardExport::save(dir.filePath("b.svg"), scene, BoardTheme::classic(), &error),
                 qPrintable(error));
        QFile svg(dir.filePath("b.svg"));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.readAll().contains("</svg>"));
    }

    // A full disk: the old file stays as it was, no partial file is left, and the error names
    // the file and the reason.
    void fullDiskKeepsTheOldFile_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("png") << QStringLiteral("board.png");
        QTest::newRow("svg") << QStringLiteral("board.svg");
    }
    void fullDiskKeepsTheOldFile()
    {
        if (!m_disk.isMounted())
            QSKIP("cannot mount a small tmpfs here (needs root)");
        QFETCH(QString, name);
        const QString path = m_disk.filePath(name);
        const QByteArray old(2048, 'o');
        QVERIFY(m_disk.write(name, old));
        // Fill the rest of the disk but for a kilobyte, less than any board picture.
        QVERIFY(m_disk.fillAllBut(1024));

        const BoardScene scene = sceneOf({0, 4, 7, 5, 2, 6, 1, 3});
        QString error;
        QVERIFY(!BoardExport::save(path, scene, BoardTheme::classic(), &error));
        QVERIFY2(error.startsWith("Cannot write " + path + ": "), qPrintable(error));
        QCOMPARE(m_disk.read(name), old);
        QCOMPARE(m_disk.files(), QStringList({name, "filler"}));
        QVERIFY(m_disk.removeFiller());
        QVERIFY(QFile::remove(path));
    }

private:
    SmallDisk m_disk;
};

NQ_TEST_MAIN(TestBoardExport)
#include "tst_boardexport.moc"
