#include "boardexport.h"

#include "boardview.h"
#include "formats.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMimeData>
#include <QPainter>
#include <QSvgGenerator>

namespace {
// A board view sized to `side`, with nothing around it but the labels.
void prepare(BoardView &view, const BoardScene &scene, const BoardTheme &theme, int side)
{
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.setScene(scene);
    view.setTheme(theme);
    view.resize(side, side);
    QPalette palette = view.palette();
    palette.setColor(QPalette::Window, Qt::white);
    palette.setColor(QPalette::WindowText, theme.label);
    view.setPalette(palette);
}
} // namespace

QImage BoardExport::image(const BoardScene &scene, const BoardTheme &theme, int side)
{
    BoardView view;
    prepare(view, scene, theme, side);
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    view.render(&image);
    return image;
}

bool BoardExport::save(const QString &path, const BoardScene &scene, const BoardTheme &theme, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg")) {
        const int side = 600;
        BoardView view;
        prepare(view, scene, theme, side);
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(QSize(side, side));
        generator.setViewBox(QRect(0, 0, side, side));
        generator.setTitle(QCoreApplication::translate("BoardExport", "N-Queens board"));
        generator.setDescription(QString::fromStdString(nq::formatArray(scene.queens)));
        QPainter painter;
        if (!painter.begin(&generator)) {
            if (error)
                *error = QCoreApplication::translate("BoardExport", "Cannot write %1").arg(path);
            return false;
        }
        view.render(&painter);
        painter.end();
        return true;
    }
    if (suffix != QLatin1String("png")) {
        if (error)
            *error = QCoreApplication::translate("BoardExport", "Choose a file name ending in .png or .svg");
        return false;
    }
    if (!image(scene, theme).save(path, "PNG")) {
        if (error)
            *error = QCoreApplication::translate("BoardExport", "Cannot write %1").arg(path);
        return false;
    }
    return true;
}

QString BoardExport::text(const BoardScene &scene)
{
    return QString::fromStdString(nq::formatBoard(scene.queens, 'Q', '.', ""));
}

QMimeData *BoardExport::mimeData(const BoardScene &scene, const BoardTheme &theme)
{
    auto *data = new QMimeData;
    data->setText(text(scene));
    data->setImageData(image(scene, theme, 480));
    return data;
}
