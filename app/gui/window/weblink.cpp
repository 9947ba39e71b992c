#include "weblink.h"

#include "runnersnapshot.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

using namespace nq;

QString WebLink::fragment(const SearchOptions &options, std::uint64_t step)
{
    const bool first = options.goal == Goal::First;
    return QStringLiteral("#n=%1&order=%2&check=%3&goal=%4&step=%5")
        .arg(options.n)
        .arg(QString::fromUtf8(toString(options.order)), QString::fromUtf8(toString(options.check)),
             first ? QStringLiteral("first") : QStringLiteral("all"))
        .arg(first || options.goal == Goal::All ? step : 0);
}

QUrl WebLink::page()
{
    const QDir programs(QCoreApplication::applicationDirPath());
    for (const char *where :
         {"../share/nqueens-visualizer/web/nqueens.html", "../web/nqueens.html"})
        if (const QFileInfo file(programs.filePath(QString::fromLatin1(where))); file.isFile())
            return QUrl::fromLocalFile(file.canonicalFilePath());
    return {};
}

QString WebLink::to(const RunnerSnapshot &snapshot)
{
    if (snapshot.showsTrace())
        return {};
    const QUrl file = page();
    const QString address = fragment(snapshot.search.options, snapshot.step());
    return file.isEmpty() ? address : file.toString(QUrl::FullyEncoded) + address;
}
