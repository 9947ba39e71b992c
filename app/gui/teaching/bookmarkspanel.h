#pragma once

#include "bookmarklist.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QTreeWidget;

// The Bookmarks panel: the lesson's bookmarked steps in order, each with its step, its note
// and its search, the one on the board now highlighted. Shows a BookmarkList it is given and
// asks for changes through signals (the window owns the list). GUI thread.
class BookmarksPanel : public QWidget
{
    Q_OBJECT

public:
    explicit BookmarksPanel(QWidget *parent = nullptr);

    // `current`: the bookmark of the step on the board, if it has one.
    void showBookmarks(const nq::BookmarkList &list, std::optional<int> current);
    // The row selected in the panel, or -1.
    int selectedRow() const;
    static QString describeSearch(const nq::LessonSearch &search);

signals:
    void goRequested(int index);
    void editNoteRequested(int index);
    void removeRequested(int index);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void updateButtons();

    nq::BookmarkList m_list;
    std::optional<int> m_current;
    QLabel *m_intro = nullptr;
    QTreeWidget *m_tree = nullptr;
    QPushButton *m_go = nullptr;
    QPushButton *m_edit = nullptr;
    QPushButton *m_remove = nullptr;
};
