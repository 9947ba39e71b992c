#pragma once

#include "searchtypes.h"

#include <array>

namespace nq {

// The 8 symmetries of the square board (the dihedral group D4), applied to complete
// placements. Stateless functions: safe on any thread.
enum class Transform : std::uint8_t {
    Identity,
    Rotate90, // clockwise
    Rotate180,
    Rotate270,
    MirrorColumns, // left-right mirror
    MirrorRows, // top-bottom mirror
    Transpose, // across the main diagonal
    AntiTranspose, // across the anti-diagonal
};

constexpr int kTransformCount = 8;

std::string_view toString(Transform transform);

// Applies the transform to a complete placement (every row holds a queen).
Placement transformed(const Placement &placement, Transform transform);
// All 8 images, in the order of the Transform enum.
std::array<Placement, kTransformCount> allTransforms(const Placement &placement);
// The lexicographically smallest of the 8 images: equal for all members of a class.
Placement canonicalForm(const Placement &placement);
// Number of distinct images: 8, 4 or 2 (1 for N=1).
int classSize(const Placement &placement);

} // namespace nq
