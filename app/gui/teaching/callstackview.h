#pragma once

#include "stepper.h"

#include <QListWidget>

// The recursion of the backtracking search as a call stack: one frame per level, the
// deepest on top, each showing the square being tried and the candidates left; frames pop
// as the search backtracks. Shows whatever state it is given. GUI thread.
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

private:
    QString candidatesText(const nq::SearchOptions &options, std::uint32_t candidates) const;
    nq::StepperState m_state;
};
