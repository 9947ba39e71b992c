#include "filetexts.h"

#include <QDir>
#include <QLocale>

#include <cerrno>
#include <cstring>

namespace {

// What stands where a regular file should be, or what a link points to.
QString thingOf(nq::FileProblem::Kind kind)
{
    using Kind = nq::FileProblem::Kind;
    switch (kind) {
    case Kind::Folder: return FileTexts::tr("a folder");
    case Kind::Fifo: return FileTexts::tr("a FIFO (named pipe)");
    case Kind::Device: return FileTexts::tr("a device");
    case Kind::Socket: return FileTexts::tr("a socket");
    default: return FileTexts::tr("not a regular file");
    }
}

QString systemReason(int error)
{
    switch (error) {
    case ENOSPC: return FileTexts::tr("there is no space left on the disk");
    case EDQUOT: return FileTexts::tr("the disk quota is used up");
    case EACCES:
    case EPERM: return FileTexts::tr("permission denied");
    case EROFS: return FileTexts::tr("the disk is read-only");
    case ENOENT: return FileTexts::tr("there is no such file or folder");
    case ENOTDIR: return FileTexts::tr("a part of the path is not a folder");
    case EISDIR: return FileTexts::tr("it is a folder");
    case ENAMETOOLONG: return FileTexts::tr("the name is too long");
    case EIO: return FileTexts::tr("the disk reported an input/output error");
    case EFBIG: return FileTexts::tr("the file is too large for the disk");
    case ELOOP: return FileTexts::tr("too many links in the path");
    case EMFILE:
    case ENFILE: return FileTexts::tr("too many files are open");
    case EBUSY:
    case ETXTBSY: return FileTexts::tr("the file is in use");
    default: return QString::fromLocal8Bit(std::strerror(error));
    }
}

} // namespace

QString FileTexts::reason(const nq::FileProblem &problem)
{
    using Kind = nq::FileProblem::Kind;
    switch (problem.kind) {
    case Kind::None: return {};
    case Kind::System: return systemReason(problem.errorNumber);
    case Kind::NoName: return tr("no file name was given");
    case Kind::Folder:
    case Kind::Fifo:
    case Kind::Device:
    case Kind::Socket:
    case Kind::NotRegular: return tr("it is %1").arg(thingOf(problem.kind));
    case Kind::LinkToMissing: return tr("it is a link to a file that does not exist");
    case Kind::LinkToOther: return tr("it is a link to %1").arg(thingOf(problem.pointsTo));
    case Kind::LinkAppeared:
        return tr("it has become a link since it was named; a link found there later is not "
                  "followed, and the link and what it points to are left as they are");
    case Kind::WriteProtected: return tr("it is write-protected");
    case Kind::TooLarge:
        return tr("it is larger than %1")
            .arg(QLocale().formattedDataSize(qint64(problem.limit), 1, QLocale::DataSizeSIFormat));
    case Kind::FolderRefused: {
        const QString folder = QDir::toNativeSeparators(QString::fromStdString(problem.folder));
        if (problem.errorNumber == 0)
            return tr("the folder %1 takes no new file").arg(folder);
        return tr("the folder %1 takes no new file: %2")
            .arg(folder, systemReason(problem.errorNumber));
    }
    case Kind::NotOpen: return tr("the file is not open");
    }
    return {};
}
