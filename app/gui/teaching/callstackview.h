#pragma once

#include "stepper.h"

#include <QListWidget>

// The recursion of the backtracking search as a call stack: one frame per level, the
// deepest on top, each showing the square being tried and the candidates left; frames pop
// as the search backtracks. A frame too wide for the panel puts its candidates on the lines
// below its call, so that nothing is cut at the right. Shows whatever state it is given.
// GUI thread.
class CallStackView : public QListWidget
{
    Q_OBJECT

public:
    explicit CallStackView(QWidget *parent = nullptr);
    void showState(const nq::StepperState &state);
    // The frame texts, deepest first (for tests).
    QStringList frameTexts() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QString candidatesText(const nq::SearchOptions &options, std::uint32_t candidates) const;
    // "call  status · candidates" on one line where it fits, else the candidates below.
    QString frameText(const QString &head, const QString &candidates) const;
    nq::StepperState m_state;
};
