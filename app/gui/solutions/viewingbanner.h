#pragma once

#include "runtypes.h"
#include "searchtypes.h"

#include <QWidget>

class QLabel;
class QPushButton;

// The blue strip above the board while a solution from the list is shown instead of the live
// search: says which solution it is and offers the way back, and says both to a screen reader
// (from whatever has the focus: the list, the board, a button). Owns its texts and colours.
// GUI thread.
class ViewingBanner : public QWidget
{
    Q_OBJECT

public:
    explicit ViewingBanner(QWidget *parent = nullptr);

    // Shows the banner for the solution numbered `number` (from 1), and says it.
    void showSolution(quint64 number, const nq::Placement &solution);
    // Hides the banner: the board shows the search again, which a screen reader hears with
    // `whereItStands` (the narration of the step on the board).
    void backToSearch(const QString &whereItStands);
    // What the search behind the solution does: it runs, waits paused, has finished or was
    // cancelled (the banner says which, as the status bar does).
    void setSearchState(nq::RunState state, bool cancelled = false);
    void setBackToolTip(const QString &tip);

signals:
    void backRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateText();

    quint64 m_number = 0;
    QString m_array;
    nq::RunState m_searchState = nq::RunState::Ready;
    bool m_searchCancelled = false;
    QLabel *m_text = nullptr;
    QPushButton *m_back = nullptr;
};
