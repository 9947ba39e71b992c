#include "solutionlistmodel.h"
#include "stepper.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace nq;

namespace {
std::shared_ptr<SolutionStore> storeOfAll(int n)
{
    auto store = std::make_shared<SolutionStore>(n);
    SearchOptions options;
    options.n = n;
    options.check = Check::Bitmask;
    Stepper stepper(options);
    while (stepper.advanceToNextSolution())
        store->append(stepper.placement());
    return store;
}
} // namespace

// Tests the solutions list model over a store, with Qt's model tester watching every change.
class TestSolutionListModel : public QObject
{
    Q_OBJECT

private slots:
    void growsShrinksAndResets()
    {
        SolutionListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto eight = storeOfAll(8);
        model.setSource(eight, 0);
        QCOMPARE(model.rowCount(), 0);
        model.setSource(eight, 10);
        QCOMPARE(model.rowCount(), 10);
        model.setSource(eight, 92);
        QCOMPARE(model.rowCount(), 92);
        model.setSource(eight, 40); // stepped back past solutions
        QCOMPARE(model.rowCount(), 40);
        model.setSource(eight, 1000); // never more rows than stored
        QCOMPARE(model.rowCount(), 92);
        model.setSource(storeOfAll(6), 4);
        QCOMPARE(model.rowCount(), 4);
        model.setSource(nullptr, 0);
        QCOMPARE(model.rowCount(), 0);
    }

    void rowsShowTheStoredSolutions()
    {
        SolutionListModel model;
        const auto four = storeOfAll(4);
        model.setSource(four, 2);
        const QModelIndex first = model.index(0);
        QCOMPARE(first.data(SolutionListModel::ArrayTextRole).toString(), QStringLiteral("[1, 3, 0, 2]"));
        QCOMPARE(first.data(SolutionListModel::NumberRole).toULongLong(), 1u);
        QCOMPARE(first.data(SolutionListModel::PlacementRole).toByteArray(), QByteArray("\x01\x03\x00\x02", 4));
        QVERIFY(first.data(Qt::DisplayRole).toString().contains(QStringLiteral("[1, 3, 0, 2]")));
        QCOMPARE(model.index(1).data(Qt::ToolTipRole).toString(), QStringLiteral(". . Q .\nQ . . .\n. . . Q\n. Q . ."));
        QVERIFY(model.placementAt(1).cols[0] == 2);
    }

    void bigListsInBatches()
    {
        SolutionListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto twelve = storeOfAll(12);
        for (quint64 visible = 0; visible <= twelve->size(); visible += 1777)
            model.setSource(twelve, visible);
        model.setSource(twelve, twelve->size());
        QCOMPARE(quint64(model.rowCount()), twelve->size());
        QCOMPARE(model.index(14199).data(SolutionListModel::NumberRole).toULongLong(), 14200u);
    }
};

QTEST_MAIN(TestSolutionListModel)
#include "tst_solutionlistmodel.moc"
