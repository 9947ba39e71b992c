#include "boardexport.h"

#include "boardpainter.h"
#include "filefolder.h"
#include "filetexts.h"
#include "formats.h"
#include "plaintext.h"
#include "safefile.h"

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QSvgGenerator>

namespace {
// A board painter with nothing around the board but the labels, on white.
void prepare(BoardPainter &painter, const BoardScene &scene, const BoardTheme &theme)
{
    painter.setScene(scene);
    painter.setTheme(theme);
    painter.setBackground(Qt::white);
    painter.setLabelColour(theme.label);
}
} // namespace

QImage BoardExport::image(const BoardScene &scene, const BoardTheme &theme, int side,
                          const QFont &font)
{
    BoardPainter board;
    prepare(board, scene, theme);
    board.setFont(font);
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    board.paint(painter, image.rect());
    painter.end();
    return image;
}

namespace {

// "Cannot write /x/board.png: No space left on device"
QString cannotWrite(const QString &path, const QString &reason)
{
    const QString message = QCoreApplication::translate("BoardExport", "Cannot write %1").arg(path);
    return reason.isEmpty() ? message : message + QStringLiteral(": ") + reason;
}

// Paints the board as SVG into `out` (an open device).
bool writeSvg(QIODevice *out, const BoardScene &scene, const BoardTheme &theme)
{
    const int side = 600;
    BoardPainter board;
    prepare(board, scene, theme);
    QSvgGenerator generator;
    generator.setOutputDevice(out);
    generator.setSize(QSize(side, side));
    generator.setViewBox(QRect(0, 0, side, side));
    generator.setTitle(QCoreApplication::translate("BoardExport", "N-Queens board"));
    generator.setDescription(QString::fromStdString(nq::formatArray(scene.queens)));
    QPainter painter;
    if (!painter.begin(&generator))
        return false;
    board.paint(painter, QRect(0, 0, side, side));
    return painter.end();
}

} // namespace

// The picture is encoded in memory first, then written through the one save path (saveWholeFile): a failed write
// (a full disk) leaves the old file as it was and no partial file behind, and success is
// reported only once the file is committed. Encoding to memory also keeps libpng's error path
// (a longjmp past QImageWriter's clean-up, which leaks the converted image) out of the way.
bool BoardExport::save(const QString &path, const BoardScene &scene, const BoardTheme &theme,
                       QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const bool svg = suffix == QLatin1String("svg");
    if (!svg && suffix != QLatin1String("png")) {
        if (error)
            *error = QCoreApplication::translate("BoardExport",
                                                 "Choose a file name ending in .png or .svg");
        return false;
    }
    QByteArray encoded;
    QBuffer buffer(&encoded);
    buffer.open(QIODevice::WriteOnly);
    const bool painted = svg ? writeSvg(&buffer, scene, theme)
                             : image(scene, theme).save(&buffer, "PNG");
    if (!painted) {
        if (error)
            *error = cannotWrite(path, QCoreApplication::translate(
                                           "BoardExport", "the picture could not be encoded"));
        return false;
    }
    const nq::FileProblem problem = nq::saveWholeFile(
        path.toStdString(), std::string_view(encoded.constData(), std::size_t(encoded.size())));
    if (problem.ok())
        return true;
    if (error)
        *error = cannotWrite(path, FileTexts::reason(problem));
    return false;
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

QString BoardExport::chooseAndSave(QWidget *parent, const BoardScene &scene,
                                   const BoardTheme &theme)
{
    const QString path = QFileDialog::getSaveFileName(
        parent, QCoreApplication::translate("BoardExport", "Export board"),
        FileFolder::suggest(QCoreApplication::translate("BoardExport", "board.png")),
        QCoreApplication::translate("BoardExport", "PNG picture (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return {};
    QString error;
    if (save(path, scene, theme, &error))
        return QCoreApplication::translate("BoardExport", "Board saved to %1").arg(path);
    PlainText::warn(parent, QCoreApplication::translate("BoardExport", "Export board"), error);
    return {};
}

QString BoardExport::copyToClipboard(const BoardScene &scene, const BoardTheme &theme)
{
    QApplication::clipboard()->setMimeData(mimeData(scene, theme));
    return QCoreApplication::translate("BoardExport", "Board copied as text and as a picture");
}
