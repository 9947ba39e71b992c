#include "stepsourcebox.h"

#include "buddylabel.h"
#include "stepframes.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QRadioButton>
#include <QSpinBox>

#include <algorithm>
#include <climits>

namespace {
// Steps are whole numbers; a double holds them exactly up to 2^53, far beyond any run.
constexpr double kLargestStep = 1e15;
} // namespace

StepSourceBox::StepSourceBox(const ExportContext &context, Purpose purpose, QWidget *parent)
    : QGroupBox(tr("Steps"), parent)
    , m_context(context)
    , m_purpose(purpose)
{
    setObjectName(QStringLiteral("stepSource"));
    setAccessibleName(tr("Which steps to export"));
    auto *layout = new QGridLayout(this);
    m_range = new QRadioButton(tr("A &range of steps"), this);
    m_range->setObjectName(QStringLiteral("rangeSource"));
    m_range->setAccessibleName(tr("A range of steps"));
    m_solution = new QRadioButton(tr("The pat&h to a solution"), this);
    m_solution->setObjectName(QStringLiteral("solutionSource"));
    m_solution->setAccessibleName(tr("The path to a solution"));
    m_bookmarks = new QRadioButton(tr("&Bookmarked steps"), this);
    m_bookmarks->setObjectName(QStringLiteral("bookmarkSource"));
    m_bookmarks->setAccessibleName(tr("Bookmarked steps"));
    layout->addWidget(m_range, 0, 0);
    layout->addWidget(buildRange(context.currentStep), 0, 1);
    layout->addWidget(m_solution, 1, 0);
    layout->addWidget(buildSolution(context.solutionsFound), 1, 1);
    layout->addWidget(m_bookmarks, 2, 0, Qt::AlignTop);
    layout->addWidget(buildBookmarks(), 2, 1);
    layout->setColumnStretch(1, 1);
    m_range->setChecked(true);
    m_solution->setEnabled(context.solutionsFound > 0);
    m_bookmarks->setEnabled(!context.bookmarks.isEmpty());
    for (QRadioButton *button : {m_range, m_solution, m_bookmarks})
        connect(button, &QRadioButton::toggled, this, &StepSourceBox::updateEnabled);
    updateEnabled();
    countToTheBookmarks();
}

void StepSourceBox::countToTheBookmarks()
{
    std::vector<std::uint64_t> steps;
    for (const auto &bookmark : m_context.bookmarks)
        if (bookmark.first > m_context.currentStep)
            steps.push_back(bookmark.first);
    if (steps.empty())
        return;
    m_solutionsNote->setText(tr("(counting the solutions up to step %1…)")
                                 .arg(QLocale().toString(quint64(steps.back()))));
    m_solutionsNote->setAccessibleName(m_solutionsNote->text());
    struct Found
    {
        quint64 solutions = 0; // by the last bookmark
        quint64 bookmarked = 0; // the first bookmarked solution's number
    };
    m_bookmarksCount.run<Found>(
        [options = m_context.options, prefix = m_context.startQueens,
         steps](const nq::JobControl &job) {
            const nq::StepFrames reached = nq::framesAtSteps(options, prefix, steps,
                                                             job.cancelFlag());
            Found found;
            for (const nq::StepFrame &frame : reached.frames) {
                found.solutions = frame.counters.solutions;
                if (!found.bookmarked && frame.event
                    && frame.event->type == nq::EventType::Solution)
                    found.bookmarked = frame.counters.solutions;
            }
            return found;
        },
        [this, last = steps.back()](std::optional<Found> found) {
            if (found)
                showSolutionsByBookmarks(found->solutions, last, found->bookmarked);
        });
}

