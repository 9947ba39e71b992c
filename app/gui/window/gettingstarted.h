#pragma once

#include "boardtheme.h"

#include <QDialog>
#include <QImage>
#include <QUrl>

#include <utility>
#include <vector>

class QTextBrowser;
class WindowActions;

// Help ▸ Getting started (F1): the program's three jobs (watch the search, step by hand,
// browse the solutions), each with a picture of a real board and the keys that do it, read
// from the window's actions so that they are always the keys that work. A window of its own
// that can stay open beside the main window; its page is written again when the language
// changes. Owns the page and its pictures. GUI thread.
class GettingStarted : public QDialog
{
    Q_OBJECT

public:
    GettingStarted(const WindowActions *actions, QWidget *parent);

    // Draws the pictures in `theme` (the board's theme in the window) and shows the page.
    void showWith(const BoardTheme &theme);
    // The page, for tests and screen readers: its text as shown.
    QTextBrowser *page() const { return m_page; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void writePage();
    // Draws the pictures the page shows as "picture:watch" and so on.
    void drawPictures();
    // One job: a heading, its picture, what it is about and a table of the keys that do it.
    QString job(const QString &heading, const QString &picture, const QString &pictureText,
                const QString &text, const QString &keys) const;

    const WindowActions *m_actions;
    QTextBrowser *m_page;
    BoardTheme m_theme = BoardTheme::classic();
    std::vector<std::pair<QUrl, QImage>> m_pictures;
};
