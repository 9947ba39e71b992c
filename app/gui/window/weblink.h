#pragma once

#include <QString>
#include <QUrl>

#include <cstdint>

namespace nq {
struct RunnerSnapshot;
struct SearchOptions;
} // namespace nq

// The address that opens the web edition (the live page, share/nqueens-visualizer/web/
// nqueens.html) at the search and step the window shows: the page's own file, installed with
// the program or made by the build beside it, and `#n=8&order=rows&check=scan&goal=all&step=K`,
// which the page reads. A teacher who puts the page on a school's web space keeps the part from
// '#' on. Stateless; GUI thread (the page is looked for beside the running program).
class WebLink
{
public:
    // The part from '#': the search's size, order, safety check and goal (a listing or a count
    // is linked as the search of all solutions, which is what the page runs), and the step.
    static QString fragment(const nq::SearchOptions &options, std::uint64_t step);
    // The page's file beside the program (installed: ../share/nqueens-visualizer/web; in the
    // build tree: ../web), or an empty URL when there is none.
    static QUrl page();
    // The whole link to `snapshot`'s step (the page's file, or the fragment alone when there is
    // no page beside the program); empty for a student's trace, which the page cannot name.
    static QString to(const nq::RunnerSnapshot &snapshot);
};
