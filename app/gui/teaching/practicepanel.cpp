#include "practicepanel.h"

#include "mnemonictext.h"
#include "narrator.h"
#include "wholewords.h"
#include "stepper.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QStringList>
#include <QVBoxLayout>

#include <vector>

using namespace nq;

PracticePanel::PracticePanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(QStringLiteral("practiceStatus"));
    m_statusLabel->setWordWrap(true);
    QFont bold = m_statusLabel->font();
    bold.setBold(true);
    m_statusLabel->setFont(bold);
    layout->addWidget(m_statusLabel);
    auto *buttons = new QGridLayout;
    m_hint = new QPushButton(this);
    m_hint->setObjectName(QStringLiteral("hintButton"));
    m_continue = new QPushButton(this);
    m_continue->setObjectName(QStringLiteral("continueButton"));
    m_clear = new QPushButton(this);
    m_clear->setObjectName(QStringLiteral("clearButton"));
    m_leave = new QPushButton(this);
    m_leave->setObjectName(QStringLiteral("leaveButton"));
    buttons->addWidget(m_hint, 0, 0);
    buttons->addWidget(m_clear, 0, 1);
    buttons->addWidget(m_continue, 1, 0, 1, 2);
    buttons->addWidget(m_leave, 2, 0, 1, 2);
    layout->addLayout(buttons);
    layout->addStretch(1);
    connect(m_hint, &QPushButton::clicked, this, &PracticePanel::showHint);
    connect(m_clear, &QPushButton::clicked, this, &PracticePanel::clear);
    connect(m_continue, &QPushButton::clicked, this, [this] {
        if (canContinue())
            emit continueRequested(m_board.placement());
    });
    connect(m_leave, &QPushButton::clicked, this, &PracticePanel::leaveRequested);
    retranslate();
}

void PracticePanel::retranslate()
{
    const QString intro = tr(
        "Click a square (or move with the arrow keys and press Enter) to put a queen there or "
        "lift it. One queen per row, as in the array cols[row].");
    // Shown with its words kept whole when it wraps ("那样" was split at 1024x768); read as
    // written.
    m_intro->setText(wholeWords(intro));
    m_intro->setAccessibleName(intro);
    m_hint->setText(tr("Hint"));
    m_hint->setToolTip(tr("Show the square the backtracking algorithm would choose next (H)"));
    m_clear->setText(tr("Clear"));
    m_clear->setToolTip(tr("Lift every queen"));
    m_continue->setText(tr("&Continue the search from here"));
    m_continue->setToolTip(
        tr("Start the search below your queens: it finds every solution that keeps them"));
    m_leave->setText(tr("Back to the search"));
    m_leave->setToolTip(tr("Leave Try it yourself (T)"));
    fitButtonTexts();
    describeBoard();
}

void PracticePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        fitButtonTexts();
    QWidget::changeEvent(event);
}

void PracticePanel::fitButtonTexts()
{
    const bool presenting = font().pixelSize() > 0;
    for (QPushButton *button : {m_continue, m_leave}) {
        const QString line = QString(button->text()).replace(QLatin1Char('\n'), QLatin1Char(' '));
        QString shown = line;
        const qsizetype middle = line.size() / 2;
        // The space nearest the middle, where the two lines are most alike.
        qsizetype split = -1;
        for (qsizetype i = 0; i < line.size(); ++i)
            if (line.at(i) == QLatin1Char(' ')
                && (split < 0 || std::abs(i - middle) < std::abs(split - middle)))
                split = i;
        if (presenting && split > 0)
            shown[split] = QLatin1Char('\n');
        button->setText(shown);
        button->setAccessibleName(presenting ? withoutMnemonic(line) : QString());
    }
}

void PracticePanel::start(int n, Order order, const Placement &queens)
{
    m_board = PracticeBoard(n);
    if (queens.n == n)
        m_board.setPlacement(queens);
    m_order = order;
    m_hintShown = false;
    describeBoard();
    emit sceneChanged();
}

void PracticePanel::setOrder(Order order)
{
    m_order = order;
    updateButtons();
}

void PracticePanel::toggle(int row, int col)
{
    const bool placing = m_board.placement().cols[row] != col;
    m_board.toggle(row, col);
    m_hintShown = false;
    describeSquare(row, col, placing);
    emit sceneChanged();
}

void PracticePanel::clear()
{
    m_board.clear();
    m_hintShown = false;
    describeBoard();
    emit sceneChanged();
}

void PracticePanel::showHint()
{
    m_hintShown = true;
    const PracticeBoard::Hint hint = m_board.hint(m_order);
    const bool rows = m_order == Order::Rows;
    switch (hint.kind) {
    case PracticeBoard::HintKind::Square:
        setStatus(
            tr("Hint: the algorithm would try row %1, column %2 next: the first safe square of %3.")
                .arg(hint.row)
                .arg(hint.col)
                .arg(rows ? tr("row %1").arg(hint.level) : tr("column %1").arg(hint.level)));
        break;
    case PracticeBoard::HintKind::NoSafeSquare:
        setStatus(rows ? tr("Hint: row %1 has no safe square left. The algorithm would backtrack: "
                            "lift the queen in "
                            "row %2 and move it further right.")
                             .arg(hint.level)
                             .arg(hint.level - 1)
                       : tr("Hint: column %1 has no safe square left. The algorithm would "
                            "backtrack: lift the queen in "
                            "column %2 and move it further down.")
                             .arg(hint.level)
                             .arg(hint.level - 1));
        break;
    case PracticeBoard::HintKind::ConflictsFirst: {
        // The queens named, not the board's red lines: a screen reader's user hears the hint.
        const PracticeBoard::Pair pair = m_board.attackingPairs().front();
        setStatus(tr("Hint: the queens in row %1, column %2 and row %3, column %4 attack each "
                     "other. Lift one of them first.")
                      .arg(pair.first.row)
                      .arg(pair.first.col)
                      .arg(pair.second.row)
                      .arg(pair.second.col));
        break;
    }
    case PracticeBoard::HintKind::Complete:
        setStatus(m_board.isSolution() ? tr("Nothing left to do: this is a solution.")
                                       : tr("Every level has a queen."));
        break;
    }
    emit sceneChanged();
}

