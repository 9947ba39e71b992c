#pragma once

#include "checkcomparisonjob.h"

#include <QWidget>

class QLabel;
class QTableWidget;

// Shows, for the current N, order and goal, how many safety checks each of the three methods
// needs, as a table with a column per method (so that it fits a side panel without scrolling
// sideways) and a row per measure, the checks first with a bar under them. Owns a
// CheckComparisonJob (the counting runs on its pool thread, never here) and only stores and
// shows the rows it reports. GUI thread.
class CheckComparisonPanel : public QWidget
{
    Q_OBJECT

public:
    // The table's rows, in the order shown: what the table is about first.
    enum Measure { Checks, RelativeCost, ChecksPerPlacement, Tries, Steps, Time, MeasureCount };

    explicit CheckComparisonPanel(QWidget *parent = nullptr);
    ~CheckComparisonPanel() override;

    // Starts a comparison for options.n, order and goal, cancelling any one running. The
    // check is ignored: all three are compared. Options equal to the shown ones (apart from
    // the check) keep the comparison that is running or done.
    void setOptions(const nq::SearchOptions &options);
    // Applies from the next comparison started.
    void setBudget(const nq::ComparisonBudget &budget);
    void retranslate();

    bool isComputing() const;
    // For tests: the text shown for the method nq::kComparedChecks[method].
    QString cellText(int method, Measure measure) const;
    QString cellToolTip(int method, Measure measure) const;
    QString statusText() const;
    QString titleText() const;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createTable();
    void showRows();
    void showMethod(int method, const nq::CheckComparisonRow &data, quint64 leastChecks,
                    quint64 mostChecks);
    void showPendingMethod(int method);
    // The accessible names of `method`'s cells: the method, the measure and the value.
    void nameCells(int method);
    void showStatus();
    QFont cellFont(Measure measure, bool partial) const;
    void fitTable();
    void onProgress(nq::Check check, quint64 stepsSoFar, double fractionDone);

    nq::CheckComparisonJob *m_comparison = nullptr;
    bool m_hasOptions = false;
    QLabel *m_title = nullptr;
    QLabel *m_explanation = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_legend = nullptr;
    QLabel *m_status = nullptr;
    // The latest progress report, shown while computing.
    nq::Check m_progressCheck = nq::Check::Scan;
    quint64 m_progressSteps = 0;
    bool m_fitting = false;
};
