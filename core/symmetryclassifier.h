#pragma once

#include "searchtypes.h"

#include <cstdint>
#include <string>
#include <unordered_map>

namespace nq {

// Gives each complete solution the number of its symmetry class, numbering classes in the
// order their first member arrives. Owns a map from canonical forms to class numbers; used
// by one thread at a time (the runner's worker thread).
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
    std::uint32_t classCount() const { return static_cast<std::uint32_t>(m_classes.size()); }

private:
    std::unordered_map<std::string, std::uint32_t> m_classes;
};

} // namespace nq
