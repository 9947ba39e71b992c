#include "screenblank.h"

#include "ownkeys.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QKeyEvent>

namespace {

constexpr int kBlankKeys[] = {Qt::Key_B, Qt::Key_Period};

bool isBlankKey(int key)
{
    return std::find(std::begin(kBlankKeys), std::end(kBlankKeys), key) != std::end(kBlankKeys);
}

} // namespace

ScreenBlank::ScreenBlank(QWidget *window)
    : QWidget(window)
    , m_keys(new QAction(this))
{
    setObjectName(QStringLiteral("screenBlank"));
    setAttribute(Qt::WA_NoSystemBackground, false);
    setAutoFillBackground(true);
    QPalette black = palette();
    black.setColor(QPalette::Window, Qt::black);
    setPalette(black);
    m_keys->setObjectName(QStringLiteral("blankScreenKeys"));
    m_keys->setShortcuts({QKeySequence(Qt::Key_B), QKeySequence(Qt::Key_Period)});
    hide();
    window->installEventFilter(this); // to cover it whole when it changes size
    retranslate();
}

void ScreenBlank::retranslate()
{
    // There B and the full stop are not the keys of their commands: say which are.
    const auto key = [](QKeyCombination keys) {
        return QKeySequence(keys).toString(QKeySequence::NativeText);
    };
    m_keys->setStatusTip(tr("In presentation mode: blank the screen, as a clicker's blank button "
                            "does (any key shows it again); there %1 runs to the next backtrack "
                            "and %2 goes to the next bookmark")
                             .arg(key(Qt::CTRL | Qt::Key_B), key(Qt::CTRL | Qt::Key_PageDown)));
    setAccessibleName(tr("Blank screen"));
    setAccessibleDescription(tr("Press any key to show the board again"));
}

void ScreenBlank::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ScreenBlank::setWatching(bool on)
{
    if (on == m_watching)
        return;
    m_watching = on;
    if (on)
        qApp->installEventFilter(this);
    else
        qApp->removeEventFilter(this);
    setBlank(false);
}

void ScreenBlank::setBlank(bool blank)
{
    if (blank == isBlank())
        return;
    if (blank) {
        setGeometry(parentWidget()->rect());
        raise();
        show();
        setFocus(); // a key goes nowhere else while the screen is blank
    } else {
        hide();
        parentWidget()->setFocus();
    }
}

bool ScreenBlank::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && isBlank())
        setGeometry(parentWidget()->rect());
    // Only the window's own keys and clicks: a menu or a dialog open over it (a square's
    // breakpoint menu, Go to step) keeps its Escape and its keys.
    const auto *widget = qobject_cast<QWidget *>(watched);
    if (!m_watching || !widget || widget->window() != window() || QApplication::activePopupWidget()
        || QApplication::activeModalWidget())
        return QWidget::eventFilter(watched, event);
    // Blank: every key without Ctrl or Alt (Ctrl+Q still quits) only shows the screen again,
    // and a click does too; nothing moves the search unseen.
    const bool blank = isBlank();
    if (OwnKeys::claimIf(event, [blank](int key) { return blank || isBlankKey(key); }))
        return true;
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool plain = (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
        if (plain && (blank || isBlankKey(key->key()))) {
            if (!key->isAutoRepeat())
                setBlank(!blank);
            return true;
        }
    }
    if (blank && event->type() == QEvent::MouseButtonPress) {
        setBlank(false);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}
