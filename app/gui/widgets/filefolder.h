#pragma once

#include <QString>

// Where the program's file dialogs open: the folder of the lesson open now, so that a
// teacher's worksheets, pictures and handouts land beside the lesson; without one, the user's
// documents folder (the home folder where there is none). One value for the whole program,
// set by the lessons. GUI thread.
class FileFolder
{
public:
    static QString documents();
    static QString current();
    // The lesson open now ("" when none).
    static void setLesson(const QString &lessonPath);
    // `fileName` in the current folder; an absolute path stays as it is.
    static QString suggest(const QString &fileName);

private:
    static QString s_lessonFolder;
};
