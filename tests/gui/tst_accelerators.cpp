#include "accelerators.h"
#include "controlspanel.h"
#include "countcheckpoints.h"
#include "countplan.h"
#include "testregistry.h"
#include "testwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QPointer>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTabBar>
#include <QTest>
#include <QTimer>

using namespace nq;
using namespace nq::testing;

using nq::test::acceleratorOf;
using nq::test::plainKeyLetters;

namespace {

// Whether `widget` can be on the screen together with the rest of `top`: not in another
// window, on the current page of every stack it sits in (a stack shows one page at a time,
// each checked in its turn), in a dock only while the dock is shown (a dock behind another's
// tab is shown to Qt: its accelerators work). A widget hidden now inside a shown panel
// counts: its panel shows it in another state.
bool shownWith(const QWidget *widget, const QWidget *top)
{
    if (widget->window() != top)
        return false;
    for (const QWidget *w = widget; w && w != top; w = w->parentWidget()) {
        if (qobject_cast<const QDockWidget *>(w))
            return w->isVisible();
        const auto *stack = qobject_cast<const QStackedWidget *>(w->parentWidget());
        if (stack && stack->currentWidget() != w)
            return false;
    }
    return true;
}

// Every accelerator `top` shows at once, with what shows it: the menu bar's titles, the
// labels with a buddy, the buttons and check boxes, the group boxes and the tab titles. (An
// accelerator on a label without a buddy is not one: Qt shows its '&' as it is.)
QList<std::pair<QChar, QString>> acceleratorsShownAtOnce(const QWidget &top)
{
    QList<std::pair<QChar, QString>> found;
    const auto add = [&found](const QString &text, const char *kind) {
        const QChar letter = acceleratorOf(text);
        if (!letter.isNull())
            found.append({letter, QStringLiteral("%1 “%2”").arg(QLatin1String(kind), text)});
    };
    for (const QMenuBar *bar : top.findChildren<QMenuBar *>())
        if (shownWith(bar, &top))
            for (const QAction *menu : bar->actions())
                if (menu->isVisible())
                    add(menu->text(), "menu");
    for (const QLabel *label : top.findChildren<QLabel *>())
        if (label->buddy() && shownWith(label, &top))
            add(label->text(), "label");
    // A button that shows an action shows its text without the "&" (Qt strips it), so a
    // Chinese "前进一步(&E)" read "前进一步(E)": an accelerator to the eye that Alt+E did not
    // press (it opened Help, "帮助(&E)"). Such a letter counts as shown.
    static const QRegularExpression strippedLetter(QStringLiteral("[(（]([A-Za-z0-9])[)）]"));
    for (const QAbstractButton *button : top.findChildren<QAbstractButton *>())
        if (shownWith(button, &top)) {
            add(button->text(), "button");
            const QRegularExpressionMatch stripped = strippedLetter.match(button->text());
            if (acceleratorOf(button->text()).isNull() && stripped.hasMatch())
                found.append({stripped.captured(1).at(0).toUpper(),
                              QStringLiteral("button “%1”").arg(button->text())});
        }
    for (const QGroupBox *box : top.findChildren<QGroupBox *>())
        if (shownWith(box, &top))
            add(box->title(), "group");
    for (const QTabBar *tabs : top.findChildren<QTabBar *>())
        if (shownWith(tabs, &top))
            for (int i = 0; i < tabs->count(); ++i)
                add(tabs->tabText(i), "tab");
    return found;
}

// What is wrong with the accelerators of `top`, as it is now and with each other page of each
// of its stacks: a letter shown twice, or one of the `plain` keys.
QStringList acceleratorProblems(QWidget &top, const QSet<QChar> &plain = {})
{
    QStringList problems;
    const auto check = [&] {
        QHash<QChar, QString> taken;
        for (const auto &[letter, what] : acceleratorsShownAtOnce(top)) {
            if (taken.contains(letter))
                problems << QStringLiteral("%1: %2 and %3 share Alt+%4")
                                .arg(top.objectName(), taken[letter], what, letter);
            else
                taken.insert(letter, what);
            if (plain.contains(letter))
                problems << QStringLiteral("%1: %2 uses the plain key %3")
                                .arg(top.objectName(), what, letter);
        }
    };
    check();
    for (QStackedWidget *stack : top.findChildren<QStackedWidget *>()) {
        const int current = stack->currentIndex();
        for (int page = 0; page < stack->count(); ++page)
            if (page != current) {
                stack->setCurrentIndex(page);
                check();
            }
        stack->setCurrentIndex(current);
    }
    problems.removeDuplicates();
    return problems;
}

// Does `open`, and checks every modal window it opens (a dialog, then the one the first leads
// to, …), each closed with Escape's answer once looked at. Returns how many opened.
template<typename Open>
int checkDialogsOpenedBy(Open open, QStringList &problems)
{
    int opened = 0;
    QPointer<QWidget> last;
    QTimer watcher;
    QObject::connect(&watcher, &QTimer::timeout, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal || modal == last)
            return;
        last = modal;
        ++opened;
        if (modal->objectName().isEmpty())
            modal->setObjectName(QString::fromLatin1(modal->metaObject()->className()));
        problems << acceleratorProblems(*modal);
        if (auto *dialog = qobject_cast<QDialog *>(modal))
            dialog->reject();
        else
            modal->close();
    });
    watcher.start(10);
    QWidgetList before; // the windows shown already
    for (QWidget *shown : QApplication::topLevelWidgets())
        if (shown->isVisible())
            before << shown;
    open();
    // A dialog that is not modal (Getting started) is looked at once it is shown.
    for (QWidget *shown : QApplication::topLevelWidgets())
        if (qobject_cast<QDialog *>(shown) && !before.contains(shown) && shown->isVisible()) {
            ++opened;
            shown->setObjectName(QString::fromLatin1(shown->metaObject()->className()));
            problems << acceleratorProblems(*shown);
            shown->close();
        }
    // Any later dialog of the chain is closed too.
    if (!QTest::qWaitFor([] { return !QApplication::activeModalWidget(); }))
        problems << QStringLiteral("a dialog stayed open");
    watcher.stop();
    return opened;
}

} // namespace

