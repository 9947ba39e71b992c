#pragma once

#include <QObject>

class QWidget;

// Every dialog is at least as wide as its title: a short question ("Laufen bis zu einer Ebene
// …", a spin box and two buttons) made a dialog narrower than its title bar's text, which the
// window manager cut to "Laufen bis zu e… n-Visualisierer". An application-wide event filter
// that widens each dialog as it is shown (QInputDialog and QMessageBox too, which the program
// does not lay out itself). Installed by main() for the program's life. GUI thread.
class DialogTitleWidth : public QObject
{
    Q_OBJECT

public:
    explicit DialogTitleWidth(QObject *parent);
    ~DialogTitleWidth() override;

    // The width the title bar of `dialog` needs for its whole title (with the program's name
    // that the platform adds, the icon and the buttons), within its screen.
    static int neededWidth(const QWidget &dialog);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static void widen(QWidget *dialog);
};
