#include "checkedoutput.h"

#include "optionparser.h"

#include <cerrno>
#include <cstring>

namespace nq::cli {

bool CheckedOutput::write(std::string_view text)
{
    if (m_error != 0)
        return false;
    errno = 0;
    if (std::fwrite(text.data(), 1, text.size(), m_stream) != text.size()) {
        m_error = errno != 0 ? errno : EIO;
        return false;
    }
    return true;
}

bool CheckedOutput::finish()
{
    if (m_error != 0)
        return false;
    errno = 0;
    if (std::fflush(m_stream) != 0 || std::ferror(m_stream)) {
        m_error = errno != 0 ? errno : EIO;
        return false;
    }
    return true;
}

bool CheckedOutput::closedByReader() const
{
    return m_error == EPIPE;
}

std::string CheckedOutput::reason() const
{
    return std::strerror(m_error);
}

void printMessage(const std::string &message)
{
    std::fputs(refusalLine("nqueens-cli", message).c_str(), stderr);
}

} // namespace nq::cli
