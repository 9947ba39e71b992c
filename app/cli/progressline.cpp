#include "progressline.h"

#include "terminal.h"

#include <cmath>

namespace nq::cli {

ProgressLine::ProgressLine(int n, std::FILE *stream)
    : m_n(n)
    , m_stream(stream)
    , m_enabled(isTerminal(stream))
{
}

std::string ProgressLine::timeLeft(double seconds)
{
    if (seconds < 1.0)
        return "under a second left";
    const auto whole = static_cast<long long>(std::llround(seconds));
    const long long days = whole / 86400;
    const long long hours = whole % 86400 / 3600;
    const long long minutes = whole % 3600 / 60;
    const long long secs = whole % 60;
    std::string text = "about ";
    if (days > 0)
        text += std::to_string(days) + " d " + std::to_string(hours) + " h";
    else if (hours > 0)
        text += std::to_string(hours) + " h " + std::to_string(minutes) + " min";
    else if (minutes > 0)
        text += std::to_string(minutes) + " min " + std::to_string(secs) + " s";
    else
        text += std::to_string(secs) + " s";
    return text + " left";
}

void ProgressLine::show(const CountProgress &progress)
{
    if (!m_enabled)
        return;
    const auto now = std::chrono::steady_clock::now();
    if (m_shown && now - m_lastShown < std::chrono::milliseconds(500))
        return;
    m_lastShown = now;
    m_shown = true;
    char percent[16];
    std::snprintf(percent, sizeof percent, "%.1f%%", 100.0 * progress.fractionDone);
    const std::string line = "count " + std::to_string(m_n) + ": " + percent + ", "
                             + timeLeft(progress.secondsLeft);
    // \r and "erase to the end of the line": the new line overwrites the old one in place.
    std::fprintf(m_stream, "\r%s\033[K", line.c_str());
    std::fflush(m_stream);
}

void ProgressLine::clear()
{
    if (!m_shown)
        return;
    std::fputs("\r\033[K", m_stream);
    std::fflush(m_stream);
    m_shown = false;
}

} // namespace nq::cli
