#pragma once

#include <QString>

// What Run ▸ Run my program ran last, from which its dialog starts the next time: kept with
// the window's settings (AppSettings::programChoice), which the traces' room reaches only
// through TraceController::Parts. A value.
struct ProgramChoice
{
    static constexpr int kMaxTimeLimitSeconds = 24 * 3600;

    QString command;
    QString folder;
    int timeLimitSeconds = 60;
    bool firstOnly = false;
};
