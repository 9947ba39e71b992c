#pragma once

#include <QString>
#include <QtGlobal>

// When a sentence may be said so that speech never queues behind the board. A screen reader
// speaks what it is sent after what it is saying and only a key press cuts it short, so during
// Play only the newest sentence waits, and it is said when the previous one has had time to be
// heard (its length at an ordinary speaking rate). A sentence said "at once" (a step by key,
// whose key press has silenced the voice already: ShortcutPressForwarder tells the screen reader
// of a shortcut's press) goes out now. Pure logic on a clock in
// milliseconds the caller gives; the owner of the voice (BoardView) holds one. GUI thread.
class SpeechPacer
{
public:
    // About the speed of Orca's default voice: espeak-ng at speech-dispatcher's normal rate
    // (170 words a minute) says the narration's sentences at 11 to 14 characters a second;
    // and a short pause after each sentence.
    static constexpr double kCharactersPerSecond = 12.0;
    static constexpr qint64 kPauseMs = 300;

    // How long `sentence` takes to be heard.
    static qint64 durationMs(const QString &sentence);

    // A new sentence at `nowMs`. Returns true when it is to be said now (the voice is free, or
    // `atOnce`); otherwise it waits, replacing any older one waiting, unless the waiting one
    // `matters` and the new one does not: during Play a placement, a removal or a solution is
    // said before the tries after it (the voice said 4 tries and none of 5 placements in 20 s).
    bool offer(const QString &sentence, qint64 nowMs, bool atOnce = false, bool matters = false);
    // The waiting sentence, if any.
    bool hasWaiting() const { return m_hasWaiting; }
    const QString &waiting() const { return m_waiting; }
    // When the waiting sentence may be said (the voice is free), or -1 when none waits.
    qint64 dueMs() const { return m_hasWaiting ? m_freeAtMs : -1; }
    // The waiting sentence if it is due at `nowMs`, then the voice is busy with it; otherwise
    // an empty string.
    QString takeDue(qint64 nowMs);
    // Forgets the waiting sentence (the voice keeps what it says).
    void dropWaiting();
    // When the voice is free again.
    qint64 freeAtMs() const { return m_freeAtMs; }

private:
    void startSaying(const QString &sentence, qint64 nowMs);

    qint64 m_freeAtMs = 0;
    QString m_waiting;
    bool m_hasWaiting = false;
    bool m_waitingMatters = false;
};
