#include "shortcutpressforwarder.h"

#include <QAccessible>
#include <QCoreApplication>
#include <QDBusArgument>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusMetaType>
#include <QDBusPendingCall>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QDateTime>
#include <QKeyEvent>
#include <QPointer>
#include <QShortcutEvent>

#include <memory>

namespace {

// AT-SPI's device event, D-Bus "(uiiiisb)", what the registry's demarshaller reads
// (spi_dbus_demarshal_deviceEvent; its introspection says "(uiuuisb)", but a press sent so was
// refused as invalid arguments and never reached Orca): the event's type (0, a press), the
// keysym, the hardware keycode, the modifiers, a time stamp, the key's text and whether it is
// text.
struct AtSpiKeyEvent
{
    quint32 type = 0;
    qint32 keysym = 0;
    qint32 keycode = 0;
    qint32 modifiers = 0;
    qint32 timestamp = 0;
    QString text;
    bool isText = false;
};

QDBusArgument &operator<<(QDBusArgument &argument, const AtSpiKeyEvent &event)
{
    argument.beginStructure();
    argument << event.type << event.keysym << event.keycode << event.modifiers << event.timestamp
             << event.text << event.isText;
    argument.endStructure();
    return argument;
}

const QDBusArgument &operator>>(const QDBusArgument &argument, AtSpiKeyEvent &event)
{
    argument.beginStructure();
    argument >> event.type >> event.keysym >> event.keycode >> event.modifiers >> event.timestamp
        >> event.text >> event.isText;
    argument.endStructure();
    return argument;
}

// AT-SPI's modifier bits (atspi-constants.h: ATSPI_MODIFIER_SHIFT 0, CONTROL 2, ALT 3,
// META 4), as Qt's bridge sets them.
quint32 atSpiModifiers(const QKeyEvent &key)
{
    quint32 bits = 0;
    if (key.modifiers() & Qt::ShiftModifier)
        bits |= 1u << 0;
    if (key.modifiers() & Qt::ControlModifier)
        bits |= 1u << 2;
    if (key.modifiers() & Qt::AltModifier)
        bits |= 1u << 3;
    if (key.modifiers() & Qt::MetaModifier)
        bits |= 1u << 4;
    return bits;
}

// How long a shortcut waits for the screen reader's answer at most (the window goes on
// meanwhile; only the shortcut waits). Qt's bridge waits 100 ms for other keys, but Orca busy
// with a focus change answered later than that: the step's sentence went out first and the
// late press cut it (steps 1 to 3 of 20, measured with the timed voice). With Orca idle the
// answer comes within milliseconds.
constexpr int kAnswerTimeoutMs = 500;

} // namespace

Q_DECLARE_METATYPE(AtSpiKeyEvent)

ShortcutPressForwarder::ShortcutPressForwarder(QObject *owner)
    : QObject(owner)
{
    qApp->installEventFilter(this);
}

ShortcutPressForwarder::~ShortcutPressForwarder()
{
    qApp->removeEventFilter(this);
}

bool ShortcutPressForwarder::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::ShortcutOverride: {
        // Sent to the focused object before the shortcut map looks the key up: the press as
        // the window system gave it.
        const auto *key = static_cast<const QKeyEvent *>(event);
        m_press = {key->nativeVirtualKey(), key->nativeScanCode(), atSpiModifiers(*key),
                   key->text()};
        m_hasPress = true;
        break;
    }
    case QEvent::KeyRelease:
        m_hasPress = false; // a press not taken as a shortcut went to Qt's bridge itself
        break;
    case QEvent::Shortcut: {
        if (m_delivering || !m_hasPress)
            break;
        m_hasPress = false;
        if (forward(m_press, watched, *static_cast<const QShortcutEvent *>(event)))
            return true; // it acts when the screen reader has answered
        break;
    }
    default: break;
    }
    return QObject::eventFilter(watched, event);
}

bool ShortcutPressForwarder::forward(const Press &press, QObject *receiver,
                                     const QShortcutEvent &shortcut)
{
    if (!QAccessible::isActive())
        return false;
    // The connection Qt's bridge opened to the accessibility bus (its dbusconnection.cpp
    // names it "a11y"), where the registry listens.
    QDBusConnection bus(QStringLiteral("a11y"));
    if (!bus.isConnected())
        return false;
    static const bool registered = [] {
        qDBusRegisterMetaType<AtSpiKeyEvent>();
        return true;
    }();
    Q_UNUSED(registered);
    AtSpiKeyEvent key;
    key.keysym = static_cast<qint32>(press.keysym);
    key.keycode = static_cast<qint32>(press.keycode);
    key.modifiers = static_cast<qint32>(press.modifiers);
    key.timestamp = static_cast<qint32>(QDateTime::currentMSecsSinceEpoch());
    key.text = press.text;
    key.isText = !press.text.trimmed().isEmpty();
    QDBusMessage call = QDBusMessage::createMethodCall(
        QStringLiteral("org.a11y.atspi.Registry"),
        QStringLiteral("/org/a11y/atspi/registry/deviceeventcontroller"),
        QStringLiteral("org.a11y.atspi.DeviceEventController"),
        QStringLiteral("NotifyListenersSync"));
    call << QVariant::fromValue(key);
    auto *answer = new QDBusPendingCallWatcher(bus.asyncCall(call, kAnswerTimeoutMs), this);
    std::shared_ptr<QShortcutEvent> held(shortcut.clone());
    connect(answer, &QDBusPendingCallWatcher::finished, this,
            [this, held, target = QPointer<QObject>(receiver)](QDBusPendingCallWatcher *call) {
                call->deleteLater();
                const QDBusPendingReply<bool> reply = *call;
                // Consumed: the screen reader took the key for itself (one of its commands),
                // and the window does not act on it, as with Qt's bridge. An error or no
                // answer in time: the shortcut acts all the same.
                if (!target || (!reply.isError() && reply.value()))
                    return;
                m_delivering = true;
                QCoreApplication::sendEvent(target, held.get());
                m_delivering = false;
            });
    return true;
}
