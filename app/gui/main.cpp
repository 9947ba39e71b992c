// nqueens: the window that shows backtracking solve the N-Queens puzzle.

#include "mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("nqueens"));
    QApplication::setApplicationDisplayName(QStringLiteral("N-Queens Visualizer"));
    QApplication::setApplicationVersion(QStringLiteral(NQUEENS_VERSION));
    QApplication::setOrganizationName(QStringLiteral("nqueens-visualizer"));
    QApplication::setDesktopFileName(QStringLiteral("org.nqueens.Visualizer"));

    MainWindow window;
    window.show();
    return app.exec();
}
