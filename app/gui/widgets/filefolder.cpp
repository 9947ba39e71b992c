#include "filefolder.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

QString FileFolder::s_lessonFolder;

QString FileFolder::documents()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString FileFolder::current()
{
    // A lesson's folder that has gone since (a USB stick pulled out) is no place to start.
    return !s_lessonFolder.isEmpty() && QFileInfo(s_lessonFolder).isDir() ? s_lessonFolder
                                                                          : documents();
}

void FileFolder::setLesson(const QString &lessonPath)
{
    s_lessonFolder = lessonPath.isEmpty() ? QString() : QFileInfo(lessonPath).absolutePath();
}

QString FileFolder::suggest(const QString &fileName)
{
    return QFileInfo(fileName).isAbsolute() ? fileName : QDir(current()).filePath(fileName);
}
