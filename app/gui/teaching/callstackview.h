#pragma once

#include "textzoom.h"
#include "stepper.h"

#include <QFontMetrics>
#include <QListWidget>

// The recursion of the backtracking search as a call stack: one frame per level, the
// deepest on top, each showing the square being tried and the candidates left; frames pop
// as the search backtracks. When a frame is too wide for the panel, every frame puts its
// candidates on the lines below its call, so that nothing is cut at the right and all frames
// look alike. Its colours follow the palette (light or dark) at once. Shows whatever state
// it is given. GUI thread.
class CallStackView : public QListWidget
{
    Q_OBJECT

public:
    explicit CallStackView(QWidget *parent = nullptr);
    void showState(const nq::StepperState &state);
    // View ▸ Zoom, and presentation mode's capital letters (0 in the window): the frames' type.
    void setTextZoom(qreal zoom);
    void setPresentationCaps(qreal capPixels);
    // The frame texts, deepest first, as read (for tests).
    QStringList frameTexts() const;
    // `phrase` kept on one line: a frame's status, never broken in its middle.
    static QString keptTogether(const QString &phrase);
    static constexpr QChar kWordJoiner {0x2060};

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QString candidatesText(const nq::SearchOptions &options, std::uint32_t candidates) const;
    // "call  status · candidates" on one line, or the candidates on the lines below.
    QString frameText(const QString &head, const QString &candidates, bool oneLine) const;
    static QString oneLineText(const QString &head, const QString &candidates);
    int room() const; // the width a frame's line may take
    QFontMetrics frameMetrics() const;
    nq::StepperState m_state;
    TeachingType m_type;
};