void StepSourceBox::showSolutionsByBookmarks(quint64 solutions, quint64 step, quint64 bookmarked)
{
    const QLocale locale;
    const quint64 known = std::max(solutions, m_context.solutionsFound);
    if (known == 0) {
        m_solutionsNote->setText(tr("(no solution found yet)"));
    } else {
        m_solutionNumber->setMaximum(int(std::min<quint64>(known, INT_MAX)));
        m_solution->setEnabled(true);
        m_solutionsNote->setText(bookmarked > 0
                                     ? tr("of %1 found by step %2; solution %3 is bookmarked")
                                           .arg(locale.toString(known), locale.toString(step),
                                                locale.toString(bookmarked))
                                     : tr("of %1 found by step %2, the last bookmark")
                                           .arg(locale.toString(known), locale.toString(step)));
        if (bookmarked > 0)
            m_solutionNumber->setValue(int(std::min<quint64>(bookmarked, INT_MAX)));
    }
    m_solutionsNote->setAccessibleName(m_solutionsNote->text());
    emit changed();
}

QDoubleSpinBox *StepSourceBox::stepBox(const QString &name, const QString &accessibleName,
                                       quint64 value)
{
    auto *box = new QDoubleSpinBox(this);
    box->setObjectName(name);
    box->setAccessibleName(accessibleName);
    box->setDecimals(0);
    box->setRange(0, kLargestStep);
    box->setGroupSeparatorShown(true);
    box->setValue(double(value));
    connect(box, &QDoubleSpinBox::valueChanged, this, &StepSourceBox::changed);
    return box;
}

// From step 1 to the current step; when that is more than a usual handout or clip, the last
// steps up to the current one (kDefaultWorksheetBoards, kDefaultAnimationFrames).
QWidget *StepSourceBox::buildRange(quint64 currentStep)
{
    const quint64 maximum = m_purpose == Purpose::Worksheet ? kDefaultWorksheetBoards
                                                            : kDefaultAnimationFrames;
    const quint64 to = std::max<quint64>(1, currentStep);
    const quint64 from = to > maximum ? to - maximum + 1 : 1;
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_from = stepBox(QStringLiteral("fromStep"), tr("From step"), from);
    m_to = stepBox(QStringLiteral("toStep"), tr("To step"), to);
    layout->addWidget(buddyLabel(tr("&from"), m_from, row));
    layout->addWidget(m_from, 1);
    layout->addWidget(buddyLabel(tr("&to"), m_to, row));
    layout->addWidget(m_to, 1);
    return row;
}

QWidget *StepSourceBox::buildSolution(quint64 solutionsFound)
{
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_solutionNumber = new QSpinBox(row);
    m_solutionNumber->setObjectName(QStringLiteral("solutionNumber"));
    m_solutionNumber->setAccessibleName(tr("Solution number"));
    m_solutionNumber->setRange(1, int(std::clamp<quint64>(solutionsFound, 1, INT_MAX)));
    m_solutionNumber->setGroupSeparatorShown(true);
    connect(m_solutionNumber, &QSpinBox::valueChanged, this, &StepSourceBox::changed);
    m_solutionsNote = new QLabel(
        solutionsFound > 0 ? tr("of %1 found so far").arg(QLocale().toString(solutionsFound))
                           : tr("(no solution found yet)"),
        row);
    m_solutionsNote->setObjectName(QStringLiteral("solutionsFound"));
    m_solutionsNote->setAccessibleName(m_solutionsNote->text());
    layout->addWidget(m_solutionNumber, 1);
    layout->addWidget(m_solutionsNote, 1);
    return row;
}

QString StepSourceBox::bookmarkText(int index) const
{
    const auto &[step, note] = m_context.bookmarks[index];
    const QString number = tr("Step %1").arg(QLocale().toString(step));
    return note.isEmpty() ? number : tr("%1: %2").arg(number, note);
}

