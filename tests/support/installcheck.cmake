# Installs the build into a scratch prefix, one install component after the other, and checks
# that every file a desktop expects is there, and that nqueens-cli-mpi comes only with the MPI
# component. Run by CTest: cmake -DBUILD_DIR=... -DPREFIX=... -DWITH_MPI=ON|OFF -P installcheck.cmake
file(REMOVE_RECURSE "${PREFIX}")
function(install_component component)
    execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}"
                            --component ${component}
                    RESULT_VARIABLE result OUTPUT_QUIET)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "cmake --install --component ${component} failed: ${result}")
    endif()
endfunction()
function(require_files component)
    foreach(path IN LISTS ARGN)
        if(NOT EXISTS "${PREFIX}/${path}")
            message(FATAL_ERROR "missing after installing ${component}: ${path}")
        endif()
    endforeach()
endfunction()

install_component(visualizer)
set(expected
    bin/nqueens
    bin/nqueens-cli
    share/applications/org.nqueens.Visualizer.desktop
    share/metainfo/org.nqueens.Visualizer.metainfo.xml
    share/mime/packages/org.nqueens.Visualizer.xml
    share/icons/hicolor/scalable/apps/org.nqueens.Visualizer.svg
    share/icons/hicolor/48x48/apps/org.nqueens.Visualizer.png
    share/icons/hicolor/256x256/apps/org.nqueens.Visualizer.png
    share/man/man1/nqueens.1.gz
    share/man/man1/nqueens-cli.1.gz
    share/nqueens-visualizer/web/nqueens.html
    share/doc/nqueens-visualizer/copyright)
require_files(visualizer ${expected})
set(mpi_files bin/nqueens-cli-mpi share/man/man1/nqueens-cli-mpi.1.gz
    share/doc/nqueens-visualizer-mpi/copyright)
foreach(path IN LISTS mpi_files)
    if(EXISTS "${PREFIX}/${path}")
        message(FATAL_ERROR "the window's component installs ${path}, which belongs to the MPI one")
    endif()
endforeach()
file(READ "${PREFIX}/share/applications/org.nqueens.Visualizer.desktop" desktop)
if(NOT desktop MATCHES "Exec=nqueens %f\n" OR NOT desktop MATCHES "Icon=org.nqueens.Visualizer\n")
    message(FATAL_ERROR "the desktop file does not start nqueens (with a file) and its icon")
endif()
# A double-click on a lesson opens it: the desktop file takes the type the MIME file defines.
file(READ "${PREFIX}/share/mime/packages/org.nqueens.Visualizer.xml" mime)
if(NOT desktop MATCHES "MimeType=application/x-nqueens-lesson;\n"
   OR NOT mime MATCHES "type=\"application/x-nqueens-lesson\"" OR NOT mime MATCHES "\\*\\.nqueens")
    message(FATAL_ERROR "the desktop file does not open lesson files, or their type is not defined")
endif()
if(WITH_MPI)
    install_component(mpi)
    require_files(mpi ${mpi_files})
    list(APPEND expected ${mpi_files})
endif()
list(LENGTH expected files)
message(STATUS "all ${files} installed files present")
