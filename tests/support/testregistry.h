#pragma once

#include <QtGlobal>

// Every test class of a suite program (tests/CMakeLists.txt builds one program per room and
// kind, not one per test: 73 programs cost CI more to compile and link than the tests take to
// run). A test file ends with NQ_TEST_MAIN, NQ_TEST_GUILESS_MAIN or NQ_TEST_APPLESS_MAIN in
// place of Qt's QTEST_ macros: they register the class under its file's name (tst_stepper),
// and the suite's main (testmain.cpp) runs the one named by its first argument, with the
// application object Qt's macro would have made, each test in its own process as before.
// Main thread, before main() (registration) and in it (the run).
namespace nq::testing {

// The application object a test needs, as in Qt's QTEST_MAIN, _GUILESS_MAIN and _APPLESS_MAIN.
enum class TestApplication { Widgets, Core, None };

struct RegisteredTest
{
    const char *name; // the test file's name without its folder and extension
    TestApplication application;
    void (*initMain)(); // the test class's static initMain(), if it has one, before the application
    int (*run)(int argc, char **argv); // makes the test object and runs Qt Test on it
};

// Adds a test to the suite; returns true, for the static that calls it.
bool registerTest(const char *file, TestApplication application, void (*initMain)(),
                  int (*run)(int, char **));

} // namespace nq::testing

#define NQ_TEST_REGISTER(TestObject, application)                                                  \
    namespace {                                                                                    \
    int runRegistered##TestObject(int argc, char **argv)                                           \
    {                                                                                              \
        TestObject test;                                                                           \
        return QTest::qExec(&test, argc, argv);                                                    \
    }                                                                                              \
    const bool registered##TestObject = nq::testing::registerTest(                                 \
        __FILE__, application,                                                                     \
        [] { QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>(); },                 \
        &runRegistered##TestObject);                                                               \
    }

#define NQ_TEST_MAIN(TestObject) NQ_TEST_REGISTER(TestObject, nq::testing::TestApplication::Widgets)
#define NQ_TEST_GUILESS_MAIN(TestObject)                                                           \
    NQ_TEST_REGISTER(TestObject, nq::testing::TestApplication::Core)
#define NQ_TEST_APPLESS_MAIN(TestObject)                                                           \
    NQ_TEST_REGISTER(TestObject, nq::testing::TestApplication::None)
