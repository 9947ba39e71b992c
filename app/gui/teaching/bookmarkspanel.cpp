#include "bookmarkspanel.h"

#include "plaintext.h"

#include <algorithm>

#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace nq;

BookmarksPanel::BookmarksPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("bookmarkList"));
    m_tree->setColumnCount(3);
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setWordWrap(false);
    // The note gets the room; the search column shows only when the marks span searches.
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_tree->installEventFilter(this);
    // Squeezed (a 768-pixel screen), the list keeps its header and a row, as the solutions'
    // list beside it does, so that this tab asks the column for no more height than that one
    // (the counters above were cut in Chinese once its buttons took two rows).
    m_tree->setMinimumHeight(m_tree->header()->sizeHint().height()
                             + m_tree->fontMetrics().lineSpacing() + 2 * m_tree->frameWidth() + 4);
    layout->addWidget(m_tree, 1);
    m_searches = new QLabel(this);
    m_searches->setObjectName(QStringLiteral("bookmarkSearches"));
    m_searches->setWordWrap(true);
    layout->addWidget(m_searches);
    // Two buttons a row: three in one ("Gehe zu", "Notiz bearbeiten…", "Entfernen") made the
    // solutions' column 351 pixels wide, a fifth of the board's room on a 1024-pixel screen.
    auto *buttons = new QGridLayout;
    m_go = new QPushButton(this);
    m_go->setObjectName(QStringLiteral("goToBookmark"));
    m_edit = new QPushButton(this);
    m_edit->setObjectName(QStringLiteral("editBookmarkNote"));
    m_remove = new QPushButton(this);
    m_remove->setObjectName(QStringLiteral("removeBookmark"));
    buttons->addWidget(m_go, 0, 0);
    buttons->addWidget(m_edit, 0, 1);
    buttons->addWidget(m_remove, 1, 0);
    buttons->setColumnStretch(2, 1);
    layout->addLayout(buttons);
    connect(m_tree, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem *item) { emit goRequested(m_tree->indexOfTopLevelItem(item)); });
    connect(m_tree, &QTreeWidget::itemSelectionChanged, this, &BookmarksPanel::updateButtons);
    connect(m_go, &QPushButton::clicked, this, [this] { emit goRequested(selectedRow()); });
    connect(m_edit, &QPushButton::clicked, this, [this] { emit editNoteRequested(selectedRow()); });
    connect(m_remove, &QPushButton::clicked, this, [this] { emit removeRequested(selectedRow()); });
    retranslate();
    updateButtons();
}

void BookmarksPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

