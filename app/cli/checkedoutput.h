#pragma once

#include <cstdio>
#include <string>
#include <string_view>

namespace nq::cli {

// Standard output with every write checked (resources/doc/design.md, "No data lost": a full disk is an
// error, never a truncated success). After the first failure nothing more is written and the
// reason is kept, so that main() reports it once and the search stops early. A reader that
// closed the pipe (EPIPE, when SIGPIPE is ignored) counts as a quiet end, not an error.
// Owns no stream: it writes to the FILE it is given. Main thread only.
class CheckedOutput
{
public:
    explicit CheckedOutput(std::FILE *stream)
        : m_stream(stream)
    {
    }

    // False once the output has failed: the caller stops producing.
    bool write(std::string_view text);
    // Flushes what is buffered; false if that or any earlier write failed.
    bool finish();

    bool failed() const { return m_error != 0; }
    // The reader went away (a closed pipe): stop quietly.
    bool closedByReader() const;
    // "No space left on device"
    std::string reason() const;

private:
    std::FILE *m_stream;
    int m_error = 0;
};

// "nqueens-cli: <message>" on stderr, as one line: every message of the program goes this way.
void printMessage(const std::string &message);

} // namespace nq::cli
