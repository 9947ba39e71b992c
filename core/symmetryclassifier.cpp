#include "symmetryclassifier.h"

#include "symmetry.h"

namespace nq {

SymmetryClassifier::Result SymmetryClassifier::classify(const Placement &solution)
{
    const Placement canonical = canonicalForm(solution);
    std::string key(reinterpret_cast<const char *>(canonical.cols.data()), static_cast<std::size_t>(canonical.n));
    const auto [it, inserted] = m_classes.try_emplace(std::move(key), classCount());
    Result result;
    result.classId = it->second;
    result.isNew = inserted;
    result.classSize = static_cast<std::uint8_t>(classSize(solution));
    return result;
}

} // namespace nq
