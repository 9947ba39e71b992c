#include "searchtypes.h"

#include <cstdlib>

namespace nq {

std::string_view toString(Order order)
{
    return order == Order::Rows ? "rows" : "columns";
}

std::string_view toString(Check check)
{
    switch (check) {
    case Check::Scan: return "scan";
    case Check::Arrays: return "arrays";
    case Check::Bitmask: return "bitmask";
    }
    return "arrays";
}

std::string_view toString(Goal goal)
{
    switch (goal) {
    case Goal::First: return "first";
    case Goal::All: return "all";
    case Goal::List: return "list";
    case Goal::Count: return "count";
    }
    return "all";
}

std::string_view toString(EventType type)
{
    switch (type) {
    case EventType::Try: return "try";
    case EventType::Conflict: return "conflict";
    case EventType::Place: return "place";
    case EventType::Solution: return "solution";
    case EventType::Remove: return "remove";
    case EventType::Backtrack: return "backtrack";
    case EventType::Done: return "done";
    }
    return "done";
}

std::string_view toString(Line line)
{
    switch (line) {
    case Line::None: return "none";
    case Line::Column: return "column";
    case Line::Row: return "row";
    case Line::Diagonal: return "diagonal";
    case Line::AntiDiagonal: return "anti-diagonal";
    }
    return "none";
}

bool parseOrder(std::string_view text, Order &out)
{
    if (text == "rows") {
        out = Order::Rows;
        return true;
    }
    if (text == "columns") {
        out = Order::Columns;
        return true;
    }
    return false;
}

bool parseCheck(std::string_view text, Check &out)
{
    for (Check c : {Check::Scan, Check::Arrays, Check::Bitmask}) {
        if (text == toString(c)) {
            out = c;
            return true;
        }
    }
    return false;
}

bool parseGoal(std::string_view text, Goal &out)
{
    for (Goal g : {Goal::First, Goal::All, Goal::List, Goal::Count}) {
        if (text == toString(g)) {
            out = g;
            return true;
        }
    }
    return false;
}

bool isValidPlacement(const Placement &p)
{
    for (int r = 0; r < p.n; ++r) {
        if (p.cols[r] < -1 || p.cols[r] >= p.n)
            return false;
        if (p.cols[r] < 0)
            continue;
        for (int q = 0; q < r; ++q) {
            if (p.cols[q] < 0)
                continue;
            if (p.cols[q] == p.cols[r] || std::abs(p.cols[q] - p.cols[r]) == r - q)
                return false;
        }
    }
    return true;
}

} // namespace nq
