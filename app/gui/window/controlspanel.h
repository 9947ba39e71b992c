#pragma once

#include "runnersnapshot.h"
#include "searchtypes.h"

#include <QWidget>

class QAction;
class QComboBox;
class QFormLayout;
class QLabel;
class QSlider;
class QSpinBox;
class QToolButton;
class QVBoxLayout;

// The knobs of a run: board size, goal, order, safety check and speed, plus buttons for the
// window's run actions (their enabled state and shortcuts come from the actions). Emits
// commands; knows nothing of the search. GUI thread.
class ControlsPanel : public QWidget
{
    Q_OBJECT

public:
    struct RunActions
    {
        QAction *playPause = nullptr;
        QAction *step = nullptr;
        QAction *stepBack = nullptr;
        QAction *reset = nullptr;
    };

    ControlsPanel(const RunActions &actions, QWidget *parent = nullptr);

    // Their goal: animate (first or all), list every solution at once, or only count them.
    nq::SearchOptions options() const;
    void setOptions(const nq::SearchOptions &options); // no signal
    int speedNotch() const;
    void setSpeedNotch(int notch); // emits speedChanged
    // A notch faster (+1) or slower (-1), within the slider; returns the new speed in words.
    QString changeSpeedBy(int notches);
    // Shows or hides the order and the safety check (the Simple view leaves them out; they
    // keep their choice).
    void setChoicesShown(bool shown);
    void retranslate();

signals:
    void optionsChanged(const nq::SearchOptions &options);
    // The panel is done with the keys and they should go back to the board (Space plays
    // again): Enter in the board size or in a closed list (goal, order, safety check), or a run
    // button that had them was disabled.
    void doneWithKeys();
    void speedChanged(double stepsPerSecond);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void addButtons(QVBoxLayout *layout, const RunActions &actions);
    void addSpeedSlider(QVBoxLayout *layout);
    void emitOptions();
    void updateEnabled();
    void updateSpeedLabel();

    QFormLayout *m_form = nullptr;
    QSpinBox *m_size = nullptr;
    QComboBox *m_goal = nullptr;
    QComboBox *m_order = nullptr;
    QComboBox *m_check = nullptr;
    QSlider *m_speed = nullptr;
    QLabel *m_speedLabel = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QLabel *m_goalLabel = nullptr;
    QLabel *m_orderLabel = nullptr;
    QLabel *m_checkLabel = nullptr;
    QLabel *m_speedTitle = nullptr;
    QList<QToolButton *> m_buttons;
    bool m_updating = false;
};
