#pragma once

#include "runnersnapshot.h"
#include "snapshotfeed.h"

#include <QWidget>

struct BoardTheme;
class QComboBox;
class QLabel;
class SolutionListView;
class SolutionListModel;

// The solutions dock's contents: a header with the counts, the choice of which solutions to
// list, and the list itself (its model and delegate). Owns the model; finds a solution by its
// number. Says which row the user chose; the window decides what showing it means. GUI thread.
class SolutionsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SolutionsPanel(QWidget *parent = nullptr);

    SolutionListModel *model() const { return m_model; }
    SolutionListView *list() const { return m_list; }
    // The list follows the snapshot's store.
    // Follows the feed: the list when the solutions changed, the count found with the texts.
    void follow(nq::SnapshotFeed &feed);
    void showStore(const nq::RunnerSnapshot &snapshot);
    // The header: `found` solutions, the snapshot's classes and whether the list is full.
    void showFound(quint64 found, const nq::RunnerSnapshot &snapshot);
    // Selects the k-th solution found (from 1) and scrolls to it; false if it is not listed.
    bool goToSolution(quint64 number);
    // Go to solution: asks for a number and shows that solution from the list; one the search
    // shown has not found yet (it goes on) is asked of the window by goAheadRequested.
    void askAndGoTo(const nq::RunnerSnapshot &shown);
    void clearSelection();
    int listMode() const;
    void setListMode(int mode);
    // The board's theme in the window, for the list's small boards.
    void setTheme(const BoardTheme &theme);

signals:
    void solutionChosen(int row);
    void listModeChanged(int mode);
    void message(const QString &text);
    // Go to solution `number`, which the search finds further on.
    void goAheadRequested(quint64 number);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    SolutionListModel *m_model = nullptr;
    SolutionListView *m_list = nullptr;
    QLabel *m_header = nullptr;
    QComboBox *m_listMode = nullptr;
};
