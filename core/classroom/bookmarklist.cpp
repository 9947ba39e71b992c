#include "bookmarklist.h"

#include <algorithm>
#include <tuple>

namespace nq {

namespace {

auto orderKey(const LessonSearch &search)
{
    const SearchOptions &o = search.options;
    // A search without start queens comes before the same search continued from queens; the
    // built-in searches come before the lesson's trace.
    return std::make_tuple(search.trace, o.n, int(o.order), int(o.check), int(o.goal),
                           search.hasStartQueens(), search.startQueens.cols);
}

} // namespace

bool BookmarkList::comesBefore(const LessonSearch &a, std::uint64_t stepA, const LessonSearch &b,
                               std::uint64_t stepB)
{
    const auto keyA = orderKey(a);
    const auto keyB = orderKey(b);
    return keyA != keyB ? keyA < keyB : stepA < stepB;
}

void BookmarkList::setAll(std::vector<LessonBookmark> bookmarks)
{
    m_bookmarks.clear();
    for (LessonBookmark &bookmark : bookmarks)
        if (!find(bookmark.search, bookmark.step))
            mark(bookmark);
}

int BookmarkList::mark(const LessonBookmark &bookmark)
{
    if (const std::optional<int> existing = find(bookmark.search, bookmark.step)) {
        m_bookmarks[std::size_t(*existing)].note = bookmark.note;
        return *existing;
    }
    const auto at = std::find_if(
        m_bookmarks.begin(), m_bookmarks.end(), [&](const LessonBookmark &other) {
            return comesBefore(bookmark.search, bookmark.step, other.search, other.step);
        });
    const auto inserted = m_bookmarks.insert(at, bookmark);
    return int(inserted - m_bookmarks.begin());
}

void BookmarkList::remove(int index)
{
    if (index >= 0 && index < size())
        m_bookmarks.erase(m_bookmarks.begin() + index);
}

void BookmarkList::setNote(int index, const QString &note)
{
    if (index >= 0 && index < size())
        m_bookmarks[std::size_t(index)].note = note;
}

std::optional<int> BookmarkList::find(const LessonSearch &search, std::uint64_t step) const
{
    for (int i = 0; i < size(); ++i)
        if (m_bookmarks[std::size_t(i)].step == step
            && m_bookmarks[std::size_t(i)].search == search)
            return i;
    return std::nullopt;
}

std::optional<int> BookmarkList::next(const LessonSearch &search, std::uint64_t step) const
{
    for (int i = 0; i < size(); ++i)
        if (comesBefore(search, step, at(i).search, at(i).step))
            return i;
    return std::nullopt;
}

std::optional<int> BookmarkList::previous(const LessonSearch &search, std::uint64_t step) const
{
    for (int i = size() - 1; i >= 0; --i)
        if (comesBefore(at(i).search, at(i).step, search, step))
            return i;
    return std::nullopt;
}

} // namespace nq
