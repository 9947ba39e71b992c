#include "gettingstarted.h"

#include "actiontext.h"
#include "boardexport.h"
#include "boardscene.h"
#include "practiceboard.h"
#include "mnemonictext.h"
#include "practicepanel.h"
#include "screenreaderspeech.h"
#include "stepper.h"
#include "windowactions.h"

#include <QAction>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QKeyEvent>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QVBoxLayout>

#include <functional>

using namespace nq;
using C = WindowActions::Command;

namespace {

constexpr int kPictureSide = 200;

// The board in the middle of a search of N=8: the first time a tried square is refused, a
// line from the queen that attacks it (the step the narration explains best).
BoardScene searchPicture()
{
    SearchOptions options;
    options.n = 8;
    Stepper stepper(options);
    for (int steps = 0; steps < 200; ++steps) {
        const Event event = stepper.next();
        if (event.type == EventType::Conflict && stepper.depth() >= 3)
            return BoardScene::fromEvent(stepper.placement(), &event, options.order);
    }
    return BoardScene::fromEvent(stepper.placement(), nullptr, options.order);
}

// A board of 6 a student is placing by hand: three safe queens and a fourth that shares a
// column with one of them, the pair joined by a line.
BoardScene practicePicture()
{
    PracticeBoard board(6);
    board.toggle(0, 1);
    board.toggle(1, 3);
    board.toggle(2, 5);
    board.toggle(3, 3);
    return PracticePanel::sceneOf(board, Order::Rows, false);
}

// The first solution of N=8, as the Solutions list shows it on the board.
BoardScene solutionPicture()
{
    SearchOptions options;
    options.n = 8;
    Stepper stepper(options);
    stepper.advanceToNextSolution();
    return BoardScene::forSolution(stepper.placement());
}

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

// One row of a keys table: the keys and what they do.
QString keyRow(const QString &keys, const QString &does)
{
    return QStringLiteral("<tr><td valign=\"top\"><b>%1</b></td><td>%2</td></tr>")
        .arg(escaped(keys), escaped(does));
}

// The page of Getting started and of the user guide it links to: the guide's pictures (the
// README's screenshots) are shrunk to the page's width, so that a page reads without scrolling
// sideways. It has a text cursor, moved by the arrow keys, so that a screen reader reads the
// line it comes to (Orca says nothing of a page without one), and Ctrl+Down and Ctrl+Up move
// it to the next and the previous paragraph, which is said whole (Orca 43 says nothing when
// the cursor moves by paragraph, so the page says it itself). GUI thread.
class GuideBrowser : public QTextBrowser
{
public:
    explicit GuideBrowser(QWidget *parent)
        : QTextBrowser(parent)
    {
        setTextInteractionFlags(textInteractionFlags() | Qt::TextSelectableByKeyboard);
    }
    // The dialog's way back, for the browser's own Back keys (Alt+Left): its history is not
    // the pages the reader opened (the start page is written, not a source), and it went to
    // the Command line page with no Back button.
    std::function<void()> goBack;
    void backward() override
    {
        if (goBack)
            goBack();
    }
    void forward() override { } // no way forward: links open pages

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        const bool down = event->key() == Qt::Key_Down;
        if ((down || event->key() == Qt::Key_Up) && event->modifiers() == Qt::ControlModifier) {
            QTextCursor cursor = textCursor();
            // Up goes to the start of the paragraph, or to the one before from its start. A
            // paragraph of a picture alone is passed: its caption follows it.
            const auto move = [&] {
                return cursor.movePosition(down ? QTextCursor::NextBlock
                                                : QTextCursor::PreviousBlock);
            };
            const auto wordless = [](const QTextBlock &block) {
                return block.text().remove(QChar::ObjectReplacementCharacter).trimmed().isEmpty();
            };
            if (down || cursor.atBlockStart()) {
                while (move() && wordless(cursor.block())) { }
            }
            cursor.movePosition(QTextCursor::StartOfBlock);
            setTextCursor(cursor);
            ensureCursorVisible();
            ScreenReaderSpeech::say(this, cursor.block().text());
            return;
        }
        QTextBrowser::keyPressEvent(event);
    }

public:
    QVariant loadResource(int type, const QUrl &name) override
    {
        QVariant resource = QTextBrowser::loadResource(type, name);
        if (type != QTextDocument::ImageResource || name.scheme() != QLatin1String("qrc"))
            return resource;
        QImage image;
        if (resource.canConvert<QByteArray>())
            image.loadFromData(resource.toByteArray());
        // A picture in a list item stands indented: room for that too.
        const int width = viewport()->width() - 2 * int(document()->documentMargin()) - 48;
        if (image.isNull() || width <= 0 || image.width() <= width)
            return resource;
        return image.scaledToWidth(width, Qt::SmoothTransformation);
    }
};

} // namespace

