#pragma once

#include "lesson.h"

#include <optional>
#include <vector>

namespace nq {

// The bookmarks of a lesson, kept in order: searches one after another (by board size, then
// order, check, goal and start queens), and each search's bookmarks by step. At most one
// bookmark per step of a search: marking a step again changes its note. Answers "which is
// the next (or previous) bookmark from here?" for the keys and the clicker. Plain value;
// GUI thread.
class BookmarkList
{
public:
    const std::vector<LessonBookmark> &all() const { return m_bookmarks; }
    int size() const { return int(m_bookmarks.size()); }
    bool isEmpty() const { return m_bookmarks.empty(); }
    const LessonBookmark &at(int index) const { return m_bookmarks.at(std::size_t(index)); }

    // Replaces every bookmark (sorted, a repeated step keeping its first note).
    void setAll(std::vector<LessonBookmark> bookmarks);
    // Adds a bookmark, or changes the note of the one at that step; returns its index.
    int mark(const LessonBookmark &bookmark);
    void remove(int index);
    void setNote(int index, const QString &note);

    // The bookmark at exactly this step of this search, if any.
    std::optional<int> find(const LessonSearch &search, std::uint64_t step) const;
    // The first bookmark after (or the last before) this step of this search, in list order.
    std::optional<int> next(const LessonSearch &search, std::uint64_t step) const;
    std::optional<int> previous(const LessonSearch &search, std::uint64_t step) const;

    // The order of the list: true when `a` comes before `b`.
    static bool comesBefore(const LessonSearch &a, std::uint64_t stepA, const LessonSearch &b,
                            std::uint64_t stepB);

private:
    std::vector<LessonBookmark> m_bookmarks;
};

} // namespace nq
