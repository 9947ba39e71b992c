#include "lessonopener.h"

#include "filetexts.h"
#include "jobprogressdialog.h"
#include "safefile.h"

#include <QFileInfo>

#include <utility>

using namespace nq;

LessonOpener::LessonOpener(QWidget *dialogParent, QObject *parent)
    : QObject(parent)
    , m_dialogParent(dialogParent)
{
}

LessonOpener::~LessonOpener() = default; // the job cancels and waits for its work

LessonOpener::Outcome LessonOpener::read(const QString &path, const QStringList &knownPanels,
                                         const std::atomic<bool> *cancel,
                                         const std::function<void(double)> &progress)
{
    using Kind = LessonProblem::Kind;
    // The one read path refuses a FIFO, a device or a folder before reading a byte, and a
    // file larger than a lesson can be.
    const FileReading file = readRegularFile(path.toStdString(), LessonFormat::kMaxFileBytes);
    if (file.problem.kind == FileProblem::Kind::TooLarge)
        return LessonProblem {Kind::TooLarge,
                              {},
                              QString::number(QFileInfo(path).size()),
                              QString::number(LessonFormat::kMaxFileBytes)};
    if (!file.ok())
        return LessonProblem {Kind::Unreadable, {}, FileTexts::reason(file.problem), {}};
    Outcome outcome = LessonFormat::read(QByteArray::fromStdString(file.bytes), knownPanels);
    if (const Lesson *lesson = std::get_if<Lesson>(&outcome))
        if (std::optional<LessonProblem> problem = LessonSteps::check(*lesson, cancel, progress))
            return *problem;
    return outcome;
}

void LessonOpener::open(const QString &path, const QStringList &knownPanels)
{
    hold(path, knownPanels);
    release();
}

void LessonOpener::hold(const QString &path, const QStringList &knownPanels)
{
    // A lesson still being checked is dropped for this one.
    m_holding = true;
    m_finishedWhileHeld = false;
    m_heldOutcome.reset();
    m_path = path;
    m_job.run<Outcome>(
        [path, knownPanels](const JobControl &control) {
            return read(path, knownPanels, control.cancelFlag(), [&control](double fraction) {
                control.report(qint64(fraction * 1000), 1000);
            });
        },
        [this, path](std::optional<Outcome> outcome) {
            if (!m_holding)
                return onFinished(path, std::move(outcome));
            m_finishedWhileHeld = true;
            m_heldOutcome = std::move(outcome);
        });
}

void LessonOpener::release()
{
    m_holding = false;
    if (m_finishedWhileHeld) {
        m_finishedWhileHeld = false;
        onFinished(m_path, std::exchange(m_heldOutcome, std::nullopt));
        return;
    }
    // Most lessons open at once; a replay of many steps shows its progress and can be stopped.
    if (m_job.isRunning())
        JobProgressDialog::follow(
            &m_job, m_dialogParent,
            tr("Checking the steps of “%1”…").arg(QFileInfo(m_path).fileName()), 500);
}

void LessonOpener::drop()
{
    m_job.cancelAndWait(); // no signal of it follows
    m_holding = false;
    m_finishedWhileHeld = false;
    m_heldOutcome.reset();
}

void LessonOpener::onFinished(const QString &path, std::optional<Outcome> outcome)
{
    const auto *problem = outcome ? std::get_if<LessonProblem>(&*outcome) : nullptr;
    if (!outcome || (problem && problem->kind == LessonProblem::Kind::Cancelled))
        emit cancelled(path);
    else if (problem)
        emit failed(path, describe(path, *problem));
    else
        emit opened(std::get<Lesson>(*outcome), path);
}

QString LessonOpener::describe(const QString &path, const LessonProblem &problem)
{
    return tr("Cannot open the lesson “%1”: %2.")
        .arg(QFileInfo(path).fileName(), problemText(problem));
}

// Long on purpose: one sentence per kind of problem, a table of texts for the translators.
QString LessonOpener::problemText(const LessonProblem &p)
{
    using Kind = LessonProblem::Kind;
    const QString field = p.field;
    switch (p.kind) {
    case Kind::Unreadable: return tr("the file cannot be read (%1)").arg(p.value);
    case Kind::TooLarge:
        return tr("the file has %1 bytes, more than a lesson can have (%2)")
            .arg(QLocale().toString(p.value.toLongLong()),
                 QLocale().toString(p.allowed.toLongLong()));
    case Kind::NotJson:
        return tr("it is not a lesson file (not JSON: %1 at byte %2)").arg(p.value, p.allowed);
    case Kind::NotALesson: return tr("it is not a lesson file of this program");
    case Kind::NewerVersion:
        return tr("it was saved by a newer version of the program (lesson format %1; this "
                  "version reads format %2)")
            .arg(p.value, p.allowed);
    case Kind::Missing: return tr("“%1” is missing").arg(field);
    case Kind::WrongType: {
        const QHash<QString, QString> types {
            {QStringLiteral("integer"), tr("a whole number")},
            {QStringLiteral("number"), tr("a number")},
            {QStringLiteral("text"), tr("text")},
            {QStringLiteral("true or false"), tr("true or false")},
            {QStringLiteral("list"), tr("a list")},
            {QStringLiteral("object"), tr("an object with fields")},
            {QStringLiteral("Base64"), tr("text in Base64")}};
        return tr("“%1” should be %2").arg(field, types.value(p.allowed, p.allowed));
    }
    case Kind::OutOfRange:
        if (field == QLatin1String("stepsPerSecond"))
            return tr("“%1” is %2; it must be 0 (full speed) or within %3")
                .arg(field, p.value, p.allowed);
        return tr("“%1” is %2; it must be within %3").arg(field, p.value, p.allowed);
    case Kind::WrongCount: {
        const QStringList range = p.allowed.split(QStringLiteral(".."));
        const int count = p.value.toInt();
        if (range.size() == 2 && range[0] == range[1])
            return tr("“%1” has %Ln entries; it must have %2", nullptr, count)
                .arg(field, QLocale().toString(range[1].toLongLong()));
        return tr("“%1” has %Ln entries; it may have at most %2", nullptr, count)
            .arg(field, QLocale().toString(range.last().toLongLong()));
    }
    case Kind::TooLong:
        return tr("“%1” has %Ln characters; it may have at most %2", nullptr, p.value.toInt())
            .arg(field, QLocale().toString(p.allowed.toLongLong()));
    case Kind::TooManyBytes:
        return tr("“%1” has %2 bytes; it may have at most %3")
            .arg(field, QLocale().toString(p.value.toLongLong()),
                 QLocale().toString(p.allowed.toLongLong()));
    case Kind::Conflicting:
        return tr("“%1” and “%2” are both given; a lesson may hold only one of them")
            .arg(field, p.value);
    case Kind::UnknownValue:
        if (p.allowed.isEmpty())
            return tr("“%1” holds the control character %2").arg(field, p.value);
        return tr("“%1” is “%2”; it must be one of: %3").arg(field, p.value, p.allowed);
    case Kind::Duplicate: return tr("“%1” repeats %2").arg(field, p.value);
    case Kind::NotAStart:
        return tr("“%1” are not queens a search can start from (they attack each other or leave "
                  "a level empty before another queen)")
            .arg(field);
    case Kind::StepBeyondEnd:
        return tr("“%1” is step %2, but that search ends at step %3")
            .arg(field, QLocale().toString(p.value.toLongLong()),
                 QLocale().toString(p.allowed.toLongLong()));
    case Kind::Cancelled: return tr("opening was cancelled");
    }
    return {};
}
