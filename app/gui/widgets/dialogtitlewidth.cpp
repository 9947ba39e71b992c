#include "dialogtitlewidth.h"

#include <QApplication>
#include <QDialog>
#include <QEvent>
#include <QFontMetrics>
#include <QScreen>

#include <algorithm>

namespace {

// A window manager's icon, three buttons and the margins around the title (openbox, KWin and
// Mutter take 90 to 130 pixels at 96 dpi).
constexpr int kTitleBarFurniture = 130;

} // namespace

DialogTitleWidth::DialogTitleWidth(QObject *parent)
    : QObject(parent)
{
    qApp->installEventFilter(this);
}

DialogTitleWidth::~DialogTitleWidth()
{
    qApp->removeEventFilter(this);
}

int DialogTitleWidth::neededWidth(const QWidget &dialog)
{
    // The title bar's text as the platform makes it: "Title — N-Queens Visualizer", in a bold
    // face (no window manager's font can be asked for).
    QString title = dialog.windowTitle();
    if (!QGuiApplication::applicationDisplayName().isEmpty())
        title += QStringLiteral(" \u2014 ") + QGuiApplication::applicationDisplayName();
    QFont font = dialog.font();
    font.setBold(true);
    const int needed = QFontMetrics(font).horizontalAdvance(title) + kTitleBarFurniture;
    const QScreen *screen = dialog.screen();
    return screen ? std::min(needed, screen->availableGeometry().width() * 9 / 10) : needed;
}

bool DialogTitleWidth::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Show && watched->isWidgetType()) {
        auto *dialog = qobject_cast<QDialog *>(watched);
        if (dialog && dialog->isWindow() && !dialog->windowTitle().isEmpty()) {
            widen(dialog);
            // A QMessageBox fixes its own size as it is shown, after this filter: again then.
            QMetaObject::invokeMethod(
                dialog, [dialog] { widen(dialog); }, Qt::QueuedConnection);
        }
    }
    return QObject::eventFilter(watched, event);
}

void DialogTitleWidth::widen(QWidget *dialog)
{
    const int needed = neededWidth(*dialog);
    if (dialog->maximumWidth() < needed)
        dialog->setMaximumWidth(needed);
    if (dialog->minimumWidth() < needed)
        dialog->setMinimumWidth(needed);
    if (dialog->width() < needed)
        dialog->resize(needed, dialog->height());
}
