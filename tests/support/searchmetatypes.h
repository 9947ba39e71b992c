#pragma once

// The engine's option enums as Qt Test data columns (QFETCH), declared once for every test
// file: a suite program compiles several test files together (tests/CMakeLists.txt).

#include "searchtypes.h"

#include <QMetaType>

Q_DECLARE_METATYPE(nq::Check)
Q_DECLARE_METATYPE(nq::Order)
