#include "programparts.h"

#include "windowlessons.h"
#include "windowtraces.h"

ProgramParts attachProgramParts(MainWindow &window)
{
    ProgramParts parts;
    parts.lessons = attachLessons(window);
    parts.traces = attachTraces(window);
    return parts;
}
