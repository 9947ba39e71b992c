#include "solutionlistmodel.h"
#include "symmetry.h"
#include "searchfixtures.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace nq;
using namespace nq::test;

// Tests the solutions list model over a store, with Qt's model tester watching every change.
class TestSolutionListModel : public QObject
{
    Q_OBJECT

private slots:
    void growsShrinksAndResets()
    {
        SolutionListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto eight = storeOfAllSolutions(8);
        model.setSource(eight, 0, 1u << 30);
        QCOMPARE(model.rowCount(), 0);
        model.setSource(eight, 10, 1u << 30);
        QCOMPARE(model.rowCount(), 10);
        model.setSource(eight, 92, 1u << 30);
        QCOMPARE(model.rowCount(), 92);
        model.setSource(eight, 40, 1u << 30); // stepped back past solutions
        QCOMPARE(model.rowCount(), 40);
        model.setSource(eight, 1000, 1u << 30); // never more rows than stored
        QCOMPARE(model.rowCount(), 92);
        model.setSource(storeOfAllSolutions(6), 4, 1u << 30);
        QCOMPARE(model.rowCount(), 4);
        model.setSource(nullptr, 0, 1u << 30);
        QCOMPARE(model.rowCount(), 0);
    }

    void rowsShowTheStoredSolutions()
    {
        SolutionListModel model;
        const auto four = storeOfAllSolutions(4);
        model.setSource(four, 2, 1u << 30);
        const QModelIndex first = model.index(0);
        QCOMPARE(first.data(SolutionListModel::ArrayTextRole).toString(),
                 QStringLiteral("[1, 3, 0, 2]"));
        QCOMPARE(first.data(SolutionListModel::NumberRole).toULongLong(), 1u);
        QCOMPARE(first.data(SolutionListModel::PlacementRole).toByteArray(),
                 QByteArray("\x01\x03\x00\x02", 4));
        QVERIFY(first.data(Qt::DisplayRole).toString().contains(QStringLiteral("[1, 3, 0, 2]")));
        QCOMPARE(model.index(1).data(Qt::ToolTipRole).toString(),
                 QStringLiteral(". . Q .\nQ . . .\n. . . Q\n. Q . ."));
        QVERIFY(model.placementAt(1).cols[0] == 2);
    }

    void fundamentalAndGroupedModes()
    {
        SolutionListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto eight = storeOfAllSolutions(8);
        model.setSource(eight, 92, 12);
        model.setMode(SolutionListModel::Mode::Fundamental);
        QCOMPARE(model.rowCount(), 12);
        for (int row = 0; row < 12; ++row) {
            const quint64 index = model.solutionIndexAt(row);
            QCOMPARE(eight->classIdAt(index), std::uint32_t(row)); // the first member of each class
            QCOMPARE(model.rowOfSolution(index), row);
        }
        QCOMPARE(model.index(1).data(SolutionListModel::ArrayTextRole).toString(),
                 QStringLiteral("[0, 5, 7, 2, 6, 3, 1, 4]"));
        model.setSource(eight, 30, 5); // stepped back: only classes already met
        QCOMPARE(model.rowCount(), 5);

        model.setSource(eight, 92, 12);
        model.setMode(SolutionListModel::Mode::GroupedByClass);
        QCOMPARE(model.rowCount(), 92);
        std::uint32_t previousClass = 0;
        quint64 previousIndex = 0;
        for (int row = 0; row < 92; ++row) {
            const quint64 index = model.solutionIndexAt(row);
            const std::uint32_t classId = eight->classIdAt(index);
            QVERIFY(classId >= previousClass);
            if (classId == previousClass && row > 0)
                QVERIFY(index > previousIndex);
            QVERIFY(canonicalForm(model.placementAt(row))
                    == canonicalForm(eight->at(eight->classAt(classId).firstSolution)));
            QCOMPARE(model.rowOfSolution(index), row);
            previousClass = classId;
            previousIndex = index;
        }
        QVERIFY(model.index(0)
                    .data(SolutionListModel::ClassTextRole)
                    .toString()
                    .contains(QStringLiteral("class 1")));
        model.setMode(SolutionListModel::Mode::All);
        QCOMPARE(model.rowCount(), 92);
        QCOMPARE(model.solutionIndexAt(7), 7u);
    }

    void bigListsInBatches()
    {
        SolutionListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto twelve = storeOfAllSolutions(12);
        for (quint64 visible = 0; visible <= twelve->size(); visible += 1777)
            model.setSource(twelve, visible, 1u << 30);
        model.setSource(twelve, twelve->size(), twelve->classCount());
        QCOMPARE(quint64(model.rowCount()), twelve->size());
        QCOMPARE(model.index(14199).data(SolutionListModel::NumberRole).toULongLong(), 14200u);
    }
};

QTEST_MAIN(TestSolutionListModel)
#include "tst_solutionlistmodel.moc"
