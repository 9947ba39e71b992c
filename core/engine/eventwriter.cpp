#include "eventwriter.h"

namespace nq {

namespace {

std::string square(int row, int col)
{
    return ' ' + std::to_string(row) + ' ' + std::to_string(col);
}

} // namespace

std::string eventLine(const Event &event)
{
    std::string line(toString(event.type));
    switch (event.type) {
    case EventType::Try:
    case EventType::Place:
    case EventType::Remove: line += square(event.row, event.col); break;
    case EventType::Conflict:
        line += square(event.row, event.col) + " queen"
                + square(event.attackerRow, event.attackerCol) + ' '
                + std::string(toString(event.line));
        break;
    case EventType::Solution: line += ' ' + std::to_string(event.solution); break;
    case EventType::Backtrack: line += ' ' + std::to_string(event.level); break;
    case EventType::Done: break;
    }
    return line;
}

} // namespace nq
