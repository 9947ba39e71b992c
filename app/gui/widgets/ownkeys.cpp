#include "ownkeys.h"

#include <QKeyEvent>

#include <algorithm>

namespace OwnKeys {

namespace {

bool claimKey(QEvent *event, Qt::KeyboardModifiers alsoAllowed,
              const std::function<bool(int key)> &uses)
{
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    if ((key->modifiers() & ~(Qt::KeypadModifier | alsoAllowed)) != Qt::NoModifier
        || !uses(key->key()))
        return false;
    event->accept();
    return true;
}

} // namespace

bool claim(QEvent *event, std::initializer_list<int> keys, Qt::KeyboardModifiers alsoAllowed)
{
    return claimKey(event, alsoAllowed, [keys](int key) {
        return std::find(keys.begin(), keys.end(), key) != keys.end();
    });
}

bool claimIf(QEvent *event, const std::function<bool(int key)> &uses)
{
    return claimKey(event, Qt::NoModifier, uses);
}

} // namespace OwnKeys
