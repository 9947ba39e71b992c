#pragma once

#include "boardtheme.h"
#include "watchvalues.h"

#include <QWidget>

// The Safety check tab's Watch: the live values the check reads at the step on the board
// (WatchValues), one row of boxes per variable with its indices above, the entries the check
// looks at framed: red where they make the square unsafe, green where they leave it free.
// Paints the values it is given; a screen reader gets them as one line. GUI thread.
class WatchView : public QWidget
{
    Q_OBJECT

public:
    explicit WatchView(QWidget *parent = nullptr);

    void setValues(const WatchValues &values);
    const WatchValues &values() const { return m_values; }
    void setTheme(const BoardTheme &theme);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The layout at the widget's width: the names' column, one box's side, a row's height.
    struct Layout
    {
        int nameWidth = 0;
        qreal box = 0;
        int indexHeight = 0;
        int headerHeight = 0;
    };
    Layout layout() const;
    int maxCells() const;
    void retranslate();

    WatchValues m_values;
    BoardTheme m_theme = BoardTheme::classic();
};