bool BookmarksPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Coming to the list, its current item is the one selected (mark), not its first.
    if (watched == m_tree && event->type() == QEvent::FocusIn && selectedRow() >= 0)
        m_tree->setCurrentItem(m_tree->topLevelItem(selectedRow()));
    // Delete removes the selected bookmark, as in any list.
    if (watched == m_tree && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Delete && selectedRow() >= 0) {
        emit removeRequested(selectedRow());
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void BookmarksPanel::retranslate()
{
    m_intro->setText(tr("Bookmark a step to discuss in class with Ctrl+D; Ctrl+Page Down and "
                        "Ctrl+Page Up (or a clicker's \".\" and \",\" keys) go through the "
                        "bookmarks."));
    m_tree->setHeaderLabels({tr("Step"), tr("Note"), tr("Search")});
    m_tree->setAccessibleName(tr("Bookmarked steps"));
    m_go->setText(tr("&Jump to"));
    m_edit->setText(tr("Edit &note…"));
    m_remove->setText(tr("Re&move"));
    showBookmarks(m_list, m_current);
}

QString BookmarksPanel::describeSearch(const LessonSearch &search)
{
    const SearchOptions &o = search.options;
    if (search.isTrace()) // the lesson's student trace
        return tr("your program's trace, %n queens", nullptr, o.n);
    const QString order = o.order == Order::Rows ? tr("row by row") : tr("column by column");
    const QString check = o.check == Check::Scan     ? tr("scan")
                          : o.check == Check::Arrays ? tr("arrays")
                                                     : tr("bitmasks");
    const QString goal = o.goal == Goal::First ? tr("first solution") : tr("all solutions");
    QString text = tr("%n queens, %1, %2, %3", nullptr, o.n).arg(order, check, goal);
    if (search.hasStartQueens())
        text = tr("%1, from %n given queens", nullptr, search.startQueens.queenCount()).arg(text);
    return text;
}

QString BookmarksPanel::searchLetter(int index)
{
    return index < 26 ? QString(QChar(u'A' + index)) : QString::number(index + 1);
}

void BookmarksPanel::showBookmarks(const BookmarkList &list, std::optional<int> current)
{
    const int selected = selectedRow();
    m_list = list;
    m_current = current;
    m_tree->clear();
    // The searches in order of their first bookmark, lettered.
    std::vector<LessonSearch> searches;
    const auto letterOf = [&searches](const LessonSearch &search) {
        auto found = std::find(searches.cbegin(), searches.cend(), search);
        if (found == searches.cend()) {
            searches.push_back(search);
            found = searches.cend() - 1;
        }
        return searchLetter(int(found - searches.cbegin()));
    };
    for (int i = 0; i < list.size(); ++i) {
        const LessonBookmark &bookmark = list.at(i);
        const QString note = PlainText::oneLine(bookmark.note); // a row is one line
        const QString search = describeSearch(bookmark.search);
        auto *item = new QTreeWidgetItem(m_tree, {QLocale().toString(qulonglong(bookmark.step)),
                                                  note, letterOf(bookmark.search)});
        item->setToolTip(1, PlainText::toolTip(bookmark.note));
        for (int column : {0, 2})
            item->setToolTip(column, search);
        item->setData(2, Qt::AccessibleTextRole, search); // a letter alone says nothing
        item->setTextAlignment(2, Qt::AlignCenter);
        item->setTextAlignment(0, Qt::AlignRight | Qt::AlignVCenter);
        if (current == i) {
            QFont bold = item->font(0);
            bold.setBold(true);
            for (int column = 0; column < 3; ++column)
                item->setFont(column, bold);
            item->setText(0, QStringLiteral("▶ ") + item->text(0));
        }
    }
    // The selection follows the bookmark on the board; elsewhere it stays where it was.
    if (current)
        mark(m_tree->topLevelItem(*current));
    else if (selected >= 0 && selected < list.size())
        mark(m_tree->topLevelItem(selected));
    const bool severalSearches = searches.size() > 1;
    m_tree->setColumnHidden(2, !severalSearches);
    QStringList legend;
    for (std::size_t i = 0; i < searches.size() && severalSearches; ++i)
        legend << tr("%1: %2").arg(searchLetter(int(i)), describeSearch(searches[i]));
    m_searches->setText(legend.join(QLatin1Char('\n')));
    m_searches->setVisible(severalSearches);
    m_intro->setVisible(list.isEmpty()); // how to make one, until there is one
    updateButtons();
}

void BookmarksPanel::mark(QTreeWidgetItem *item)
{
    // The current item only while the list has the focus: Qt 6.4 tells a screen reader that
    // the current item of a tree took the focus even when the tree has none, and Orca left
    // the Goal box (or the board) for the bookmark whenever the list was shown again.
    if (m_tree->hasFocus())
        m_tree->setCurrentItem(item);
    else
        item->setSelected(true);
}

int BookmarksPanel::selectedRow() const
{
    const QList<QTreeWidgetItem *> items = m_tree->selectedItems();
    return items.isEmpty() ? -1 : m_tree->indexOfTopLevelItem(items.first());
}

void BookmarksPanel::updateButtons()
{
    const bool any = selectedRow() >= 0;
    for (QPushButton *button : {m_go, m_edit, m_remove})
        button->setEnabled(any);
}
