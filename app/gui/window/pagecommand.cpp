#include "pagecommand.h"

#include "languagemanager.h"
#include "lessonopener.h"
#include "lessonpageexport.h"
#include "optionparser.h"

#include <QDir>
#include <QFileInfo>

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
    PageRequest request;
    if (!lessonPath.isEmpty()) {
        const LessonOpener::Outcome read = LessonOpener::read(lessonPath, panelNames());
        if (const auto *problem = std::get_if<nq::LessonProblem>(&read))
            return fail(2, LessonOpener::describe(lessonPath, *problem));
        request = PageRequest::fromLesson(std::get<nq::Lesson>(read));
    } else {
        request.search.options = options;
    }
    if (range) {
        request.first = range->first;
        request.last = range->second;
    }
    const LessonPage::Result page = LessonPage::build(request);
    if (!page.ok())
        return fail(2, page.error);
    const QString path = QDir::toNativeSeparators(output);
    if (const QString why = LessonPageExport::write(output, page.html); !why.isEmpty())
        return fail(1, LessonPageExport::cannotWrite(path, why, QFileInfo::exists(output)));
    return 0;
}
