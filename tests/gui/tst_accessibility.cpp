#include "boardview.h"
#include "controlspanel.h"
#include "guitesthelpers.h"
#include "windowparts.h"
#include "mainwindow.h"
#include "solutionlistmodel.h"
#include "solutionlistview.h"
#include "speedscale.h"
#include "spokentext.h"
#include "testregistry.h"
#include "testwindow.h"
#include "windowlessons.h"

#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

#include <algorithm>

using namespace nq;

namespace {

bool isInteractive(QAccessibleInterface *iface)
{
    static const QSet<QAccessible::Role> kOperated {
        QAccessible::Button,   QAccessible::CheckBox,    QAccessible::RadioButton,
        QAccessible::ComboBox, QAccessible::Slider,      QAccessible::SpinBox,
        QAccessible::MenuItem, QAccessible::List,        QAccessible::ListItem,
        QAccessible::Table,    QAccessible::Tree,        QAccessible::TreeItem,
        QAccessible::PageTab,  QAccessible::EditableText};
    // Table cells and headers are read through their table; the rest that takes the keys counts.
    const QAccessible::Role role = iface->role();
    if (role == QAccessible::Cell || role == QAccessible::ColumnHeader
        || role == QAccessible::RowHeader)
        return false;
    return kOperated.contains(role) || iface->state().focusable;
}

// Walks the accessibility tree under `iface` (a few hundred children per object at most: the
// solutions list has millions), calling `visit` on each object with its path.
template<typename Visit>
void walk(QAccessibleInterface *iface, const QString &path, Visit visit, int depth = 0)
{
    if (!iface || !iface->isValid() || depth > 30)
        return;
    const QString here = path + QLatin1Char('/') + iface->text(QAccessible::Name).left(30);
    visit(iface, here);
    const int children = std::min(iface->childCount(), 300);
    for (int i = 0; i < children; ++i)
        walk(iface->child(i), here, visit, depth + 1);
}

// Whether the widget looks different with the keys than without: a visible focus.
bool showsFocus(QWidget *widget, QWidget *elsewhere)
{
    widget->setFocus(Qt::TabFocusReason);
    QCoreApplication::processEvents();
    const QImage focused = widget->grab().toImage();
    elsewhere->setFocus(Qt::TabFocusReason);
    QCoreApplication::processEvents();
    const QImage unfocused = widget->grab().toImage();
    return focused != unfocused;
}

} // namespace

// What a screen-reader user and a keyboard user get from the window, through Qt's accessibility
// interfaces (what the AT-SPI bridge reads; tests/a11y reads the real bridge). Offscreen.
class TestAccessibility : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> m_window;

    MainWindow &window() { return *m_window; }
    QAccessibleInterface *of(QObject *object)
    {
        return QAccessible::queryAccessibleInterface(object);
    }
    QToolButton *controlsButton(const char *actionName)
    {
        for (auto *button : window().controlsPanel()->findChildren<QToolButton *>())
            if (button->defaultAction() == parts::action(window(), QString::fromLatin1(actionName)))
                return button;
        return nullptr;
    }

