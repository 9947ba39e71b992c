#include "speechpacer.h"

qint64 SpeechPacer::durationMs(const QString &sentence)
{
    return qint64(sentence.size() * 1000.0 / kCharactersPerSecond) + kPauseMs;
}

bool SpeechPacer::offer(const QString &sentence, qint64 nowMs, bool atOnce, bool matters)
{
    if (atOnce || (!m_hasWaiting && nowMs >= m_freeAtMs)) {
        dropWaiting();
        startSaying(sentence, nowMs);
        return true;
    }
    if (m_hasWaiting && m_waitingMatters && !matters)
        return false; // the placement waiting is said first; this try is not
    m_waiting = sentence;
    m_hasWaiting = true;
    m_waitingMatters = matters;
    return false;
}

QString SpeechPacer::takeDue(qint64 nowMs)
{
    if (!m_hasWaiting || nowMs < m_freeAtMs)
        return {};
    const QString sentence = m_waiting;
    dropWaiting();
    startSaying(sentence, nowMs);
    return sentence;
}

void SpeechPacer::dropWaiting()
{
    m_waiting.clear();
    m_hasWaiting = false;
    m_waitingMatters = false;
}

void SpeechPacer::startSaying(const QString &sentence, qint64 nowMs)
{
    m_freeAtMs = nowMs + durationMs(sentence);
}
