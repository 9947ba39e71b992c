#pragma once

#include <QString>

class QLabel;
class QWidget;

// A label for a control: its mnemonic (the letter after '&') moves the focus to `buddy`; it is
// named after it ("fromStep" -> "fromStepLabel") and screen readers hear its text. GUI thread.
QLabel *buddyLabel(const QString &text, QWidget *buddy, QWidget *parent);
