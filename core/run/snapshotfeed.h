#pragma once

#include "runnersnapshot.h"

#include <QElapsedTimer>

#include <array>
#include <functional>
#include <vector>

namespace nq {

// What changed in the shown snapshot since a moment last handed it out, worked out once by
// SnapshotFeed for every subscriber of that moment.
struct SnapshotChanges
{
    bool stepMoved = false; // another step, or another run
    // The solutions the window lists changed: more found, or fewer (a step back), another
    // count of symmetry classes, the list filled, or another run.
    bool solutionsChanged = false;
    bool runRestarted = false; // another run (a new store)
    bool runStateChanged = false; // played, paused, finished, or another run
    bool themeChanged = false; // the board's theme or the window's appearance
    bool languageChanged = false;
    // The window shows the live search again (after practising or viewing a solution): the
    // board is drawn anew, even where the step has not moved.
    bool backToSearch = false;
};

// When a subscriber is handed the shown snapshot; the moments come in this order.
enum class SnapshotMoment {
    EveryFrame, // every snapshot, whatever the window shows
    // Text panels: while a fast run goes flat out only ten times a second (nobody reads them
    // faster, and their layout work would take the runner's core), also while practising.
    Texts,
    WhilePractising, // every snapshot while the student tries it (and nothing after)
    Board, // the live board: when the step moved or the snapshot brought events, unless
    // practising or viewing a solution
    SearchTexts, // the live search's texts, when Texts are due, unless practising
    Theme, // only when the appearance changed (reshowForTheme): what paints with its colours
    // Last of every hand-out but the theme's, once the others have had the snapshot: what
    // needs all of them first (the board says a pause with the narration of the step it
    // stopped at, which comes at SearchTexts, after the board heard of the pause).
    HandedOut,
};

// What the window shows instead of the live search, which holds some moments back.
struct ShownInstead
{
    bool practicing = false;
    bool viewingSolution = false;
};

// The newest snapshot the window shows, and the panels that subscribed to it (the shape of
// Okular's DocumentObserver): each snapshot is shown once, the changes are computed once per
// moment, and every subscriber of a moment is handed the snapshot with them, in the order they
// subscribed. Plain object of the GUI thread.
class SnapshotFeed
{
public:
    using Receiver = std::function<void(const RunnerSnapshot &, const SnapshotChanges &)>;

    void subscribe(SnapshotMoment moment, Receiver receiver);
    // What the window shows instead of the live search from now on (the window says so as it
    // starts or stops practising or viewing a solution).
    void setShownInstead(const ShownInstead &instead) { m_instead = instead; }
    const ShownInstead &shownInstead() const { return m_instead; }
    // Shows a snapshot taken from the runner's mailbox (RunController hands each over): a
    // snapshot without events at the step the previous one took there brings that step's
    // event along (`carriedEvent`), so that the texts still say what this step did; the board,
    // unmoved, does not replay it.
    void show(const RunnerSnapshot &snapshot);
    // Hands the shown snapshot out again, at every moment due (the texts were held back while
    // practising, the window went back to the search, the language or the theme changed).
    void reshow(const SnapshotChanges &why = {});
    // Hands the shown snapshot to the subscribers of the Theme moment only.
    void reshowForTheme();
    const RunnerSnapshot &shown() const { return m_shown; }

private:
    static constexpr std::size_t kMoments = 7;
    // What a moment last handed out; the store by address, as only identity matters.
    struct Last
    {
        std::uint64_t step = 0;
        std::uint64_t found = 0;
        std::uint64_t visible = 0;
        std::uint64_t classes = 0;
        bool storeFull = false;
        const void *store = nullptr;
        RunState runState = RunState::Ready;
    };
    bool textsDue(bool stateChanged) const;
    void handOut(bool textsDue, bool boardDue, const SnapshotChanges &why);
    void deliver(SnapshotMoment moment, const SnapshotChanges &why);

    RunnerSnapshot m_shown;
    ShownInstead m_instead;
    std::array<std::vector<Receiver>, kMoments> m_receivers;
    std::array<Last, kMoments> m_last; // what each moment last handed out
    QElapsedTimer m_textsShown; // when the texts last followed a fast run
};

} // namespace nq
