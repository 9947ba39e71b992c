#pragma once

#include "bookmarklist.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

// The Bookmarks panel: the lesson's bookmarked steps in order, each with its step and its
// note, the one on the board now highlighted. When the bookmarks span several searches, each
// search gets a letter (A, B…) in a narrow column and a line under the list says what it is,
// so that the notes keep the width and two bookmarks of one step number are told apart. Shows a BookmarkList it is given and
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
    // The letter of the `index`th search in order of appearance: A to Z, then 27, 28…
    static QString searchLetter(int index);

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
    void mark(QTreeWidgetItem *item);

    nq::BookmarkList m_list;
    std::optional<int> m_current;
    QLabel *m_intro = nullptr;
    QLabel *m_searches = nullptr; // "A: 8 queens, row by row…", with several searches
    QTreeWidget *m_tree = nullptr;
    QPushButton *m_go = nullptr;
    QPushButton *m_edit = nullptr;
    QPushButton *m_remove = nullptr;
};
