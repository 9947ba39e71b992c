#include "pagecommand.h"

#include "languagemanager.h"
#include "lessonopener.h"
#include "lessonpageexport.h"

#include <QDir>
#include <QFileInfo>

#include <cstdio>

namespace {

int fail(int status, const QString &message)
{
    // One line: a message holding a newline (a lesson's reason) is kept on it.
    QString line = message;
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    std::fputs((QStringLiteral("nqueens: ") + line + u'\n').toLocal8Bit().constData(), stderr);
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
