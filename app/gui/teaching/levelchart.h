#pragma once

#include "stepper.h"

#include <QWidget>

// Counters by level as a small bar chart: for each row (or column in column order) the
// placements and the backtracks made there so far. Paints the state it is given. GUI thread.
class LevelChart : public QWidget
{
    Q_OBJECT

public:
    explicit LevelChart(QWidget *parent = nullptr);
    void showState(const nq::StepperState &state);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    int levelAt(const QPoint &point) const;
    // "Row 3 — placements: 12, backtracks: 9".
    QString levelText(int level) const;
    void retranslate();
    // The accessible description: every level's text.
    void describe();
    static QString rowNumbers(const QString &places, const QString &backtracks);
    static constexpr int kSmallestNumberPixels = 8; // smaller, a row's counts are left out
    nq::StepperState m_state;
};
