#pragma once

#include <QMessageBox>
#include <QString>

class QWidget;

// User text (a bookmark's note, a file's name, what a lesson file holds) reaches the screen as
// typed, never read as HTML: Qt guesses rich text in tooltips and message boxes
// (Qt::mightBeRichText), where a note "<img width=30000 height=30000>" froze the window and
// "<b>" was drawn bold. Every tooltip or message that may hold such text goes through here.
// Plain functions; GUI thread.
namespace PlainText {

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