QWidget *StepSourceBox::buildBookmarks()
{
    if (m_context.bookmarks.isEmpty()) {
        auto *none = new QLabel(tr("(no bookmarks)"), this);
        none->setObjectName(QStringLiteral("noBookmarks"));
        none->setAccessibleName(none->text());
        return none;
    }
    if (m_purpose == Purpose::Worksheet) {
        m_bookmarkList = new QListWidget(this);
        m_bookmarkList->setObjectName(QStringLiteral("bookmarkList"));
        m_bookmarkList->setAccessibleName(tr("Bookmarked steps to put on the sheet"));
        for (int i = 0; i < m_context.bookmarks.size(); ++i) {
            auto *item = new QListWidgetItem(bookmarkText(i), m_bookmarkList);
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Checked);
        }
        m_bookmarkList->setMaximumHeight(m_bookmarkList->sizeHintForRow(0) * 5 + 6);
        connect(m_bookmarkList, &QListWidget::itemChanged, this, &StepSourceBox::changed);
        return m_bookmarkList;
    }
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_fromBookmark = new QComboBox(row);
    m_fromBookmark->setObjectName(QStringLiteral("fromBookmark"));
    m_fromBookmark->setAccessibleName(tr("From bookmark"));
    m_toBookmark = new QComboBox(row);
    m_toBookmark->setObjectName(QStringLiteral("toBookmark"));
    m_toBookmark->setAccessibleName(tr("To bookmark"));
    for (int i = 0; i < m_context.bookmarks.size(); ++i) {
        m_fromBookmark->addItem(bookmarkText(i));
        m_toBookmark->addItem(bookmarkText(i));
    }
    m_toBookmark->setCurrentIndex(m_toBookmark->count() - 1);
    layout->addWidget(buddyLabel(tr("fro&m"), m_fromBookmark, row));
    layout->addWidget(m_fromBookmark, 1);
    layout->addWidget(buddyLabel(tr("t&o"), m_toBookmark, row));
    layout->addWidget(m_toBookmark, 1);
    for (QComboBox *box : {m_fromBookmark, m_toBookmark})
        connect(box, &QComboBox::currentIndexChanged, this, &StepSourceBox::changed);
    return row;
}

void StepSourceBox::updateEnabled()
{
    m_from->setEnabled(m_range->isChecked());
    m_to->setEnabled(m_range->isChecked());
    m_solutionNumber->setEnabled(m_solution->isChecked());
    for (QWidget *widget :
         std::initializer_list<QWidget *> {m_bookmarkList, m_fromBookmark, m_toBookmark})
        if (widget)
            widget->setEnabled(m_bookmarks->isChecked());
    emit changed();
}

StepSource StepSourceBox::source() const
{
    StepSource source;
    if (m_solution->isChecked()) {
        source.kind = StepSource::Kind::Solution;
        source.solution = quint64(m_solutionNumber->value());
    } else if (m_bookmarks->isChecked() && m_bookmarkList) {
        source.kind = StepSource::Kind::Bookmarks;
        for (int i = 0; i < m_bookmarkList->count(); ++i)
            if (m_bookmarkList->item(i)->checkState() == Qt::Checked)
                source.bookmarks.push_back(m_context.bookmarks[i]);
    } else if (m_bookmarks->isChecked() && m_fromBookmark) {
        source.from = m_context.bookmarks[m_fromBookmark->currentIndex()].first;
        source.to = m_context.bookmarks[m_toBookmark->currentIndex()].first;
    } else {
        source.from = quint64(m_from->value());
        source.to = quint64(m_to->value());
    }
    return source;
}

QString StepSourceBox::tooMany(quint64 count) const
{
    const QLocale locale;
    if (m_purpose == Purpose::Worksheet)
        return tr("That is %1 boards; a worksheet holds at most %2. Choose fewer steps.")
            .arg(locale.toString(count), locale.toString(kMaxWorksheetBoards));
    return tr("That is %1 frames; an animation holds at most %2. Choose fewer steps.")
        .arg(locale.toString(count), locale.toString(kMaxAnimationFrames));
}

QString StepSourceBox::problem() const
{
    const StepSource chosen = source();
    const quint64 maximum = m_purpose == Purpose::Worksheet ? kMaxWorksheetBoards
                                                            : kMaxAnimationFrames;
    switch (chosen.kind) {
    case StepSource::Kind::Range:
        if (chosen.to < chosen.from)
            return m_bookmarks->isChecked() ? tr("The first bookmark comes after the last one.")
                                            : tr("The range is empty: it ends before it starts.");
        break;
    case StepSource::Kind::Bookmarks:
        if (chosen.bookmarks.isEmpty())
            return tr("Tick at least one bookmarked step.");
        break;
    case StepSource::Kind::Solution: return {}; // one board per queen, and the solution
    }
    const quint64 count = chosen.count(m_context.options.n);
    return count > maximum ? tooMany(count) : QString();
}
