#pragma once

#include "boardtheme.h"
#include "solutionexport.h"
#include "solutionstore.h"

#include "job.h"

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class SolutionListView;
class QPagedPaintDevice;
class QWidget;
class SolutionListModel;

// Saves and prints the solutions as the list shows them (all, fundamental only, or grouped):
// text, CSV or JSON written by the one job class with the one progress dialog, through the one
// save path (a cancelled or failed export leaves the old file as it was), and printed
// handouts. Owns that job while an export runs (its destructor cancels and waits). GUI thread.
class SolutionsExporter : public QObject
{
    Q_OBJECT

public:
    SolutionsExporter(QWidget *dialogParent, SolutionListModel *model, SolutionListView *list);
    ~SolutionsExporter() override;

    // `done` is called on the GUI thread with the outcome (or a message box says what failed;
    // a cancel is said in the status bar).
    void exportSolutions(std::shared_ptr<const nq::SolutionStore> store, const QString &path,
                         nq::ExportFormat format,
                         std::function<void(bool ok, QString error)> done = {});
    // Stops the running export, if any; the file it was replacing stays as it was.
    void cancelExport();
    // Asks for a file and a format, then exports.
    void chooseAndExport(std::shared_ptr<const nq::SolutionStore> store);
    QString handoutTitle(int n) const;
    // The selected solutions (or, with one or none selected, all listed ones, up to 20 pages),
    // on paper's grey board whatever theme the screen shows.
    int printHandout(QPagedPaintDevice *device, int n) const;
    // Which solutions a handout holds, for its dialogs: "the 3 selected solutions", "all 92
    // listed solutions" or "the first 240 of the 14,200 listed solutions".
    QString handoutScope() const;
    // Shows a print preview of the handout.
    void previewAndPrint(int n);
    // Saves the handout as a PDF through the one save path (SaveDevice): on failure the old file stays and
    // `error` names the file and the reason. Returns the pages written, 0 on failure.
    int saveHandout(const QString &path, int n, QString *error) const;
    // Asks for a file, then saves the handout (a message box says a failure).
    void chooseAndSaveHandout(int n);

signals:
    void message(const QString &text);

private:
    // The rows a handout holds: the selected ones (`selected` set), or with one or none
    // selected the listed ones, up to 20 pages.
    QList<int> handoutRows(bool *selected = nullptr) const;
    // How the export job ended, and what to tell the user unless it wrote everything.
    struct JobResult
    {
        enum Outcome { Written, Cancelled, Failed } outcome = Failed;
        QString error;
    };
    static JobResult writeList(const nq::SolutionStore &store, quint64 rows,
                               const nq::SolutionExport::IndexAt &indexAt, const QString &path,
                               nq::ExportFormat format, const nq::JobControl &control);
    QWidget *m_dialogParent;
    SolutionListModel *m_model;
    SolutionListView *m_list;
    nq::Job m_export; // the running export
};
