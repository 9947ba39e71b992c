#pragma once

#include "boardscene.h"
#include "boardtheme.h"

#include <QFont>
#include <QImage>
#include <QString>

class QMimeData;
class QWidget;

// Pictures and text of a board for saving and copying: drawn by the BoardPainter that the
// BoardView paints with, so an exported board looks exactly like the one on screen. GUI
// thread (image() alone may run on any thread, given a font).
class BoardExport
{
public:
    static QImage image(const BoardScene &scene, const BoardTheme &theme, int side = 800,
                        const QFont &font = QFont());
    // Saves PNG or SVG, chosen by the file's suffix; false (and `error`) on failure.
    static bool save(const QString &path, const BoardScene &scene, const BoardTheme &theme,
                     QString *error = nullptr);
    // Rows of '.' and 'Q', one per line.
    static QString text(const BoardScene &scene);
    // Text and picture together, for the clipboard.
    static QMimeData *mimeData(const BoardScene &scene, const BoardTheme &theme);

    // The File menu's commands. Each returns what the status bar should say ("" when the user
    // cancelled, or when a failure was already shown in a message box).
    static QString chooseAndSave(QWidget *parent, const BoardScene &scene, const BoardTheme &theme);
    static QString copyToClipboard(const BoardScene &scene, const BoardTheme &theme);
};