private slots:
    void init()
    {
        nq::testing::isolateSettings();
        m_window = nq::testing::openWindow({1366, 768});
        QVERIFY(m_window);
    }
    void cleanup() { m_window.reset(); }

    void everyInteractiveObjectIsNamed()
    {
        int interactive = 0;
        QStringList unnamed;
        walk(of(&window()), QString(), [&](QAccessibleInterface *iface, const QString &path) {
            // A tab bar the dock layout keeps unused (hidden, no tabs) is nobody's to reach.
            const bool unusedTabBar = iface->role() == QAccessible::PageTabList
                                      && iface->state().invisible && iface->object()
                                      && iface->object()->property("count").toInt() == 0;
            if (!isInteractive(iface) || unusedTabBar)
                return;
            ++interactive;
            if (iface->text(QAccessible::Name).trimmed().isEmpty())
                unnamed.append(QStringLiteral("%1 (role %2)").arg(path).arg(int(iface->role())));
        });
        // The menus hang under the menu bar's items.
        qInfo("%d interactive objects, %lld unnamed", interactive, qsizetype(unnamed.size()));
        QVERIFY2(interactive > 150, qPrintable(QString::number(interactive)));
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1Char('\n'))));
    }

    void combosAreNamedByTheirLabels()
    {
        const auto combos = window().controlsPanel()->findChildren<QComboBox *>();
        QCOMPARE(combos.size(), 3);
        QAccessibleInterface *goal = of(combos.at(0));
        QCOMPARE(goal->role(), QAccessible::ComboBox);
        QCOMPARE(goal->text(QAccessible::Name), QStringLiteral("Goal"));
        QCOMPARE(goal->text(QAccessible::Value), QStringLiteral("Find all solutions"));
        QCOMPARE(goal->childCount(), 1); // its list of items
        QCOMPARE(goal->child(0)->text(QAccessible::Name), QStringLiteral("Goal"));
        QCOMPARE(goal->child(0)->childCount(), 4);
        QCOMPARE(of(combos.at(1))->text(QAccessible::Name), QStringLiteral("Order"));
        QCOMPARE(of(combos.at(2))->text(QAccessible::Name), QStringLiteral("Safety check"));
        QCOMPARE(of(combos.at(2))->text(QAccessible::Value), QStringLiteral("Occupancy arrays"));
    }

    void theSpeedSliderSaysItsSpeed()
    {
        auto *slider = window().controlsPanel()->findChild<QSlider *>();
        QCOMPARE(of(slider)->text(QAccessible::Name),
                 QStringLiteral("Speed: %1")
                     .arg(SpeedScale::describe(SpeedScale::stepsPerSecond(slider->value()))));
        window().controlsPanel()->setSpeedNotch(SpeedScale::kDefaultNotch + 10);
        QCOMPARE(of(slider)->text(QAccessible::Name),
                 QStringLiteral("Speed: %1")
                     .arg(SpeedScale::describe(
                         SpeedScale::stepsPerSecond(SpeedScale::kDefaultNotch + 10))));
    }

    void togglesSayCheckedOrNot()
    {
        int toggles = 0;
        for (QAction *action : window().findChildren<QAction *>()) {
            if (!action->isCheckable() || action->associatedObjects().isEmpty() || action->menu())
                continue;
            QAccessibleInterface *item = of(action);
            QVERIFY2(item, qPrintable(action->text()));
            QVERIFY2(item->role() == QAccessible::CheckBox
                         || item->role() == QAccessible::RadioButton,
                     qPrintable(action->text()));
            QVERIFY(item->state().checkable);
            QCOMPARE(bool(item->state().checked), action->isChecked());
            QVERIFY(!item->text(QAccessible::Name).contains(QLatin1Char('&'))
                    || action->text().contains(QStringLiteral("&&")));
            // Its place in its menu, as the menu's focus events number it: without it Orca
            // drops the item's focus and says nothing.
            QAccessibleInterface *menu = item->parent();
            QVERIFY2(menu && menu->role() == QAccessible::PopupMenu, qPrintable(action->text()));
            const int place = menu->indexOfChild(item);
            QCOMPARE(place, int(qobject_cast<QMenu *>(menu->object())->actions().indexOf(action)));
            QCOMPARE(menu->child(place), item);
            ++toggles;
        }
        qInfo("%d toggles in the menus", toggles);
        QVERIFY(toggles >= 20);
        QAction *attacked = parts::action(window(), QStringLiteral("showAttacked"));
        QVERIFY(!attacked->isChecked());
        QCOMPARE(of(attacked)->role(), QAccessible::CheckBox);
        attacked->trigger();
        QVERIFY(of(attacked)->state().checked);
        attacked->trigger();
    }

    // Every menu leads up to the window: a menu's parent is the item that opens it, in the
    // menu bar or in another menu, and a title of the bar is the bar's own item. Orca 48 takes
    // the focus of a menu item only when the window it is in is active; with Qt 6.8 a hidden
    // menu without a window that lists every title of the bar (the bar's overflow menu) took
    // the titles, and each menu's top was that menu: Orca said nothing in the menus.
    void everyMenuLeadsUpToTheWindow()
    {
        QAccessibleInterface *top = of(&window());
        int menus = 0;
        for (QMenu *menu : window().findChildren<QMenu *>()) {
            QAction *opener = menu->menuAction();
            const QList<QObject *> places = opener->associatedObjects();
            if (std::none_of(places.cbegin(), places.cend(), [](QObject *place) {
                    return qobject_cast<QMenu *>(place) || qobject_cast<QMenuBar *>(place);
                }))
                continue; // opened by no item (the bar's overflow menu opens from its button)
            QAccessibleInterface *item = of(menu)->parent();
            QVERIFY2(item && item->object() == opener, qPrintable(menu->title()));
            QAccessibleInterface *up = item;
            for (int depth = 0; up && up->object() != &window() && depth < 10; ++depth)
                up = up->parent();
            QVERIFY2(up && up->object() == top->object(), qPrintable(menu->title()));
            ++menus;
        }
        qInfo("%d menus lead up to the window", menus);
        QVERIFY(menus >= 8);
    }

    void theListReadsEverySolution()
    {
        window().controlsPanel()->findChild<QSpinBox *>()->setValue(6);
        QTRY_COMPARE(parts::shown(window()).search.options.n, 6);
        window().controlsPanel()->findChildren<QComboBox *>().at(0)->setCurrentIndex(2);
        QTRY_VERIFY(parts::shown(window()).goal() == Goal::List);
        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).isFinished(), 20000);
        QTRY_COMPARE(parts::solutionModel(window())->rowCount(), 4);

        SolutionListView *list = parts::solutionList(window());
        QAccessibleInterface *rows = of(list);
        QCOMPARE(rows->role(), QAccessible::List);
        QCOMPARE(rows->text(QAccessible::Name), QStringLiteral("Solutions found"));
        QCOMPARE(rows->childCount(), 4);
        QVERIFY(rows->tableInterface());
        QCOMPARE(rows->tableInterface()->rowCount(), 4);
        const QStringList arrays {
            QStringLiteral("[1, 3, 5, 0, 2, 4]"), QStringLiteral("[2, 5, 1, 4, 0, 3]"),
            QStringLiteral("[3, 0, 4, 1, 5, 2]"), QStringLiteral("[4, 2, 0, 5, 3, 1]")};
        QSet<QString> heardArrays;
        for (int row = 0; row < 4; ++row) {
            QAccessibleInterface *item = rows->child(row);
            QCOMPARE(item->role(), QAccessible::ListItem);
            QCOMPARE(rows->indexOfChild(item), row);
            QCOMPARE(item->parent(), rows);
            const QString name = item->text(QAccessible::Name);
            QVERIFY2(name.startsWith(QStringLiteral("Solution %1: [").arg(row + 1)),
                     qPrintable(name));
            QVERIFY2(name.contains(QStringLiteral(", symmetry class 1")), qPrintable(name));
            heardArrays.insert(
                name.section(QStringLiteral(": "), 1).section(QStringLiteral("],"), 0, 0)
                + QLatin1Char(']'));
            QVERIFY(item->rect().isValid());
        }
        QCOMPARE(heardArrays, QSet<QString>(arrays.cbegin(), arrays.cend()));

        // The keys: the list's own win (Home goes to the first row, it does not reset the
        // search); the focused, selected row says so (the events a screen reader hears as they
        // move are checked through AT-SPI: tests/a11y).
        list->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(list->hasFocus());
        QTest::keyClick(list, Qt::Key_End);
        QCOMPARE(list->currentIndex().row(), 3);
        QVERIFY(rows->child(3)->state().focused);
        QVERIFY(rows->child(3)->state().selected);
        QTest::keyClick(list, Qt::Key_Up);
        QCOMPARE(list->currentIndex().row(), 2);
        QVERIFY(!rows->child(3)->state().selected);
        QVERIFY(rows->child(2)->state().focused);
        QTest::keyClick(list, Qt::Key_Home);
        QCOMPARE(list->currentIndex().row(), 0);
        QVERIFY(parts::shown(window()).isFinished()); // not reset
        QCOMPARE(parts::solutionModel(window())->rowCount(), 4);
        QCOMPARE(rows->tableInterface()->selectedRowCount(), 1);
        QCOMPARE(rows->tableInterface()->selectedRows(), QList<int> {0});
    }

    void namesFollowTheLanguage()
    {
        const QList<std::pair<const char *, const char *>> named {
            {"callStack", "Call stack"},
            {"searchTree", "Search tree"},
            {"symmetryView", "Symmetries of the selected solution"},
            {"levelChart", "Placements and backtracks by level"}};
        const auto nameOf = [this](const char *objectName) {
            QWidget *widget = window().findChild<QWidget *>(QString::fromLatin1(objectName));
            return widget ? of(widget)->text(QAccessible::Name) : QStringLiteral("(missing)");
        };
        for (const auto &[objectName, english] : named)
            QCOMPARE(nameOf(objectName), QString::fromLatin1(english));
        const auto combos = window().controlsPanel()->findChildren<QComboBox *>();
        window().setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(of(combos.at(0))->text(QAccessible::Name), QStringLiteral("Ziel"));
        for (const auto &[objectName, english] : named) {
            const QString german = nameOf(objectName);
            QVERIFY2(german != QString::fromLatin1(english) && !german.isEmpty(),
                     qPrintable(german));
        }
        QCOMPARE(nameOf("callStack"), QStringLiteral("Aufrufstapel"));
        window().setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(of(combos.at(0))->text(QAccessible::Name), QStringLiteral("Goal"));
        for (const auto &[objectName, english] : named)
            QCOMPARE(nameOf(objectName), QString::fromLatin1(english));
    }

    void eachStepIsInTheBoardsDescription()
    {
        BoardView *board = parts::boardView(window());
        board->setFocus();
        QTRY_VERIFY(board->hasFocus());
        for (quint64 step = 1; step <= 3; ++step) {
            QTest::keyClick(board, Qt::Key_Right);
            QTRY_COMPARE(parts::shown(window()).step(), step);
            // Stepping by hand is slower than a screen reader speaks (two a second at most).
            // The description is read aloud: the narration as SpokenText cleans it ("Step 1.
            // Row 0: …", not "Step 1 · Row 0").
            QTRY_VERIFY2(of(board)
                             ->text(QAccessible::Description)
                             .startsWith(SpokenText::clean(parts::narration(window()))),
                         qPrintable(of(board)->text(QAccessible::Description)));
        }
    }

    void spaceOnAFocusedButtonPressesThatButton()
    {
        QToolButton *step = controlsButton("step");
        QVERIFY(step);
        step->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(step->hasFocus());
        QTest::keyClick(step, Qt::Key_Space);
        QTRY_COMPARE(parts::shown(window()).step(), quint64(1));
        QTest::qWait(1200); // Play (the window's Space) would have gone on at 2.3 steps a second
        QCOMPARE(parts::shown(window()).step(), quint64(1));
        QVERIFY(parts::shown(window()).runState != RunState::Running);
    }

    void everyTabStopIsShownAndShowsItsFocus()
    {
        BoardView *board = parts::boardView(window());
        board->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(board->hasFocus());
        QList<QWidget *> stops;
        for (int press = 0; press < 80; ++press) {
            QWidget *focused = QApplication::focusWidget();
            QVERIFY(focused);
            if (stops.contains(focused))
                break;
            stops.append(focused);
            QTest::keyClick(focused, Qt::Key_Tab);
        }
        QVERIFY2(stops.size() > 10, qPrintable(QString::number(stops.size())));
        QStringList hidden;
        QStringList noFocusShown;
        for (QWidget *stop : std::as_const(stops)) {
            const QString name = QStringLiteral("%1 '%2'").arg(
                QString::fromLatin1(stop->metaObject()->className()),
                of(stop)->text(QAccessible::Name));
            if (!stop->isVisible() || stop->visibleRegion().isEmpty())
                hidden.append(name
                              + QStringLiteral(" %1 %2,%3 %4x%5")
                                    .arg(stop->isVisible())
                                    .arg(stop->x())
                                    .arg(stop->y())
                                    .arg(stop->width())
                                    .arg(stop->height()));
            else if (!showsFocus(stop, stop == board ? stops.at(1) : board))
                noFocusShown.append(name);
        }
        qInfo("%lld Tab stops", qsizetype(stops.size()));
        QVERIFY2(hidden.isEmpty(), qPrintable(hidden.join(QLatin1Char('\n'))));
        QVERIFY2(noFocusShown.isEmpty(), qPrintable(noFocusShown.join(QLatin1Char('\n'))));
    }
};

NQ_TEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
