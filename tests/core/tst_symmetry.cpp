#include "knowncounts.h"
#include "searchfixtures.h"
#include "stepper.h"
#include "symmetry.h"
#include "symmetryclassifier.h"
#include "testregistry.h"

#include <QTest>

#include <map>
#include <set>

using namespace nq;
using nq::test::allSolutions;

namespace {
Placement fromList(std::initializer_list<int> cols)
{
    Placement p(int(cols.size()));
    int r = 0;
    for (int c : cols)
        p.cols[r++] = static_cast<std::int8_t>(c);
    return p;
}

} // namespace

// Tests the 8 board symmetries, canonical forms and class sizes.
class TestSymmetry : public QObject
{
    Q_OBJECT

private slots:
    void knownImagesOfFour()
    {
        const Placement p = fromList({1, 3, 0, 2});
        QVERIFY(transformed(p, Transform::Identity) == p);
        QVERIFY(transformed(p, Transform::Rotate90)
                == p); // the 4-queens solution turns into itself
        QVERIFY(transformed(p, Transform::MirrorColumns) == fromList({2, 0, 3, 1}));
        QVERIFY(transformed(p, Transform::MirrorRows) == fromList({2, 0, 3, 1}));
        QCOMPARE(classSize(p), 2);
        QVERIFY(canonicalForm(fromList({2, 0, 3, 1})) == p);
    }

    void knownImagesOfAnAsymmetricBoard()
    {
        // (r, c) -> (c, n-1-r) for the clockwise quarter turn.
        const Placement p = fromList({0, 4, 7, 5, 2, 6, 1, 3});
        QVERIFY(transformed(p, Transform::Rotate90) == fromList({7, 1, 3, 0, 6, 4, 2, 5}));
        QVERIFY(transformed(p, Transform::Rotate180) == fromList({4, 6, 1, 5, 2, 0, 3, 7}));
        QVERIFY(transformed(p, Transform::Transpose) == fromList({0, 6, 4, 7, 1, 3, 5, 2}));
        QVERIFY(transformed(p, Transform::MirrorColumns) == fromList({7, 3, 0, 2, 5, 1, 6, 4}));
        QCOMPARE(classSize(p), 8);
    }

    void groupLaws()
    {
        for (const Placement &p : allSolutions(8)) {
            Placement turned = p;
            for (int i = 0; i < 4; ++i)
                turned = transformed(turned, Transform::Rotate90);
            QVERIFY(turned == p);
            QVERIFY(transformed(transformed(p, Transform::Rotate90), Transform::Rotate90)
                    == transformed(p, Transform::Rotate180));
            QVERIFY(transformed(transformed(p, Transform::Rotate90), Transform::Rotate180)
                    == transformed(p, Transform::Rotate270));
            QVERIFY(transformed(transformed(p, Transform::Transpose), Transform::Transpose) == p);
            QVERIFY(transformed(transformed(p, Transform::MirrorColumns), Transform::Rotate180)
                    == transformed(p, Transform::MirrorRows));
            for (const Placement &image : allTransforms(p))
                QVERIFY(isValidPlacement(image));
        }
    }

    void classesMatchOeis_data()
    {
        QTest::addColumn<int>("n");
        for (int n = 1; n <= 11; ++n)
            QTest::newRow(QByteArray::number(n).constData()) << n;
    }
    void classesMatchOeis()
    {
        QFETCH(int, n);
        std::map<std::array<std::int8_t, kMaxN>, int> classes;
        std::uint64_t sizeSum = 0;
        for (const Placement &p : allSolutions(n)) {
            const Placement canonical = canonicalForm(p);
            QVERIFY(!(p < canonical));
            auto [it, inserted] = classes.emplace(canonical.cols, classSize(p));
            if (inserted)
                sizeSum += it->second;
            QCOMPARE(classSize(p), it->second);
        }
        QCOMPARE(std::uint64_t(classes.size()), known::kFundamental[n]);
        QCOMPARE(sizeSum, known::kSolutions[n]);
    }

    void classSizesOfEight()
    {
        // 11 of the 12 fundamental solutions of 8 have 8 images, one has 4.
        std::map<int, int> sizes;
        std::set<std::array<std::int8_t, kMaxN>> seen;
        for (const Placement &p : allSolutions(8))
            if (seen.insert(canonicalForm(p).cols).second)
                ++sizes[classSize(p)];
        QCOMPARE(sizes[8], 11);
        QCOMPARE(sizes[4], 1);
        QCOMPARE(sizes[2], 0);
    }

    void classifierNumbersClassesInOrderOfArrival()
    {
        SymmetryClassifier classifier;
        std::map<std::array<std::int8_t, kMaxN>, std::uint32_t> byCanonical;
        std::uint32_t news = 0;
        for (const Placement &p : allSolutions(10)) {
            const auto result = classifier.classify(p);
            const auto [it, inserted] = byCanonical.emplace(canonicalForm(p).cols, news);
            QCOMPARE(result.isNew, inserted);
            QCOMPARE(result.classId, it->second);
            QCOMPARE(int(result.classSize), classSize(p));
            news += inserted;
        }
        QCOMPARE(classifier.classCount(), 92u);
    }

    void oneQueen()
    {
        const Placement p = fromList({0});
        QCOMPARE(classSize(p), 1);
        for (const Placement &image : allTransforms(p))
            QVERIFY(image == p);
    }
};

NQ_TEST_APPLESS_MAIN(TestSymmetry)
#include "tst_symmetry.moc"
