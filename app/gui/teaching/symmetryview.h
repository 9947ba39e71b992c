#pragma once

#include "boardtheme.h"
#include "searchtypes.h"

#include <QWidget>

#include <optional>

// For one solution, its 8 images under the board's rotations and reflections side by side:
// repeated images are greyed and say which earlier image they equal, and the fundamental
// (smallest) form is marked. Paints the solution it is given. GUI thread.
class SymmetryView : public QWidget
{
    Q_OBJECT

public:
    explicit SymmetryView(QWidget *parent = nullptr);
    void setSolution(const std::optional<nq::Placement> &solution);
    void setTheme(const BoardTheme &theme);
    // One line per image, for tests and screen readers: "rotate 90: [..] (same as identity)".
    QStringList imageTexts() const;
    QString summary() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    static QString transformName(int transform);
    std::optional<nq::Placement> m_solution;
    BoardTheme m_theme = BoardTheme::classic();
};
