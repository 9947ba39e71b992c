#include "solutiondelegate.h"
#include "languagemanager.h"
#include "solutionlistmodel.h"
#include "symmetry.h"
#include "searchfixtures.h"
#include "testregistry.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QSet>
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
        // Each row names its class and how many boards it holds (it said "size 8", which a
        // class reads as a board size); N=8 has classes of 8 boards and one of 4. In English,
        // whose plural forms the program's translator brings.
        LanguageManager english;
        english.setLanguage(QStringLiteral("en"));
        QSet<QString> classTexts;
        for (int row = 0; row < 92; ++row) {
            const std::uint32_t classId = eight->classIdAt(model.solutionIndexAt(row));
            const QString text = model.index(row).data(SolutionListModel::ClassTextRole).toString();
            QCOMPARE(text, QStringLiteral("class %1 · %2 boards")
                               .arg(classId + 1)
                               .arg(eight->classAt(classId).size));
            classTexts << text.section(QStringLiteral(" · "), 1);
        }
        QCOMPARE(classTexts,
                 (QSet<QString> {QStringLiteral("8 boards"), QStringLiteral("4 boards")}));
        model.setMode(SolutionListModel::Mode::All);
        QCOMPARE(model.rowCount(), 92);
        QCOMPARE(model.solutionIndexAt(7), 7u);
    }

    // Grouped by class, each class has a heading on its first row: N=8's 12 classes, 12
    // headings, each where the class changes; none in the other modes.
    void groupedModeMarksWhereEachClassStarts()
    {
        SolutionListModel model;
        const auto eight = storeOfAllSolutions(8);
        model.setSource(eight, 92, 12);
        model.setMode(SolutionListModel::Mode::GroupedByClass);
        int headings = 0;
        for (int row = 0; row < 92; ++row) {
            const QVariant start = model.index(row).data(SolutionListModel::ClassStartRole);
            QVERIFY(start.isValid());
            const bool classChanges = row == 0
                                      || model.index(row - 1).data(SolutionListModel::ClassIdRole)
                                             != model.index(row).data(
                                                 SolutionListModel::ClassIdRole);
            QCOMPARE(start.toBool(), classChanges);
            headings += start.toBool() ? 1 : 0;
        }
        QCOMPARE(headings, 12);
        for (auto mode : {SolutionListModel::Mode::All, SolutionListModel::Mode::Fundamental}) {
            model.setMode(mode);
            QVERIFY(!model.index(0).data(SolutionListModel::ClassStartRole).isValid());
        }
    }

    // The heading as painted: a rule in the highlight colour across the top of the first row
    // of a class, none on the row after it (the same class) nor in the list of all solutions.
    void theHeadingIsPainted()
    {
        SolutionListModel model;
        model.setSource(storeOfAllSolutions(8), 92, 12);
        SolutionDelegate delegate;
        const QColor rule = QApplication::palette().color(QPalette::Highlight);
        const auto topLineIsRule = [&](int row) {
            QStyleOptionViewItem option;
            option.palette = QApplication::palette();
            option.font = QApplication::font();
            option.fontMetrics = QFontMetrics(option.font);
            option.rect = QRect(QPoint(0, 0), delegate.sizeHint(option, model.index(row)));
            QImage image(option.rect.size(), QImage::Format_RGB32);
            image.fill(Qt::white);
            QPainter painter(&image);
            delegate.paint(&painter, option, model.index(row));
            painter.end();
            for (int x = 0; x < image.width(); x += 7)
                if (image.pixelColor(x, 1) != rule)
                    return false;
            return true;
        };
        model.setMode(SolutionListModel::Mode::GroupedByClass);
        QVERIFY(model.index(0).data(SolutionListModel::ClassStartRole).toBool());
        QVERIFY(!model.index(1).data(SolutionListModel::ClassStartRole).toBool());
        QVERIFY(topLineIsRule(0));
        QVERIFY(!topLineIsRule(1));
        model.setMode(SolutionListModel::Mode::All);
        QVERIFY(!topLineIsRule(0));
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

NQ_TEST_MAIN(TestSolutionListModel)
#include "tst_solutionlistmodel.moc"
