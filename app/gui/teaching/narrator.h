#pragma once

#include "runnersnapshot.h"

#include <QCoreApplication>
#include <QString>

// Puts the last step of the search into one plain sentence for the class, and says how a
// finished run ended. Stateless; GUI thread (texts are translatable).
class Narrator
{
    Q_DECLARE_TR_FUNCTIONS(Narrator)

public:
    static QString describeEvent(const nq::Event &event, const nq::SearchOptions &options);
    static QString describeFinish(const nq::RunnerSnapshot &snapshot);
    // The end of a run continued from the user's queens: what extends them.
    static QString describeFinishFromQueens(const nq::RunnerSnapshot &snapshot);
    static QString describeSnapshot(const nq::RunnerSnapshot &snapshot);
    // A count or a listing: what it will do, how far it is, what it found.
    static QString describeJob(const nq::RunnerSnapshot &snapshot);
    static QString duration(double seconds);
    // An estimate of a duration: "about 42 s", or "less than a second" (never "about less…").
    static QString approximately(double seconds);
    static QString lineName(nq::Line line);
    static QString levelName(const nq::SearchOptions &options, int level);
};
