#pragma once

#include "boardscene.h"
#include "practiceboard.h"

#include <QWidget>

class QLabel;
class QPushButton;

// "Try it yourself": the user places and lifts queens on the board by hand. Owns the
// PracticeBoard and turns it into a BoardScene with its conflicts and hint; says in words
// what the board shows and why a square is unsafe. GUI thread.
class PracticePanel : public QWidget
{
    Q_OBJECT

public:
    explicit PracticePanel(QWidget *parent = nullptr);

    void start(int n, nq::Order order, const nq::Placement &queens);
    void setOrder(nq::Order order);
    void toggle(int row, int col);
    void showHint();
    void clear();
    BoardScene scene() const;
    // What the board shows of `board`: its queens, the pairs that attack each other, a
    // solution, and with `withHint` the square the algorithm would choose next (Help ▸ Getting
    // started draws its picture with it too).
    static BoardScene sceneOf(const nq::PracticeBoard &board, nq::Order order, bool withHint);
    QString status() const { return m_status; }
    const nq::PracticeBoard &board() const { return m_board; }
    // The user's queens as a start for the search, or an explanation why they cannot be.
    bool canContinue(QString *why = nullptr) const;
    void retranslate();

signals:
    void sceneChanged();
    void continueRequested(const nq::Placement &queens);
    void leaveRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    // Presenting (a type set in pixels), a long button's words go on two lines, so that the
    // panel beside the board is not as wide as its longest label in the large type; a
    // screen reader still hears one line.
    void fitButtonTexts();
    void describeSquare(int row, int col, bool placed);
    void describeBoard();
    // The board in one sentence: solved, the pairs that attack, or how many queens stand.
    QString boardSummary() const;
    void setStatus(const QString &status);
    void updateButtons();

    nq::PracticeBoard m_board;
    nq::Order m_order = nq::Order::Rows;
    bool m_hintShown = false;
    QString m_status;
    QLabel *m_intro = nullptr;
    QLabel *m_statusLabel = nullptr;
    QPushButton *m_hint = nullptr;
    QPushButton *m_continue = nullptr;
    QPushButton *m_clear = nullptr;
    QPushButton *m_leave = nullptr;
};
