#pragma once

#include "lessonpage.h"

#include <QDialog>

#include <cstdint>
#include <optional>
#include <utility>

class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;

// The steps a lesson's web page holds, asked before the page is saved: from and to (the
// default range of LessonPage: the lesson's steps, or the steps around the one it opens on
// when the lesson lies further into the search than a page holds), at most LessonPage::kMaxSteps
// of them, starting at LessonPage::kLatestFirstStep at the latest; OK is enabled only for a
// range a page can hold, and the dialog says why not. GUI thread.
class PageRangeDialog : public QDialog
{
    Q_OBJECT

public:
    PageRangeDialog(const PageRequest &request, QWidget *parent = nullptr);

    std::pair<std::uint64_t, std::uint64_t> range() const;
    QDoubleSpinBox *fromBox() const { return m_from; }
    QDoubleSpinBox *toBox() const { return m_to; }

    // Asks; the chosen range, or nothing when the user cancelled.
    static std::optional<std::pair<std::uint64_t, std::uint64_t>> ask(const PageRequest &request,
                                                                      QWidget *parent);

private:
    QDoubleSpinBox *stepBox(const QString &name, std::uint64_t value);
    void check();

    QDoubleSpinBox *m_from = nullptr;
    QDoubleSpinBox *m_to = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};
