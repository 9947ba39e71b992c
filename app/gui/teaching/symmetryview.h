#pragma once

#include "boardtheme.h"
#include "searchtypes.h"

#include <QFont>
#include <QRect>
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
    const BoardTheme &theme() const { return m_theme; }
    // One line per image, for tests and screen readers: "rotate 90: [..] (same as identity)".
    QStringList imageTexts() const;
    QString summary() const;
    // Where each image and its caption go at the present size, as painted.
    struct Caption
    {
        QString text; // the image's name, and which earlier one it equals or "fundamental"
        QRect board;
        QRect rect; // the caption's, under the board
        QFont font;
        int sameAs = -1; // the earlier image it equals, or -1
        bool fundamental = false;
    };
    QList<Caption> captions() const;
    static constexpr int kCaptionFlags = Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap;
    static constexpr int kMinCaptionPixels = 9; // smaller, a caption is left out

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // Places `cells` in `area`, `columns` boards a row (their captions left out where a word
    // cannot fit); returns how large the boards are.
    int layOut(QList<Caption> &cells, const QRect &area, int columns) const;
    // The accessible name and description, in the current language.
    void retranslate();
    static QString transformName(int transform);
    std::optional<nq::Placement> m_solution;
    BoardTheme m_theme = BoardTheme::classic();
};
