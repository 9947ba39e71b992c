#include "viewingbanner.h"

#include "arraytext.h"
#include "screenreaderspeech.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>

ViewingBanner::ViewingBanner(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("viewBanner"));
    setAutoFillBackground(true);
    QPalette bannerPalette = palette();
    bannerPalette.setColor(QPalette::Window, QColor(0x1565c0));
    bannerPalette.setColor(QPalette::WindowText, Qt::white);
    setPalette(bannerPalette);
    auto *layout = new QHBoxLayout(this);
    m_text = new QLabel(this);
    QFont bannerFont = m_text->font();
    bannerFont.setPointSizeF(bannerFont.pointSizeF() * 1.2);
    bannerFont.setBold(true);
    m_text->setFont(bannerFont);
    m_text->setWordWrap(true);
    m_back = new QPushButton(this);
    m_back->setObjectName(QStringLiteral("backToSearchButton"));
    connect(m_back, &QPushButton::clicked, this, &ViewingBanner::backRequested);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_back);
    hide();
    retranslate();
}

void ViewingBanner::showSolution(quint64 number, const nq::Placement &solution)
{
    const bool news = isHidden() || number != m_number;
    m_number = number;
    m_array = ArrayText::inSentence(solution);
    updateText();
    show();
    if (news) // the list's selection and Go to solution both show it: said once
        ScreenReaderSpeech::sayFromFocus(ArrayText::spokenText(m_text->text()) + QLatin1Char(' ')
                                         + m_back->text());
}

void ViewingBanner::backToSearch(const QString &whereItStands)
{
    hide();
    ScreenReaderSpeech::sayFromFocus(tr("Back to the search: %1").arg(whereItStands));
}

void ViewingBanner::setSearchState(nq::RunState state, bool cancelled)
{
    if (state == m_searchState && cancelled == m_searchCancelled)
        return;
    m_searchState = state;
    m_searchCancelled = cancelled;
    updateText();
}

void ViewingBanner::updateText()
{
    const QString number = QLocale().toString(m_number);
    QString text;
    if (m_searchCancelled) {
        text = tr("Viewing solution %1: %2. The search was cancelled.");
    } else {
        switch (m_searchState) {
        case nq::RunState::Running:
            text = tr("Viewing solution %1: %2. The search goes on behind it.");
            break;
        // Ready is a search at its start, waiting as a paused one does.
        case nq::RunState::Ready:
        case nq::RunState::Paused:
            text = tr("Viewing solution %1: %2. The search is paused behind it.");
            break;
        case nq::RunState::Finished:
            text = tr("Viewing solution %1: %2. The search has finished.");
            break;
        }
    }
    m_text->setText(text.arg(number, m_array));
}

void ViewingBanner::setBackToolTip(const QString &tip)
{
    m_back->setToolTip(tip);
}

void ViewingBanner::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ViewingBanner::retranslate()
{
    m_back->setText(tr("Back to the search (Esc)"));
    updateText();
}
