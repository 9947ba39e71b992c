#pragma once

#include "boardtheme.h"

#include <QDialog>
#include <QImage>
#include <QList>
#include <QUrl>

#include <utility>
#include <vector>

class QPushButton;
class QTextBrowser;
class WindowActions;

// Help ▸ Getting started (F1): the program's three jobs (watch the search, try it yourself,
// browse the solutions), each with a picture of a real board and the keys that do it, read
// from the window's actions so that they are always the keys that work, and links to the
// user guide (resources/doc and the README, embedded at their paths in the sources, so that
// their own links hold), which it shows in place with a Back button. A window of its own that
// can stay open beside the main window; its page is written again when the language changes.
// Owns the page, its pictures and the guide pages visited. GUI thread.
class GettingStarted : public QDialog
{
    Q_OBJECT

public:
    GettingStarted(const WindowActions *actions, QWidget *parent);

    // Draws the pictures in `theme` (the board's theme in the window) and shows the page.
    void showWith(const BoardTheme &theme);
    // The page, for tests and screen readers: its text as shown.
    QTextBrowser *page() const { return m_page; }
    // The address of a page of the user guide (resources/doc/`fileName`).
    static QUrl guidePage(const QString &fileName);
    // Follows a link of the page shown: a guide page in place, a web address in the browser.
    void follow(const QUrl &link);
    // Back to the page shown before (the start page at last).
    void back();

protected:
    void changeEvent(QEvent *event) override;

private:
    void writePage();
    // The row of the keys that blank the screen in presentation mode.
    QString blankKeys() const;
    // The start page's list of guide pages.
    QString guideLinks() const;
    // Draws the pictures the page shows as "picture:watch" and so on.
    void drawPictures();
    // One job: a heading, its picture, what it is about and a table of the keys that do it.
    QString job(const QString &heading, const QString &picture, const QString &pictureText,
                const QString &text, const QString &keys) const;

    const WindowActions *m_actions;
    QTextBrowser *m_page;
    QPushButton *m_back = nullptr;
    struct Visit
    {
        QUrl page;
        int scroll = 0;
    };
    QList<Visit> m_visited; // the guide pages before the one shown
    int m_startScroll = 0; // where the start page was left
    BoardTheme m_theme = BoardTheme::classic();
    std::vector<std::pair<QUrl, QImage>> m_pictures;
};
