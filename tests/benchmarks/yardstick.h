#pragma once

// The yardstick of every performance figure, exactly as resources/doc/design.md ("The yardstick")
// defines it: the N-Queens II counting method (one thread, no symmetry) written the way a
// careful C programmer would, as a free recursive function over unsigned (cols, ld, rd)
// bitmasks with `p = pos & -pos`, `pos -= p` and the total in a static, compiled -O3
// -march=native (tests/benchmarks/CMakeLists.txt). A slower yardstick would flatter every
// ratio. Not thread-safe (the static total): the benchmark calls it from its main thread only.
unsigned long long yardstickCount(int n);