// One accelerator per letter in each window, in every language: Alt and a letter does one
// thing. The window's menu bar titles share it with its panels' labels and buttons (Alt+G
// opened the Language menu or the Goal box, Alt+D the Edit menu or the speed), and each
// dialog's labels, buttons and boxes share it with one another.
class TestAccelerators : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(); }

    void eachWindowHasOneAcceleratorPerLetter_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("opener");
        // The commands that open a dialog (by their id), the bookmark's note from the
        // Bookmarks panel, the question an interrupted count's start asks.
        const QStringList openers {
            QStringLiteral("window"),          QStringLiteral("goToStep"),
            QStringLiteral("goToSolution"),    QStringLiteral("runToLevel"),
            QStringLiteral("addBookmark"),     QStringLiteral("editBookmarkNote"),
            QStringLiteral("exportWorksheet"), QStringLiteral("exportAnimation"),
            QStringLiteral("exportPage"),      QStringLiteral("exportBoard"),
            QStringLiteral("exportSolutions"), QStringLiteral("print"),
            QStringLiteral("saveHandout"),     QStringLiteral("openLesson"),
            QStringLiteral("saveLessonAs"),    QStringLiteral("restoreDefaults"),
            QStringLiteral("gettingStarted"),  QStringLiteral("shortcutsHelp"),
            QStringLiteral("about"),           QStringLiteral("countQuestion")};
        for (const char *language : {"en", "de", "es", "fr", "zh_CN"})
            for (const QString &opener : openers)
                QTest::addRow("%s %s", language, qPrintable(opener))
                    << QString::fromLatin1(language) << opener;
    }
    void eachWindowHasOneAcceleratorPerLetter()
    {
        QFETCH(QString, language);
        QFETCH(QString, opener);
        AppSettings::clear();
        std::unique_ptr<MainWindow> window = openWindow();
        QVERIFY(window);
        window->setLanguage(language);
        QCoreApplication::sendPostedEvents(); // the texts change on LanguageChange events
        QCoreApplication::processEvents();
        window->setObjectName(QStringLiteral("window"));
        // Solutions listed and a bookmark kept: every export and the Bookmarks panel at work.
        window->controlsPanel()->findChild<QSpinBox *>()->setValue(6);
        QTRY_COMPARE(parts::shown(*window).search.options.n, 6);
        parts::action(*window, QStringLiteral("runToSolution"))->trigger();
        QTRY_VERIFY(parts::solutionModel(*window)->rowCount() > 0);
        QTRY_VERIFY(parts::shown(*window).runState != RunState::Running);
        const auto addBookmark = [&window] {
            QTimer::singleShot(0, [] {
                if (auto *note = qobject_cast<QDialog *>(QApplication::activeModalWidget()))
                    note->accept();
            });
            parts::action(*window, QStringLiteral("addBookmark"))->trigger();
            QTRY_VERIFY(!QApplication::activeModalWidget());
        };
        QStringList problems;
        if (opener == QLatin1String("window")) {
            // Every panel shown, as View ▸ Panels and Try it yourself show them: a dock
            // behind another one's tab stays visible to Qt, and its accelerators work.
            addBookmark();
            for (QDockWidget *dock : window->findChildren<QDockWidget *>())
                dock->show();
            problems = acceleratorProblems(*window, plainKeyLetters(*window));
            QVERIFY(acceleratorsShownAtOnce(*window).size() > 10);
        } else if (opener == QLatin1String("editBookmarkNote")) {
            addBookmark();
        }
        const auto openDialog = [&] {
            if (opener == QLatin1String("editBookmarkNote")) {
                window->findChild<QAbstractButton *>(QStringLiteral("editBookmarkNote"))->click();
            } else if (opener == QLatin1String("countQuestion")) {
                window->controlsPanel()->findChildren<QComboBox *>().at(0)->setCurrentIndex(3);
                QTRY_VERIFY(parts::shown(*window).goal() == Goal::Count);
                const CountPlan plan(6);
                CountLedger ledger(plan);
                ledger.record(0, plan.run(0));
                QVERIFY(CountCheckpoints().save(ledger).ok());
                parts::action(*window, QStringLiteral("playPause"))->trigger();
            } else {
                QAction *action = parts::action(*window, opener);
                QVERIFY2(action, qPrintable(opener));
                QVERIFY2(action->isEnabled(), qPrintable(opener));
                action->trigger();
            }
        };
        if (opener != QLatin1String("window"))
            QVERIFY2(checkDialogsOpenedBy(openDialog, problems) > 0, "no dialog opened");
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
};

NQ_TEST_MAIN(TestAccelerators)
#include "tst_accelerators.moc"
