#pragma once

#include "runnersnapshot.h"

#include <QWidget>

class QLabel;

// Shows the counters of the run (steps, tries, checks, placements, removals, backtracks,
// solutions, elapsed time), always those of the newest snapshot. GUI thread.
class CountersPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CountersPanel(QWidget *parent = nullptr);
    void showSnapshot(const nq::RunnerSnapshot &snapshot);
    void retranslate();
    // The value shown for a counter, for tests: "steps", "tries", ...
    QString valueText(const QString &name) const;

private:
    struct Row
    {
        QString name;
        QLabel *title = nullptr;
        QLabel *value = nullptr;
    };
    QList<Row> m_rows;
};
