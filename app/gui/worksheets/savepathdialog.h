#pragma once

#include <QString>

class QWidget;

// Asks where to save a file of one type: a save dialog that adds the suffix when the name
// has none (and asks before replacing that file, which adding it afterwards would not),
// starting in FileFolder's folder (the lesson's, or the documents folder). Returns the path,
// or "" when the user cancelled. GUI thread.
QString chooseSavePath(QWidget *parent, const QString &title, const QString &suggestedName,
                       const QString &filter, const QString &suffix);