QUrl GettingStarted::guidePage(const QString &fileName)
{
    return QUrl(QStringLiteral("qrc:/resources/doc/") + fileName);
}

GettingStarted::GettingStarted(const WindowActions *actions, QWidget *parent)
    : QDialog(parent)
    , m_actions(actions)
    , m_page(new GuideBrowser(this))
{
    setObjectName(QStringLiteral("gettingStarted"));
    m_page->setObjectName(QStringLiteral("gettingStartedPage"));
    m_page->setOpenLinks(false);
    connect(m_page, &QTextBrowser::anchorClicked, this, &GettingStarted::follow);
    static_cast<GuideBrowser *>(m_page)->goBack = [this] { back(); };
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_page);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_back = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_back->setObjectName(QStringLiteral("guideBack"));
    m_back->setShortcut(QKeySequence::Back);
    m_back->hide();
    connect(m_back, &QPushButton::clicked, this, &GettingStarted::back);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, 700);
}

void GettingStarted::follow(const QUrl &link)
{
    const QUrl url = m_page->source().isEmpty() ? link : m_page->source().resolved(link);
    if (url.scheme() != QLatin1String("qrc")) {
        QDesktopServices::openUrl(url); // a web address: the user's browser
        return;
    }
    if (url.adjusted(QUrl::RemoveFragment) == m_page->source().adjusted(QUrl::RemoveFragment)) {
        m_page->scrollToAnchor(url.fragment()); // a section of the page shown
        return;
    }
    if (!QFile::exists(QLatin1Char(':') + url.path()))
        return; // only the guide's own pages are links (GuideBrowser checks them in tst_help)
    if (!m_page->source().isEmpty())
        m_visited.append({m_page->source(), m_page->verticalScrollBar()->value()});
    else
        m_startScroll = m_page->verticalScrollBar()->value();
    m_page->setSource(url.adjusted(QUrl::RemoveFragment), QTextDocument::MarkdownResource);
    m_back->show();
}

void GettingStarted::back()
{
    if (m_visited.isEmpty()) {
        writePage();
        m_page->verticalScrollBar()->setValue(m_startScroll);
        return;
    }
    const auto [url, scroll] = m_visited.takeLast();
    m_page->setSource(url, QTextDocument::MarkdownResource);
    m_page->verticalScrollBar()->setValue(scroll);
}

void GettingStarted::showWith(const BoardTheme &theme)
{
    m_theme = theme;
    drawPictures();
    writePage();
    show();
    raise();
    activateWindow();
}

void GettingStarted::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        writePage();
    QDialog::changeEvent(event);
}

void GettingStarted::drawPictures()
{
    const std::pair<const char *, BoardScene> pictures[] = {
        {"picture:watch", searchPicture()},
        {"picture:practice", practicePicture()},
        {"picture:solutions", solutionPicture()}};
    m_pictures.clear();
    for (const auto &[name, scene] : pictures)
        m_pictures.emplace_back(QUrl(QString::fromLatin1(name)),
                                BoardExport::image(scene, m_theme, kPictureSide, m_page->font()));
}

QString GettingStarted::job(const QString &heading, const QString &picture,
                            const QString &pictureText, const QString &text,
                            const QString &keys) const
{
    return QStringLiteral("<h2>%1</h2><table cellspacing=\"8\"><tr><td valign=\"top\" width=\"%3\">"
                          "<img src=\"%2\" width=\"%3\" height=\"%3\" alt=\"%4\">"
                          "<p><small>%4</small></p></td>"
                          "<td valign=\"top\"><p>%5</p><table cellspacing=\"4\">%6</table>"
                          "</td></tr></table>")
        .arg(escaped(heading), picture, QString::number(kPictureSide), escaped(pictureText),
             escaped(text), keys);
}

QString GettingStarted::blankKeys() const
{
    // The presentation's blank screen (ScreenBlank): its keys are no command's.
    const QAction *blank = parentWidget()->findChild<QAction *>(QStringLiteral("blankScreenKeys"));
    if (!blank)
        return {};
    return keyRow(keysOf(blank), blank->statusTip());
}

QString GettingStarted::guideLinks() const
{
    // The pages of the user guide a teacher reaches for first (resources/doc, embedded).
    const std::pair<const char *, QString> pages[] = {
        {"using.md", tr("Using the window: every panel, the timeline, the search tree")},
        {"teaching.md", tr("Teaching with it: a class step by step, presentation mode, a clicker")},
        {"lessons.md", tr("Lessons: bookmarks, notes, worksheets and handouts")},
        {"web-page.md", tr("A lesson's web page for the students at home")},
        {"keys.md", tr("Every keyboard shortcut")},
        {"accessibility.md", tr("With a screen reader, the keyboard alone or large text")},
        {"counting.md", tr("Counting the solutions for large N")},
        {"command-line.md", tr("The command line: nqueens and nqueens-cli")}};
    QString items;
    for (const auto &[file, title] : pages)
        items += QStringLiteral("<li><a href=\"%1\">%2</a></li>")
                     .arg(guidePage(QString::fromLatin1(file)).toString(), escaped(title));
    return QStringLiteral("<h2>%1</h2><p>%2</p><ul>%3</ul>")
        .arg(escaped(tr("Read more")),
             escaped(tr("The user guide, in English: Back (%1) returns here.")
                         .arg(QKeySequence(QKeySequence::Back).toString(QKeySequence::NativeText))),
             items);
}

