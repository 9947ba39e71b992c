#pragma once

#include <QComboBox>

// A choice list that may be narrower than its longest item: the closed box shows as much of
// the chosen text as its field holds, ending in "…" (Qt's box cut it off in mid-letter); its
// popup and a screen reader have the whole text. A narrow column (a
// 1024-pixel screen, a long German or Spanish item) stays narrow instead of taking the
// board's room. Owned by its panel. GUI thread.
class ElidingComboBox : public QComboBox
{
    Q_OBJECT

public:
    // The characters the box shows at least, however narrow its column.
    static constexpr int kShortestText = 10;

    explicit ElidingComboBox(QWidget *parent = nullptr);
    // What the closed box shows: the chosen text, elided to its field.
    QString shownText() const;
    // Wide enough for its longest item, where the column has the room; its minimum is
    // kShortestText characters.
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
};
