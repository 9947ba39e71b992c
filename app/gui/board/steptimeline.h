#pragma once

#include "boardtheme.h"
#include "solutionsteps.h"

#include <QList>
#include <QTimer>
#include <QWidget>

#include <memory>
#include <optional>

// The timeline under the board: a bar for the steps run so far (all of them once the search
// has ended), with the solutions found and the lesson's bookmarks marked on it and a thumb at
// the current step. A click or a drag asks to jump there (jumpRequested); with the keyboard,
// Left and Right move one step, Page Up and Page Down a tenth of the bar, Home and End to its
// ends; while it has the focus, a screen reader says the step it comes to (positionText).
// A student's trace marks its first violation too, a red bar across it.
// Holds what it is told; runs nothing. GUI thread.
class StepTimeline : public QWidget
{
    Q_OBJECT

public:
    explicit StepTimeline(QWidget *parent = nullptr);

    // The current step, the furthest step reached, and whether the search has ended there.
    void setSteps(quint64 current, quint64 furthest, bool finished);
    // The steps of the solutions found (shared with the runner, which appends to it).
    void setSolutionSteps(std::shared_ptr<const nq::SolutionSteps> steps);
    void setBookmarkSteps(const QList<quint64> &steps);
    // A student's trace: the step of its first violation, marked in the theme's conflict
    // colour (none: the trace holds, or the built-in search is shown).
    void setViolationStep(std::optional<quint64> step);
    std::optional<quint64> violationStep() const { return m_violation; }
    // The solutions' marks take the theme's colour (the colour-blind theme's too).
    void setTheme(const BoardTheme &theme);

    quint64 currentStep() const { return m_current; }
    quint64 lastStep() const { return m_furthest; }
    // Where a step is drawn, and the step under an x position, in widget coordinates.
    qreal xForStep(quint64 step) const;
    quint64 stepAt(qreal x) const;
    // The step a click at x means: a solution or a bookmark drawn within a few pixels of it,
    // else the step under it.
    quint64 stepNear(qreal x) const;
    // The solutions and bookmarks as drawn (at most one mark per pixel column).
    int solutionMarkCount() const;
    QList<quint64> bookmarkSteps() const { return m_bookmarks; }
    // "Step 40 of 1,200 run so far": its tooltip and, for screen readers, its value (worked
    // out when asked, not at every step of a run at full speed).
    QString positionText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void jumpRequested(quint64 step);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QRectF barRect() const;
    void requestJump(quint64 step);
    // The x of every pixel column holding at least one solution of the first `count`.
    QList<int> solutionColumns(std::uint64_t count) const;

    quint64 m_current = 0;
    quint64 m_furthest = 0;
    bool m_finished = false;
    std::shared_ptr<const nq::SolutionSteps> m_solutionSteps;
    QList<quint64> m_bookmarks;
    std::optional<quint64> m_violation;
    QColor m_violationColour = BoardTheme::classic().conflict;
    QColor m_solutionColour = BoardTheme::classic().solution;
    quint64 m_requested = 0; // the step of the last jump asked for, while dragging
    bool m_dragging = false;
    // While it has the focus, a screen reader hears where it stopped: a Page Down that runs
    // through many steps is said once, when they have come.
    QTimer m_settled;
};
