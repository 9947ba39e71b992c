#pragma once

#include <algorithm>
#include <chrono>
#include <functional>

namespace nq {

// Passes a listing's fractions done on to its callback at most every 50 ms (or at once when
// forced), never a smaller one than before. Used on the listing's calling thread only, where
// the callback is due; holds a reference to the callback, which must outlive it.
class ProgressThrottle
{
public:
    using Callback = std::function<void(double fractionDone)>;

    explicit ProgressThrottle(const Callback &callback)
        : m_callback(callback)
    {
    }

    void report(double fraction, bool force = false)
    {
        if (!m_callback)
            return;
        fraction = std::clamp(fraction, m_last, 1.0);
        const auto now = std::chrono::steady_clock::now();
        if (!force && now - m_lastTime < std::chrono::milliseconds(50))
            return;
        m_last = fraction;
        m_lastTime = now;
        m_callback(fraction);
    }

private:
    const Callback &m_callback;
    double m_last = 0.0;
    std::chrono::steady_clock::time_point m_lastTime {};
};

} // namespace nq
