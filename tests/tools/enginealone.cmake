# Fails unless the engine, the trace and the web page's engine (core/engine, core/trace,
# core/web) configure alone, as the engine and web presets configure them (NQUEENS_ENGINE_ONLY),
# on a machine without Qt: Qt6 cannot be found (CMAKE_DISABLE_FIND_PACKAGE_Qt6), so any
# find_package(Qt6) on the way fails it; then that only those three are targets of the build
# (the web page's engine among them), and that none of their compilations names a Qt folder. Configuring takes about a second; building them from scratch
# (`cmake --workflow --preset engine`) about twenty, which CI does not spend.
# Run by CTest: cmake -DSOURCE_DIR=... -DWORK_DIR=... -DGENERATOR=... -P enginealone.cmake
file(REMOVE_RECURSE "${WORK_DIR}")
execute_process(COMMAND "${CMAKE_COMMAND}" -S "${SOURCE_DIR}" -B "${WORK_DIR}" -G "${GENERATOR}"
                        -DNQUEENS_ENGINE_ONLY=ON -DCMAKE_DISABLE_FIND_PACKAGE_Qt6=ON
                        -DCMAKE_EXPORT_COMPILE_COMMANDS=ON
                RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "The engine alone does not configure without Qt:\n${output}")
endif()
file(READ "${WORK_DIR}/compile_commands.json" commands)
string(REGEX MATCHALL "\"file\": \"[^\"]*\"" files "${commands}")
set(outside "")
foreach(entry IN LISTS files)
    if(NOT entry MATCHES "/core/(engine|trace|web)/")
        list(APPEND outside "${entry}")
    endif()
endforeach()
if(outside)
    message(FATAL_ERROR "The engine alone compiles more than core/engine, core/trace and core/web: ${outside}")
endif()
list(LENGTH files count)
if(count EQUAL 0)
    message(FATAL_ERROR "The engine alone compiles nothing")
endif()
if(NOT commands MATCHES "/core/web/")
    message(FATAL_ERROR "The engine alone leaves out the web page's engine (core/web)")
endif()
if(commands MATCHES "[Qq]t6")
    message(FATAL_ERROR "A compilation of the engine alone names Qt:\n${commands}")
endif()
message(STATUS "The engine, the trace and the web page's engine configure alone without Qt: ${count} files to compile")