bool PracticePanel::canContinue(QString *why) const
{
    const int length = Stepper::prefixLength(m_board.placement(), m_order);
    if (length > 0)
        return true;
    if (why) {
        if (!m_board.attackingPairs().empty())
            *why = tr("Lift the queens that attack each other first.");
        else if (m_board.queenCount() == 0)
            *why = tr("Place some queens first.");
        else
            *why =
                m_order == Order::Rows
                    ? tr("The search fills rows from the top: put your queens in rows 0, 1, 2, … "
                         "without gaps.")
                    : tr("The search fills columns from the left: put your queens in columns 0, 1, "
                         "2, … without gaps.");
    }
    return false;
}

BoardScene PracticePanel::scene() const
{
    return sceneOf(m_board, m_order, m_hintShown);
}

BoardScene PracticePanel::sceneOf(const PracticeBoard &board, Order order, bool withHint)
{
    BoardScene scene;
    scene.n = board.size();
    scene.queens = board.placement();
    scene.order = order;
    scene.practice = true;
    for (const PracticeBoard::Pair &pair : board.attackingPairs())
        scene.attackingPairs.push_back(
            {pair.first.row, pair.first.col, pair.second.row, pair.second.col});
    if (board.isSolution())
        scene.mark = BoardScene::Mark::Solution;
    if (withHint) {
        const PracticeBoard::Hint hint = board.hint(order);
        if (hint.kind == PracticeBoard::HintKind::Square) {
            scene.hintRow = hint.row;
            scene.hintCol = hint.col;
        } else if (hint.kind == PracticeBoard::HintKind::NoSafeSquare) {
            scene.mark = BoardScene::Mark::Exhausted;
            scene.exhaustedLevel = hint.level;
        }
    }
    return scene;
}

void PracticePanel::describeSquare(int row, int col, bool placed)
{
    if (!placed) {
        // Which queen, then the board: a screen reader's user does not see which one went.
        setStatus(tr("The queen in row %1, column %2 is lifted.").arg(row).arg(col)
                  + QLatin1Char(' ') + boardSummary());
        return;
    }
    const auto attackers = m_board.attackersOf(row, col);
    if (m_board.isSolution()) {
        describeBoard();
    } else if (attackers.empty()) {
        setStatus(tr("Row %1, column %2 is safe: no queen attacks it.").arg(row).arg(col));
    } else {
        const auto &a = attackers.front();
        QString text =
            tr("Row %1, column %2 is not safe: the queen in row %3, column %4 attacks it (%5).")
                .arg(row)
                .arg(col)
                .arg(a.row)
                .arg(a.col)
                .arg(Narrator::lineName(a.line));
        if (attackers.size() > 1)
            text += QLatin1Char(' ') + tr("Queens attacking it in all: %1.").arg(attackers.size());
        setStatus(text);
    }
}

void PracticePanel::describeBoard()
{
    setStatus(boardSummary());
}

QString PracticePanel::boardSummary() const
{
    const int queens = m_board.queenCount();
    const int n = m_board.size();
    if (m_board.isSolution())
        return tr("Solved! %n queens and none attacks another.", nullptr, n);
    const std::vector<PracticeBoard::Pair> pairs = m_board.attackingPairs();
    if (!pairs.empty()) {
        // The queens named, as the hint names them, not the board's red lines, which a screen
        // reader's user does not see. A few pairs by name, the rest counted: a row of eight
        // queens is 28 pairs, too long to hear.
        constexpr std::size_t kNamedPairs = 3;
        QStringList sentences;
        if (pairs.size() > 1)
            sentences << tr("%n pairs of queens attack each other.", nullptr, int(pairs.size()));
        for (std::size_t i = 0; i < pairs.size() && i < kNamedPairs; ++i)
            sentences << tr("The queens in row %1, column %2 and row %3, column %4 attack each "
                            "other.")
                             .arg(pairs[i].first.row)
                             .arg(pairs[i].first.col)
                             .arg(pairs[i].second.row)
                             .arg(pairs[i].second.col);
        if (pairs.size() > kNamedPairs)
            sentences << tr("%n more pairs of queens attack each other.", nullptr,
                            int(pairs.size() - kNamedPairs));
        return sentences.join(QLatin1Char(' '));
    }
    if (queens == 0)
        return tr("An empty %1×%1 board: place the first queen.").arg(n);
    return tr("%1 of %2 queens placed, none attacks another.").arg(queens).arg(n);
}

void PracticePanel::setStatus(const QString &status)
{
    m_status = status;
    m_statusLabel->setText(wholeWords(status));
    m_statusLabel->setAccessibleName(status);
    updateButtons();
}

void PracticePanel::updateButtons()
{
    QString why;
    const bool ok = canContinue(&why);
    m_continue->setEnabled(ok);
    m_continue->setToolTip(
        ok ? tr("Start the search below your queens: it finds every solution that keeps them")
           : why);
    m_clear->setEnabled(m_board.queenCount() > 0);
}
