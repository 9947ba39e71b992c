#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <vector>

class QWidget;

// What the main window shows of itself and lets in, owned in one place: its title, the files
// dropped on it and its close. The rooms attached to the window each give their part: the
// document's title (the lessons: the lesson file's name and its modified mark) and what is
// shown instead of it (the traces: whose search it is); the files each takes when dropped
// (the traces: a .trace file; the lessons: any other file); what must agree before the window
// closes (the lessons: changed bookmarks saved or let go) and what is done once it closes
// (the traces: the student's program stopped). Each part is kept, so the title is composed
// the same whichever part changes first (a new language retitles both). The only event filter
// on the window for these; the window accepts drops. GUI thread; the window's child.
class WindowFrame : public QObject
{
    Q_OBJECT

public:
    explicit WindowFrame(QWidget *window);

    // The document's title; "[*]" in it is where the modified mark goes.
    void setDocumentTitle(const QString &title, bool modified);
    // What is shown in the window's title instead of the document's while it is not empty.
    void setShownTitle(const QString &title);

    // A dropped local file that `takes` says is its own is given to `open`; the takers are
    // asked in the order they were added, and a file none takes goes to the other files' part.
    void addDrop(std::function<bool(const QString &path)> takes,
                 std::function<void(const QString &path)> open);
    void setOtherDrop(std::function<void(const QString &path)> open);

    // Asked in order before the window closes: one that says no keeps it open (and asks the
    // user whatever it must, a save).
    void addCloseGuard(std::function<bool()> mayClose);
    // Done once every guard agreed, before the window's own close.
    void addCloseStep(std::function<void()> step);

signals:
    // The window's language changed: each part gives its title again in the new one.
    void languageChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Drop
    {
        std::function<bool(const QString &)> takes;
        std::function<void(const QString &)> open;
    };
    // The one local file a drag carries, or "".
    static QString draggedFile(const QEvent *event);
    // Whose part a dropped file is; null when none takes it.
    const std::function<void(const QString &)> *opener(const QString &path) const;
    void showTitle();

    QWidget *m_window = nullptr;
    QString m_document;
    bool m_modified = false;
    QString m_shown;
    std::vector<Drop> m_drops;
    std::function<void(const QString &)> m_otherDrop;
    std::vector<std::function<bool()>> m_closeGuards;
    std::vector<std::function<void()>> m_closeSteps;
};
