#pragma once

#include "searchtypes.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

// The backtracking algorithm and its safety check as short pseudocode, written for the
// selected order and check the way the Stepper really runs them, and which line of each
// listing a protocol event stands for. Texts are built once, in the language current at
// construction: build a new Pseudocode after a language change. Plain value; GUI thread
// (the texts are translatable).
class Pseudocode
{
    Q_DECLARE_TR_FUNCTIONS(Pseudocode)

public:
    enum class Listing { Algorithm, Check };

    // What a line does, so that events find their line however the words are translated.
    enum class Role {
        None,
        Try, // a candidate is taken (scan, arrays)
        Check, // the safety check is entered (safety listing)
        Conflict, // the check rejects the square (algorithm listing)
        SameLine, // the queen's own line: column in row order, row in column order
        SameDiagonal, // scan: |Δrow| == |Δcol|; arrays: the ↘ diagonal
        SameAntiDiagonal, // arrays: the ↙ / ↗ anti-diagonal
        Safe, // scan: no earlier queen attacks the square
        Place,
        Remove,
        Solution,
        Backtrack,
        Done,
    };

    struct ListingLine
    {
        int indent = 0; // nesting depth; the view draws two spaces per level
        QString code; // what the line says, without indentation
        QString comment; // why, in words; may be empty
        Role role = Role::None;
    };

    // The line to highlight in each listing, -1 where the event has no line there.
    struct Highlight
    {
        int algorithm = -1;
        int check = -1;

        int in(Listing listing) const { return listing == Listing::Algorithm ? algorithm : check; }
        friend bool operator==(const Highlight &, const Highlight &) = default;
    };

    explicit Pseudocode(const nq::SearchOptions &options = {});

    const nq::SearchOptions &options() const { return m_options; }
    const QList<ListingLine> &lines(Listing listing) const;
    const QList<ListingLine> &algorithm() const { return m_algorithm; }
    const QList<ListingLine> &check() const { return m_check; }

    // Cheap (a table look-up): fit for every frame of an animation.
    Highlight lineFor(const nq::Event &event) const;

    // The shown form of a line: indentation, code, and the comment after "// ".
    static QString text(const ListingLine &line);

    // What the selected check is called, and one paragraph on how it works, for help texts.
    static QString checkName(nq::Check check);
    static QString explanation(nq::Check check, nq::Order order);
    QString explanation() const { return explanation(m_options.check, m_options.order); }

private:
    // The algorithm's lines that place and remove a queen; the arrays check repeats them.
    static QString placeLine(bool rows);
    static QString removeLine(bool rows);
    static QList<ListingLine> buildAlgorithm(const nq::SearchOptions &options);
    static QList<ListingLine> buildCheck(const nq::SearchOptions &options);
    static QList<ListingLine> buildScanCheck(bool rows);
    static QList<ListingLine> buildArraysCheck(bool rows);
    static QList<ListingLine> buildBitmaskCheck(bool rows);
    static int indexOf(const QList<ListingLine> &lines, Role role);
    static Role algorithmRole(const nq::Event &event, nq::Check check);
    static Role checkRole(const nq::Event &event, nq::Check check);

    nq::SearchOptions m_options;
    QList<ListingLine> m_algorithm;
    QList<ListingLine> m_check;
    // Line index of each role, per listing, found once at construction.
    static constexpr int kRoleCount = int(Role::Done) + 1;
    int m_algorithmLine[kRoleCount];
    int m_checkLine[kRoleCount];
};