void GettingStarted::writePage()
{
    m_visited.clear();
    m_back->hide();
    m_page->setSource(QUrl()); // the start page is written, not read from the guide
    setWindowTitle(tr("Getting started"));
    m_back->setText(tr("&Back"));
    m_back->setToolTip(
        tr("Back to the page before (%1)")
            .arg(QKeySequence(QKeySequence::Back).toString(QKeySequence::NativeText)));
    m_page->setAccessibleName(windowTitle()); // a screen reader names the page it reads
    // One row of the keys table: the keys of `commands` and what they do.
    const auto keys = [this](std::initializer_list<C> commands, const QString &what = QString()) {
        QStringList shortcuts;
        for (C command : commands)
            shortcuts << keysOf(m_actions->action(command));
        const QString does = what.isEmpty() ? m_actions->action(*commands.begin())->statusTip()
                                            : what;
        return keyRow(shortcuts.join(tr(", ")), does);
    };
    const QString watchKeys =
        keys({C::PlayPause}, tr("Play or pause the search")) + keys({C::Step}) + keys({C::StepBack})
        + keys({C::SpeedOne, C::SpeedTen, C::SpeedHundred, C::SpeedThousand, C::SpeedFull},
               tr("Speed: 1, 10, 100, 1,000 steps a second, full speed"))
        + keys({C::RunToSolution}) + keys({C::GoToStep}) + keys({C::Presentation})
        + keys({C::PseudocodeWhilePresenting}) + blankKeys();
    const QString practiceKeys = keys({C::Practice}) + keys({C::Hint});
    const QString solutionKeys = keys({C::GoToSolution}) + keys({C::BackToSearch})
                                 + keys({C::Print}) + keys({C::ExportSolutions});
    const QAction *simpleView = m_actions->action(C::SimpleView);
    const QString views =
        tr("The window opens in the Simple view: the board, the run's controls and the "
           "pseudocode, and the everyday menu entries. The Full view button at the right of the "
           "menus, or %1, shows every panel and menu entry; %1 again (View ▸ %2) goes back. "
           "Every key works in both views.")
            .arg(keysOf(simpleView), withoutMnemonic(simpleView->text()));
    const QString page =
        QStringLiteral("<h1>%1</h1><p>%2</p><p>%3</p>")
            .arg(escaped(tr("Getting started")),
                 escaped(tr("The program shows how backtracking puts N queens on an N×N board "
                            "so that no two attack each other. It does three jobs.")),
                 escaped(views))
        + job(tr("1. Watch the search"), QStringLiteral("picture:watch"),
              tr("A search of 8 queens: a tried square is refused, a line from the queen that "
                 "attacks it"),
              tr("Press Play and the search tries square after square, row by row: a queen goes "
                 "down where no queen attacks it, and when a row has no safe square the last "
                 "queen is taken back (a backtrack). The narration above the board says why each "
                 "step happened; the panels show the same step as code, call stack and search "
                 "tree. Click or drag the timeline under the board to go back to any step."),
              watchKeys)
        + job(tr("2. Try it yourself"), QStringLiteral("picture:practice"),
              tr("A board of 6 in Try it yourself: two queens in one column, joined by a line"),
              tr("In Try it yourself you place the queens: click a square, or move with the arrow "
                 "keys and press Enter. Queens that attack each other are joined by a line, and "
                 "the panel says why a square is unsafe. Hint shows the square the algorithm "
                 "would choose next; Esc goes back to the search."),
              practiceKeys)
        + job(tr("3. Browse the solutions"), QStringLiteral("picture:solutions"),
              tr("The first solution of 8 queens"),
              tr("Every solution the search finds goes into the Solutions list with its symmetry "
                 "class. Choose the goal \"list\" to find all of them at once, on every core. "
                 "Select a solution to see it on the board, print a handout of the ones you "
                 "select or save them to a file."),
              solutionKeys)
        + QStringLiteral("<h2>%1</h2><table cellspacing=\"4\">%2</table>")
              .arg(escaped(tr("Help on every panel")),
                   keys({C::WhatsThis}, tr("What's this? Then click any panel to learn what it "
                                           "shows"))
                       + keys({C::ShortcutsHelp}))
        + guideLinks();
    m_page->setHtml(page);
    // After the page: setting it clears the document's resources.
    for (const auto &[url, image] : m_pictures)
        m_page->document()->addResource(QTextDocument::ImageResource, url, image);
}
