#pragma once

#include <QMessageBox>
#include <QString>

class QLabel;
class QWidget;

// User text (a bookmark's note, a file's name, what a lesson file holds, a program's output)
// reaches the screen as typed, never read as HTML: Qt guesses rich text in labels, tooltips and
// message boxes (Qt::mightBeRichText), and a guessed "<img src=…>" is loaded from the disk on
// the GUI thread (a FIFO blocked the window for good, /dev/zero filled the memory, a width of
// 30000 made the window that wide); "<b>" was drawn bold. Every tooltip or message that may
// hold such text goes through here, and guardApplication() makes every label plain unless its
// author chose rich text. Plain functions; GUI thread.
namespace PlainText {

// Once per application (the window calls it): every QLabel, Qt's own in message boxes and
// progress dialogs too, is polished to Qt::PlainText unless its author set Qt::RichText (then
// the author escapes what it quotes); every window title is passed through oneLine(). Labels
// are polished before they are first shown, so no label guesses rich text on the screen.
void guardApplication();

// A label showing `text` as typed, plain from its first line on (before it is polished: a
// progress dialog measures its label before showing it).
QLabel *label(const QString &text, QWidget *parent = nullptr);

// `text` for a title or a one-line label: control characters shown visibly (ESC as ␛, the
// other C0 ones and DEL as their Unicode control pictures, C1 ones as U+FFFD), line breaks and
// tabs as spaces, and the bidi embeddings, overrides and isolates (U+202A–U+202E,
// U+2066–U+2069) dropped: a name cannot turn the rest of a line around.
QString oneLine(const QString &text);

// A tooltip showing `text` as typed (escaped, its line breaks kept, long lines wrapped).
QString toolTip(const QString &text);

// A modal message box whose text is shown as typed; returns the button chosen, as
// QMessageBox's static functions do.
QMessageBox::StandardButton message(
    QWidget *parent, QMessageBox::Icon icon, const QString &title, const QString &text,
    QMessageBox::StandardButtons buttons = QMessageBox::Ok,
    QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);

inline void warn(QWidget *parent, const QString &title, const QString &text)
{
    message(parent, QMessageBox::Warning, title, text);
}

inline void inform(QWidget *parent, const QString &title, const QString &text)
{
    message(parent, QMessageBox::Information, title, text);
}

} // namespace PlainText
