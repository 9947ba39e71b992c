#include "pseudocodeview.h"

#include "listingview.h"
#include "textzoom.h"
#include "watchview.h"

#include <QEvent>
#include <QLabel>
#include <QRegularExpression>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace nq;
using Listing = Pseudocode::Listing;

PseudocodeView::PseudocodeView(QWidget *parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
    , m_algorithmView(new ListingView)
    , m_checkView(new ListingView)
    , m_checkPage(new QWidget)
    , m_watch(new WatchView)
    , m_explanation(new QLabel)
{
    m_algorithmView->setObjectName(QStringLiteral("algorithmListing"));
    m_checkView->setObjectName(QStringLiteral("checkListing"));
    m_explanation->setObjectName(QStringLiteral("checkExplanation"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextFormat(Qt::RichText);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse
                                           | Qt::TextSelectableByKeyboard);
    m_explanation->setFocusPolicy(Qt::TabFocus);
    m_explanation->setMargin(6);
    QFont explanationFont = m_explanation->font();
    explanationFont.setPointSizeF(explanationFont.pointSizeF() * 1.15);
    m_explanation->setFont(explanationFont);
    m_explanation->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

    auto *checkLayout = new QVBoxLayout(m_checkPage);
    checkLayout->setContentsMargins(0, 0, 0, 0);
    checkLayout->setSpacing(4);
    checkLayout->addWidget(m_checkView, 1);
    checkLayout->addWidget(m_watch);
    checkLayout->addWidget(m_explanation);

    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_algorithmView, QString());
    m_tabs->addTab(m_checkPage, QString());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    // The tab bar first, then the listing, then the explanation.
    setFocusProxy(m_tabs);
    setTabOrder(m_algorithmView, m_checkView);
    setTabOrder(m_checkView, m_explanation);
    m_watch->setFocusPolicy(Qt::TabFocus); // a screen reader reads its values from the keys
    setTabOrder(m_checkView, m_watch);
    setTabOrder(m_watch, m_explanation);

    rebuild(m_pseudocode.options());
}

void PseudocodeView::setOptions(const SearchOptions &options)
{
    if (options == m_pseudocode.options())
        return;
    m_event.reset(); // a step of another run means nothing in the new listings
    rebuild(options);
}

void PseudocodeView::retranslate()
{
    rebuild(m_pseudocode.options());
}

void PseudocodeView::rebuild(const SearchOptions &options)
{
    m_pseudocode = Pseudocode(options);
    m_algorithmView->setLines(m_pseudocode.algorithm());
    m_checkView->setLines(m_pseudocode.check());

    const QString name = Pseudocode::checkName(options.check);
    const QString explanation = m_pseudocode.explanation();
    m_tabs->setTabText(0, tr("Algorithm"));
    m_tabs->setTabText(1, tr("Safety check"));
    m_tabs->setTabToolTip(
        0,
        options.order == Order::Rows
            ? tr("Backtracking row by row: one queen per row, its column chosen by the loop")
            : tr(
                "Backtracking column by column: one queen per column, its row chosen by the loop"));
    m_tabs->setTabToolTip(1, tr("%1: %2").arg(name, explanation));
    m_checkView->setWhatsThis(explanation);
    // Keep the code inside the sentences in one piece: "r - c + N - 1" must not break.
    // No-break spaces alone are not enough: a line may still break after "-" or "|", so a
    // word joiner (U+2060) follows those.
    static const QRegularExpression operatorSpaces(QStringLiteral(" ([-+=|&<>]{1,2}) "));
    QString unbroken = explanation;
    unbroken.replace(operatorSpaces, QStringLiteral("\u00a0\\1\u00a0"));
    unbroken.replace(u'-', QStringLiteral("-\u2060")).replace(u'|', QStringLiteral("|\u2060"));
    m_explanation->setText(
        QStringLiteral("<b>%1.</b> %2").arg(name.toHtmlEscaped(), unbroken.toHtmlEscaped()));

    setAccessibleName(tr("Pseudocode"));
    m_tabs->setAccessibleName(tr("Pseudocode"));
    m_algorithmView->setAccessibleName(tr("Algorithm pseudocode"));
    m_checkView->setAccessibleName(tr("Safety check pseudocode: %1").arg(name));
    m_explanation->setAccessibleName(tr("How the safety check works"));
    applyEvent();
    updateExplanationRoom();
}

void PseudocodeView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updateExplanationRoom();
}

