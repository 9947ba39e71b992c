#pragma once

#include "boardpainter.h"
#include "boardtheme.h"
#include "exportframes.h"

#include <QCoreApplication>
#include <QDate>
#include <QFont>
#include <QList>
#include <QPageSize>
#include <QString>

#include <atomic>
#include <functional>

class QIODevice;
class QPainter;

// Writes a worksheet as a PDF: a title, then six small boards to a page, each with its step
// number and, by the sheet, the step's narration (the teacher's sheet, with bookmark notes),
// a question about the step with lines to answer on (the students' sheet: the board as it
// stood before the step, or empty) or the question and its answer (the answer key). Boards
// are painted by a BoardPainter, as the window shows them. Plain class; made and used on one
// thread, a worksheet export's job thread.
class WorksheetWriter
{
    Q_DECLARE_TR_FUNCTIONS(WorksheetWriter)

public:
    enum class Sheet { Teacher, Students, AnswerKey };
    struct Options
    {
        Sheet sheet = Sheet::Teacher;
        QPageSize::PageSizeId pageSize = QPageSize::A4;
        bool studentsSeeQueens = true; // students' boards hold the queens placed so far
        BoardTheme theme = BoardTheme::classic();
        QFont font; // the family of every text
        nq::SearchOptions search;
        QString subtitle; // which steps the sheet shows ("Steps 1 to 30")
        QString traceName {}; // a student's trace the steps come from ("" for the search)
        QDate date = QDate::currentDate(); // at the foot of every page, as on the handout
    };
    using Progress = std::function<void(int boardsWritten)>;

    static constexpr int kColumns = 2;
    static constexpr int kRows = 3;
    static constexpr int kDotsPerInch = 300;
    static int boardsPerPage() { return kColumns * kRows; }

    explicit WorksheetWriter(Options options);

    // Writes the PDF to `device` (open for writing); returns the pages written, 0 if the
    // painter could not start or `cancel` was raised (cancelled() is then true).
    int write(QIODevice *device, const QList<ExportFrame> &frames, const Progress &progress = {},
              const std::atomic<bool> *cancel = nullptr);
    bool cancelled() const { return m_cancelled; }

    QString title() const;
    // The foot of a page: the date (the locale's long form), then "Page 2 of 3".
    QStringList footerTexts(int pageIndex, int pages) const;
    // What a students' sheet asks about the step, fitting its event, and the key's answer.
    static QString question(const ExportFrame &frame, const nq::SearchOptions &options);
    static QString answer(const ExportFrame &frame);

private:
    qreal pixels(qreal millimetres) const { return millimetres * kDotsPerInch / 25.4; }
    QFont font(qreal points, bool bold = false, bool italic = false) const;
    QRectF paintHeader(QPainter &p, const QRectF &page, int pageIndex, int pages) const;
    void paintCell(QPainter &p, const QRectF &cell, const ExportFrame &frame);
    void paintTexts(QPainter &p, const QRectF &area, const ExportFrame &frame) const;
    // Draws `text` word-wrapped in `area`, in `font` made smaller until it fits; returns the
    // height it took.
    qreal drawFitted(QPainter &p, const QRectF &area, const QString &text, QFont font) const;
    BoardScene boardFor(const ExportFrame &frame) const;

    Options m_options;
    BoardPainter m_board;
    bool m_cancelled = false;
};
