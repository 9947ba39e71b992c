#include "windowframe.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QMimeData>
#include <QUrl>
#include <QWidget>

WindowFrame::WindowFrame(QWidget *window)
    : QObject(window)
    , m_window(window)
    , m_document(window->windowTitle())
{
    setObjectName(QStringLiteral("windowFrame"));
    window->setAcceptDrops(true);
    window->installEventFilter(this);
}

void WindowFrame::setDocumentTitle(const QString &title, bool modified)
{
    m_document = title;
    m_modified = modified;
    showTitle();
}

void WindowFrame::setShownTitle(const QString &title)
{
    m_shown = title;
    showTitle();
}

void WindowFrame::showTitle()
{
    m_window->setWindowTitle(m_shown.isEmpty() ? m_document : m_shown);
    m_window->setWindowModified(m_shown.isEmpty() && m_modified);
}

void WindowFrame::addDrop(std::function<bool(const QString &)> takes,
                          std::function<void(const QString &)> open)
{
    m_drops.push_back({std::move(takes), std::move(open)});
}

void WindowFrame::setOtherDrop(std::function<void(const QString &)> open)
{
    m_otherDrop = std::move(open);
}

void WindowFrame::addCloseGuard(std::function<bool()> mayClose)
{
    m_closeGuards.push_back(std::move(mayClose));
}

void WindowFrame::addCloseStep(std::function<void()> step)
{
    m_closeSteps.push_back(std::move(step));
}

QString WindowFrame::draggedFile(const QEvent *event)
{
    const QMimeData *data = static_cast<const QDropEvent *>(event)->mimeData();
    const QList<QUrl> urls = data ? data->urls() : QList<QUrl>();
    return urls.size() == 1 && urls.first().isLocalFile() ? urls.first().toLocalFile() : QString();
}

const std::function<void(const QString &)> *WindowFrame::opener(const QString &path) const
{
    if (path.isEmpty())
        return nullptr;
    for (const Drop &drop : m_drops) {
        if (drop.takes(path))
            return &drop.open;
    }
    return m_otherDrop ? &m_otherDrop : nullptr;
}

bool WindowFrame::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_window)
        return QObject::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::LanguageChange: emit languageChanged(); break;
    case QEvent::Close:
        for (const auto &mayClose : m_closeGuards) {
            if (!mayClose()) {
                event->ignore();
                return true;
            }
        }
        for (const auto &step : m_closeSteps)
            step();
        break;
    case QEvent::DragEnter:
        if (opener(draggedFile(event)))
            static_cast<QDragEnterEvent *>(event)->acceptProposedAction();
        return true;
    case QEvent::Drop:
        if (const auto *open = opener(draggedFile(event))) {
            static_cast<QDropEvent *>(event)->acceptProposedAction();
            // Copied: opening may ask (a dialog), during which the parts could change.
            const auto openIt = *open;
            openIt(draggedFile(event));
        }
        return true;
    default: break;
    }
    return QObject::eventFilter(watched, event);
}
