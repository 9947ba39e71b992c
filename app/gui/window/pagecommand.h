#pragma once

#include "searchtypes.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <utility>

// The window's --export-page start option: writes a lesson's web page without a window or a
// display. Reads the lesson as the window opens it (LessonOpener::read), builds the page
// (LessonPage) in the chosen language and writes it through the one save path. Plain value
// and functions; the main thread, under a QCoreApplication.
struct PageCommand
{
    QString output; // the page to write
    QString lessonPath; // the lesson, or "" for `options`
    nq::SearchOptions options;
    QString language; // a LanguageManager code; "" follows the system
    std::optional<std::pair<std::uint64_t, std::uint64_t>> range; // --steps A-B
    bool live = false; // --live: the live page (LivePage) instead of a lesson's

    // Writes the page. Prints one line on stderr when it cannot, and returns the exit
    // status: 0, 2 for a bad request (a damaged lesson, a step beyond the search, too many
    // steps), 1 when the page cannot be written.
    int run() const;
    // The panels a lesson may name, as the window's docks are called (LessonController's
    // knownPanels() on a window; tst_lessons checks both agree).
    static QStringList panelNames();

private:
    // Writes `html` (empty: the program holds no such page) through the one save path; the
    // exit status.
    int writePage(const QByteArray &html) const;
};
