#pragma once

#include "boardtheme.h"
#include "solutionstore.h"

#include <QObject>

#include <functional>
#include <memory>

class QListView;
class QPagedPaintDevice;
class QWidget;
class SolutionListModel;

// Saves and prints the solutions as the list shows them (all, fundamental only, or grouped):
// text, CSV or JSON written on a worker thread of its own with a progress dialog, and
// printed handouts. Owns that thread while an export runs. GUI thread.
class SolutionsExporter : public QObject
{
    Q_OBJECT

public:
    SolutionsExporter(QWidget *dialogParent, SolutionListModel *model, QListView *list);

    // `done` is called on the GUI thread with the outcome (or a message box says it).
    void exportSolutions(std::shared_ptr<const nq::SolutionStore> store, const QString &path, int exportFormat,
                         std::function<void(bool ok, QString error)> done = {});
    // Asks for a file and a format, then exports.
    void chooseAndExport(std::shared_ptr<const nq::SolutionStore> store);
    QString handoutTitle(int n) const;
    // The selected solutions (or, with one or none selected, all listed ones, up to 20 pages).
    int printHandout(QPagedPaintDevice *device, int n, const BoardTheme &theme) const;
    // Shows a print preview of the handout.
    void previewAndPrint(int n, const BoardTheme &theme);

signals:
    void message(const QString &text);

private:
    QWidget *m_dialogParent;
    SolutionListModel *m_model;
    QListView *m_list;
    bool m_exporting = false;
};