void PseudocodeView::updateExplanationRoom()
{
    // The listing comes first: the paragraph shows only where the whole check still fits
    // below it at the smallest font; otherwise it stays in the tab's tooltip and What's This.
    const int page = m_tabs->height() - m_tabs->tabBar()->sizeHint().height();
    const int width = std::max(1, m_tabs->width());
    const int paragraph = m_explanation->heightForWidth(width);
    const int listing = m_checkView->heightForAllLines(ListingView::kMinPointSize);
    const int watch = m_watch->sizeHint().height() + 4;
    m_explanation->setVisible(page >= listing + watch + paragraph + 4);
}

int PseudocodeView::widthForCode(qreal capPixels) const
{
    // The tabs' frame and margins around the listing, as laid out now.
    const int around = std::max(0, width() - m_algorithmView->width());
    return std::max(m_algorithmView->widthForCode(capPixels), m_checkView->widthForCode(capPixels))
           + around;
}

void PseudocodeView::showValues(const StepperState &state, const Event *lastEventOrNull)
{
    m_watch->setValues(WatchValues::of(state, lastEventOrNull));
}

void PseudocodeView::clearValues()
{
    m_watch->setValues({});
}

void PseudocodeView::setTextZoom(qreal zoom)
{
    m_algorithmView->setTextZoom(zoom);
    m_checkView->setTextZoom(zoom);
    TextZoom::applyTo(m_watch, zoom);
    updateExplanationRoom();
}

void PseudocodeView::setPresented(bool presented, qreal capPixels)
{
    m_algorithmView->setPresented(presented, capPixels);
    m_checkView->setPresented(presented, capPixels);
}

bool PseudocodeView::explanationShown() const
{
    return !m_explanation->isHidden();
}

void PseudocodeView::showEvent(const Event *lastEventOrNull)
{
    if (lastEventOrNull)
        m_event = *lastEventOrNull;
    else
        m_event.reset();
    applyEvent();
}

void PseudocodeView::applyEvent()
{
    if (!m_event) {
        m_algorithmView->setHighlight(-1, {});
        m_checkView->setHighlight(-1, {});
        return;
    }
    const Pseudocode::Highlight lines = m_pseudocode.lineFor(*m_event);
    const QColor colour = colourFor(m_event->type);
    m_algorithmView->setHighlight(lines.algorithm, colour);
    m_checkView->setHighlight(lines.check, colour);
}

void PseudocodeView::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    m_watch->setTheme(theme);
    applyEvent();
}

QColor PseudocodeView::colourFor(EventType type) const
{
    // The colours of the board's marks, so a red square and a red line belong together.
    switch (type) {
    case EventType::Try: return m_theme.candidate;
    case EventType::Conflict: return m_theme.conflict;
    case EventType::Place: return m_theme.placed;
    case EventType::Solution: return m_theme.solution;
    case EventType::Remove: return m_theme.lifted;
    case EventType::Backtrack: return m_theme.exhausted;
    case EventType::Done: return m_theme.frame;
    }
    return m_theme.frame;
}

ListingView *PseudocodeView::listingView(Listing listing) const
{
    return listing == Listing::Algorithm ? m_algorithmView : m_checkView;
}

int PseudocodeView::highlightedLine(Listing listing) const
{
    return listingView(listing)->highlightedLine();
}

QColor PseudocodeView::highlightColour(Listing listing) const
{
    return listingView(listing)->highlightColour();
}

QString PseudocodeView::lineText(Listing listing, int line) const
{
    return listingView(listing)->lineText(line);
}

int PseudocodeView::lineCount(Listing listing) const
{
    return listingView(listing)->lineCount();
}

QString PseudocodeView::explanationText() const
{
    return m_explanation->text();
}

void PseudocodeView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
