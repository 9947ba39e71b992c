#pragma once

#include <QObject>
#include <QPointer>

class QKeyEvent;
class QWidget;

// A dialog answered with Return or Enter acts when the key comes up, not when it goes down.
// On Debian 13 Orca 48 sometimes got the key's press after the window had come back from the
// dialog: it had begun the window's name with the result ("Step 5. … N-Queens Visualizer
// frame") and then cut it to echo "return", so the student heard the board, not the step Go to
// step reached. Acting on the release gives Orca the press first (the press reaches the
// accessibility registry as the key goes down, before the program even sees the release), so
// the result it says afterwards is not cut. Every other key, Return outside a dialog (the
// board, the controls, the menus) and in a file dialog acts on its press as before. An application-wide event
// filter installed by main() for the program's life. GUI thread.
class DialogReturnOnRelease : public QObject
{
    Q_OBJECT

public:
    explicit DialogReturnOnRelease(QObject *parent);
    ~DialogReturnOnRelease() override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static bool answersADialog(const QObject *watched, const QKeyEvent &key);

    QPointer<QWidget> m_pressedIn; // where Return went down, its press held back
    int m_pressedKey = 0;
    Qt::KeyboardModifiers m_pressedModifiers;
    bool m_replaying = false;
};
