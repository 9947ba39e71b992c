#pragma once

#include <QtGlobal>

// The number handed to tr() to pick a message's plural form for a count of any size. tr()
// takes an int; above a billion the last nine digits are kept, since languages' plural
// rules look only at the last digits, and every such count takes a "many" form anyway.
inline int pluralCount(quint64 count)
{
    constexpr quint64 kBillion = 1000000000;
    return count < kBillion ? int(count) : int(kBillion + count % kBillion);
}
