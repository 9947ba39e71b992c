#include "plaintext.h"

#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QTextDocument>

namespace {

// Watches every object of the application for the two moments where a widget may read text
// as something else than words: a label's polish (before it is first shown and measured) and
// a window title's change. Lives on the GUI thread, a child of the application.
class PlainTextGuard : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::Polish:
            if (auto *label = qobject_cast<QLabel *>(watched);
                label && label->textFormat() == Qt::AutoText)
                label->setTextFormat(Qt::PlainText);
            break;
        case QEvent::WindowTitleChange:
            if (watched->isWidgetType()) {
                auto *widget = static_cast<QWidget *>(watched);
                const QString shown = PlainText::oneLine(widget->windowTitle());
                if (shown != widget->windowTitle())
                    widget->setWindowTitle(shown); // its own change finds nothing to do
            }
            break;
        default: break;
        }
        return false;
    }
};

// Marks the application whose objects are watched (once, whichever window asks first).
constexpr char kGuarded[] = "nqueensPlainTextGuarded";

bool isBidiControl(char16_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

} // namespace

namespace PlainText {

void guardApplication()
{
    if (!qApp || qApp->property(kGuarded).toBool())
        return;
    qApp->setProperty(kGuarded, true);
    qApp->installEventFilter(new PlainTextGuard(qApp));
}

QLabel *label(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setText(text);
    return label;
}

QString oneLine(const QString &text)
{
    QString shown;
    shown.reserve(text.size());
    for (const QChar ch : text) {
        const char16_t c = ch.unicode();
        if (c == u'\n' || c == u'\r' || c == u'\t' || c == 0x2028 || c == 0x2029)
            shown += QLatin1Char(' ');
        else if (c < 0x20)
            shown += QChar(char16_t(0x2400 + c)); // ␀ … ␟, ESC as ␛
        else if (c == 0x7F)
            shown += QChar(char16_t(0x2421)); // ␡
        else if (c >= 0x80 && c < 0xA0)
            shown += QChar(char16_t(0xFFFD));
        else if (!isBidiControl(c))
            shown += ch;
    }
    return shown;
}

QString toolTip(const QString &text)
{
    if (text.isEmpty())
        return text;
    return Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

QMessageBox::StandardButton message(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                                    const QString &text, QMessageBox::StandardButtons buttons,
                                    QMessageBox::StandardButton defaultButton)
{
    // The text is set once the box is plain: given to the constructor it would be parsed as
    // the rich text it looks like first.
    QMessageBox box(icon, title, QString(), buttons, parent);
    box.setTextFormat(Qt::PlainText);
    box.setText(text);
    if (defaultButton != QMessageBox::NoButton)
        box.setDefaultButton(defaultButton);
    if (box.exec() == -1)
        return QMessageBox::Cancel;
    return box.standardButton(box.clickedButton());
}

} // namespace PlainText
