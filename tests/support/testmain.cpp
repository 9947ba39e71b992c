// The main of every suite program: `SUITE TEST [Qt Test arguments...]` runs one registered
// test (testregistry.h) as Qt's QTEST_ macros would have; `SUITE` alone lists the tests.
#include "testregistry.h"

#include <QApplication>
#include <QCoreApplication>
#include <QTest>

#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace nq::testing {

namespace {

std::vector<RegisteredTest> &registry()
{
    static std::vector<RegisteredTest> tests;
    return tests;
}

// "…/tests/core/tst_stepper.cpp" -> "tst_stepper"
std::string testName(const char *file)
{
    std::string name(file);
    const std::size_t slash = name.find_last_of("/\\");
    if (slash != std::string::npos)
        name.erase(0, slash + 1);
    const std::size_t dot = name.rfind('.');
    if (dot != std::string::npos)
        name.erase(dot);
    return name;
}

const RegisteredTest *find(const char *name)
{
    for (const RegisteredTest &test : registry())
        if (std::strcmp(test.name, name) == 0)
            return &test;
    return nullptr;
}

int listTests(const char *program)
{
    std::fprintf(stderr, "usage: %s TEST [Qt Test arguments]\ntests:\n", program);
    for (const RegisteredTest &test : registry())
        std::fprintf(stderr, "  %s\n", test.name);
    return 2;
}

} // namespace

bool registerTest(const char *file, TestApplication application, void (*initMain)(),
                  int (*run)(int, char **))
{
    static std::vector<std::unique_ptr<std::string>> names; // live as long as the registry
    names.push_back(std::make_unique<std::string>(testName(file)));
    registry().push_back({names.back()->c_str(), application, initMain, run});
    return true;
}

} // namespace nq::testing

int main(int argc, char *argv[])
{
    using nq::testing::TestApplication;
    const nq::testing::RegisteredTest *test = argc > 1 ? nq::testing::find(argv[1]) : nullptr;
    if (!test)
        return nq::testing::listTests(argv[0]);
    // The test's own name stands for the program from here on, as in a program of its own.
    int testArgc = argc - 1;
    char **testArgv = argv + 1;
    test->initMain();
    // The application object of Qt's QTEST_ macros, with their 96 dpi.
    std::unique_ptr<QCoreApplication> application;
    if (test->application == TestApplication::Widgets)
        application = std::make_unique<QApplication>(testArgc, testArgv);
    else if (test->application == TestApplication::Core)
        application = std::make_unique<QCoreApplication>(testArgc, testArgv);
    if (application)
        application->setAttribute(Qt::AA_Use96Dpi, true);
    return test->run(testArgc, testArgv);
}
