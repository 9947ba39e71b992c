#pragma once

#include "safefile.h"

#include <QCoreApplication>
#include <QString>

// The words, in the window's language, for why a file could not be saved or read (the one save
// and read paths' FileProblem): a German message said "No space left on device" in English.
// The system's common reasons are translated here; a rare one keeps the system's words.
// Stateless; any thread.
class FileTexts
{
    Q_DECLARE_TR_FUNCTIONS(FileTexts)

public:
    static QString reason(const nq::FileProblem &problem);
};
