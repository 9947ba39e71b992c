#include "solutionsexporter.h"

#include "devicestreambuffer.h"
#include "filefolder.h"
#include "filetexts.h"
#include "handoutprinter.h"
#include "jobprogressdialog.h"
#include "plaintext.h"
#include "savedevice.h"
#include "solutionexport.h"
#include "solutionlistmodel.h"
#include "solutionlistview.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileDialog>
#include <QLocale>
#include <QMessageBox>
#include <QPageSize>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QPrinter>

#include <algorithm>
#include <atomic>
#include <ostream>
#include <vector>

SolutionsExporter::SolutionsExporter(QWidget *dialogParent, SolutionListModel *model,
                                     SolutionListView *list)
    : QObject(dialogParent)
    , m_dialogParent(dialogParent)
    , m_model(model)
    , m_list(list)
{
}

SolutionsExporter::~SolutionsExporter() = default; // the job cancels and waits for its work

namespace {

// "Cannot write /x/list.json: No space left on device"
QString cannotWrite(const QString &path, const QString &reason)
{
    const QString message = SolutionsExporter::tr("Cannot write %1").arg(path);
    return reason.isEmpty() ? message : message + QStringLiteral(": ") + reason;
}

} // namespace

// The export job, on a pool thread: writes the listed solutions through the one save path (SaveDevice), which
// replaces the file at `path` only once everything is written. Cancelled or failed (a full
// disk), the old file stays as it was and no partial file is left behind.
SolutionsExporter::JobResult SolutionsExporter::writeList(
    const nq::SolutionStore &store, quint64 rows, const nq::SolutionExport::IndexAt &indexAt,
    const QString &path, nq::ExportFormat format, const nq::JobControl &control)
{
    nq::SaveDevice file(path); // DeviceStreamBuffer gathers the bytes
    if (!file.open(QIODevice::WriteOnly))
        return {JobResult::Failed, cannotWrite(path, FileTexts::reason(file.problem()))};
    DeviceStreamBuffer buffer(&file);
    std::ostream out(&buffer);
    const nq::ExportOutcome outcome = nq::SolutionExport::write(
        out, store, rows, indexAt, format, control.cancelFlag(),
        [&](std::uint64_t n) { control.report(qint64(n), qint64(rows)); });
    if (outcome == nq::ExportOutcome::Cancelled) {
        file.cancelWriting();
        return {JobResult::Cancelled, tr("Export cancelled: %1 was not written").arg(path)};
    }
    if (outcome == nq::ExportOutcome::Written && file.commit())
        return {JobResult::Written, {}};
    const QString error = cannotWrite(path, FileTexts::reason(file.problem()));
    file.cancelWriting();
    return {JobResult::Failed, error};
}

void SolutionsExporter::exportSolutions(std::shared_ptr<const nq::SolutionStore> store,
                                        const QString &path, nq::ExportFormat format,
                                        std::function<void(bool, QString)> done)
{
    const int rows = m_model->rowCount();
    if (!store || m_export.isRunning()) {
        if (done)
            done(false, tr("An export is already running"));
        return;
    }
    // The rows as listed now, in the list's order (all, fundamental or grouped), without a
    // copy of the list (14.7 million indices at N=16 took 110 MB).
    const SolutionListModel::IndexMapping indexAt = m_model->indexMapping();
    m_export.run<JobResult>(
        [store, indexAt, path, format, rows](const nq::JobControl &control) {
            control.report(0, rows);
            return writeList(*store, quint64(rows), indexAt, path, format, control);
        },
        [this, done, path](std::optional<JobResult> finished) {
            const JobResult result = finished.value_or(JobResult {
                JobResult::Cancelled, tr("Export cancelled: %1 was not written").arg(path)});
            const bool ok = result.outcome == JobResult::Written;
            if (ok)
                emit message(tr("Solutions saved to %1").arg(path));
            else if (result.outcome == JobResult::Cancelled)
                emit message(result.error);
            if (done)
                done(ok, result.error);
            else if (result.outcome == JobResult::Failed)
                PlainText::warn(m_dialogParent, tr("Export solutions"), result.error);
        });
    JobProgressDialog::follow(&m_export, m_dialogParent, tr("Saving %Ln solutions…", nullptr, rows),
                              500);
}

void SolutionsExporter::cancelExport()
{
    m_export.cancel();
}

void SolutionsExporter::chooseAndExport(std::shared_ptr<const nq::SolutionStore> store)
{
    if (m_model->rowCount() == 0) {
        PlainText::inform(m_dialogParent, tr("Export solutions"),
                          tr("The list is empty: run the search first."));
        return;
    }
    const QList<QPair<nq::ExportFormat, QString>> filters = {
        {nq::ExportFormat::Array, tr("Arrays, one a line: [1, 3, 0, 2] (*.txt)")},
        {nq::ExportFormat::Dots, tr("Rows of . and Q (*.txt)")},
        {nq::ExportFormat::Grid, tr("Grids of _ and Q (*.txt)")},
        {nq::ExportFormat::Matrix, tr("0/1 matrices (*.txt)")},
        {nq::ExportFormat::Numbered, tr("Numbered boards (*.txt)")},
        {nq::ExportFormat::LeetCode, tr("LeetCode list (*.txt)")},
        {nq::ExportFormat::Csv, tr("CSV table (*.csv)")},
        {nq::ExportFormat::Json, tr("JSON (*.json)")}};
    QStringList filterTexts;
    for (const auto &filter : filters)
        filterTexts << filter.second;
    QString selected = filterTexts.first();
    const QString path = QFileDialog::getSaveFileName(
        m_dialogParent,
        tr("Export %1").arg(tr("all %Ln listed solutions", nullptr, m_model->rowCount())),
        FileFolder::suggest(tr("solutions.txt")), filterTexts.join(QStringLiteral(";;")),
        &selected);
    if (path.isEmpty())
        return;
    const nq::ExportFormat format =
        filters.at(std::max<qsizetype>(0, filterTexts.indexOf(selected))).first;
    exportSolutions(std::move(store), path, format);
}

