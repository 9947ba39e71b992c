// The Qt and standard headers most tests include, precompiled once for the whole suite
// (tests/CMakeLists.txt). Only headers that do not change with the project belong here:
// a project header would rebuild every test whenever it changed.
#pragma once

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QImage>
#include <QListView>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QWidget>

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>
