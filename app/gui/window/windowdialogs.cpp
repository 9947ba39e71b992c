#include "windowdialogs.h"

#include "lesson.h"
#include "version.h"

#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>

#include <algorithm>
#include <limits>

using namespace nq;

std::optional<int> WindowDialogs::askLevel(QWidget *parent, const RunnerSnapshot &snapshot)
{
    const SearchOptions &options = snapshot.search.options;
    bool ok = false;
    const QString label = options.order == Order::Rows
                              ? tr("Pause when a queen is placed in row:")
                              : tr("Pause when a queen is placed in column:");
    const int level = QInputDialog::getInt(parent, tr("Run until a level is reached"), label,
                                           std::min(snapshot.search.level + 1, options.n - 1), 0,
                                           options.n - 1, 1, &ok);
    if (!ok)
        return std::nullopt;
    return level;
}

std::optional<quint64> WindowDialogs::askStep(QWidget *parent, const RunnerSnapshot &snapshot)
{
    // Any step: one the search has not run yet is run to (at full speed, in slices where it lies
    // far ahead), up to the furthest step a lesson keeps.
    // A student's trace is known to its end from the start.
    const bool ends = snapshot.isFinished() || snapshot.showsTrace();
    const quint64 furthest = std::max(snapshot.furthestStep, snapshot.step());
    const quint64 last = ends ? furthest : nq::LessonFormat::kMaxStep;
    const QString title = tr("Go to step");
    const QString label =
        snapshot.showsTrace() ? tr("Step, from 0 to %L1 (where the trace ends):").arg(last)
        : snapshot.isFinished()
            ? tr("Step, from 0 to %L1 (where the search ended):").arg(last)
            : tr("Step, from 0 to %L1 (run so far: %L2; the search runs on to a later one):")
                  .arg(last)
                  .arg(furthest);
    bool ok = false;
    quint64 step = 0;
    // A spin box holds an int; a longer search is asked for in a double, exact to 2^53.
    if (last <= quint64(std::numeric_limits<int>::max()))
        step = quint64(
            QInputDialog::getInt(parent, title, label, int(snapshot.step()), 0, int(last), 1, &ok));
    else
        step = quint64(QInputDialog::getDouble(parent, title, label, double(snapshot.step()), 0,
                                               double(last), 0, &ok));
    if (!ok)
        return std::nullopt;
    return std::min(step, last);
}

std::optional<bool> WindowDialogs::askBreakpoint(QWidget *parent, const RunnerSnapshot &snapshot,
                                                 int row, int col, QAction *clearAll,
                                                 const QPoint &globalPos)
{
    const bool on = !(snapshot.breakpoints[row] >> col & 1u);
    QMenu menu(parent);
    QAction *toggle = menu.addAction(
        on ? tr("Set a breakpoint on row %1, column %2").arg(row).arg(col)
           : tr("Remove the breakpoint on row %1, column %2").arg(row).arg(col));
    menu.addAction(clearAll);
    if (menu.exec(globalPos) != toggle)
        return std::nullopt;
    return on;
}

QString WindowDialogs::breakpointMessage(bool on, int row, int col)
{
    return on ? tr("Breakpoint set: playing pauses when the search reaches row %1, column %2")
                    .arg(row)
                    .arg(col)
              : tr("Breakpoint removed");
}

bool WindowDialogs::confirmRestoreDefaults(QWidget *parent)
{
    return QMessageBox::question(parent, tr("Restore defaults"),
                                 tr("Forget every setting (board size, speed, options, overlays, "
                                    "theme, language and the "
                                    "window layout) and go back to the defaults?"))
           == QMessageBox::Yes;
}

void WindowDialogs::showAbout(QWidget *parent)
{
    // The program's own rich text, chosen as such: every other label is plain.
    QMessageBox box(QMessageBox::Information, tr("About N-Queens Visualizer"), QString(),
                    QMessageBox::Ok, parent);
    box.setTextFormat(Qt::RichText);
    box.setIconPixmap(box.windowIcon().pixmap(64)); // as QMessageBox::about() does
    box.setText(tr("<h3>N-Queens Visualizer %1</h3>"
                   "<p>Shows step by step how backtracking solves the N-Queens puzzle.</p>"
                   "<p>Free software under the GNU General Public License, version 3 or later.</p>")
                    .arg(QStringLiteral(NQUEENS_VERSION)));
    box.exec();
}
