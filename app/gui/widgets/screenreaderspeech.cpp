#include "screenreaderspeech.h"

#include "spokentext.h"

#include <QAccessible>
#include <QApplication>
#include <QDBusArgument>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusMetaType>
#include <QDBusObjectPath>
#include <QDBusVariant>
#include <QElapsedTimer>
#include <QEvent>
#include <QKeyEvent>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QWidget>

#include <algorithm>

namespace {

// An AT-SPI object reference, D-Bus "(so)": the application's bus name and object path, as
// Qt's bridge sends it at the end of each event (the application's root).
struct AtSpiReference
{
    QString service;
    QDBusObjectPath path;
};

QDBusArgument &operator<<(QDBusArgument &argument, const AtSpiReference &reference)
{
    argument.beginStructure();
    argument << reference.service << reference.path;
    argument.endStructure();
    return argument;
}

const QDBusArgument &operator>>(const QDBusArgument &argument, AtSpiReference &reference)
{
    argument.beginStructure();
    argument >> reference.service >> reference.path;
    argument.endStructure();
    return argument;
}

} // namespace

Q_DECLARE_METATYPE(AtSpiReference)

bool ScreenReaderSpeech::say(QObject *speaker, const QString &sentence)
{
    if (!speaker || sentence.isEmpty() || !QAccessible::isActive())
        return false;
    // The connection Qt's bridge opened to the accessibility bus (dbusconnection.cpp names it
    // "a11y"): events on another connection would come from another application.
    const QDBusConnection bus(QStringLiteral("a11y"));
    if (!bus.isConnected())
        return false;
    QAccessibleInterface *object = QAccessible::queryAccessibleInterface(speaker);
    // The focused part, where there is one (the board's cursor cell): Orca speaks only what
    // comes from the object it follows.
    for (int depth = 0; object && depth < 4; ++depth) {
        QAccessibleInterface *focused = object->focusChild();
        if (!focused || focused == object)
            break;
        object = focused;
    }
    if (!object || !object->isValid())
        return false;
    static const bool registered = [] {
        qDBusRegisterMetaType<AtSpiReference>();
        return true;
    }();
    Q_UNUSED(registered);
    // The path and arguments as Qt's bridge makes them (atspiadaptor.cpp, pathForInterface and
    // packDBusSignalArguments), the sentence as the event's data.
    const QString path = QStringLiteral("/org/a11y/atspi/accessible/")
                         + QString::number(QAccessible::uniqueId(object));
    QDBusMessage event = QDBusMessage::createSignal(
        path, QStringLiteral("org.a11y.atspi.Event.Object"), QStringLiteral("PropertyChange"));
    const AtSpiReference root {bus.baseService(),
                               QDBusObjectPath(QStringLiteral("/org/a11y/atspi/accessible/root"))};
    event << QStringLiteral("accessible-description") << 0 << 0
          << QVariant::fromValue(QDBusVariant(SpokenText::clean(sentence)))
          << QVariant::fromValue(root);
    return bus.send(event);
}

