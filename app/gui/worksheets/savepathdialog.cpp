#include "savepathdialog.h"

#include "filefolder.h"

#include <QFileDialog>
#include <QFileInfo>

QString chooseSavePath(QWidget *parent, const QString &title, const QString &suggestedName,
                       const QString &filter, const QString &suffix)
{
    const QString suggested = FileFolder::suggest(suggestedName);
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
