#pragma once

// The frames of a range of steps as the worksheet and animation exports collect them, for the
// tests of both writers. Header-only; needs the worksheets room.

#include "exportframes.h"
#include "searchfixtures.h"

namespace nq::test {

// Steps `from` to `to` of a fresh n x n search (rows, arrays, all solutions).
inline QList<ExportFrame> framesOf(int n, quint64 from, quint64 to)
{
    StepSource source;
    source.from = from;
    source.to = to;
    return ExportFrames::collect(searchOptions(n), Placement(), source, nullptr).frames;
}

} // namespace nq::test
