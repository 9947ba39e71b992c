#include "pagecommand.h"

#include "languagemanager.h"
#include "lessonopener.h"
#include "lessonpageexport.h"
#include "livepage.h"
#include "optionparser.h"
#include "terminal.h"

#include <QDir>
#include <QFileInfo>

#include <chrono>
#include <cstdio>

namespace {

int fail(int status, const QString &message)
{
    // One line: a message holding a newline (a lesson's reason) is kept on it, and what the
    // lesson or the file's name holds cannot act on the terminal.
    QString line = message;
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    std::fputs(nq::refusalLine("nqueens", line.toStdString()).c_str(), stderr);
    return status;
}

} // namespace

QStringList PageCommand::panelNames()
{
    return {QStringLiteral("solutionsDock"),  QStringLiteral("pseudocodeDock"),
            QStringLiteral("callStackDock"),  QStringLiteral("searchTreeDock"),
            QStringLiteral("levelChartDock"), QStringLiteral("checkComparisonDock"),
            QStringLiteral("symmetryDock"),   QStringLiteral("bookmarksDock")};
}

int PageCommand::run() const
{
    LanguageManager languages;
    languages.setLanguage(language);
    if (const QString why = LessonPageExport::refusal(output, lessonPath); !why.isEmpty())
        return fail(2, why);
    if (live)
        return writePage(LivePage::html(language));
    PageRequest request;
    if (!lessonPath.isEmpty()) {
        const LessonOpener::Outcome read = LessonOpener::read(lessonPath, panelNames());
        if (const auto *problem = std::get_if<nq::LessonProblem>(&read))
            return fail(2, LessonOpener::describe(lessonPath, *problem));
        // A lesson that opens on the trace it holds: its page replays the trace.
        request = PageRequest::fromLesson(std::get<nq::Lesson>(read));
    } else {
        request.search.options = options;
    }
    if (range) {
        request.first = range->first;
        request.last = range->second;
    }
    // A page far into a search takes seconds to make: on a terminal, how far it is.
    const bool terminal = nq::isTerminal(stderr);
    bool shown = false;
    auto lastShown = std::chrono::steady_clock::now();
    const LessonPage::Result page = LessonPage::build(
        request, nullptr, [&](std::uint64_t done, std::uint64_t total) {
            const auto now = std::chrono::steady_clock::now();
            if (!terminal || total == 0 || now - lastShown < std::chrono::milliseconds(500))
                return;
            lastShown = now;
            shown = true;
            std::fprintf(stderr, "\rnqueens: making the page: %d%%\033[K",
                         int(100.0 * double(done) / double(total)));
            std::fflush(stderr);
        });
    if (shown)
        std::fputs("\r\033[K", stderr);
    if (!page.ok())
        return fail(2, page.error);
    return writePage(page.html);
}

int PageCommand::writePage(const QByteArray &html) const
{
    const QString path = QDir::toNativeSeparators(output);
    if (html.isEmpty())
        return fail(1, LessonPageExport::cannotWrite(path, QString(), QFileInfo::exists(output)));
    if (const QString why = LessonPageExport::write(output, html); !why.isEmpty())
        return fail(1, LessonPageExport::cannotWrite(path, why, QFileInfo::exists(output)));
    return 0;
}
