#pragma once

#include "runnersnapshot.h"
#include "snapshotfeed.h"

#include <QWidget>

class QLabel;

// Shows the counters of the run (steps, tries, checks, placements, removals, backtracks,
// solutions, elapsed time), always those of the newest snapshot. GUI thread.
class CountersPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CountersPanel(QWidget *parent = nullptr);
    // Follows the live search's texts.
    void follow(nq::SnapshotFeed &feed);
    void showSnapshot(const nq::RunnerSnapshot &snapshot);
    void retranslate();
    // The value shown for a counter, for tests: "steps", "tries", ...
    QString valueText(const QString &name) const;
    // "42 µs", "12.3 ms", "1.500 s", "42.0 s".
    static QString durationText(double seconds);
    // What a counter the run does not keep shows: a listing's or a count's steps.
    static QString notCountedText() { return QStringLiteral("—"); }

private:
    struct Row
    {
        QString name;
        QLabel *title = nullptr;
        QLabel *value = nullptr;
    };
    QList<Row> m_rows;
    static constexpr int kSolutionsRow = 6; // the rows above it count the animation's steps
    bool m_timingJob = false; // the last row times a count or listing, else the animation
};