namespace {

constexpr int kKeptAfterReadingMs = 3000; // Orca asks for a text again as it reads it
// A result in the window's name is kept until the next key, the window's next deactivation
// or this time: with a loaded Orca 43 the name was read within three seconds, yet Orca said
// the window seconds later with the name alone ("notes.nqueens frame.", the result never
// said, one CI run of four).
constexpr int kKeptForTheWindowMs = 10000;
constexpr int kWaitForFocusMs = 2000;

// The result waiting for the window's focus to come back (a dialog just closed), or read with
// it a moment ago; one at a time, the newest. GUI thread only.
struct WaitingResult
{
    QString sentence;
    bool forTheWindow = false; // the window's name reads it (or is about to)
    bool readWithTheName = false; // a screen reader has read the window's name with it
    QPointer<QObject> waiter; // lives while the result waits or is kept; its end clears it
};

WaitingResult &waitingResult()
{
    static WaitingResult result;
    return result;
}

// The result the focused widget reads with its focus (a menu closed over it), kept three
// seconds; GUI thread only.
QString &resultOnFocusText()
{
    static QString text;
    return text;
}

// When a window that reads results was last activated (on the bus's clock), -1 before.
QElapsedTimer &activationClock()
{
    static QElapsedTimer clock;
    return clock;
}
qint64 &lastActivationMs()
{
    static qint64 ms = -1;
    return ms;
}

// Whether anyone has read the window's name since it was last activated. Orca reads it as it
// handles the window's activation event, from its own queue; Qt's bridge reads it as it sends
// that event, before ActivationWatch sees the activation (the bridge's filter is the
// application's), so that read does not count.
bool &nameReadSinceActivation()
{
    static bool read = false;
    return read;
}

// Qt gives the window back as the dialog closes, before the dialog's result is known: results
// came 2 to 4 ms later (bookmarked, the step gone to, run until a level, a solution shown),
// a lesson opened up to seconds later on a loaded machine, while Orca, as loaded, had not read
// the window's name yet. Within this time of the activation, a result goes with the window's
// name if no one has read it yet.
constexpr qint64 kJustActivatedMs = 5000;
// A result left to the window's name that no screen reader read with it within this time is
// said from the focus.
constexpr int kNameReadWithinMs = 2000;

// Notes each activation of the window it watches. GUI thread.
class ActivationWatch : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::WindowActivate) {
            lastActivationMs() = activationClock().elapsed();
            nameReadSinceActivation() = false;
        }
        return QObject::eventFilter(watched, event);
    }
};

// A result left to the window's name that no screen reader has read with it within
// kNameReadWithinMs is said from the focus after all (kept for the name, it was lost where
// Orca 43, loaded, read the window seconds later, or not at all).
void sayUnlessReadWithTheName(QObject *waiter, const QString &sentence)
{
    QTimer::singleShot(kNameReadWithinMs, waiter, [waiter, sentence] {
        if (waitingResult().readWithTheName)
            return;
        waitingResult().forTheWindow = false;
        if (QWidget *now = QApplication::focusWidget(); now && now->isActiveWindow())
            ScreenReaderSpeech::say(now, sentence);
        waiter->deleteLater(); // said: no name begins with it any more
    });
}

// Ends a result kept for the window's name (its waiter) at the next key pressed in the
// application or the next deactivation of the window; lives on the waiter. GUI thread.
class EndOfWindowResult : public QObject
{
public:
    explicit EndOfWindowResult(QObject *waiter)
        : QObject(waiter)
    {
        qApp->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        const bool key = event->type() == QEvent::KeyPress
                         && !static_cast<const QKeyEvent *>(event)->isAutoRepeat();
        // Not the dialog's own deactivation as the window comes back: the window's.
        const bool windowLeft =
            event->type() == QEvent::WindowDeactivate
            && watched->property(ScreenReaderSpeech::kReadsResultOnActivation).toBool();
        if (key || windowLeft)
            parent()->deleteLater();
        return QObject::eventFilter(watched, event);
    }
};

void keepForTheWindow(QObject *waiter)
{
    new EndOfWindowResult(waiter);
    QTimer::singleShot(kKeptForTheWindowMs, waiter, &QObject::deleteLater);
}

bool readsOnActivation(const QWidget *widget)
{
    return widget
           && widget->window()->property(ScreenReaderSpeech::kReadsResultOnActivation).toBool();
}

} // namespace

QString ScreenReaderSpeech::resultOnFocus()
{
    if (const WaitingResult &waiting = waitingResult(); waiting.waiter && !waiting.forTheWindow)
        return waiting.sentence;
    return resultOnFocusText();
}

QString ScreenReaderSpeech::resultOnActivation()
{
    const WaitingResult &waiting = waitingResult();
    return waiting.waiter && waiting.forTheWindow ? waiting.sentence : QString();
}

void ScreenReaderSpeech::noteWindowNameRead()
{
    nameReadSinceActivation() = true;
    if (!resultOnActivation().isEmpty())
        waitingResult().readWithTheName = true;
}

