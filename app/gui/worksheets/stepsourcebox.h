#pragma once

#include "exportcontext.h"
#include "job.h"

#include <QGroupBox>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QRadioButton;
class QSpinBox;

// The choice of the steps to export, shared by the worksheet and animation dialogs: a range
// of steps (from 1 to the current step by default), the path to a solution found (disabled
// when none is), or the bookmarks (disabled when there are none): a list to tick for a
// worksheet, from one bookmark to another for an animation. Says why a choice cannot be
// exported (an empty range, too many steps). Where bookmarks lie past the current step (a
// lesson reopened on an earlier one), a job runs the search to the last of them and the
// solutions found by then can be exported too, a bookmarked solution chosen. GUI thread; owns
// that job.
class StepSourceBox : public QGroupBox
{
    Q_OBJECT

public:
    // A worksheet takes up to kMaxWorksheetBoards boards and ticks the bookmarks it shows; an
    // animation takes up to kMaxAnimationFrames frames and runs from one bookmark to another.
    enum class Purpose { Worksheet, Animation };

    StepSourceBox(const ExportContext &context, Purpose purpose, QWidget *parent = nullptr);

    StepSource source() const;
    // Why the choice cannot be exported, for the user; empty when it can.
    QString problem() const;

    // For tests and for the dialogs' keyboard order.
    QRadioButton *rangeButton() const { return m_range; }
    QRadioButton *solutionButton() const { return m_solution; }
    QRadioButton *bookmarksButton() const { return m_bookmarks; }
    QDoubleSpinBox *fromBox() const { return m_from; }
    QDoubleSpinBox *toBox() const { return m_to; }
    QSpinBox *solutionBox() const { return m_solutionNumber; }
    QListWidget *bookmarkList() const { return m_bookmarkList; }
    QComboBox *fromBookmarkBox() const { return m_fromBookmark; }
    QComboBox *toBookmarkBox() const { return m_toBookmark; }
    // The job counting the solutions up to the last bookmark, when one lies past the current
    // step.
    const nq::Job &bookmarksCount() const { return m_bookmarksCount; }

signals:
    void changed();

private:
    QDoubleSpinBox *stepBox(const QString &name, const QString &accessibleName, quint64 value);
    QWidget *buildRange(quint64 currentStep);
    QWidget *buildSolution(quint64 solutionsFound);
    QWidget *buildBookmarks();
    void updateEnabled();
    QString bookmarkText(int index) const;

    QString tooMany(quint64 count) const;
    // Runs the search to the bookmarks past the current step, for the solutions found by them.
    void countToTheBookmarks();
    // What that count found: the solutions by `step` (the last bookmark); `bookmarked`, the
    // number of the first solution a bookmark shows (0: none).
    void showSolutionsByBookmarks(quint64 solutions, quint64 step, quint64 bookmarked);

    ExportContext m_context;
    Purpose m_purpose;
    QRadioButton *m_range = nullptr;
    QRadioButton *m_solution = nullptr;
    QRadioButton *m_bookmarks = nullptr;
    QDoubleSpinBox *m_from = nullptr;
    QDoubleSpinBox *m_to = nullptr;
    QSpinBox *m_solutionNumber = nullptr;
    QLabel *m_solutionsNote = nullptr;
    QListWidget *m_bookmarkList = nullptr; // a worksheet's
    QComboBox *m_fromBookmark = nullptr; // an animation's
    QComboBox *m_toBookmark = nullptr;
    nq::Job m_bookmarksCount;
};
