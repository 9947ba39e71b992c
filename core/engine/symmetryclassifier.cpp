#include "symmetryclassifier.h"

#include "symmetry.h"

namespace nq {

std::pair<std::uint32_t, bool> SymmetryClassifier::lookUp(const Placement &solution)
{
    const Placement canonical = canonicalForm(solution);
    std::string key(reinterpret_cast<const char *>(canonical.cols.data()),
                    static_cast<std::size_t>(canonical.n));
    const auto [it, inserted] = m_classes.try_emplace(std::move(key), classCount());
    return {it->second, inserted};
}

SymmetryClassifier::Result SymmetryClassifier::classify(const Placement &solution)
{
    const auto [classId, isNew] = lookUp(solution);
    Result result;
    result.classId = classId;
    result.isNew = isNew;
    result.classSize = static_cast<std::uint8_t>(classSize(solution));
    return result;
}

bool SymmetryClassifier::isFirstOfClass(const Placement &solution)
{
    return lookUp(solution).second;
}

} // namespace nq
