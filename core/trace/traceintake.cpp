#include "traceintake.h"

namespace nq {

TraceIntake::TraceIntake(int n, bool firstOnly)
    : m_firstOnly(firstOnly)
    , m_reader(n)
    , m_checker(n, firstOnly)
    , m_store(std::make_shared<TraceStore>(n))
{
}

void TraceIntake::feed(std::string_view bytes)
{
    if (!m_textTooLong) {
        if (m_text.size() + bytes.size() <= kMaxKeptTextBytes) {
            m_text.append(bytes);
        } else {
            m_textTooLong = true;
            std::string().swap(m_text); // a long trace holds no more than its store
        }
    }
    m_reader.feed(bytes);
    takeLines();
}

void TraceIntake::finish(bool complete)
{
    m_reader.finish();
    takeLines();
    m_checker.finish(complete);
    m_checker.compareWithReference();
}

void TraceIntake::takeLines()
{
    while (m_reader.next(m_line)) {
        m_checker.take(m_line);
        m_store->append(m_line);
    }
}

} // namespace nq
