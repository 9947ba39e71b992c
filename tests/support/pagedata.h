#pragma once

// Reads the data of a lesson's web page as the page's script reads it
// (resources/web/lessonpage.html): a step's event and narration, the queens on the board and
// the names of its cells. For the tests that hold the page against the window.

#include <QJsonArray>
#include <QJsonObject>
#include <QLatin1StringView>
#include <QString>

#include <cstdint>
#include <vector>

namespace nq::test {

// The entry of the events table that step `step` shows.
inline QJsonArray pageEvent(const QJsonObject &data, std::uint64_t step)
{
    const qsizetype at = qsizetype(step - std::uint64_t(data["first"].toInteger()));
    return data["events"].toArray()[data["se"].toArray()[at].toInt()].toArray();
}

// What the page's script shows at step `step` for `event`: the narration, from the tables;
// "%1" and "%2" filled once each, numbers grouped as the page groups them.
inline QString pageNarration(const QJsonObject &data, const QJsonArray &event, std::uint64_t step)
{
    const QString sentence = data["sentences"].toArray()[event[6].toInt()].toString();
    if (event[7].toInt() == 0)
        return sentence;
    QString digits = QString::number(step);
    const QString group = data["group"].toString();
    for (qsizetype at = digits.size() - 3; at > 0; at -= 3)
        digits.insert(at, group);
    QString text = data["stepText"].toString();
    const qsizetype one = text.indexOf(QLatin1String("%1"));
    text.replace(one, 2, digits);
    const qsizetype two = text.indexOf(QLatin1String("%2"), one + digits.size());
    return text.replace(two, 2, sentence);
}

// The queens of the page's first step: a bit a column for each row (a student's program may
// leave two on a row).
inline std::vector<std::uint32_t> pageFirstSquares(const QJsonObject &data)
{
    std::vector<std::uint32_t> bits;
    if (data.contains(QLatin1StringView("squares"))) {
        for (const QJsonValue row : data["squares"].toArray())
            bits.push_back(std::uint32_t(row.toInteger()));
        return bits;
    }
    for (const QJsonValue col : data["queens"].toArray())
        bits.push_back(col.toInt() >= 0 ? 1u << col.toInt() : 0u);
    return bits;
}

// The board after an entry of the events table: a place puts a queen, a remove lifts one.
inline void applyPageEvent(std::vector<std::uint32_t> &bits, const QJsonArray &event)
{
    constexpr int kPlace = 2;
    constexpr int kRemove = 4;
    if (event[0].toInt() == kPlace)
        bits[std::size_t(event[1].toInt())] |= 1u << event[2].toInt();
    else if (event[0].toInt() == kRemove)
        bits[std::size_t(event[1].toInt())] &= ~(1u << event[2].toInt());
}

// The queens at step `step` of the page.
inline std::vector<std::uint32_t> pageSquaresAt(const QJsonObject &data, std::uint64_t step)
{
    std::vector<std::uint32_t> bits = pageFirstSquares(data);
    for (std::uint64_t k = std::uint64_t(data["first"].toInteger()) + 1; k <= step; ++k)
        applyPageEvent(bits, pageEvent(data, k));
    return bits;
}

// What the page's script names cell (row, col) at step `event`, its board `bits`: the event's
// own square in the board's words, any other by what stands on it.
inline QString pageCellName(const QJsonObject &data, const QJsonArray &event,
                            const std::vector<std::uint32_t> &bits, int row, int col)
{
    if (event[1].toInt() == row && event[2].toInt() == col && event[10].toInt() >= 0)
        return data["sentences"].toArray()[event[10].toInt()].toString();
    const bool queen = ((bits[std::size_t(row)] >> col) & 1u) != 0;
    const QJsonObject ui = data["ui"].toObject();
    return ui[QLatin1StringView(queen ? "queen" : "empty")].toString().arg(row).arg(col);
}

} // namespace nq::test
