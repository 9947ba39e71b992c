#include "savepathdialog.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QStandardPaths>

QString documentsFolder()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString chooseSavePath(QWidget *parent, const QString &title, const QString &suggestedName,
                       const QString &filter, const QString &suffix)
{
    const QString folder = documentsFolder();
    const QString suggested = QFileInfo(suggestedName).isAbsolute()
                                  ? suggestedName
                                  : QDir(folder).filePath(suggestedName);
    QFileDialog dialog(parent, title, suggested, filter);
    dialog.setObjectName(QStringLiteral("savePathDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setDefaultSuffix(suffix);
    dialog.selectFile(suggested);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}