QString SolutionsExporter::handoutTitle(int n) const
{
    switch (m_model->mode()) {
    case SolutionListModel::Mode::Fundamental:
        return tr("The %Ln fundamental solutions of the %1-queens puzzle", nullptr,
                  m_model->rowCount())
            .arg(n);
    case SolutionListModel::Mode::GroupedByClass:
        return tr("Solutions of the %1-queens puzzle, grouped by symmetry").arg(n);
    case SolutionListModel::Mode::All: break;
    }
    return tr("Solutions of the %1-queens puzzle").arg(n);
}

QList<int> SolutionsExporter::handoutRows(bool *selected) const
{
    // The selected boards, else everything listed, up to a sensible number of pages. Read from
    // the selection's ranges: Select All over millions of rows is one range, not millions of
    // indexes.
    const int cap = 20 * HandoutPrinter::boardsPerPage();
    QList<int> rows;
    for (const QItemSelectionRange &range : m_list->selectionModel()->selection()) {
        for (int row = range.top(); row <= range.bottom() && row - range.top() < cap; ++row)
            rows << row;
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    if (selected)
        *selected = rows.size() > 1;
    if (rows.size() <= 1) {
        rows.clear();
        for (int row = 0; row < std::min(m_model->rowCount(), cap); ++row)
            rows << row;
    }
    rows.resize(std::min<qsizetype>(rows.size(), cap));
    return rows;
}

QString SolutionsExporter::handoutScope() const
{
    bool selected = false;
    const QList<int> rows = handoutRows(&selected);
    const int listed = m_model->rowCount();
    if (selected)
        return tr("the %Ln selected solutions", nullptr, int(rows.size()));
    if (rows.size() < listed)
        return tr("the first %1 of the %2 listed solutions")
            .arg(QLocale().toString(rows.size()), QLocale().toString(listed));
    return tr("all %Ln listed solutions", nullptr, listed);
}

int SolutionsExporter::printHandout(QPagedPaintDevice *device, int n) const
{
    QList<HandoutPrinter::Board> boards;
    const bool grouped = m_model->mode() == SolutionListModel::Mode::GroupedByClass;
    QVariant shownClass;
    for (int row : handoutRows()) {
        boards.append({m_model->solutionIndexAt(row) + 1, m_model->placementAt(row)});
        // Grouped: a heading where the class changes ("Class 3 · 8 boards"), selected rows too.
        const QModelIndex index = m_model->index(row);
        if (grouped && index.data(SolutionListModel::ClassIdRole) != shownClass) {
            shownClass = index.data(SolutionListModel::ClassIdRole);
            QString heading = index.data(SolutionListModel::ClassTextRole).toString();
            if (!heading.isEmpty())
                heading[0] = heading[0].toUpper();
            boards.last().heading = heading;
        }
    }
    return HandoutPrinter(handoutTitle(n), boards).print(device);
}

void SolutionsExporter::previewAndPrint(int n)
{
    if (m_model->rowCount() == 0) {
        PlainText::inform(m_dialogParent, tr("Print handout"),
                          tr("The list is empty: run the search first."));
        return;
    }
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(handoutTitle(n));
    QPrintPreviewDialog preview(&printer, m_dialogParent);
    preview.setWindowTitle(tr("Print handout: %1").arg(handoutScope()));
    connect(&preview, &QPrintPreviewDialog::paintRequested, this,
            [this, n](QPrinter *p) { printHandout(p, n); });
    preview.exec();
}

int SolutionsExporter::saveHandout(const QString &path, int n, QString *error) const
{
    // The PDF is made in memory first: QPdfWriter does not look at what its device's writes
    // return, so a short final write straight into the file would go unnoticed.
    QByteArray document;
    QBuffer buffer(&document);
    buffer.open(QIODevice::WriteOnly);
    int pages = 0;
    {
        QPdfWriter pdf(&buffer); // writes the document as its painter ends, in printHandout
        pdf.setTitle(handoutTitle(n));
        pdf.setCreator(QCoreApplication::applicationName());
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setResolution(300);
        pages = printHandout(&pdf, n);
    }
    if (pages == 0)
        return 0;
    nq::SaveDevice file(path);
    if (file.open(QIODevice::WriteOnly)
        && nq::writeFully(&file, document.constData(), document.size()) && file.commit())
        return pages;
    if (error)
        *error = cannotWrite(path, FileTexts::reason(file.problem()));
    file.cancelWriting();
    return 0;
}

void SolutionsExporter::chooseAndSaveHandout(int n)
{
    if (m_model->rowCount() == 0) {
        PlainText::inform(m_dialogParent, tr("Save handout"),
                          tr("The list is empty: run the search first."));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        m_dialogParent, tr("Save handout: %1").arg(handoutScope()),
        FileFolder::suggest(tr("handout.pdf")), tr("PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (const int pages = saveHandout(path, n, &error))
        emit message(tr("Handout saved to %1 (%Ln pages)", nullptr, pages).arg(path));
    else
        PlainText::warn(m_dialogParent, tr("Save handout"), error);
}
