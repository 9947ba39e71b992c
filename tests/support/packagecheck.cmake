# Builds the Debian package, unpacks it into a scratch root and starts nqueens-cli from there;
# checks that the installed programs carry no RUNPATH and, where lintian is installed, that
# it reports no error. Run by CTest:
#   cmake -DBUILD_DIR=... -DWORK_DIR=... -P packagecheck.cmake
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}/root")
execute_process(COMMAND cpack -G DEB -B "${WORK_DIR}" --config "${BUILD_DIR}/CPackConfig.cmake"
                RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
file(GLOB debs "${WORK_DIR}/*.deb")
if(NOT result EQUAL 0 OR NOT debs)
    message(FATAL_ERROR "cpack -G DEB failed (${result}):\n${output}")
endif()
list(GET debs 0 deb)
execute_process(COMMAND dpkg-deb -x "${deb}" "${WORK_DIR}/root" RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "dpkg-deb -x could not unpack ${deb}")
endif()
foreach(path
        usr/bin/nqueens usr/bin/nqueens-cli
        usr/share/applications/org.nqueens.Visualizer.desktop
        usr/share/metainfo/org.nqueens.Visualizer.metainfo.xml
        usr/share/mime/packages/org.nqueens.Visualizer.xml
        usr/share/icons/hicolor/scalable/apps/org.nqueens.Visualizer.svg
        usr/share/icons/hicolor/256x256/apps/org.nqueens.Visualizer.png
        usr/share/man/man1/nqueens.1.gz usr/share/man/man1/nqueens-cli.1.gz
        usr/share/doc/nqueens-visualizer/copyright usr/share/doc/nqueens-visualizer/changelog.gz)
    if(NOT EXISTS "${WORK_DIR}/root/${path}")
        message(FATAL_ERROR "the package lacks ${path}")
    endif()
endforeach()
foreach(program nqueens nqueens-cli)
    execute_process(COMMAND readelf -d "${WORK_DIR}/root/usr/bin/${program}" OUTPUT_VARIABLE dynamic)
    if(dynamic MATCHES "R(UN)?PATH")
        message(FATAL_ERROR "the installed ${program} carries a RUNPATH:\n${dynamic}")
    endif()
endforeach()
execute_process(COMMAND "${WORK_DIR}/root/usr/bin/nqueens-cli" --version
                RESULT_VARIABLE result OUTPUT_VARIABLE version)
if(NOT result EQUAL 0 OR NOT version MATCHES "^nqueens-cli [0-9]+\\.[0-9]+\\.[0-9]+\n$")
    message(FATAL_ERROR "the packaged nqueens-cli --version answered '${version}' (status ${result})")
endif()
find_program(LINTIAN lintian)
if(LINTIAN)
    execute_process(COMMAND "${LINTIAN}" --pedantic "${deb}" OUTPUT_VARIABLE report ERROR_VARIABLE ignored)
    if(report MATCHES "(^|\n)[EW]: ")
        message(FATAL_ERROR "lintian reports errors or warnings on the package:\n${report}")
    endif()
endif()
get_filename_component(name "${deb}" NAME)
message(STATUS "${name} unpacks and runs: ${version}")
