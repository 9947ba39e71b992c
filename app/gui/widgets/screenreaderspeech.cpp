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
#include <QObject>
#include <QString>
#include <QTimer>
#include <QWidget>

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

constexpr char kTaken[] = "nqResultTaken";

// The result waiting for the window's focus to come back (a dialog just closed), and what
// takes it into its focus announcement; GUI thread only.
QString &resultOnFocusText()
{
    static QString text;
    return text;
}

} // namespace

QString ScreenReaderSpeech::resultOnFocus()
{
    return resultOnFocusText();
}

void ScreenReaderSpeech::sayFromFocus(const QString &sentence)
{
    if (sentence.isEmpty() || !QAccessible::isActive())
        return;
    QWidget *focus = QApplication::focusWidget();
    if (focus && focus->isActiveWindow()) {
        // Orca may still be to read the focused widget again (the window active again after a
        // dialog): one that reads results says this one then, in place of its description.
        if (focus->property(kReadsResultOnFocus).toBool()) {
            resultOnFocusText() = sentence;
            QTimer::singleShot(3000, focus, [sentence] {
                if (resultOnFocusText() == sentence)
                    resultOnFocusText().clear();
            });
        }
        say(focus, sentence);
        return;
    }
    // A widget that reads the result in its focus announcement (the board: in its description,
    // in place of the long one) says it first when the focus comes back: Orca reads the focused
    // object's name, role and description, and queues what comes after them (the board's 19 to
    // 24 s at N=6 came before "Step 1,697 bookmarked").
    resultOnFocusText() = sentence;
    auto *waiting = new QObject(qApp);
    QObject::connect(qApp, &QApplication::focusChanged, waiting,
                     [waiting, sentence](QWidget *, QWidget *now) {
                         if (!now || !now->isActiveWindow())
                             return;
                         QObject::disconnect(qApp, nullptr, waiting, nullptr); // said once
                         if (now->property(kReadsResultOnFocus).toBool()) {
                             // Read with the focus; kept while Orca asks for it.
                             waiting->setProperty(kTaken, true);
                             QTimer::singleShot(3000, waiting, &QObject::deleteLater);
                             return;
                         }
                         waiting->deleteLater();
                         // After Qt's own focus event, which follows this signal: Orca
                         // speaks only what comes from the object it has moved to.
                         QTimer::singleShot(0, now, [now, sentence] { say(now, sentence); });
                     });
    QObject::connect(waiting, &QObject::destroyed, [sentence] {
        if (resultOnFocusText() == sentence)
            resultOnFocusText().clear();
    });
    // No focus back within two seconds: given up (unless a widget took it to read).
    QTimer::singleShot(2000, waiting, [waiting] {
        if (!waiting->property(kTaken).toBool())
            waiting->deleteLater();
    });
}
