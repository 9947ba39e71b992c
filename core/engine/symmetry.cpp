#include "symmetry.h"

#include <algorithm>

namespace nq {

std::string_view toString(Transform transform)
{
    switch (transform) {
    case Transform::Identity: return "identity";
    case Transform::Rotate90: return "rotate 90";
    case Transform::Rotate180: return "rotate 180";
    case Transform::Rotate270: return "rotate 270";
    case Transform::MirrorColumns: return "mirror left-right";
    case Transform::MirrorRows: return "mirror top-bottom";
    case Transform::Transpose: return "main diagonal";
    case Transform::AntiTranspose: return "anti-diagonal";
    }
    return "identity";
}

Placement transformed(const Placement &p, Transform transform)
{
    const int n = p.n;
    const int last = n - 1;
    Placement out(n);
    for (int r = 0; r < n; ++r) {
        const int c = p.cols[r];
        int row = r;
        int col = c;
        switch (transform) {
        case Transform::Identity: break;
        case Transform::Rotate90:
            row = c;
            col = last - r;
            break;
        case Transform::Rotate180:
            row = last - r;
            col = last - c;
            break;
        case Transform::Rotate270:
            row = last - c;
            col = r;
            break;
        case Transform::MirrorColumns: col = last - c; break;
        case Transform::MirrorRows: row = last - r; break;
        case Transform::Transpose:
            row = c;
            col = r;
            break;
        case Transform::AntiTranspose:
            row = last - c;
            col = last - r;
            break;
        }
        out.cols[row] = static_cast<std::int8_t>(col);
    }
    return out;
}

std::array<Placement, kTransformCount> allTransforms(const Placement &placement)
{
    std::array<Placement, kTransformCount> images;
    for (int t = 0; t < kTransformCount; ++t)
        images[t] = transformed(placement, static_cast<Transform>(t));
    return images;
}

Placement canonicalForm(const Placement &placement)
{
    const auto images = allTransforms(placement);
    return *std::min_element(images.begin(), images.end());
}

int classSize(const Placement &placement)
{
    // The stabiliser of a solution is trivial, the half turn, or the quarter turns
    // (mirrors never fix a solution for N > 1), so rotations alone decide the size.
    if (placement.n <= 1)
        return 1;
    if (transformed(placement, Transform::Rotate90) == placement)
        return 2;
    if (transformed(placement, Transform::Rotate180) == placement)
        return 4;
    return 8;
}

} // namespace nq
