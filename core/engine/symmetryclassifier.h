#pragma once

#include "searchtypes.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>

namespace nq {

// Gives each complete solution the number of its symmetry class, numbering classes in the
// order their first member arrives. Owns a map from canonical forms to class numbers; used
// by one thread at a time (the runner's worker thread, or the command line's).
class SymmetryClassifier
{
public:
    struct Result
    {
        std::uint32_t classId = 0;
        bool isNew = false;
        std::uint8_t classSize = 0;
    };

    Result classify(const Placement &solution);
    // The class alone, without its size: whether `solution` is the first of its class.
    bool isFirstOfClass(const Placement &solution);
    std::uint32_t classCount() const { return static_cast<std::uint32_t>(m_classes.size()); }

private:
    std::pair<std::uint32_t, bool> lookUp(const Placement &solution);

    std::unordered_map<std::string, std::uint32_t> m_classes;
};

// The fundamental solutions of a search, in the order it finds them: keeps the first-found
// member of each symmetry class and drops the rotations and reflections that follow. The
// same rule the solutions list's "fundamental" view shows (the store's first member of each
// class). One search, one thread.
class FundamentalFilter
{
public:
    bool keeps(const Placement &solution) { return m_classes.isFirstOfClass(solution); }

private:
    SymmetryClassifier m_classes;
};

} // namespace nq
