#pragma once

#include "boardtheme.h"
#include "pseudocode.h"
#include "stepper.h"

#include <QWidget>

#include <cstddef>
#include <optional>

class ListingView;
class WatchView;
class QLabel;
class QTabWidget;

// The classroom's pseudocode panel: one tab with the backtracking algorithm for the selected
// order and check, one with the code of the safety check, each marking the line of the last
// step in the colour the board uses for that kind of step, and under the check the Watch of
// the values it reads. Owns the Pseudocode texts and
// the last event shown; never sees the search itself. GUI thread.
class PseudocodeView : public QWidget
{
    Q_OBJECT

public:
    explicit PseudocodeView(QWidget *parent = nullptr);

    // Rebuilds both listings (and clears the mark) when the options differ from the shown ones.
    void setOptions(const nq::SearchOptions &options);
    // Marks the lines of this step; nullptr clears the marks (nothing run yet). Cheap enough
    // for every frame: only a changed line touches the listings.
    void showEvent(const nq::Event *lastEventOrNull);
    // A literal nullptr would otherwise be ambiguous with QWidget::showEvent(QShowEvent *).
    void showEvent(std::nullptr_t) { showEvent(static_cast<const nq::Event *>(nullptr)); }
    // The Watch under the safety check: the values the check reads in `state`, for the square
    // of `lastEventOrNull`. nullptr and an empty state clear it (a solution picked from the
    // list is not a step of the search).
    void showValues(const nq::StepperState &state, const nq::Event *lastEventOrNull);
    void clearValues();
    WatchView *watch() const { return m_watch; }
    // Rebuilds every text in the current language; also run on QEvent::LanguageChange.
    void retranslate();
    void setTheme(const BoardTheme &theme);
    // Presentation mode: the listings keep their comments only where the code stays large;
    // with capPixels > 0 the code's capital letters are at least that high (ListingView).
    void setPresented(bool presented, qreal capPixels = 0);
    // The width that shows both listings without wrapping, capital letters capPixels high.
    int widthForCode(qreal capPixels) const;
    // View ▸ Zoom: both listings' type `zoom` times its size.
    void setTextZoom(qreal zoom);

    const Pseudocode &pseudocode() const { return m_pseudocode; }
    const nq::SearchOptions &options() const { return m_pseudocode.options(); }
    // The first marked line of a listing, -1 if none; and the text the listing shows.
    int highlightedLine(Pseudocode::Listing listing) const;
    QColor highlightColour(Pseudocode::Listing listing) const;
    QString lineText(Pseudocode::Listing listing, int line) const;
    int lineCount(Pseudocode::Listing listing) const;
    ListingView *listingView(Pseudocode::Listing listing) const;
    QTabWidget *tabs() const { return m_tabs; }
    QString explanationText() const; // the paragraph under the check listing (rich text)
    bool explanationShown() const; // false where the panel is too short for it

protected:
    // Qt's own show event stays reachable (and unhidden) beside the step overloads above.
    using QWidget::showEvent;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild(const nq::SearchOptions &options);
    void applyEvent();
    void updateExplanationRoom();
    QColor colourFor(nq::EventType type) const;

    Pseudocode m_pseudocode;
    std::optional<nq::Event> m_event;
    BoardTheme m_theme = BoardTheme::classic();
    QTabWidget *m_tabs = nullptr;
    ListingView *m_algorithmView = nullptr;
    ListingView *m_checkView = nullptr;
    QWidget *m_checkPage = nullptr;
    WatchView *m_watch = nullptr;
    QLabel *m_explanation = nullptr;
};