void ScreenReaderSpeech::readResultsOnActivation(QWidget *window)
{
    window->setProperty(kReadsResultOnActivation, true);
    if (!activationClock().isValid())
        activationClock().start();
    window->installEventFilter(new ActivationWatch(window));
}

void ScreenReaderSpeech::sayFromFocus(const QString &sentence)
{
    if (sentence.isEmpty() || !QAccessible::isActive())
        return;
    QWidget *focus = QApplication::focusWidget();
    const bool nameToBeRead = lastActivationMs() >= 0 && !nameReadSinceActivation()
                              && activationClock().elapsed() - lastActivationMs()
                                     < kJustActivatedMs;
    if (focus && focus->isActiveWindow() && readsOnActivation(focus) && nameToBeRead) {
        // The window given back a moment ago: Orca is yet to read its name. Said from the
        // focus after all if no one reads the name with it.
        WaitingResult &waiting = waitingResult();
        delete waiting.waiter;
        auto *waiter = new QObject(qApp);
        waiting = {sentence, true, false, waiter};
        QObject::connect(waiter, &QObject::destroyed, [] {
            if (!waitingResult().waiter)
                waitingResult() = {};
        });
        keepForTheWindow(waiter);
        sayUnlessReadWithTheName(waiter, sentence);
        return;
    }
    if (focus && focus->isActiveWindow()) {
        // Orca may still be to read the focused widget again (the focus back from a menu): one
        // that reads results says this one then, in place of its description.
        if (focus->property(kReadsResultOnFocus).toBool()) {
            resultOnFocusText() = sentence;
            QTimer::singleShot(kKeptAfterReadingMs, focus, [sentence] {
                if (resultOnFocusText() == sentence)
                    resultOnFocusText().clear();
            });
        }
        say(focus, sentence);
        return;
    }
    // No focus in an active window: a dialog has just closed (or is closing). The newest result
    // waits, in the name of the window that comes back if it reads results, else in the focused
    // widget's announcement or said from it.
    WaitingResult &waiting = waitingResult();
    delete waiting.waiter; // an older result still waiting: this one replaces it
    auto *waiter = new QObject(qApp);
    // Which window comes back is known when it does; until then, any window that reads
    // results (Orca asks for its name only once it is active again).
    const QWidgetList windows = QApplication::topLevelWidgets();
    const bool aWindowReads = std::any_of(windows.begin(), windows.end(), [](QWidget *window) {
        return window->isVisible() && readsOnActivation(window);
    });
    waiting = {sentence, aWindowReads, false, waiter};
    QObject::connect(waiter, &QObject::destroyed, [] {
        if (!waitingResult().waiter) // the one waiting, not an older one replaced
            waitingResult() = {};
    });
    QObject::connect(
        qApp, &QApplication::focusChanged, waiter, [waiter, sentence](QWidget *, QWidget *now) {
            if (!now || !now->isActiveWindow())
                return;
            QObject::disconnect(qApp, nullptr, waiter, nullptr); // said once
            WaitingResult &waiting = waitingResult();
            waiting.forTheWindow = readsOnActivation(now);
            if (waiting.forTheWindow || now->property(kReadsResultOnFocus).toBool()) {
                // Read with the window's name or the widget's focus announcement: kept while
                // Orca asks for it.
                waiter->setProperty("nqRead", true);
                if (waiting.forTheWindow) {
                    keepForTheWindow(waiter);
                    sayUnlessReadWithTheName(waiter, sentence);
                } else {
                    QTimer::singleShot(kKeptAfterReadingMs, waiter, &QObject::deleteLater);
                }
                return;
            }
            waiter->deleteLater();
            // After Qt's own focus event, which follows this signal: Orca speaks only what
            // comes from the object it has moved to.
            QTimer::singleShot(0, now, [now, sentence] { say(now, sentence); });
        });
    // No focus back within two seconds: given up (unless it was read).
    QTimer::singleShot(kWaitForFocusMs, waiter, [waiter] {
        if (!waiter->property("nqRead").toBool())
            waiter->deleteLater();
    });
}
